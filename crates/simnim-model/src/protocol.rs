//! The worker protocol and the worker's request handling, free of any web dependency.
//!
//! The page sends [`Request`]s; the worker answers with [`Response`]s tagged with the
//! request's [`RequestId`]: first the complex's [`TheoryView`] (its theory is cached between
//! requests on the same complex), then progress, then the answer. The worker's logic is
//! `worker::SolverState`. An API boundary: both sides of the worker are built from this file.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use serde::{Deserialize, Serialize};

use simnim_core::convex::Structure;
use simnim_core::{Analysis, AtlasEntry, AtlasFamily, IrpStep, Periodicity, Question, Verdict};

use crate::convex::ConvexSpec;
use crate::describe::DescribeAnswer;
use crate::theory_view::TheoryView;

/// Which view of the page a request belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ViewKind {
    Table,
    Graph,
    Invariants,
    Computer,
    Remoteness,
    Check,
    Explore,
    Ray,
    Atlas,
    /// The conjecture miner (or a formula's check).
    Describe,
    /// The Open Problem 3 workbench's slice and its rays (numbered 0.. in `Request::Ray`).
    Slice,
    WorkbenchRay(u8),
    /// The workbench's nim values mined (`Request::Values`, answered by the miner's worker).
    WorkbenchValues,
}

/// Who asked, and for which state: the page keeps an answer only while its id is current
/// (see `state::AppState::is_current`). An API boundary: the worker echoes it unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RequestId {
    /// The answer panel's analysis of the drawing at this `math_rev`.
    Analysis(u64),
    /// A view's request; the number counts the page's view requests.
    View(ViewKind, u64),
    /// The convex mode's structure for the sketch at this `math_rev`.
    Convex(u64),
    /// The convex mode's exhaustive check for the sketch at this `math_rev`.
    ConvexBrute(u64),
    /// The page's pool of workers setting up (never an answer the page shows).
    Pool(u64),
}

impl RequestId {
    /// A fresh id for a request of view `kind` (numbers count up over the page's life).
    pub fn view(kind: ViewKind) -> RequestId {
        use std::sync::atomic::{AtomicU64, Ordering};
        static SEQ: AtomicU64 = AtomicU64::new(1);
        RequestId::View(kind, SEQ.fetch_add(1, Ordering::Relaxed))
    }
}

/// A message to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Analyse `piles` on the complex written as `complex` (the papers' notation).
    /// `want_value`: search for the nim value even when a theorem already answers.
    /// `misere`: the last player to move loses (outcome and winning moves, no nim value).
    Analyze {
        id: RequestId,
        complex: String,
        piles: Vec<u64>,
        want_value: bool,
        #[serde(default)]
        misere: bool,
        /// The page's memory budget for searches in bytes (0: the worker's default).
        #[serde(default)]
        max_bytes: u64,
    },
    /// Stop request `id` if it is running (an analysis or an exploration).
    Cancel { id: RequestId },
    /// Nim values over the piles `0..=k` of vertices `u` and `v` (complex order); in
    /// misère play the misère outcomes instead (0 for P, 1 for N). With `share: Some((w, W))`
    /// (normal play), worker `w` of `W` in the page's pool computes its share: the slabs
    /// `≡ w (mod W)` of the box, passing columns to the next worker
    /// (`SolverState::take_column`, on the pool's ports, never through the page), and ends
    /// with `TableCells`.
    Table {
        id: RequestId,
        complex: String,
        piles: Vec<u64>,
        u: usize,
        v: usize,
        k: u64,
        #[serde(default)]
        misere: bool,
        #[serde(default)]
        share: Option<(usize, usize)>,
    },
    /// The nim values with the piles of `vary` all equal to x, x in `0..=upto`, and their
    /// arithmetic periodicity.
    Ray { id: RequestId, complex: String, piles: Vec<u64>, vary: Vec<usize>, upto: u64 },
    /// The SetNim atlas: CN(n,k) or PN(n,k) for n in `n_min..=n_max` and every k, each
    /// within piles ≤ `max` (the atlas's default box when `None`). A long job: one game per
    /// step, each sent as it is found. With `share: Some((games, total))`, a pool worker's
    /// share: these games of an atlas of `total` games.
    Atlas {
        id: RequestId,
        family: AtlasFamily,
        n_min: usize,
        n_max: usize,
        max: Option<u64>,
        #[serde(default)]
        share: Option<(Vec<(usize, usize)>, u64)>,
    },
    /// The conjecture miner on the box of piles ≤ `max` (tested on a bigger box), or with
    /// `formula` (JSON text) that formula tested on the box.
    Describe { id: RequestId, complex: String, max: u64, formula: Option<String> },
    /// The nim-value miner (the CLI's `conjecture --values`) on the box of piles ≤ `max`,
    /// tested on the default bigger box; answered by the miner's worker like a description.
    Values { id: RequestId, complex: String, max: u64 },
    /// The prover on a verified description (`answer`, as the miner's worker sent it), with
    /// z3 in the page: the answer comes back with its proof. Only where the page is
    /// cross-origin isolated (z3's WebAssembly needs threads).
    Prove { id: RequestId, complex: String, answer: Box<DescribeAnswer> },
    /// A pool worker's first message: it is worker `worker` of `workers`, and its columns pass
    /// on the channel named `channel` (it answers `Ready` once the channel is open).
    Hello { id: RequestId, channel: String, worker: usize, workers: usize },
    /// The game graph below `piles`, at most `cap` nodes.
    Graph { id: RequestId, complex: String, piles: Vec<u64>, cap: usize },
    /// Invariant vectors within piles ≤ `max`, and the Invariance Reduction Process for `piles`.
    Invariants { id: RequestId, complex: String, piles: Vec<u64>, max: u64 },
    /// The computer's move from `piles` (in misère play when `misere`).
    ComputerMove {
        id: RequestId,
        complex: String,
        piles: Vec<u64>,
        #[serde(default)]
        misere: bool,
    },
    /// The remoteness of `piles` (how many moves remain with best play).
    Remoteness { id: RequestId, complex: String, piles: Vec<u64> },
    /// Check a question for this complex within piles ≤ `k`.
    Check { id: RequestId, complex: String, question: Question, k: u64 },
    /// Check a question over all complexes on up to `n_max` vertices (a long job).
    Explore { id: RequestId, question: Question, n_max: usize, k: u64, connected: bool },
    /// The structure theory of a convex-geometry game.
    Convex { id: RequestId, spec: ConvexSpec },
    /// The same game's nim number by exhaustive search over all subsets (a check).
    ConvexBrute { id: RequestId, spec: ConvexSpec },
}

impl Request {
    /// The id the answer will carry.
    pub fn id(&self) -> RequestId {
        match self {
            Request::Analyze { id, .. }
            | Request::Cancel { id }
            | Request::Table { id, .. }
            | Request::Ray { id, .. }
            | Request::Atlas { id, .. }
            | Request::Describe { id, .. }
            | Request::Values { id, .. }
            | Request::Prove { id, .. }
            | Request::Hello { id, .. }
            | Request::Graph { id, .. }
            | Request::Invariants { id, .. }
            | Request::ComputerMove { id, .. }
            | Request::Remoteness { id, .. }
            | Request::Check { id, .. }
            | Request::Explore { id, .. }
            | Request::Convex { id, .. }
            | Request::ConvexBrute { id, .. } => *id,
        }
    }
}

/// A node of a game graph: position, nim value, chips.
pub type GraphNode = (Vec<u64>, u64, u64);

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// What the theorems say about the complex.
    Theory {
        id: RequestId,
        view: TheoryView,
    },
    Progress {
        id: RequestId,
        done: u64,
        total: u64,
    },

    Answer {
        id: RequestId,
        analysis: Analysis,
        /// Milliseconds the worker spent (set by the worker's reactor, which has a clock).
        #[serde(default)]
        ms: Option<u64>,
    },
    /// The request was refused (a limit) or was invalid; `message` is for people.
    Refused {
        id: RequestId,
        message: String,
    },
    Cancelled {
        id: RequestId,
    },
    /// Nim values, or in misère play the outcomes (0 for P, 1 for N).
    Table {
        id: RequestId,
        table: Vec<Vec<u64>>,
        #[serde(default)]
        misere: bool,
    },
    Ray {
        id: RequestId,
        vary: Vec<usize>,
        values: Vec<u64>,
        /// How the values were found ("exhaustive", or the theorem's name).
        method: String,
        periodicity: Option<Periodicity>,
    },
    /// One game of the atlas (`done` of `total` games so far); an error for a game that
    /// could not be computed.
    AtlasRow {
        id: RequestId,
        done: u64,
        total: u64,
        n: usize,
        k: usize,
        row: Result<AtlasEntry, String>,
    },
    /// A pool worker has opened its channel.
    Ready {
        id: RequestId,
        worker: usize,
    },
    /// A share's cells of the value table: `(a, b, value)` with `u = a`, `v = b`.
    TableCells {
        id: RequestId,
        worker: usize,
        workers: usize,
        cells: Vec<(u64, u64, u64)>,
    },
    Graph {
        id: RequestId,
        nodes: Vec<GraphNode>,
        edges: Vec<(usize, usize)>,
        capped: bool,
    },
    Invariants {
        id: RequestId,
        vectors: Vec<Vec<u64>>,
        walk: Vec<IrpStep>,
    },
    ComputerMove {
        id: RequestId,
        target: Option<Vec<u64>>,
        reason: String,
    },
    /// `None` when the box is too large for an exact remoteness.
    Remoteness {
        id: RequestId,
        remoteness: Option<u32>,
    },
    Checked {
        id: RequestId,
        verdict: Verdict,
    },
    ExploreProgress {
        id: RequestId,
        done: u64,
        total: u64,
    },
    /// The summary and each counterexample: complex (facets), position, reason.
    Explored {
        id: RequestId,
        summary: String,
        counterexamples: Vec<(String, Vec<u64>, String)>,
    },
    /// The structure of the convex game `spec` (errors come as `ConvexFailed`).
    Convex {
        id: RequestId,
        spec: ConvexSpec,
        structure: Structure,
    },
    ConvexFailed {
        id: RequestId,
        spec: ConvexSpec,
        message: String,
    },
    /// The exhaustive nim number of the game over `positions` subsets.
    ConvexBrute {
        id: RequestId,
        nim: u32,
        positions: u64,
    },
}

impl Response {
    /// The request this response belongs to.
    pub fn id(&self) -> RequestId {
        match self {
            Response::Theory { id, .. }
            | Response::Progress { id, .. }
            | Response::Answer { id, .. }
            | Response::Refused { id, .. }
            | Response::Cancelled { id }
            | Response::Table { id, .. }
            | Response::Ray { id, .. }
            | Response::AtlasRow { id, .. }
            | Response::Ready { id, .. }
            | Response::TableCells { id, .. }
            | Response::Graph { id, .. }
            | Response::Invariants { id, .. }
            | Response::ComputerMove { id, .. }
            | Response::Remoteness { id, .. }
            | Response::Checked { id, .. }
            | Response::ExploreProgress { id, .. }
            | Response::Explored { id, .. }
            | Response::Convex { id, .. }
            | Response::ConvexFailed { id, .. }
            | Response::ConvexBrute { id, .. } => *id,
        }
    }
}

/// What the miner's worker sends back: the request's id and the answer or why not (its own
/// message, not a `Response`: the page's main decoder stays as small as before).
pub type Described = (RequestId, Result<DescribeAnswer, String>);

/// A verified mined formula (it goes to the editor, and so into the link).
pub fn mined_formula(d: &Described) -> Option<std::rc::Rc<str>> {
    let a = d.1.as_ref().ok().filter(|a| a.trained_max.is_some() && a.status == "verified")?;
    a.formula.as_deref().map(std::rc::Rc::from)
}
