//! Exact linear algebra for the miner: the integer relations that hold on a set of points
//! (the nullspace of their feature vectors over the rationals, scaled to primitive integer
//! vectors), made sparse by small integer combinations. Fraction-free elimination in
//! `i128` with gcd reduction; an overflow gives up (`None`) rather than answering wrong.

/// An echelon basis of the row space seen so far.
#[derive(Default)]
pub(crate) struct RowSpace {
    /// Rows, each with its pivot column; pivots strictly increase.
    rows: Vec<(usize, Vec<i128>)>,
    width: usize,
}

/// The greatest common divisor, by Stein's binary algorithm (no 128-bit division, which is
/// what the miner's eliminations spent most of their time in).
fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    if a == 0 || b == 0 {
        return (a | b) as i128;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return (a << shift) as i128;
        }
    }
}

/// Divides by the gcd of the entries; makes the first nonzero entry positive.
pub(crate) fn primitive(v: &mut [i128]) {
    let mut g = 0;
    for &x in v.iter() {
        g = gcd(g, x);
        if g == 1 {
            break;
        }
    }
    if g > 1 {
        v.iter_mut().for_each(|x| *x /= g);
    }
    if v.iter().find(|&&x| x != 0).is_some_and(|&x| x < 0) {
        v.iter_mut().for_each(|x| *x = -*x);
    }
}

impl RowSpace {
    pub(crate) fn new(width: usize) -> RowSpace {
        RowSpace { rows: Vec::new(), width }
    }

    pub(crate) fn rank(&self) -> usize {
        self.rows.len()
    }

    /// Adds a row; `Some(true)` if it was independent, `None` on overflow.
    pub(crate) fn add(&mut self, row: &[i128]) -> Option<bool> {
        let mut r = row.to_vec();
        for (p, b) in &self.rows {
            if r[*p] != 0 {
                let (x, y) = (b[*p], r[*p]);
                for k in 0..self.width {
                    r[k] = r[k].checked_mul(x)?.checked_sub(b[k].checked_mul(y)?)?;
                }
                primitive(&mut r);
            }
        }
        let Some(p) = r.iter().position(|&x| x != 0) else { return Some(false) };
        let at = self.rows.partition_point(|(q, _)| *q < p);
        self.rows.insert(at, (p, r));
        Some(true)
    }

    /// The rows fully reduced (each pivot column zero in the other rows), with their pivot
    /// columns in increasing order. `None` on overflow.
    pub(crate) fn reduced(&self) -> Option<Vec<(usize, Vec<i128>)>> {
        let mut rows: Vec<(usize, Vec<i128>)> = self.rows.clone();
        for i in (0..rows.len()).rev() {
            let (p, b) = rows[i].clone();
            for (j, (_, r)) in rows.iter_mut().enumerate() {
                if j != i && r[p] != 0 {
                    let (x, y) = (b[p], r[p]);
                    for k in 0..self.width {
                        r[k] = r[k].checked_mul(x)?.checked_sub(b[k].checked_mul(y)?)?;
                    }
                    primitive(r);
                }
            }
        }
        Some(rows)
    }

    /// A basis of the vectors `v` with `row · v = 0` for every row: primitive integer
    /// vectors, one per free column. `None` on overflow.
    pub(crate) fn nullspace(&self) -> Option<Vec<Vec<i128>>> {
        let rows = self.reduced()?;
        let pivots: Vec<usize> = rows.iter().map(|(p, _)| *p).collect();
        let mut out = Vec::new();
        for f in (0..self.width).filter(|c| !pivots.contains(c)) {
            // v[f] = l, v[p_i] = -r_i[f] * l / r_i[p_i].
            let mut l: i128 = 1;
            for (p, r) in &rows {
                if r[f] != 0 {
                    let a = r[*p].abs();
                    l = (l / gcd(l, a)).checked_mul(a)?;
                }
            }
            let mut v = vec![0i128; self.width];
            v[f] = l;
            for (p, r) in &rows {
                if r[f] != 0 {
                    v[*p] = (-r[f]).checked_mul(l / r[*p])?;
                }
            }
            primitive(&mut v);
            out.push(v);
        }
        Some(out)
    }
}

/// The integer relations that hold on every row of `points` (feature vectors), sparse.
/// Builds the row space from a sample, then checks every row against the relations and
/// adds the rows that break one, until none does. `None` on overflow.
pub(crate) fn relations(points: &[Vec<i128>], width: usize) -> Option<Vec<Vec<i128>>> {
    let mut space = RowSpace::new(width);
    // A spread-out sample first: most rows add nothing once the rank is reached.
    let step = (points.len() / 64).max(1);
    for r in points.iter().step_by(step) {
        space.add(r)?;
        if space.rank() == width {
            return Some(Vec::new());
        }
    }
    loop {
        let null = space.nullspace()?;
        let broken = points.iter().find(|r| null.iter().any(|v| dot(r, v) != 0));
        match broken {
            None => return Some(sparsify(null)),
            Some(r) => {
                let r = r.clone();
                space.add(&r)?;
                if space.rank() == width {
                    return Some(Vec::new());
                }
            }
        }
    }
}

pub(crate) fn dot(a: &[i128], b: &[i128]) -> i128 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Cost of a relation for a reader: fewer terms, then smaller coefficients.
fn cost(v: &[i128]) -> (usize, i128) {
    (v.iter().filter(|&&x| x != 0).count(), v.iter().map(|x| x.abs()).sum())
}

/// Replaces basis vectors by small combinations with others while that makes them
/// sparser (same span: each replacement keeps a nonzero multiple of the vector replaced).
pub(crate) fn sparsify(mut basis: Vec<Vec<i128>>) -> Vec<Vec<i128>> {
    let mults: [i128; 6] = [1, -1, 2, -2, 3, -3];
    for _round in 0..20 {
        let mut changed = false;
        for i in 0..basis.len() {
            for j in 0..basis.len() {
                if i == j {
                    continue;
                }
                for a in [1i128, 2, 3] {
                    for &b in &mults {
                        let mut w: Vec<i128> = basis[i].iter().zip(&basis[j]).map(|(x, y)| a * x + b * y).collect();
                        primitive(&mut w);
                        if w.iter().any(|&x| x != 0) && cost(&w) < cost(&basis[i]) {
                            basis[i] = w;
                            changed = true;
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    basis.sort_by_key(|v| cost(v));
    basis
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_gcd_is_euclids() {
        let euclid = |a: i128, b: i128| {
            let (mut a, mut b) = (a.abs(), b.abs());
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let big = [0, 1, 2, 3, 12, 18, 97, 1 << 40, 3 << 70, 6 * 35 * (1 << 50), i128::MAX, -i128::MAX];
        for a in (-40..40).chain(big) {
            for b in (-40..40).chain(big) {
                assert_eq!(gcd(a, b), euclid(a, b), "gcd({a}, {b})");
            }
        }
    }

    #[test]
    fn relations_of_example_3_3() {
        // (a+b, c, a, b, a+c): n1 = n3 + n4, n5 = n2 + n3.
        let mut pts = Vec::new();
        for a in 0..4i128 {
            for b in 0..4 {
                for c in 0..4 {
                    pts.push(vec![a + b, c, a, b, a + c]);
                }
            }
        }
        let rel = relations(&pts, 5).unwrap();
        assert_eq!(rel.len(), 2);
        for v in &rel {
            assert!(pts.iter().all(|p| dot(p, v) == 0));
            assert_eq!(v.iter().filter(|&&x| x != 0).count(), 3);
        }
    }
}
