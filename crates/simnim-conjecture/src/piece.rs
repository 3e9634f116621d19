//! One piece of a description: a conjunction the miner fits to a cell of P-positions —
//! "vertex m carries a smallest pile" (optional), order conditions between piles, and
//! integer equations over piles and minima of two piles — and how it becomes a formula.

use super::formula::{Formula, Term, MAX_COEFF};
use super::solutions::Equation;

/// A feature of a position: a pile, or the smaller of two piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Feat {
    X(usize),
    Min(usize, usize),
}

impl Feat {
    #[inline]
    pub(crate) fn at(self, p: &[u64]) -> i128 {
        match self {
            Feat::X(i) => p[i] as i128,
            Feat::Min(i, j) => p[i].min(p[j]) as i128,
        }
    }

    fn term(self) -> Term {
        match self {
            Feat::X(i) => Term::X(i),
            Feat::Min(i, j) => Term::Min(vec![Term::X(i), Term::X(j)]),
        }
    }
}

/// An order condition (or a zero, or an equality) between piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Cond {
    Le(usize, usize),
    Lt(usize, usize),
    /// 0 < x_i.
    Pos(usize),
    /// x_i = 0.
    Zero(usize),
    /// x_i = x_j.
    Same(usize, usize),
}

impl Cond {
    #[inline]
    pub(crate) fn holds(self, p: &[u64]) -> bool {
        match self {
            Cond::Le(i, j) => p[i] <= p[j],
            Cond::Lt(i, j) => p[i] < p[j],
            Cond::Pos(i) => p[i] > 0,
            Cond::Zero(i) => p[i] == 0,
            Cond::Same(i, j) => p[i] == p[j],
        }
    }

    /// Do the cell and this condition fix the order of piles `i` and `j`?
    pub(crate) fn orders(self, i: usize, j: usize) -> bool {
        match self {
            Cond::Le(a, b) | Cond::Lt(a, b) | Cond::Same(a, b) => (a, b) == (i, j) || (a, b) == (j, i),
            Cond::Zero(a) => a == i || a == j,
            Cond::Pos(_) => false,
        }
    }

    pub(crate) fn formula(self) -> Formula {
        match self {
            Cond::Le(i, j) => Formula::Le(Term::X(i), Term::X(j)),
            Cond::Lt(i, j) => Formula::Lt(Term::X(i), Term::X(j)),
            Cond::Pos(i) => Formula::Lt(Term::Int(0), Term::X(i)),
            Cond::Zero(i) => Formula::Eq(Term::X(i), Term::Int(0)),
            Cond::Same(i, j) => Formula::Eq(Term::X(i), Term::X(j)),
        }
    }
}

/// Positions stored pile by pile, to count quickly where an order condition fails (the
/// miner's choice of inequalities counts, for each of some hundred conditions, the false
/// positives each would cut). Piles are kept as `u32` (beyond it, as their ranks among the
/// piles and 0, which keeps every comparison and every zero).
pub(crate) struct Columns {
    cols: Vec<Vec<u32>>,
}

impl Columns {
    pub(crate) fn new<'a>(points: impl IntoIterator<Item = &'a Vec<u64>> + Clone, n: usize) -> Columns {
        let wide = points.clone().into_iter().flatten().any(|&x| x > u32::MAX as u64);
        let mut ranks: Vec<u64> = Vec::new();
        if wide {
            ranks = points.clone().into_iter().flatten().copied().chain([0]).collect();
            ranks.sort_unstable();
            ranks.dedup();
        }
        let small = |x: u64| if wide { ranks.partition_point(|&r| r < x) as u32 } else { x as u32 };
        let mut cols = vec![Vec::new(); n];
        for p in points {
            for (c, &x) in cols.iter_mut().zip(p.iter()) {
                c.push(small(x));
            }
        }
        Columns { cols }
    }

    pub(crate) fn len(&self) -> usize {
        self.cols.first().map_or(0, Vec::len)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many of the positions `c` fails at.
    pub(crate) fn failing(&self, c: Cond) -> usize {
        let pairs = |i: usize, j: usize| self.cols[i].iter().zip(&self.cols[j]);
        match c {
            Cond::Le(i, j) => pairs(i, j).filter(|(a, b)| a > b).count(),
            Cond::Lt(i, j) => pairs(i, j).filter(|(a, b)| a >= b).count(),
            Cond::Same(i, j) => pairs(i, j).filter(|(a, b)| a != b).count(),
            Cond::Pos(i) => self.cols[i].iter().filter(|&&a| a == 0).count(),
            Cond::Zero(i) => self.cols[i].iter().filter(|&&a| a != 0).count(),
        }
    }

    /// Keeps the positions where `c` holds (read on the stored piles, whose order and zeros
    /// are the positions').
    pub(crate) fn retain(&mut self, c: Cond) {
        let mut row = vec![0u64; self.cols.len()];
        let keep: Vec<bool> = (0..self.len())
            .map(|k| {
                for (x, col) in row.iter_mut().zip(&self.cols) {
                    *x = col[k] as u64;
                }
                c.holds(&row)
            })
            .collect();
        for col in &mut self.cols {
            let mut k = 0;
            col.retain(|_| {
                k += 1;
                keep[k - 1]
            });
        }
    }
}

/// A piece: every part must hold.
#[derive(Clone, Debug)]
pub(crate) struct Piece {
    /// Vertex `m` with `x_m = min(p)`.
    pub(crate) cell: Option<usize>,
    pub(crate) conds: Vec<Cond>,
    /// Equations: sparse integer combinations of features equal to 0.
    pub(crate) eqs: Vec<Vec<(Feat, i128)>>,
}

impl Piece {
    #[inline]
    pub(crate) fn holds(&self, p: &[u64]) -> bool {
        if let Some(m) = self.cell {
            let x = p[m];
            if p.iter().any(|&y| y < x) {
                return false;
            }
        }
        self.eqs.iter().all(|e| e.iter().map(|&(f, c)| c * f.at(p)).sum::<i128>() == 0)
            && self.conds.iter().all(|c| c.holds(p))
    }

    /// The linear equations over the piles the piece says (its equations over piles only,
    /// its zeros and equal piles): where it holds, they hold.
    pub(crate) fn equations(&self) -> Vec<Equation> {
        let over_piles = self.eqs.iter().filter_map(|e| {
            e.iter().map(|&(f, c)| if let Feat::X(v) = f { Some((v, c)) } else { None }).collect::<Option<Equation>>()
        });
        let said = self.conds.iter().filter_map(|c| match *c {
            Cond::Zero(i) => Some(vec![(i, 1)]),
            Cond::Same(i, j) => Some(vec![(i, 1), (j, -1)]),
            _ => None,
        });
        over_piles.chain(said).collect()
    }

    /// Can the piece be written in the grammar (multipliers within −8..8)?
    pub(crate) fn writable(&self) -> bool {
        self.eqs.iter().all(|e| e.iter().all(|&(_, c)| c.abs() <= MAX_COEFF as i128))
    }

    /// Builds the equations from dense relation vectors over `feats`.
    pub(crate) fn sparse(feats: &[Feat], rels: &[Vec<i128>]) -> Vec<Vec<(Feat, i128)>> {
        rels.iter().map(|v| v.iter().zip(feats).filter(|(c, _)| **c != 0).map(|(&c, &f)| (f, c)).collect()).collect()
    }

    /// The piece as a formula: the cell, the conditions, then the equations with positive
    /// terms on the left (the side with the earliest feature first).
    pub(crate) fn formula(&self, n: usize) -> Formula {
        let mut atoms = Vec::new();
        if let Some(m) = self.cell {
            atoms.push(Formula::Eq(Term::X(m), Term::Min((0..n).map(Term::X).collect())));
        }
        atoms.extend(self.conds.iter().map(|c| c.formula()));
        for e in &self.eqs {
            let side = |sign: i128| -> Term {
                let ts: Vec<Term> = e
                    .iter()
                    .filter(|(_, c)| c.signum() == sign)
                    .map(|&(f, c)| if c.abs() == 1 { f.term() } else { Term::Mul(c.abs() as i64, Box::new(f.term())) })
                    .collect();
                match ts.len() {
                    0 => Term::Int(0),
                    1 => ts.into_iter().next().unwrap_or(Term::Int(0)),
                    _ => Term::Add(ts),
                }
            };
            let first = e.first().map(|&(_, c)| c.signum()).unwrap_or(1);
            atoms.push(Formula::Eq(side(first), side(-first)));
        }
        match atoms.len() {
            0 => Formula::True,
            1 => atoms.pop().unwrap_or(Formula::True),
            _ => Formula::And(atoms),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Counted pile by pile, a condition fails where it fails position by position, and
        /// what is kept is what holds — for small piles and for piles beyond 32 bits (kept
        /// as their ranks).
        #[test]
        fn columns_count_as_the_positions_say(
            points in proptest::collection::vec(proptest::collection::vec(0u64..4, 4), 0..40),
            i in 0usize..4,
            j in 0usize..4,
            kind in 0usize..5,
            wide in proptest::bool::ANY,
        ) {
            let c = [Cond::Le(i, j), Cond::Lt(i, j), Cond::Pos(i), Cond::Zero(i), Cond::Same(i, j)][kind];
            let points: Vec<Vec<u64>> = points.iter().map(|p| p.iter().map(|&x| if wide { x << 40 } else { x }).collect()).collect();
            let mut cols = Columns::new(&points, 4);
            proptest::prop_assert_eq!(cols.failing(c), points.iter().filter(|p| !c.holds(p)).count());
            cols.retain(c);
            let kept: Vec<&Vec<u64>> = points.iter().filter(|p| c.holds(p)).collect();
            proptest::prop_assert_eq!(cols.len(), kept.len());
            if !wide {
                for (k, p) in kept.iter().enumerate() {
                    proptest::prop_assert!((0..4).all(|v| cols.cols[v][k] as u64 == p[v]));
                }
            }
        }
    }
}
