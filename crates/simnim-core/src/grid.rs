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
    /// Largest number of positions an exhaustive search may visit (the value engine, the
    /// tables and enumerations; it bounds their time as well as their memory).
    pub max_positions: u64,
    /// Largest number of positions the P/N engine may sweep for one position's outcome
    /// and winning moves. Its memory is about a tenth of a byte per position, so this
    /// follows from the memory budget rather than from `max_positions`.
    pub pn_max_positions: u64,
    /// Largest number of bytes an exhaustive search may allocate.
    pub max_bytes: u64,
    /// Threads an exhaustive search may use (1: the calling thread only). The answers are
    /// the same whatever the number (see `solve`'s slab pipeline); the browser's worker is
    /// single-threaded and always uses 1.
    pub threads: usize,
    /// Boxes with fewer positions than this run on one thread (starting threads costs more
    /// than it saves on them).
    pub parallel_from: u64,
}

impl Limits {
    /// Native default: 2e8 positions (the P/N engine 2e10), 3 GiB.
    pub const NATIVE: Limits = Limits {
        max_positions: 200_000_000,
        pn_max_positions: 20_000_000_000,
        max_bytes: 3 << 30,
        threads: 1,
        parallel_from: 1 << 20,
    };
    /// Browser worker default: 4e7 positions, 768 MiB; the P/N engine 2e9 (32-bit
    /// indices; at most a few hundred MiB of ring).
    pub const BROWSER: Limits = Limits {
        max_positions: 40_000_000,
        pn_max_positions: 2_000_000_000,
        max_bytes: 768 << 20,
        threads: 1,
        parallel_from: 1 << 20,
    };
    /// The browser worker with a memory budget of `bytes` (the page's setting, clamped to
    /// 256 MiB ..= 3.5 GiB, what a 4 GiB wasm memory allows with a margin): the value engine's
    /// position limit grows with it (about 12 bytes per position at most), the P/N engine's
    /// stays at 2e9 (32-bit indices).
    pub fn browser_with_memory(bytes: u64) -> Limits {
        let max_bytes = bytes.clamp(256 << 20, 3584 << 20);
        Limits { max_bytes, max_positions: (max_bytes / 12).max(Limits::BROWSER.max_positions), ..Limits::BROWSER }
    }
    /// Every engine capped at `positions` and `bytes`.
    pub const fn capped(positions: u64, bytes: u64) -> Limits {
        Limits {
            max_positions: positions,
            pn_max_positions: positions,
            max_bytes: bytes,
            threads: 1,
            parallel_from: 1 << 20,
        }
    }
    /// The limits with `threads` threads for the searches (at least 1; always 1 on wasm,
    /// whose threads this crate does not start).
    pub fn with_threads(self, threads: usize) -> Limits {
        Limits { threads: if cfg!(target_arch = "wasm32") { 1 } else { threads.max(1) }, ..self }
    }
    /// The limits with boxes of `positions` positions or more searched in parallel.
    pub fn with_parallel_from(self, positions: u64) -> Limits {
        Limits { parallel_from: positions, ..self }
    }
    /// The threads a search starts: [`Limits::threads`], at least 1, 1 on wasm.
    pub fn search_threads(&self) -> usize {
        if cfg!(target_arch = "wasm32") {
            1
        } else {
            self.threads.clamp(1, 1024)
        }
    }
    /// The limits with every engine's position count capped at `positions` (`--limit`).
    pub fn with_positions(self, positions: u64) -> Limits {
        Limits { max_positions: positions, pn_max_positions: positions, ..self }
    }
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
    /// An enumeration (`what`) needs more than `limit` steps.
    Work { what: &'static str, limit: u64 },
}

/// Formats a count compactly: exact below a million, otherwise like `3.1e9` (rounded
/// down, so a count is never shown larger than it is; a box too large for `u128` shows as
/// "more than 3.4e38").
pub fn human_count(x: u128) -> String {
    human_count_digits(x, 1)
}

fn human_count_digits(x: u128, digits: i32) -> String {
    if x < 1_000_000 {
        return x.to_string();
    }
    if x == u128::MAX {
        return "more than 3.4e38".to_string();
    }
    // The leading digits of the exact decimal, cut (never rounded up), trailing zeros dropped.
    let text = x.to_string();
    let e = text.len() - 1;
    let keep = (1 + digits.max(0) as usize).min(text.len());
    let frac = text[1..keep].trim_end_matches('0');
    if frac.is_empty() {
        format!("{}e{e}", &text[..1])
    } else {
        format!("{}.{frac}e{e}", &text[..1])
    }
}

/// A count over a limit and the limit, with enough digits that the first reads larger
/// ("2.05e8 exceeds the 2e8 limit", never "2e8 exceeds the 2e8 limit").
pub fn human_count_over(x: u128, limit: u128) -> (String, String) {
    for digits in 1..12 {
        let (a, b) = (human_count_digits(x, digits), human_count_digits(limit, digits));
        if a != b || x == limit {
            return (a, b);
        }
    }
    (x.to_string(), limit.to_string())
}

/// "1 position", "3 positions", "3.1e9 positions": a count with its noun, in the plural
/// when it is not one.
pub fn count_of(x: u128, noun: &str) -> String {
    if x == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {noun}s", human_count(x))
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
            LimitError::Positions { positions, limit } => {
                let (p, l) = human_count_over(*positions, *limit as u128);
                write!(f, "box of {p} positions exceeds the {l} limit of an exhaustive search")
            }
            LimitError::Memory { bytes, limit, positions } => write!(
                f,
                "box of {} positions needs about {} of memory; the budget is {}",
                human_count(*positions),
                human_bytes(*bytes),
                human_bytes(*limit as u128)
            ),
            LimitError::Chips { chips, limit } => write!(
                f,
                "{chips} chips on one connected component: nim values up to {chips} exceed the value engine's limit of {limit}"
            ),
            LimitError::Work { what, limit } => write!(
                f,
                "{what} needs more than {} steps, the work limit",
                human_count(*limit as u128)
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
