//! The thesis's comparison in the page: `simnim thesis`'s table (Problems A and B by the
//! graph and the matrix methods, one thread each) and the two speed workloads, each row
//! computed in the games' worker as it is asked for, with the worker's time, so the page's
//! figures can be set beside the native command's. The rows' games are the core's
//! (`simnim_core::thesis::{problems, ThesisMethod, SPEED_WORKLOADS}`).

use simnim_core::thesis::{problems, GameAnswer, ThesisMethod, SPEED_WORKLOADS};

use super::protocol::{GameRequest, GameResponse};

/// One row's result: the answer and the worker's milliseconds, or why not.
pub type RowResult = Result<(GameAnswer, Option<u64>), String>;

/// A speed workload's result: positions, largest value, milliseconds; or why not.
pub type SpeedResult = Result<(u64, u64, Option<u64>), String>;

/// The table as it arrives.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Comparison {
    /// Problem by method (`problems()` × `ThesisMethod::ALL`), each once it has come.
    pub rows: Vec<Vec<Option<RowResult>>>,
    /// The speed workloads, each once it has come.
    pub speed: Vec<Option<SpeedResult>>,
    /// Rows asked for and not yet answered.
    pub waiting: usize,
}

impl Comparison {
    /// The requests for the whole table (and the speed workloads when `speed`), and the
    /// table waiting for them.
    pub fn start(speed: bool) -> (Comparison, Vec<GameRequest>) {
        let np = problems().len();
        let nm = ThesisMethod::ALL.len();
        let mut reqs: Vec<GameRequest> = (0..np)
            .flat_map(|problem| (0..nm).map(move |method| GameRequest::Comparison { problem, method }))
            .collect();
        if speed {
            reqs.extend((0..SPEED_WORKLOADS.len()).map(|workload| GameRequest::Speed { workload }));
        }
        let table = Comparison {
            rows: vec![vec![None; nm]; np],
            speed: vec![None; SPEED_WORKLOADS.len()],
            waiting: reqs.len(),
        };
        (table, reqs)
    }

    /// Is a row still to come?
    pub fn running(&self) -> bool {
        self.waiting > 0
    }

    /// Takes a row or a speed result.
    pub fn receive(&mut self, r: &GameResponse) {
        match r {
            GameResponse::Row { problem, method, result, ms } => {
                if let Some(slot) = self.rows.get_mut(*problem).and_then(|row| row.get_mut(*method)) {
                    if slot.is_none() {
                        self.waiting = self.waiting.saturating_sub(1);
                    }
                    *slot = Some(result.clone().map(|a| (a, *ms)));
                }
            }
            GameResponse::Speed { workload, result, ms } => {
                if let Some(slot) = self.speed.get_mut(*workload) {
                    if slot.is_none() {
                        self.waiting = self.waiting.saturating_sub(1);
                    }
                    *slot = Some(result.clone().map(|(p, v)| (p, v, *ms)));
                }
            }
            GameResponse::Solved { .. } => {}
        }
    }
}
