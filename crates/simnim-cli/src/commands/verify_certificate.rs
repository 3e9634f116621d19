//! `verify-certificate DIR`: a certificate re-checked against its manifest. Every file the
//! manifest lists must be there with its SHA-256; every file with an expected answer is
//! re-run in z3 (from the PATH) and must give it; no other file may be in the directory.
//! A table (file, expected, got, seconds, hash), then `verified` or `failed`; the exit
//! status is 0 only if everything matches.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;
use simnim_conjecture::certificate::{read_manifest, sha256_hex, Expected, MANIFEST};

use crate::error::CliError;
use crate::output::{Failure, Out};

/// One row of the table.
struct Row {
    file: String,
    expected: Expected,
    got: String,
    seconds: f64,
    hash_ok: bool,
}

/// z3 on the PATH (a clear error if there is none).
fn z3_on_path() -> Result<PathBuf, CliError> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).map(|d| d.join("z3")).find(|p| p.is_file()).ok_or_else(|| {
        CliError::internal(
            "verify-certificate needs z3 on the PATH and found none: install it (`pip install z3-solver` brings a `z3` program, `make test` puts one in tools/bin) and put it on the PATH",
        )
    })
}

/// z3's answer on `file` (its first line: sat, unsat, unknown, timeout, or what it printed
/// instead), within `timeout`.
fn run_z3(z3: &Path, file: &Path, timeout: u64) -> Result<String, CliError> {
    let mut child = Command::new(z3)
        .arg(format!("-T:{timeout}"))
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| CliError::internal(format!("cannot run z3 ({}): {e}", z3.display())))?;
    let started = Instant::now();
    // z3 keeps its own time limit; this one is the backstop.
    let limit = Duration::from_secs(timeout.saturating_add(30));
    loop {
        if child.try_wait().map_err(CliError::internal)?.is_some() {
            break;
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Ok("timeout".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut text = String::new();
    if let Some(mut o) = child.stdout.take() {
        let _ = o.read_to_string(&mut text);
    }
    let first = text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("no answer");
    Ok(first.chars().take(60).collect())
}

/// Re-checks the certificate in `dir`; true when every file matches the manifest.
pub(crate) fn run(dir: &Path, timeout: u64, out: &mut Out) -> Result<bool, Failure> {
    if timeout == 0 {
        return Err(CliError::input("--timeout must be at least 1 second").into());
    }
    let shown = dir.display().to_string();
    let text = std::fs::read_to_string(dir.join(MANIFEST))
        .map_err(|e| CliError::input(format!("cannot read {MANIFEST} in '{shown}': {e}")))?;
    let rows = read_manifest(&text).map_err(|e| CliError::input(format!("{shown}/{MANIFEST}: {e}")))?;
    let entries = std::fs::read_dir(dir).map_err(|e| CliError::input(format!("cannot list '{shown}': {e}")))?;
    let mut problems: Vec<String> = Vec::new();
    let mut present: Vec<String> = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| CliError::input(format!("cannot list '{shown}': {e}")))?;
        present.push(entry.file_name().to_string_lossy().into_owned());
    }
    present.sort();
    for name in &present {
        if name != MANIFEST && !rows.iter().any(|r| &r.file == name) {
            problems.push(format!("{name}: in the directory but not in the manifest"));
        }
    }
    let z3 = if rows.iter().any(|r| r.expected != Expected::Read) { Some(z3_on_path()?) } else { None };
    let mut table: Vec<Row> = Vec::new();
    let width = rows.iter().map(|r| r.file.chars().count()).max().unwrap_or(0).max(4);
    out.line(&format!("{:<width$} {:<8} {:<8} {:>8}  sha256", "file", "expected", "got", "seconds"))?;
    for r in &rows {
        let path = dir.join(&r.file);
        let Ok(bytes) = std::fs::read(&path) else {
            problems.push(format!("{}: listed in the manifest but missing", r.file));
            let row =
                Row { file: r.file.clone(), expected: r.expected, got: "missing".into(), seconds: 0.0, hash_ok: false };
            print_row(out, &row, width)?;
            table.push(row);
            continue;
        };
        let hash_ok = sha256_hex(&bytes) == r.sha256;
        if !hash_ok {
            problems.push(format!("{}: its SHA-256 is not the manifest's", r.file));
        }
        let started = Instant::now();
        let got = match (&z3, r.expected) {
            (Some(z3), Expected::Unsat | Expected::Sat) => run_z3(z3, &path, timeout)?,
            _ => "-".into(),
        };
        let seconds = (started.elapsed().as_secs_f64() * 100.0).round() / 100.0;
        if got != r.expected.word() {
            problems.push(format!("{}: expected {}, z3 answered {got}", r.file, r.expected.word()));
        }
        let row = Row { file: r.file.clone(), expected: r.expected, got, seconds, hash_ok };
        print_row(out, &row, width)?;
        table.push(row);
    }
    let ok = problems.is_empty();
    for p in &problems {
        out.line(&format!("problem: {p}"))?;
    }
    let solver_runs = table.iter().filter(|r| r.expected != Expected::Read).count();
    out.line(&if ok {
        format!("verified: {} files as {MANIFEST} lists them, {solver_runs} answers from z3 as expected", table.len())
    } else {
        format!("failed: {} problem{}", problems.len(), if problems.len() == 1 { "" } else { "s" })
    })?;
    out.set("dir", shown);
    out.set("status", if ok { "verified" } else { "failed" });
    out.set(
        "files",
        table
            .iter()
            .map(|r| {
                json!({"file": r.file, "expected": r.expected.word(), "got": r.got, "seconds": r.seconds, "sha256_ok": r.hash_ok})
            })
            .collect::<Vec<_>>(),
    );
    out.set("problems", problems);
    Ok(ok)
}

fn print_row(out: &mut Out, r: &Row, width: usize) -> Result<(), Failure> {
    out.line(&format!(
        "{:<width$} {:<8} {:<8} {:>8.2}  {}",
        r.file,
        r.expected.word(),
        r.got,
        r.seconds,
        if r.hash_ok { "ok" } else { "MISMATCH" }
    ))
}
