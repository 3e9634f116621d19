//! A pool worker's share of a value table in the worker (see `Request::Table`'s `share`):
//! the share stepped in chunks, its columns for the next worker, its cells at the end.

use simnim_core::solve::{ColumnChunk, ShareState, ValueShare};
use simnim_core::Limits;

use super::{SolverState, VIEW_POSITIONS};
use crate::protocol::{RequestId, Response};

/// Which cells of a value table a share answers: `u` and `v` over `0..=k`, the other piles
/// as in `piles`.
pub(super) struct TableCells {
    piles: Vec<u64>,
    u: usize,
    v: usize,
    k: u64,
    worker: usize,
    workers: usize,
}

/// Columns kept for a share whose request has not arrived yet.
const MAX_EARLY: usize = 256;

impl SolverState {
    /// A pool worker's share of a value table (see `Request::Table`'s `share`).
    pub(super) fn table_share(
        &mut self,
        id: RequestId,
        complex: String,
        piles: Vec<u64>,
        (u, v, k): (usize, usize, u64),
        worker: usize,
        workers: usize,
    ) -> Vec<Response> {
        let view_limits = Limits { max_positions: VIEW_POSITIONS.min(self.limits.max_positions), ..self.limits };
        let c = match Self::parse(id, &complex, Some(&piles)) {
            Ok(c) => c,
            Err(r) => return r,
        };
        if u >= c.n() || v >= c.n() || u == v || k > 64 || worker >= workers {
            return Self::refused(id, "choose two different vertices and K ≤ 64");
        }
        let mut top = piles.clone();
        (top[u], top[v]) = (k, k);
        match ValueShare::new(&c, &top, &view_limits, worker, workers) {
            Ok(mut sh) => {
                // Columns that came before this request; older jobs' are dropped.
                for (_, chunk) in std::mem::take(&mut self.early).into_iter().filter(|(eid, _)| *eid == id) {
                    sh.feed(chunk);
                }
                self.share = Some((id, sh, TableCells { piles, u, v, k, worker, workers }));
                Vec::new()
            }
            Err(e) => Self::refused(id, e),
        }
    }

    /// Columns from the previous worker of the pool, for the share of request `id`. A column
    /// that comes before its request waits for it (at most 256 of them); a column of
    /// another job is never taken for the current one's.
    pub fn feed(&mut self, id: RequestId, chunk: ColumnChunk) {
        match &mut self.share {
            Some((sid, sh, _)) if *sid == id => sh.feed(chunk),
            // Before its request (kept, boundedly), or for a finished job (dropped then).
            _ if self.early.len() < MAX_EARLY => self.early.push((id, chunk)),
            _ => {}
        }
    }

    /// The next column the share passes to the next worker of the pool (after each `work`).
    pub fn take_column(&mut self) -> Option<(RequestId, ColumnChunk)> {
        self.columns.pop_front()
    }
    /// Steps the share: progress, and its cells when it is done (its columns wait in
    /// [`SolverState::take_column`]). `None` when there is no share, or it waits for columns.
    pub(super) fn step_share(&mut self, budget: usize) -> Option<Response> {
        let (id, sh, ask) = self.share.as_mut()?;
        let id = *id;
        let state = sh.step(budget);
        self.columns.extend(sh.take_output().into_iter().map(|chunk| (id, chunk)));
        match state {
            ShareState::Done => {
                let mut p = ask.piles.clone();
                let mut cells = Vec::new();
                for a in 0..=ask.k {
                    for b in 0..=ask.k {
                        (p[ask.u], p[ask.v]) = (a, b);
                        if let Some(x) = sh.value(&p) {
                            cells.push((a, b, x));
                        }
                    }
                }
                let (worker, workers) = (ask.worker, ask.workers);
                self.share = None;
                self.outbox.push_back(Response::TableCells { id, worker, workers, cells });
            }
            ShareState::Blocked if self.outbox.is_empty() => return None,
            _ => {
                let (done, total) = sh.progress();
                if self.outbox.is_empty() {
                    return Some(Response::Progress { id, done, total });
                }
            }
        }
        self.outbox.pop_front()
    }
}
