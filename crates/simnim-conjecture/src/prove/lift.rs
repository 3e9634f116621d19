//! Compositional winning moves: when a description reduces a game to a smaller one (`apply`:
//! "the excesses over the minima are a P-position of CN(5,2)"), the smaller game's own
//! winning-move rule, lifted through the reduction, gives the larger game's moves for every
//! position of that form — as the papers' proofs do (the Invariance Reduction Process, SetNim
//! Lemma 3.6: the chips the sub-game's move takes are taken from the piles they stand for).
//!
//! Each application `P_sub(t_0(p), …)` whose arguments are affine in the piles is lifted:
//! a sub-template "y_j := A(y)" becomes a template over the piles by substituting the
//! arguments for y and realising the change of y_j on a pile that only y_j counts (for an
//! argument that merges several piles, on each of them, or emptying one's excess and taking
//! the rest from another). The lifted templates are candidates: the rule's query decides,
//! for every position, whether they (and the ones found from data) serve it.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use super::super::formula::{Formula, Sub, Term};
use super::super::rules;
use super::super::smt::{Affine, Template};

/// An argument as an affine function of the piles, and its groups: the parts of a sum of
/// sums (each merged pile with what is subtracted from it), for the merged piles' variants.
struct Arg {
    whole: Affine,
    groups: Vec<Affine>,
}

/// A term over `x` (where `x_i` is the pile `map[i]`) as an affine function of `n` piles;
/// `None` with a min or max (the lifted move would depend on its branch).
pub(super) fn affine(t: &Term, map: &[usize], n: usize) -> Option<Affine> {
    fn branches(t: &Term) -> bool {
        match t {
            Term::Min(_) | Term::Max(_) => true,
            Term::Add(ts) => ts.iter().any(branches),
            Term::Mul(_, t) => branches(t),
            Term::Int(_) | Term::X(_) => false,
        }
    }
    if branches(t) {
        return None;
    }
    // Without min or max the term has one reading, whatever the position.
    rules::affine(t, map, &[], n).into_iter().next()
}

fn arg(t: &Term, map: &[usize], n: usize) -> Option<Arg> {
    let whole = affine(t, map, n)?;
    let groups = match t {
        Term::Add(ts) if ts.len() > 1 && ts.iter().all(|t| matches!(t, Term::Add(_))) => {
            ts.iter().map(|t| affine(t, map, n)).collect::<Option<Vec<_>>>()?
        }
        _ => vec![whole.clone()],
    };
    Some(Arg { whole, groups })
}

/// One application of a sub-game in F: the map of its `x` to the piles, the top symmetry it
/// came through, the sub-game and its arguments.
pub(super) type Application<'f> = (Vec<usize>, Option<Vec<usize>>, &'f Sub, &'f [Term]);

/// Every application of a sub-game in F that a piece reaches (through `or`, `and` and
/// `some_sym`), with the map of its `x` to the piles and the top symmetry it came through.
pub(super) fn applications(f: &Formula, n: usize) -> Vec<Application<'_>> {
    fn walk<'f>(f: &'f Formula, map: &[usize], top: Option<&[usize]>, out: &mut Vec<Application<'f>>) {
        match f {
            Formula::SomeSym(gs, body) => {
                for g in gs {
                    let m: Vec<usize> = g.iter().map(|&i| map[i]).collect();
                    let t = top.map_or_else(|| m.clone(), <[usize]>::to_vec);
                    walk(body, &m, Some(&t), out);
                }
            }
            Formula::And(fs) | Formula::Or(fs) => fs.iter().for_each(|h| walk(h, map, top, out)),
            Formula::Apply(sub, args) => out.push((map.to_vec(), top.map(<[usize]>::to_vec), sub, args)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(f, &(0..n).collect::<Vec<_>>(), None, &mut out);
    out
}

/// The template `t` (proved for the least points of orbits) at a point whose least image is
/// its image under `h` (`y∘h`, `(y∘h)[j] = y[h[j]]`): the same move on the piles `h` maps.
pub(super) fn through(t: &Template, h: &[usize]) -> Template {
    let moved = t
        .moved
        .iter()
        .map(|(j, a)| {
            let mut coeffs = vec![0; a.coeffs.len()];
            for (k, &c) in a.coeffs.iter().enumerate() {
                if let Some(&hk) = h.get(k) {
                    coeffs[hk] += c;
                }
            }
            (h.get(*j).copied().unwrap_or(*j), Affine { coeffs, constant: a.constant })
        })
        .collect();
    Template { moved, via: None }
}

/// The most templates lifted from one application (each sub-template's variants multiply).
const MAX_PER_APPLICATION: usize = 4096;

/// The ways to make argument `a` take the value `want` (affine in the piles) by changing
/// piles that no other argument counts: one pile of it, or one group emptied and another
/// group's pile taking the rest.
fn realise(a: &Arg, others: &[&Arg], want: &Affine, n: usize) -> Vec<Vec<(usize, Affine)>> {
    let own = |i: usize| a.whole.coeffs[i] == 1 && others.iter().all(|o| o.whole.coeffs[i] == 0);
    let shift = |i: usize, by: &Affine| {
        // pile i := pile i + by
        let mut v = by.clone();
        v.coeffs[i] += 1;
        (i, v)
    };
    // want − whole: how much the argument changes.
    let delta = Affine {
        coeffs: want.coeffs.iter().zip(&a.whole.coeffs).map(|(w, x)| w - x).collect(),
        constant: want.constant - a.whole.constant,
    };
    let mut out: Vec<Vec<(usize, Affine)>> = (0..n).filter(|&i| own(i)).map(|i| vec![shift(i, &delta)]).collect();
    // A merged argument: empty group g (its pile down to what is subtracted from it), the
    // rest of the change on group h's pile.
    for (gi, g) in a.groups.iter().enumerate() {
        for (hi, h) in a.groups.iter().enumerate() {
            if gi == hi {
                continue;
            }
            let (Some(pg), Some(ph)) =
                ((0..n).find(|&i| g.coeffs[i] == 1 && own(i)), (0..n).find(|&i| h.coeffs[i] == 1 && own(i)))
            else {
                continue;
            };
            // pile pg := pile pg − g (group g becomes 0); pile ph := pile ph + delta + g.
            let neg_g = Affine { coeffs: g.coeffs.iter().map(|x| -x).collect(), constant: -g.constant };
            let plus_g = Affine {
                coeffs: delta.coeffs.iter().zip(&g.coeffs).map(|(d, x)| d + x).collect(),
                constant: delta.constant + g.constant,
            };
            out.push(vec![shift(pg, &neg_g), shift(ph, &plus_g)]);
        }
    }
    out
}

/// The ways to lift the sub-game's move `t` (over its own piles y) at one application: `map`
/// reads its x, `args` are its arguments; each way is a list of piles set to affine values of
/// the piles. Empty when an argument is not affine or a moved argument has no pile of its own.
pub(super) fn realisations(n: usize, map: &[usize], args: &[Term], t: &Template) -> Vec<Vec<(usize, Affine)>> {
    let Some(args) = args.iter().map(|t| arg(t, map, n)).collect::<Option<Vec<Arg>>>() else {
        return Vec::new();
    };
    // Each moved y_j: its new value over the piles, and the ways to realise it.
    let mut choices: Vec<Vec<Vec<(usize, Affine)>>> = Vec::new();
    for (j, a) in &t.moved {
        let Some(target) = args.get(*j) else { return Vec::new() };
        let mut want = Affine { coeffs: vec![0; n], constant: a.constant };
        for (k, &c) in a.coeffs.iter().enumerate() {
            let Some(ak) = args.get(k) else { continue };
            want.coeffs.iter_mut().zip(&ak.whole.coeffs).for_each(|(w, x)| *w += c * x);
            want.constant += c * ak.whole.constant;
        }
        let others: Vec<&Arg> = args.iter().enumerate().filter(|(k, _)| k != j).map(|(_, a)| a).collect();
        choices.push(realise(target, &others, &want, n));
    }
    // Every combination of the moved arguments' choices (no pile moved twice).
    let mut combos: Vec<Vec<(usize, Affine)>> = vec![Vec::new()];
    for c in &choices {
        let mut next = Vec::new();
        for base in &combos {
            for extra in c {
                if extra.iter().any(|(i, _)| base.iter().any(|(b, _)| b == i)) {
                    continue;
                }
                let mut m = base.clone();
                m.extend(extra.iter().cloned());
                next.push(m);
            }
        }
        combos = next;
        combos.truncate(MAX_PER_APPLICATION);
    }
    for m in &mut combos {
        m.sort_by_key(|(i, _)| *i);
    }
    combos
}

/// The templates over the piles lifted from `sub_rule` (templates over the sub-game's own
/// piles) at one application: `map` reads its x, `args` are its arguments, `via` the top
/// symmetry of F it came through.
pub(super) fn lift(
    n: usize,
    map: &[usize],
    via: Option<&[usize]>,
    args: &[Term],
    sub_rule: &[Template],
) -> Vec<Template> {
    let mut out = Vec::new();
    for t in sub_rule {
        for moved in realisations(n, map, args, t) {
            out.push(Template { moved, via: via.map(<[usize]>::to_vec) });
        }
        if out.len() >= MAX_PER_APPLICATION {
            break;
        }
    }
    out
}
