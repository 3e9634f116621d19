//! The unit pipeline: how the exhaustive engines use several cores and stay exact.
//!
//! Positions are swept in lexicographic order, a *row* (every value of the last pile) at a
//! time. A *unit* is every row with the same first two piles `(n_0, n_1)` (the same first
//! pile, when a complex has only two vertices); units come in lexicographic order and each
//! has `rows` rows. The recurrences read one step down each axis: along the first two axes
//! a row reads the *same* row of an earlier unit (`(n_0 − 1, n_1)` or `(n_0, n_1 − 1)`),
//! along the others earlier rows of its own unit, along the last axis the row itself. So
//! the engines keep the state that crosses units in slots indexed by the row's place (a
//! row reads its slots, then writes them: in place), and each unit's own state per thread.
//! Row `j` of a unit may start once the unit before it has finished row `j + lag` (`lag`
//! is 0 for the engines here): by induction every earlier unit has then passed row `j`
//! too, so every slot it reads holds what it must, and nothing it overwrites is still to
//! be read.
//!
//! With `T` threads, thread `t` takes units `t, t + T, …` and each waits only on the unit
//! before its own; with hundreds of units the threads stay evenly loaded. The shared memory
//! is that of one thread, and every position is computed by the same recurrence from the
//! same inputs whatever the number of threads: the answers are identical, bit for bit.
//! One thread runs the same code without waiting (and without spawning, so the browser's
//! single-threaded worker runs it too).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

/// One thread's sweep of units: its own scratch state, and the shared slots it reads and
/// writes through the engine's shared part.
pub(crate) trait SlabWorker: Send {
    /// Prepares unit `slab` (its first row's coordinates).
    fn begin(&mut self, slab: usize);
    /// Computes rows `from..to` of the current unit, in order (the worker keeps the next
    /// row's coordinates).
    fn rows(&mut self, from: usize, to: usize);
}

/// The shape of a sweep.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    /// Units (the values of the first two piles; of the first when there are two vertices,
    /// 1 when there is one).
    pub(crate) slabs: usize,
    /// Rows per unit.
    pub(crate) rows: usize,
    /// Positions per row.
    pub(crate) len: usize,
    /// How many rows past `j` of the previous unit must be done before row `j` starts.
    pub(crate) lag: usize,
}

impl Plan {
    pub(crate) fn total_rows(&self) -> usize {
        self.slabs * self.rows
    }
}

/// The threads a sweep of `positions` positions in `slabs` units uses under `limits`: one
/// below [`Limits::parallel_from`](crate::grid::Limits::parallel_from) positions (a thread
/// starts in tens of microseconds; the engines do a million positions in a few milliseconds).
pub(crate) fn threads_for(limits: &crate::grid::Limits, positions: usize, slabs: usize) -> usize {
    if (positions as u64) < limits.parallel_from {
        1
    } else {
        limits.search_threads().min(slabs).max(1)
    }
}

/// Rows done between two publications of a unit's progress (fewer cache-line handoffs).
const PUBLISH: usize = 32;

/// Rows done in a unit, alone in its cache line (and the next, which the hardware may
/// fetch with it): the thread on the unit after writes its own count every few rows while
/// it reads this one, and counts side by side would move between the cores' caches at each
/// write.
#[repr(align(128))]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
struct Done(AtomicUsize);

/// Cross-thread bookkeeping of a parallel sweep.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
struct Board {
    /// Rows done in each unit.
    done: Vec<Done>,
    cancel: AtomicBool,
}

#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
impl Board {
    /// Waits until unit `s` has done `need` rows; `false` if cancelled meanwhile.
    fn wait(&self, s: usize, need: usize, seen: &mut usize) -> bool {
        let mut spins = 0u32;
        while *seen < need {
            *seen = self.done[s].0.load(Ordering::Acquire);
            if *seen >= need {
                break;
            }
            if self.cancel.load(Ordering::Relaxed) {
                return false;
            }
            spins += 1;
            if spins < 1024 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
        true
    }

    /// Positions done in all.
    fn positions(&self, plan: &Plan) -> u64 {
        self.done.iter().map(|d| d.0.load(Ordering::Relaxed) as u64).sum::<u64>() * plan.len as u64
    }
}

/// How often the calling thread reports progress.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
const REPORT: Duration = Duration::from_millis(20);

/// Runs every row of `plan` on `workers`, one thread each (the calling thread runs the
/// first; one worker runs without spawning). `keep_going(done, total)` is called from the
/// calling thread about every 20 ms with the positions done; `false` cancels, and `run`
/// returns `None`.
pub(crate) fn run<W: SlabWorker>(
    plan: Plan,
    mut workers: Vec<W>,
    keep_going: &mut dyn FnMut(u64, u64) -> bool,
) -> Option<Vec<W>> {
    let total = (plan.total_rows() * plan.len) as u64;
    if workers.len() <= 1 || cfg!(target_arch = "wasm32") {
        // One thread (always in the browser's worker, which starts none): the others, if
        // any, are not used.
        workers.truncate(1);
        let mut w = workers.pop()?;
        let mut cursor = Cursor::default();
        while !cursor.run(&plan, &mut w, 1 << 18) {
            if !keep_going(cursor.positions(&plan), total) {
                return None;
            }
        }
        return Some(vec![w]);
    }
    parallel(plan, workers, keep_going, total)
}

/// [`run`] on one thread per worker (never on wasm, whose worker starts no threads).
#[cfg(not(target_arch = "wasm32"))]
fn parallel<W: SlabWorker>(
    plan: Plan,
    mut workers: Vec<W>,
    keep_going: &mut dyn FnMut(u64, u64) -> bool,
    total: u64,
) -> Option<Vec<W>> {
    let threads = workers.len();
    let board =
        Board { done: (0..plan.slabs).map(|_| Done(AtomicUsize::new(0))).collect(), cancel: AtomicBool::new(false) };
    let mut first = workers.remove(0);
    let mut cancelled = false;
    std::thread::scope(|scope| {
        let handles: Vec<_> = workers
            .drain(..)
            .enumerate()
            .map(|(t, mut w)| {
                let board = &board;
                scope.spawn(move || {
                    sweep(&plan, &mut w, t + 1, threads, board, &mut |_| {});
                    w
                })
            })
            .collect();
        let mut last = Instant::now();
        let mut report = |board: &Board| {
            if !cancelled && last.elapsed() >= REPORT {
                last = Instant::now();
                if !keep_going(board.positions(&plan), total) {
                    cancelled = true;
                    board.cancel.store(true, Ordering::Relaxed);
                }
            }
        };
        sweep(&plan, &mut first, 0, threads, &board, &mut report);
        // The others' last units: keep reporting (and honour a cancel) until they end.
        while !handles.iter().all(|h| h.is_finished()) {
            std::thread::sleep(Duration::from_millis(1));
            report(&board);
        }
        // A worker that panicked is a bug; its panic is passed on.
        workers.push(first);
        workers.extend(handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))));
    });
    (!cancelled).then_some(workers)
}

/// On wasm there are no threads: [`run`] never gets here.
#[cfg(target_arch = "wasm32")]
fn parallel<W: SlabWorker>(
    _plan: Plan,
    _workers: Vec<W>,
    _keep_going: &mut dyn FnMut(u64, u64) -> bool,
    _total: u64,
) -> Option<Vec<W>> {
    None
}

/// Positions a thread does between two looks at the clock (`report`) and at a cancel: a few
/// hundred microseconds' work, so the clock is read thousands of times less often than rows
/// are published.
const LOOK: usize = 1 << 16;

/// One thread's share of a parallel sweep: units `t, t + threads, …`; `report` is called
/// after about every [`LOOK`] positions.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn sweep<W: SlabWorker>(
    plan: &Plan,
    w: &mut W,
    t: usize,
    threads: usize,
    board: &Board,
    report: &mut dyn FnMut(&Board),
) {
    let mut since = 0usize;
    for s in (t..plan.slabs).step_by(threads) {
        w.begin(s);
        let mut seen = 0usize;
        let mut j = 0usize;
        while j < plan.rows {
            let to = (j + PUBLISH).min(plan.rows);
            // Rows j..to read the previous unit's rows up to to - 1 + lag.
            if s > 0 && !board.wait(s - 1, (to + plan.lag).min(plan.rows), &mut seen) {
                return;
            }
            w.rows(j, to);
            board.done[s].0.store(to, Ordering::Release);
            since += (to - j) * plan.len;
            if since >= LOOK {
                since = 0;
                report(board);
                if board.cancel.load(Ordering::Relaxed) {
                    return;
                }
            }
            j = to;
        }
    }
}

/// Where a resumable one-thread sweep stands.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Cursor {
    slab: usize,
    row: usize,
    started: bool,
}

impl Cursor {
    /// Does whole rows until about `budget` positions are done; `true` when the sweep is
    /// complete.
    pub(crate) fn run<W: SlabWorker>(&mut self, plan: &Plan, w: &mut W, budget: usize) -> bool {
        let mut work = 0usize;
        while self.slab < plan.slabs && work < budget {
            if !self.started {
                w.begin(self.slab);
                self.started = true;
            }
            let to = plan.rows.min(self.row + (budget - work).div_ceil(plan.len.max(1)));
            w.rows(self.row, to);
            work += (to - self.row) * plan.len;
            self.row = to;
            if self.row == plan.rows {
                self.row = 0;
                self.slab += 1;
                self.started = false;
            }
        }
        self.slab == plan.slabs
    }

    /// A cursor at the end of a sweep done by [`run`].
    pub(crate) fn finished(plan: &Plan) -> Cursor {
        Cursor { slab: plan.slabs, row: 0, started: false }
    }

    /// Positions done.
    pub(crate) fn positions(&self, plan: &Plan) -> u64 {
        ((self.slab * plan.rows + self.row) * plan.len) as u64
    }

    /// Runs the rest of a sweep (the P/N and the value jobs share this): on the calling
    /// thread, in steps, when the sweep has begun or has one worker; else on every worker's
    /// thread through [`run`]. `keep_going(done, total)` is asked between steps; `false`
    /// cancels, and this returns `false`.
    pub(crate) fn run_rest<W: SlabWorker>(
        &mut self,
        plan: Plan,
        workers: &mut Vec<W>,
        total: u64,
        keep_going: &mut dyn FnMut(u64, u64) -> bool,
    ) -> bool {
        if self.positions(&plan) > 0 || workers.len() == 1 {
            loop {
                let Some(w) = workers.first_mut() else { return true };
                if self.run(&plan, w, 1 << 18) {
                    return true;
                }
                if !keep_going(self.positions(&plan), total) {
                    return false;
                }
            }
        }
        match run(plan, std::mem::take(workers), keep_going) {
            Some(back) => {
                *workers = back;
                // The sweep is complete: `positions` and `run` say so.
                *self = Cursor::finished(&plan);
                true
            }
            None => false,
        }
    }
}
