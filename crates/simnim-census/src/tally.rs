//! What a census found, counted: classes, Nim-regular ones, and for each of E&S's questions
//! how many classes it applies to, how many fail it and the first that does. Tallies of
//! shards add up in shard order to the tally of the whole.

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
}

impl Tally {
    /// Counts one more class.
    pub fn add(&mut self, e: &Entry) {
        self.classes += 1;
        self.regular += u64::from(e.basis.is_some());
        self.asked += u64::from(!e.answers.is_empty());
        for (i, (_, v)) in e.answers.iter().enumerate() {
            if let Some(v) = v {
                self.applies[i] += 1;
                if !v.holds {
                    self.fails[i] += 1;
                    self.first_failure[i].get_or_insert_with(|| e.complex.to_string());
                }
            }
        }
    }

    /// Adds a later shard's counts (its first failures count only where this has none).
    pub fn merge(&mut self, later: &Tally) {
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
            "{} classes with {n} vertices, {} Nim-regular; within piles ≤ {max}{of}: {}",
            self.classes,
            self.regular,
            parts.join("; ")
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
        serde_json::json!({"vertices": n, "max": max, "classes": self.classes, "nim_regular": self.regular, "asked": self.asked, "questions": questions})
    }
}
