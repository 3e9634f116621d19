//! Obligation 2 by a winning-move rule: data from a box (and larger random positions), a
//! greedy cover of candidate moves, the quantifier-free query, and refinement on the
//! solver's counterexamples (the simplest move into F it finds there, explained).

use simnim_core::{advance, box_size, Complex};

use super::super::json::Json;
use super::super::rules::{moves_into, Data};
use super::super::smt::{self, Template};
use super::super::solver::Answer;
use super::super::ConjectureError;
use super::{ProofCounterexample, ProveOptions, Run};

pub(super) enum RuleOutcome {
    Proved(Vec<Template>, String),
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
) -> Result<RuleOutcome, ConjectureError> {
    let (c, f) = (run.c, run.f);
    let n = c.n();
    let facets = c.facets().to_vec();
    let debug = std::env::var_os("SIMNIM_DEBUG_PROVE").is_some();
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
        if !f.holds(&p) && sym.is_none_or(|g| leader(&p, g)) {
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
        let p: Vec<u64> = (0..n)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed % (top + 1)
            })
            .collect();
        drawn += 1;
        if !f.holds(&p) && sym.is_none_or(|g| leader(&p, g)) {
            let moves = moves_into(f, &facets, &p);
            if moves.is_empty() {
                return Ok(RuleOutcome::Refuted(run.smallest(k.max(4)).or_else(|| run.confirm(&p, None))));
            }
            data.add(f, &p, &moves[..moves.len().min(6)]);
        }
    }
    data.refresh(f, &facets);
    let want: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
    let mut rule: Vec<Template> = Vec::new();
    // Refinement goes on while 40% of the whole budget is left for the quantified fallback.
    let reserve = opts.timeout.mul_f64(0.4);
    let mut round = 0;
    while round < MAX_ROUNDS && run.deadline.saturating_sub(run.now()) > reserve {
        round += 1;
        let (r, unserved) = data.cover(&rule);
        if debug {
            for &i in &unserved {
                let p = &data.positions[i];
                eprintln!("unserved: {p:?}, moves {:?}", moves_into(f, &facets, p));
            }
        }
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
        let script = smt::obligation_2_rule(c, f, &rule, None, sym).map_err(|e| ConjectureError::Input(e.0.into()))?;
        if debug {
            eprintln!(
                "round {round}: {} data positions, {} candidates, a rule of {} moves",
                data.positions.len(),
                data.candidates.len(),
                rule.len()
            );
        }
        match run.ask(&script, &want)? {
            Answer::Unsat => return Ok(RuleOutcome::Proved(rule, script)),
            Answer::Unknown(why) => {
                return Ok(RuleOutcome::Open(format!("the rule's query after {round} refinements: {why}")))
            }
            Answer::Sat(v) => {
                // A position the rule does not serve: the simplest move from it into F the
                // solver finds (fewest piles changed, fewest chips taken).
                let p: Vec<u64> = v.iter().map(|&x| x.max(0) as u64).collect();
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
                        if !super::super::rules::explain(f, &p, &q).is_empty() || unexplained.len() >= MAX_UNEXPLAINED {
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
                        if debug {
                            eprintln!(
                                "  p = {p:?}, q = {q:?}, explained by {:?}",
                                super::super::rules::explain(f, &p, &q)
                            );
                        }
                        data.add(f, &p, &[q]);
                        data.refresh(f, &facets);
                    }
                    Answer::Unsat => {
                        let small = run.refute(|b| smt::obligation_2_quantified(c, f, b), false)?;
                        return Ok(RuleOutcome::Refuted(small.or_else(|| run.confirm(&p, None))));
                    }
                    Answer::Unknown(why) => return Ok(RuleOutcome::Open(why)),
                }
            }
        }
    }
    Ok(RuleOutcome::Open(format!(
        "{round} refinements of the rule did not close it (refining stops with 40% of the time left for the quantified query)"
    )))
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
