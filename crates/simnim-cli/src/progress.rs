//! A progress bar on stderr for searches longer than about a second (positions done, rate,
//! time left), only when stderr is a terminal and the output is not JSON.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Reports progress of one search; call [`Progress::tick`] between chunks of work.
pub(crate) struct Progress {
    enabled: bool,
    start: Instant,
    bar: Option<ProgressBar>,
    unit: &'static str,
}

impl Progress {
    /// A progress reporter, silent with `--json` or when stderr is not a terminal.
    pub(crate) fn new(json: bool) -> Progress {
        Progress::counting(json, "positions")
    }

    /// A progress reporter that counts `unit` (like "jobs") instead of positions.
    pub(crate) fn counting(json: bool, unit: &'static str) -> Progress {
        Progress { enabled: !json && std::io::stderr().is_terminal(), start: Instant::now(), bar: None, unit }
    }

    /// `done` of `total` positions are searched. Always returns `true` (go on).
    pub(crate) fn tick(&mut self, done: u64, total: u64) -> bool {
        if !self.enabled || self.start.elapsed() < Duration::from_secs(1) {
            return true;
        }
        let unit = self.unit;
        let bar = self.bar.get_or_insert_with(|| {
            let b = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template(&format!(
                "{{bar:30}} {{human_pos}}/{{human_len}} {unit} · {{per_sec}} · {{eta}} left"
            ))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            b.set_style(style);
            b
        });
        bar.set_length(total);
        bar.set_position(done);
        true
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish_and_clear();
        }
    }
}
