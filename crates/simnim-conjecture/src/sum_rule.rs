//! The P-set of a disconnected game from its components' nim values (Sprague–Grundy's sum
//! rule: P iff the components' values nim-sum to 0). A simplex's value is its number of
//! chips; any other component's values are mined (`values`) on the same boxes, and used
//! only when their description explains every position of both. The pieces of the
//! components combine: one piece per choice of a piece in each component, "the conditions
//! hold and the value terms nim-sum to 0". When a component's values are not described,
//! the answer says how far they are, for `simnim conjecture --values`.

use super::formula::{Formula, Term};
use super::mine::Found;
use super::values::{mine_pieces, value_terms, Cond, Piece};
use crate::answer::{default_verify, Status};
use simnim_core::{bits, Complex, Limits};

/// Most pieces of a combined description (the product of the components' pieces).
const MAX_COMBINED: usize = 64;
/// Most condition × position checks for one component (the sum rule is a quick stage, also
/// inside the reduction stage's recursion; `simnim conjecture --values` allows more).
const MAX_WORK: u128 = 20_000_000;

/// What the sum rule gives: a description, or why not (for the answer's method).
pub(crate) enum SumRule {
    Found(Found),
    Why(String),
    NotApplicable,
}

fn spread(mask: u64, keep: &[usize]) -> u64 {
    bits(mask).fold(0u64, |m, i| m | 1 << keep[i])
}

/// The sum rule for `c` on `[0, max]^V` (each component's values tested on the default
/// bigger box); `points` are the box's P-positions (what each piece rests on).
pub(crate) fn by_components(c: &Complex, max: u64, limits: &Limits, points: &[Vec<u64>]) -> SumRule {
    let comps = c.components();
    if comps.len() < 2 {
        return SumRule::NotApplicable;
    }
    let mut per: Vec<Vec<Piece>> = Vec::new();
    for &mask in &comps {
        let Ok((sub, keep)) = c.induced(mask) else {
            return SumRule::NotApplicable;
        };
        if sub.is_simplex() {
            per.push(vec![(Cond { zeros: 0, dom: None }, vec![mask])]);
            continue;
        }
        let name = sub.to_string();
        let mined = mine_pieces(&sub, max, default_verify(max), limits, MAX_WORK, &mut |_, _, _| true);
        match mined {
            Ok((a, pieces)) if a.status == Status::Verified => per.push(
                pieces
                    .into_iter()
                    .map(|(cond, blocks)| {
                        let cond = Cond {
                            zeros: spread(cond.zeros, &keep),
                            dom: cond.dom.map(|(i, s)| (keep[i], spread(s, &keep))),
                        };
                        (cond, blocks.iter().map(|&b| spread(b, &keep)).collect())
                    })
                    .collect(),
            ),
            Ok((a, _)) => {
                return SumRule::Why(format!(
                    "by Sprague–Grundy's sum rule the P-positions are those where the components' nim values nim-sum to 0, but the values of the component {name} are explained on {} of the {} positions of [0, {max}]^V (see `simnim conjecture --values`)",
                    a.explained, a.positions
                ))
            }
            Err(_) => return SumRule::NotApplicable,
        }
    }
    let combos: usize = per.iter().map(Vec::len).product();
    if combos > MAX_COMBINED {
        return SumRule::Why(format!(
            "the components' nim values are described, but their pieces combine into {combos} pieces (more than {MAX_COMBINED})"
        ));
    }
    let mut pieces: Vec<Formula> = Vec::new();
    for k in 0..combos {
        let mut rest = k;
        let mut atoms: Vec<Formula> = Vec::new();
        let mut terms: Vec<Term> = Vec::new();
        for comp in &per {
            let (cond, blocks) = &comp[rest % comp.len()];
            rest /= comp.len();
            match cond.formula() {
                Formula::True => {}
                Formula::And(fs) => atoms.extend(fs),
                f => atoms.push(f),
            }
            terms.extend(value_terms(blocks));
        }
        atoms.push(Formula::Xor0(terms));
        pieces.push(if atoms.len() == 1 { atoms.pop().unwrap_or(Formula::False) } else { Formula::And(atoms) });
    }
    let counts = pieces.iter().map(|f| points.iter().filter(|p| f.holds(p)).count()).collect();
    let formula = if pieces.len() == 1 { pieces.pop().unwrap_or(Formula::False) } else { Formula::Or(pieces) };
    SumRule::Found(Found {
        formula,
        method: "Sprague–Grundy's sum rule over the components, each component's nim values mined piecewise (zero patterns, dominance, nim-sums of block sums)".into(),
        points: counts,
    })
}
