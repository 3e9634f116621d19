//! What a census found, counted: classes, Nim-regular ones, and for each of E&S's questions
//! how many classes it applies to, how many fail it and the first that does. Tallies of
//! shards add up in shard order to the tally of the whole.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use simnim_core::census::{Entry, Scope, CENSUS_QUESTIONS};
use simnim_core::Question;

/// The papers' number of a question.
pub fn number(q: Question) -> &'static str {
    match q {
        Question::DoubleOfZero => "9.1",
        Question::HalfOfZero => "9.1 (converse)",
        Question::MultiplesOfOnes => "9.2",
        Question::ClosedUnderAddition => "9.3",
        Question::GenuineWithMinOne => "9.4",
        Question::BasisIsUnionsOfCircuits => "9.5",
        Question::PlusOnes => "Conjecture 8.1 (cycle complexes)",
        Question::MinusOnes => "Conjecture 8.1's converse (genuine positions)",
    }
}

/// Which classes a run writes (the tally still counts every class).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Only {
    /// The Nim-regular classes.
    NimRegular,
    /// The classes where a yes/no question fails (Q 9.1, its converse, 9.2, 9.4, 9.5,
    /// Conjecture 8.1; 9.3 is a classification).
    Counterexamples,
}

impl Only {
    /// What a run writing `only` these classes asks of each class: a run of the
    /// Nim-regular ones asks the questions of those alone.
    pub fn scope(only: Option<Only>) -> Scope {
        match only {
            Some(Only::NimRegular) => Scope::NimRegular,
            _ => Scope::Full,
        }
    }

    /// Does `only` keep this class?
    pub fn keeps(only: Option<Only>, e: &Entry) -> bool {
        match only {
            None => true,
            Some(Only::NimRegular) => e.basis.is_some(),
            Some(Only::Counterexamples) => is_counterexample(e),
        }
    }
}

/// Is this class a counterexample to a yes/no question (9.3 is a classification)?
pub fn is_counterexample(e: &Entry) -> bool {
    e.answers.iter().any(|(q, v)| *q != Question::ClosedUnderAddition && v.as_ref().is_some_and(|v| !v.holds))
}

/// Counts over the classes studied (a shard's, or the sum of shards').
#[derive(Default, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub classes: u64,
    pub regular: u64,
    /// The classes whose questions were asked (all of them, except in a run of the
    /// Nim-regular classes only; a tally written before this count existed reads as 0).
    #[serde(default)]
    pub asked: u64,
    pub applies: [u64; 7],
    pub fails: [u64; 7],
    pub first_failure: [Option<String>; 7],
    /// E&S Q 9.4's second part, over the connected classes with a genuine zero position in
    /// the box: how many have each smallest max of a genuine zero position (a tally written
    /// before this count existed reads as empty).
    #[serde(default)]
    pub genuine_max: BTreeMap<u64, u64>,
    /// The largest smallest max met, and the first connected class that has it.
    #[serde(default)]
    pub genuine_max_first: Option<(u64, String)>,
}

impl Tally {
    /// Counts one more class.
    pub fn add(&mut self, e: &Entry) {
        self.classes += 1;
        self.regular += u64::from(e.basis.is_some());
        self.asked += u64::from(!e.answers.is_empty());
        for (i, (q, v)) in e.answers.iter().enumerate() {
            if let Some(v) = v {
                if let (Question::GenuineWithMinOne, Some(top), 1) = (q, v.smallest_max, e.complex.components().len()) {
                    *self.genuine_max.entry(top).or_default() += 1;
                    self.note_largest(top, || e.complex.to_string());
                }
                self.applies[i] += 1;
                if !v.holds {
                    self.fails[i] += 1;
                    self.first_failure[i].get_or_insert_with(|| e.complex.to_string());
                }
            }
        }
    }

    /// Keeps `top` as the largest smallest max when it is larger than any before (the
    /// first class in order wins a tie).
    fn note_largest(&mut self, top: u64, class: impl FnOnce() -> String) {
        if self.genuine_max_first.as_ref().is_none_or(|(t, _)| top > *t) {
            self.genuine_max_first = Some((top, class()));
        }
    }

    /// Adds a later shard's counts (its first failures count only where this has none).
    pub fn merge(&mut self, later: &Tally) {
        for (&top, &count) in &later.genuine_max {
            *self.genuine_max.entry(top).or_default() += count;
        }
        if let Some((top, class)) = &later.genuine_max_first {
            self.note_largest(*top, || class.clone());
        }
        self.classes += later.classes;
        self.regular += later.regular;
        self.asked += later.asked;
        for i in 0..7 {
            self.applies[i] += later.applies[i];
            self.fails[i] += later.fails[i];
            if self.first_failure[i].is_none() {
                self.first_failure[i].clone_from(&later.first_failure[i]);
            }
        }
    }

    /// The census's summary line.
    pub fn summary(&self, n: usize, max: u64) -> String {
        let parts: Vec<String> = CENSUS_QUESTIONS
            .iter()
            .enumerate()
            .map(|(i, &q)| match &self.first_failure[i] {
                None => format!("{} holds for all {} it applies to", number(q), self.applies[i]),
                Some(c) => format!("{} fails for {} of {} (first: {c})", number(q), self.fails[i], self.applies[i]),
            })
            .collect();
        let of = if self.asked == self.classes { String::new() } else { format!(", of the {} asked", self.asked) };
        format!(
            "{} classes with {n} vertices, {} Nim-regular; within piles ≤ {max}{of}: {}{}",
            self.classes,
            self.regular,
            parts.join("; "),
            self.genuine_max_summary(max)
        )
    }

    /// Q 9.4's second part in words ("" when no connected class has a genuine zero position).
    fn genuine_max_summary(&self, max: u64) -> String {
        let Some((top, first)) = &self.genuine_max_first else {
            return String::new();
        };
        let classes: u64 = self.genuine_max.values().sum();
        let counts: Vec<String> = self.genuine_max.iter().map(|(t, c)| format!("{t} for {c}")).collect();
        format!(
            "; 9.4 (second part): the smallest max of a genuine zero position with piles ≤ {}, over the {classes} \
             connected classes that have one: {}; the largest is {top} (first: {first})",
            2 * max,
            counts.join(", ")
        )
    }

    /// The summary as JSON: classes, Nim-regular, and per question applies/fails/first.
    pub fn json(&self, n: usize, max: u64) -> serde_json::Value {
        let questions: serde_json::Map<String, serde_json::Value> = CENSUS_QUESTIONS
            .iter()
            .enumerate()
            .map(|(i, &q)| {
                let v = serde_json::json!({"applies": self.applies[i], "fails": self.fails[i], "first_failure": self.first_failure[i]});
                (number(q).to_string(), v)
            })
            .collect();
        let counts: serde_json::Map<String, serde_json::Value> =
            self.genuine_max.iter().map(|(t, c)| (t.to_string(), serde_json::json!(c))).collect();
        let genuine_max = serde_json::json!({
            "classes": counts,
            "largest": self.genuine_max_first.as_ref().map(|(t, _)| t),
            "first_largest": self.genuine_max_first.as_ref().map(|(_, c)| c),
        });
        serde_json::json!({"vertices": n, "max": max, "classes": self.classes, "nim_regular": self.regular, "asked": self.asked, "questions": questions, "genuine_max": genuine_max})
    }
}
