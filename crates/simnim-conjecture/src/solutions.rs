//! The positions of a box where linear equations over the piles hold, listed from the
//! equations' free piles instead of sweeping the whole box: a piece with r independent
//! equations is checked on (K+1)^(n−r) positions of a box of (K+1)^n. The miner's false
//! positives are then found the same (the set, not the order) in a fraction of the time.
//!
//! The equations are brought to reduced echelon form by fraction-free elimination in `i128`
//! (an overflow gives up, and the caller sweeps the box): each pivot pile p is
//! `x_p = −(Σ_j c_j x_j) / d` over the free piles j, a position only when the division is
//! exact and the quotient lies in the box.

use simnim_core::{Grid, Limits};

use super::formula::{Formula, Term};
use super::lattice::RowSpace;

/// A linear equation Σ c·x_v = 0 over the piles: `(v, c)` pairs.
pub(crate) type Equation = Vec<(usize, i128)>;

/// The linear equations a formula says at its top level ("x_i = x_j", "x_i = 0", sums with
/// multipliers): where the formula holds, they hold. Others (minima, an `apply`) are left
/// to the formula itself.
pub(crate) fn equations_of(f: &Formula) -> Vec<Equation> {
    let atoms = match f {
        Formula::And(atoms) => atoms.as_slice(),
        f => std::slice::from_ref(f),
    };
    atoms
        .iter()
        .filter_map(|a| match a {
            Formula::Eq(l, r) => {
                let (mut e, c) = linear(l, 1)?;
                let (e2, c2) = linear(r, -1)?;
                e.extend(e2);
                (c.checked_add(c2)? == 0).then_some(e)
            }
            _ => None,
        })
        .collect()
}

/// A term as Σ c·x_v + constant, times `k`; `None` when it is not linear.
fn linear(t: &Term, k: i128) -> Option<(Equation, i128)> {
    match t {
        Term::Int(c) => Some((vec![], k.checked_mul(*c as i128)?)),
        Term::X(v) => Some((vec![(*v, k)], 0)),
        Term::Mul(c, t) => linear(t, k.checked_mul(*c as i128)?),
        Term::Add(ts) => ts.iter().try_fold((vec![], 0i128), |(mut e, c), t| {
            let (e2, c2) = linear(t, k)?;
            e.extend(e2);
            Some((e, c.checked_add(c2)?))
        }),
        Term::Min(_) | Term::Max(_) => None,
    }
}

/// The equations solved for their pivot piles.
#[derive(Debug)]
pub(crate) struct Solved {
    /// The free piles, in vertex order.
    pub(crate) free: Vec<usize>,
    /// `(pivot pile, d, c)`: d·x_pivot + Σ_k c[k]·x_free[k] = 0, d > 0.
    rows: Vec<(usize, i128, Vec<i128>)>,
}

/// Solves `eqs` over `n` piles (the miner's exact elimination, [`RowSpace`]); `None`
/// without any equation of rank > 0 or on overflow.
pub(crate) fn solve(eqs: &[Equation], n: usize) -> Option<Solved> {
    let mut space = RowSpace::new(n);
    for e in eqs {
        let mut row = vec![0i128; n];
        for &(v, c) in e {
            row[v] = row[v].checked_add(c)?;
        }
        space.add(&row)?;
    }
    if space.rank() == 0 {
        return None;
    }
    let reduced = space.reduced()?;
    let free: Vec<usize> = (0..n).filter(|v| reduced.iter().all(|(p, _)| p != v)).collect();
    let rows = reduced
        .into_iter()
        .map(|(p, r)| {
            let sign = r[p].signum();
            (p, r[p] * sign, free.iter().map(|&j| r[j] * sign).collect())
        })
        .collect();
    Some(Solved { free, rows })
}

impl Solved {
    /// The box of the free piles within `grid` (never bigger than it).
    pub(crate) fn free_grid(&self, grid: &Grid) -> Option<Grid> {
        let top: Vec<u64> = self.free.iter().map(|&j| grid.radix[j] - 1).collect();
        Grid::new(&top, &Limits { max_positions: grid.size as u64, ..Limits::NATIVE }).ok()
    }

    /// Completes the free piles `q` to the position `p` of `grid` where every equation
    /// holds; `false` when there is none (a pivot pile not an integer, or outside the box).
    pub(crate) fn complete(&self, grid: &Grid, q: &[u64], p: &mut [u64]) -> bool {
        for (k, &j) in self.free.iter().enumerate() {
            p[j] = q[k];
        }
        for (pivot, d, c) in &self.rows {
            let s: i128 = c.iter().zip(q).map(|(&c, &x)| c * x as i128).sum();
            if s % d != 0 {
                return false;
            }
            let x = -s / d;
            if x < 0 || x >= grid.radix[*pivot] as i128 {
                return false;
            }
            p[*pivot] = x as u64;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position of the box, checked one by one (the sweep this module replaces).
    fn by_sweep(grid: &Grid, eqs: &[Equation]) -> Vec<Vec<u64>> {
        (0..grid.size)
            .map(|i| grid.decode(i))
            .filter(|p| eqs.iter().all(|e| e.iter().map(|&(v, c)| c * p[v] as i128).sum::<i128>() == 0))
            .collect()
    }

    fn by_solving(grid: &Grid, s: &Solved) -> Vec<Vec<u64>> {
        let free = s.free_grid(grid).unwrap();
        let mut out = Vec::new();
        let mut p = vec![0u64; grid.dims()];
        for i in 0..free.size {
            if s.complete(grid, &free.decode(i), &mut p) {
                out.push(p.clone());
            }
        }
        out.sort();
        out
    }

    #[test]
    fn the_solutions_are_the_swept_ones() {
        let limits = Limits::default();
        let cases: Vec<(usize, u64, Vec<Equation>)> = vec![
            // CN(7,4)'s shape: a = b, c = g, d = f, a + c = d + e.
            (
                7,
                4,
                vec![
                    vec![(0, 1), (1, -1)],
                    vec![(2, 1), (6, -1)],
                    vec![(3, 1), (5, -1)],
                    vec![(0, 1), (2, 1), (3, -1), (4, -1)],
                ],
            ),
            // Non-unit pivots: 2x0 = x1, 3x2 = x1 + x3 (divisibility decides).
            (4, 6, vec![vec![(0, 2), (1, -1)], vec![(2, 3), (1, -1), (3, -1)]]),
            // Dependent and repeated equations, an equation with no solution but zero.
            (3, 5, vec![vec![(0, 1), (1, 1)], vec![(0, 2), (1, 2)], vec![(0, 1), (1, -1), (2, 0)]]),
            (5, 3, vec![vec![(4, 2), (0, -3), (1, 5)], vec![(1, 1), (2, 1), (3, -1)]]),
        ];
        for (n, k, eqs) in cases {
            let grid = Grid::new(&vec![k; n], &limits).unwrap();
            let s = solve(&eqs, n).unwrap();
            assert_eq!(by_solving(&grid, &s), by_sweep(&grid, &eqs), "{eqs:?}");
        }
        assert!(solve(&[vec![(0, 0)]], 2).is_none(), "no equation of rank > 0");
        assert!(solve(&[], 2).is_none(), "no equation at all");
        assert!(solve(&[vec![(0, i128::MAX), (1, 3)], vec![(0, 3), (1, i128::MAX)]], 2).is_none(), "overflow gives up");
    }

    #[test]
    fn a_formula_says_its_top_level_equations() {
        use super::super::formula::Formula as F;
        let x = Term::X;
        let f = F::And(vec![
            F::Eq(x(0), x(1)),
            F::Eq(x(2), Term::Int(0)),
            F::Eq(Term::Add(vec![x(0), Term::Mul(2, Box::new(x(3)))]), Term::Add(vec![x(4), Term::Int(0)])),
            // Not equations over the piles: a constant, a minimum, an inequality.
            F::Eq(x(1), Term::Int(3)),
            F::Eq(x(1), Term::Min(vec![x(2), x(3)])),
            F::Le(x(0), x(4)),
        ]);
        assert_eq!(equations_of(&f), vec![vec![(0, 1), (1, -1)], vec![(2, 1)], vec![(0, 1), (3, 2), (4, -1)]]);
        assert_eq!(equations_of(&F::Eq(x(0), x(1))), vec![vec![(0, 1), (1, -1)]]);
        assert!(equations_of(&F::Or(vec![F::Eq(x(0), x(1))])).is_empty(), "a union says no equation");
    }

    proptest::proptest! {
        #[test]
        fn random_equations_have_the_swept_solutions(
            n in 1usize..5,
            k in 1u64..5,
            raw in proptest::collection::vec(proptest::collection::vec(-3i128..4, 4), 1..4),
        ) {
            let eqs: Vec<Equation> = raw.iter().map(|r| r.iter().take(n).copied().enumerate().collect()).collect();
            let grid = Grid::new(&vec![k; n], &Limits::default()).unwrap();
            let swept = by_sweep(&grid, &eqs);
            match solve(&eqs, n) {
                Some(s) => proptest::prop_assert_eq!(by_solving(&grid, &s), swept),
                // Rank 0: every position solves them.
                None => proptest::prop_assert_eq!(swept.len(), grid.size),
            }
        }
    }
}
