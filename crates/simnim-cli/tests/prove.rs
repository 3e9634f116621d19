//! `simnim prove` run as a process: a proof with its certificate re-run in z3 (as a separate
//! program) file by file as its manifest lists them (hashes by `sha256sum`), CN(7,3) and
//! CN(8,3) proved with the default timeout, CN(9,4)'s and CN(6,2)'s certificates re-run, `simnim
//! verify-certificate` on a corrupted copy (a contradiction in a shared part: its control
//! answers unsat) and on copies with a file missing or added, `conjecture --prove`, a
//! refutation, malformed formula files (exit 2, one JSON error object), a missing solver
//! (exit 1, explained), and no solver process left behind after a timeout or Ctrl-C.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The project's z3 (`make test` installs it), else the PATH's.
fn z3() -> PathBuf {
    let ours = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tools/bin/z3");
    if ours.exists() {
        ours
    } else {
        PathBuf::from("z3")
    }
}

fn simnim_env(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_simnim"));
    cmd.args(args).env("SIMNIM_SOLVER", z3());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let (code, out, err) = simnim_env(args, &[]);
    let v = serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("one JSON object ({e}): {out} {err}"));
    (code, v)
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("simnim-prove-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn file(name: &str, text: &str) -> String {
    let p = temp(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn a_proof_with_its_certificate_rerun_in_z3() {
    let dir = temp("cert-cn63");
    let (code, v) =
        json(&["prove", "--family", "cn:6,3", "--max", "5", "--certificate", dir.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["status"], "proved");
    assert_eq!(v["bound"], serde_json::Value::Null);
    assert!(v["method"].as_str().unwrap().contains("Presburger"));
    let obligations = v["obligations"].as_array().unwrap();
    assert!(obligations.iter().all(|o| o["status"] == "holds" && o["seconds"].is_number()), "{v}");
    let files = v["certificate"]["files"].as_array().unwrap();
    assert!(files.iter().any(|f| f == "MANIFEST.tsv") && dir.join("winning-move-rule.json").exists());
    // Obligations 1 and 2 (CN(6,3) has no symmetry lemma), each with its control.
    assert_eq!(rerun_manifest(&dir), (2, 2));
    let (code, out, err) = verify(&dir, None);
    assert_eq!(code, 0, "{out} {err}");
    assert!(
        out.trim_end().ends_with("verified: 6 files as MANIFEST.tsv lists them, 4 answers from z3 as expected"),
        "{out}"
    );
    // The text form ends with the status.
    let (code, out, _) = simnim_env(&["conjecture", "--family", "nim:3", "--max", "3", "--prove"], &[]);
    assert_eq!(code, 0);
    assert!(out.contains("Theorem 4.4") && out.trim_end().ends_with("proved"), "{out}");
}

/// A certificate re-checked without simnim, as a referee would: the directory holds exactly
/// the files MANIFEST.tsv lists (and the manifest), each with the listed SHA-256 (by the
/// system's `sha256sum`), and z3 answers each `.smt2` file as listed (`unsat` for an
/// obligation or lemma, `sat` for a control). Returns (obligations, controls).
fn rerun_manifest(dir: &std::path::Path) -> (usize, usize) {
    let manifest = std::fs::read_to_string(dir.join("MANIFEST.tsv")).expect("a manifest");
    let mut lines = manifest.lines();
    assert_eq!(lines.next(), Some("file\texpected\tsha256\tproves"));
    let rows: Vec<Vec<&str>> = lines.filter(|l| !l.is_empty()).map(|l| l.splitn(4, '\t').collect()).collect();
    let mut listed: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    listed.push("MANIFEST.tsv");
    listed.sort();
    let mut present: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    present.sort();
    assert_eq!(present, listed, "the directory holds exactly the listed files");
    let (mut obligations, mut controls) = (0, 0);
    for r in &rows {
        let (file, expected, sha) = (r[0], r[1], r[2]);
        let out = Command::new("sha256sum").arg(dir.join(file)).output().expect("sha256sum runs");
        let digest = String::from_utf8_lossy(&out.stdout).split_whitespace().next().unwrap_or("").to_string();
        assert_eq!(digest, sha, "{file}'s hash");
        assert_eq!(file.ends_with(".smt2"), expected != "-", "{file}: only .smt2 files are run");
        if expected == "-" {
            continue;
        }
        assert_eq!(file.ends_with("-control.smt2"), expected == "sat", "{file}: controls and only controls are sat");
        let out = Command::new(z3()).arg(dir.join(file)).output().expect("z3 runs");
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), expected, "{file}");
        if expected == "sat" {
            controls += 1;
        } else {
            obligations += 1;
            assert!(rows.iter().any(|c| c[0] == file.replace(".smt2", "-control.smt2")), "{file} has its control");
        }
    }
    (obligations, controls)
}

/// `simnim verify-certificate DIR` with z3 on the PATH: exit status, stdout, stderr.
fn verify(dir: &std::path::Path, path: Option<&str>) -> (i32, String, String) {
    let bin = z3();
    let z3_dir = bin.parent().filter(|d| !d.as_os_str().is_empty()).map(|d| d.display().to_string());
    let path = path
        .map(String::from)
        .unwrap_or_else(|| format!("{}:{}", z3_dir.unwrap_or_default(), std::env::var("PATH").unwrap_or_default()));
    simnim_env(&["verify-certificate", dir.to_str().unwrap()], &[("PATH", &path)])
}

/// SetNim's CN(7,3) and CN(8,3) (SetNim Thms 5.1 and 6.3; B. R. Kadam, M. Dufour, S. Heubach, arXiv:2604.02587):
/// mined on the atlas's box and proved within the default timeout; CN(8,3) by composition
/// (CN(5,2)'s proved rule lifted into it); every certificate file unsat in z3.
#[test]
fn cn73_and_cn83_proved_within_the_default_timeout() {
    for (family, composed) in [("cn:7,3", false), ("cn:8,3", true)] {
        let dir = temp(&format!("cert-{}", family.replace([':', ','], "-")));
        let (code, v) = json(&["prove", "--family", family, "--certificate", dir.to_str().unwrap(), "--json"]);
        assert_eq!(code, 0, "{v}");
        assert_eq!(v["status"], "proved", "{family}: {v}");
        assert_eq!(v["bound"], serde_json::Value::Null);
        assert_eq!(dir.join("composition.txt").exists(), composed, "{family}");
        let (obligations, controls) = rerun_manifest(&dir);
        assert_eq!(obligations, controls, "{family}");
        // 0 (symmetry, orbits), 1, 2; composed: 0 and 1, the sub-game's 0-2 and its rule
        // everywhere, the lifting lemma and the two joining lemmas, the cover's invariance and
        // the residual.
        assert_eq!(obligations, if composed { 3 + 5 + 3 + 2 } else { 4 }, "{family}");
    }
}

/// The certificate of CN(9,4) in the repository (written by
/// `simnim prove --family cn:9,4 --certificate certificates/cn-9-4`): every file its
/// manifest lists, the smaller games' and the lifting and joining lemmas', re-run in z3.
#[test]
fn the_cn94_certificate_reruns_as_its_manifest_says() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../certificates/cn-9-4");
    let readme = std::fs::read_to_string(dir.join("README.txt")).expect("the certificate is in the repository");
    assert!(readme.contains("Status: proved"), "{readme}");
    assert!(dir.join("composition.txt").exists() && dir.join("winning-move-rule.json").exists());
    let (obligations, controls) = rerun_manifest(&dir);
    assert_eq!(obligations, controls);
    // 0 (symmetry, orbits) and 1, two sub-games (G1: 0-2 and its rule everywhere; CN(4,2):
    // 1, 2 and its rule everywhere), per piece a lifting lemma and two joining lemmas, the
    // cover's invariance, the residual.
    assert_eq!(obligations, 3 + 5 + 3 + 2 * 3 + 2);
}

/// CN(6,2)'s P-positions within three boxes moves cannot leave (piles 1, 3, 5 at most 1 and
/// pile 2 at most 2 or 4; piles 1, 3, 5 at most 3 and pile 2 at most 2; piles 4 and 6
/// unbounded), proved with `simnim prove --within`: every file as its manifest lists it.
#[test]
fn the_cn62_box_certificates_rerun_as_their_manifests_say() {
    for name in ["cn-6-2-odd1-a2", "cn-6-2-odd1-a4", "cn-6-2-odd3-a2"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../certificates").join(name);
        let readme = std::fs::read_to_string(dir.join("README.txt")).expect("the certificate is in the repository");
        assert!(readme.contains("Status: proved") && readme.contains("within the region of piles"), "{name}");
        // Obligations 1 and 2, each with its control.
        assert_eq!(rerun_manifest(&dir), (2, 2), "{name}");
    }
}

/// FINDINGS F21's nim-sum slice, proved: `certificates/cn-6-2-slice/` asks z3 whether the
/// description proved in `cn-6-2-odd1-a2` agrees with c − 1 = (a − 1) ⊕ (b − 1) on every
/// (1,a,1,b,1,c) with a ≤ 2. Its F must be that certificate's F, byte for byte (else the lemma
/// would be about another formula); its files answer as the manifest says; and the rule as
/// the lemma writes it out for a ≤ 2 is the nim-sum rule, on a box (the rule against the
/// naive solver is `tests/prove.rs`'s).
#[test]
fn the_cn62_slice_lemma_uses_the_proved_description_and_reruns() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../certificates");
    let proved = std::fs::read_to_string(root.join("cn-6-2-odd1-a2/obligation-1.smt2")).unwrap();
    let shared = |text: &str| -> String {
        let lines: Vec<&str> = text.lines().collect();
        let from = lines.iter().position(|l| l.starts_with("(set-option")).expect("a preamble");
        let to = lines.iter().position(|l| l.starts_with("(define-fun move") || l.starts_with("(declare-const"));
        lines[from..to.expect("an end")].join("\n")
    };
    let defs = shared(&proved);
    assert!(defs.contains("(define-fun F "), "the proved certificate defines F");
    for file in ["slice.smt2", "slice-control.smt2"] {
        let text = std::fs::read_to_string(root.join("cn-6-2-slice").join(file)).unwrap();
        assert_eq!(shared(&text), defs, "{file}: F as the proved certificate has it");
    }
    assert_eq!(rerun_manifest(&root.join("cn-6-2-slice")), (1, 1));
    // The rule as the lemma writes it (a ∈ {1,2}) is the nim-sum rule.
    for a in 1..=2u64 {
        for b in 1..=200u64 {
            for c in 0..=202u64 {
                let written =
                    (a == 1 && c == b) || (a == 2 && b % 2 == 1 && c == b + 1) || (a == 2 && b % 2 == 0 && c + 1 == b);
                assert_eq!(written, c >= 1 && c - 1 == (a - 1) ^ (b - 1), "({a},{b},{c})");
            }
        }
    }
}

/// A copy of a certificate where one obligation and its control share a contradiction:
/// `(assert false)` put into the shared part of both (the manifest's hashes rewritten to
/// match, as a buggy prover would write them). The obligation still answers unsat — for
/// nothing — and only its control shows it: unsat where sat is expected.
#[test]
fn a_contradiction_in_the_shared_part_is_caught_by_the_control() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../certificates/cn-9-4");
    let dir = temp("cert-contradiction");
    copy_dir(&src, &dir);
    let mut manifest = std::fs::read_to_string(dir.join("MANIFEST.tsv")).unwrap();
    for name in ["obligation-1.smt2", "obligation-1-control.smt2"] {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("(set-logic ALL)\n"), "{name}");
        std::fs::write(&path, text.replacen("(set-logic ALL)\n", "(set-logic ALL)\n(assert false)\n", 1)).unwrap();
        let old = sha256sum(&src.join(name));
        let new = sha256sum(&path);
        manifest = manifest.replace(&old, &new);
    }
    std::fs::write(dir.join("MANIFEST.tsv"), manifest).unwrap();
    // z3 itself: the obligation is unsat either way, the control no longer sat.
    let answer = |f: &str| {
        let out = Command::new(z3()).arg(dir.join(f)).output().expect("z3 runs");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    assert_eq!(answer("obligation-1.smt2"), "unsat");
    assert_eq!(answer("obligation-1-control.smt2"), "unsat");
    let (code, out, err) = verify(&dir, None);
    assert_eq!(code, 1, "{out} {err}");
    let row = |f: &str| out.lines().find(|l| l.split_whitespace().next() == Some(f)).unwrap_or("").to_string();
    assert_eq!(
        row("obligation-1.smt2").split_whitespace().take(3).collect::<Vec<_>>(),
        ["obligation-1.smt2", "unsat", "unsat"]
    );
    let control = row("obligation-1-control.smt2");
    assert_eq!(
        control.split_whitespace().take(3).collect::<Vec<_>>(),
        ["obligation-1-control.smt2", "sat", "unsat"],
        "{out}"
    );
    assert!(control.ends_with("ok"), "the hashes were rewritten to match: {control}");
    assert!(out.contains("problem: obligation-1-control.smt2: expected sat, z3 answered unsat"), "{out}");
    assert!(out.trim_end().ends_with("failed: 1 problem"), "{out}");
}

/// Copies of a certificate with one listed file removed, with a file the manifest does not
/// list, and with one byte changed: each fails the manifest check. Without z3 on the PATH the
/// command says so.
#[test]
fn a_missing_extra_or_changed_file_fails_the_manifest_check() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../certificates/cn-9-4");
    let removed = temp("cert-removed");
    copy_dir(&src, &removed);
    std::fs::remove_file(removed.join("sub-G1-obligation-1.smt2")).unwrap();
    let (code, out, err) = verify(&removed, None);
    assert_eq!(code, 1, "{out} {err}");
    assert!(out.contains("problem: sub-G1-obligation-1.smt2: listed in the manifest but missing"), "{out}");
    let extra = temp("cert-extra");
    copy_dir(&src, &extra);
    std::fs::write(extra.join("obligation-3.smt2"), "(check-sat)\n").unwrap();
    let (code, out, _) = verify(&extra, None);
    assert_eq!(code, 1);
    assert!(out.contains("problem: obligation-3.smt2: in the directory but not in the manifest"), "{out}");
    let changed = temp("cert-changed");
    copy_dir(&src, &changed);
    let rule = changed.join("winning-move-rule.json");
    let text = std::fs::read_to_string(&rule).unwrap();
    std::fs::write(&rule, text.replacen("\"constant\": 0", "\"constant\": 1", 1)).unwrap();
    let (code, out, _) = verify(&changed, None);
    assert_eq!(code, 1);
    assert!(out.contains("problem: winning-move-rule.json: its SHA-256 is not the manifest's"), "{out}");
    let (code, out, err) = verify(&src, Some("/nonexistent"));
    assert_eq!(code, 1, "{out}");
    assert!(err.contains("z3 on the PATH"), "{err}");
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    let _ = std::fs::remove_dir_all(to);
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
    }
}

fn sha256sum(path: &std::path::Path) -> String {
    let out = Command::new("sha256sum").arg(path).output().expect("sha256sum runs");
    String::from_utf8_lossy(&out.stdout).split_whitespace().next().unwrap_or("").to_string()
}

#[test]
fn a_wrong_formula_is_refuted_at_a_confirmed_position() {
    // E&S Ex 3.3 with one equation off by one beyond nothing: n1 = n3 + n4 + 1 (wrong at once).
    let f = file(
        "wrong.json",
        r#"{"and": [{"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}, 1]}]}, {"eq": [{"add": [{"x": 1}, {"x": 2}]}, {"x": 4}]}]}"#,
    );
    let (code, v) = json(&["prove", "--family", "ex3.3", "--check", &f, "--json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["status"], "refuted");
    let cx = &v["counterexample"];
    assert!(cx["position"].is_array() && (cx["truth"] == "P" || cx["truth"] == "N"), "{v}");
}

#[test]
fn malformed_formula_files_and_a_missing_solver_are_explained() {
    for (name, text) in [
        ("not-json.json", "{eq: [1, 2"),
        ("unknown.json", r#"{"equals": [{"x": 0}, 1]}"#),
        ("index.json", r#"{"eq": [{"x": 9}, 1]}"#),
        ("sym.json", r#"{"some_sym": {"perms": [[1, 0, 2, 3, 4]], "f": true}}"#),
        ("empty.json", ""),
    ] {
        let f = file(name, text);
        let (code, v) = json(&["prove", "--family", "ex3.3", "--check", &f, "--json"]);
        assert_eq!(code, 2, "{name}: {v}");
        assert_eq!(v["kind"], "input", "{name}: {v}");
        assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()), "{name}");
    }
    let (code, _, err) = simnim_env(&["prove", "--family", "ex3.3", "--check", "/no/such/file.json"], &[]);
    assert_eq!(code, 2, "{err}");
    let (code, out, err) =
        simnim_env(&["prove", "--family", "ex3.3", "--max", "4"], &[("SIMNIM_SOLVER", "/no/such/z3")]);
    assert_eq!(code, 1, "{out} {err}");
    assert!(err.contains("z3") && err.contains("install"), "{err}");
    // Without --check or --max the atlas's box is mined, and the answer says which.
    let (code, out, err) = simnim_env(&["prove", "--family", "ex3.3"], &[]);
    assert_eq!(code, 0, "{out} {err}");
    assert!(out.starts_with("mined on [0,7]^V") && out.trim_end().ends_with("proved"), "{out}");
    let (code, _, err) = simnim_env(&["prove", "--family", "ex3.3", "--max", "4", "--timeout", "0"], &[]);
    assert_eq!(code, 2, "{err}");
}

/// A wrapper solver that records its process id, so the test can tell whether it lives on.
fn recording_solver(tag: &str) -> (PathBuf, PathBuf) {
    let pid_file = temp(&format!("{tag}.pid"));
    let script = temp(&format!("{tag}-z3.sh"));
    std::fs::write(&script, format!("#!/bin/sh\necho $$ >> {}\nexec {} \"$@\"\n", pid_file.display(), z3().display()))
        .unwrap();
    Command::new("chmod").arg("+x").arg(&script).status().unwrap();
    (script, pid_file)
}

fn alive(pid_file: &PathBuf) -> Vec<String> {
    let pids = std::fs::read_to_string(pid_file).unwrap_or_default();
    pids.lines().filter(|p| PathBuf::from(format!("/proc/{p}")).exists()).map(String::from).collect()
}

#[test]
fn timeouts_and_ctrl_c_leave_no_solver_behind() {
    // CN(7,3)'s proof takes tens of seconds: a 2 s budget ends it.
    let (script, pids) = recording_solver("timeout");
    let started = Instant::now();
    let (code, out, err) = simnim_env(
        &["prove", "--family", "cn:7,3", "--max", "4", "--timeout", "2"],
        &[("SIMNIM_SOLVER", script.to_str().unwrap())],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_end().ends_with("unknown") || out.trim_end().ends_with("proved"), "{out}");
    assert!(started.elapsed() < Duration::from_secs(60), "the budget holds");
    std::thread::sleep(Duration::from_millis(300));
    assert!(alive(&pids).is_empty(), "solvers left running: {:?}", alive(&pids));
    // Ctrl-C (SIGINT to the program alone, not its group): the solver goes with it.
    let (script, pids) = recording_solver("sigint");
    let mut child = Command::new(env!("CARGO_BIN_EXE_simnim"))
        .args(["prove", "--family", "cn:7,3", "--max", "4", "--timeout", "100"])
        .env("SIMNIM_SOLVER", &script)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let t = Instant::now();
    while std::fs::read_to_string(&pids).unwrap_or_default().is_empty() && t.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    let status = child.wait().unwrap();
    assert!(!status.success(), "interrupted: {status:?}");
    std::thread::sleep(Duration::from_millis(300));
    assert!(alive(&pids).is_empty(), "solvers left running after Ctrl-C: {:?}", alive(&pids));
}
