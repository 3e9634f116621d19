//! The flags of `value`, `outcome` and `moves` (a position of Nim on a complex, or of one
//! of the thesis's games with `--game`) and of `simnim thesis`, declared with clap.

use clap::{Args, ValueEnum};

/// A position: Nim on a complex (`--complex` or `--family`, and `--piles`), or one of the
/// thesis's games (`--game`).
#[derive(Args, Debug, Clone)]
pub(crate) struct Query {
    /// The complex in the papers' notation, like "{1,2,3},{2,3,4}" (facets or any generating sets).
    #[arg(short = 'c', long, conflicts_with_all = ["family", "game"])]
    pub(crate) complex: Option<String>,
    /// A family of the papers: cn:n,k pn:n,k path:n,k moore:m,k octahedron:n nim:k simplex:m h
    /// ex3.3 ex3.4 ex4.5 fig2 mystery graph:1-2,2-3 gf2:1100,0110 matrix:r,m graphnim:1-2,2-3.
    #[arg(short = 'f', long, conflicts_with = "game")]
    pub(crate) family: Option<String>,
    /// The piles in vertex order, like 3,1,2 (up to 2^64-1 each); with --game wythoff, its two piles.
    #[arg(short = 'p', long, allow_hyphen_values = true)]
    pub(crate) piles: Option<String>,
    #[command(flatten)]
    pub(crate) thesis: GameArgs,
}

/// One of the thesis's games (Lee Jun Ping 2007): Fukuyama's Nim on graphs, matrix Nim, Wythoff.
#[derive(Args, Debug, Clone)]
pub(crate) struct GameArgs {
    /// One of the thesis's games instead of a complex: fukuyama (--edges, --weights, --piece),
    /// matrix (--rows, --rule) or wythoff (--piles a,b).
    #[arg(long, value_enum)]
    pub(crate) game: Option<GameKind>,
    /// Fukuyama's game: the graph's edges, like "1-2,2-3,1-3" (parallel edges allowed, loops not).
    #[arg(long, requires = "game", allow_hyphen_values = true)]
    pub(crate) edges: Option<String>,
    /// Fukuyama's game: one non-negative weight per edge, in the order of --edges, like 3,2,5.
    #[arg(long, requires = "game", allow_hyphen_values = true)]
    pub(crate) weights: Option<String>,
    /// Fukuyama's game: the vertex the piece is on (its label).
    #[arg(long, requires = "game", allow_hyphen_values = true)]
    pub(crate) piece: Option<String>,
    /// Matrix Nim: the matrix by rows, like "3,4;5,6".
    #[arg(long, requires = "game", allow_hyphen_values = true)]
    pub(crate) rows: Option<String>,
    /// Matrix Nim's rule: ferguson (subtract from a whole row or column; default), holladay
    /// (lower piles of one row, or any piles leaving a column untouched), partizan
    /// (Ferguson's 2 x 2 form, Left rows and Right columns: outcome L, R, P or N).
    #[arg(long, requires = "game", value_enum)]
    pub(crate) rule: Option<RuleArg>,
}

/// The thesis's games.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GameKind {
    /// Fukuyama's Nim on graphs (the thesis's graph method).
    Fukuyama,
    /// Matrix Nim (the thesis's matrix method).
    Matrix,
    /// Wythoff's game (Ferguson's 2 x 1 matrix Nim).
    Wythoff,
}

/// Matrix Nim's rules.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RuleArg {
    /// Ferguson (2001): subtract one positive number from every entry of a row or a column.
    Ferguson,
    /// Holladay (1958): lower piles of one row, or any piles leaving one column untouched.
    Holladay,
    /// Ferguson's partizan 2 x 2 form: Left subtracts from rows, Right from columns.
    Partizan,
}

/// `simnim thesis`: the thesis's comparison of the graph and the matrix methods on Nim.
#[derive(Args, Debug, Clone)]
pub(crate) struct ThesisArgs {
    /// Only this problem: a (piles in the tens, 12,25,37) or b (piles in the hundreds,
    /// 123,245,367); default both.
    #[arg(long, value_enum)]
    pub(crate) problem: Option<ProblemArg>,
    /// Your own Nim position instead, like 7,9,12 (every method solves it).
    #[arg(long, conflicts_with = "problem", allow_hyphen_values = true)]
    pub(crate) piles: Option<String>,
}

/// The thesis's two problems.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ProblemArg {
    /// Problem A: piles in the tens.
    A,
    /// Problem B: piles in the hundreds.
    B,
}
