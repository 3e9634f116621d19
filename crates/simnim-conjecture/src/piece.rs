//! One piece of a description: a conjunction the miner fits to a cell of P-positions —
//! "vertex m carries a smallest pile" (optional), order conditions between piles, and
//! integer equations over piles and minima of two piles — and how it becomes a formula.

use super::formula::{Formula, Term, MAX_COEFF};

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
