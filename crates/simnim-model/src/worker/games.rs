//! The games' worker's logic (the graph Nim and matrix modes): a game solved by the core's
//! engines (`simnim_core::thesis`: Fukuyama's exhaustive values, Ferguson's, the partizan
//! classes, Holladay's game by the complex's analysis), a row of the thesis's comparison,
//! a speed workload. Each answer in one go: the web worker around it times it and may be
//! terminated to cancel it. Not part of the first screen's worker.

use simnim_core::thesis::{
    fukuyama, matrix_game, problems, run_method, run_speed, GameAnswer, Graph, Matrix, ThesisMethod,
};
use simnim_core::Limits;

use crate::games::protocol::{GameRequest, GameResponse, GameSpec};

/// The answer to a request of the games' worker (`ms` left for the worker's loop to set).
pub fn answer(req: GameRequest) -> GameResponse {
    match req {
        GameRequest::Solve { spec, max_bytes } => {
            let limits = if max_bytes > 0 { Limits::browser_with_memory(max_bytes) } else { Limits::BROWSER };
            let result = solve(&spec, &limits);
            GameResponse::Solved { spec, result, ms: None }
        }
        GameRequest::Comparison { problem, method } => {
            let result = match (problems().get(problem), ThesisMethod::ALL.get(method)) {
                (Some(p), Some(&m)) => {
                    run_method(m, &p.piles, &Limits::BROWSER.with_threads(1)).map_err(|e| e.to_string())
                }
                _ => Err("no such row of the comparison".into()),
            };
            GameResponse::Row { problem, method, result, ms: None }
        }
        GameRequest::Speed { workload } => {
            let result = run_speed(workload, &Limits::BROWSER.with_threads(1))
                .map(|(positions, largest, _)| (positions, largest))
                .map_err(|e| e.to_string());
            GameResponse::Speed { workload, result, ms: None }
        }
    }
}

/// A game's answer by the core's engines, or why there is none (bad input, a limit).
pub fn solve(spec: &GameSpec, limits: &Limits) -> Result<GameAnswer, String> {
    match spec {
        GameSpec::Fukuyama { vertices, edges, weights, piece } => {
            let g = Graph::new(vertices, edges).map_err(|e| e.to_string())?;
            let p = g.vertex(piece).map_err(|e| e.to_string())?;
            fukuyama(&g, weights, p, limits).map_err(|e| e.to_string())
        }
        GameSpec::Matrix { rule, rows } => {
            let m = Matrix::new(rows.clone()).map_err(|e| e.to_string())?;
            matrix_game(&m, rule.core(), true, limits).map_err(|e| e.to_string())
        }
    }
}
