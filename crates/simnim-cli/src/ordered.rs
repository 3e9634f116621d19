//! Independent jobs on every thread of the pool, their results written in order: each one
//! as soon as every job before it is done (a closed pipe or an error stops the writing;
//! the jobs still running finish, unseen).

use std::collections::BTreeMap;
use std::sync::mpsc;

use rayon::prelude::*;

/// Runs `job` on each item in parallel, the costliest first (`cost` estimates it, so the
/// longest job does not start last), and calls `emit` on the results in the items' order.
pub(crate) fn for_each<T, R, E>(
    items: &[T],
    cost: impl Fn(&T) -> u128,
    job: impl Fn(&T) -> R + Sync,
    mut emit: impl FnMut(&T, R) -> Result<(), E>,
) -> Result<(), E>
where
    T: Sync,
    R: Send,
{
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(cost(&items[i])));
    let (tx, rx) = mpsc::channel::<(usize, R)>();
    let mut result = Ok(());
    let job = &job;
    std::thread::scope(|s| {
        s.spawn(move || {
            // One job per task, started in the order given.
            order.into_par_iter().with_max_len(1).for_each_with(tx, |tx, i| {
                let _ = tx.send((i, job(&items[i])));
            });
        });
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        for (i, r) in rx {
            waiting.insert(i, r);
            while let Some(r) = waiting.remove(&next) {
                if result.is_ok() {
                    result = emit(&items[next], r);
                }
                next += 1;
            }
        }
    });
    result
}
