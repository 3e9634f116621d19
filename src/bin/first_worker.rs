//! Browser entry point of the first screen's solver worker (built by trunk with the `first`
//! feature; never run natively): the page's solver for analyses only (a yew-agent reactor).
//! The views, loaded when first asked for, use the full worker (`src/bin/worker.rs`).
use yew_agent::Registrable;

fn main() {
    simnim_web::worker::Solver::registrar().register();
}
