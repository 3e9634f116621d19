//! The Invariance Reduction Process (SetNim, Sec 2–3) as a mining stage.
//!
//! 1. **Invariant vectors**: the zero-one vectors z with p ∈ P ⇔ p ± z ∈ P on the box; the
//!    minimal ones are used, S_1, …, S_r; where supports overlap, one at a time as SetNim's
//!    process subtracts them: the smallest first, then each one disjoint from those chosen
//!    (CN(10,4)'s first sub-game has two, mirror images meeting in five vertices).
//! 2. **Excess**: p̃ = p − Σ min(p|S_j)·z_j; its zeros are the minima of the supports plus
//!    the empty piles elsewhere.
//! 3. **Zero patterns** Z (sets of vertices where p̃ is zero, one per orbit of the complex's
//!    automorphisms), each meeting every support: the zero reduction drops Z (the induced
//!    subcomplex), the merge reduction joins vertices lying in the same facets (their
//!    excesses add up) — a smaller game, mined recursively (once per isomorphism class;
//!    named CN(n,k) or PN(n,k) when it is one, then mined in that family's own order).
//! 4. A **piece** per pattern: "x_i is the minimum of its support for the chosen i ∈ Z, the
//!    other piles of Z equal it (or are empty), and the reduced position lies in the P-set of
//!    the smaller game" — an `apply` of that game's description. A piece is kept only when it
//!    holds at no N-position of the box (for the actual zeros with no invariant vector this is
//!    the zero reduction, exact by SetNim Def 2.2; with invariant vectors the data decide).
//!    Pieces are chosen greedily until every orbit of P-positions is covered; what is left is
//!    for the pieces stage (strict inequalities, minima) over the remaining points.
//!
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use std::sync::Arc;

use simnim_core::{Complex, Limits};

use simnim_core::solved::isomorphism;

use super::boxes::PSet;
use super::formula::{Formula, Sub, Term};
use super::mine::{greedy_cover, Data};
use super::solutions::equations_of;
use crate::answer::{default_verify, Conjecture, ConjectureError, Status};

/// Deepest nesting of reductions (CN(10,4) and CN(11,4) reach sub-games five deep).
pub(crate) const MAX_DEPTH: usize = 6;
/// Positions of a sub-game's mined box at most.
const SUB_BOX: u128 = 1_500_000;
/// Zero patterns tried at most (one orbit each, smallest first).
const MAX_PATTERNS: usize = 64;

/// How a sub-game is mined: the pipeline hands itself in (the reduction is a stage of the
/// pipeline and mines each smaller game with it, so neither names the other).
pub(crate) type Miner = fn(&Complex, u64, u64, &Limits, &mut Ctx) -> Result<Conjecture, ConjectureError>;

/// Sub-games met so far (mined once per isomorphism class), the nesting depth, and the miner.
pub(crate) struct Ctx {
    miner: Miner,
    pub(crate) depth: usize,
    known: Vec<(Complex, Option<Arc<Sub>>)>,
    /// Names `G1`, `G2`, … given so far: each unnamed game gets its own, before the games
    /// met while mining it are named (a def's name is one game's only).
    named: usize,
}

/// Pieces found by reduction: each formula over the piles (not yet under the symmetries).
pub(crate) struct Reduced {
    pub(crate) pieces: Vec<Formula>,
    /// The P-positions (indices into the points) no piece covers.
    pub(crate) left: Vec<usize>,
    pub(crate) supports: Vec<u64>,
}

fn mask_of(p: &[u64], pred: impl Fn(usize) -> bool) -> u64 {
    (0..p.len()).filter(|&v| pred(v)).fold(0u64, |m, v| m | 1 << v)
}

fn image(mask: u64, g: &[usize]) -> u64 {
    // q[i] = p[g[i]]: vertex g[i] of p sits at i in q.
    (0..g.len()).filter(|&i| mask >> g[i] & 1 == 1).fold(0u64, |m, i| m | 1 << i)
}

/// The invariant zero-one vectors of the box's P-set: minimal supports, pairwise disjoint.
pub(crate) fn invariant_supports(pset: &PSet, points: &[Vec<u64>], n: usize) -> Vec<u64> {
    let max = pset.grid.radix.first().map_or(0, |r| r - 1);
    let invariant = |z: u64| -> bool {
        let mut q = vec![0u64; n];
        points.iter().all(|p| {
            let up = (0..n).all(|v| z >> v & 1 == 0 || p[v] < max);
            if up {
                for v in 0..n {
                    q[v] = p[v] + (z >> v & 1);
                }
                if !pset.is_p(&q) {
                    return false;
                }
            }
            let down = (0..n).all(|v| z >> v & 1 == 0 || p[v] > 0);
            if down {
                for v in 0..n {
                    q[v] = p[v] - (z >> v & 1);
                }
                if !pset.is_p(&q) {
                    return false;
                }
            }
            true
        })
    };
    if n > 12 || points.len() < 8 {
        return Vec::new();
    }
    let all: Vec<u64> = (1u64..1 << n).filter(|&z| invariant(z)).collect();
    let minimal: Vec<u64> = all.iter().copied().filter(|&z| !all.iter().any(|&y| y != z && y & z == y)).collect();
    // Supports that overlap are used one at a time (SetNim's process subtracts one invariant
    // vector per step): the smallest first, then each one disjoint from those chosen.
    let mut sorted = minimal;
    sorted.sort_by_key(|z| (z.count_ones(), *z));
    let mut chosen: Vec<u64> = Vec::new();
    for z in sorted {
        if chosen.iter().all(|&c| c & z == 0) {
            chosen.push(z);
        }
    }
    chosen
}

/// The zeros of the excess p̃.
fn excess_zeros(p: &[u64], supports: &[u64]) -> u64 {
    let mut z = mask_of(p, |v| p[v] == 0 && supports.iter().all(|&s| s >> v & 1 == 0));
    for &s in supports {
        let m = (0..p.len()).filter(|&v| s >> v & 1 == 1).map(|v| p[v]).min().unwrap_or(0);
        z |= mask_of(p, |v| s >> v & 1 == 1 && p[v] == m);
    }
    z
}

/// The papers' name of a game, when it is a CircularNim or PathNim game.
fn family(c: &Complex) -> Option<(String, Complex)> {
    let m = c.n();
    for k in 2..m {
        if let Ok(g) = simnim_core::families::cycle(m, k) {
            if isomorphism(c, &g).is_some() {
                return Some((format!("CN({m},{k})"), g));
            }
        }
    }
    for k in 1..=m {
        if let Ok(g) = simnim_core::families::pathnim(m, k) {
            if isomorphism(c, &g).is_some() {
                return Some((format!("PN({m},{k})"), g));
            }
        }
    }
    None
}

/// The largest mined box for a sub-game on `m` vertices, at most `want`.
fn sub_max(m: usize, want: u64) -> u64 {
    let mut k = want;
    while k > 2 && simnim_core::box_size(&vec![default_verify(k); m]) > SUB_BOX * 8 {
        k -= 1;
    }
    while k > 2 && simnim_core::box_size(&vec![k; m]) > SUB_BOX {
        k -= 1;
    }
    k
}

impl Ctx {
    /// No sub-game met yet, at the top level.
    pub(crate) fn new(miner: Miner) -> Ctx {
        Ctx { miner, depth: 0, known: Vec::new(), named: 0 }
    }

    /// The description of a smaller game and how its piles sit in `k`'s vertex order:
    /// `(sub, order)` with the sub-formula's argument `order[u]` = vertex `u` of `k`.
    fn describe(&mut self, k: &Complex, want: u64, limits: &Limits) -> Option<(Arc<Sub>, Vec<usize>)> {
        for (known, sub) in &self.known {
            if let Some(sigma) = isomorphism(k, known) {
                return sub.clone().map(|s| (s, sigma));
            }
        }
        let (name, game) = match family(k) {
            Some(named) => named,
            None => {
                self.named += 1;
                (format!("G{}", self.named), k.clone())
            }
        };
        let max = sub_max(game.n(), want);
        let mut inner =
            Ctx { miner: self.miner, depth: self.depth + 1, known: std::mem::take(&mut self.known), named: self.named };
        let mined = (self.miner)(&game, max, default_verify(max), limits, &mut inner);
        self.known = inner.known;
        self.named = inner.named;
        let sub = mined.ok().and_then(|m| {
            let f = m.formula.filter(|_| m.status == Status::Verified)?;
            let f = Formula::from_json(&f, game.n()).ok()?;
            Some(Arc::new(Sub { name: Some(name), arity: game.n(), f, game: Some(game.to_string()) }))
        });
        self.known.push((game.clone(), sub.clone()));
        let sigma = isomorphism(k, &game)?;
        sub.map(|s| (s, sigma))
    }
}

fn minus(a: Term, b: Term) -> Term {
    Term::Add(vec![a, Term::Mul(-1, Box::new(b))])
}

/// The piece of pattern `z`: the minima and zeros it says, and the reduced position in the
/// smaller game's P-set. `None` when the smaller game has no description.
fn piece(c: &Complex, z: u64, supports: &[u64], want: u64, limits: &Limits, ctx: &mut Ctx) -> Option<Formula> {
    let n = c.n();
    let support_of = |v: usize| supports.iter().copied().find(|&s| s >> v & 1 == 1);
    // The representative minimum of each support: its first vertex in Z.
    let rep = |s: u64| (0..n).find(|&v| s >> v & 1 == 1 && z >> v & 1 == 1);
    let mut atoms = Vec::new();
    for v in (0..n).filter(|&v| z >> v & 1 == 1) {
        match support_of(v) {
            Some(s) => {
                let r = rep(s)?;
                if r == v {
                    let others: Vec<Term> = (0..n).filter(|&u| s >> u & 1 == 1).map(Term::X).collect();
                    atoms.push(Formula::Eq(Term::X(v), Term::Min(others)));
                } else {
                    atoms.push(Formula::Eq(Term::X(v), Term::X(r)));
                }
            }
            None => atoms.push(Formula::Eq(Term::X(v), Term::Int(0))),
        }
    }
    let excess = |v: usize| match support_of(v).and_then(rep) {
        Some(r) => minus(Term::X(v), Term::X(r)),
        None => Term::X(v),
    };
    let rest = c.all() & !z;
    if rest == 0 {
        return Some(Formula::And(atoms));
    }
    let piles: Vec<u64> = (0..n).map(|v| rest >> v & 1).collect();
    let (k, groups) = match simnim_core::reduce(c, &piles) {
        Some(r) => (r.complex, r.groups),
        None => return None,
    };
    if ctx.depth >= MAX_DEPTH {
        return None;
    }
    let (sub, sigma) = ctx.describe(&k, want, limits)?;
    let mut args = vec![Term::Int(0); k.n()];
    for (u, g) in groups.iter().enumerate() {
        let t: Vec<Term> = g.iter().map(|&v| excess(v)).collect();
        args[sigma[u]] = if t.len() == 1 { t.into_iter().next()? } else { Term::Add(t) };
    }
    atoms.push(Formula::Apply(sub, args));
    Some(Formula::And(atoms))
}

/// The reduction stage: pieces by zero patterns, chosen greedily over the orbits.
pub(crate) fn reduce(c: &Complex, d: &Data<'_>, max: u64, limits: &Limits, ctx: &mut Ctx) -> Option<Reduced> {
    let n = c.n();
    let supports = invariant_supports(d.pset, &d.points, n);
    let zeros: Vec<u64> = d.points.iter().map(|p| excess_zeros(p, &supports)).collect();
    // Patterns: one per orbit, each meeting every support, smallest first, that some
    // P-position's zeros contain.
    let mut patterns: Vec<u64> = (1u64..1 << n)
        .filter(|&z| supports.iter().all(|&s| s & z != 0))
        .filter(|&z| d.group.iter().all(|g| image(z, g) >= z || supports.iter().any(|&s| s & image(z, g) == 0)))
        .filter(|&z| zeros.iter().any(|&m| d.group.iter().any(|g| image(z, g) & !m == 0)))
        .collect();
    patterns.sort_by_key(|z| (z.count_ones(), *z));
    let want = max.saturating_mul(2).max(6);
    // Every sound pattern's piece and the orbits it covers; then the largest covers first.
    let mut cands: Vec<(Formula, Vec<bool>)> = Vec::new();
    for z in patterns.into_iter().take(MAX_PATTERNS) {
        let Some(f) = piece(c, z, &supports, want, limits, ctx) else { continue };
        if !d.false_positives(&equations_of(&f), &|p| f.holds(p), 1).is_empty() {
            continue;
        }
        let cover = d.covered_orbits(&|q| f.holds(q));
        cands.push((f, cover));
    }
    let mut covered = vec![false; d.orbits];
    let covers: Vec<&[bool]> = cands.iter().map(|(_, c)| c.as_slice()).collect();
    let chosen: Vec<Formula> = greedy_cover(&covers, &mut covered).into_iter().map(|i| cands[i].0.clone()).collect();
    if chosen.is_empty() {
        return None;
    }
    let left = (0..d.points.len()).filter(|&k| !covered[d.orbit[k] as usize]).collect();
    Some(Reduced { pieces: chosen, left, supports })
}
