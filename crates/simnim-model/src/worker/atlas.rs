//! The SetNim atlas in the worker: the games still to do, one per step (the whole atlas, or
//! a pool worker's share of it).

use simnim_core::{self as core, AtlasFamily, Limits};

use crate::protocol::{RequestId, Response};

/// Largest n the page's atlas accepts (the CLI has no such bound).
pub const ATLAS_MAX_N: usize = 12;

impl AtlasRun {
    /// Every (n, k) with n in `n_min..=n_max` (at most [`ATLAS_MAX_N`]) and 2 ≤ k < n.
    pub fn new(family: AtlasFamily, n_min: usize, n_max: usize, max: Option<u64>) -> Result<AtlasRun, String> {
        AtlasRun::of(family, atlas_games(n_min, n_max)?, max, None)
    }

    /// These games (a pool worker's share of an atlas of `total` games).
    pub fn of(
        family: AtlasFamily,
        games: Vec<(usize, usize)>,
        max: Option<u64>,
        total: Option<u64>,
    ) -> Result<AtlasRun, String> {
        if games.iter().any(|&(n, k)| !(3..=ATLAS_MAX_N).contains(&n) || k < 2 || k >= n) {
            return Err(format!("the atlas's games are CN(n,k) or PN(n,k) with 2 ≤ k < n ≤ {ATLAS_MAX_N}"));
        }
        let total = total.unwrap_or(games.len() as u64).max(games.len() as u64);
        Ok(AtlasRun { family, max: max.map(|m| m.clamp(1, 7)), games, done: 0, total })
    }

    /// Computes the next game; `None` when all are done.
    pub fn step(&mut self, id: RequestId, limits: &Limits) -> Option<Response> {
        let &(n, k) = self.games.get(self.done)?;
        self.done += 1;
        let max = self.max.unwrap_or_else(|| core::default_box(n));
        let row = core::atlas_entry(self.family, n, k, max, limits).map_err(|e| e.to_string());
        Some(Response::AtlasRow { id, done: self.done as u64, total: self.total, n, k, row })
    }
}

/// An atlas being computed: the games still to do, one per step.
pub struct AtlasRun {
    family: AtlasFamily,
    max: Option<u64>,
    pub(super) games: Vec<(usize, usize)>,
    pub(super) done: usize,
    /// Games in the whole atlas (more than `games` for a pool worker's share).
    total: u64,
}

/// Every (n, k) with n in `n_min..=n_max` (at most [`ATLAS_MAX_N`]) and 2 ≤ k < n.
pub fn atlas_games(n_min: usize, n_max: usize) -> Result<Vec<(usize, usize)>, String> {
    if n_min < 3 || n_max < n_min || n_max > ATLAS_MAX_N {
        return Err(format!("choose 3 ≤ n_min ≤ n_max ≤ {ATLAS_MAX_N} (got {n_min}..{n_max})"));
    }
    Ok((n_min..=n_max).flat_map(|n| (2..n).map(move |k| (n, k))).collect())
}
