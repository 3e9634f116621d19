//! The paper's closed forms as reasons: which of McCoy–Sieben's propositions applies to a game and
//! what it predicts. Shown next to the structure theory's answer ("why"); tests require every
//! prediction to equal the structure theory (and brute force where it reaches).
//!
//! Covered: Prop 5.3 / 5.5 (W ⊆ Ex(S), any geometry, deletions included), Prop 6.7 / 6.5 (tree
//! vertex geometries without deletions) and Prop 7.2 / 7.1 (points on a line without deletions).
//! All are about GEN; DNG gets no reason here.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use super::game::{Game, Rule};
use super::geometry::Base;

/// One applicable proposition and its prediction.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reason {
    /// "Prop 6.5".
    pub source: String,
    /// The hypotheses as they hold here and the conclusion, in the paper's terms.
    pub statement: String,
    /// The nim number the proposition gives.
    pub predicted: u32,
}

fn parity_word(n: usize) -> &'static str {
    if n.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    }
}

/// Every proposition that applies to `game`, with its prediction.
pub fn reasons(game: &Game) -> Vec<Reason> {
    if game.rule != Rule::Achieve {
        return Vec::new();
    }
    let g = &game.geometry;
    let n = g.n();
    let w = game.win;
    let k = w.count_ones() as usize;
    let mut out = Vec::new();
    // Section 5: W ⊆ Ex(S).
    let ex = g.extreme_points(g.all());
    if w & !ex == 0 {
        let (source, predicted) = if k == 1 {
            ("Prop 5.3", if n % 2 == 1 { 1 } else { 2 })
        } else {
            ("Prop 5.5", if n % 2 == 1 { 1 } else { 0 })
        };
        out.push(Reason {
            source: source.into(),
            statement: format!(
                "W = {} ⊆ Ex(S) with |W| = {k} and |S| = {n} {}, so nim(GEN(S, W)) = {predicted}",
                g.set_string(w),
                parity_word(n)
            ),
            predicted,
        });
    }
    if g.deleted() != 0 {
        return out;
    }
    match g.base() {
        Base::Tree(_) => {
            // Without deletions the copoints of v are the vertex sets of the components of T ∖ v.
            let components = |v: usize| g.copoints(v).into_iter().filter(|&c| c != 0);
            let (mut e, mut o) = (0usize, 0usize);
            let count = |m: u64, e: &mut usize, o: &mut usize| {
                if m.count_ones().is_multiple_of(2) {
                    *e += 1
                } else {
                    *o += 1
                }
            };
            if k == 1 {
                let wv = w.trailing_zeros() as usize;
                for c in components(wv) {
                    count(c, &mut e, &mut o);
                }
                let predicted = if o == 0 {
                    1
                } else if e == 0 {
                    2
                } else {
                    3
                };
                out.push(Reason {
                    source: "Prop 6.7".into(),
                    statement: format!(
                        "a tree with W = {{{}}}: of the components of T ∖ {}, {e} have an even and {o} an odd number of vertices, so the signature is ({e},{o}) and nim(GEN(S, W)) = {predicted}",
                        g.label(wv),
                        g.label(wv)
                    ),
                    predicted,
                });
            } else {
                let exw = g.extreme_points(w);
                for v in (0..n).filter(|&v| exw >> v & 1 == 1) {
                    // M_v: the component of T ∖ v holding the rest of W; V_v = S ∖ M_v.
                    let mv = components(v).find(|&c| c & w & !(1 << v) != 0).unwrap_or(0);
                    count(g.all() & !mv, &mut e, &mut o);
                }
                let predicted = if n.is_multiple_of(2) {
                    match (e, o) {
                        (1, 0) => 1,
                        (0, 1) | (1, 2) => 2,
                        (1, 1) | (2, 1) => 3,
                        _ => 0,
                    }
                } else {
                    match (e, o) {
                        (0, 0) | (1, 1) => 0,
                        (1, 0) | (2, 0) => 2,
                        _ => 1,
                    }
                };
                out.push(Reason {
                    source: "Prop 6.5".into(),
                    statement: format!(
                        "a tree with |W| = {k} ≥ 2: Ex(W) = {}, the sets V_w = S ∖ M_w have {e} even and {o} odd sizes, so the signature is ({e},{o}); |S| = {n} is {}, so nim(GEN(S, W)) = {predicted}",
                        g.set_string(exw),
                        parity_word(n)
                    ),
                    predicted,
                });
            }
        }
        Base::Points(pts) if pts.iter().all(|p| p.1 == pts[0].1) => {
            // On a line: positions 1..n in increasing x.
            let mut order: Vec<usize> = (0..n).collect();
            order.sort_unstable_by_key(|&i| (pts[g.ground_index(i)].0, i));
            let idx: Vec<usize> =
                order.iter().enumerate().filter(|&(_, &i)| w >> i & 1 == 1).map(|(r, _)| r + 1).collect();
            if k >= 2 {
                let (i1, ik) = (idx[0], idx[k - 1]);
                let predicted = if i1 % 2 != ik % 2 {
                    0
                } else if n.is_multiple_of(2) {
                    3
                } else if i1 % 2 == 1 {
                    1
                } else {
                    2
                };
                out.push(Reason {
                    source: "Prop 7.1".into(),
                    statement: format!(
                        "n = {n} points on a line, W at positions i_1 = {i1}, …, i_k = {ik} (k = {k}), so nim(GEN(S, W)) = {predicted}"
                    ),
                    predicted,
                });
            } else {
                let kk = idx[0];
                let predicted = match (n % 2, kk % 2) {
                    (1, 1) => 1,
                    (1, 0) => 2,
                    _ if kk == 1 || kk == n => 2,
                    _ => 3,
                };
                out.push(Reason {
                    source: "Prop 7.2".into(),
                    statement: format!("n = {n} points on a line and W = {{s_{kk}}}, so nim(GEN(S, W)) = {predicted}"),
                    predicted,
                });
            }
        }
        _ => {}
    }
    out
}
