//! `simnim census --shards M --out DIR` as a process: a run killed mid-way and rerun ends
//! with exactly the files and the summary of an uninterrupted run; no file under its final
//! name is ever half-written; a stale temporary file is ignored and removed; a directory
//! holding another census is refused; the shard files are the `--json` lines of the whole
//! census in order.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_simnim"))
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = bin().args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn fresh_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("simnim-census-out-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    d
}

fn shard_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .map(|r| r.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    v.retain(|f| f.starts_with("shard-") && f.ends_with(".jsonl"));
    v.sort();
    v
}

/// Every file under a final name is whole: each `.jsonl` line is a JSON object, and its
/// number of lines (with `--count`, its one line's count) is the classes its tally counts.
fn assert_whole(dir: &Path) {
    for f in shard_files(dir) {
        let text = fs::read_to_string(dir.join(&f)).unwrap();
        assert!(text.is_empty() || text.ends_with('\n'), "{f} ends mid-line");
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{f}: {e}: {line}"));
            assert!(v.get("facets").is_some() || v.get("classes").is_some(), "{f}: {line}");
        }
        let tally =
            fs::read_to_string(dir.join(f.replace(".jsonl", ".tally.json"))).expect("the tally is written first");
        let tally: serde_json::Value = serde_json::from_str(&tally).unwrap();
        let lines: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let classes = match lines.as_slice() {
            [count] if count.get("classes").is_some() => count["classes"].as_u64(), // --count
            _ => Some(lines.len() as u64),
        };
        assert_eq!(tally["classes"].as_u64(), classes, "{f}: tally and lines disagree");
    }
}

fn without_out(summary: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(summary.lines().last().unwrap()).unwrap();
    v.as_object_mut().unwrap().remove("out");
    v
}

#[test]
fn a_killed_run_rerun_equals_an_uninterrupted_run() {
    let whole = fresh_dir("whole");
    let args = |d: &Path| -> Vec<String> {
        ["census", "--vertices", "6", "--shards", "64", "--json", "--threads", "1", "--out"]
            .iter()
            .map(|s| s.to_string())
            .chain([d.display().to_string()])
            .collect()
    };
    let (code, summary, err) = run(&args(&whole).iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 0, "{err}");
    assert_eq!(shard_files(&whole).len(), 64);
    assert_whole(&whole);
    // The shard files, one after the other, are the whole census's --json lines.
    let (_, all, _) = run(&["census", "--vertices", "6", "--json"]);
    let joined: String = shard_files(&whole).iter().map(|f| fs::read_to_string(whole.join(f)).unwrap()).collect();
    assert_eq!(joined, all, "the shard files are the census in order");
    let want = without_out(&summary);
    assert_eq!(want["classes"], 16143);

    // Killed once a few shards are written.
    let cut = fresh_dir("cut");
    let mut child = bin().args(args(&cut)).stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    let start = Instant::now();
    while shard_files(&cut).len() < 4 && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let written = shard_files(&cut).len();
    assert!((4..64).contains(&written), "the run was killed mid-way ({written} of 64 shards written)");
    assert_whole(&cut);
    // A temporary file left by a kill at the worst moment is not a shard.
    fs::write(cut.join(".shard-63-of-64.jsonl.tmp-1"), "{\"facets\": \"{1},{2").unwrap();

    let (code, summary, err) = run(&args(&cut).iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 0, "{err}");
    assert_eq!(without_out(&summary), want, "the summary does not depend on the interruption");
    assert!(!cut.join(".shard-63-of-64.jsonl.tmp-1").exists(), "stale temporary files are removed");
    for f in fs::read_dir(&whole).unwrap().flatten() {
        let name = f.file_name();
        assert_eq!(fs::read(cut.join(&name)).unwrap(), fs::read(f.path()).unwrap(), "{name:?} differs");
    }
    // A rerun of a finished directory computes nothing and says the same.
    let (_, again, _) = run(&args(&cut).iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(without_out(&again), want);
    let _ = fs::remove_dir_all(&whole);
    let _ = fs::remove_dir_all(&cut);
}

#[test]
fn counts_and_refusals() {
    let d = fresh_dir("count");
    let ds = d.display().to_string();
    let out = run(&["census", "--vertices", "5", "--shards", "7", "--count", "--out", &ds]);
    assert_eq!(out.0, 0, "{}", out.2);
    assert_eq!(out.1.lines().last(), Some("180"));
    assert_eq!(shard_files(&d).len(), 7);
    assert_whole(&d);
    // Another census into the same directory is refused, naming both.
    let (code, _, err) = run(&["census", "--vertices", "4", "--shards", "7", "--count", "--out", &ds]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("holds another census"), "{err}");
    // --shards needs --out, and the other way round; not with --shard.
    assert_eq!(run(&["census", "--vertices", "4", "--shards", "3"]).0, 2);
    assert_eq!(run(&["census", "--vertices", "4", "--out", &ds]).0, 2);
    assert_eq!(run(&["census", "--vertices", "4", "--shards", "3", "--out", &ds, "--shard", "1/3"]).0, 2);
    assert_eq!(run(&["census", "--vertices", "4", "--shards", "0", "--out", &ds]).0, 2);
    assert_eq!(run(&["census", "--vertices", "9", "--shards", "3", "--out", &format!("{ds}-9")]).0, 2);
    assert!(!Path::new(&format!("{ds}-9")).exists(), "nothing is written for a refused run");
    let _ = fs::remove_dir_all(&d);
}
