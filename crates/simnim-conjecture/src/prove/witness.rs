//! Witnesses for the controls: small positions where a control's assertion holds, found by
//! evaluating the formulas (the solver then checks the control at that point, at once,
//! instead of searching a model of a large formula).

use super::super::formula::Formula;
use super::super::smt::Template;
use super::Run;

/// The first position of [0, max]^n, fewest chips first, where `pred` holds.
pub(super) fn first(n: usize, max: u64, pred: impl Fn(&[u64]) -> bool) -> Option<Vec<u64>> {
    let size = (max + 1).checked_pow(n as u32).filter(|&s| s <= 400_000)?;
    let mut all: Vec<Vec<u64>> = Vec::new();
    for i in 0..size {
        let mut r = i;
        let p: Vec<u64> = (0..n)
            .map(|_| {
                let d = r % (max + 1);
                r /= max + 1;
                d
            })
            .collect();
        all.push(p);
    }
    all.sort_by_key(|p| (p.iter().sum::<u64>(), p.clone()));
    all.into_iter().find(|p| pred(p))
}

/// `p∘g`.
pub(super) fn image(p: &[u64], g: &[usize]) -> Vec<u64> {
    g.iter().map(|&i| p[i]).collect()
}

/// Is `p` least among its images under `perms`?
pub(super) fn leader(p: &[u64], perms: Option<&[Vec<usize>]>) -> bool {
    perms.is_none_or(|gs| gs.iter().all(|g| p <= image(p, g).as_slice()))
}

/// Is q one move from p in a complex with these facets?
pub(super) fn is_move(facets: &[u64], p: &[u64], q: &[u64]) -> bool {
    let mut changed = 0u64;
    for (i, (&a, &b)) in p.iter().zip(q).enumerate() {
        if b > a {
            return false;
        }
        if b < a {
            changed |= 1 << i;
        }
    }
    changed != 0 && facets.iter().any(|&f| changed & !f == 0)
}

impl Run<'_> {
    /// A position where F fails, with a move to 0 where `body` holds (0, a P-position of any
    /// correct description): a unit pile on a vertex of some facet, in the region.
    pub(super) fn unit_witness(&self, body: &Formula) -> Option<(Vec<u64>, Vec<u64>)> {
        let n = self.c.n();
        let zero = vec![0u64; n];
        if !body.holds(&zero) {
            return None;
        }
        (0..n).rev().find_map(|v| {
            let mut p = zero.clone();
            p[v] = 1;
            (self.in_region(&p) && !self.f.holds(&p) && is_move(self.c.facets(), &p, &zero)).then(|| (p, zero.clone()))
        })
    }

    /// A position where F fails, least in its orbit, in the region, that `served` accepts
    /// (a rule's move reaches F from it, or a piece covers it).
    pub(super) fn rule_witness(
        &self,
        perms: Option<&[Vec<usize>]>,
        served: impl Fn(&[u64]) -> bool,
    ) -> Option<Vec<u64>> {
        first(self.c.n(), 2, |p| !self.f.holds(p) && leader(p, perms) && self.in_region(p) && served(p))
    }

    /// Does one of `rule`'s moves reach F from `p` (as the obligation states it)?
    pub(super) fn serves(&self, rule: &[Template], p: &[u64]) -> bool {
        rule.iter().any(|t| t.serves(p, self.c.facets(), self.f))
    }
}
