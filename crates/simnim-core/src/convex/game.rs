//! The convex closure games of McCoy–Sieben: the achievement game GEN(S, W) (Sec 3) and the
//! avoidance game DNG(S, W) (Sec 8 (8)), and their exhaustive solution over all subsets of S.
//!
//! Positions are sets P ⊆ S of selected points (S masks). In GEN a move adds an unselected point
//! and the game ends once W ⊆ τ(P); in DNG a move may not make W ⊆ τ(P). The last player to move
//! wins. The exhaustive search here uses only the closure operator; `structure` answers the same
//! questions from the maximally non-generating sets, and tests require both to agree.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use super::error::GeometryError;
use super::geometry::Geometry;

/// Largest |S| for the exhaustive search natively (2^24 positions, 16 MiB).
pub const BRUTE_MAX_NATIVE: usize = 24;
/// Largest |S| for the exhaustive search in the browser worker.
pub const BRUTE_MAX_BROWSER: usize = 20;

/// Which game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Rule {
    /// GEN(S, W): the player who makes the selected points generate W wins.
    Achieve,
    /// DNG(S, W): generating W is forbidden; the last legal move wins.
    Avoid,
}

impl Rule {
    /// The paper's name: GEN or DNG.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Achieve => "GEN",
            Rule::Avoid => "DNG",
        }
    }
}

/// A game on a convex geometry with a nonempty winning set W ⊆ S.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub geometry: Geometry,
    /// The winning set W (S mask), nonempty.
    pub win: u64,
    pub rule: Rule,
}

impl Game {
    /// Validates W (nonempty, inside S).
    pub fn new(geometry: Geometry, win: u64, rule: Rule) -> Result<Game, GeometryError> {
        if win == 0 {
            return Err(GeometryError::EmptyWin);
        }
        if win & !geometry.all() != 0 {
            return Err(GeometryError::WinOutside);
        }
        Ok(Game { geometry, win, rule })
    }

    /// Whether P generates W, i.e. W ⊆ τ(P).
    pub fn generating(&self, p: u64) -> bool {
        self.win & !self.geometry.closure(p) == 0
    }

    /// Whether P is a position of the game (in DNG: non-generating; in GEN every set is).
    pub fn is_position(&self, p: u64) -> bool {
        p & !self.geometry.all() == 0 && (self.rule == Rule::Achieve || !self.generating(p))
    }

    /// The options of P: every legal P ∪ {s}.
    pub fn options(&self, p: u64) -> Vec<u64> {
        if !self.is_position(p) || (self.rule == Rule::Achieve && self.generating(p)) {
            return Vec::new();
        }
        (0..self.geometry.n())
            .filter(|&s| p >> s & 1 == 0)
            .map(|s| p | 1 << s)
            .filter(|&q| self.rule == Rule::Achieve || !self.generating(q))
            .collect()
    }

    /// Nim numbers of every subset of S by exhaustive search (index = S mask). Sets that are not
    /// positions (generating sets in DNG) get 0. Refuses |S| > `max_points`.
    pub fn brute_nims(&self, max_points: usize) -> Result<Vec<u8>, GeometryError> {
        let n = self.geometry.n();
        if n > max_points {
            return Err(GeometryError::BruteTooLarge { points: n, limit: max_points });
        }
        let size = 1usize << n;
        let mut gen = vec![false; size];
        let mut nim = vec![0u8; size];
        for p in 0..size {
            let low = p & p.wrapping_sub(1);
            let high = if p == 0 { 0 } else { p & !(1 << (usize::BITS - 1 - p.leading_zeros())) };
            gen[p] = (p != 0 && (gen[low] || gen[high])) || self.generating(p as u64);
        }
        for p in (0..size).rev() {
            if gen[p] {
                continue; // terminal in GEN, not a position in DNG
            }
            let mut seen = 0u64;
            for s in 0..n {
                let q = p | 1 << s;
                if q != p && (self.rule == Rule::Achieve || !gen[q]) {
                    seen |= 1 << nim[q].min(63);
                }
            }
            nim[p] = (!seen).trailing_zeros() as u8;
        }
        Ok(nim)
    }

    /// The nim number of the game (of the starting position ∅) by exhaustive search.
    pub fn brute_nim(&self, max_points: usize) -> Result<u32, GeometryError> {
        Ok(self.brute_nims(max_points)?[0] as u32)
    }
}
