//! `prove`: a description proved for every position, or refuted at a position the engines
//! confirm, or `unknown` — of a formula file (`--check FILE`) or of what the miner finds on
//! `[0, max]^V` (`--max K`, also `conjecture --prove`). `--certificate DIR` writes what a
//! referee re-runs without simnim. The last line is the status: `proved`, `proved_below`,
//! `refuted` or `unknown`. The solver is z3 (or cvc5) as a child process, stopped at the
//! timeout and on Ctrl-C.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use simnim_conjecture::certificate::{self, CertificateFile, Expected};
use simnim_conjecture::solver::{find_solver, SolverError};
use simnim_conjecture::{self as conjecture, ConjectureError, Json, Proof, ProofStatus, ProveOptions, Status};
use simnim_core::{position_text, Complex};

use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::error::CliError;
use crate::output::{Failure, Out};
use crate::progress::Progress;

/// What to prove: a formula file, or the miner's description of a box.
pub(crate) enum Claim<'a> {
    File(&'a str),
    Mine { max: u64, verify: Option<u64> },
}

/// The research layer's errors as the CLI reports them (bad input exits 2, a refused search
/// 3, a solver failure or an interrupt 1).
pub(crate) fn cli_error(e: ConjectureError, flag: &str) -> CliError {
    match e {
        ConjectureError::Input(m) => CliError::input(m),
        ConjectureError::Formula(f) => CliError::input(f).at(flag),
        ConjectureError::Solve(s) => s.into(),
        ConjectureError::Solver(m) => CliError::internal(m),
        ConjectureError::Cancelled => CliError::internal("interrupted"),
    }
}

/// Set by Ctrl-C: the solver is stopped and the command ends.
pub(crate) fn interrupted() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    let f = flag.clone();
    // A second handler (there is none) would fail: then Ctrl-C ends the process and the
    // solver with it (same process group), and the solver's own time limit still holds.
    let _ = ctrlc::set_handler(move || f.store(true, Ordering::SeqCst));
    flag
}

/// The prover's flags: `--timeout`, `--certificate`, `--within`.
pub(crate) struct Opts<'a> {
    pub(crate) timeout: u64,
    pub(crate) certificate: Option<&'a str>,
    pub(crate) within: Option<&'a str>,
}

/// `--within`'s bounds: one per vertex, a number or `*`.
fn region(text: &str, n: usize) -> Result<Vec<Option<u64>>, CliError> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.len() != n {
        return Err(CliError::input(format!("{} bounds for {n} vertices", parts.len())).at("--within"));
    }
    parts
        .iter()
        .map(|p| match *p {
            "*" => Ok(None),
            x => x
                .parse::<u64>()
                .map(Some)
                .map_err(|_| CliError::input(format!("'{x}' is not a bound (a number, or * for none)")).at("--within")),
        })
        .collect()
}

/// Runs `prove` (and `conjecture --prove`).
pub(crate) fn run(game: &Game, claim: Claim<'_>, opts: &Opts<'_>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (timeout, certificate) = (opts.timeout, opts.certificate);
    let c = complex(game)?;
    let region = opts.within.map(|w| region(w, c.n())).transpose()?;
    if timeout == 0 {
        return Err(CliError::input("--timeout must be at least 1 second").into());
    }
    let formula = match claim {
        Claim::File(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::input(format!("cannot read the formula file '{path}': {e}")).at("--check"))?;
            let j: Json = serde_json::from_str(&text)
                .map_err(|e| CliError::input(format!("the formula file is not JSON: {e}")).at("--check"))?;
            conjecture::read_formula(&c, &j).map_err(|e| cli_error(e, "--check"))?
        }
        Claim::Mine { max, verify } => {
            let mut bar = Progress::new(ctx.json);
            let mut progress = |_: &str, done: u64, total: u64| bar.tick(done, total);
            let v = verify.unwrap_or_else(|| conjecture::default_verify(max));
            let mined = conjecture::mine(&c, max, v, &ctx.limits, &mut progress).map_err(|e| cli_error(e, "--max"))?;
            drop(bar);
            let Some(j) = mined.formula.filter(|_| mined.status == Status::Verified) else {
                describe(out, "prove", &c);
                out.set("status", "unknown");
                out.set("method", format!("nothing to prove: the miner found no description ({})", mined.method));
                out.set("formula", serde_json::Value::Null);
                out.line(&format!(
                    "nothing to prove: the miner found no description on [0,{max}]^V ({})",
                    mined.method
                ))?;
                out.line("unknown")?;
                return Ok(());
            };
            out.line(&format!("mined on [0,{max}]^V, verified on [0,{}]^V: now the proof", mined.verified_max))?;
            conjecture::read_formula(&c, &j).map_err(|e| cli_error(e, "--max"))?
        }
    };
    let flag = interrupted();
    let cancel = {
        let f = flag.clone();
        Box::new(move || f.load(Ordering::SeqCst))
    };
    let mut solver = find_solver(cancel).map_err(|e| match e {
        SolverError::Missing(m) => CliError::internal(m),
        e => CliError::internal(e),
    })?;
    let popts = ProveOptions { timeout: Duration::from_secs(timeout), region, ..ProveOptions::default() };
    let proof =
        conjecture::prove(&c, &formula, &mut solver, &popts, &ctx.limits).map_err(|e| cli_error(e, "--check"))?;
    if let Some(dir) = certificate {
        write_certificate(dir, &proof)?;
    }
    write(&proof, &c, certificate, out)
}

fn write_certificate(dir: &str, proof: &Proof) -> Result<(), CliError> {
    let path = std::path::Path::new(dir);
    std::fs::create_dir_all(path)
        .map_err(|e| CliError::input(format!("cannot make the directory '{dir}': {e}")).at("--certificate"))?;
    let mut files = proof.certificate.clone();
    files.push(CertificateFile::read("README.txt", readme(proof), "what the certificate is and how to re-check it"));
    let manifest = certificate::manifest(&files);
    let files = files
        .iter()
        .map(|f| (f.name.as_str(), f.contents.as_str()))
        .chain([(certificate::MANIFEST, manifest.as_str())]);
    for (name, contents) in files {
        // Written whole under a temporary name, then renamed: never a half-written file.
        let tmp = path.join(format!(".{name}.tmp"));
        std::fs::write(&tmp, contents)
            .and_then(|_| std::fs::rename(&tmp, path.join(name)))
            .map_err(|e| CliError::input(format!("cannot write {name} in '{dir}': {e}")).at("--certificate"))?;
    }
    Ok(())
}

/// The certificate's README: the status, the description, and how to re-check every file.
fn readme(proof: &Proof) -> String {
    let mut readme = String::from("simnim proof certificate\n\n");
    readme.push_str(&format!(
        "Status: {}\nMethod: {}\nThe description:\n{}\n\n",
        status_word(proof.status),
        proof.method,
        proof.text
    ));
    let smt = proof.certificate.iter().filter(|f| f.expected != Expected::Read).count();
    if smt > 0 {
        readme.push_str(&format!(
            "{} lists every file of this directory: its name, the answer a solver must give on it\n(unsat, sat, or - for a file that is read), its SHA-256 and what it proves. The {smt} .smt2\nfiles are self-contained SMT-LIB2 (the description F, the move relation, the claim). Each\nobligation or lemma answers unsat, which proves its claim for every position; each has a\ncontrol, NAME-control.smt2: the same definitions, declarations and hypotheses, byte for\nbyte after the header comments, with a last assertion that a correct description satisfies.\nThe control answers sat, so the hypotheses are consistent and the unsat is not vacuous (an\n`(assert false)` or an empty P-set in the shared part would make both unsat).\n\nRe-check everything with simnim:\n\n    simnim verify-certificate .\n\nor without it (z3 or cvc5, and sha256sum):\n\n    tail -n +2 MANIFEST.tsv | while IFS=\"$(printf '\\t')\" read -r file expected sha what; do\n      echo \"$sha  $file\" | sha256sum -c --quiet || echo \"$file: HASH MISMATCH\"\n      [ \"$expected\" = - ] || echo \"$file: expected $expected, got $(z3 \"$file\")\"\n    done\n\nand check that the directory holds no file the manifest does not list.\n",
            certificate::MANIFEST
        ));
    }
    if proof.certificate.iter().any(|f| f.name == "theorem-4.4.json") {
        readme.push_str("theorem-4.4.json lists the family of digit columns and Conditions (A), (B), (C) of\nE&S Theorem 4.4 as checked on all subsets of the vertices.\n");
    }
    if proof.certificate.iter().any(|f| f.name == "winning-move-rule.json") {
        let composed = proof.certificate.iter().any(|f| f.name == "composition.txt");
        readme.push_str(if composed {
            "winning-move-rule.json is the residual rule: from every position where F fails and no piece\ncovers it, one of its moves is legal and reaches F (obligation-2-residual.smt2 checks exactly\nthat); composition.txt gives the whole argument, file by file, and sub-*-winning-move-rule.json\nthe smaller games' rules.\n"
        } else {
            "winning-move-rule.json is the rule used in obligation 2: from every position where F fails,\none of its moves is legal and reaches F (obligation-2.smt2 checks exactly that).\n"
        });
    }
    readme
}

pub(crate) fn status_word(s: ProofStatus) -> &'static str {
    match s {
        ProofStatus::Proved => "proved",
        ProofStatus::ProvedBelow => "proved_below",
        ProofStatus::Refuted => "refuted",
        ProofStatus::Unknown => "unknown",
    }
}

fn write(p: &Proof, c: &Complex, certificate: Option<&str>, out: &mut Out) -> Result<(), Failure> {
    describe(out, "prove", c);
    let value = serde_json::to_value(p).map_err(CliError::internal)?;
    if let serde_json::Value::Object(m) = value {
        for (k, v) in m {
            out.set(&k, v);
        }
    }
    let mut files: Vec<String> = p.certificate.iter().map(|f| f.name.clone()).collect();
    if certificate.is_some() {
        files.extend(["README.txt".to_string(), certificate::MANIFEST.to_string()]);
    }
    out.set(
        "certificate",
        certificate.map_or(serde_json::Value::Null, |d| serde_json::json!({"dir": d, "files": files})),
    );
    out.line("proof of:")?;
    for line in p.text.lines() {
        out.line(&format!("  {line}"))?;
    }
    out.line(&format!("method: {}", p.method))?;
    for o in &p.obligations {
        out.line(&format!("obligation {}: {} in {:.2} s ({})", o.name, o.status, o.seconds, o.detail))?;
    }
    if let Some(x) = &p.counterexample {
        let mut line = format!("counterexample: {} is {} ({})", position_text(&x.position), x.truth, x.kind);
        if let (Some(q), Some(t)) = (&x.to, &x.move_truth) {
            line.push_str(&format!("; the move to {} ({t})", position_text(q)));
        }
        out.line(&line)?;
    }
    if let Some(d) = certificate {
        out.line(&format!(
            "certificate: {d}/ ({}); re-check it with `simnim verify-certificate {d}` (each file against {})",
            files.join(", "),
            certificate::MANIFEST
        ))?;
    }
    out.line(status_word(p.status))?;
    Ok(())
}
