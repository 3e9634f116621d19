//! The answer types: what every method returns for a position (outcome, value, moves, the
//! method and its reason). A leaf module: the theorems, the engines' callers, the worker
//! protocol and the CLI all name these types, and they name nothing but serde.
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde::{Deserialize, Serialize};

/// P (the player to move loses) or N (the player to move wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    P,
    N,
}

/// Which method answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// No chips at all: the player to move cannot move (the rule of the game).
    Terminal,
    /// Every component is a simplex: Nim on the components' chip totals.
    SimplexSum,
    /// The value engine over the box below the position.
    Exhaustive,
    /// The P/N engine (values not computed: too many chips for the value engine).
    ExhaustivePn,
    /// Pointed circuit complex (E&S Thm 3.2).
    PointedCircuits,
    /// Nim-regular: binary expansion in the Nim-basis (E&S Thm 4.4).
    NimBasis,
    /// Binary matroid: the kernel is the Nim-basis (E&S Thm 5.7).
    BinaryMatroid,
    /// Join of factors decided separately (E&S Thm 6.1).
    JoinFactors,
    /// Undoing a doubling: P_x pairs (E&S Prop 6.9) or a C^z apex (E&S Prop 7.4).
    Doubling,
    /// Proper Nim (every proper subset of the piles may be played): Jenkyns and
    /// Mayberry's closed form of the nim value.
    ProperNim,
    /// Misère play, every component a simplex: Bouton's misère rule on the totals.
    MisereNim,
    /// Misère play of Moore's Nim: its closed form.
    MisereMoore,
    /// Misère play: the P/N engine with the empty position an N-position.
    MisereExhaustive,
    /// A solved family recognised up to relabelling (SetNim Thms 2.9, 4.1, 4.2, 5.1, 6.3; E&S Prop 4.7).
    SolvedFamily,
}

impl Method {
    /// The theorem or search, as a person would cite it.
    pub fn source(&self) -> &'static str {
        match self {
            Method::Terminal => "the rule of the game",
            Method::SimplexSum => "Nim on the components' chip totals",
            Method::Exhaustive => "an exhaustive search",
            Method::ExhaustivePn => "an exhaustive P/N search",
            Method::PointedCircuits => "E&S Thm 3.2 (pointed circuits)",
            Method::NimBasis => "E&S Thm 4.4 (the Nim-basis)",
            Method::BinaryMatroid => "E&S Thm 5.7 (binary matroid)",
            Method::JoinFactors => "E&S Thm 6.1 (join)",
            Method::Doubling => "E&S Prop 6.9 / 7.4 (doubling)",
            Method::SolvedFamily => "a solved family (SetNim)",
            Method::ProperNim => "Jenkyns–Mayberry (Proper Nim)",
            Method::MisereNim => "Bouton's misère rule",
            Method::MisereMoore => "Moore's Nim in misère play",
            Method::MisereExhaustive => "an exhaustive misère search",
        }
    }

    /// Short human name.
    pub fn name(&self) -> &'static str {
        match self {
            Method::Terminal => "terminal",
            Method::SimplexSum => "simplex-sum",
            Method::Exhaustive => "exhaustive",
            Method::ExhaustivePn => "exhaustive-pn",
            Method::PointedCircuits => "pointed-circuits",
            Method::NimBasis => "nim-basis",
            Method::BinaryMatroid => "binary-matroid",
            Method::JoinFactors => "join-factors",
            Method::Doubling => "doubling",
            Method::SolvedFamily => "solved-family",
            Method::ProperNim => "jenkyns-mayberry",
            Method::MisereNim => "misere-nim",
            Method::MisereMoore => "misere-moore",
            Method::MisereExhaustive => "misere-exhaustive",
        }
    }
}

/// The answer for one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    pub outcome: Outcome,
    /// The nim value, when the method computes it.
    pub value: Option<u64>,
    /// Winning moves (target positions), lexicographic; empty for P-positions.
    pub moves: Vec<Vec<u64>>,
    /// Are `moves` all the winning moves (exhaustive), or one constructed by a theorem?
    pub moves_complete: bool,
    /// The length ℓ of a zero position (E&S Sec 7), when known.
    pub length: Option<u128>,
    pub method: Method,
    /// One sentence: why the answer holds.
    pub explanation: String,
    /// What was not computed and why (e.g. the value: the search box is over the limit).
    pub note: Option<String>,
    /// Positions searched (0 when a theorem answered).
    pub positions_searched: u64,
}
