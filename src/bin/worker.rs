//! Browser entry point of the solver worker (built by trunk; never run natively).
use yew_agent::Registrable;

fn main() {
    simnim_web::worker::Solver::registrar().register();
}
