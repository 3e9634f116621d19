//! Obligation 2 by a winning-move rule: data from a box (and larger random positions), a
//! greedy cover of candidate moves, the quantifier-free query, and refinement on the
//! solver's counterexamples (the simplest move into F it finds there, explained).

use simnim_core::{advance, box_size, Complex};

use super::super::formula::Formula;
use super::super::json::Json;
use super::super::rules::{explain, moves_into, Data};
use super::super::smt::{self, Obligation, Template};
use super::super::smt_compose::residual as residual_script;
use super::super::solver::Answer;
use super::{ProofCounterexample, ProveOptions, Run};
use crate::answer::ConjectureError;

pub(super) enum RuleOutcome {
    Proved(Vec<Template>, Obligation),
    Refuted(Option<ProofCounterexample>),
    Open(String),
}

/// Is `p` least (lexicographically) among its images under `perms`?
fn leader(p: &[u64], perms: &[Vec<usize>]) -> bool {
    perms.iter().all(|g| {
        let image: Vec<u64> = g.iter().map(|&i| p[i]).collect();
        p <= image.as_slice()
    })
}

/// Finds a winning-move rule from a box's data and refines it on the solver's
/// counterexamples until the quantifier-free obligation is unsat. With symmetries, only the
/// orbits' least points are asked for (and taken as data).
pub(super) fn by_rule(
    run: &mut Run<'_>,
    opts: &ProveOptions,
    sym: Option<&[Vec<usize>]>,
    lifted: &[Template],
    residual: Option<&Formula>,
) -> Result<RuleOutcome, ConjectureError> {
    // With `residual` (the positions a composition covers), only the others are data and asked.
    let outside = |p: &[u64]| residual.is_none_or(|cov| !cov.holds(p));
    let (c, f) = (run.c, run.f);
    let n = c.n();
    let facets = c.facets().to_vec();
    let mut data = Data::new();
    // The data box: the largest K with (K + 1)^n ≤ the budget of positions.
    let mut k = 1u64;
    while box_size(&vec![k + 1; n]) <= opts.data_positions as u128 {
        k += 1;
    }
    let mut p = vec![0u64; n];
    let radix = vec![k + 1; n];
    loop {
        if run.now() >= run.deadline {
            return Ok(RuleOutcome::Open("the time budget ended while reading the data box".into()));
        }
        if !f.holds(&p) && sym.is_none_or(|g| leader(&p, g)) && outside(&p) && run.in_region(&p) {
            let moves = moves_into(f, &facets, &p);
            if moves.is_empty() {
                return Ok(RuleOutcome::Refuted(run.smallest(k.max(4)).or_else(|| run.confirm(&p, None))));
            }
            data.add(f, &p, &moves);
        }
        if !advance(&mut p, &radix) {
            break;
        }
    }
    // And positions with larger piles, drawn at random (the same every run): their moves
    // separate cases the small box does not.
    let top = (3 * k).max(8);
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut drawn = 0;
    while drawn < opts.samples && run.now() < run.deadline {
        let region = run.region.clone().unwrap_or_else(|| vec![None; n]);
        let p: Vec<u64> = (0..n)
            .map(|i| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed % (region[i].map_or(top, |b| b.min(top)) + 1)
            })
            .collect();
        drawn += 1;
        if !f.holds(&p) && sym.is_none_or(|g| leader(&p, g)) && outside(&p) {
            let moves = moves_into(f, &facets, &p);
            if moves.is_empty() {
                return Ok(RuleOutcome::Refuted(run.smallest(k.max(4)).or_else(|| run.confirm(&p, None))));
            }
            data.add(f, &p, &moves[..moves.len().min(6)]);
        }
    }
    // The sub-games' rules lifted through F's reductions are candidates like the ones the
    // data explain.
    for t in lifted {
        data.candidates.entry(t.clone()).or_default();
    }
    data.refresh(f, &facets);
    let want: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
    let mut rule: Vec<Template> = Vec::new();
    // Refinement goes on while 40% of the whole budget is left for the quantified fallback;
    // a composition's residual (a smaller set, whose rule the quantified query of the
    // whole game would not replace in the time left) refines until 5% is left.
    let share = if residual.is_some() { 0.05 } else { 0.4 };
    let reserve = opts.timeout.mul_f64(share);
    let mut round = 0;
    while round < MAX_ROUNDS && run.deadline.saturating_sub(run.now()) > reserve {
        round += 1;
        let (r, unserved) = data.cover(&rule);
        if !unserved.is_empty() {
            return Ok(RuleOutcome::Open(format!(
                "no affine move explains {} positions of the data box [0,{k}]^V, e.g. {}",
                unserved.len(),
                simnim_core::position_text(&data.positions[unserved[0]])
            )));
        }
        rule = r;
        if run.now() >= run.deadline {
            return Ok(RuleOutcome::Open("the time budget ended while refining the rule".into()));
        }
        let script = match residual {
            Some(cov) => residual_script(c, f, cov, &rule, sym),
            None => smt::obligation_2_rule(c, f, &rule, None, sym),
        }
        .map_err(|e| ConjectureError::Input(e.0.into()))?;
        let script = run.within(script, "p");
        match run.ask(&script.text(), &want)? {
            Answer::Unsat => return Ok(RuleOutcome::Proved(rule, script)),
            Answer::Unknown(why) => {
                return Ok(RuleOutcome::Open(format!("the rule's query after {round} refinements: {why}")))
            }
            Answer::Sat(v) => {
                // A position the rule does not serve. A template known from the data may
                // serve it (the cover then takes it); else the simplest move from it into F
                // (fewest piles changed, fewest chips taken): among the moves of one or two
                // piles, or from the solver.
                let p: Vec<u64> = v.iter().map(|&x| x.max(0) as u64).collect();
                if data.known_serves(f, &facets, &p) {
                    continue;
                }
                if let Some(q) = simplest_move(f, &facets, &p).or_else(|| simplest_small_move(f, &facets, &p)) {
                    data.explain_more(f, &p, &[q]);
                    data.refresh(f, &facets);
                    continue;
                }
                let qs: Vec<String> = (0..n).map(|i| format!("q{i}")).collect();
                let mut answer = Answer::Unsat;
                let optimize = run.solver.optimizes();
                // Moves no affine template explains are set aside (up to a few), and the
                // solver asked for another: a rule needs an explainable move from p.
                let mut unexplained: Vec<Answer> = Vec::new();
                let mut exclude = String::new();
                'sizes: for k in 1..=n {
                    loop {
                        let q_script = smt::move_into_f(c, f, &p, Some(k), optimize)
                            .map_err(|e| ConjectureError::Input(e.0.into()))?
                            .replace("(check-sat)\n", &format!("{exclude}(check-sat)\n"));
                        answer = run.ask(&q_script, &qs)?;
                        let Answer::Sat(q) = &answer else { break };
                        let q: Vec<u64> = q.iter().map(|&x| x.max(0) as u64).collect();
                        if !explain(f, &p, &q).is_empty() || unexplained.len() >= MAX_UNEXPLAINED {
                            break 'sizes;
                        }
                        let eqs: Vec<String> = q.iter().enumerate().map(|(i, v)| format!("(= q{i} {v})")).collect();
                        exclude.push_str(&format!("(assert (not (and {})))\n", eqs.join(" ")));
                        unexplained.push(answer.clone());
                    }
                    if !matches!(answer, Answer::Unsat) {
                        break;
                    }
                }
                // Nothing explainable: the first move found (the rule then stops, open).
                if matches!(answer, Answer::Unsat) {
                    if let Some(first) = unexplained.into_iter().next() {
                        answer = first;
                    }
                }
                match answer {
                    Answer::Sat(q) => {
                        let q: Vec<u64> = q.iter().map(|&x| x.max(0) as u64).collect();
                        data.explain_more(f, &p, &[q]);
                        data.refresh(f, &facets);
                    }
                    Answer::Unsat => {
                        let region = run.region.clone();
                        let small = run.refute(
                            |b| smt::obligation_2_quantified(c, f, b).map(|o| super::bounded(&region, o, "p").text()),
                            false,
                        )?;
                        return Ok(RuleOutcome::Refuted(small.or_else(|| run.confirm(&p, None))));
                    }
                    Answer::Unknown(why) => return Ok(RuleOutcome::Open(why)),
                }
            }
        }
    }
    Ok(RuleOutcome::Open(format!(
        "{round} refinements of the rule did not close it (refining stops with {}% of the time left for the quantified query)",
        (share * 100.0).round()
    )))
}

/// The simplest move from `p` into F that a template explains, among all its moves: fewest
/// piles changed, then fewest chips taken. `None` when there is none, or more moves than
/// [`SMALL_MOVES`].
fn simplest_move(f: &Formula, facets: &[u64], p: &[u64]) -> Option<Vec<u64>> {
    let options: u128 = facets
        .iter()
        .map(|&fc| (0..p.len()).filter(|&v| fc >> v & 1 == 1).map(|v| p[v] as u128 + 1).product::<u128>())
        .sum();
    if options > SMALL_MOVES {
        return None;
    }
    let mut found: Vec<(usize, u64, Vec<u64>)> = Vec::new();
    simnim_core::solve::for_each_option(facets.iter().copied(), p, |q| {
        if f.holds(q) {
            let changed = p.iter().zip(q).filter(|(a, b)| a != b).count();
            let taken = p.iter().zip(q).map(|(a, b)| a - b).sum();
            found.push((changed, taken, q.to_vec()));
        }
        true
    });
    found.sort();
    found.dedup();
    found.into_iter().map(|(_, _, q)| q).find(|q| !explain(f, p, q).is_empty())
}

/// Moves of one or two piles (within a facet) the search looks through before it asks the
/// solver for a move: enough for piles of a few hundred chips.
const SMALL_MOVES: u128 = 4_000_000;

/// The simplest move from `p` into F that a template explains, among the moves that change
/// at most two piles: fewest piles changed, then fewest chips taken. `None` when there is
/// none, or when there are more such moves than [`SMALL_MOVES`] (the solver is asked then).
fn simplest_small_move(f: &Formula, facets: &[u64], p: &[u64]) -> Option<Vec<u64>> {
    let n = p.len();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for &fc in facets {
        let vs: Vec<usize> = (0..n).filter(|&v| fc >> v & 1 == 1).collect();
        for (i, &u) in vs.iter().enumerate() {
            for &v in &vs[i + 1..] {
                if !pairs.contains(&(u, v)) {
                    pairs.push((u, v));
                }
            }
        }
    }
    let cost: u128 = p.iter().map(|&x| x as u128).sum::<u128>()
        + pairs.iter().map(|&(u, v)| (p[u] as u128 + 1) * (p[v] as u128 + 1)).sum::<u128>();
    if cost > SMALL_MOVES {
        return None;
    }
    let mut q = p.to_vec();
    // One pile, fewest chips taken first.
    let mut best: Option<(u64, Vec<u64>)> = None;
    for v in (0..n).filter(|&v| facets.iter().any(|&fc| fc >> v & 1 == 1)) {
        for x in (0..p[v]).rev() {
            q[v] = x;
            if f.holds(&q) && !explain(f, p, &q).is_empty() {
                let taken = p[v] - x;
                if best.as_ref().is_none_or(|(t, _)| taken < *t) {
                    best = Some((taken, q.clone()));
                }
                break;
            }
        }
        q[v] = p[v];
    }
    if let Some((_, q)) = best {
        return Some(q);
    }
    for &(u, v) in &pairs {
        for x in 0..p[u] {
            for y in 0..p[v] {
                q[u] = x;
                q[v] = y;
                if f.holds(&q) && !explain(f, p, &q).is_empty() {
                    let taken = p[u] - x + p[v] - y;
                    if best.as_ref().is_none_or(|(t, _)| taken < *t) {
                        best = Some((taken, q.clone()));
                    }
                }
            }
        }
        q[u] = p[u];
        q[v] = p[v];
    }
    best.map(|(_, q)| q)
}

/// Refinements of the rule at most (each is one solver query and a few moves).
const MAX_ROUNDS: usize = 400;

/// Moves from one position set aside as unexplainable before giving up on it.
const MAX_UNEXPLAINED: usize = 6;

/// The rule as JSON: each move sets some piles to affine functions of the position.
pub(super) fn rule_json(c: &Complex, rule: &[Template]) -> Json {
    let labels: Vec<String> = c.labels().iter().map(|l| l.to_string()).collect();
    Json::Obj(vec![
        ("vertices".into(), Json::Arr(labels.iter().map(|l| Json::Str(l.clone())).collect())),
        (
            "meaning".into(),
            Json::Str("from every position where F fails, one of these moves is legal and reaches F: pile i becomes sum(coeffs[j] * x_j) + constant; the other piles stay".into()),
        ),
        (
            "moves".into(),
            Json::Arr(
                rule.iter()
                    .map(|t| {
                        Json::Arr(
                            t.moved
                                .iter()
                                .map(|(v, a)| {
                                    Json::Obj(vec![
                                        ("pile".into(), Json::Int(*v as i128)),
                                        ("coeffs".into(), Json::Arr(a.coeffs.iter().map(|&x| Json::Int(x as i128)).collect())),
                                        ("constant".into(), Json::Int(a.constant as i128)),
                                    ])
                                })
                                .collect(),
                        )
                    })
                    .collect(),
            ),
        ),
    ])
}
