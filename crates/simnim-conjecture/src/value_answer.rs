//! The nim-value miner's answer (`values`): the pieces, what no piece explains, the rays
//! through it, and the counterexample that refuted a cover, with their texts for the CLI and
//! the page.

use serde::{Deserialize, Serialize};

use crate::answer::Status;
use crate::json::Json;

/// One piece: the value where the condition holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValuePiece {
    pub text: String,
    pub latex: String,
    /// The condition (the grammar's formula; `true` for everywhere).
    pub when: Json,
    /// The value: the nim-sum of these terms.
    pub value: Vec<Json>,
    /// Positions of the mined box this piece explains.
    pub positions: usize,
}

/// The values along one pile through a position no piece explains.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValueRay {
    /// The pile that varies (its vertex's label).
    pub vertex: String,
    /// Where the ray starts: the other piles, and 0 on the pile that varies.
    pub through: Vec<u64>,
    pub values: Vec<u64>,
    pub periodic: bool,
    pub text: String,
}

/// The miner's answer about nim values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValueConjecture {
    pub vertices: Vec<String>,
    pub trained_max: u64,
    pub verified_max: u64,
    /// `verified` (every position of both boxes explained) or `none`.
    pub status: Status,
    pub text: String,
    pub latex: String,
    /// With `verified`, the whole description; with `none`, the pieces exact on both boxes.
    pub pieces: Vec<ValuePiece>,
    /// Positions of the mined box.
    pub positions: usize,
    /// Of those, how many the pieces explain.
    pub explained: usize,
    /// Positions no piece explains (the smallest few), with their values.
    pub unexplained: Vec<(Vec<u64>, u64)>,
    pub rays: Vec<ValueRay>,
    pub method: String,
    /// With `verified`: the P-set of the game with one more vertex `h` alone (its last
    /// pile), "h = g(p)", in the grammar of `simnim conjecture --check` and `simnim prove`.
    pub heap_formula: Option<Json>,
    /// With `none` after a complete cover: where the bigger box refuted it.
    pub counterexample: Option<ValueCounterexample>,
}

/// A position of the bigger box where a description of the mined box fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueCounterexample {
    pub position: Vec<u64>,
    /// Its nim value.
    pub value: u64,
    /// The value the pieces give (`None`: no piece applies).
    pub said: Option<u64>,
}

impl ValueConjecture {
    /// "g(2,1,3) = 6, the pieces say 4" (or "no piece applies"): the counterexample in words.
    pub fn counterexample_text(&self) -> Option<String> {
        self.counterexample.as_ref().map(|x| {
            let said = x.said.map_or_else(|| "no piece applies".to_string(), |v| format!("the pieces say {v}"));
            format!("g({}) = {}, {said}", simnim_core::position_to_string(&x.position), x.value)
        })
    }

    /// "no piece explains 140 of the 729 positions; the smallest: g(2,1,2) = 1, …".
    pub fn unexplained_text(&self) -> Option<String> {
        (!self.unexplained.is_empty()).then(|| {
            let list: Vec<String> = self
                .unexplained
                .iter()
                .map(|(p, g)| format!("g({}) = {g}", simnim_core::position_to_string(p)))
                .collect();
            format!(
                "no piece explains {} of the {} positions; the smallest: {}",
                self.positions - self.explained,
                self.positions,
                list.join(", ")
            )
        })
    }
}
