//! The papers' theorems as engines. [`Theory::of`] studies a complex once (circuits,
//! pointedness, binary matroid, Nim-regularity, structure); [`Theory::decide`] then
//! answers positions of any size when a theorem applies, with the theorem's name, a
//! one-sentence reason, a winning move and (when known) the length — and says `None`,
//! never guesses, when no theorem applies.
//! Item numbers without a paper name are E&S's (cites: es1996).

mod condition_c;
mod length;
mod matroid;
mod nim_basis;
mod pointed;
mod structure;

pub use condition_c::{condition_c, zero_one_positions};
pub use length::LengthTable;
pub use matroid::{recognize as recognize_matroid, BinaryMatroid};
pub use nim_basis::{
    decide as decide_regularity, layers, phi_sum, regularity_from, witness_by_rows, NimBasis, Regularity,
    MAX_BOX_VERTICES,
};
pub use pointed::Pointed;
pub use structure::{link_of_apex, undouble_p, Structure};

use crate::answer::Method;
use crate::complex::Complex;
use crate::gf2::MAX_VERIFY_VERTICES;
use crate::grid::Limits;
use crate::sets::bits;
use crate::solve::PnJob;
use crate::solved::SubMoves;

/// The work budget for listing a complex's circuits while studying it (elementary steps;
/// about a tenth of a second).
pub const THEORY_CIRCUIT_STEPS: u64 = 20_000_000;

/// Where the Nim-regularity answer came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegularitySource {
    /// The complex is a binary matroid; the basis is the kernel of φ (Thm 5.7).
    Matroid,
    /// The `{0..3}^V` box (by the proof of Prop 4.3; Thm 4.4).
    Box,
}

/// Nim-regularity as far as it could be decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegularityStatus {
    Known(Regularity, RegularitySource),
    /// Not decided, and why (e.g. too many vertices for the box).
    Unknown(String),
}

/// Δ = P_x^{y,z}(Δ'): the pair y, z; Δ' with its vertices in Δ (x at y); and Δ''s theory.
pub type PDouble = (usize, usize, Complex, Vec<usize>, Theory);

/// Everything the theorems say about one complex.
#[derive(Clone, Debug)]
pub struct Theory {
    pub complex: Complex,
    /// The circuits (empty when not known: see `circuits_known`).
    pub circuits: Vec<u64>,
    /// Were the circuits listed within the budget? When not, the theorems that need them
    /// (Thm 3.2, the structure of Sec 6–7) are not used.
    pub circuits_known: bool,
    pub pointed: Option<Pointed>,
    pub matroid: Option<BinaryMatroid>,
    pub regularity: RegularityStatus,
    pub structure: Structure,
    /// For a join of two or more parts: each factor's complex, its vertices in this
    /// complex, and its own theory.
    pub factors: Vec<(Complex, Vec<usize>, Theory)>,
    /// Δ = P_x^{y,z}(Δ'): the pair, Δ' with its vertices in Δ (x at y), and Δ''s theory.
    pub p_double: Option<Box<PDouble>>,
    /// Δ = C^z(Δ'): the apex, Δ' (the link of z) with its vertices in Δ.
    pub cz: Option<Box<(usize, Complex, Vec<usize>)>>,
    /// A solved family this complex is isomorphic to: the family, `perm` (vertex `v` of
    /// this complex is vertex `perm[v]` of the family) and the family's complex.
    pub solved: Option<(crate::solved::Solved, Vec<usize>, Complex)>,
    /// Test builds only (feature `fault-injection`): every verdict is reversed, so that a
    /// test can check that a wrong theorem is caught by the search, never shown.
    wrong: bool,
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
    /// The nim value, when a closed form gives it (Proper Nim); beyond `u64` it is not given.
    pub value: Option<u64>,
}

impl Theory {
    /// Studies a complex. Never fails: what cannot be decided is recorded as unknown.
    pub fn of(c: &Complex, limits: &Limits) -> Theory {
        // The circuits within a fixed budget (a fraction of a second): beyond it, the
        // theorems that need them are not used, and the answer comes from elsewhere.
        let (circuits, circuits_known) = match c.circuits_within(THEORY_CIRCUIT_STEPS.min(limits.max_positions)) {
            Ok(cs) => (cs, true),
            Err(_) => (Vec::new(), false),
        };
        let pointed = if circuits_known { Pointed::detect(&circuits) } else { None };
        let n = c.n();
        // Subset-by-subset verification costs 2^n face tests.
        let matroid =
            if circuits_known && n <= MAX_VERIFY_VERTICES && (1u128 << n) * c.facets().len() as u128 <= 60_000_000 {
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
                Err(_) if n > nim_basis::MAX_BOX_VERTICES => RegularityStatus::Unknown(format!(
                    "the {{0..3}}^V test needs 4^{n} positions, over its limit of 4^{} (at most {} vertices)",
                    nim_basis::MAX_BOX_VERTICES,
                    nim_basis::MAX_BOX_VERTICES
                )),
                Err(e) => RegularityStatus::Unknown(format!("the {{0..3}}^V test needs 4^{n} positions: {e}")),
            },
        };
        let structure = Structure::of(c, &circuits);
        let parts =
            if circuits_known { structure.join_factors.len() + structure.cone_points.count_ones() as usize } else { 0 };
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
        let p_double = structure.p_pairs.first().filter(|_| circuits_known).and_then(|&(y, z)| {
            let (d, back) = structure::undouble_p(c, y, z)?;
            let t = Theory::of(&d, limits);
            Some(Box::new((y, z, d, back, t)))
        });
        let cz = structure.cz_apexes.first().filter(|_| circuits_known).and_then(|&z| {
            let (d, back) = structure::link_of_apex(c, z)?;
            Some(Box::new((z, d, back)))
        });
        let solved = crate::solved::recognize(c).and_then(|(s, perm)| s.complex().ok().map(|fc| (s, perm, fc)));
        Theory {
            complex: c.clone(),
            circuits,
            circuits_known,
            pointed,
            matroid,
            regularity,
            structure,
            factors,
            p_double,
            cz,
            solved,
            wrong: false,
        }
    }

    /// The Nim-basis, when the complex is Nim-regular.
    pub fn basis(&self) -> Option<&NimBasis> {
        match &self.regularity {
            RegularityStatus::Known(Regularity::Regular(b), _) => Some(b),
            _ => None,
        }
    }

    /// Test builds only: makes every verdict of this theory wrong (see `wrong`).
    #[cfg(feature = "fault-injection")]
    pub fn make_wrong_for_testing(&mut self) {
        self.wrong = true;
    }

    /// Decides `n` by a theorem, or `None` when none applies. `limits` bounds the
    /// searches allowed on join factors that no theorem covers; `sub` finds winning moves
    /// of the sub-games a solved family's winning move is built from.
    pub fn decide(&self, n: &[u64], limits: &Limits, sub: SubMoves<'_>) -> Option<Decision> {
        let mut d = self.decide_by_theorem(n, limits, sub)?;
        if self.wrong {
            d.zero = !d.zero;
        }
        Some(d)
    }

    fn decide_by_theorem(&self, n: &[u64], limits: &Limits, sub: SubMoves<'_>) -> Option<Decision> {
        let c = &self.complex;
        if self.circuits.is_empty() && self.circuits_known {
            return None; // a simplex: the simplex-sum method answers, with the value
        }
        if let Some(d) = self.decide_proper_nim(n) {
            return Some(d);
        }
        if let Some(p) = &self.pointed {
            let zero = p.is_zero(n);
            return Some(Decision {
                zero,
                method: Method::PointedCircuits,
                explanation: p.explain(c, n),
                winning_move: p.winning_move(c, n),
                length: p.length(n),
                value: None,
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
                explanation.push_str("; the basis is the kernel of the matroid's GF(2) representation (Thm 5.7)");
            }
            return Some(Decision {
                zero,
                method,
                explanation,
                winning_move: b.winning_move(c, n),
                length: None,
                value: None,
            });
        }
        if let Some((s, perm, fc)) = &self.solved {
            let mut x = vec![0u64; n.len()];
            for (v, &w) in perm.iter().enumerate() {
                x[w] = n[v];
            }
            let zero = s.is_p(&x);
            let winning_move = if zero {
                None
            } else {
                let m = match *s {
                    crate::solved::Solved::Moore { k, .. } => crate::solved::moore_move(k, &x),
                    _ => crate::solved::invariance_move(s, fc, &x, sub),
                };
                m.map(|m| perm.iter().map(|&w| m[w]).collect())
            };
            let relabelled = if c.to_string() == fc.to_string() {
                String::new()
            } else {
                format!(" (this complex is {fc} up to relabelling)")
            };
            return Some(Decision {
                zero,
                method: Method::SolvedFamily,
                explanation: format!(
                    "{}: by {}{relabelled}, the P-positions are: {}",
                    if zero { "zero" } else { "not zero" },
                    s.theorem(),
                    s.condition()
                ),
                winning_move,
                length: None,
                value: None,
            });
        }
        if !self.factors.is_empty() {
            return self.decide_join(n, limits, sub);
        }
        if self.p_double.is_some() {
            if let Some(d) = self.decide_p_double(n, limits, sub) {
                return Some(d);
            }
        }
        if self.cz.is_some() {
            return self.decide_cz(n, limits);
        }
        None
    }

    /// Proper Nim (Moore's Δ_n on n vertices, recognised up to relabelling): P/N, the nim
    /// value by Jenkyns and Mayberry's closed form, and Moore's winning move.
    fn decide_proper_nim(&self, n: &[u64]) -> Option<Decision> {
        let (crate::solved::Solved::Moore { m, k }, perm, _) = self.solved.as_ref()? else { return None };
        if m != k {
            return None;
        }
        let (m, k) = (*m, *k);
        let mut x = vec![0u64; n.len()];
        for (v, &w) in perm.iter().enumerate() {
            x[w] = n[v];
        }
        let v = crate::solved::proper_nim_value(&x);
        let winning_move = crate::solved::moore_move(k, &x).map(|t| perm.iter().map(|&w| t[w]).collect());
        Some(Decision {
            zero: v == 0,
            method: Method::ProperNim,
            explanation: format!(
                "nim value {v}: Proper Nim on {m} piles (every proper subset of the piles may be played); by Jenkyns and Mayberry's closed form, with m the smallest pile, S the sum, s = S − {m}·m and T = s(s+1)/2, the value is S when m ≤ T and T + ((m − T − 1) mod (s+1)) otherwise"
            ),
            winning_move,
            length: None,
            value: u64::try_from(v).ok(),
        })
    }

    /// Prop 6.9: for Δ = P_x^{y,z}(Δ'), n is zero iff n_y = n_z and (n off y,z; x = n_y)
    /// is zero on Δ'. The winning move lifts Δ''s move as in the proof.
    fn decide_p_double(&self, n: &[u64], limits: &Limits, sub: SubMoves<'_>) -> Option<Decision> {
        let (y, z, d, back, t) = &**self.p_double.as_ref()?;
        let c = &self.complex;
        let p: Vec<u64> = back.iter().map(|&v| if v == *y { n[*y].min(n[*z]) } else { n[v] }).collect();
        let (sub_zero, sub_move, why) = decide_or_search(d, t, &p, limits, sub)?;
        let zero = n[*y] == n[*z] && sub_zero;
        let winning_move = if zero {
            None
        } else if sub_zero {
            let mut m = n.to_vec();
            m[*y] = p[back.iter().position(|v| v == y).expect("x is kept")];
            m[*z] = m[*y];
            Some(m)
        } else {
            let q = sub_move?;
            let mut m = n.to_vec();
            for (i, &v) in back.iter().enumerate() {
                m[v] = q[i];
            }
            m[*z] = m[*y];
            Some(m)
        };
        let (ly, lz) = (&c.labels()[*y], &c.labels()[*z]);
        Some(Decision {
            zero,
            method: Method::Doubling,
            explanation: format!(
                "{}: {{{ly},{lz}}} is a P_x pair, so n is zero iff n_{ly} = n_{lz} and the position ({}) is zero on Δ' = {d} (Prop 6.9); there it is {} ({why})",
                if zero { "zero" } else { "not zero" },
                crate::notation::position_to_string(&p),
                if sub_zero { "zero" } else { "not zero" },
            ),
            winning_move,
            length: None,
            value: None,
        })
    }

    /// Prop 7.4: for Δ = C^z(Δ'), n is zero iff n off z is zero on Δ' and n_z equals its
    /// length ℓ_Δ'. Lengths come from an exhaustive length table of Δ' (within limits).
    fn decide_cz(&self, n: &[u64], limits: &Limits) -> Option<Decision> {
        let (z, d, back) = &**self.cz.as_ref()?;
        let c = &self.complex;
        let p: Vec<u64> = back.iter().map(|&v| n[v]).collect();
        let r = n[*z];
        let lt = length::LengthTable::new(d, &p, limits).ok()?;
        let lift = |q: &[u64], rz: u64| {
            let mut m = n.to_vec();
            for (i, &v) in back.iter().enumerate() {
                m[v] = q[i];
            }
            m[*z] = rz;
            m
        };
        let lz = &c.labels()[*z];
        let (zero, winning_move, why) = if let Some(l) = lt.length(&p) {
            let l = l as u64;
            if l == r {
                (true, None, format!("it is zero on Δ' with length {l} = n_{lz}"))
            } else if l < r {
                (false, Some(lift(&p, l)), format!("it is zero on Δ' with length {l} < n_{lz} = {r}"))
            } else {
                let q = lt.zero_below_with_length(&p, r as u32)?;
                (false, Some(lift(&q, r)), format!("it is zero on Δ' with length {l} > n_{lz} = {r}"))
            }
        } else {
            let below = lt.below(&p) as u64;
            let mv = if r <= below {
                let q = lt.zero_below_with_length(&p, r as u32)?;
                lift(&q, r)
            } else {
                let q = first_move_to_p(d, &p, |m| lt.is_zero(m))?;
                let lq = lt.length(&q)? as u64;
                lift(&q, lq)
            };
            (false, Some(mv), "it is not zero on Δ'".to_string())
        };
        Some(Decision {
            zero,
            method: Method::Doubling,
            explanation: format!(
                "{}: {lz} is a C^z apex, so n is zero iff the rest is zero on the link Δ' = {d} and n_{lz} is its length (Prop 7.4): {why}",
                if zero { "zero" } else { "not zero" }
            ),
            winning_move,
            length: None,
            value: None,
        })
    }

    /// Thm 6.1: zero iff zero on every join factor; cone points must be empty (Cor 6.2).
    fn decide_join(&self, n: &[u64], limits: &Limits, sub: SubMoves<'_>) -> Option<Decision> {
        let c = &self.complex;
        let mut zero = true;
        let mut target = n.to_vec();
        let mut reasons = Vec::new();
        for v in bits(self.structure.cone_points) {
            if n[v] > 0 {
                zero = false;
                target[v] = 0;
                reasons.push(format!("cone point {} has {} chips (must be 0, Cor 6.2)", c.labels()[v], n[v]));
            }
        }
        for (fc, verts, t) in &self.factors {
            let part: Vec<u64> = verts.iter().map(|&v| n[v]).collect();
            let (fz, mv, why) = match t.decide(&part, limits, sub) {
                Some(d) => (d.zero, d.winning_move, d.explanation),
                None => {
                    // Search the factor's own (smaller) box.
                    let job = PnJob::new(fc, &part, limits).ok()?;
                    let table = job.run();
                    let z = table.is_p(&part);
                    let mv = if z { None } else { first_move_to_p(fc, &part, |m| table.is_p(m)) };
                    (z, mv, format!("searched {}", crate::grid::count_of(table.grid.size as u128, "position")))
                }
            };
            if !fz {
                zero = false;
                let m = mv?;
                for (k, &v) in verts.iter().enumerate() {
                    target[v] = m[k];
                }
            }
            reasons.push(format!("{} is {} ({why})", fc, if fz { "zero" } else { "not zero" }));
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
            value: None,
        })
    }
}

/// Decides `p` on `d` by its theory, or by a P/N search of its box within `limits`:
/// `(zero, a winning move, why)`.
fn decide_or_search(
    d: &Complex,
    t: &Theory,
    p: &[u64],
    limits: &Limits,
    sub: SubMoves<'_>,
) -> Option<(bool, Option<Vec<u64>>, String)> {
    if d.is_simplex() {
        let zero = p.iter().all(|&x| x == 0);
        return Some((zero, (!zero).then(|| vec![0; p.len()]), "a simplex: zero iff empty".into()));
    }
    if let Some(dec) = t.decide(p, limits, sub) {
        return Some((dec.zero, dec.winning_move, dec.explanation));
    }
    let table = PnJob::new(d, p, limits).ok()?.run();
    let z = table.is_p(p);
    let mv = if z { None } else { first_move_to_p(d, p, |m| table.is_p(m)) };
    Some((z, mv, format!("searched {}", crate::grid::count_of(table.grid.size as u128, "position"))))
}

/// The first position `m ≤_F n` (some facet F), `m ≠ n`, accepted by `is_p`.
fn first_move_to_p(c: &Complex, n: &[u64], is_p: impl Fn(&[u64]) -> bool) -> Option<Vec<u64>> {
    let mut found = None;
    crate::solve::for_each_option(c.facets().iter().copied(), n, |m| {
        if is_p(m) {
            found = Some(m.to_vec());
            return false;
        }
        true
    });
    found
}
