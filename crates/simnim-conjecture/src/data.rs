//! What the miner's stages work from: a box's P-positions as points, their orbits under the
//! complex's automorphisms, sweeps for false positives, the cells of pieces, which orbits a
//! piece covers, and the greedy cover the stages choose their pieces by.

use std::collections::HashMap;

use super::boxes::{sweep, PSet};
use super::solutions::{self, Equation};

/// What the miner works from.
pub(crate) struct Data<'a> {
    pub(crate) pset: &'a PSet,
    pub(crate) n: usize,
    pub(crate) group: &'a [Vec<usize>],
    pub(crate) threads: usize,
    pub(crate) points: Vec<Vec<u64>>,
    /// The orbit (under the group) of each point.
    pub(crate) orbit: Vec<u32>,
    pub(crate) orbits: usize,
}

impl<'a> Data<'a> {
    pub(crate) fn new(pset: &'a PSet, n: usize, group: &'a [Vec<usize>], threads: usize) -> Data<'a> {
        Data::with_points(pset, n, group, threads, pset.points())
    }

    /// The data for some of the P-positions (the pieces then cover just these, and are
    /// still sound on the whole box).
    pub(crate) fn with_points(
        pset: &'a PSet,
        n: usize,
        group: &'a [Vec<usize>],
        threads: usize,
        points: Vec<Vec<u64>>,
    ) -> Data<'a> {
        let grid = &pset.grid;
        let mut q = vec![0u64; n];
        let canon: Vec<usize> = points
            .iter()
            .map(|p| {
                group
                    .iter()
                    .map(|g| {
                        for i in 0..n {
                            q[i] = p[g[i]];
                        }
                        grid.index(&q)
                    })
                    .min()
                    .unwrap_or(0)
            })
            .collect();
        let mut ids: HashMap<usize, u32> = HashMap::new();
        let orbit = canon
            .iter()
            .map(|c| {
                let next = ids.len() as u32;
                *ids.entry(*c).or_insert(next)
            })
            .collect();
        Data { pset, n, group, threads, points, orbit, orbits: ids.len() }
    }

    /// The box positions where `holds` is true but which are N (at most `cap`; the callers
    /// use the set, or only that there are `cap`). `eqs` are linear equations that hold
    /// wherever `holds` does: only their solutions are looked at (`solutions`).
    pub(crate) fn false_positives(
        &self,
        eqs: &[Equation],
        holds: &(dyn Fn(&[u64]) -> bool + Sync),
        cap: usize,
    ) -> Vec<Vec<u64>> {
        let grid = &self.pset.grid;
        let solved = solutions::solve(eqs, self.n).and_then(|s| Some((s.free_grid(grid)?, s)));
        let found = match solved {
            Some((free, s)) => sweep(
                &free,
                self.threads,
                || (Vec::new(), vec![0u64; self.n]),
                |(fp, p), _, q| {
                    if s.complete(grid, q, p) && holds(p) && !self.pset.is_p(p) {
                        fp.push(p.clone());
                    }
                    fp.len() < cap
                },
            )
            .into_iter()
            .map(|(fp, _)| fp)
            .collect(),
            None => sweep(grid, self.threads, Vec::new, |fp: &mut Vec<Vec<u64>>, i, p| {
                if holds(p) && !self.pset.is_p_index(i) {
                    fp.push(p.to_vec());
                }
                fp.len() < cap
            }),
        };
        let mut all: Vec<Vec<u64>> = found.into_iter().flatten().collect();
        all.truncate(cap);
        all
    }

    /// Cells of the pieces: none, or one vertex per orbit of the group ("vertex m carries a
    /// smallest pile").
    pub(crate) fn cells(&self) -> Vec<Option<usize>> {
        let mut cells: Vec<Option<usize>> = vec![None];
        let mut seen = vec![false; self.n];
        for v in 0..self.n {
            if !seen[v] {
                cells.push(Some(v));
                for g in self.group {
                    seen[g[v]] = true;
                }
            }
        }
        cells
    }

    /// The orbits of P-positions where `holds` is true in some orientation the group allows.
    pub(crate) fn covered_orbits(&self, holds: &dyn Fn(&[u64]) -> bool) -> Vec<bool> {
        let mut cover = vec![false; self.orbits];
        let mut q = vec![0u64; self.n];
        for (k, p) in self.points.iter().enumerate() {
            let o = self.orbit[k] as usize;
            if !cover[o]
                && self.group.iter().any(|g| {
                    for i in 0..self.n {
                        q[i] = p[g[i]];
                    }
                    holds(&q)
                })
            {
                cover[o] = true;
            }
        }
        cover
    }

    /// Does `holds` pick exactly the P-positions of the box?
    pub(crate) fn exact(&self, holds: &(dyn Fn(&[u64]) -> bool + Sync)) -> bool {
        let bad = sweep(
            &self.pset.grid,
            self.threads,
            || false,
            |bad: &mut bool, i, p| {
                *bad = holds(p) != self.pset.is_p_index(i);
                !*bad
            },
        );
        !bad.into_iter().any(|b| b)
    }
}

/// Greedy set cover: indices of `covers` (orbit masks), the largest new gain first (the
/// earlier on ties), until nothing more is gained; `covered` is updated.
pub(crate) fn greedy_cover(covers: &[&[bool]], covered: &mut [bool]) -> Vec<usize> {
    let mut chosen = Vec::new();
    loop {
        let best = covers
            .iter()
            .enumerate()
            .map(|(i, cover)| (cover.iter().zip(covered.iter()).filter(|(c, done)| **c && !**done).count(), i))
            .max_by_key(|&(gain, i)| (gain, std::cmp::Reverse(i)));
        match best {
            Some((gain, i)) if gain > 0 => {
                for (done, &c) in covered.iter_mut().zip(covers[i]) {
                    *done |= c;
                }
                chosen.push(i);
            }
            _ => return chosen,
        }
    }
}
