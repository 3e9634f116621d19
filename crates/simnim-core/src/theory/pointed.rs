//! Pointed circuit complexes (E&S Thm 3.2).
//!
//! If every circuit C has a point p(C) (a vertex in no other circuit), the zero positions
//! are exactly the sums `Σ a_C e(C)`; in such a sum `a_C = n_{p(C)}` is forced, so a
//! position is zero iff `Σ n_{p(C)} e(C) = n` — decided for any `u64` piles. The winning
//! move follows the proof: grow the `a_C` greedily while `Σ a_C e(C) ≤ n`; the vertices
//! still above form a face. The length of a zero position is `Σ a_C` (E&S Prop 7.6).
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::complex::Complex;
use crate::sets::bits;

/// The circuits of a pointed circuit complex and their points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pointed {
    pub circuits: Vec<u64>,
    /// For each circuit, all its points (vertices in no other circuit).
    pub points: Vec<u64>,
}

impl Pointed {
    /// `Some` when every circuit is pointed (a complex without circuits, a simplex, is
    /// pointed vacuously); `None` when some circuit has no point.
    pub fn detect(circuits: &[u64]) -> Option<Pointed> {
        let mut points = Vec::with_capacity(circuits.len());
        for (i, &c) in circuits.iter().enumerate() {
            let others = circuits.iter().enumerate().filter(|&(j, _)| j != i).fold(0u64, |m, (_, &d)| m | d);
            let p = c & !others;
            if p == 0 {
                return None;
            }
            points.push(p);
        }
        Some(Pointed { circuits: circuits.to_vec(), points })
    }

    /// The chosen point of circuit `i` (its lowest point).
    pub fn point(&self, i: usize) -> usize {
        self.points[i].trailing_zeros() as usize
    }

    /// The forced coefficients `a_C = n_{p(C)}`.
    pub fn coefficients(&self, n: &[u64]) -> Vec<u64> {
        (0..self.circuits.len()).map(|i| n[self.point(i)]).collect()
    }

    fn combination(&self, a: &[u64], len: usize) -> Vec<u128> {
        let mut m = vec![0u128; len];
        for (i, &c) in self.circuits.iter().enumerate() {
            for v in bits(c) {
                m[v] += a[i] as u128;
            }
        }
        m
    }

    /// Is `n` a zero position?
    pub fn is_zero(&self, n: &[u64]) -> bool {
        let m = self.combination(&self.coefficients(n), n.len());
        m.iter().zip(n).all(|(&x, &y)| x == y as u128)
    }

    /// The length `ℓ(n) = Σ a_C` of a zero position (`None` if `n` is not zero).
    pub fn length(&self, n: &[u64]) -> Option<u128> {
        self.is_zero(n).then(|| self.coefficients(n).iter().map(|&a| a as u128).sum())
    }

    /// A winning move from an N-position, by the proof of Thm 3.2 (`None` for zero
    /// positions). The result is `Σ a_C e(C) ≤ n` with `a_C` grown greedily.
    pub fn winning_move(&self, complex: &Complex, n: &[u64]) -> Option<Vec<u64>> {
        if self.is_zero(n) {
            return None;
        }
        let mut m = vec![0u64; n.len()];
        for &c in &self.circuits {
            let slack = bits(c).map(|v| n[v] - m[v]).min().unwrap_or(0);
            for v in bits(c) {
                m[v] += slack;
            }
        }
        let face = (0..n.len()).filter(|&v| m[v] < n[v]).fold(0u64, |f, v| f | 1 << v);
        debug_assert!(face != 0 && complex.is_face(face), "Thm 3.2: the lowered vertices form a face");
        Some(m)
    }

    /// Explains the decision for `n` in the paper's terms.
    pub fn explain(&self, complex: &Complex, n: &[u64]) -> String {
        let a = self.coefficients(n);
        let terms: Vec<String> =
            self.circuits.iter().zip(&a).map(|(&c, &k)| format!("{k}·e{}", complex.set_to_string(c))).collect();
        let sum = if terms.is_empty() { "0".to_string() } else { terms.join(" + ") };
        let pos = crate::notation::position_to_string(n);
        if self.is_zero(n) {
            format!(
                "({pos}) is a sum of circuit vectors, each taken as often as the pile on its point: ({pos}) = {sum}, so it is a P-position — every move leaves a position that is not such a sum (E&S Thm 3.2, every circuit of this complex is pointed)"
            )
        } else {
            let forced: Vec<u128> = (0..n.len())
                .map(|v| self.circuits.iter().zip(&a).filter(|(&c, _)| c >> v & 1 == 1).map(|(_, &k)| k as u128).sum())
                .collect();
            let forced: Vec<String> = forced.iter().map(u128::to_string).collect();
            format!(
                "({pos}) is not a sum of circuit vectors: the piles on the circuits' points ask for {sum} = ({}), which is not ({pos}); so some move reaches a P-position (E&S Thm 3.2, every circuit of this complex is pointed)",
                forced.join(",")
            )
        }
    }
}
