//! Browser entry point of the convex worker (built by trunk; never run natively): a
//! yew-agent reactor answering McCoy–Sieben's games for the convex mode.
use yew_agent::Registrable;

fn main() {
    simnim_web::convex_worker::ConvexSolver::registrar().register();
}
