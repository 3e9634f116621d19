//! Browser entry point of the playground (built by trunk; never run natively).
fn main() {
    simnim_web::app::start();
}
