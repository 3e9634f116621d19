//! What the census says about one class: its facets, Nim-regularity and Nim-basis (decided
//! exactly from the `2^n` zero-one positions: Condition (C) for `B* = {A : e(A) is zero}`,
//! E&S Sec 4), and the open questions of E&S Sec 8–9 checked within piles ≤ `max`. A
//! Nim-regular class needs no P/N table (its zero positions are those whose binary layers
//! lie in the Nim-basis, E&S Thm 4.4); any other gets one table up to `2·max` for all the
//! questions and its witness, computed in lexicographic order only as far as they ask
//! (`LazyPn`). A question whose premise fails in the box ("if
//! (1,…,1) is zero…") does not apply, nor does Conjecture 8.1 outside the cycle complexes
//! `C_{n,k}` it is about.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use serde::Serialize;

use crate::complex::Complex;
use crate::grid::Limits;
use crate::questions::{
    check_addition_by_rows, check_basis, check_doubling_by_rows, check_zero_set, Question, Verdict,
};
use crate::solve::{LazyPn, SolveError};
use crate::theory::{condition_c, regularity_from, witness_by_rows, zero_one_positions, NimBasis, Regularity};

use super::faces::facets_of;
use super::tree::Code;

/// The questions a census answers, in the order it writes them.
pub const CENSUS_QUESTIONS: [Question; 7] = [
    Question::DoubleOfZero,
    Question::HalfOfZero,
    Question::MultiplesOfOnes,
    Question::ClosedUnderAddition,
    Question::GenuineWithMinOne,
    Question::BasisIsUnionsOfCircuits,
    Question::PlusOnes,
];

/// One class of the census.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The complex (vertices 1..n, its canonical labelling).
    pub complex: Complex,
    /// The canonical face set: bit `s` for the face with vertex mask `s`.
    pub code: Code,
    /// The Nim-basis (vertex masks, by size then lexicographically) when Nim-regular.
    pub basis: Option<Vec<u64>>,
    /// Not Nim-regular: a position of `{0..3}^V` no Nim-basis explains.
    pub witness: Option<Vec<u64>>,
    /// Each question with its verdict, or `None` where its premise fails.
    pub answers: Vec<(Question, Option<Verdict>)>,
    /// The box of the questions: piles ≤ `max`.
    pub max: u64,
}

/// Is the class `code` (canonical) a cycle complex `C_{n,k}` with `k ≥ 2` (`k = 1` is Nim
/// on n piles, where the conjecture plainly fails: (1,2,3,0,…) is zero, (2,3,4,1,…) is not)?
pub fn is_cycle_complex(n: usize, code: Code) -> bool {
    (2..=n)
        .any(|k| crate::families::cycle(n, k).is_ok_and(|c| super::canon::canonical_form(n, c.facets()).code == code))
}

/// How much of a class a census asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Scope {
    /// Everything, for every class.
    #[default]
    Full,
    /// Nim-regularity for every class; the rest (Nim-basis, questions) only for the
    /// Nim-regular ones: a class that is not has no witness and no answers.
    NimRegular,
}

/// Studies the class `code` on `n` vertices with questions checked within piles ≤ `max ≥ 1`.
pub fn study(n: usize, code: Code, max: u64, limits: &Limits) -> Result<Entry, SolveError> {
    study_scoped(n, code, max, limits, Scope::Full)
}

/// [`study`], asking only what `scope` says. Nim-regularity comes first, exactly, from the
/// `2^n` zero-one positions (Condition (C) for `B*`, [`condition_c`]); a Nim-regular class
/// needs no P/N table at all (a position is zero iff every binary layer lies in the
/// Nim-basis, E&S Thm 4.4), and one that is not gets its table of piles ≤ `2·max` (its
/// witness: the first position of `{0..3}^V` the candidate basis mispredicts).
pub fn study_scoped(n: usize, code: Code, max: u64, limits: &Limits, scope: Scope) -> Result<Entry, SolveError> {
    let complex = Complex::from_index_sets(n, &facets_of(code, n)).map_err(SolveError::Complex)?;
    let max = max.max(1);
    let face: Vec<bool> = (0..1usize << n).map(|s| code >> s & 1 == 1).collect();
    let zero01 = zero_one_positions(n, &face);
    let regular = condition_c(n, &face, &zero01).is_none();
    if !regular && scope == Scope::NimRegular {
        return Ok(Entry { complex, code, basis: None, witness: None, answers: Vec::new(), max });
    }
    // A Nim-regular class's zero positions are those whose binary layers lie in B* (Thm 4.4);
    // any other has one table for everything: the questions' box (piles ≤ 2·max) and `{0..3}^V`.
    let regular_basis = regular.then(|| NimBasis::Explicit((0..1u64 << n).filter(|&a| zero01[a as usize]).collect()));
    let table = match regular_basis {
        Some(_) => None,
        None => Some(LazyPn::new(&complex, &vec![(2 * max).max(3); n], limits)?),
    };
    let zero = |p: &[u64]| match &regular_basis {
        Some(b) => b.is_zero(p),
        None => table.as_ref().is_some_and(|t| t.is_p(p)),
    };
    let (basis, witness) = match &regular_basis {
        Some(b) => (Some(b.clone()), None),
        // Not Nim-regular (Condition (C) fails): the witness read a row at a time.
        None => match table.as_ref().and_then(|t| witness_by_rows(n, &|a| t.row(a))) {
            Some((witness, _)) => (None, Some(witness)),
            None => match regularity_from(n, &zero) {
                Regularity::Regular(b) => (Some(b), None),
                Regularity::NotRegular { witness, .. } => (None, Some(witness)),
            },
        },
    };
    let ones = vec![1u64; n];
    // A genuine zero position (every pile in 1..=2·max): positions of the box 0..2·max − 1,
    // each pile plus one.
    let genuine = || {
        let radix = vec![2 * max; n];
        let mut q = vec![0u64; n];
        let mut p = vec![0u64; n];
        loop {
            for (x, y) in p.iter_mut().zip(&q) {
                *x = y + 1;
            }
            if zero(&p) {
                return true;
            }
            if !crate::grid::advance(&mut q, &radix) {
                return false;
            }
        }
    };
    // Q 9.1 and its converse in one pass over the table's rows.
    let doubling = table.as_ref().and_then(|t| check_doubling_by_rows(n, max, &|a| t.row(a)));
    let mut answers = Vec::new();
    for q in CENSUS_QUESTIONS {
        let applies = match q {
            Question::MultiplesOfOnes => zero(&ones),
            // Conjecture 8.1 is about the cycle complexes C_{n,k}.
            Question::PlusOnes => zero(&ones) && is_cycle_complex(n, code),
            Question::GenuineWithMinOne => genuine(),
            Question::BasisIsUnionsOfCircuits => basis.is_some(),
            _ => true,
        };
        let verdict = match (applies, q, &basis, &table, &doubling) {
            (false, ..) => None,
            (true, Question::BasisIsUnionsOfCircuits, Some(b), ..) => {
                let circuits = complex.circuits_within(limits.max_positions).map_err(SolveError::Complex)?;
                Some(check_basis(n, &|s| b.contains(s), &circuits, &|s| complex.set_to_string(s)))
            }
            // Q 9.1, its converse and Q 9.3 from the table's rows: the same verdicts as
            // position by position, with far fewer lookups.
            (true, Question::DoubleOfZero, .., Some([d, _])) => Some(d.clone()),
            (true, Question::HalfOfZero, .., Some([_, h])) => Some(h.clone()),
            (true, Question::ClosedUnderAddition, _, Some(t), _) => {
                Some(check_addition_by_rows(n, max, &|a| t.row(a), &zero, limits.max_positions)?)
            }
            _ => Some(check_zero_set(q, n, max, &zero, limits.max_positions)?),
        };
        answers.push((q, verdict));
    }
    let basis = basis.and_then(|b| b.list(n, 1 << n));
    Ok(Entry { complex, code, basis, witness, answers, max })
}

/// Studies `codes` on `limits.threads` threads (each class on one), in order; stops early
/// (with what it has, in order up to a gap-free prefix) when `stop` says so between classes.
pub fn study_many(
    n: usize,
    codes: &[Code],
    max: u64,
    scope: Scope,
    limits: &Limits,
    stop: &(dyn Fn() -> bool + Sync),
) -> Result<Vec<Entry>, SolveError> {
    let one = limits.with_threads(1);
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<Result<Entry, SolveError>>>> = codes.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..limits.threads.clamp(1, codes.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= codes.len() || stop() {
                    return;
                }
                let r = study_scoped(n, codes[i], max, &one, scope);
                if let Ok(mut slot) = slots[i].lock() {
                    *slot = Some(r);
                }
            });
        }
    });
    let mut out = Vec::with_capacity(codes.len());
    for slot in slots {
        match slot.into_inner().ok().flatten() {
            Some(r) => out.push(r?),
            None => break,
        }
    }
    Ok(out)
}

/// One question's answer in a [`Record`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Answer {
    pub applies: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub holds: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counterexample: Option<Counterexample>,
}

/// Where a question fails, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Counterexample {
    pub position: Vec<u64>,
    pub reason: String,
}

/// A class as the CLI's `--json` line and the Python package's dict show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Record {
    pub vertices: usize,
    /// The canonical face set in hex: bit `s` for the face with vertex mask `s`.
    pub code: String,
    pub facets: String,
    pub nim_regular: bool,
    pub nim_basis: Option<Vec<String>>,
    pub witness: Option<Vec<u64>>,
    pub max: u64,
    /// By question id (`double`, `half`, `multiples`, `addition`, `genuine`, `basis`,
    /// `plus-ones`).
    pub questions: BTreeMap<&'static str, Answer>,
}

impl Entry {
    /// The class as a [`Record`].
    pub fn record(&self) -> Record {
        let questions = self
            .answers
            .iter()
            .map(|(q, v)| {
                let answer = match v {
                    None => Answer { applies: false, holds: None, counterexample: None },
                    Some(v) => Answer {
                        applies: true,
                        holds: Some(v.holds),
                        counterexample: v
                            .counterexample
                            .as_ref()
                            .map(|(p, why)| Counterexample { position: p.clone(), reason: why.clone() }),
                    },
                };
                (q.id(), answer)
            })
            .collect();
        Record {
            vertices: self.complex.n(),
            code: format!("{:#034x}", self.code),
            facets: self.complex.to_string(),
            nim_regular: self.basis.is_some(),
            nim_basis: self.basis.as_ref().map(|b| b.iter().map(|&s| self.complex.set_to_string(s)).collect()),
            witness: self.witness.clone(),
            max: self.max,
            questions,
        }
    }
}
