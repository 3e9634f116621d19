//! Mixed-radix boxes of positions `B = Π [0, n_v]` and the explicit size limits.
//!
//! Positions are indexed in lexicographic order: vertex 0 is the slowest axis and the
//! last vertex has stride 1, so `index(n - e_v) = index(n) - stride[v]` and iterating
//! indices upward lists positions lexicographically. A box is only ever built after its
//! size has been checked against a [`Limits`]; nothing here allocates the box itself.

use std::fmt;

/// Explicit resource limits for exhaustive searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest number of positions an exhaustive search may visit.
    pub max_positions: u64,
    /// Largest number of bytes an exhaustive search may allocate.
    pub max_bytes: u64,
}

impl Limits {
    /// Native default: 2e8 positions, 3 GiB.
    pub const NATIVE: Limits = Limits { max_positions: 200_000_000, max_bytes: 3 << 30 };
    /// Browser worker default: 4e7 positions, 768 MiB (wasm32 memory is at most 4 GiB).
    pub const BROWSER: Limits = Limits { max_positions: 40_000_000, max_bytes: 768 << 20 };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::NATIVE
    }
}

/// Why an exhaustive search was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LimitError {
    /// The box has more positions than allowed.
    Positions { positions: u128, limit: u64 },
    /// The search would allocate more memory than allowed.
    Memory { bytes: u128, limit: u64, positions: u128 },
    /// Nim values could exceed what the value engine represents.
    Chips { chips: u128, limit: u64 },
    /// The complex has more facets than the engines handle.
    Facets { facets: usize, limit: usize },
}

/// Formats a count compactly: exact below a million, otherwise like `3.1e9`.
pub fn human_count(x: u128) -> String {
    if x < 1_000_000 {
        return x.to_string();
    }
    let e = (x as f64).log10().floor() as i32;
    let m = x as f64 / 10f64.powi(e);
    let m = (m * 10.0).floor() / 10.0;
    if m.fract() == 0.0 {
        format!("{}e{}", m as u64, e)
    } else {
        format!("{m:.1}e{e}")
    }
}

fn human_bytes(x: u128) -> String {
    const MB: u128 = 1 << 20;
    if x >= 10 * 1024 * MB {
        format!("{} GiB", x / (1024 * MB))
    } else {
        format!("{} MiB", x.div_ceil(MB))
    }
}

impl fmt::Display for LimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LimitError::Positions { positions, limit } => write!(
                f,
                "box of {} positions exceeds the {} limit of an exhaustive search",
                human_count(*positions),
                human_count(*limit as u128)
            ),
            LimitError::Memory { bytes, limit, positions } => write!(
                f,
                "box of {} positions needs about {} of memory, over the {} limit",
                human_count(*positions),
                human_bytes(*bytes),
                human_bytes(*limit as u128)
            ),
            LimitError::Chips { chips, limit } => write!(
                f,
                "{chips} chips on one connected component: nim values up to {chips} exceed the value engine's limit of {limit}"
            ),
            LimitError::Facets { facets, limit } => {
                write!(f, "the complex has {facets} facets; the engines handle at most {limit}")
            }
        }
    }
}

impl std::error::Error for LimitError {}

/// A box of positions below (and including) `top`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// `radix[v] = top[v] + 1`.
    pub radix: Vec<u64>,
    /// `stride[v]` = product of the radices of the vertices after `v`.
    pub stride: Vec<usize>,
    /// Number of positions.
    pub size: usize,
}

/// Number of positions of the box below `top`, without overflow.
pub fn box_size(top: &[u64]) -> u128 {
    top.iter().try_fold(1u128, |acc, &t| acc.checked_mul(t as u128 + 1)).unwrap_or(u128::MAX)
}

impl Grid {
    /// The box below `top`, refused when it has more than `limits.max_positions` positions.
    pub fn new(top: &[u64], limits: &Limits) -> Result<Grid, LimitError> {
        let positions = box_size(top);
        if positions > limits.max_positions as u128 || positions > usize::MAX as u128 / 2 {
            return Err(LimitError::Positions { positions, limit: limits.max_positions });
        }
        let radix: Vec<u64> = top.iter().map(|&t| t + 1).collect();
        let mut stride = vec![1usize; top.len()];
        for v in (0..top.len().saturating_sub(1)).rev() {
            stride[v] = stride[v + 1] * radix[v + 1] as usize;
        }
        Ok(Grid { radix, stride, size: positions as usize })
    }

    /// Number of axes.
    pub fn dims(&self) -> usize {
        self.radix.len()
    }

    /// Index of a position inside the box. Contract: `p <= top` coordinatewise.
    pub fn index(&self, p: &[u64]) -> usize {
        p.iter().zip(&self.stride).map(|(&x, &s)| x as usize * s).sum()
    }

    /// Is `p` inside the box?
    pub fn contains(&self, p: &[u64]) -> bool {
        p.len() == self.radix.len() && p.iter().zip(&self.radix).all(|(&x, &r)| x < r)
    }

    /// The position with index `idx`.
    pub fn decode(&self, mut idx: usize) -> Vec<u64> {
        let mut p = vec![0u64; self.dims()];
        for v in 0..self.dims() {
            p[v] = (idx / self.stride[v]) as u64;
            idx %= self.stride[v];
        }
        p
    }

    /// Checks an estimated allocation against the memory limit.
    pub fn check_bytes(&self, bytes: u128, limits: &Limits) -> Result<(), LimitError> {
        if bytes > limits.max_bytes as u128 {
            Err(LimitError::Memory { bytes, limit: limits.max_bytes, positions: self.size as u128 })
        } else {
            Ok(())
        }
    }
}

/// Advances `coords` to the next position of the box in index order (odometer, last axis
/// fastest). Returns `false` after the last position (coords wrap to zero).
#[inline]
pub fn advance(coords: &mut [u64], radix: &[u64]) -> bool {
    let mut a = coords.len();
    while a > 0 {
        a -= 1;
        coords[a] += 1;
        if coords[a] < radix[a] {
            return true;
        }
        coords[a] = 0;
    }
    false
}
