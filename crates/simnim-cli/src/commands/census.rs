//! `census`: every complex with exactly N vertices up to isomorphism, with its Nim-basis and
//! its answers to the open questions, one line (or JSON object) per class, in the census's
//! fixed order; the classes are studied on every thread and written in order.

use simnim_core::census::{
    census_jobs, check_budget, check_progress, job_classes, study_many, Entry, CENSUS_QUESTIONS,
};
use simnim_core::{position_to_string, Question};

use rayon::prelude::*;
use simnim_core::census::{spans, walk_job};

use super::Ctx;
use crate::args::CensusOnly;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// The papers' number of a question.
fn number(q: Question) -> &'static str {
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

fn entry_line(e: &Entry) -> String {
    let regular = match (&e.basis, &e.witness) {
        (Some(b), _) => format!("Nim-regular, basis of {} sets", b.len()),
        (None, Some(w)) => format!("not Nim-regular (witness ({}))", position_to_string(w)),
        (None, None) => "not Nim-regular".into(),
    };
    let answers: Vec<String> = e
        .answers
        .iter()
        .map(|(q, v)| match v {
            None => format!("{} n/a", number(*q)),
            Some(v) if v.holds => format!("{} holds", number(*q)),
            Some(v) => match &v.counterexample {
                Some((p, _)) => format!("{} FAILS at ({})", number(*q), position_to_string(p)),
                None => format!("{} FAILS", number(*q)),
            },
        })
        .collect();
    format!("{}: {regular}; {}", e.complex, answers.join(", "))
}

/// Counts over the classes written.
#[derive(Default)]
struct Tally {
    classes: u64,
    regular: u64,
    applies: [u64; 7],
    fails: [u64; 7],
    first_failure: [Option<String>; 7],
}

impl Tally {
    fn add(&mut self, e: &Entry) {
        self.classes += 1;
        self.regular += u64::from(e.basis.is_some());
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

    fn summary(&self, n: usize, max: u64) -> String {
        let parts: Vec<String> = CENSUS_QUESTIONS
            .iter()
            .enumerate()
            .map(|(i, &q)| match &self.first_failure[i] {
                None => format!("{} holds for all {} it applies to", number(q), self.applies[i]),
                Some(c) => format!("{} fails for {} of {} (first: {c})", number(q), self.fails[i], self.applies[i]),
            })
            .collect();
        format!(
            "{} classes with {n} vertices, {} Nim-regular; within piles ≤ {max}: {}",
            self.classes,
            self.regular,
            parts.join("; ")
        )
    }
}

/// Is this class a counterexample to a yes/no question (9.3 is a classification)?
fn is_counterexample(e: &Entry) -> bool {
    e.answers.iter().any(|(q, v)| *q != Question::ClosedUnderAddition && v.as_ref().is_some_and(|v| !v.holds))
}

/// Runs `census --count`: the classes of the shard counted on every thread, no study.
pub(crate) fn count(n: usize, shard: Option<(usize, usize)>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (i, m) = shard.unwrap_or((1, 1));
    let jobs = census_jobs(n, i, m).map_err(|e| CliError::input(e).at("--vertices"))?;
    let classes: u64 = jobs
        .par_iter()
        .map(|j| {
            let mut k = 0u64;
            walk_job(n, j, &mut |c| {
                k += u64::from(spans(n, c));
                true
            });
            k
        })
        .sum();
    if ctx.json {
        out.raw_line(&serde_json::json!({"vertices": n, "shard": [i, m], "classes": classes}).to_string())?;
    } else {
        out.line(&classes.to_string())?;
    }
    Ok(())
}

/// Runs `census`.
pub(crate) fn run(
    n: usize,
    shard: Option<(usize, usize)>,
    max: u64,
    only: Option<CensusOnly>,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    let (i, m) = shard.unwrap_or((1, 1));
    let jobs = census_jobs(n, i, m).map_err(|e| CliError::input(e).at("--vertices"))?;
    check_budget(n, max, m, &ctx.limits).map_err(|e| match e {
        simnim_core::census::CensusError::Max(_) => CliError::input(e).at("--max"),
        e => CliError::limit(e),
    })?;
    let mut tally = Tally::default();
    let mut progress = crate::progress::Progress::counting(ctx.json, "jobs");
    // Job by job, in order: its classes are listed (cheap), then studied on every thread
    // (in chunks, so lines keep coming) and written in order.
    for (done, j) in jobs.iter().enumerate() {
        progress.tick(done as u64, jobs.len() as u64);
        for chunk in job_classes(n, j).chunks(256) {
            check_progress(n, max, m, tally.classes + chunk.len() as u64, &ctx.limits).map_err(CliError::limit)?;
            let entries =
                study_many(n, chunk, max, &ctx.limits, &|| false).map_err(|e| CliError::limit(e.to_string()))?;
            for e in entries {
                tally.add(&e);
                let wanted = match only {
                    None => true,
                    Some(CensusOnly::NimRegular) => e.basis.is_some(),
                    Some(CensusOnly::Counterexamples) => is_counterexample(&e),
                };
                if !wanted {
                    continue;
                }
                if ctx.json {
                    let line = serde_json::to_string(&e.record()).map_err(|e| CliError::internal(e.to_string()))?;
                    out.raw_line(&line)?;
                } else {
                    out.line(&entry_line(&e))?;
                }
            }
        }
    }
    drop(progress);
    if !ctx.json {
        let of = if m > 1 { format!(" (shard {i} of {m})") } else { String::new() };
        out.line(&format!("{}{of}", tally.summary(n, max)))?;
    }
    Ok(())
}
