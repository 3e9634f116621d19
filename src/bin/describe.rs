//! Browser entry point of the conjecture miner's worker (built by trunk; never run
//! natively), loaded by the page the first time a person asks for a description.

fn main() {
    simnim_web::describe::describe_main();
}
