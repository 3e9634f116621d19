//! A winning-move rule's parts: affine functions of the piles and the templates that say
//! which piles a move sets to which affine values (under which symmetry), and a case in
//! words for the certificate's comments.

use super::formula::Formula;

/// An affine function of the piles: `Σ coeffs[i] · x_i + constant`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Affine {
    pub coeffs: Vec<i64>,
    pub constant: i64,
}

impl Affine {
    /// Its value at `p`.
    pub fn eval(&self, p: &[u64]) -> i128 {
        self.coeffs.iter().zip(p).map(|(&c, &x)| c as i128 * x as i128).sum::<i128>() + self.constant as i128
    }

    /// The SMT-LIB term over the variables `vars`.
    pub fn smt(&self, vars: &[String]) -> String {
        let mut parts: Vec<String> = Vec::new();
        for (&c, v) in self.coeffs.iter().zip(vars) {
            match c {
                0 => {}
                1 => parts.push(v.clone()),
                _ => parts.push(format!("(* {} {v})", num(c as i128))),
            }
        }
        if self.constant != 0 || parts.is_empty() {
            parts.push(num(self.constant as i128));
        }
        if parts.len() == 1 {
            parts.pop().unwrap_or_default()
        } else {
            format!("(+ {})", parts.join(" "))
        }
    }
}

/// A winning-move rule's case: the piles in `moved` are set to affine functions of the
/// position; the others stay.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Template {
    pub moved: Vec<(usize, Affine)>,
    /// For F = some_sym(G, B): the g ∈ G with B(q∘g) at the target q (a stronger claim than
    /// F(q), and a smaller one for the solver); `None`: F(q) itself.
    pub via: Option<Vec<usize>>,
}

impl Template {
    /// Does its move from `p` reach F (through `via`, as the obligation states it)?
    pub fn serves(&self, p: &[u64], facets: &[u64], f: &Formula) -> bool {
        let Some(q) = self.apply(p, facets) else { return false };
        match (&self.via, f) {
            (Some(g), Formula::SomeSym(_, body)) => body.holds(&g.iter().map(|&i| q[i]).collect::<Vec<_>>()),
            _ => f.holds(&q),
        }
    }

    /// The position it moves `p` to, if it is a legal move within `facets` (every pile
    /// non-negative and not raised, at least one lowered, the lowered ones in one facet).
    pub fn apply(&self, p: &[u64], facets: &[u64]) -> Option<Vec<u64>> {
        let mut q = p.to_vec();
        let mut changed = 0u64;
        for (v, a) in &self.moved {
            let x = a.eval(p);
            if x < 0 || x > p[*v] as i128 {
                return None;
            }
            q[*v] = x as u64;
            if q[*v] < p[*v] {
                changed |= 1 << v;
            }
        }
        (changed != 0 && facets.iter().any(|&f| changed & !f == 0)).then_some(q)
    }
}

/// A rule's case in words, for the files' comments.
pub fn describe(t: &Template) -> String {
    let parts: Vec<String> = t
        .moved
        .iter()
        .map(|(v, a)| {
            let terms: Vec<String> = a
                .coeffs
                .iter()
                .enumerate()
                .filter(|(_, &c)| c != 0)
                .map(|(i, &c)| match c {
                    1 => format!("x{i}"),
                    -1 => format!("-x{i}"),
                    _ => format!("{c}*x{i}"),
                })
                .collect();
            let mut s = terms.join(" + ").replace("+ -", "- ");
            if a.constant != 0 || s.is_empty() {
                if s.is_empty() {
                    s = a.constant.to_string();
                } else if a.constant > 0 {
                    s.push_str(&format!(" + {}", a.constant));
                } else {
                    s.push_str(&format!(" - {}", -a.constant));
                }
            }
            format!("x{v} := {s}")
        })
        .collect();
    parts.join(", ")
}

/// An SMT-LIB numeral (negative ones as `(- k)`).
pub(crate) fn num(k: i128) -> String {
    if k < 0 {
        format!("(- {})", k.unsigned_abs())
    } else {
        k.to_string()
    }
}
