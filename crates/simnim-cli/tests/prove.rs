//! `simnim prove` run as a process: a proof with its certificate re-run in z3 (as a separate
//! program), CN(7,3) and CN(8,3) proved with the default timeout, CN(9,4)'s certificate
//! re-run, `conjecture --prove`, a refutation, malformed formula files (exit 2, one JSON
//! error object), a missing solver (exit 1, explained), and no solver process left behind
//! after a timeout or Ctrl-C.
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
    let smt: Vec<&str> = files.iter().filter_map(|f| f.as_str()).filter(|f| f.ends_with(".smt2")).collect();
    assert!(smt.len() >= 2 && dir.join("README.txt").exists() && dir.join("winning-move-rule.json").exists());
    for f in smt {
        let out = Command::new(z3()).arg(dir.join(f)).output().expect("z3 runs");
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "unsat", "{f}");
    }
    // The text form ends with the status.
    let (code, out, _) = simnim_env(&["conjecture", "--family", "nim:3", "--max", "3", "--prove"], &[]);
    assert_eq!(code, 0);
    assert!(out.contains("Theorem 4.4") && out.trim_end().ends_with("proved"), "{out}");
}

/// Every .smt2 file of a certificate directory, re-run in z3: each must print `unsat`.
fn rerun_in_z3(dir: &std::path::Path) -> usize {
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "smt2") {
            let out = Command::new(z3()).arg(&path).output().expect("z3 runs");
            assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "unsat", "{}", path.display());
            n += 1;
        }
    }
    n
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
        assert!(rerun_in_z3(&dir) >= 3, "{family}");
    }
}

/// The certificate of CN(9,4) in the repository (written by
/// `simnim prove --family cn:9,4 --certificate certificates/cn-9-4`): every obligation,
/// the smaller games' and the lifting lemmas', re-run in z3.
#[test]
fn the_cn94_certificate_reruns_unsat() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../certificates/cn-9-4");
    let readme = std::fs::read_to_string(dir.join("README.txt")).expect("the certificate is in the repository");
    assert!(readme.contains("Status: proved"), "{readme}");
    assert!(dir.join("composition.txt").exists() && dir.join("winning-move-rule.json").exists());
    assert!(rerun_in_z3(&dir) >= 8);
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
