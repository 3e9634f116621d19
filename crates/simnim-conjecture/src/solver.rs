//! Running an SMT solver: the [`Solver`] the prover asks, and (natively) z3 or cvc5 as a
//! child process that reads SMT-LIB2 on its standard input. The process is killed when the
//! time budget ends, when the caller cancels (Ctrl-C), and when the runner is dropped, so no
//! solver outlives the question; the solver's own time limit (`-T:`, `--tlimit`) is set too.

use std::time::Duration;

/// A solver's answer to one `(check-sat)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Satisfiable, with the values asked for (in the order asked; empty if none).
    Sat(Vec<i128>),
    Unsat,
    /// The solver gave up, or the time budget ended; why.
    Unknown(String),
}

/// Why a solver could not be asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolverError {
    /// No solver on this machine: how to install one.
    Missing(String),
    /// The solver failed (an error message, a crash).
    Failed(String),
    /// The caller cancelled.
    Cancelled,
}

impl std::fmt::Display for SolverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolverError::Missing(s) | SolverError::Failed(s) => f.write_str(s),
            SolverError::Cancelled => f.write_str("cancelled"),
        }
    }
}

/// An SMT solver: checks one SMT-LIB2 script (which ends with `(check-sat)`) and, when it
/// is satisfiable, reports the values of `want` (integer constants of the script).
pub trait Solver {
    /// Its name and version, for the answer's `method`.
    fn name(&self) -> String;
    fn check(&mut self, script: &str, want: &[String], timeout: Duration) -> Result<Answer, SolverError>;
    /// Does it read `(maximize …)` (z3's optimiser)?
    fn optimizes(&self) -> bool {
        false
    }
}

/// The script a solver is given for one question: `script` and, when values are wanted,
/// `(get-value …)` after its `(check-sat)`. The same text for z3 as a program and for z3 in
/// the page.
pub fn script_for(script: &str, want: &[String]) -> String {
    let mut text = script.to_string();
    if !want.is_empty() {
        text.push_str(&format!("(get-value ({}))\n", want.join(" ")));
    }
    text
}

/// Reads a solver's output to a [`script_for`] script: its answer, or `None` when the first
/// line is not an answer (an error message, for the caller to report with what it knows).
pub fn read_answer(out: &str, want: &[String]) -> Option<Result<Answer, SolverError>> {
    let first = out.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("");
    Some(match first {
        "unsat" => Ok(Answer::Unsat),
        "sat" => {
            let values = if want.is_empty() { Some(Vec::new()) } else { parse_values(out, want) };
            values.map(Answer::Sat).ok_or_else(|| SolverError::Failed(format!("unreadable model: {out}")))
        }
        "unknown" | "timeout" => Ok(Answer::Unknown("the solver answered unknown".into())),
        _ => return None,
    })
}

/// Reads `((x 3) (y (- 2)))` into the values in order.
pub fn parse_values(text: &str, want: &[String]) -> Option<Vec<i128>> {
    let mut out = Vec::new();
    for name in want {
        let key = format!("({name} ");
        let at = text.find(&key)? + key.len();
        let rest = text[at..].trim_start();
        let value = if let Some(neg) = rest.strip_prefix("(-") {
            let digits: String = neg.trim_start().chars().take_while(|c| c.is_ascii_digit()).collect();
            -digits.parse::<i128>().ok()?
        } else {
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            digits.parse::<i128>().ok()?
        };
        out.push(value);
    }
    Some(out)
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::{find_solver, Process};

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::{Read, Write};
    use std::path::PathBuf;
    use std::process::{Child, Command, Stdio};
    use std::time::{Duration, Instant};

    use super::{read_answer, script_for, Answer, Solver, SolverError};

    /// Which solver a process is.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Kind {
        Z3,
        Cvc5,
    }

    /// z3 or cvc5 as a child process; `cancel` is polled while it runs.
    pub struct Process {
        path: PathBuf,
        kind: Kind,
        version: String,
        cancel: Box<dyn Fn() -> bool + Send>,
    }

    /// Kills the child when dropped (a timeout, a cancel, an error, a panic elsewhere).
    struct Guard(Child);

    impl Drop for Guard {
        fn drop(&mut self) {
            if let Ok(None) = self.0.try_wait() {
                let _ = self.0.kill();
            }
            let _ = self.0.wait();
        }
    }

    fn version_of(path: &PathBuf) -> Option<String> {
        let out = Command::new(path).arg("--version").stdin(Stdio::null()).output().ok()?;
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        let line = text.lines().next()?.trim().to_string();
        (!line.is_empty()).then_some(line)
    }

    fn on_path(name: &str) -> Option<PathBuf> {
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
    }

    /// z3's version as (major, minor), from `Z3 version 4.8.12 - 64 bit`.
    fn z3_version(text: &str) -> Option<(u32, u32)> {
        let v = text.split_whitespace().find(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()))?;
        let mut it = v.split('.').map(|x| x.parse::<u32>().ok());
        Some((it.next()??, it.next()??))
    }

    /// The solver to use: `$SIMNIM_SOLVER` (a path to z3 or cvc5); else `z3` on the PATH if it
    /// is 4.12 or newer; else `cvc5`; else an older `z3` (much slower on these obligations:
    /// Debian 12's 4.8.12 does not finish CN(7,3) in minutes, z3 4.12+ and cvc5 do in
    /// seconds). `cancel` is polled while the solver runs.
    pub fn find_solver(cancel: Box<dyn Fn() -> bool + Send>) -> Result<Process, SolverError> {
        let chosen = match std::env::var_os("SIMNIM_SOLVER") {
            Some(p) => Some(PathBuf::from(p)),
            None => {
                let z3 = on_path("z3");
                let modern =
                    z3.as_ref().and_then(version_of).and_then(|v| z3_version(&v)).is_some_and(|v| v >= (4, 12));
                if modern {
                    z3
                } else {
                    on_path("cvc5").or(z3)
                }
            }
        };
        let missing = || {
            SolverError::Missing(
                "no SMT solver found: simnim prove needs z3 (or cvc5) on the PATH, or SIMNIM_SOLVER set to \
                 one. Install it with `pip install z3-solver` (it brings a z3 program; z3 4.12 or newer is \
                 fast on these proofs), `apt-get install cvc5`, or `brew install z3`"
                    .to_string(),
            )
        };
        let path = chosen.ok_or_else(missing)?;
        version_of(&path).ok_or_else(missing)?;
        Process::at(path, cancel)
    }

    impl Process {
        /// The solver at `path` (z3 or cvc5, told apart by its version line).
        pub fn at(path: PathBuf, cancel: Box<dyn Fn() -> bool + Send>) -> Result<Process, SolverError> {
            let version = version_of(&path).ok_or_else(|| {
                SolverError::Missing(format!("{} does not answer --version like z3 or cvc5", path.display()))
            })?;
            let kind = if version.to_lowercase().contains("cvc5") { Kind::Cvc5 } else { Kind::Z3 };
            Ok(Process { path, kind, version, cancel })
        }
    }

    impl Solver for Process {
        fn name(&self) -> String {
            self.version.clone()
        }

        fn optimizes(&self) -> bool {
            self.kind == Kind::Z3
        }

        fn check(&mut self, script: &str, want: &[String], timeout: Duration) -> Result<Answer, SolverError> {
            let secs = timeout.as_secs().max(1);
            let mut cmd = Command::new(&self.path);
            match self.kind {
                // The SMT core with the simplex arithmetic solver: on these obligations (many
                // min/max ites over linear integer arithmetic) several times faster than z3's
                // default tactic and arithmetic solver (BENCHMARKS.md). The certificate files say
                // nothing of it: a referee's z3 with its defaults answers the same.
                Kind::Z3 => cmd.args([
                    "-in",
                    "-smt2",
                    &format!("-T:{}", secs + 1),
                    "tactic.default_tactic=smt",
                    "smt.arith.solver=2",
                ]),
                Kind::Cvc5 => {
                    cmd.args(["--lang", "smt2", "--incremental", &format!("--tlimit={}", (secs + 1) * 1000), "-"])
                }
            };
            let child = cmd
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| SolverError::Failed(format!("could not start {}: {e}", self.path.display())))?;
            let mut guard = Guard(child);
            let mut text = script_for(script, want);
            text.push_str("(exit)\n");
            if let Some(mut stdin) = guard.0.stdin.take() {
                // A solver that exits early (an error) closes its input: reported below.
                let _ = stdin.write_all(text.as_bytes());
            }
            let mut stdout = guard.0.stdout.take().ok_or_else(|| SolverError::Failed("no output".into()))?;
            let reader = std::thread::spawn(move || {
                let mut s = String::new();
                let _ = stdout.read_to_string(&mut s);
                s
            });
            let start = Instant::now();
            loop {
                if (self.cancel)() {
                    return Err(SolverError::Cancelled);
                }
                match guard.0.try_wait() {
                    Ok(Some(_)) => break,
                    Ok(None) if start.elapsed() > timeout => {
                        return Ok(Answer::Unknown(format!("the time budget of {} s ended", timeout.as_secs())));
                    }
                    Ok(None) => std::thread::sleep(Duration::from_millis(10)),
                    Err(e) => return Err(SolverError::Failed(e.to_string())),
                }
            }
            let out = reader.join().unwrap_or_default();
            match read_answer(&out, want) {
                Some(answer) => answer,
                None => {
                    let mut err = String::new();
                    if let Some(mut e) = guard.0.stderr.take() {
                        let _ = e.read_to_string(&mut err);
                    }
                    Err(SolverError::Failed(format!("the solver said: {} {}", out.trim(), err.trim())))
                }
            }
        }
    }
}
