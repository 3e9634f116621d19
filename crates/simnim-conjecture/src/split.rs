//! Split P-sets: pieces by pattern of equal piles, with strict inequalities (the shape of
//! SetNim Thm 2.9(6), Dufour–Heubach's CN(7,4) (arXiv:2103.09920): "a = b, c = g, d = f, a + c = d + e,
//! 0 < a < e").
//!
//! Each P-position, read in every orientation the complex's automorphisms allow (optionally
//! with a given vertex carrying a smallest pile), has a pattern: which piles are equal. The
//! positions whose pattern is exactly E are the *generic* points of E; their linear relations
//! over the piles give a piece's equations, and where the piece also holds at N-positions of
//! the box, strict and weak inequalities true on every generic point are added, the ones
//! that cut most N-positions first. Pieces are kept only when they hold at no N-position of
//! the box and chosen greedily to cover the orbits.

use std::collections::{BTreeMap, BTreeSet};

use super::formula::Formula;
use super::lattice::relations;
use super::mine::{greedy_cover, Data, Found};
use super::piece::{Columns, Cond, Feat, Piece};

/// Patterns tried at most (each costs a sweep of the box).
const MAX_PATTERNS: usize = 300;
/// Inequalities a piece may add.
const MAX_CONDS: usize = 4;
/// False positives kept while choosing inequalities.
const FP_CAP: usize = 200_000;
/// False positives up to which the inequalities are improved after the greedy choice.
const IMPROVE_FPS: usize = 30_000;
/// Atoms tried in pairs when one inequality is replaced by two.
const PAIR_ATOMS: usize = 16;

fn pattern(q: &[u64]) -> Vec<(usize, usize)> {
    let n = q.len();
    let mut out = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if q[i] == q[j] {
                out.push((i, j));
            }
        }
    }
    out
}

/// Replaces or drops inequalities while every N-position stays cut and more of the
/// pattern's P-positions are kept (the greedy choice is rarely the papers' one).
fn improve(conds: &mut Vec<Cond>, atoms: &[Cond], fps: &[Vec<u64>], pts: &[&Vec<u64>]) {
    if fps.len() > IMPROVE_FPS {
        return;
    }
    let kept = |cs: &[Cond]| pts.iter().filter(|q| cs.iter().all(|c| c.holds(q))).count();
    let sound = |cs: &[Cond]| fps.iter().all(|p| cs.iter().any(|c| !c.holds(p)));
    let mut best = kept(conds);
    // The atoms that lose fewest of the pattern's points, for two-for-one replacements.
    let mut cheap: Vec<(usize, Cond)> =
        atoms.iter().map(|&a| (pts.iter().filter(|q| !a.holds(q)).count(), a)).collect();
    cheap.sort();
    let cheap: Vec<Cond> = cheap.into_iter().take(PAIR_ATOMS).map(|(_, a)| a).collect();
    let mut improved = true;
    while improved {
        improved = false;
        'search: for i in 0..conds.len() {
            let mut trial = conds.clone();
            trial.remove(i);
            if kept(&trial) >= best && sound(&trial) {
                best = kept(&trial);
                *conds = trial;
                improved = true;
                break 'search;
            }
            for &a in atoms {
                if conds.contains(&a) {
                    continue;
                }
                let mut trial = conds.clone();
                trial[i] = a;
                let k = kept(&trial);
                if k > best && sound(&trial) {
                    best = k;
                    *conds = trial;
                    improved = true;
                    break 'search;
                }
            }
            if conds.len() < MAX_CONDS {
                for (x, &a) in cheap.iter().enumerate() {
                    for &b in &cheap[x + 1..] {
                        let mut trial = conds.clone();
                        trial[i] = a;
                        trial.push(b);
                        let k = kept(&trial);
                        if k > best && sound(&trial) {
                            best = k;
                            *conds = trial;
                            improved = true;
                            break 'search;
                        }
                    }
                }
            }
        }
    }
}

/// A P-position read in one orientation: its cell, the oriented piles, which piles are
/// equal, and its orbit.
struct Oriented {
    cell: Option<usize>,
    q: Vec<u64>,
    pattern: Vec<(usize, usize)>,
    orbit: usize,
}

type Key = (Option<usize>, Vec<(usize, usize)>);

/// The piece of one pattern, its inequalities chosen to keep the `focus` orbits' points;
/// `None` when it cannot be made sound.
fn candidate(d: &Data<'_>, oriented: &[Oriented], key: &Key, focus: &[bool]) -> Option<Piece> {
    let n = d.n;
    let feats: Vec<Feat> = (0..n).map(Feat::X).collect();
    // The points with at least these equal piles: the pattern's family and its special cases
    // (and perhaps another family's, which the fit then exposes).
    let all: Vec<&Oriented> =
        oriented.iter().filter(|o| o.cell == key.0 && key.1.iter().all(|e| o.pattern.contains(e))).collect();
    let pts: Vec<&Vec<u64>> = all.iter().map(|o| &o.q).collect();
    let aim: Vec<&Vec<u64>> = all.iter().filter(|o| focus[o.orbit]).map(|o| &o.q).collect();
    if pts.len() < 5 || aim.is_empty() {
        return None;
    }
    let rows: Vec<Vec<i128>> = pts.iter().map(|q| q.iter().map(|&x| x as i128).collect()).collect();
    let rels = relations(&rows, n)?;
    if rels.is_empty() {
        return None;
    }
    let mut piece = Piece { cell: key.0, conds: Vec::new(), eqs: Piece::sparse(&feats, &rels) };
    if !piece.writable() {
        return None;
    }
    let fps = d.false_positives(&piece.equations(), &|p| piece.holds(p), FP_CAP);
    if fps.len() >= FP_CAP {
        return None;
    }
    let mut atoms: Vec<Cond> = Vec::new();
    for i in 0..n {
        atoms.push(Cond::Pos(i));
        for j in 0..n {
            if i != j {
                atoms.push(Cond::Lt(i, j));
                atoms.push(Cond::Le(i, j));
            }
        }
    }
    // Inequalities chosen by the fewest aimed-at points they lose, then the most N-positions
    // cut (special cases of the pattern may belong to another piece).
    let (mut kept, mut left) = (Columns::new(aim.iter().copied(), n), Columns::new(&fps, n));
    while !left.is_empty() && piece.conds.len() < MAX_CONDS {
        let best = atoms
            .iter()
            .map(|&a| (kept.failing(a), left.failing(a), a))
            .filter(|&(_, cut, _)| cut > 0)
            .min_by_key(|&(lost, cut, _)| (lost, std::cmp::Reverse(cut)))?;
        piece.conds.push(best.2);
        left.retain(best.2);
        kept.retain(best.2);
    }
    if !left.is_empty() {
        return None;
    }
    improve(&mut piece.conds, &atoms, &fps, &aim);
    // Sound on the false positives kept; now on the whole box.
    d.false_positives(&piece.equations(), &|p| piece.holds(p), 1).is_empty().then_some(piece)
}

/// Pieces that cover every point of `d` (its points are the ones left to describe), in
/// rounds: the second aims its inequalities at the orbits the first left uncovered.
pub(crate) fn pieces(d: &Data<'_>) -> Option<Found> {
    let n = d.n;
    let cells = d.cells();
    let mut oriented: Vec<Oriented> = Vec::new();
    let mut have: BTreeSet<(Option<usize>, Vec<u64>)> = BTreeSet::new();
    for (k, p) in d.points.iter().enumerate() {
        for g in d.group {
            let q: Vec<u64> = (0..n).map(|i| p[g[i]]).collect();
            let low = q.iter().copied().min().unwrap_or(0);
            for &cell in &cells {
                if cell.is_some_and(|m| q[m] != low) || !have.insert((cell, q.clone())) {
                    continue;
                }
                oriented.push(Oriented { cell, pattern: pattern(&q), q: q.clone(), orbit: d.orbit[k] as usize });
            }
        }
    }
    let orbits = d.orbits;
    let mut cands: Vec<(Piece, Vec<bool>)> = Vec::new();
    let mut covered = vec![false; orbits];
    let mut chosen: Vec<usize> = Vec::new();
    let mut tried: BTreeSet<Key> = BTreeSet::new();
    for _round in 0..3 {
        let focus: Vec<bool> = covered.iter().map(|c| !c).collect();
        // The patterns of the aimed-at points, most frequent first.
        let mut count: BTreeMap<Key, usize> = BTreeMap::new();
        for o in oriented.iter().filter(|o| focus[o.orbit]) {
            *count.entry((o.cell, o.pattern.clone())).or_default() += 1;
        }
        let mut keys: Vec<(usize, Key)> = count.into_iter().map(|(k, c)| (c, k)).collect();
        keys.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut fresh = 0;
        for (_, key) in keys {
            if fresh >= MAX_PATTERNS {
                break;
            }
            // In later rounds a pattern is tried again with the new aim.
            if !tried.insert(key.clone()) && _round == 0 {
                continue;
            }
            fresh += 1;
            if let Some(piece) = candidate(d, &oriented, &key, &focus) {
                let cover = d.covered_orbits(&|q| piece.holds(q));
                cands.push((piece, cover));
            }
        }
        let covers: Vec<&[bool]> = cands.iter().map(|(_, c)| c.as_slice()).collect();
        chosen.extend(greedy_cover(&covers, &mut covered));
        if covered.iter().all(|&c| c) {
            break;
        }
    }
    if !covered.iter().all(|&c| c) {
        return None;
    }
    // Drop pieces whose orbits the others cover.
    let mut k = chosen.len();
    while k > 0 {
        k -= 1;
        let others = |o: usize| chosen.iter().enumerate().any(|(j, &c)| j != k && cands[c].1[o]);
        if (0..orbits).all(|o| !cands[chosen[k]].1[o] || others(o)) {
            chosen.remove(k);
        }
    }
    let body: Vec<Formula> = chosen.iter().map(|&i| cands[i].0.formula(n)).collect();
    let points = chosen.iter().map(|&i| cands[i].1.iter().filter(|&&c| c).count()).collect();
    let body = if body.len() == 1 { body.into_iter().next()? } else { Formula::Or(body) };
    let formula = if d.group.len() <= 1 { body } else { Formula::SomeSym(d.group.to_vec(), Box::new(body)) };
    Some(Found { formula, method: "pieces by pattern of equal piles, with strict inequalities".into(), points })
}
