//! The Describe view's model: the answer the worker sends (the miner's `Conjecture` in
//! plain fields the worker codec carries, the formula as JSON text), the worker's handling
//! of a request, and the formula kept in the link (`&formula=`, percent-encoded JSON).
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde::{Deserialize, Serialize};

use simnim_conjecture::solver::Solver;
use simnim_conjecture::{self as conjecture, smt, theorem44, Conjecture, Formula, Json, Proof, ProofStatus, Status};
use simnim_core::{Complex, Limits};

/// The atlas's mined box for n vertices (the page's atlas rows describe on it).
pub use simnim_conjecture::atlas_box;

/// Largest box the page mines (positions), and the bigger box it tests on.
pub const PAGE_MINE_POSITIONS: u128 = 2_000_000;
pub const PAGE_TEST_POSITIONS: u64 = 20_000_000;

/// One piece in the papers' notation, with the P-positions it rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceLine {
    pub text: String,
    pub latex: String,
    pub points: Option<usize>,
}

/// What the page shows of a mined or checked description.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DescribeAnswer {
    /// "verified", "refuted" or "none".
    pub status: String,
    pub method: String,
    /// The header line ("P iff, up to …").
    pub head: String,
    pub pieces: Vec<PieceLine>,
    /// The sub-games' P-sets the pieces apply, one line each.
    #[serde(default)]
    pub definitions: Vec<String>,
    /// The facets of each definition's sub-game (in the same order; empty when unknown, as
    /// for a formula's own defs): each sub-game one click from its own description.
    #[serde(default)]
    pub games: Vec<String>,
    /// The whole description in LaTeX (what "Copy LaTeX" copies).
    pub latex: String,
    /// The formula as JSON text (the editor's content after mining).
    pub formula: Option<String>,
    pub trained_max: Option<u64>,
    pub verified_max: u64,
    pub p_positions: usize,
    pub candidates: usize,
    /// The counterexample: position, true outcome, and why.
    pub counterexample: Option<(Vec<u64>, String, String)>,
    /// For a verified description: its proof in the page (Theorem 4.4 needs no solver), or
    /// what proves it elsewhere (the command, the obligation files).
    pub proof: Option<ProofKit>,
}

/// A description's proof as the page offers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProofKit {
    /// "proved" (decided here, for every position), "refuted" (by the solver in this page, at
    /// a position the engines confirm), "unknown" (the solver in this page did not decide
    /// within its budget) or "not proved here".
    pub status: String,
    /// How, or why not here.
    pub method: String,
    /// Each obligation's result, where the prover ran in the page.
    #[serde(default)]
    pub obligations: Vec<String>,
    /// The command that proves (or refutes) it, with its certificate.
    pub command: String,
    /// Files to download: the formula, and the obligations in SMT-LIB2 (or Theorem 4.4's
    /// conditions).
    pub files: Vec<(String, String)>,
}

/// The proof kit of a verified description `f` of `c`: Theorem 4.4 decided here for a
/// digit-column description; otherwise the two obligations as SMT-LIB2 files (the second
/// quantified) and the `simnim prove` command, which finds a winning-move rule.
pub fn proof_kit(c: &Complex, f: &Formula) -> ProofKit {
    let formula = json_text(&f.to_json());
    let command = prove_command(c);
    let mut files = vec![("formula.json".to_string(), formula)];
    if let Some(family) = theorem44::digits_family(f, c.n()) {
        if let Some(cond) = theorem44::check(c, &family) {
            let text = serde_json::to_string_pretty(&cond).unwrap_or_default();
            files.push(("theorem-4.4.json".into(), text));
            return ProofKit {
                obligations: Vec::new(),
                status: if cond.hold() { "proved" } else { "not proved here" }.into(),
                method: match &cond.failure {
                    None => format!(
                        "E&S Theorem 4.4: Conditions (A), (B), (C) checked in this page on all 2^{} vertex sets",
                        c.n()
                    ),
                    Some(why) => format!("E&S Theorem 4.4 does not apply: {why}"),
                },
                command,
                files,
            };
        }
    }
    match (smt::obligation_1(c, f, None, false), smt::obligation_2_quantified(c, f, None)) {
        (Ok(one), Ok(two)) => {
            files.push(("obligation-1.smt2".into(), one.text()));
            files.push(("obligation-2-quantified.smt2".into(), two.text()));
            ProofKit {
                obligations: Vec::new(),
                status: "not proved here".into(),
                method: "a proof needs an SMT solver: the command proves it with a winning-move rule (or refutes it); the two files state the obligations, each answers unsat in z3 or cvc5 if the description is right".into(),
                command,
                files,
            }
        }
        _ => ProofKit {
            obligations: Vec::new(),
            status: "not proved here".into(),
            method: "xor0 outside the digit-column form: no proof is attempted".into(),
            command,
            files,
        },
    }
}

/// The command that proves (or refutes) a description of `c` saved as `formula.json`.
fn prove_command(c: &Complex) -> String {
    format!("simnim prove --complex \"{c}\" --check formula.json --certificate cert/")
}

/// How long the page's solver may work on one proof (each query within it).
pub const PAGE_PROVE_SECONDS: u64 = 120;

/// Proves the verified description `answer` of `complex` in the page: `simnim prove` itself
/// (the same obligations, winning-move rule and confirmed refutations), asked of `solver`
/// (z3 in the page), keeping time with `clock` (the page's `performance.now()`). Its proof
/// kit replaces the answer's: "proved" only when the prover proved it; its files are the
/// certificate the prover wrote.
pub fn prove_in_page(
    complex: &str,
    mut answer: DescribeAnswer,
    solver: &mut dyn Solver,
    clock: conjecture::Clock,
    limits: &Limits,
) -> Result<DescribeAnswer, String> {
    let c = Complex::parse(complex).map_err(|e| e.to_string())?;
    let text = answer.formula.as_deref().ok_or("There is no formula to prove.")?;
    let j: Json = serde_json::from_str(text).map_err(|e| format!("The formula is not JSON: {e}"))?;
    let f = conjecture::read_formula(&c, &j).map_err(|e| e.to_string())?;
    let opts = conjecture::ProveOptions {
        timeout: std::time::Duration::from_secs(PAGE_PROVE_SECONDS),
        clock,
        ..Default::default()
    };
    let proof = conjecture::prove(&c, &f, solver, &opts, limits).map_err(|e| e.to_string())?;
    answer.proof = Some(kit_of_proof(&proof, prove_command(&c), json_text(&f.to_json())));
    Ok(answer)
}

/// The page's proof kit of a prover's answer.
fn kit_of_proof(p: &Proof, command: String, formula: String) -> ProofKit {
    let status = match p.status {
        ProofStatus::Proved => "proved",
        ProofStatus::Refuted => "refuted",
        ProofStatus::ProvedBelow | ProofStatus::Unknown => "unknown",
    };
    let obligations = p
        .obligations
        .iter()
        .map(|o| format!("Obligation {} — {} ({} s): {}.", o.name, o.status, o.seconds, o.detail))
        .collect();
    let mut method = format!("{} in this page", p.method);
    if let Some(x) = &p.counterexample {
        method.push_str(&format!(
            "; counterexample {} ({}: {}, confirmed by the engines)",
            simnim_core::position_text(&x.position),
            x.kind,
            x.truth
        ));
    }
    // The manifest lists every file of the download (the formula as a file to read).
    let mut listed = vec![conjecture::CertificateFile::read("formula.json", formula, "the description F, as proved")];
    listed.extend(p.certificate.iter().cloned());
    let mut files: Vec<(String, String)> = listed.iter().map(|f| (f.name.clone(), f.contents.clone())).collect();
    if !p.certificate.is_empty() {
        let manifest = conjecture::certificate::manifest(&listed);
        files.push((conjecture::certificate::MANIFEST.to_string(), manifest));
    }
    ProofKit { status: status.into(), method, obligations, command, files }
}

fn json_text(j: &Json) -> String {
    serde_json::to_string(j).unwrap_or_default()
}

impl DescribeAnswer {
    pub fn from_conjecture(c: &Conjecture) -> DescribeAnswer {
        let status = match c.status {
            Status::Verified => "verified",
            Status::Refuted => "refuted",
            Status::None => "none",
        };
        DescribeAnswer {
            status: status.into(),
            method: c.method.clone(),
            head: c.text.lines().next().unwrap_or_default().to_string(),
            pieces: c
                .pieces
                .iter()
                .map(|p| PieceLine { text: p.text.clone(), latex: p.latex.clone(), points: p.points })
                .collect(),
            definitions: c.definitions.clone(),
            games: c.subgames.iter().map(|s| s.complex.clone().unwrap_or_default()).collect(),
            latex: c.latex.clone(),
            formula: c.formula.as_ref().or(c.rejected.as_ref()).map(json_text),
            trained_max: c.trained_max,
            verified_max: c.verified_max,
            p_positions: c.p_positions,
            candidates: c.candidates,
            counterexample: c.counterexample.as_ref().map(|x| (x.position.clone(), x.truth.clone(), x.reason.clone())),
            proof: None,
        }
    }
}

/// The worker's answer to a Describe request: mine `[0, max]^V` (tested on a bigger box),
/// or with `formula` test that JSON text on `[0, max]^V`. Errors are explained. `progress`
/// hears each step ("pieces up to symmetry: 12 sweeps of the box (step 3 of 4)").
pub fn run(
    complex: &str,
    max: u64,
    formula: Option<&str>,
    limits: &Limits,
    progress: &mut dyn FnMut(&str),
) -> Result<DescribeAnswer, String> {
    let c = Complex::parse(complex).map_err(|e| e.to_string())?;
    let positions = |k: u64| (k as u128 + 1).checked_pow(c.n() as u32).unwrap_or(u128::MAX);
    let limits = Limits { max_positions: limits.max_positions.min(PAGE_TEST_POSITIONS), ..*limits };
    let mut quiet = |stage: &str, done: u64, total: u64| {
        progress(&format!("{stage} (step {} of {total})", (done + 1).min(total)));
        true
    };
    let answer = match formula {
        Some(text) => {
            let j: Json = serde_json::from_str(text).map_err(|e| format!("The formula is not JSON: {e}"))?;
            let f = conjecture::read_formula(&c, &j).map_err(|e| e.to_string())?;
            conjecture::check(&c, &f, max, &limits, &mut quiet)
        }
        None => {
            if positions(max) > PAGE_MINE_POSITIONS {
                return Err(format!(
                    "The box of piles ≤ {max} has {} positions; the page mines at most {} (the CLI's simnim conjecture goes further).",
                    simnim_core::human_count(positions(max)),
                    simnim_core::human_count(PAGE_MINE_POSITIONS)
                ));
            }
            conjecture::mine(&c, max, conjecture::default_verify(max), &limits, &mut quiet)
        }
    };
    let a = answer.map_err(|e| e.to_string())?;
    let mut out = DescribeAnswer::from_conjecture(&a);
    if a.status == Status::Verified {
        if let Some(f) = a.formula.as_ref().and_then(|j| conjecture::read_formula(&c, j).ok()) {
            progress("the proof (step 4 of 4)");
            out.proof = Some(proof_kit(&c, &f));
        }
    }
    Ok(out)
}

/// The `&formula=` parameter of a readable fragment.
pub fn formula_from_fragment(fragment: &str) -> Option<String> {
    fragment
        .trim_start_matches('#')
        .split('&')
        .find_map(|p| p.strip_prefix("formula="))
        .and_then(|v| crate::url::percent_decode(v).ok())
        .filter(|s| !s.trim().is_empty())
}

/// `&formula=…` for the link (nothing without a formula).
pub fn formula_query(formula: Option<&str>) -> String {
    match formula {
        Some(f) if !f.trim().is_empty() => format!("&formula={}", crate::url::percent_encode(f)),
        _ => String::new(),
    }
}

/// Most positions of the box the page mines nim values on (the CLI goes further).
pub const PAGE_VALUE_POSITIONS: u128 = 200_000;

/// The miner's worker's answer to a `Request::Values`: the nim values of `[0, max]^V` mined
/// (`simnim conjecture --values`), as a description: `head` is "g(a, b, c)", each piece
/// the whole line "g(a, b, c) = … where …" with the positions it explains (`points`),
/// `method` the verdict in a sentence, `definitions` what no piece explains and the rays
/// through it, `p_positions` the box's positions and `candidates` how many the pieces
/// explain.
pub fn values(complex: &str, max: u64, limits: &Limits) -> Result<DescribeAnswer, String> {
    let c = Complex::parse(complex).map_err(|e| e.to_string())?;
    let verify = conjecture::default_verify(max);
    let positions = (verify as u128 + 1).checked_pow(c.n() as u32).unwrap_or(u128::MAX);
    if positions > PAGE_VALUE_POSITIONS {
        return Err(format!(
            "The test box of piles ≤ {verify} has {} positions; the page mines nim values on at most {} (the CLI's simnim conjecture --values goes further).",
            simnim_core::human_count(positions),
            simnim_core::human_count(PAGE_VALUE_POSITIONS)
        ));
    }
    let a = conjecture::mine_values(&c, max, verify, limits, &mut |_, _, _| true).map_err(|e| e.to_string())?;
    let mut definitions: Vec<String> = a.unexplained_text().into_iter().collect();
    definitions.extend(a.rays.iter().map(|r| r.text.clone()));
    let head = a.text.lines().next().unwrap_or_default().to_string();
    let verdict = if a.status == Status::Verified { "Verified (not a proof)" } else { "No description" };
    Ok(DescribeAnswer {
        status: if a.status == Status::Verified { "verified" } else { "none" }.into(),
        method: format!(
            "{verdict}: the pieces explain {} of the {} positions with piles ≤ {max}, each exact on every position with piles ≤ {verify} where it applies.",
            a.explained, a.positions
        ),
        pieces: a
            .pieces
            .iter()
            .map(|p| PieceLine { text: format!("{head} {}", p.text), latex: p.latex.clone(), points: Some(p.positions) })
            .collect(),
        head,
        definitions,
        games: Vec::new(),
        latex: a.latex.clone(),
        formula: a.heap_formula.as_ref().map(json_text),
        trained_max: Some(max),
        verified_max: verify,
        p_positions: a.positions,
        candidates: a.explained,
        counterexample: a.counterexample_text().zip(a.counterexample.as_ref()).map(|(text, x)| {
            (x.position.clone(), x.value.to_string(), text)
        }),
        proof: None,
    })
}
