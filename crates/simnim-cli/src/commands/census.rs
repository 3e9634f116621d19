//! `census`: every complex with exactly N vertices up to isomorphism, with its Nim-basis and
//! its answers to the open questions, one line (or JSON object) per class, in the census's
//! fixed order; the classes are studied on every thread and written in order (by the
//! census runner, `simnim-census`).

use simnim_core::census::{census_jobs, Entry};
use simnim_core::position_to_string;

use simnim_census::{count_jobs, number, study_jobs, Only, RunError};

use super::Ctx;
use crate::args::CensusOnly;
use crate::error::CliError;
use crate::output::{Failure, Out};

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

/// The runner's name for `--only`.
pub(crate) fn only(o: Option<CensusOnly>) -> Option<Only> {
    o.map(|o| match o {
        CensusOnly::NimRegular => Only::NimRegular,
        CensusOnly::Counterexamples => Only::Counterexamples,
    })
}

/// A runner's error as the command line's (input: exit 2; budget: a limit).
pub(crate) fn cli_error(e: RunError, flag: &str) -> Failure {
    match e {
        RunError::Input(m) => CliError::input(m).at(flag).into(),
        RunError::Limit(m) => CliError::limit(m).into(),
        RunError::Io(m) => CliError::input(m).at("--out").into(),
        RunError::Stopped => CliError::limit("stopped").into(),
    }
}

/// Runs `census --count`: the classes of the shard counted on every thread, no study.
pub(crate) fn count(n: usize, shard: Option<(usize, usize)>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (i, m) = shard.unwrap_or((1, 1));
    let jobs = census_jobs(n, i, m).map_err(|e| CliError::input(e).at("--vertices"))?;
    let classes = count_jobs(n, &jobs);
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
    keep: Option<CensusOnly>,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    let (i, m) = shard.unwrap_or((1, 1));
    let jobs = census_jobs(n, i, m).map_err(|e| CliError::input(e).at("--vertices"))?;
    simnim_core::census::check_budget(n, max, Only::scope(only(keep)), m, &ctx.limits).map_err(|e| match e {
        simnim_core::census::CensusError::Max(_) => Failure::from(CliError::input(e).at("--max")),
        e => CliError::limit(e).into(),
    })?;
    let mut progress = crate::progress::Progress::counting(ctx.json, "jobs");
    let mut failure = None;
    let json = ctx.json;
    let result = study_jobs(
        n,
        &jobs,
        (max, m),
        &ctx.limits,
        only(keep),
        &mut |e| {
            let written = if json {
                match serde_json::to_string(&e.record()) {
                    Ok(line) => out.raw_line(&line),
                    Err(err) => Err(CliError::internal(err.to_string()).into()),
                }
            } else {
                out.line(&entry_line(e))
            };
            match written {
                Ok(()) => true,
                Err(f) => {
                    failure = Some(f);
                    false
                }
            }
        },
        &mut |done, total| {
            progress.tick(done, total);
        },
    );
    drop(progress);
    if let Some(f) = failure {
        return Err(f);
    }
    let tally = result.map_err(|e| cli_error(e, "--vertices"))?;
    if !ctx.json {
        let of = if m > 1 { format!(" (shard {i} of {m})") } else { String::new() };
        out.line(&format!("{}{of}", tally.summary(n, max)))?;
    }
    Ok(())
}
