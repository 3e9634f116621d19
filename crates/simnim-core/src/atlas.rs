//! The SetNim atlas: for CircularNim CN(n,k) and PathNim PN(n,k), the zero-one vectors
//! invariant for the P-positions within a box, next to the SetNim paper's Conjecture 1
//! (invariant vectors exist exactly for CN(3j, j+1), CN(3j+1, j+1), CN(3j+2, j+1), j ≥ 1,
//! and CN(n, n−1), and then 1 is one of them), and Conjecture 2 (every non-trivial sub-game
//! the Invariance Reduction Process produces has invariant vectors) checked on the
//! sub-games met within the box.
//!
//! Evidence, read honestly: a vector invariant everywhere is invariant within any box, so
//! when the box has none, the game has none — a proof, given with a failing position. A
//! vector found within a box may still fail beyond it: that is evidence, never a proof.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use serde::{Deserialize, Serialize};

use crate::complex::Complex;
use crate::families;
use crate::grid::{advance, Limits};
use crate::notation::position_to_string;
use crate::reduce::reduce;
use crate::solve::{PnJob, SolveError};
use crate::views::invariant_vectors;

/// Which family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AtlasFamily {
    /// CircularNim CN(n,k).
    Cycle,
    /// PathNim PN(n,k).
    Path,
}

/// How the box's evidence compares with a conjecture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// What the box shows agrees with the conjecture (evidence, not a proof).
    AgreesWithinTheBox,
    /// The box proves the conjecture wrong for this game; the reason names the proof.
    Contradicts { proof: String },
    /// The box cannot tell (vectors found within it may fail beyond it).
    NotEnoughEvidence,
    /// The conjecture says nothing about this game.
    NoConjecture,
}

impl Verdict {
    /// Short name used in the CLI's lines and JSON.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::AgreesWithinTheBox => "agrees within the box",
            Verdict::Contradicts { .. } => "contradicts",
            Verdict::NotEnoughEvidence => "not enough evidence",
            Verdict::NoConjecture => "no conjecture",
        }
    }
}

/// One game of the atlas.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtlasEntry {
    pub family: AtlasFamily,
    pub n: usize,
    pub k: usize,
    /// Every pile at most this.
    pub box_max: u64,
    /// The minimal invariant vectors within the box.
    pub vectors: Vec<Vec<u64>>,
    /// Conjecture 1's prediction: does the game admit invariant vectors? (`None` for PathNim.)
    pub prediction: Option<bool>,
    pub verdict: Verdict,
    /// Conjecture 2 for games with invariant vectors: the non-trivial sub-games met, and
    /// how they compare.
    pub subgames: Vec<String>,
    pub conjecture2: Verdict,
    /// What the Conjecture 2 verdict rests on, in words.
    pub conjecture2_note: Option<String>,
}

/// Why an atlas entry could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AtlasError {
    /// The family member does not exist (like CN(3,5)).
    Family(families::FamilyError),
    /// A search was refused.
    Solve(SolveError),
}

impl std::fmt::Display for AtlasError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AtlasError::Family(e) => e.fmt(f),
            AtlasError::Solve(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AtlasError {}

impl From<SolveError> for AtlasError {
    fn from(e: SolveError) -> Self {
        AtlasError::Solve(e)
    }
}

impl From<crate::grid::LimitError> for AtlasError {
    fn from(e: crate::grid::LimitError) -> Self {
        AtlasError::Solve(e.into())
    }
}

/// The default box of the atlas for games on `n` stacks: the largest K ≤ 7 (at least 2)
/// with (K+1)^n ≤ 4·10^6 positions.
pub fn default_box(n: usize) -> u64 {
    (2..=7u64).rev().find(|&k| (k as f64 + 1.0).powi(n as i32) <= 4e6).unwrap_or(2)
}

/// Conjecture 1's prediction for CN(n,k).
pub fn conjecture_1(n: usize, k: usize) -> bool {
    (k >= 2 && (3 * (k - 1)..=3 * (k - 1) + 2).contains(&n)) || (n >= 3 && k == n - 1)
}

/// A position of the box where `p` and `p + z` differ in P/N (so `z` is not invariant).
fn failure(table: &crate::solve::PnTable, z: &[u64], max: u64) -> Option<Vec<u64>> {
    let g = &table.grid;
    let n = z.len();
    let offset: usize = (0..n).filter(|&v| z[v] == 1).map(|v| g.stride[v]).sum();
    let mut coords = vec![0u64; n];
    for i in 0..g.size {
        let fits = (0..n).all(|v| z[v] == 0 || coords[v] < max);
        if fits && table.is_p_index(i) != table.is_p_index(i + offset) {
            return Some(coords);
        }
        advance(&mut coords, &g.radix);
    }
    None
}

/// The atlas entry of one game within the box `[0, max]^n`.
pub fn atlas_entry(
    family: AtlasFamily,
    n: usize,
    k: usize,
    max: u64,
    limits: &Limits,
) -> Result<AtlasEntry, AtlasError> {
    let c = match family {
        AtlasFamily::Cycle => families::cycle(n, k),
        AtlasFamily::Path => families::pathnim(n, k),
    }
    .map_err(AtlasError::Family)?;
    let vectors = invariant_vectors(&c, max, limits)?;
    let prediction = (family == AtlasFamily::Cycle).then(|| conjecture_1(n, k));
    let ones = vec![1u64; n];
    let verdict = match prediction {
        None => Verdict::NoConjecture,
        Some(true) => {
            // 1 is invariant iff no position of the box tells p from p + 1 (the minimal
            // vectors may list it as a sum of smaller ones). When it is not invariant
            // within the box, it is not invariant at all: a proof.
            let table = PnJob::new(&c, &vec![max; n], limits)?.run();
            match failure(&table, &ones, max) {
                None => Verdict::AgreesWithinTheBox,
                Some(p) => {
                    let q: Vec<u64> = p.iter().map(|x| x + 1).collect();
                    let (pp, qp) = (table.is_p(&p), table.is_p(&q));
                    Verdict::Contradicts {
                        proof: format!(
                            "1 is not invariant: ({}) is {} but ({}) is {}",
                            position_to_string(&p),
                            if pp { "P" } else { "N" },
                            position_to_string(&q),
                            if qp { "P" } else { "N" }
                        ),
                    }
                }
            }
        }
        Some(false) if vectors.is_empty() => Verdict::AgreesWithinTheBox,
        Some(false) => Verdict::NotEnoughEvidence,
    };
    let (subgames, mut conjecture2) = if vectors.is_empty() {
        (Vec::new(), Verdict::NoConjecture)
    } else {
        conjecture_2(&c, &vectors, max.min(2), max, limits)?
    };
    let mut conjecture2_note = None;
    if subgames.is_empty() && !vectors.is_empty() {
        conjecture2_note = Some("no non-trivial sub-game is met from the positions with piles ≤ 2".into());
    }
    // A sub-game without invariant vectors refutes Conjecture 2 only for a game that truly
    // admits invariant vectors; the box shows that only when Conjecture 1 expects it too.
    if let Verdict::Contradicts { proof } = &conjecture2 {
        if verdict != Verdict::AgreesWithinTheBox || prediction != Some(true) {
            conjecture2_note = Some(format!(
                "{proof}; but this game's own vectors are known only within the box, so this is no proof"
            ));
            conjecture2 = Verdict::NotEnoughEvidence;
        }
    }
    Ok(AtlasEntry { family, n, k, box_max: max, vectors, prediction, verdict, subgames, conjecture2, conjecture2_note })
}

/// Conjecture 2 on the sub-games the Invariance Reduction Process produces from the
/// positions with piles ≤ `from`: each non-trivial one (not Nim in disguise: some component
/// is not a simplex) must have invariant vectors within piles ≤ `max`. When one has none
/// within the box, it has none at all: a proof that the conjecture fails.
fn conjecture_2(
    c: &Complex,
    vectors: &[Vec<u64>],
    from: u64,
    max: u64,
    limits: &Limits,
) -> Result<(Vec<String>, Verdict), SolveError> {
    let n = c.n();
    let mut seen: Vec<String> = Vec::new();
    let mut games: Vec<Complex> = Vec::new();
    let radix = vec![from + 1; n];
    let mut p = vec![0u64; n];
    loop {
        let mut t = p.clone();
        for z in vectors {
            let im = (0..n).filter(|&i| z[i] == 1).map(|i| t[i]).min().unwrap_or(0);
            for i in 0..n {
                t[i] -= z[i] * im;
            }
        }
        if let Some(r) = reduce(c, &t) {
            let sub = r.complex;
            // Non-trivial: not Nim in disguise (some component is not a simplex).
            let nontrivial = sub.components().iter().any(|&m| sub.induced(m).is_ok_and(|(s, _)| !s.is_simplex()));
            let key = sub.canonical_facets().iter().map(|&f| sub.set_to_string(f)).collect::<Vec<_>>().join(",");
            if nontrivial && !seen.contains(&key) {
                seen.push(key);
                games.push(sub);
            }
        }
        if !advance(&mut p, &radix) {
            break;
        }
    }
    for (key, g) in seen.iter().zip(&games) {
        if invariant_vectors(g, max, limits)?.is_empty() {
            return Ok((
                seen.clone(),
                Verdict::Contradicts {
                    proof: format!("the sub-game {key} has no invariant vector even within piles ≤ {max}"),
                },
            ));
        }
    }
    let verdict = if seen.is_empty() { Verdict::NoConjecture } else { Verdict::AgreesWithinTheBox };
    Ok((seen, verdict))
}
