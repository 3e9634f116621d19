//! The papers' open questions, checked for one complex within a box (E&S Sec 8–9, SetNim
//! Sec 8), and over every small complex (the explorer).
//! A check never claims more than it verified: "holds within piles ≤ K" or a
//! counterexample.
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde::{Deserialize, Serialize};

use crate::complex::Complex;
use crate::grid::{advance, LimitError, Limits};
use crate::notation::position_to_string;
use crate::solve::{PnJob, PnTable, SolveError};
use crate::theory::{decide_regularity, Regularity};

/// A question to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// E&S Q 9.1: n zero ⇒ 2n zero.
    DoubleOfZero,
    /// E&S Q 9.1, converse: 2n zero ⇒ n zero.
    HalfOfZero,
    /// E&S Q 9.2: 1 zero ⇒ n·1 zero.
    MultiplesOfOnes,
    /// Zero positions closed under addition: the property E&S Q 9.3 asks to classify.
    ClosedUnderAddition,
    /// E&S Q 9.4: a genuine zero position exists ⇒ one with min = 1 exists.
    GenuineWithMinOne,
    /// 1 zero and n zero ⇒ n + 1 zero: E&S Conjecture 8.1 (stated for the cycle complexes
    /// C_{n,k}), checked on any complex.
    PlusOnes,
    /// The converse E&S ask after Conjecture 8.1, for genuine positions: 1 zero, m genuine
    /// (every pile ≥ 1) and m + 1 zero ⇒ m zero.
    MinusOnes,
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
            Question::MinusOnes => "minus-ones",
            Question::BasisIsUnionsOfCircuits => "basis",
        }
    }
}

pub const QUESTIONS: &[(Question, &str)] = &[
    (Question::DoubleOfZero, "E&S Q 9.1: if n is zero, is 2n zero?"),
    (Question::HalfOfZero, "E&S Q 9.1 (converse): if 2n is zero, is n zero?"),
    (Question::MultiplesOfOnes, "E&S Q 9.2: if (1,…,1) is zero, is (n,…,n) zero?"),
    (Question::ClosedUnderAddition, "E&S Q 9.3 (which complexes?): are the zero positions closed under addition?"),
    (Question::GenuineWithMinOne, "E&S Q 9.4: if a genuine zero position exists, is there one with min = 1?"),
    (Question::PlusOnes, "E&S Conjecture 8.1 (stated for C_{n,k}): if 1 and n are zero, is n + 1 zero?"),
    (Question::MinusOnes, "E&S Sec 8: if 1 and m + 1 are zero, m genuine, is m zero?"),
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
    /// Whether the question's premise holds in the box ("if (1,…,1) is zero, …"); a question
    /// that does not apply holds vacuously and says why in `note`. (Not sent to the page.)
    #[serde(skip, default = "yes")]
    pub applies: bool,
    /// E&S Q 9.4's second part: the smallest max of a genuine zero position in the box.
    /// (Not sent to the page.)
    #[serde(skip)]
    pub smallest_max: Option<u64>,
}

fn yes() -> bool {
    true
}

impl Verdict {
    /// The statement holds on the box.
    pub fn holds() -> Verdict {
        Verdict { holds: true, counterexample: None, note: None, applies: true, smallest_max: None }
    }

    /// The statement fails at `p`, for the reason `why`.
    pub fn fails(p: Vec<u64>, why: String) -> Verdict {
        Verdict { holds: false, counterexample: Some((p, why)), ..Verdict::holds() }
    }

    /// The premise fails in the box (said in `why`): the statement holds vacuously.
    pub fn does_not_apply(why: &str) -> Verdict {
        Verdict { note: Some(why.to_string()), applies: false, ..Verdict::holds() }
    }
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
    if q == Question::BasisIsUnionsOfCircuits {
        return check_basis_of(c, limits);
    }
    let t: PnTable = PnJob::new(c, &vec![2 * k; c.n()], limits)?.run();
    Ok(check_zero_set(q, c.n(), k, &|p: &[u64]| t.is_p(p), limits.max_positions)?)
}

/// Checks each of `qs` for `c` on positions with piles ≤ `k`, in order, from one P/N table
/// of piles ≤ `2k` (computed only when a question needs it; Q 9.5 is decided exactly from
/// the Nim-basis, not in a box).
pub fn check_questions(qs: &[Question], c: &Complex, k: u64, limits: &Limits) -> Result<Vec<Verdict>, SolveError> {
    let n = c.n();
    let mut table: Option<PnTable> = None;
    let mut out = Vec::with_capacity(qs.len());
    for &q in qs {
        if q == Question::BasisIsUnionsOfCircuits {
            out.push(check_basis_of(c, limits)?);
            continue;
        }
        if table.is_none() {
            table = Some(PnJob::new(c, &vec![2 * k; n], limits)?.run());
        }
        let t = table.as_ref().expect("the table was just made");
        out.push(check_zero_set(q, n, k, &|p: &[u64]| t.is_p(p), limits.max_positions)?);
    }
    Ok(out)
}

/// E&S Q 9.5 for `c`: exact, not limited to a box (the Nim-basis is decided by the
/// `{0..3}^V` test).
fn check_basis_of(c: &Complex, limits: &Limits) -> Result<Verdict, SolveError> {
    if let Regularity::Regular(b) = decide_regularity(c, limits, |_, _| true)? {
        let circuits = c.circuits_within(limits.max_positions).map_err(SolveError::Complex)?;
        if c.n() <= 20 {
            return Ok(check_basis(c.n(), &|s| b.contains(s), &circuits, &|s| c.set_to_string(s)));
        }
    }
    Ok(Verdict::does_not_apply("no Nim-basis: the complex is not Nim-regular"))
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
        None => Verdict::holds(),
        Some(w) => Verdict::fails(
            (0..n).map(|v| w >> v & 1).collect(),
            format!("the set {} separates the Nim-basis from the disjoint unions of circuits", name(w)),
        ),
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
    let fail = |p: Vec<u64>, why: String| Ok(Verdict::fails(p, why));
    let not_one = || Ok(Verdict::does_not_apply("(1,…,1) is not zero"));
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
            if !zero(&ones) {
                return not_one();
            }
            for m in 2..=2 * k {
                let p = vec![m; n];
                if !zero(&p) {
                    return fail(p, format!("(1,…,1) is zero but ({m},…,{m}) is not"));
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
            let note = match &smallest {
                Some((top, g)) => format!(
                    "the smallest max of a genuine zero position with piles ≤ {} is {}, at ({})",
                    2 * k,
                    top,
                    position_to_string(g)
                ),
                None => format!("no genuine zero position with piles ≤ {}", 2 * k),
            };
            return Ok(Verdict {
                note: Some(note),
                applies: smallest.is_some(),
                smallest_max: smallest.map(|(top, _)| top),
                ..Verdict::holds()
            });
        }
        // Decided from the Nim-basis, not from zero positions (see `check_question`).
        Question::BasisIsUnionsOfCircuits => {}
        // Conjecture 8.1 and its converse for genuine positions: n ≤ 2k − 1 against n + 1.
        Question::PlusOnes | Question::MinusOnes => {
            if !zero(&ones) {
                return not_one();
            }
            let found = find_position(n, 2 * k - 1, |p| {
                for (s, x) in other.iter_mut().zip(p) {
                    *s = x + 1;
                }
                let bad = match q {
                    Question::PlusOnes => zero(p) && !zero(&other),
                    _ => p.iter().all(|&x| x > 0) && zero(&other) && !zero(p),
                };
                // Conjecture 8.1: p is zero, p + 1 not; the converse: p + 1 is zero, p (genuine) not.
                bad.then(|| match q {
                    Question::PlusOnes => (p.to_vec(), zero_but_not(p, &other)),
                    _ => (p.to_vec(), zero_but_not(&other, p)),
                })
            });
            if let Some((p, why)) = found {
                return fail(p, why);
            }
        }
    }
    Ok(Verdict::holds())
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
                return Ok(Verdict::fails(other, why));
            }
        }
    }
    Ok(Verdict::holds())
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
    Some(found.map(|c| match c {
        Some((p, why)) => Verdict::fails(p, why),
        None => Verdict::holds(),
    }))
}

fn is_disjoint_union(s: u64, circuits: &[u64]) -> bool {
    if s == 0 {
        return true;
    }
    let low = s & s.wrapping_neg();
    circuits.iter().any(|&c| c & low != 0 && c & !s == 0 && is_disjoint_union(s & !c, circuits))
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
