//! The papers' open questions, checked for one complex within a box (E&S Sec 8–9, SetNim
//! Sec 8), and the Invariance Reduction Process spelled out step by step (SetNim Sec 3).
//! A check never claims more than it verified: "holds within piles ≤ K" or a
//! counterexample.

use serde::{Deserialize, Serialize};

use crate::complex::Complex;
use crate::grid::{advance, LimitError, Limits};
use crate::notation::position_to_string;
use crate::solve::{PnJob, PnTable, SolveError};

/// A question to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// E&S Q 9.1: n zero ⇒ 2n zero.
    DoubleOfZero,
    /// E&S Q 9.1, converse: 2n zero ⇒ n zero.
    HalfOfZero,
    /// E&S Q 9.2: 1 zero ⇒ n·1 zero.
    MultiplesOfOnes,
    /// E&S Q 9.3: zero positions closed under addition.
    ClosedUnderAddition,
    /// E&S Q 9.4: a genuine zero position exists ⇒ one with min = 1 exists.
    GenuineWithMinOne,
    /// E&S Conjecture 8.1 (any complex): 1 zero and n zero ⇒ n + 1 zero.
    PlusOnes,
    /// E&S Q 9.5: is the Nim-basis (when there is one) the disjoint unions of circuits?
    BasisIsUnionsOfCircuits,
}

impl Question {
    /// The name scripts use (`simnim questions --question NAME`, the census's JSON keys).
    pub fn id(self) -> &'static str {
        match self {
            Question::DoubleOfZero => "double",
            Question::HalfOfZero => "half",
            Question::MultiplesOfOnes => "multiples",
            Question::ClosedUnderAddition => "addition",
            Question::GenuineWithMinOne => "genuine",
            Question::PlusOnes => "plus-ones",
            Question::BasisIsUnionsOfCircuits => "basis",
        }
    }
}

pub const QUESTIONS: &[(Question, &str)] = &[
    (Question::DoubleOfZero, "E&S Q 9.1: if n is zero, is 2n zero?"),
    (Question::HalfOfZero, "E&S Q 9.1 (converse): if 2n is zero, is n zero?"),
    (Question::MultiplesOfOnes, "E&S Q 9.2: if (1,…,1) is zero, is (n,…,n) zero?"),
    (Question::ClosedUnderAddition, "E&S Q 9.3: are the zero positions closed under addition?"),
    (Question::GenuineWithMinOne, "E&S Q 9.4: if a genuine zero position exists, is there one with min = 1?"),
    (Question::PlusOnes, "E&S Conjecture 8.1: if 1 and n are zero, is n + 1 zero?"),
    (Question::BasisIsUnionsOfCircuits, "E&S Q 9.5: is a Nim-basis always the disjoint unions of circuits?"),
];

/// The verdict on one complex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    pub holds: bool,
    /// A position that violates the statement (with a few words).
    pub counterexample: Option<(Vec<u64>, String)>,
    /// Extra facts found on the way (e.g. the smallest max of a genuine zero position).
    #[serde(default)]
    pub note: Option<String>,
}

/// Calls `visit` on every position of `n` piles each at most `max`, in lexicographic order
/// (one buffer, no allocation per position), until it returns `Some`.
fn find_position<T>(n: usize, max: u64, mut visit: impl FnMut(&[u64]) -> Option<T>) -> Option<T> {
    let radix = vec![max + 1; n];
    let mut p = vec![0u64; n];
    loop {
        if let Some(t) = visit(&p) {
            return Some(t);
        }
        if !advance(&mut p, &radix) {
            return None;
        }
    }
}

/// Checks `q` for `c` on positions with piles ≤ `k` (using the table up to `2k`).
pub fn check_question(q: Question, c: &Complex, k: u64, limits: &Limits) -> Result<Verdict, SolveError> {
    let n = c.n();
    if q == Question::BasisIsUnionsOfCircuits {
        // Exact, not limited to a box: the Nim-basis is decided by the {0..3}^V test.
        use crate::theory::{decide_regularity, Regularity};
        if let Regularity::Regular(b) = decide_regularity(c, limits, |_, _| true)? {
            let circuits = c.circuits_within(limits.max_positions).map_err(SolveError::Complex)?;
            if n <= 20 {
                return Ok(check_basis(n, &|s| b.contains(s), &circuits, &|s| c.set_to_string(s)));
            }
        }
        return Ok(Verdict { holds: true, counterexample: None, note: None });
    }
    let t: PnTable = PnJob::new(c, &vec![2 * k; n], limits)?.run();
    Ok(check_zero_set(q, n, k, &|p: &[u64]| t.is_p(p), limits.max_positions)?)
}

/// E&S Q 9.5 for a Nim-basis given by `in_basis` (sets of `n` ≤ 20 vertices): is it exactly
/// the disjoint unions of `circuits`? A counterexample is a separating set, as a 0/1 position.
pub fn check_basis(
    n: usize,
    in_basis: &dyn Fn(u64) -> bool,
    circuits: &[u64],
    name: &dyn Fn(u64) -> String,
) -> Verdict {
    match (0..1u64 << n).find(|&s| in_basis(s) != is_disjoint_union(s, circuits)) {
        None => Verdict { holds: true, counterexample: None, note: None },
        Some(w) => Verdict {
            holds: false,
            counterexample: Some((
                (0..n).map(|v| w >> v & 1).collect(),
                format!("the set {} separates the Nim-basis from the disjoint unions of circuits", name(w)),
            )),
            note: None,
        },
    }
}

/// Checks `q` on positions with piles ≤ `k` of a game on `n` vertices whose zero positions
/// (with piles ≤ `2k`) are given by `zero`. The complex's check above passes its P/N
/// table; a test can pass a set of positions where the statement fails.
/// The pairs of zero positions compared for Q 9.3 count against `budget`.
pub fn check_zero_set(
    q: Question,
    n: usize,
    k: u64,
    zero: &(impl Fn(&[u64]) -> bool + ?Sized),
    budget: u64,
) -> Result<Verdict, LimitError> {
    let fail = |p: Vec<u64>, why: String| Ok(Verdict { holds: false, counterexample: Some((p, why)), note: None });
    let ones = vec![1u64; n];
    // A second position built from the visited one (its double, half, …), reused.
    let mut other = vec![0u64; n];
    match q {
        Question::DoubleOfZero | Question::HalfOfZero => {
            let found = find_position(n, k, |p| {
                for (d, x) in other.iter_mut().zip(p) {
                    *d = 2 * x;
                }
                if q == Question::DoubleOfZero && zero(p) && !zero(&other) {
                    return Some((p.to_vec(), zero_but_not(p, &other)));
                }
                if q == Question::HalfOfZero && zero(&other) && !zero(p) {
                    return Some((p.to_vec(), zero_but_not(&other, p)));
                }
                None
            });
            if let Some((p, why)) = found {
                return fail(p, why);
            }
        }
        Question::MultiplesOfOnes => {
            if zero(&ones) {
                for m in 2..=2 * k {
                    let p = vec![m; n];
                    if !zero(&p) {
                        return fail(p, format!("(1,…,1) is zero but ({m},…,{m}) is not"));
                    }
                }
            }
        }
        Question::ClosedUnderAddition => {
            let mut zeros: Vec<u64> = Vec::new();
            find_position(n, k, |p| {
                if zero(p) {
                    zeros.extend_from_slice(p);
                }
                None::<()>
            });
            return check_sums(n, &zeros, zero, budget);
        }
        Question::GenuineWithMinOne => {
            // Genuine positions (every pile ≥ 1) layer by layer of their largest pile
            // t = 1..=2k, each layer in order: the first zero one met is the first with the
            // smallest max, and the search stops at the first zero one with min 1. Only when
            // none has min 1 is the first genuine zero position of the box looked for.
            let mut min_one = false;
            let mut smallest: Option<(u64, Vec<u64>)> = None;
            for t in 1..=2 * k {
                let found = find_position(n, t - 1, |q| {
                    if q.iter().all(|&y| y + 1 < t) {
                        return None; // in an earlier layer
                    }
                    for (x, y) in other.iter_mut().zip(q) {
                        *x = y + 1;
                    }
                    if !zero(&other) {
                        return None;
                    }
                    smallest.get_or_insert_with(|| (t, other.clone()));
                    (other.iter().min() == Some(&1)).then_some(())
                });
                if found.is_some() {
                    min_one = true;
                    break;
                }
            }
            // The first genuine zero position, in order (piles 1 + q for q ≤ 2k − 1).
            let first = if min_one || smallest.is_none() {
                None
            } else {
                find_position(n, 2 * k - 1, |q| {
                    let p: Vec<u64> = q.iter().map(|y| y + 1).collect();
                    zero(&p).then_some(p)
                })
            };
            if let Some(g) = &first {
                if !min_one {
                    return fail(
                        g.clone(),
                        format!(
                            "({}) is a genuine zero position, but none with min 1 has piles ≤ {}",
                            position_to_string(g),
                            2 * k
                        ),
                    );
                }
            }
            // The second part of Q 9.4: how small can max(n) be for a genuine zero position?
            let note = match smallest {
                Some((top, g)) => format!(
                    "the smallest max of a genuine zero position with piles ≤ {} is {}, at ({})",
                    2 * k,
                    top,
                    position_to_string(&g)
                ),
                None => format!("no genuine zero position with piles ≤ {}", 2 * k),
            };
            return Ok(Verdict { holds: true, counterexample: None, note: Some(note) });
        }
        // Decided from the Nim-basis, not from zero positions (see `check_question`).
        Question::BasisIsUnionsOfCircuits => {}
        Question::PlusOnes => {
            if zero(&ones) {
                let found = find_position(n, 2 * k - 1, |p| {
                    for (s, x) in other.iter_mut().zip(p) {
                        *s = x + 1;
                    }
                    (zero(p) && !zero(&other)).then(|| (p.to_vec(), zero_but_not(p, &other)))
                });
                if let Some((p, why)) = found {
                    return fail(p, why);
                }
            }
        }
    }
    Ok(Verdict { holds: true, counterexample: None, note: None })
}

/// E&S Q 9.3 for the zero positions `zeros` (`n` piles each, one after the other): is the
/// sum of every pair zero? The pairs count against `budget`.
fn check_sums(
    n: usize,
    zeros: &[u64],
    zero: &(impl Fn(&[u64]) -> bool + ?Sized),
    budget: u64,
) -> Result<Verdict, LimitError> {
    let count = zeros.len() / n.max(1);
    let pairs = (count as u128).pow(2);
    if pairs > budget as u128 {
        return Err(LimitError::Work { what: "adding every pair of zero positions (Q 9.3)", limit: budget });
    }
    let mut other = vec![0u64; n];
    for a in zeros.chunks(n.max(1)) {
        for b in zeros.chunks(n.max(1)) {
            for ((s, x), y) in other.iter_mut().zip(a).zip(b) {
                *s = x + y;
            }
            if !zero(&other) {
                let why = format!(
                    "({}) + ({}) = ({}) is not zero",
                    position_to_string(a),
                    position_to_string(b),
                    position_to_string(&other)
                );
                return Ok(Verdict { holds: false, counterexample: Some((other, why)), note: None });
            }
        }
    }
    Ok(Verdict { holds: true, counterexample: None, note: None })
}

/// E&S Q 9.3 ([`Question::ClosedUnderAddition`]) on positions with piles ≤ `k` of `n ≥ 1`
/// piles, its zero positions read a row at a time (`row` as for
/// [`check_doubling_by_rows`], `zero` for their sums): the verdict of [`check_zero_set`].
pub fn check_addition_by_rows(
    n: usize,
    k: u64,
    row: &impl Fn(&[u64]) -> u64,
    zero: &(impl Fn(&[u64]) -> bool + ?Sized),
    budget: u64,
) -> Result<Verdict, LimitError> {
    let m = n.saturating_sub(1);
    let (radix, low) = (vec![k + 1; m], (1u64 << (k + 1).min(63)) - 1);
    let mut a = vec![0u64; m];
    let mut zeros = Vec::new();
    loop {
        let mut bits = row(&a) & low;
        while bits != 0 {
            zeros.extend_from_slice(&a);
            zeros.push(u64::from(bits.trailing_zeros()));
            bits &= bits - 1;
        }
        if !advance(&mut a, &radix) {
            break;
        }
    }
    check_sums(n, &zeros, zero, budget)
}

/// Why a question fails: `zero` is a zero position, `not` is not.
fn zero_but_not(zero: &[u64], not: &[u64]) -> String {
    format!("({}) is zero but ({}) is not", position_to_string(zero), position_to_string(not))
}

/// E&S Q 9.1 ([`Question::DoubleOfZero`]) and its converse ([`Question::HalfOfZero`]), in
/// that order, on positions with piles ≤ `k ≤ 8` of `n ≥ 1` piles, read a row at a time:
/// `row(a)` holds the zero positions `(a, x)` with `x ≤ 2k` as bit `x`, for `a` the other
/// `n − 1` piles (each ≤ `2k`). The verdicts of [`check_zero_set`], counterexamples
/// included (the first position in lexicographic order), from two rows for every `k + 1`
/// positions instead of one or two lookups for each position and question.
pub fn check_doubling_by_rows(n: usize, k: u64, row: &impl Fn(&[u64]) -> u64) -> Option<[Verdict; 2]> {
    let m = n.checked_sub(1).filter(|_| k <= 8)?;
    let (radix, low) = (vec![k + 1; m], (1u64 << (k + 1)) - 1);
    let (mut a, mut doubled) = (vec![0u64; m], vec![0u64; m]);
    let mut found: [Option<(Vec<u64>, String)>; 2] = [None, None];
    loop {
        for (d, x) in doubled.iter_mut().zip(&a) {
            *d = 2 * x;
        }
        // Bit x: (a, x) is zero; (2a, 2x) is zero.
        let (z, r) = (row(&a) & low, row(&doubled));
        let d = (0..=k).fold(0u64, |d, x| d | (r >> (2 * x) & 1) << x);
        for (i, bad) in [z & !d, d & !z].into_iter().enumerate() {
            if bad != 0 && found[i].is_none() {
                let mut p = a.clone();
                p.push(u64::from(bad.trailing_zeros()));
                let twice: Vec<u64> = p.iter().map(|x| 2 * x).collect();
                let why = if i == 0 { zero_but_not(&p, &twice) } else { zero_but_not(&twice, &p) };
                found[i] = Some((p, why));
            }
        }
        if found.iter().all(Option::is_some) || !advance(&mut a, &radix) {
            break;
        }
    }
    Some(found.map(|c| Verdict { holds: c.is_none(), counterexample: c, note: None }))
}

fn is_disjoint_union(s: u64, circuits: &[u64]) -> bool {
    if s == 0 {
        return true;
    }
    let low = s & s.wrapping_neg();
    circuits.iter().any(|&c| c & low != 0 && c & !s == 0 && is_disjoint_union(s & !c, circuits))
}

/// One step of the Invariance Reduction Process.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IrpStep {
    pub title: String,
    pub text: String,
}

/// The Invariance Reduction Process (SetNim Sec 3) for the N-position `p`, step by step:
/// invariance reduction by the box's invariant vectors, zero reduction, merge reduction,
/// the sub-game, its winning move, and the lifted move (checked).
pub fn invariance_walk(
    c: &Complex,
    p: &[u64],
    vectors: &[Vec<u64>],
    limits: &Limits,
) -> Result<Vec<IrpStep>, SolveError> {
    let mut steps = Vec::new();
    let mut t = p.to_vec();
    let mut parts = Vec::new();
    for z in vectors {
        let im = (0..t.len()).filter(|&i| z[i] == 1).map(|i| t[i]).min().unwrap_or(0);
        for i in 0..t.len() {
            t[i] -= z[i] * im;
        }
        parts.push(format!("{im}·({})", position_to_string(z)));
    }
    steps.push(IrpStep {
        title: "1. Invariance reduction".into(),
        text: format!(
            "subtract {} (each coefficient is the smallest pile under the vector's ones): p̃ = ({})",
            if parts.is_empty() { "nothing (no invariant vectors)".to_string() } else { parts.join(" + ") },
            position_to_string(&t)
        ),
    });
    let Some(r) = crate::reduce::reduce(c, &t) else {
        steps.push(IrpStep {
            title: "2. Zero and merge reduction".into(),
            text: "nothing to reduce: p̃ has no empty stack and no mergeable stacks".into(),
        });
        return Ok(steps);
    };
    steps.push(IrpStep { title: "2. Zero and merge reduction".into(), text: r.describe(c) });
    let a = crate::analysis::analyze(&r.complex, &r.piles, limits, crate::Wants::MOVES)?;
    steps.push(IrpStep {
        title: "3. The sub-game".into(),
        text: format!("({}) on {} is {:?}: {}", position_to_string(&r.piles), r.complex, a.outcome, a.explanation),
    });
    let Some(m) = a.moves.first() else {
        steps.push(IrpStep {
            title: "4. Winning move".into(),
            text: "the sub-game position has no winning move (it is zero)".into(),
        });
        return Ok(steps);
    };
    steps.push(IrpStep {
        title: "4. Winning move in the sub-game".into(),
        text: format!("({}) → ({})", position_to_string(&r.piles), position_to_string(m)),
    });
    let Some(lifted) = r.lift(&t, m, 1).pop() else {
        return Ok(steps);
    };
    let target: Vec<u64> = (0..p.len()).map(|i| p[i] - (t[i] - lifted[i])).collect();
    let check = crate::analysis::analyze(c, &target, limits, crate::Wants { moves: false, value: false })?;
    steps.push(IrpStep {
        title: "5. Lifted move".into(),
        text: format!(
            "the same chips taken from p give ({}) → ({}), which is {} (Lemma 3.6)",
            position_to_string(p),
            position_to_string(&target),
            if check.outcome == crate::Outcome::P {
                "a P-position ✓"
            } else {
                "not a P-position: the box's invariant vectors are not invariant beyond it"
            }
        ),
    });
    Ok(steps)
}

/// A resumable check of one question over all complexes on `1..=n_max` vertices up to
/// isomorphism, within piles ≤ `k` (E&S: "we invite the reader to check this!").
pub struct Explorer {
    question: Question,
    k: u64,
    list: Vec<Complex>,
    next: usize,
    /// Counterexamples: the complex (facets text) and the verdict.
    pub counterexamples: Vec<(String, Verdict)>,
    /// Complexes skipped because their box was over the limits.
    pub skipped: usize,
}

impl Explorer {
    pub fn new(question: Question, n_max: usize, k: u64, connected: bool) -> Explorer {
        let list =
            (1..=n_max.clamp(1, 5)).flat_map(|n| crate::views::complexes_up_to_isomorphism(n, connected)).collect();
        Explorer { question, k: k.max(1), list, next: 0, counterexamples: Vec::new(), skipped: 0 }
    }

    /// `(complexes checked, complexes in all)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.next as u64, self.list.len() as u64)
    }

    /// Checks up to `budget` complexes; `true` when all are checked.
    pub fn step(&mut self, budget: usize, limits: &Limits) -> bool {
        let end = (self.next + budget).min(self.list.len());
        while self.next < end {
            let c = &self.list[self.next];
            match check_question(self.question, c, self.k, limits) {
                Ok(v) if !v.holds => self.counterexamples.push((c.to_string(), v)),
                Ok(_) => {}
                Err(_) => self.skipped += 1,
            }
            self.next += 1;
        }
        self.next == self.list.len()
    }

    /// A one-line summary of the result.
    pub fn summary(&self) -> String {
        let checked = self.next - self.skipped;
        if self.counterexamples.is_empty() {
            format!("holds for all {checked} complexes within piles ≤ {}", self.k)
        } else {
            format!(
                "{} counterexamples among {checked} complexes within piles ≤ {}",
                self.counterexamples.len(),
                self.k
            )
        }
    }
}
