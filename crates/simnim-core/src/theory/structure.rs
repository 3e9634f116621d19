//! The structure of a complex (E&S Sec 6–7, SetNim Sec 2): connected components (values
//! XOR), join factors = components of the circuit hypergraph (Thm 6.1: zero iff zero on
//! every factor), cone points (in no circuit: their pile must be 0, Cor 6.2), suspension
//! pairs (a factor that is two isolated vertices: equal piles, Cor 6.3), merge classes
//! (vertices in exactly the same facets: `B_x`, value-preserving, Lemma 6.7 and Cor 6.10 /
//! SetNim Lemma 2.5), `P_x` pairs (Prop 6.9) and `C^z` apexes (Prop 7.4).
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::complex::Complex;
use crate::sets::maximal_sets as maximalize;
use crate::sets::{bits, low_mask};

/// What the structure analysis found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Structure {
    pub components: Vec<u64>,
    /// Vertex sets of the join factors that contain circuits.
    pub join_factors: Vec<u64>,
    /// Vertices in no circuit (each is a cone point: Δ = Δ' * v).
    pub cone_points: u64,
    /// Join factors that are two isolated vertices (suspensions).
    pub suspensions: Vec<(usize, usize)>,
    /// Classes (size ≥ 2) of vertices lying in exactly the same facets.
    pub merge_classes: Vec<u64>,
    /// Pairs `{y,z}` with Δ = P_x^{y,z}(Δ') (Prop 6.9): zero needs `n_y = n_z`.
    pub p_pairs: Vec<(usize, usize)>,
    /// Vertices `z` with Δ = C^z(Δ') (Prop 7.4).
    pub cz_apexes: Vec<usize>,
}

/// The faces of Δ inside `w`, as maximal sets.
fn restricted(c: &Complex, w: u64, through: u64) -> Vec<u64> {
    let sets: Vec<u64> = c.facets().iter().filter(|&&f| f & through == through).map(|&f| f & w).collect();
    let mut m = maximalize(&sets);
    m.sort_unstable();
    m
}

impl Structure {
    /// Analyses `c` with its circuits.
    pub fn of(c: &Complex, circuits: &[u64]) -> Structure {
        let n = c.n();
        let all = low_mask(n);
        let join_factors = crate::sets::merge_overlapping(circuits);
        let in_circuits = circuits.iter().fold(0u64, |m, &x| m | x);
        let suspensions = join_factors
            .iter()
            .filter(|&&f| f.count_ones() == 2 && circuits.contains(&f))
            .map(|&f| (f.trailing_zeros() as usize, 63 - f.leading_zeros() as usize))
            .collect();
        // Merge classes: identical facet membership.
        let membership: Vec<Vec<usize>> = (0..n)
            .map(|v| c.facets().iter().enumerate().filter(|(_, &f)| f >> v & 1 == 1).map(|(i, _)| i).collect())
            .collect();
        let mut merge_classes = Vec::new();
        let mut seen = 0u64;
        for v in 0..n {
            if seen >> v & 1 == 1 {
                continue;
            }
            let class = (v..n).filter(|&u| membership[u] == membership[v]).fold(0u64, |m, u| m | 1 << u);
            seen |= class;
            if class.count_ones() >= 2 {
                merge_classes.push(class);
            }
        }
        // P_x pairs: {y,z} a face and Δ|W = link_W(y) = link_W(z), W = V - {y,z}.
        let mut p_pairs = Vec::new();
        if n <= 40 {
            for y in 0..n {
                for z in y + 1..n {
                    let yz = 1u64 << y | 1u64 << z;
                    if !c.is_face(yz) {
                        continue;
                    }
                    let w = all & !yz;
                    let base = restricted(c, w, 0);
                    if restricted(c, w, 1 << y) == base && restricted(c, w, 1 << z) == base {
                        p_pairs.push((y, z));
                    }
                }
            }
        }
        // C^z apexes: V - {z} is a face and every {v, z} is a face.
        let cz_apexes = (0..n)
            .filter(|&z| n >= 2 && c.is_face(all & !(1 << z)) && (0..n).all(|v| c.is_face(1 << v | 1 << z)))
            .collect();
        Structure {
            components: c.components(),
            join_factors,
            cone_points: all & !in_circuits,
            suspensions,
            merge_classes,
            p_pairs,
            cz_apexes,
        }
    }

    /// The decomposition as a small expression, e.g. `join( cone(5), suspension(1,2), Δ'{3,4,6} )`.
    pub fn describe(&self, c: &Complex) -> String {
        let name = |v: usize| c.labels()[v].to_string();
        let mut parts: Vec<String> = Vec::new();
        for v in bits(self.cone_points) {
            parts.push(format!("cone({})", name(v)));
        }
        for &f in &self.join_factors {
            if let Some(&(a, b)) = self.suspensions.iter().find(|&&(a, b)| f == 1 << a | 1 << b) {
                parts.push(format!("suspension({},{})", name(a), name(b)));
            } else {
                parts.push(format!("Δ'{}", c.set_to_string(f)));
            }
        }
        let mut s = if parts.len() > 1 {
            format!("join( {} )", parts.join(", "))
        } else {
            parts.pop().unwrap_or_else(|| "simplex".into())
        };
        if self.components.len() > 1 {
            let comps: Vec<String> = self.components.iter().map(|&k| c.set_to_string(k)).collect();
            s = format!("{s}; components {} (values XOR)", comps.join(" + "));
        }
        if !self.p_pairs.is_empty() {
            let m: Vec<String> = self.p_pairs.iter().map(|&(y, z)| format!("{{{},{}}}", name(y), name(z))).collect();
            s = format!("{s}; P_x pairs {} (Prop 6.9: equal piles)", m.join(" "));
        }
        if !self.cz_apexes.is_empty() {
            let m: Vec<String> = self.cz_apexes.iter().map(|&z| name(z)).collect();
            s = format!("{s}; C^z apex {} (Prop 7.4)", m.join(" "));
        }
        if !self.merge_classes.is_empty() {
            let m: Vec<String> = self.merge_classes.iter().map(|&k| c.set_to_string(k)).collect();
            s = format!("{s}; mergeable {} (B_x, Lemma 6.7)", m.join(" "));
        }
        s
    }
}

/// Δ' with Δ = P_x^{y,z}(Δ'): on `W ∪ {x}` (W = V - {y,z}; x takes y's place and label),
/// faces `F ⊆ W` of Δ and `F ∪ {x}` whenever `F ∪ {y,z}` is a face of Δ. Returns Δ' and,
/// for each vertex of Δ', its vertex in Δ (x maps to y).
pub fn undouble_p(c: &Complex, y: usize, z: usize) -> Option<(Complex, Vec<usize>)> {
    let n = c.n();
    let yz = 1u64 << y | 1u64 << z;
    let w = low_mask(n) & !yz;
    let keep: Vec<usize> = (0..n).filter(|&v| v != z).collect(); // y stands for x
    let pos = |v: usize| keep.iter().position(|&k| k == v).expect("kept");
    let remap = |set: u64| bits(set).fold(0u64, |m, v| m | 1 << pos(v));
    let mut sets: Vec<u64> = c.facets().iter().map(|&f| remap(f & w)).filter(|&s| s != 0).collect();
    for &f in c.facets() {
        if f & yz == yz {
            sets.push(remap((f & w) | 1 << y));
        }
    }
    let labels: Vec<crate::complex::Label> = keep.iter().map(|&v| c.labels()[v].clone()).collect();
    let d = Complex::from_sets(labels.clone(), &sets).ok()?;
    let back =
        (0..d.n()).map(|i| keep[labels.iter().position(|l| *l == d.labels()[i]).expect("same labels")]).collect();
    Some((d, back))
}

/// Δ' with Δ = C^z(Δ'): the link of z, on V - {z}. Returns Δ' and its vertices in Δ.
pub fn link_of_apex(c: &Complex, z: usize) -> Option<(Complex, Vec<usize>)> {
    let w = c.all() & !(1u64 << z);
    let keep: Vec<usize> = bits(w).collect();
    let pos = |v: usize| keep.iter().position(|&k| k == v).expect("kept");
    let sets: Vec<u64> = c
        .facets()
        .iter()
        .filter(|&&f| f >> z & 1 == 1)
        .map(|&f| bits(f & w).fold(0u64, |m, v| m | 1 << pos(v)))
        .filter(|&s| s != 0)
        .collect();
    let labels: Vec<crate::complex::Label> = keep.iter().map(|&v| c.labels()[v].clone()).collect();
    let d = Complex::from_sets(labels.clone(), &sets).ok()?;
    let back =
        (0..d.n()).map(|i| keep[labels.iter().position(|l| *l == d.labels()[i]).expect("same labels")]).collect();
    Some((d, back))
}
