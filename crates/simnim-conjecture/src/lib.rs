//! The conjecture miner: from the P-positions of a box to a description in the papers'
//! own terms, tested on a bigger box.
//!
//! [`mine`] computes the P-set of `[0, max]^V`, proposes the shortest formula of the
//! grammar (`formula`) that is exact on it — linear equations, the digit-column (Nim-basis)
//! form, or pieces up to the complex's automorphisms (`mine`) — and tests it on every
//! position of `[0, verify]^V` against the engines (`verify`) — and, where that box has at
//! most 2e7 positions, of `[0, 2 max]^V` as a margin it does not claim: `verified`
//! ("verified for all piles ≤ K2", never "proved"), or `none` with the candidate and the
//! counterexample that rejected it. [`check`] tests a person's formula the same way: `verified` or
//! `refuted` with the smallest counterexample. Texts in the papers' notation (`notation`).
//! [`mine_values`] does the same for the nim values (`values`): pieces "g = t1 ⊕ t2 where C".

mod boxes;
pub mod certificate;
mod compose;
mod data;
mod formula;
mod irp;
mod json;
mod lattice;
mod mine;
mod notation;
mod obligation;
mod piece;
mod prove;
mod rules;
mod size;
pub mod smt;
mod smt_compose;
mod smt_ob1;
mod smt_sym;
mod solutions;
pub mod solver;
mod split;
mod sum_rule;
mod template;
pub mod theorem44;
mod value_answer;
mod values;
mod verify;
mod write;

pub use certificate::{CertificateFile, Expected};
pub use prove::{prove, system_clock, Clock, ObligationReport, Proof, ProofCounterexample, ProofStatus, ProveOptions};

pub use values::{mine_values, ValueConjecture, ValueCounterexample, ValuePiece, ValueRay, MAX_VALUE_VERTICES};

pub use formula::{Formula, FormulaError, Term, MAX_COEFF, MAX_DEFS, MAX_NODES};
pub use json::Json;
pub use verify::Counterexample;

use serde::{Deserialize, Serialize};

use boxes::PSet;
use notation::{Style, Writer};
use simnim_core::solve::SolveError;
use simnim_core::Complex;
use simnim_core::{LimitError, Limits};

/// The verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Exact on every position of both boxes.
    Verified,
    /// Wrong somewhere (a person's formula).
    Refuted,
    /// No exact description within the grammar (never a wrong one).
    None,
}

/// One piece of a description.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceInfo {
    pub text: String,
    pub latex: String,
    /// The P-positions of the training box it rests on (mined pieces).
    pub points: Option<usize>,
}

/// The miner's (or the checker's) answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Conjecture {
    pub vertices: Vec<String>,
    /// The box mined (`None` for a checked formula).
    pub trained_max: Option<u64>,
    /// The box the formula was tested on.
    pub verified_max: u64,
    pub status: Status,
    /// The formula (the grammar's JSON tree); `null` with `none`.
    pub formula: Option<Json>,
    /// The papers' notation: a header, then one line per piece.
    pub text: String,
    pub latex: String,
    pub pieces: Vec<PieceInfo>,
    /// The sub-games' P-sets the pieces apply ("where P[CN(5,2)]: …"), one line each.
    #[serde(default)]
    pub definitions: Vec<String>,
    /// The sub-games of those lines, one each in the same order, with their facets where
    /// the miner found the game (to describe it in turn; `null` for a formula file's defs).
    #[serde(default)]
    pub subgames: Vec<SubGame>,
    /// Which stage or check answered.
    pub method: String,
    /// Candidate pieces fitted by the miner.
    pub candidates: usize,
    /// P-positions in the mined box.
    pub p_positions: usize,
    pub counterexample: Option<Counterexample>,
    /// With `none`: the candidate the bigger box refuted.
    pub rejected: Option<Json>,
}

/// A smaller game a description applies: its name ("CN(5,2)", "G1") and its facets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubGame {
    pub name: String,
    pub complex: Option<String>,
}

/// Why there is no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConjectureError {
    /// Bad input (a box, a formula), explained.
    Input(String),
    /// The formula file does not follow the grammar.
    Formula(FormulaError),
    /// A search was refused or failed.
    Solve(SolveError),
    /// The SMT solver failed (not a verdict: an error, a crash).
    Solver(String),
    Cancelled,
}

impl std::fmt::Display for ConjectureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConjectureError::Input(s) => f.write_str(s),
            ConjectureError::Formula(e) => write!(f, "{e}"),
            ConjectureError::Solve(e) => write!(f, "{e}"),
            ConjectureError::Solver(e) => write!(f, "{e}"),
            ConjectureError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<SolveError> for ConjectureError {
    fn from(e: SolveError) -> Self {
        ConjectureError::Solve(e)
    }
}

impl From<LimitError> for ConjectureError {
    fn from(e: LimitError) -> Self {
        ConjectureError::Solve(e.into())
    }
}

/// Largest automorphism group used (a bigger one is not used: the pieces then need no
/// symmetry to be sound, only more of them).
pub const MAX_SYMMETRIES: usize = 5040;

/// Positions of the silent second test box (twice the mined piles), when no bigger.
const EXTRA_TEST_POSITIONS: u64 = 20_000_000;

/// The atlas's mined box for a game on `n` vertices: the largest K ≤ 7 with (K+1)^n at most
/// 1.7e6 positions (7 up to five vertices, then 6, 5, 4, 3 for n = 6, 7, 8, 9).
pub fn atlas_box(n: usize) -> u64 {
    (2..=7u64).rev().find(|&k| (k as u128 + 1).saturating_pow(n as u32) <= 1_700_000).unwrap_or(2)
}

/// The default test box for a mined box: about 1.5 K, at least K + 2.
pub fn default_verify(max: u64) -> u64 {
    max.saturating_add(max.div_ceil(2)).max(max.saturating_add(2))
}

fn texts(c: &Complex, f: &Formula) -> (Vec<String>, Vec<String>) {
    (Writer::new(c, Style::Text).lines(f), Writer::new(c, Style::Latex).lines(f))
}

fn blank(c: &Complex, trained: Option<u64>, verified: u64) -> Conjecture {
    Conjecture {
        vertices: c.labels().iter().map(|l| l.to_string()).collect(),
        trained_max: trained,
        verified_max: verified,
        status: Status::None,
        formula: None,
        text: String::new(),
        latex: String::new(),
        pieces: Vec::new(),
        definitions: Vec::new(),
        subgames: Vec::new(),
        method: String::new(),
        candidates: 0,
        p_positions: 0,
        counterexample: None,
        rejected: None,
    }
}

fn fill(out: &mut Conjecture, c: &Complex, f: &Formula, points: Option<&[usize]>) {
    let (text, latex) = texts(c, f);
    // The lines: a header, one per piece, then one per named sub-game.
    let mut subs = Vec::new();
    f.named_subs(&mut subs);
    let pieces = text.len().saturating_sub(1 + subs.len());
    out.definitions = text.iter().skip(1 + pieces).cloned().collect();
    out.subgames =
        subs.iter().map(|s| SubGame { name: s.name.clone().unwrap_or_default(), complex: s.game.clone() }).collect();
    out.pieces = text
        .iter()
        .skip(1)
        .take(pieces)
        .zip(latex.iter().skip(1))
        .enumerate()
        .map(|(k, (t, l))| PieceInfo {
            text: t.clone(),
            latex: l.clone(),
            points: points.and_then(|p| p.get(k).copied()),
        })
        .collect();
    out.text = text.join("\n");
    out.latex = latex.join(" \\\\\n");
    out.formula = Some(f.to_json());
}

/// Refuses a mined box too small to mine, or a test box not bigger than it.
pub(crate) fn check_boxes(max: u64, verify: u64) -> Result<(), ConjectureError> {
    if max < 2 {
        return Err(ConjectureError::Input(format!("--max {max} is too small to mine: give at least 2")));
    }
    if verify < max.saturating_add(2) {
        return Err(ConjectureError::Input(format!(
            "--verify {verify} must be at least --max + 2 = {} (a bigger box than the one mined)",
            max.saturating_add(2)
        )));
    }
    Ok(())
}

/// Mines a description of the P-positions of `[0, max]^V` and tests it on
/// `[0, verify]^V`. `progress(stage, done, total)` is called between steps; `false` cancels.
pub fn mine(
    c: &Complex,
    max: u64,
    verify: u64,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, u64, u64) -> bool,
) -> Result<Conjecture, ConjectureError> {
    mine_in(c, max, verify, limits, progress, &mut irp::Ctx::default())
}

/// [`mine`] with the sub-games met so far (the reduction stage mines them recursively).
pub(crate) fn mine_in(
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
    let data = mine::Data::new(&pset, c.n(), &group, limits.search_threads());
    let mut out = blank(c, Some(max), verify);
    out.p_positions = pset.count;
    if !progress("equations and digit columns", 1, 4) {
        return Err(ConjectureError::Cancelled);
    }
    let mut found: Vec<mine::Found> = Vec::new();
    found.extend(mine::linear(&data));
    found.extend(mine::digits(&data));
    if found.is_empty() {
        let mut tried = 0;
        let mut cancelled = false;
        let piece = mine::pieces(&data, &mut tried, &mut |sweeps| {
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
    data: &mine::Data<'_>,
    group: &[Vec<usize>],
    max: u64,
    limits: &Limits,
    ctx: &mut irp::Ctx,
) -> Option<mine::Found> {
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
        let d = mine::Data::with_points(pset, c.n(), group, data.threads, rest);
        let found = split::pieces(&d).or_else(|| mine::pieces(&d, &mut 0, &mut |_| true))?;
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
    Some(mine::Found { formula, method, points })
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

/// A formula in the papers' notation (text lines, then LaTeX lines).
pub fn describe(c: &Complex, f: &Formula) -> (Vec<String>, Vec<String>) {
    texts(c, f)
}
