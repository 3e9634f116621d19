//! The census tree weighed: every subtree's weight (its nodes plus its classes, what a job
//! costs) and classes, counted by walking it. The weights of the heavy subtrees and of their
//! children are what a balanced plan needs (`simnim_core::census::plan`, from the bytes
//! `simnim_core::census::weights7::encode` writes); for seven vertices
//! that walk is the whole census (about 4.9e8 nodes), so it runs once, resumably, job by job
//! (`examples/weigh.rs`), and its classes are the census's count.

use rayon::prelude::*;
use simnim_core::census::{children, spans, Code};

/// A weighed node: its code, the weight of its subtree (nodes plus classes) and its classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weight {
    pub code: Code,
    pub weight: u64,
    pub classes: u64,
}

impl Weight {
    /// The node alone (its subtree not yet added).
    fn node(n: usize, code: Code) -> Weight {
        let own = u64::from(spans(n, code));
        Weight { code, weight: 1 + own, classes: own }
    }

    /// Adds a child's subtree.
    fn add(&mut self, child: &Weight) {
        self.weight += child.weight;
        self.classes += child.classes;
    }
}

/// Walks the subtree of `root` in the census tree of `n` points; returns its weight, and
/// pushes onto `heavy` every node whose parent weighs more than `threshold` (children after
/// their parent is known, so in post-order). `tick` gets each node walked.
pub fn weigh(n: usize, root: Code, threshold: u64, heavy: &mut Vec<Weight>, tick: &mut dyn FnMut()) -> Weight {
    tick();
    let mut w = Weight::node(n, root);
    let mut kids = Vec::new();
    for c in children(n, root) {
        let k = weigh(n, c, threshold, heavy, tick);
        w.add(&k);
        kids.push(k);
    }
    if w.weight > threshold {
        heavy.extend(kids);
    }
    w
}

/// [`weigh`] on every thread: the first `levels` levels below `root` hand their children to
/// rayon, deeper subtrees are walked on one thread. The same weight and the same `heavy`
/// nodes (in another order).
pub fn weigh_parallel(
    n: usize,
    root: Code,
    threshold: u64,
    levels: usize,
    tick: &(dyn Fn(u64) + Sync),
) -> (Weight, Vec<Weight>) {
    if levels == 0 {
        let mut heavy = Vec::new();
        let mut walked = 0u64;
        let w = weigh(n, root, threshold, &mut heavy, &mut || {
            walked += 1;
            if walked.is_multiple_of(65_536) {
                tick(65_536);
            }
        });
        tick(walked % 65_536);
        return (w, heavy);
    }
    tick(1);
    let parts: Vec<(Weight, Vec<Weight>)> =
        children(n, root).into_par_iter().map(|c| weigh_parallel(n, c, threshold, levels - 1, tick)).collect();
    let mut w = Weight::node(n, root);
    let mut heavy = Vec::new();
    let mut kids = Vec::new();
    for (k, h) in parts {
        w.add(&k);
        kids.push(k);
        heavy.extend(h);
    }
    if w.weight > threshold {
        heavy.extend(kids);
    }
    (w, heavy)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_tree_weighs_the_known_counts() {
        // OEIS A003182 (complexes on at most n points, the void one included) and the
        // census's classes (those with exactly n vertices).
        let all = [2u64, 3, 5, 10, 30, 210, 16_353];
        for n in 1..=6 {
            let mut heavy = Vec::new();
            let mut walked = 0u64;
            let w = weigh(n, 1, 1000, &mut heavy, &mut || walked += 1);
            assert_eq!(w.classes, simnim_core::census::CLASSES[n], "classes on {n} vertices");
            assert_eq!(w.weight - w.classes, all[n] - 1, "nodes on {n} points");
            assert_eq!(walked, all[n] - 1);
            let counted = std::sync::atomic::AtomicU64::new(0);
            let (p, mut ph) = weigh_parallel(n, 1, 1000, 3, &|k| {
                counted.fetch_add(k, std::sync::atomic::Ordering::Relaxed);
            });
            assert_eq!(p, w);
            assert_eq!(counted.into_inner(), walked);
            let key = |x: &Weight| x.code;
            let mut hs = heavy.clone();
            hs.sort_by_key(key);
            ph.sort_by_key(key);
            assert_eq!(ph, hs);
            // Every heavy node's children are kept, and they add up to it.
            for h in heavy.iter().filter(|h| h.weight > 1000) {
                let kids: Vec<&Weight> = heavy.iter().filter(|k| children(n, h.code).contains(&k.code)).collect();
                let own = u64::from(spans(n, h.code));
                assert_eq!(kids.iter().map(|k| k.weight).sum::<u64>() + 1 + own, h.weight);
            }
        }
    }
}

#[cfg(test)]
mod plan_tests {
    use std::collections::HashMap;

    use super::*;
    use simnim_core::census::weights7::{encode, Reader};
    use simnim_core::census::{plan, plan_from};

    #[test]
    fn a_plan_from_encoded_weights_is_the_plan_from_a_walk() {
        for n in 4..=6 {
            let mut heavy = Vec::new();
            let root = weigh(n, 1, 1, &mut heavy, &mut || {});
            let known: HashMap<Code, (u64, u64)> =
                std::iter::once(root).chain(heavy).map(|w| (w.code, (w.weight, w.classes))).collect();
            let bytes = encode(n, 1, root.classes, &known).expect("every heavy node's children are known");
            assert_eq!(Reader::new(&bytes).map(|r| r.classes), Some(root.classes));
            for m in [1, 4, 64, 256] {
                let shipped = plan_from(n, m, Reader::new(&bytes).expect("the format")).expect("weights that fit");
                assert_eq!(shipped, plan(n, m), "{n} points, {m} shards");
            }
            // Weights of another tree do not fit.
            if n > 4 {
                assert_eq!(plan_from(n - 1, 64, Reader::new(&bytes).expect("the format")), None);
            }
        }
    }
}
