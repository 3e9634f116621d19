//! Testing a formula on a box against the engines' P-positions: every position is
//! evaluated (a top-level `some_sym` by marking the images of the positions where its
//! body holds, so each position is evaluated once), and the smallest position where the
//! formula and the truth differ (fewest chips, then lexicographic) is explained: which
//! piece and atom fail, or which piece wrongly holds and a move to a true P-position.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use serde::{Deserialize, Serialize};

use super::boxes::{sweep, PSet};
use super::formula::Formula;
use super::notation::Writer;
use simnim_core::solve;
use simnim_core::Complex;

/// A position where a formula and the truth differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counterexample {
    pub position: Vec<u64>,
    /// The true outcome: "P" or "N".
    pub truth: String,
    /// What fails, in the papers' notation.
    pub reason: String,
    /// The piece (from 0) that wrongly holds, or that came closest to holding.
    pub piece: Option<usize>,
    /// The atom of that piece that fails (a formula wrongly saying N).
    pub atom: Option<String>,
    /// When the formula says P at an N-position: a move to a true P-position.
    #[serde(rename = "move")]
    pub to: Option<Vec<u64>>,
}

/// The positions of the box where `f` holds, one bit per position.
fn truth_bits(f: &Formula, pset: &PSet, threads: usize) -> Vec<u64> {
    let grid = &pset.grid;
    let words: Vec<AtomicU64> = (0..grid.size.div_ceil(64)).map(|_| AtomicU64::new(0)).collect();
    let mark = |i: usize| {
        words[i >> 6].fetch_or(1 << (i & 63), Relaxed);
    };
    // Marks every position of the box where `holds` is true.
    let mark_where = |holds: &(dyn Fn(&[u64]) -> bool + Sync)| {
        sweep(
            grid,
            threads,
            || (),
            |_, i, p| {
                if holds(p) {
                    mark(i);
                }
                true
            },
        );
    };
    match f {
        Formula::SomeSym(gs, body) if gs.len() > 1 => {
            // Where the body holds, then every image p with p[g[i]] = q[i].
            mark_where(&|q| body.holds(q));
            let body_bits: Vec<u64> = words.iter().map(|w| w.load(Relaxed)).collect();
            let held = body_bits.iter().map(|w| w.count_ones() as usize).sum::<usize>();
            if held.saturating_mul(gs.len()) > grid.size.saturating_mul(4) {
                // Dense: evaluating each position directly is cheaper.
                words.iter().for_each(|w| w.store(0, Relaxed));
                mark_where(&|p| f.holds(p));
            } else {
                let n = grid.dims();
                let mut p = vec![0u64; n];
                for (w, &word) in body_bits.iter().enumerate() {
                    let mut x = word;
                    while x != 0 {
                        let b = x.trailing_zeros() as usize;
                        x &= x - 1;
                        let q = grid.decode(w * 64 + b);
                        for g in gs {
                            for i in 0..n {
                                p[g[i]] = q[i];
                            }
                            mark(grid.index(&p));
                        }
                    }
                }
            }
        }
        _ => mark_where(&|p| f.holds(p)),
    }
    words.into_iter().map(AtomicU64::into_inner).collect()
}

/// The smallest position of the box where `f` differs from the truth, if any.
pub(crate) fn first_difference(f: &Formula, pset: &PSet, threads: usize) -> Option<Vec<u64>> {
    let said = truth_bits(f, pset, threads);
    let mut best: Option<(u128, usize)> = None;
    for (w, &word) in said.iter().enumerate() {
        let mut x = word ^ pset.word(w);
        while x != 0 {
            let b = x.trailing_zeros() as usize;
            x &= x - 1;
            let i = w * 64 + b;
            let chips: u128 = pset.grid.decode(i).iter().map(|&v| v as u128).sum();
            if best.is_none_or(|(c, j)| (chips, i) < (c, j)) {
                best = Some((chips, i));
            }
        }
    }
    best.map(|(_, i)| pset.grid.decode(i))
}

/// The pieces of a formula (under its symmetry), and the atoms of each.
fn pieces(f: &Formula) -> (Option<&[Vec<usize>]>, Vec<&Formula>) {
    let (gs, body) = match f {
        Formula::SomeSym(gs, b) => (Some(gs.as_slice()), &**b),
        _ => (None, f),
    };
    match body {
        Formula::Or(fs) => (gs, fs.iter().collect()),
        other => (gs, vec![other]),
    }
}

fn atoms(f: &Formula) -> Vec<&Formula> {
    match f {
        Formula::And(fs) => fs.iter().collect(),
        other => vec![other],
    }
}

/// Explains why `f` is wrong at `p`.
pub(crate) fn explain(c: &Complex, f: &Formula, p: &[u64], pset: &PSet) -> Counterexample {
    let w = Writer::new(c, super::notation::Style::Text);
    let truth_p = pset.is_p(p);
    let (gs, ps) = pieces(f);
    let identity: Vec<Vec<usize>> = vec![(0..p.len()).collect()];
    let gs = gs.unwrap_or(&identity);
    let image = |g: &[usize]| -> Vec<u64> { g.iter().map(|&gi| p[gi]).collect() };
    if truth_p {
        // Said N: for each piece the symmetry where most atoms hold; report the closest.
        let mut best: Option<(usize, usize, String)> = None;
        for (k, piece) in ps.iter().enumerate() {
            for g in gs {
                let q = image(g);
                let atoms = atoms(piece);
                let held = atoms.iter().filter(|a| a.holds(&q)).count();
                if let Some(fail) = atoms.iter().find(|a| !a.holds(&q)) {
                    if best.as_ref().is_none_or(|(h, _, _)| held > *h) {
                        best = Some((held, k, w.formula(fail)));
                    }
                }
            }
        }
        let (piece, atom) = best.map(|(_, k, a)| (Some(k), Some(a))).unwrap_or((None, None));
        let reason = match (&piece, &atom) {
            (Some(k), Some(a)) => format!("a P-position, but the formula says N: piece {} fails at {a}", k + 1),
            _ => "a P-position, but the formula says N".to_string(),
        };
        return Counterexample { position: p.to_vec(), truth: "P".into(), reason, piece, atom, to: None };
    }
    let piece = ps.iter().position(|piece| gs.iter().any(|g| piece.holds(&image(g))));
    let mut to = None;
    solve::for_each_option(c.facets().iter().copied(), p, |m| {
        if pset.is_p(m) {
            to = Some(m.to_vec());
            return false;
        }
        true
    });
    let mut reason = match piece {
        Some(k) => format!("an N-position, but piece {} holds", k + 1),
        None => "an N-position, but the formula says P".to_string(),
    };
    if let Some(m) = &to {
        reason.push_str(&format!("; it moves to the P-position {}", simnim_core::position_text(m)));
    }
    Counterexample { position: p.to_vec(), truth: "N".into(), reason, piece, atom: None, to }
}
