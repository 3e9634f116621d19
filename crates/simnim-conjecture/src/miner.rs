//! The mining pipeline: the P-set of the mined box, the stages that propose a description
//! (equations, digit columns, pieces, the Invariance Reduction Process, the sum rule), and
//! the test on a bigger box; and a person's formula read and tested the same way.

use crate::answer::{blank, check_boxes, fill, Conjecture, ConjectureError, Status, MAX_SYMMETRIES};
use crate::boxes::{self, PSet};
use crate::formula::{Formula, FormulaError};
use crate::json::Json;
use crate::mine as stages;
use crate::{irp, split, sum_rule, verify};
use simnim_core::Complex;
use simnim_core::Limits;

/// Positions of the silent second test box (twice the mined piles), when no bigger.
const EXTRA_TEST_POSITIONS: u64 = 20_000_000;

/// Mines a description of the P-positions of `[0, max]^V` and tests it on
/// `[0, verify]^V`. `progress(stage, done, total)` is called between steps; `false` cancels.
pub fn mine(
    c: &Complex,
    max: u64,
    verify: u64,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, u64, u64) -> bool,
) -> Result<Conjecture, ConjectureError> {
    mine_in(c, max, verify, limits, progress, &mut irp::Ctx::new(mine_sub))
}

/// A sub-game the reduction meets, mined with the sub-games met so far (no progress).
fn mine_sub(
    c: &Complex,
    max: u64,
    verify: u64,
    limits: &Limits,
    ctx: &mut irp::Ctx,
) -> Result<Conjecture, ConjectureError> {
    mine_in(c, max, verify, limits, &mut |_, _, _| true, ctx)
}

/// [`mine`] with the sub-games met so far (the reduction stage mines them recursively).
fn mine_in(
    c: &Complex,
    max: u64,
    verify: u64,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, u64, u64) -> bool,
    ctx: &mut irp::Ctx,
) -> Result<Conjecture, ConjectureError> {
    check_boxes(max, verify)?;
    // Refuse the test box before any work.
    simnim_core::Grid::new(&vec![verify; c.n()], limits)?;
    if !progress("P-positions of the mined box", 0, 4) {
        return Err(ConjectureError::Cancelled);
    }
    let pset = PSet::compute(c, max, limits)?;
    let group = boxes::automorphisms(c, MAX_SYMMETRIES).unwrap_or_else(|| vec![(0..c.n()).collect()]);
    let data = stages::Data::new(&pset, c.n(), &group, limits.search_threads());
    let mut out = blank(c, Some(max), verify);
    out.p_positions = pset.count;
    if !progress("equations and digit columns", 1, 4) {
        return Err(ConjectureError::Cancelled);
    }
    let mut found: Vec<stages::Found> = Vec::new();
    found.extend(stages::linear(&data));
    found.extend(stages::digits(&data));
    if found.is_empty() {
        let mut tried = 0;
        let mut cancelled = false;
        let piece = stages::pieces(&data, &mut tried, &mut |sweeps| {
            let go = progress(&format!("pieces up to symmetry: {sweeps} sweeps of the box"), 2, 4);
            cancelled |= !go;
            go
        });
        if cancelled {
            return Err(ConjectureError::Cancelled);
        }
        out.candidates = tried;
        found.extend(piece);
    }
    if found.is_empty() && c.n() >= 3 {
        if !progress("the Invariance Reduction Process: invariant vectors, zero patterns, sub-games", 2, 4) {
            return Err(ConjectureError::Cancelled);
        }
        found.extend(by_reduction(c, &pset, &data, &group, max, limits, ctx));
    }
    let mut why_none = None;
    if found.is_empty() {
        match sum_rule::by_components(c, max, limits, &data.points) {
            sum_rule::SumRule::Found(f) => found.push(f),
            sum_rule::SumRule::Why(s) => why_none = Some(s),
            sum_rule::SumRule::NotApplicable => {}
        }
    }
    out.candidates += found.len();
    found.retain(|f| f.formula.fits().is_ok());
    found.sort_by_key(|f| f.formula.nodes());
    let Some(best) = found.into_iter().next() else {
        out.method = match why_none {
            Some(why) => format!("no description within the grammar fits the mined box; {why}"),
            None => "no description within the grammar fits the mined box".into(),
        };
        return Ok(out);
    };
    // The stages check their pieces; this checks the whole formula once more.
    if let Some(p) = verify::first_difference(&best.formula, &pset, data.threads) {
        out.method = format!("the candidate ({}) was not exact on the mined box", best.method);
        out.counterexample = Some(verify::explain(c, &best.formula, &p, &pset));
        return Ok(out);
    }
    if !progress("testing on the bigger box", 3, 4) {
        return Err(ConjectureError::Cancelled);
    }
    drop(data);
    drop(pset);
    let big = PSet::compute(c, verify, limits)?;
    out.method = best.method.clone();
    let mut wrong = verify::first_difference(&best.formula, &big, limits.search_threads()).map(|p| (p, big));
    // A safety margin the answer does not claim: where it is cheap, the box of twice the
    // mined piles is tested too, and a formula it refutes is not called verified.
    let extra = max.saturating_mul(2);
    if wrong.is_none() && extra > verify && simnim_core::box_size(&vec![extra; c.n()]) <= EXTRA_TEST_POSITIONS as u128 {
        if let Ok(more) = PSet::compute(c, extra, limits) {
            wrong = verify::first_difference(&best.formula, &more, limits.search_threads()).map(|p| (p, more));
        }
    }
    match wrong {
        None => {
            out.status = Status::Verified;
            fill(&mut out, c, &best.formula, Some(&best.points));
        }
        Some((p, set)) => {
            out.counterexample = Some(verify::explain(c, &best.formula, &p, &set));
            out.rejected = Some(best.formula.to_json());
            out.method = format!("the candidate ({}) fails on a bigger box", best.method);
        }
    }
    progress("done", 4, 4);
    Ok(out)
}

/// The reduction stage, with the pieces stage over the P-positions it leaves.
fn by_reduction(
    c: &Complex,
    pset: &PSet,
    data: &stages::Data<'_>,
    group: &[Vec<usize>],
    max: u64,
    limits: &Limits,
    ctx: &mut irp::Ctx,
) -> Option<stages::Found> {
    let red = irp::reduce(c, data, max, limits, ctx)?;
    let wrap = |body: Vec<Formula>| -> Formula {
        let body = if body.len() == 1 { body.into_iter().next().unwrap_or(Formula::False) } else { Formula::Or(body) };
        if group.len() <= 1 {
            body
        } else {
            Formula::SomeSym(group.to_vec(), Box::new(body))
        }
    };
    let mut body = red.pieces.clone();
    let mut outside: Vec<Formula> = Vec::new();
    let mut how = String::new();
    if !red.left.is_empty() {
        let rest: Vec<Vec<u64>> = red.left.iter().map(|&k| data.points[k].clone()).collect();
        let d = stages::Data::with_points(pset, c.n(), group, data.threads, rest);
        let found = split::pieces(&d).or_else(|| stages::pieces(&d, &mut 0, &mut |_| true))?;
        match found.formula {
            Formula::SomeSym(gs, inner) if gs.as_slice() == group => match *inner {
                Formula::Or(fs) => body.extend(fs),
                f => body.push(f),
            },
            f => outside.push(f),
        }
        how = ", with pieces (order conditions and equations) for the positions no reduction covers".into();
    }
    let formula = if outside.is_empty() {
        wrap(body)
    } else {
        let mut all = vec![wrap(body)];
        all.extend(outside);
        Formula::Or(all)
    };
    let supports: Vec<String> = red.supports.iter().map(|&s| c.set_to_string(s)).collect();
    let method = format!(
        "the Invariance Reduction Process (SetNim Sec 2-3): {}, zero patterns up to the complex's {} automorphisms reduced to smaller games described recursively{how}",
        if supports.is_empty() { "no invariant vector".to_string() } else { format!("invariant vectors on {}", supports.join(", ")) },
        group.len()
    );
    // The P-positions each top-level piece holds at.
    let parts: Vec<&Formula> = match &formula {
        Formula::SomeSym(_, b) => match b.as_ref() {
            Formula::Or(fs) => fs.iter().collect(),
            f => vec![f],
        },
        Formula::Or(fs) => fs.iter().collect(),
        f => vec![f],
    };
    let points = parts
        .iter()
        .map(|part| {
            let f = match &formula {
                Formula::SomeSym(gs, _) => Formula::SomeSym(gs.clone(), Box::new((*part).clone())),
                _ => (*part).clone(),
            };
            data.points.iter().filter(|p| f.holds(p)).count()
        })
        .collect();
    Some(stages::Found { formula, method, points })
}

/// Reads a formula for `c` from JSON: the grammar, and every `some_sym` listing
/// automorphisms of `c`.
pub fn read_formula(c: &Complex, j: &Json) -> Result<Formula, ConjectureError> {
    let f = Formula::from_json(j, c.n()).map_err(ConjectureError::Formula)?;
    fn syms_ok(c: &Complex, f: &Formula) -> Result<(), ConjectureError> {
        match f {
            Formula::SomeSym(gs, body) => {
                let mut facets: Vec<u64> = c.facets().to_vec();
                facets.sort_unstable();
                for g in gs {
                    let mut img: Vec<u64> =
                        facets.iter().map(|&s| simnim_core::bits(s).fold(0u64, |a, v| a | 1 << g[v])).collect();
                    img.sort_unstable();
                    if img != facets {
                        return Err(ConjectureError::Formula(FormulaError {
                            at: "some_sym.perms".into(),
                            message: format!("{g:?} is not an automorphism of the complex"),
                        }));
                    }
                }
                syms_ok(c, body)
            }
            Formula::And(fs) | Formula::Or(fs) => fs.iter().try_for_each(|f| syms_ok(c, f)),
            Formula::Not(f) => syms_ok(c, f),
            _ => Ok(()),
        }
    }
    syms_ok(c, &f)?;
    Ok(f)
}

/// Tests a person's formula on every position of `[0, max]^V`.
pub fn check(
    c: &Complex,
    formula: &Formula,
    max: u64,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, u64, u64) -> bool,
) -> Result<Conjecture, ConjectureError> {
    simnim_core::Grid::new(&vec![max; c.n()], limits)?;
    if !progress("P-positions of the box", 0, 2) {
        return Err(ConjectureError::Cancelled);
    }
    let pset = PSet::compute(c, max, limits)?;
    if !progress("testing the formula", 1, 2) {
        return Err(ConjectureError::Cancelled);
    }
    let mut out = blank(c, None, max);
    out.p_positions = pset.count;
    out.method = "the formula tested on every position of the box against the P/N engine".into();
    fill(&mut out, c, formula, None);
    match verify::first_difference(formula, &pset, limits.search_threads()) {
        None => out.status = Status::Verified,
        Some(p) => {
            out.status = Status::Refuted;
            out.counterexample = Some(verify::explain(c, formula, &p, &pset));
        }
    }
    progress("done", 2, 2);
    Ok(out)
}
