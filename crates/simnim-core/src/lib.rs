//! # simnim-core
//!
//! Nim on simplicial complexes, and the achievement and avoidance games on convex
//! geometries: exact engines, the papers' theorems as engines, and one entry point that
//! says which method answered and why. Pure Rust; it depends on `serde` only, so the CLI,
//! the browser worker and the tests all call the same functions.
//!
//! ```
//! use simnim_core::{analyze, Complex, Limits, Method, Outcome, Wants};
//! // E&S Example 3.3: a pointed circuit complex, decided by E&S Thm 3.2 at any pile size.
//! let c = Complex::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}").unwrap();
//! let a = analyze(&c, &[3, 1, 2, 1, 4], &Limits::NATIVE, Wants::MOVES).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert_eq!(a.method, Method::PointedCircuits);
//! assert_eq!(a.moves, vec![vec![3, 1, 2, 1, 3]]);
//! ```
//!
//! ## Modules, by the papers' sections
//! (The full references are in [`bibliography`]: R. Ehrenborg, E. Steingrímsson, *Playing Nim
//! on a simplicial complex*, Electronic Journal of Combinatorics 3 (1996) #R9 — "E&S";
//! B. R. Kadam, M. Dufour, S. Heubach, *The Invariance Reduction Process – a New Tool to
//! Solve Circular Nim and Related Games*, arXiv:2604.02587 (2026) — "SetNim"; S. McCoy,
//! N. Sieben, *Impartial achievement games on convex geometries*, arXiv:2010.11319 (2020) —
//! "McCoy–Sieben".)
//! - `complex`, `notation`, `circuits`, `sets` — complexes, the papers' set notation,
//!   circuits (E&S Sec 2), vertex sets as bitmasks; `gf2` — vectors over GF(2) and the
//!   binary matroids of graphs and matrices (E&S Sec 5).
//! - `grid`, [`solve`] — boxes of positions, explicit [`Limits`], the exhaustive P/N and
//!   value engines (linear-time recurrences; resumable jobs).
//! - [`theory`] — pointed circuit complexes (E&S Thm 3.2), the Nim-basis (E&S Sec 4), binary
//!   matroids (E&S Sec 5), joins, cones and doublings (E&S Sec 6–7), lengths (E&S Sec 7).
//! - [`solved`] — the solved families of SetNim (SetNim Thms 2.9, 4.1, 4.2, 5.1, 6.3) and Moore's
//!   Nim (E&S Prop 4.7) as formulas, recognised up to relabelling; the Invariance Reduction
//!   Process for winning moves.
//! - [`families`] — the named complexes of the papers (`cn:7,3`, `pn:5,3`, `moore:5,3`, …).
//! - `operations`, `reduce` — join, cone, suspension, B_x, P_x, C^z; zero and merge reductions.
//! - `answer`, `analysis` — the answer types and [`analyze`], which picks the cheapest
//!   sound method.
//! - `ray`, `atlas` — values along one pile and their periodicity; the SetNim atlas of
//!   invariant vectors against SetNim Conjectures 1 and 2.
//! - `misere` — misère play: Bouton's rule, Moore's closed form, the misère P/N engine.
//! - `views`, `questions`, `play` — value tables, game graphs, invariant vectors (SetNim
//!   Sec 3), the open questions (E&S Sec 8–9), the computer player.
//! - [`bibliography`] — every work cited, from `refs/bibliography.tsv`, and `cite(id)`.
//! - [`census`] — every complex on n ≤ 7 vertices up to isomorphism (canonical labelling by
//!   individualisation and refinement, canonical augmentation), with its Nim-basis and its
//!   answers to the open questions.
//! - [`convex`] — McCoy–Sieben's GEN on convex geometries and its structure theory, and DNG
//!   (the avoidance game McCoy–Sieben Sec 8 (8) proposes; Anderson–Harary's).
//! - [`thesis`] — the games of Lee Jun Ping's 2007 thesis: Fukuyama's Nim on graphs,
//!   Ferguson's matrix Nim (impartial, and partizan 2 × 2), Holladay's matrix Nim (as the
//!   complex `matrix:r,m`) and Wythoff's game, with their own engines and answer type.
//!
//! Nothing here panics on user input: parsers return errors with positions, and every
//! search checks its box against [`Limits`] before it allocates.

mod analysis;
mod answer;
mod atlas;
mod circuits;
mod complex;
mod gf2;
mod grid;
mod irp_walk;
mod misere;
mod notation;
mod operations;
mod play;
mod questions;
mod ray;
mod reduce;
mod sets;
mod views;

pub mod bibliography;
pub mod census;
pub mod convex;
pub mod families;
pub mod solve;
pub mod solved;
pub mod theory;
pub mod thesis;

pub use analysis::{
    analyze, analyze_plain, analyze_with, decide, why_no_theorem, AnalysisJob, Wants, MAX_LIFTED_MOVES, SMALL_BOX,
};
pub use answer::{Analysis, Method, Outcome};
pub use atlas::{atlas_entry, conjecture_1, default_box, AtlasEntry, AtlasError, AtlasFamily, Verdict as AtlasVerdict};
pub use circuits::MAX_CIRCUITS;
pub use complex::{move_error, Complex, ComplexError, Label, MoveError, MAX_VERTICES};
pub use gf2::{from_columns, graphical, independent, MAX_VERIFY_VERTICES};
pub use grid::{advance, box_size, count_of, human_count, human_count_over, Grid, LimitError, Limits};
pub use irp_walk::{invariance_walk, IrpStep};
pub use misere::{
    analyze_misere, for_each_misere_p_position, misere_computer_move, misere_nim_is_p, misere_nim_move, misere_table,
    moore_misere_is_p, moore_misere_move,
};
pub use notation::{parse_piles, position_text, position_to_string, ParseError, PilesError};
pub use operations::{b_double, cone, cz, delete_vertex, fresh_labels, join, p_double, suspension, OperationError};
pub use play::{computer_move, remoteness_table, MAX_REMOTENESS_BOX};
pub use questions::{
    check_addition_by_rows, check_basis, check_doubling_by_rows, check_question, check_questions, check_zero_set,
    Explorer, Question, Verdict, QUESTIONS,
};
pub use ray::{describe_periodicity, periodicity, ray, Periodicity, Ray};
pub use reduce::{reduce, Reduction};
pub use sets::{binomial, bits, low_mask, maximal_sets, merge_overlapping, subsets_of_size};
pub use sets::{sort_small, sort_small_by};
pub use views::{complexes_up_to_isomorphism, game_graph, invariant_vectors, table_csv, value_table, GameGraph, Node};
