//! Zero and merge reductions of a position (SetNim Def 2.2 and 2.4; E&S Lemma 6.7 and Cor 6.10).
//!
//! Zero reduction: vertices with empty piles can never be played again, so the game is the
//! induced subcomplex on the other vertices (isomorphic game trees). Merge reduction: the
//! vertices of a class lying in exactly the same facets act as one pile holding their sum
//! (Lemma 2.5: the nim value is preserved). The reduced game is usually a much smaller box.
//! A move of the reduced game lifts to every way of spreading the merged pile's new size
//! over its class (each within its old pile); these are exactly the original game's moves
//! to positions of the same value.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use crate::complex::{Complex, Label};
use crate::grid::advance;
use crate::sets::bits;

/// A reduced game and how to map it back.
#[derive(Clone, Debug)]
pub struct Reduction {
    pub complex: Complex,
    pub piles: Vec<u64>,
    /// For each reduced vertex, the original vertices it stands for.
    pub groups: Vec<Vec<usize>>,
    /// Original vertices dropped because their pile is empty.
    pub dropped: u64,
    /// Original classes (size ≥ 2) merged into one pile.
    pub merged: Vec<u64>,
}

/// Reduces `piles` on `c`. `None` when nothing reduces or no chip is left.
pub fn reduce(c: &Complex, piles: &[u64]) -> Option<Reduction> {
    let support = (0..c.n()).filter(|&v| piles[v] > 0).fold(0u64, |m, v| m | 1 << v);
    if support == 0 {
        return None;
    }
    let (sub, verts) = c.induced(support).ok()?;
    // Classes of vertices of `sub` lying in the same facets.
    let m = sub.n();
    let membership: Vec<Vec<usize>> = (0..m)
        .map(|v| sub.facets().iter().enumerate().filter(|(_, &f)| f >> v & 1 == 1).map(|(i, _)| i).collect())
        .collect();
    let mut class_of = vec![usize::MAX; m];
    let mut classes: Vec<Vec<usize>> = Vec::new();
    for v in 0..m {
        if class_of[v] == usize::MAX {
            let k = classes.len();
            let class: Vec<usize> =
                (v..m).filter(|&u| class_of[u] == usize::MAX && membership[u] == membership[v]).collect();
            for &u in &class {
                class_of[u] = k;
            }
            classes.push(class);
        }
    }
    let dropped = c.all() & !support;
    let merged: Vec<u64> = classes
        .iter()
        .filter(|cl| cl.len() >= 2)
        .map(|cl| cl.iter().fold(0u64, |acc, &u| acc | 1 << verts[u]))
        .collect();
    if dropped == 0 && merged.is_empty() {
        return None;
    }
    // The reduced complex: one vertex per class, labelled by its first vertex.
    let labels: Vec<Label> = classes.iter().map(|cl| sub.labels()[cl[0]].clone()).collect();
    let sets: Vec<u64> = sub.facets().iter().map(|&f| bits(f).fold(0u64, |acc, u| acc | 1 << class_of[u])).collect();
    let reduced = Complex::from_sets(labels.clone(), &sets).ok()?;
    let mut groups = vec![Vec::new(); reduced.n()];
    let mut rpiles = vec![0u64; reduced.n()];
    for (k, cl) in classes.iter().enumerate() {
        let idx = reduced.index_of(&labels[k])?;
        groups[idx] = cl.iter().map(|&u| verts[u]).collect();
        rpiles[idx] = cl.iter().try_fold(0u64, |acc, &u| acc.checked_add(piles[verts[u]]))?;
    }
    Some(Reduction { complex: reduced, piles: rpiles, groups, dropped, merged })
}

impl Reduction {
    /// Every original position that a reduced position `t` stands for, with each merged
    /// pile spread over its class within the old piles `from` (at most `limit` results).
    pub fn lift(&self, from: &[u64], t: &[u64], limit: usize) -> Vec<Vec<u64>> {
        let combinations = self
            .groups
            .iter()
            .filter(|g| g.len() > 1)
            .flat_map(|g| g[..g.len() - 1].iter().map(|&v| from[v] as u128 + 1))
            .fold(1u128, |a, b| a.saturating_mul(b));
        if limit == 1 || combinations > 1_000_000 {
            return self.lift_greedy(from, t).into_iter().collect();
        }
        let mut out = Vec::new();
        let mut base = vec![0u64; from.len()];
        // Enumerate the first members' amounts; the last member of a class takes the rest.
        let mut free: Vec<(usize, u64)> = Vec::new(); // (original vertex, bound)
        for (r, g) in self.groups.iter().enumerate() {
            if g.len() == 1 {
                base[g[0]] = t[r];
            } else {
                for &v in &g[..g.len() - 1] {
                    free.push((v, from[v].min(t[r])));
                }
            }
        }
        let radix: Vec<u64> = free.iter().map(|&(_, b)| b + 1).collect();
        let mut coords = vec![0u64; free.len()];
        loop {
            let mut m = base.clone();
            for (k, &(v, _)) in free.iter().enumerate() {
                m[v] = coords[k];
            }
            let ok = self.groups.iter().enumerate().all(|(r, g)| {
                if g.len() == 1 {
                    return true;
                }
                let used: u64 = g[..g.len() - 1].iter().map(|&v| m[v]).sum();
                let last = *g.last().expect("class non-empty");
                match t[r].checked_sub(used) {
                    Some(rest) if rest <= from[last] => {
                        m[last] = rest;
                        true
                    }
                    _ => false,
                }
            });
            if ok && m.iter().zip(from).all(|(a, b)| a <= b) && m != from {
                out.push(m);
                if out.len() >= limit {
                    break;
                }
            }
            if radix.is_empty() || !advance(&mut coords, &radix) {
                break;
            }
        }
        out
    }

    /// One lifted position: each merged pile's new size is spread greedily over its class
    /// (each member keeps as much as it had, in order). Works for any pile size.
    pub fn lift_greedy(&self, from: &[u64], t: &[u64]) -> Option<Vec<u64>> {
        let mut m = vec![0u64; from.len()];
        for (r, g) in self.groups.iter().enumerate() {
            let mut rest = t[r];
            for &v in g {
                let take = rest.min(from[v]);
                m[v] = take;
                rest -= take;
            }
            if rest > 0 {
                return None;
            }
        }
        (m != from && m.iter().zip(from).all(|(a, b)| a <= b)).then_some(m)
    }

    /// One sentence: what was reduced.
    pub fn describe(&self, c: &Complex) -> String {
        let mut parts = Vec::new();
        if self.dropped != 0 {
            parts.push(format!("dropped the empty vertices {} (zero reduction)", c.set_to_string(self.dropped)));
        }
        if !self.merged.is_empty() {
            // Each merged class is one pile of the reduced game, named after its first vertex:
            // said, so that no vertex is renamed silently.
            let m: Vec<String> = self
                .merged
                .iter()
                .map(|&k| {
                    let first = crate::sets::bits(k).next().map(|v| c.labels()[v].to_string()).unwrap_or_default();
                    format!("{} into one pile named {first}", c.set_to_string(k))
                })
                .collect();
            parts.push(format!("merged {} (same facets, merge reduction, Lemma 2.5)", m.join(", ")));
        }
        format!("{} → the game {} with piles {}", parts.join(", "), self.complex, crate::position_text(&self.piles))
    }
}
