//! Balanced shards: the tree cut where it is heavy. A fixed-depth cut leaves one job of the
//! six-vertex census with 11,129 of its 16,143 classes; here a node whose subtree weighs more
//! than a target is split into its children (the node itself is written first, as `before`
//! of the next job), so every job weighs at most the target, and shards are contiguous runs
//! of jobs of about equal total weight. The walk's pre-order is kept, so the shards one after
//! the other are still the whole census in the same order.
//!
//! A subtree's weight is its nodes plus its classes (every node costs a canonical
//! augmentation step, every class a study), counted exactly by one walk of the tree: about
//! the cost of `--count` (0.1 s for six vertices). For seven vertices that walk is the whole
//! census, so it was done once and its heavy subtrees' weights ship with core
//! ([`super::weights7`]).

use super::tree::{children, jobs, shard, spans, Code, Job};
use super::weights7::Reader;

/// Up to this many vertices the weights are counted exactly.
pub const EXACT_WEIGHTS_UP_TO: usize = 6;

/// A job and its weight (nodes plus classes it writes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weighed {
    pub job: Job,
    pub weight: u64,
}

enum Cut {
    /// The whole subtree is one job of this weight.
    Light(u64),
    /// Split: its jobs in order (the node itself is in the first job's `before`).
    Heavy(Vec<Weighed>),
}

fn own_weight(n: usize, node: Code) -> u64 {
    1 + spans(n, node) as u64
}

fn cut(n: usize, node: Code, target: u64) -> Cut {
    let kids: Vec<(Code, Cut)> = children(n, node).into_iter().map(|c| (c, cut(n, c, target))).collect();
    let mut total = own_weight(n, node);
    let mut all_light = true;
    for (_, k) in &kids {
        match k {
            Cut::Light(w) => total += w,
            Cut::Heavy(_) => all_light = false,
        }
    }
    if all_light && total <= target {
        return Cut::Light(total);
    }
    split(n, node, kids)
}

/// A node split into its children's cuts: its jobs in order, the node itself written first
/// (in the first job's `before`).
fn split(n: usize, node: Code, kids: Vec<(Code, Cut)>) -> Cut {
    let mut out: Vec<Weighed> = Vec::new();
    let mut before = vec![node];
    for (c, k) in kids {
        let extra: u64 = before.iter().map(|&b| own_weight(n, b)).sum();
        match k {
            Cut::Light(w) => {
                out.push(Weighed { job: Job { before: std::mem::take(&mut before), root: Some(c) }, weight: w + extra })
            }
            Cut::Heavy(mut js) => {
                if let Some(first) = js.first_mut() {
                    let mut b = std::mem::take(&mut before);
                    b.append(&mut first.job.before);
                    first.job.before = b;
                    first.weight += extra;
                }
                out.append(&mut js);
            }
        }
    }
    if !before.is_empty() {
        let weight = before.iter().map(|&b| own_weight(n, b)).sum();
        out.push(Weighed { job: Job { before, root: None }, weight });
    }
    Cut::Heavy(out)
}

/// The cut of the tree of `n` points from weights read in pre-order ([`super::weights7`]):
/// a node heavier than `target` with its children's weights shipped is split; any other is
/// one job. `None` when the shipped weights do not fit the tree (they never should).
fn cut_shipped(n: usize, node: Code, w: &mut Reader<'_>, target: u64) -> Option<Cut> {
    let (weight, below) = w.node()?;
    match below {
        Some(bytes) if weight <= target => w.skip(bytes)?,
        Some(_) => {
            let mut kids = Vec::new();
            for c in children(n, node) {
                let k = cut_shipped(n, c, w, target)?;
                kids.push((c, k));
            }
            return Some(split(n, node, kids));
        }
        None => {}
    }
    Some(Cut::Light(weight))
}

/// The whole census of `n` as weighed jobs in order, cut so that no job weighs more than
/// about `1/(8·max(m, 32))` of the whole (taken as twice the classes): fine enough for `m`
/// balanced shards and for every thread of one run. Exact weights for `n ≤ 6` (counted
/// here); for `n = 7` the shipped ones ([`super::weights7`]), whose finest jobs weigh at
/// most 2^17.
pub fn plan(n: usize, m: usize) -> Vec<Weighed> {
    if n > EXACT_WEIGHTS_UP_TO {
        return match Reader::shipped().filter(|_| n == 7).and_then(|w| plan_from(n, m, w)) {
            Some(p) => p,
            // Without weights: the fixed-depth jobs, weighed 1 each.
            None => jobs(n).into_iter().map(|job| Weighed { job, weight: 1 }).collect(),
        };
    }
    jobs_of(cut(n, 1, target(n, m)))
}

/// The job size for `m` shards: `1/(8·max(m, 32))` of the whole (twice the classes).
fn target(n: usize, m: usize) -> u64 {
    // The whole weighs about twice its classes (the nodes on fewer vertices are few).
    let total = 2 * super::CLASSES.get(n).copied().unwrap_or(0);
    (total / (m.max(32) as u64).saturating_mul(8)).max(2)
}

fn jobs_of(whole: Cut) -> Vec<Weighed> {
    match whole {
        Cut::Light(w) => vec![Weighed { job: Job { before: Vec::new(), root: Some(1) }, weight: w }],
        Cut::Heavy(js) => js,
    }
}

/// [`plan`] from weights of the tree of `n` points read from `w` (all of them, or `None`).
pub fn plan_from(n: usize, m: usize, mut w: Reader<'_>) -> Option<Vec<Weighed>> {
    let whole = cut_shipped(n, 1, &mut w, target(n, m))?;
    w.finished().then(|| jobs_of(whole))
}

/// Shard `i` of `m` (`0 ≤ i < m`) of a plan: the jobs whose weight's midpoint falls in the
/// shard's `1/m` of the total weight (contiguous; every job in exactly one shard).
pub fn balanced_shard(plan: &[Weighed], i: usize, m: usize) -> Vec<Job> {
    if plan.iter().all(|w| w.weight == 1) {
        let jobs: Vec<Job> = plan.iter().map(|w| w.job.clone()).collect();
        return shard(&jobs, i, m).to_vec();
    }
    let total: u128 = plan.iter().map(|w| w.weight as u128).sum::<u128>().max(1);
    let mut start = 0u128;
    let mut out = Vec::new();
    for w in plan {
        let mid2 = 2 * start + w.weight as u128; // twice the midpoint
        let s = (mid2 * m as u128 / (2 * total)).min(m as u128 - 1) as usize;
        if s == i {
            out.push(w.job.clone());
        }
        start += w.weight as u128;
    }
    out
}
