//! The papers' theorems as engines. [`Theory::of`] studies a complex once (circuits,
//! pointedness, binary matroid, Nim-regularity, structure); [`Theory::decide`] then
//! answers positions of any size when a theorem applies, with the theorem's name, a
//! one-sentence reason, a winning move and (when known) the length — and says `None`,
//! never guesses, when no theorem applies.

pub mod length;
pub mod matroid;
pub mod nim_basis;
pub mod pointed;
pub mod structure;

use crate::core::analysis::Method;
use crate::core::complex::{bits, Complex};
use crate::core::grid::Limits;
use crate::core::solve::PnJob;
use matroid::BinaryMatroid;
use nim_basis::{NimBasis, Regularity};
use pointed::Pointed;
use structure::Structure;

/// Where the Nim-regularity answer came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegularitySource {
    /// The complex is a binary matroid; the basis is the kernel of φ (Thm 5.5).
    Matroid,
    /// The `{0..3}^V` box (Prop 4.3 / Thm 4.4).
    Box,
}

/// Nim-regularity as far as it could be decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegularityStatus {
    Known(Regularity, RegularitySource),
    /// Not decided, and why (e.g. too many vertices for the box).
    Unknown(String),
}

/// Everything the theorems say about one complex.
#[derive(Clone, Debug)]
pub struct Theory {
    pub complex: Complex,
    pub circuits: Vec<u64>,
    pub pointed: Option<Pointed>,
    pub matroid: Option<BinaryMatroid>,
    pub regularity: RegularityStatus,
    pub structure: Structure,
    /// For a join of two or more parts: each factor's complex, its vertices in this
    /// complex, and its own theory.
    pub factors: Vec<(Complex, Vec<usize>, Theory)>,
}

/// A theorem's verdict on one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub zero: bool,
    pub method: Method,
    pub explanation: String,
    /// A winning move for N-positions, constructed by the theorem's proof.
    pub winning_move: Option<Vec<u64>>,
    /// The length ℓ of a zero position, when a closed form gives it.
    pub length: Option<u128>,
}

impl Theory {
    /// Studies a complex. Never fails: what cannot be decided is recorded as unknown.
    pub fn of(c: &Complex, limits: &Limits) -> Theory {
        let circuits = c.circuits().unwrap_or_default();
        let pointed = Pointed::detect(&circuits);
        let n = c.n();
        // Subset-by-subset verification costs 2^n face tests.
        let matroid = if n <= matroid::MAX_VERIFY_VERTICES && (1u128 << n) * c.facets().len() as u128 <= 60_000_000 {
            matroid::recognize(c, &circuits)
        } else {
            None
        };
        let regularity = match &matroid {
            Some(m) => RegularityStatus::Known(
                Regularity::Regular(NimBasis::Kernel { phi: m.phi.clone() }),
                RegularitySource::Matroid,
            ),
            None => match nim_basis::decide(c, limits, |_, _| true) {
                Ok(r) => RegularityStatus::Known(r, RegularitySource::Box),
                Err(e) => RegularityStatus::Unknown(format!("the {{0..3}}^V test needs 4^{n} positions: {e}")),
            },
        };
        let structure = Structure::of(c, &circuits);
        let parts = structure.join_factors.len() + structure.cone_points.count_ones() as usize;
        let factors = if parts >= 2 {
            structure
                .join_factors
                .iter()
                .filter_map(|&f| c.induced(f).ok())
                .map(|(fc, verts)| {
                    let t = Theory::of(&fc, limits);
                    (fc, verts, t)
                })
                .collect()
        } else {
            Vec::new()
        };
        Theory { complex: c.clone(), circuits, pointed, matroid, regularity, structure, factors }
    }

    /// The Nim-basis, when the complex is Nim-regular.
    pub fn basis(&self) -> Option<&NimBasis> {
        match &self.regularity {
            RegularityStatus::Known(Regularity::Regular(b), _) => Some(b),
            _ => None,
        }
    }

    /// Decides `n` by a theorem, or `None` when none applies. `limits` bounds the
    /// searches allowed on join factors that no theorem covers.
    pub fn decide(&self, n: &[u64], limits: &Limits) -> Option<Decision> {
        let c = &self.complex;
        if self.circuits.is_empty() {
            return None; // a simplex: the simplex-sum method answers, with the value
        }
        if let Some(p) = &self.pointed {
            let zero = p.is_zero(n);
            return Some(Decision {
                zero,
                method: Method::PointedCircuits,
                explanation: p.explain(c, n),
                winning_move: p.winning_move(c, n),
                length: p.length(n),
            });
        }
        if let Some(b) = self.basis() {
            let zero = b.is_zero(n);
            let method = match &self.regularity {
                RegularityStatus::Known(_, RegularitySource::Matroid) => Method::BinaryMatroid,
                _ => Method::NimBasis,
            };
            let mut explanation = b.explain(c, n);
            if method == Method::BinaryMatroid {
                explanation.push_str("; the basis is the kernel of the matroid's GF(2) representation (Thm 5.5)");
            }
            return Some(Decision { zero, method, explanation, winning_move: b.winning_move(c, n), length: None });
        }
        if !self.factors.is_empty() {
            return self.decide_join(n, limits);
        }
        None
    }

    /// Thm 6.1: zero iff zero on every join factor; cone points must be empty (Cor 6.3).
    fn decide_join(&self, n: &[u64], limits: &Limits) -> Option<Decision> {
        let c = &self.complex;
        let mut zero = true;
        let mut target = n.to_vec();
        let mut reasons = Vec::new();
        for v in bits(self.structure.cone_points) {
            if n[v] > 0 {
                zero = false;
                target[v] = 0;
                reasons.push(format!("cone point {} has {} chips (must be 0, Cor 6.3)", c.labels()[v], n[v]));
            }
        }
        for (fc, verts, t) in &self.factors {
            let part: Vec<u64> = verts.iter().map(|&v| n[v]).collect();
            let (fz, mv, why) = match t.decide(&part, limits) {
                Some(d) => (d.zero, d.winning_move, d.explanation),
                None => {
                    // Search the factor's own (smaller) box.
                    let job = PnJob::new(fc, &part, limits).ok()?;
                    let table = job.run();
                    let z = table.is_p(&part);
                    let mv = if z { None } else { first_move_to_p(fc, &part, |m| table.is_p(m)) };
                    (z, mv, format!("searched {} positions", table.grid.size))
                }
            };
            if !fz {
                zero = false;
                let m = mv?;
                for (k, &v) in verts.iter().enumerate() {
                    target[v] = m[k];
                }
            }
            reasons.push(format!("{} is {} ({why})", fc.to_string(), if fz { "zero" } else { "not zero" }));
        }
        let explanation = format!(
            "{}: Δ is a join, so n is zero iff it is zero on every factor (Thm 6.1): {}",
            if zero { "zero" } else { "not zero" },
            reasons.join("; ")
        );
        Some(Decision {
            zero,
            method: Method::JoinFactors,
            explanation,
            winning_move: (!zero).then_some(target),
            length: None,
        })
    }
}

/// The first position `m ≤_F n` (some facet F), `m ≠ n`, accepted by `is_p`.
fn first_move_to_p(c: &Complex, n: &[u64], is_p: impl Fn(&[u64]) -> bool) -> Option<Vec<u64>> {
    for &f in c.facets() {
        let fv: Vec<usize> = bits(f).collect();
        let radix: Vec<u64> = fv.iter().map(|&v| n[v] + 1).collect();
        let mut coords = vec![0u64; fv.len()];
        let mut m = n.to_vec();
        loop {
            for (k, &v) in fv.iter().enumerate() {
                m[v] = coords[k];
            }
            if m != n && is_p(&m) {
                return Some(m);
            }
            if !crate::core::grid::advance(&mut coords, &radix) {
                break;
            }
        }
    }
    None
}
