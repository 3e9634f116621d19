//! The student's progress through the course, kept in one place: the browser stores it as
//! a string (`slug:N=grade` entries, space-separated; [`Progress::stored`]), the page reads
//! it with [`Progress::parse`], records a closed exercise with [`Progress::record`], and
//! hands the course pages what to mark ([`Progress::marks_json`]): each exercise's grade
//! (solved at the first try, after a wrong try, or the answer shown), the lessons done, and
//! where *Continue* goes (the next exercise not solved, in the course's order).

use std::collections::BTreeMap;

use super::lessons::LESSONS;
use super::pages::exercise_link;
use crate::task::Grade;

/// The closed exercises: (lesson's index in the course, exercise from 1) → grade.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    grades: BTreeMap<(usize, usize), Grade>,
}

/// The lesson's index and the exercise (from 1) a key `slug:N` names, if the course has it.
fn key_of(key: &str) -> Option<(usize, usize)> {
    let (slug, n) = key.split_once(':')?;
    let i = LESSONS.iter().position(|l| l.slug == slug)?;
    let n = n.parse::<usize>().ok().filter(|n| (1..=LESSONS[i].exercises.len()).contains(n))?;
    Some((i, n))
}

impl Progress {
    /// Reads the stored string. Entries of exercises the course does not have, and anything
    /// malformed, are dropped (a stored string from elsewhere adds nothing); an entry
    /// without a grade (`slug:N`, as an earlier version stored a solved exercise) counts as
    /// solved after a wrong try, since whether it was the first is not known.
    pub fn parse(stored: &str) -> Progress {
        let mut p = Progress::default();
        for entry in stored.split_whitespace() {
            let (key, grade) = match entry.split_once('=') {
                Some((k, g)) => (k, Grade::parse(g)),
                None => (entry, Some(Grade::AfterTries)),
            };
            if let (Some(k), Some(g)) = (key_of(key), grade) {
                p.grades.entry(k).or_insert(g);
            }
        }
        p
    }

    /// The string the browser keeps.
    pub fn stored(&self) -> String {
        self.grades
            .iter()
            .map(|(&(i, n), g)| format!("{}:{n}={}", LESSONS[i].slug, g.name()))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Records exercise `key` (`slug:N`) closed with `grade`. The first record stands — a
    /// student who opens a solved exercise again and answers at once does not turn a second
    /// try into a first — except that an exercise whose answer was shown and is later
    /// solved counts as solved after a wrong try. Returns `false` for a key the course does
    /// not have.
    pub fn record(&mut self, key: &str, grade: Grade) -> bool {
        let Some(k) = key_of(key) else { return false };
        let now = match self.grades.get(&k) {
            None => grade,
            Some(Grade::Shown) if grade.solved() => Grade::AfterTries,
            Some(&g) => g,
        };
        self.grades.insert(k, now);
        true
    }

    /// Exercise `n` (from 1) of lesson `slug`: its grade, if it was closed.
    pub fn grade(&self, slug: &str, n: usize) -> Option<Grade> {
        self.grades.get(&key_of(&format!("{slug}:{n}"))?).copied()
    }

    /// The next exercise not solved, in the course's order: (lesson's index, exercise from 1).
    pub fn next_unsolved(&self) -> Option<(usize, usize)> {
        LESSONS.iter().enumerate().find_map(|(i, l)| {
            (1..=l.exercises.len()).find(|&n| !self.grades.get(&(i, n)).is_some_and(|g| g.solved())).map(|n| (i, n))
        })
    }

    /// Has every exercise of lesson `i` been solved?
    pub fn lesson_done(&self, i: usize) -> bool {
        (1..=LESSONS[i].exercises.len()).all(|n| self.grades.get(&(i, n)).is_some_and(|g| g.solved()))
    }

    /// Where *Continue* goes and what it says: the next exercise not solved, or the course
    /// when every exercise is.
    pub fn continue_to(&self) -> (String, String) {
        if self.grades.is_empty() {
            return ("#learn=nim".into(), "Start with lesson 1".into());
        }
        match self.next_unsolved() {
            Some((i, n)) => (exercise_link(&LESSONS[i], n), format!("Continue: lesson {}, exercise {n}", i + 1)),
            None => ("#learn".into(), "Every exercise is solved".into()),
        }
    }

    /// What the course pages mark, as JSON for the page's glue: `ex` (key → grade's name),
    /// `said` (key → the grade as a teacher reads it), `done` (the slugs of the lessons
    /// whose every exercise is solved), `continue` and `label` (where *Continue* goes), and
    /// `fresh` (the same two for a course started again).
    pub fn marks_json(&self) -> String {
        let ex: serde_json::Map<String, serde_json::Value> =
            self.grades.iter().map(|(&(i, n), g)| (format!("{}:{n}", LESSONS[i].slug), g.name().into())).collect();
        let said: serde_json::Map<String, serde_json::Value> =
            self.grades.iter().map(|(&(i, n), g)| (format!("{}:{n}", LESSONS[i].slug), g.describe().into())).collect();
        let done: Vec<&str> =
            LESSONS.iter().enumerate().filter(|&(i, _)| self.lesson_done(i)).map(|(_, l)| l.slug).collect();
        let (go, label) = self.continue_to();
        let (fresh_go, fresh_label) = Progress::default().continue_to();
        serde_json::json!({
            "ex": ex,
            "said": said,
            "done": done,
            "continue": go,
            "label": label,
            "fresh": { "continue": fresh_go, "label": fresh_label },
        })
        .to_string()
    }
}
