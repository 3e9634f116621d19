//! # simnim, the command-line tool
//!
//! Every view of the playground, scriptable: `value`, `outcome`, `moves`, `ppos`,
//! `circuits`, `basis`, `facets`, `table`, `invariants`, `questions`, `graph`, `ray`,
//! `atlas`, `conjecture`, `prove`, `verify-certificate`, `census`, `gen`, `thesis` and `completions`; `--misere` for `outcome`, `moves` and `ppos`;
//! `--game` for `value`, `outcome` and `moves` (the thesis's games: Fukuyama's, matrix Nim, Wythoff's). The answers come from the same `simnim-core` functions the page's worker
//! calls. Output formats are a contract (README): lines, or one JSON object with `--json`.
//! Exit status: 0 answer, 2 bad input, 3 refused by a limit, 1 otherwise; with `--json` a
//! failure is one object `{"error": …, "kind": "input|limit|internal"}` on stdout. Nothing
//! panics; a closed pipe ends the program quietly.
//! Item numbers without a paper name are E&S's (cites: es1996).

mod args;
mod args_games;
mod args_gen;
mod commands;
mod error;
mod ordered;
mod output;
mod progress;

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::Parser;
use simnim_core::Limits;

use args::{AtlasKind, Cli, Command};
use commands::analyze::Ask;
use commands::Ctx;
use error::CliError;
use output::{Failure, Out};

/// A clap error as one line: its first line, and its suggestion if it has one.
fn clap_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let mut first = lines.first().copied().unwrap_or("bad arguments").trim_start_matches("error: ").to_string();
    // "the following required arguments were not provided:" lists them on the next lines.
    if first.ends_with(':') {
        let listed: Vec<&str> =
            lines.iter().skip(1).take_while(|l| !l.starts_with("Usage:") && !l.starts_with("tip:")).copied().collect();
        first = format!("{first} {}", listed.join(" "));
    }
    let tip = lines.iter().find(|l| l.starts_with("tip:")).map(|t| format!("; {}", t.trim_start_matches("tip: ")));
    format!("{first}{}; see 'simnim --help'", tip.unwrap_or_default())
}

fn run(cli: &Cli) -> Result<(), Failure> {
    let mut limits = Limits::NATIVE;
    if let Some(l) = cli.limit {
        limits = limits.with_positions(l);
    }
    if let Some(m) = cli.memory {
        limits.max_bytes = m;
    }
    let threads = cli.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    limits = limits.with_threads(threads);
    // Independent jobs (the atlas's games) share one pool of that many threads; a second
    // call (there is none) would keep the first pool.
    let _ = rayon::ThreadPoolBuilder::new().num_threads(threads).build_global();
    let ctx = Ctx { limits, json: cli.json };
    let mut out = Out::new(cli.json);
    match &cli.command {
        Command::Value(q) => commands::games::query(Ask::Value, q, false, &ctx, &mut out)?,
        Command::Outcome { query, misere } => commands::games::query(Ask::Outcome, query, *misere, &ctx, &mut out)?,
        Command::Moves { query, misere } => commands::games::query(Ask::Moves, query, *misere, &ctx, &mut out)?,
        Command::Thesis(a) => commands::thesis::run(a, &ctx, &mut out)?,
        Command::Ppos { game, max, misere } => commands::ppos::run(game, *max, *misere, &ctx, &mut out)?,
        Command::Ray { position, vary, upto } => commands::ray::run(position, vary, *upto, &ctx, &mut out)?,
        Command::Atlas { family: AtlasKind::Cn, n, k, max, questions: true, .. } => {
            commands::atlas_questions::run(*n, *k, *max, &ctx, &mut out)?
        }
        Command::Atlas { questions: true, .. } => {
            return Err(
                CliError::input("--questions: Conjecture 8.1 is about the cycle complexes: use --family cn").into()
            )
        }
        Command::Atlas { family, n, k, max, describe: false, .. } => {
            commands::atlas::run(*family, *n, *k, *max, &ctx, &mut out)?
        }
        Command::Atlas { family, n, k, max, describe: true, prove, timeout, .. } => {
            commands::atlas_describe::run(*family, *n, *k, *max, prove.then_some(*timeout), &ctx, &mut out)?
        }
        Command::Circuits { game } => commands::circuits::run(game, &ctx, &mut out)?,
        Command::Basis { game } => commands::basis::run(game, &ctx, &mut out)?,
        Command::Facets { game } => commands::facets::run(game, &mut out)?,
        Command::Table { position, rows, cols, max, csv } => {
            commands::table::run(position, rows, cols, *max, *csv, &ctx, &mut out)?
        }
        Command::Invariants { game, max, piles } => {
            commands::invariants::run(game, *max, piles.as_deref(), &ctx, &mut out)?
        }
        Command::Questions { game, max, question } => commands::questions::run(game, *max, *question, &ctx, &mut out)?,
        Command::Graph { position, dot, cap } => commands::graph::run(position, *dot, *cap, &ctx, &mut out)?,
        Command::Conjecture { game, max, verify, values: true, .. } => {
            commands::conjecture::values(game, *max, *verify, &ctx, &mut out)?
        }
        Command::Conjecture { game, max, verify, check, prove: false, .. } => {
            commands::conjecture::run(game, *max, *verify, check.as_deref(), &ctx, &mut out)?
        }
        Command::Conjecture { game, max, verify, check, prove: true, proof, .. } => {
            let claim = match check {
                Some(f) => commands::prove::Claim::File(f),
                None => commands::prove::Claim::Mine { max: *max, verify: *verify },
            };
            let opts = commands::prove::Opts {
                timeout: proof.timeout,
                certificate: proof.certificate.as_deref(),
                within: None,
            };
            commands::prove::run(game, claim, &opts, &ctx, &mut out)?
        }
        Command::Prove { game, check, max, verify, within, proof } => {
            let claim = match (check, max) {
                (Some(f), _) => commands::prove::Claim::File(f),
                (None, Some(m)) => commands::prove::Claim::Mine { max: *m, verify: *verify },
                // The atlas's box for this many vertices.
                (None, None) => commands::prove::Claim::Mine {
                    max: simnim_conjecture::atlas_box(commands::complex(game)?.n()),
                    verify: *verify,
                },
            };
            let opts = commands::prove::Opts {
                timeout: proof.timeout,
                certificate: proof.certificate.as_deref(),
                within: within.as_deref(),
            };
            commands::prove::run(game, claim, &opts, &ctx, &mut out)?
        }
        Command::Census { vertices, max, count, only, shards: Some(shards), out: Some(dir), .. } => {
            let run = simnim_census::OutDir {
                vertices: *vertices,
                shards: *shards,
                max: *max,
                count: *count,
                only: commands::census::only(*only),
                dir: dir.clone(),
            };
            commands::census_out::run(&run, &ctx, &mut out)?
        }
        Command::Census { vertices, shard, count: true, .. } => {
            commands::census::count(*vertices, *shard, &ctx, &mut out)?
        }
        Command::Census { vertices, shard, max, count: false, only, .. } => {
            commands::census::run(*vertices, *shard, *max, *only, &ctx, &mut out)?
        }
        Command::Gen(a) => commands::gen::run(a, &mut out)?,
        Command::VerifyCertificate { dir, timeout } => {
            let all_match = commands::verify_certificate::run(dir, *timeout, &mut out)?;
            out.finish()?;
            return if all_match { Ok(()) } else { Err(Failure::Exit(1)) };
        }
        Command::Completions { shell } => commands::completions::run(*shell, &mut out)?,
    }
    out.finish()
}

/// Reports a failure: one line on stderr, or one JSON object on stdout.
fn report(e: &CliError, json: bool) -> ExitCode {
    if json {
        println!("{}", e.json());
    } else {
        eprintln!("simnim: error: {}", e.line());
    }
    ExitCode::from(e.kind.status())
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    // `--json` anywhere on the line makes every failure a JSON object, even a bad line.
    let json = argv.iter().skip(1).any(|a| a == "--json" || a.starts_with("--json="));
    let cli = match Cli::try_parse_from(&argv) {
        Ok(c) => c,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = e.print();
                    ExitCode::SUCCESS
                }
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
                    report(&CliError::input("no command given; try 'simnim --help'"), json)
                }
                _ => report(&CliError::input(clap_line(&e)), json),
            };
        }
    };
    match run(&cli) {
        Ok(()) | Err(Failure::Closed(_)) => ExitCode::SUCCESS,
        Err(Failure::Exit(code)) => ExitCode::from(code),
        Err(Failure::Error(e)) => report(&e, cli.json),
    }
}
