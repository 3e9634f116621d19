//! FINDINGS.md's reproduce-commands run as processes from the repository's root, as a reader
//! runs them: every `$ simnim …` line of a
//! `console` block (except those marked `# long`, hours of work, whose entries give a
//! shorter command that is run) is run, and each line written under it
//! must appear in its output, in order, as (part of) a line — a bare number as a whole line. The positions the findings
//! state are decided by the naive solver in the root test suite (`tests/findings.rs`).

use std::path::PathBuf;
use std::process::Command;

const FINDINGS: &str = include_str!("../../../FINDINGS.md");

/// The project's z3 (`make test` installs it), else the PATH's.
fn z3() -> PathBuf {
    let ours = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tools/bin/z3");
    if ours.exists() {
        ours
    } else {
        PathBuf::from("z3")
    }
}

/// A command line's words: split at spaces, with double quotes grouping.
fn words(line: &str) -> Vec<String> {
    let (mut out, mut word, mut quoted, mut started) = (Vec::new(), String::new(), false, false);
    for ch in line.chars() {
        match ch {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    out.push(std::mem::take(&mut word));
                }
                started = false;
            }
            _ => {
                word.push(ch);
                started = true;
            }
        }
    }
    if started {
        out.push(word);
    }
    out
}

/// Each `(command, expected lines)` of the console blocks, the long ones included.
fn commands() -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut inside = false;
    for line in FINDINGS.lines() {
        if let Some(info) = line.strip_prefix("```") {
            inside = !inside && info.trim() == "console";
            continue;
        }
        if !inside {
            continue;
        }
        if let Some(cmd) = line.strip_prefix("$ ") {
            out.push((cmd.to_string(), Vec::new()));
        } else if let Some(last) = out.last_mut() {
            if line.trim() != "…" && !line.trim().is_empty() {
                last.1.push(line.to_string());
            }
        } else {
            panic!("a console block starts with a command: {line}");
        }
    }
    out
}

#[test]
fn the_command_parser_reads_quotes() {
    assert_eq!(
        words(r#"simnim outcome --complex "{1,2}, {3}" --piles 1,2"#),
        ["simnim", "outcome", "--complex", "{1,2}, {3}", "--piles", "1,2"]
    );
}

#[test]
fn every_reproduce_command_prints_what_findings_md_says() {
    let all = commands();
    assert!(all.len() >= 30, "{} commands", all.len());
    let mut ran = 0;
    // An entry may repeat a command another entry runs (each entry shows its own checks):
    // the command runs once, and each entry's lines are read in its output.
    let mut outputs: std::collections::HashMap<&str, String> = std::collections::HashMap::new();
    for (cmd, expected) in &all {
        let w = words(cmd);
        assert_eq!(w.first().map(String::as_str), Some("simnim"), "a command of simnim: {cmd}");
        if cmd.contains("# long") {
            continue;
        }
        let text = outputs.entry(cmd.as_str()).or_insert_with(|| {
            let out = Command::new(env!("CARGO_BIN_EXE_simnim"))
                .args(&w[1..])
                .env("SIMNIM_SOLVER", z3())
                .current_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."))
                .output()
                .expect("runs");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{cmd}: exit {:?}\n{err}", out.status.code());
            String::from_utf8_lossy(&out.stdout).into_owned()
        });
        let mut lines = text.lines();
        for want in expected {
            // A bare number is a whole line (a "0" is not found in "10").
            let number = want.chars().all(|c| c.is_ascii_digit());
            assert!(
                lines.any(|l| if number { l.trim() == want } else { l.contains(want.as_str()) }),
                "{cmd}\nprints, in order:\n{}\nbut its output is:\n{text}",
                expected.join("\n")
            );
        }
        ran += 1;
    }
    assert!(ran >= 25, "{ran} commands ran");
}
