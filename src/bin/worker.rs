//! Browser entry point of the solver worker (built by trunk; never run natively): the page's
//! solver (a yew-agent reactor), or, started as `pool_loader.js#pool`, a worker of the
//! page's pool, or, started as `wasm_loader.js#games`, the graph Nim and matrix modes' worker.
use yew_agent::Registrable;

fn main() {
    #[cfg(not(feature = "first"))]
    if simnim_web::games_worker::is_games_worker() {
        simnim_web::games_worker::games_main();
        return;
    }
    if simnim_web::worker::is_pool_worker() {
        simnim_web::worker::pool_main();
    } else {
        simnim_web::worker::Solver::registrar().register();
    }
}
