//! A census as shard files that survive faults. Shard I of M writes its lines (the
//! `--json` line of every class kept, or with `count` one line with its number of classes)
//! to `DIR/shard-I-of-M.jsonl` and its [`Tally`] to `DIR/shard-I-of-M.tally.json`: each to
//! a temporary name, synced, then renamed, the tally first — so a file under its final name
//! is always whole, and a shard is done exactly when its `.jsonl` exists. A rerun (or a task
//! that a cluster runs again after its worker died) computes only what is missing, and
//! writes the same bytes. `DIR/census.json` says which census the directory holds; another
//! is refused. The summary is read from the tallies, so it does not depend on interruptions.

use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use serde_json::json;
use simnim_core::census::{balanced_shard, check_budget, plan, CensusError, Job, Weighed, MAX_SHARDS, MAX_VERTICES};
use simnim_core::Limits;

use crate::{count_jobs, study_jobs, Only, RunError, Tally};

/// The plans made in this process, by (vertices, shards).
type Plans = HashMap<(usize, usize), Arc<Vec<Weighed>>>;

/// A census written to a directory, one file per shard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutDir {
    pub vertices: usize,
    pub shards: usize,
    /// The questions' box (ignored with `count`).
    pub max: u64,
    /// Count the classes only (no study).
    pub count: bool,
    pub only: Option<Only>,
    pub dir: PathBuf,
}

fn io(what: &str, path: &Path, e: std::io::Error) -> RunError {
    RunError::Io(format!("{what} {}: {e}", path.display()))
}

/// Writes `text` to `path` atomically: a temporary file beside it, synced, then renamed.
fn write_atomic(path: &Path, text: &str) -> Result<(), RunError> {
    let name = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.tmp-{}", std::process::id()));
    let mut f = fs::File::create(&tmp).map_err(|e| io("cannot write", &tmp, e))?;
    f.write_all(text.as_bytes()).and_then(|()| f.sync_all()).map_err(|e| io("cannot write", &tmp, e))?;
    drop(f);
    fs::rename(&tmp, path).map_err(|e| io("cannot rename into", path, e))
}

impl OutDir {
    /// What `census.json` records.
    pub fn manifest(&self) -> serde_json::Value {
        let only = self.only.map(|o| serde_json::to_value(o).unwrap_or_default());
        let max = if self.count { None } else { Some(self.max) };
        json!({"census": {"vertices": self.vertices, "shards": self.shards, "max": max, "count": self.count, "only": only}})
    }

    /// Refuses a run before anything is written: vertices, shards, the questions' box and
    /// each shard's share of the budget.
    pub fn check(&self, limits: &Limits) -> Result<(), RunError> {
        if !(1..=MAX_VERTICES).contains(&self.vertices) {
            return Err(RunError::Input(CensusError::Vertices(self.vertices).to_string()));
        }
        if !(1..=MAX_SHARDS).contains(&self.shards) {
            return Err(RunError::Input(format!("{} shards: from 1 to {MAX_SHARDS}", self.shards)));
        }
        if self.count {
            return Ok(());
        }
        check_budget(self.vertices, self.max, Only::scope(self.only), self.shards, limits).map_err(|e| match e {
            CensusError::Max(_) => RunError::Input(e.to_string()),
            e => RunError::Limit(e.to_string()),
        })
    }

    /// Shard `i`'s file with this extension (`jsonl` or `tally.json`).
    pub fn file(&self, i: usize, ext: &str) -> PathBuf {
        let w = self.shards.to_string().len();
        self.dir.join(format!("shard-{i:0w$}-of-{}.{ext}", self.shards))
    }

    /// The shards (1-based) whose file is not written yet.
    pub fn missing(&self) -> Vec<usize> {
        (1..=self.shards).filter(|&i| !self.file(i, "jsonl").exists()).collect()
    }

    /// Makes the directory, checks (or writes) its manifest, removes temporary files left
    /// by interrupted runs. Call when no shard of this directory is being written.
    pub fn prepare(&self) -> Result<(), RunError> {
        fs::create_dir_all(&self.dir).map_err(|e| io("cannot make", &self.dir, e))?;
        let manifest = self.dir.join("census.json");
        let want = self.manifest();
        match fs::read_to_string(&manifest) {
            Ok(text) => {
                let have: serde_json::Value = serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
                if have != want {
                    return Err(RunError::Input(format!(
                        "{} holds another census ({}); this run is {want}: use another directory",
                        self.dir.display(),
                        text.trim()
                    )));
                }
            }
            Err(_) => write_atomic(&manifest, &format!("{want}\n"))?,
        }
        self.remove_temporaries()
    }

    /// Removes the temporary files of shards whose writer died (call when none is running).
    pub fn remove_temporaries(&self) -> Result<(), RunError> {
        let entries = fs::read_dir(&self.dir).map_err(|e| io("cannot read", &self.dir, e))?;
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with(".shard-") && name.contains(".tmp-") {
                let _ = fs::remove_file(e.path());
            }
        }
        Ok(())
    }

    /// The jobs of shard `i` (1-based) under the census's balanced plan.
    pub fn jobs(&self, plan: &[Weighed], i: usize) -> Vec<Job> {
        balanced_shard(plan, i - 1, self.shards)
    }

    /// The balanced plan of this census (the same on every machine), made once per process
    /// (a cluster worker computing many shards walks the tree's top once).
    pub fn plan(&self) -> Arc<Vec<Weighed>> {
        static PLANS: OnceLock<Mutex<Plans>> = OnceLock::new();
        let plans = PLANS.get_or_init(|| Mutex::new(HashMap::new()));
        let key = (self.vertices, self.shards);
        if let Some(p) = plans.lock().ok().and_then(|m| m.get(&key).cloned()) {
            return p;
        }
        let p = Arc::new(plan(self.vertices, self.shards));
        if let Ok(mut m) = plans.lock() {
            m.insert(key, p.clone());
        }
        p
    }

    /// Computes shard `i` (1-based) into its two files (again, if they exist: the same bytes).
    pub fn compute(&self, i: usize, jobs: &[Job], limits: &Limits, stop: &dyn Fn() -> bool) -> Result<Tally, RunError> {
        let mut lines = String::new();
        let tally = if self.count {
            let classes = count_jobs(self.vertices, jobs);
            lines.push_str(
                &json!({"vertices": self.vertices, "shard": [i, self.shards], "classes": classes}).to_string(),
            );
            lines.push('\n');
            Tally { classes, ..Tally::default() }
        } else {
            let mut failed = None;
            let t = study_jobs(
                self.vertices,
                jobs,
                (self.max, self.shards),
                limits,
                self.only,
                &mut |e| {
                    match serde_json::to_string(&e.record()) {
                        Ok(l) => {
                            lines.push_str(&l);
                            lines.push('\n');
                        }
                        Err(e) => failed = Some(e.to_string()),
                    }
                    failed.is_none() && !stop()
                },
                &mut |_, _| {},
            );
            match (t, failed) {
                (_, Some(e)) => return Err(RunError::Io(e)),
                (t, None) => t?,
            }
        };
        let text = serde_json::to_string(&tally).map_err(|e| RunError::Io(e.to_string()))?;
        write_atomic(&self.file(i, "tally.json"), &format!("{text}\n"))?;
        write_atomic(&self.file(i, "jsonl"), &lines)?;
        Ok(tally)
    }

    /// The tally of the whole: every shard's, in order (an error names a missing shard).
    pub fn tally(&self) -> Result<Tally, RunError> {
        let mut total = Tally::default();
        for i in 1..=self.shards {
            let path = self.file(i, "tally.json");
            if !self.file(i, "jsonl").exists() {
                return Err(RunError::Input(format!("shard {i} of {} is not written yet", self.shards)));
            }
            let text = fs::read_to_string(&path).map_err(|e| io("cannot read", &path, e))?;
            let t: Tally = serde_json::from_str(&text).map_err(|e| {
                RunError::Io(format!(
                    "{} is not a shard's tally ({e}); delete it and its .jsonl to recompute",
                    path.display()
                ))
            })?;
            total.merge(&t);
        }
        Ok(total)
    }

    /// The summary as JSON (the same whether the run was interrupted or not).
    pub fn summary_json(&self, total: &Tally) -> serde_json::Value {
        let mut s = if self.count {
            json!({"vertices": self.vertices, "classes": total.classes})
        } else {
            total.json(self.vertices, self.max)
        };
        s["shards"] = json!(self.shards);
        s["out"] = json!(self.dir.display().to_string());
        s
    }

    /// Computes every missing shard here, one after the other (each on every thread),
    /// `tick(done, total)` between shards; then the tally of the whole.
    pub fn run(
        &self,
        limits: &Limits,
        tick: &mut dyn FnMut(u64, u64),
        stop: &dyn Fn() -> bool,
    ) -> Result<Tally, RunError> {
        self.check(limits)?;
        let plan = self.plan();
        self.prepare()?;
        let missing = self.missing();
        for (done, &i) in missing.iter().enumerate() {
            tick(done as u64, missing.len() as u64);
            if stop() {
                return Err(RunError::Stopped);
            }
            self.compute(i, &self.jobs(&plan, i), limits, stop)?;
        }
        self.tally()
    }
}
