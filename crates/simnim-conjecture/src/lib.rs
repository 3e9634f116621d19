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

mod answer;
mod boxes;
pub mod certificate;
mod compose;
mod data;
mod formula;
mod irp;
mod json;
mod lattice;
mod mine;
mod miner;
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

pub use answer::{
    atlas_box, default_verify, describe, Conjecture, ConjectureError, PieceInfo, Status, SubGame, MAX_SYMMETRIES,
};
pub use certificate::{CertificateFile, Expected};
pub use miner::{check, mine, read_formula};
pub use prove::{prove, system_clock, Clock, ObligationReport, Proof, ProofCounterexample, ProofStatus, ProveOptions};

pub use values::{mine_values, ValueConjecture, ValueCounterexample, ValuePiece, ValueRay, MAX_VALUE_VERTICES};

pub use formula::{Formula, FormulaError, Term, MAX_COEFF, MAX_DEFS, MAX_NODES};
pub use json::Json;
pub use verify::Counterexample;
