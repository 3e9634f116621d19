//! Mining, simplest first: (a) integer equations that hold on every P-position of the
//! box (plus congruences where they span a sublattice) when they alone describe it;
//! (b) the digit-column form (E&S Sec 4): B = the vertex sets whose indicator position is
//! P, and P = "every binary digit column lies in B", written as XOR equations when B is
//! closed under symmetric difference (a Nim-basis, E&S Thm 4.4); (c) pieces, up to the
//! complex's automorphisms: cells "vertex m carries a smallest pile", refined by order,
//! zero and equality conditions, each fitted with the equations its P-positions satisfy
//! (over piles and minima of two piles), false positives cut by the fewest order
//! conditions, pieces chosen greedily to cover every orbit of P-positions, then pruned.
//! Every piece is checked on the whole training box: a description here has no exception.

pub(crate) use super::data::{greedy_cover, Data};
use super::formula::{Formula, Term};
use super::lattice::relations;
use super::piece::{Columns, Cond, Feat, Piece};

/// A candidate description found by one stage.
pub(crate) struct Found {
    pub(crate) formula: Formula,
    pub(crate) method: String,
    /// `(piece, points it rests on)` in the formula's order.
    pub(crate) points: Vec<usize>,
}

/// Budget of whole-box sweeps for the pieces stage.
const MAX_SWEEPS: usize = 400;
/// False positives kept for repairing a piece.
const FP_CAP: usize = 20_000;

fn pile_feats(n: usize) -> Vec<Feat> {
    (0..n).map(Feat::X).collect()
}

fn feature_rows(points: &[&Vec<u64>], feats: &[Feat]) -> Vec<Vec<i128>> {
    points.iter().map(|p| feats.iter().map(|f| f.at(p)).collect()).collect()
}

/// (a) Linear equations over the piles, with congruences if needed.
pub(crate) fn linear(d: &Data<'_>) -> Option<Found> {
    let feats = pile_feats(d.n);
    let pts: Vec<&Vec<u64>> = d.points.iter().collect();
    let rels = relations(&feature_rows(&pts, &feats), d.n)?;
    let piece = Piece { cell: None, conds: vec![], eqs: Piece::sparse(&feats, &rels) };
    if !piece.writable() {
        return None;
    }
    let mut fps = d.false_positives(&piece.equations(), &|p| piece.holds(p), FP_CAP);
    let mut congruences: Vec<(u64, u64, u64)> = Vec::new(); // (vertex mask, modulus, residue)
    if !fps.is_empty() {
        if fps.len() >= FP_CAP || d.n > 12 {
            return None;
        }
        for _ in 0..3 {
            let mut best: Option<((u64, u64, u64), usize)> = None;
            for m in 2..=8u64 {
                for mask in 1..(1u64 << d.n) {
                    let val = |p: &[u64]| simnim_core::bits(mask).map(|v| (p[v] % m) as u128).sum::<u128>() as u64 % m;
                    let r = val(&d.points[0]);
                    if d.points.iter().any(|p| val(p) != r) {
                        continue;
                    }
                    let cut = fps.iter().filter(|p| val(p) != r).count();
                    if cut > 0 && best.is_none_or(|(_, c)| cut > c) {
                        best = Some(((mask, m, r), cut));
                    }
                }
            }
            let ((mask, m, r), _) = best?;
            fps.retain(|p| simnim_core::bits(mask).map(|v| (p[v] % m) as u128).sum::<u128>() as u64 % m == r);
            congruences.push((mask, m, r));
            if fps.is_empty() {
                break;
            }
        }
        if !fps.is_empty() {
            return None;
        }
    }
    let mut f = piece.formula(d.n);
    if !congruences.is_empty() {
        let mut atoms = match f {
            Formula::And(a) => a,
            Formula::True => vec![],
            other => vec![other],
        };
        for (mask, m, r) in congruences {
            let ts: Vec<Term> = simnim_core::bits(mask).map(Term::X).collect();
            let t = if ts.len() == 1 { ts.into_iter().next().unwrap_or(Term::Int(0)) } else { Term::Add(ts) };
            atoms.push(Formula::Mod(t, m as i64, r as i64));
        }
        f = Formula::And(atoms);
    }
    let method = if rels.is_empty() { "no relation: every position is P" } else { "integer equations over the piles" };
    Some(Found { formula: f, method: method.into(), points: vec![d.points.len()] })
}

/// (b) The digit-column form, when the box reaches pile 1.
pub(crate) fn digits(d: &Data<'_>) -> Option<Found> {
    if d.pset.grid.radix.iter().any(|&r| r < 2) || d.n > 20 {
        return None;
    }
    let b: Vec<u64> =
        (0..1u64 << d.n).filter(|&a| d.pset.is_p(&(0..d.n).map(|v| a >> v & 1).collect::<Vec<u64>>())).collect();
    let form = Formula::Digits(b.clone());
    if !d.exact(&|p| form.holds(p)) {
        return None;
    }
    let closed = b.iter().all(|&x| b.iter().all(|&y| b.binary_search(&(x ^ y)).is_ok()));
    if closed {
        // B is a subspace of GF(2)^V: P iff every column is orthogonal to B's complement.
        let perp = perp_basis(&b, d.n);
        let atoms: Vec<Formula> =
            perp.iter().map(|&c| Formula::Xor0(simnim_core::bits(c).map(Term::X).collect())).collect();
        let f = match atoms.len() {
            0 => Formula::True,
            1 => atoms.into_iter().next().unwrap_or(Formula::True),
            _ => Formula::And(atoms),
        };
        return Some(Found {
            formula: f,
            method: format!("XOR equations: the P-set is a Nim-basis form, B of {} sets closed under symmetric difference (E&S Thm 4.4)", b.len()),
            points: vec![d.points.len()],
        });
    }
    let moore =
        (2..=d.n as u32).find(|&k| (0..1u64 << d.n).all(|a| (a.count_ones() % k == 0) == b.binary_search(&a).is_ok()));
    let method = match moore {
        Some(k) => format!("digit columns of size divisible by {k} (Moore's Nim, E&S Prop 4.7)"),
        None => format!("digit columns in a family B of {} vertex sets (E&S Sec 4)", b.len()),
    };
    Some(Found { formula: form, method, points: vec![d.points.len()] })
}

/// Inserts `c` into a GF(2) basis kept reduced by leading bit; `true` if independent.
fn insert(basis: &mut Vec<u64>, mut c: u64) -> bool {
    for &b in basis.iter() {
        if c ^ b < c {
            c ^= b;
        }
    }
    if c == 0 {
        return false;
    }
    basis.push(c);
    basis.sort_unstable_by(|a, b| b.cmp(a));
    true
}

/// A sparse basis of the sets with an even intersection with every set of `b`.
fn perp_basis(b: &[u64], n: usize) -> Vec<u64> {
    let mut span = Vec::new();
    for &x in b {
        insert(&mut span, x);
    }
    let mut perp: Vec<u64> = (1..1u64 << n).filter(|c| span.iter().all(|x| (x & c).count_ones() % 2 == 0)).collect();
    perp.sort_by_key(|c| (c.count_ones(), *c));
    let (mut red, mut out) = (Vec::new(), Vec::new());
    for c in perp {
        if insert(&mut red, c) {
            out.push(c);
        }
    }
    out
}

/// A fitted, not yet checked piece with the orbits of P-positions it covers.
struct Cand {
    piece: Piece,
    cover: Vec<u32>,
    checked: bool,
}

fn min_points(piece: &Piece) -> usize {
    let feats: std::collections::HashSet<Feat> = piece.eqs.iter().flatten().map(|&(f, _)| f).collect();
    (2 * feats.len()).max(5)
}

/// Fits the points of a cell and refinement; `None` if they are too few or overflow.
fn fit(d: &Data<'_>, cell: Option<usize>, conds: &[Cond], pts: &[usize]) -> Option<Cand> {
    let n = d.n;
    let mut feats = pile_feats(n);
    for i in 0..n {
        for j in i + 1..n {
            let fixed = cell == Some(i) || cell == Some(j) || conds.iter().any(|c| c.orders(i, j));
            if !fixed {
                feats.push(Feat::Min(i, j));
            }
        }
    }
    let refs: Vec<&Vec<u64>> = pts.iter().map(|&k| &d.points[k]).collect();
    let rels = relations(&feature_rows(&refs, &feats), feats.len())?;
    let piece = Piece { cell, conds: conds.to_vec(), eqs: Piece::sparse(&feats, &rels) };
    if pts.len() < min_points(&piece) || !piece.writable() {
        return None;
    }
    let mut cover: Vec<u32> = pts.iter().map(|&k| d.orbit[k]).collect();
    cover.sort_unstable();
    cover.dedup();
    Some(Cand { piece, cover, checked: false })
}

/// The refinement conditions for a cell (not implied by it).
fn refinements(n: usize, cell: Option<usize>) -> Vec<Cond> {
    let mut out = Vec::new();
    for i in 0..n {
        if cell != Some(i) {
            out.push(Cond::Zero(i));
            out.push(Cond::Pos(i));
        }
        for j in 0..n {
            if i != j && cell != Some(i) {
                out.push(Cond::Le(i, j));
            }
            if i < j {
                out.push(Cond::Same(i, j));
            }
        }
    }
    out
}

/// Adds order conditions that hold on the piece's points until no false positive is left.
fn repair(d: &Data<'_>, piece: &mut Piece, pts: &[&Vec<u64>], fps: Vec<Vec<u64>>) -> bool {
    let n = d.n;
    let mut atoms = Vec::new();
    for i in 0..n {
        atoms.push(Cond::Pos(i));
        for j in 0..n {
            if i != j {
                atoms.push(Cond::Le(i, j));
                atoms.push(Cond::Lt(i, j));
            }
        }
    }
    atoms.retain(|a| pts.iter().all(|p| a.holds(p)));
    let mut left = Columns::new(&fps, n);
    for _ in 0..4 {
        let best = atoms.iter().map(|&a| (left.failing(a), a)).max_by_key(|(c, _)| *c);
        match best {
            Some((cut, a)) if cut > 0 => {
                piece.conds.push(a);
                left.retain(a);
                if left.is_empty() {
                    return true;
                }
            }
            _ => return false,
        }
    }
    false
}

/// (c) Pieces up to symmetry. `keep_going` is asked between sweeps.
pub(crate) fn pieces(
    d: &Data<'_>,
    candidates_tried: &mut usize,
    keep_going: &mut dyn FnMut(usize) -> bool,
) -> Option<Found> {
    let n = d.n;
    let cells = d.cells();
    let mut cands: Vec<Cand> = Vec::new();
    for &cell in &cells {
        let base: Vec<usize> = (0..d.points.len())
            .filter(|&k| cell.is_none_or(|m| d.points[k].iter().all(|&y| y >= d.points[k][m])))
            .collect();
        if base.is_empty() {
            continue;
        }
        let mut level: Vec<(Vec<Cond>, Vec<usize>, usize)> = vec![(vec![], base.clone(), 0)];
        if let Some(c) = fit(d, cell, &[], &base) {
            level[0].2 = c.piece.eqs.len();
            cands.push(c);
        }
        let atoms = refinements(n, cell);
        for depth in 0..2 {
            let mut next = Vec::new();
            for (conds, pts, _) in &level {
                for &a in &atoms {
                    if conds.last().is_some_and(|l| *l >= a) {
                        continue;
                    }
                    let sub: Vec<usize> = pts.iter().copied().filter(|&k| a.holds(&d.points[k])).collect();
                    if sub.len() == pts.len() || sub.len() < 5 {
                        continue;
                    }
                    let mut cs = conds.clone();
                    cs.push(a);
                    // An equation-like refinement is implied by the fitted equations.
                    let kept: Vec<Cond> =
                        cs.iter().copied().filter(|c| !matches!(c, Cond::Zero(_) | Cond::Same(..))).collect();
                    if let Some(mut c) = fit(d, cell, &kept, &sub) {
                        // The refinement's own equations are among the fitted ones.
                        c.piece.conds = kept;
                        next.push((cs, sub, c.piece.eqs.len()));
                        cands.push(c);
                    }
                }
            }
            if depth == 1 {
                break;
            }
            next.sort_by_key(|(_, pts, eqs)| (std::cmp::Reverse(*eqs), std::cmp::Reverse(pts.len())));
            next.truncate(8);
            level = next;
        }
    }
    *candidates_tried += cands.len();
    // Greedy cover of the orbits.
    let mut covered = vec![false; d.orbits];
    let mut left = d.orbits;
    let mut chosen: Vec<Piece> = Vec::new();
    let mut sweeps = 0;
    while left > 0 {
        let best = cands
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.checked)
            .map(|(i, c)| (c.cover.iter().filter(|&&o| !covered[o as usize]).count(), c.piece.eqs.len(), i))
            .filter(|(new, _, _)| *new > 0)
            .max_by_key(|&(new, eqs, i)| (new, eqs, std::cmp::Reverse(i)));
        let (_, _, i) = best?;
        cands[i].checked = true;
        sweeps += 1;
        if sweeps > MAX_SWEEPS || !keep_going(sweeps) {
            return None;
        }
        let mut piece = cands[i].piece.clone();
        let fps = d.false_positives(&piece.equations(), &|p| piece.holds(p), FP_CAP);
        if !fps.is_empty() {
            let pts: Vec<&Vec<u64>> = d.points.iter().filter(|p| piece.holds(p)).collect();
            if fps.len() >= FP_CAP || !repair(d, &mut piece, &pts, fps) {
                continue;
            }
        }
        for &o in &cands[i].cover {
            if !std::mem::replace(&mut covered[o as usize], true) {
                left -= 1;
            }
        }
        chosen.push(piece);
    }
    // Prune: drop what the rest implies, one part at a time, keeping every piece sound.
    for k in 0..chosen.len() {
        let parts = chosen[k].conds.len() + 1 + chosen[k].eqs.len();
        for part in (0..parts).rev() {
            let mut trial = chosen[k].clone();
            let c = trial.conds.len();
            if part < c {
                trial.conds.remove(part);
            } else if part == c {
                if trial.cell.is_none() {
                    continue;
                }
                trial.cell = None;
            } else {
                trial.eqs.remove(part - c - 1);
            }
            sweeps += 1;
            if sweeps > MAX_SWEEPS || !keep_going(sweeps) {
                break;
            }
            if d.false_positives(&trial.equations(), &|p| trial.holds(p), 1).is_empty() {
                chosen[k] = trial;
            }
        }
    }
    // Drop pieces whose orbits the others cover.
    let orbits_of = |piece: &Piece| -> Vec<u32> {
        let mut v: Vec<u32> = (0..d.points.len()).filter(|&k| piece.holds(&d.points[k])).map(|k| d.orbit[k]).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let mut covers: Vec<Vec<u32>> = chosen.iter().map(orbits_of).collect();
    let mut k = chosen.len();
    while k > 0 {
        k -= 1;
        let mut count = vec![0u32; d.orbits];
        for c in &covers {
            for &o in c {
                count[o as usize] += 1;
            }
        }
        if covers[k].iter().all(|&o| count[o as usize] > 1) {
            chosen.remove(k);
            covers.remove(k);
        }
    }
    let points: Vec<usize> = chosen.iter().map(|piece| d.points.iter().filter(|p| piece.holds(p)).count()).collect();
    let body: Vec<Formula> = chosen.iter().map(|p| p.formula(n)).collect();
    let body = if body.len() == 1 { body.into_iter().next().unwrap_or(Formula::False) } else { Formula::Or(body) };
    let direct = d.points.iter().all(|p| chosen.iter().any(|c| c.holds(p)));
    let formula = if direct || d.group.len() <= 1 { body } else { Formula::SomeSym(d.group.to_vec(), Box::new(body)) };
    let method = if matches!(formula, Formula::SomeSym(..)) {
        format!("pieces up to the complex's {} automorphisms", d.group.len())
    } else {
        "pieces".to_string()
    };
    Some(Found { formula, method, points })
}
