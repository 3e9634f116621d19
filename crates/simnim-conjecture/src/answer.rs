//! The miner's answer: the verdict, the description's pieces in the papers' notation, the
//! errors, and the boxes' defaults — what every stage reports in, apart from how it mines.

use serde::{Deserialize, Serialize};

use crate::formula::{Formula, FormulaError};
use crate::json::Json;
use crate::notation::{Style, Writer};
use crate::verify::Counterexample;
use simnim_core::solve::SolveError;
use simnim_core::Complex;
use simnim_core::LimitError;

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

/// The atlas's mined box for a game on `n` vertices: the largest K ≤ 7 with (K+1)^n at most
/// 1.7e6 positions (7 up to five vertices, then 6, 5, 4, 3 for n = 6, 7, 8, 9).
pub fn atlas_box(n: usize) -> u64 {
    (2..=7u64).rev().find(|&k| (k as u128 + 1).saturating_pow(n as u32) <= 1_700_000).unwrap_or(2)
}

/// The default test box for a mined box: about 1.5 K, at least K + 2.
pub fn default_verify(max: u64) -> u64 {
    max.saturating_add(max.div_ceil(2)).max(max.saturating_add(2))
}

pub(crate) fn texts(c: &Complex, f: &Formula) -> (Vec<String>, Vec<String>) {
    (Writer::new(c, Style::Text).lines(f), Writer::new(c, Style::Latex).lines(f))
}

pub(crate) fn blank(c: &Complex, trained: Option<u64>, verified: u64) -> Conjecture {
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

pub(crate) fn fill(out: &mut Conjecture, c: &Complex, f: &Formula, points: Option<&[usize]>) {
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

/// A formula in the papers' notation (text lines, then LaTeX lines).
pub fn describe(c: &Complex, f: &Formula) -> (Vec<String>, Vec<String>) {
    texts(c, f)
}
