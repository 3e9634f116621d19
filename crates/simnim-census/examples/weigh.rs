//! Weighs the census tree of N points job by job (the fixed-depth jobs of
//! `simnim_core::census::jobs`), each on every core, resumably: each job's weighed nodes go to
//! `DIR/job-I.txt` (written to a temporary name, then renamed), one `code weight classes`
//! line per node, the job's root first; a rerun skips the jobs already written.
//!
//! Then `assemble` writes the weights core ships (`simnim_core::census::weights7`): the
//! tree in pre-order, every node heavier than FINEST followed by its children.
//!
//! ```sh
//! cargo run --release -p simnim-census --example weigh -- 7 weights-7 4096
//! cargo run --release -p simnim-census --example weigh -- assemble 7 weights-7 131072 \
//!     crates/simnim-core/src/census/weights7.bin
//! ```

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};

use std::collections::HashMap;

use simnim_census::weigh::{weigh_parallel, Weight};
use simnim_core::census::weights7::encode;
use simnim_core::census::{children, jobs, spans, tree::split_depth, Code};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

fn main() -> Res<()> {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("assemble") {
        let (Some(n), Some(dir), Some(finest), Some(out)) = (args.get(2), args.get(3), args.get(4), args.get(5)) else {
            return Err("usage: weigh assemble N DIR FINEST OUT".into());
        };
        return assemble(n.parse()?, std::path::Path::new(dir), finest.parse()?, std::path::Path::new(out));
    }
    let (Some(n), Some(dir), Some(threshold)) = (args.get(1), args.get(2), args.get(3)) else {
        return Err("usage: weigh N DIR THRESHOLD".into());
    };
    let (n, threshold): (usize, u64) = (n.parse()?, threshold.parse()?);
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir)?;
    let jobs = jobs(n);
    static WALKED: AtomicU64 = AtomicU64::new(0);
    let walked = &WALKED;
    let start = std::time::Instant::now();
    std::thread::spawn(move || loop {
        std::thread::sleep(std::time::Duration::from_secs(60));
        eprintln!("… {} nodes walked in {:.0} s", WALKED.load(Ordering::Relaxed), start.elapsed().as_secs_f64());
    });
    let todo: Vec<usize> = (0..jobs.len()).filter(|i| !dir.join(format!("job-{i}.txt")).exists()).collect();
    eprintln!("{} jobs, {} to weigh", jobs.len(), todo.len());
    // Jobs one at a time, each on every thread (a few jobs hold most of the tree).
    for &i in &todo {
        let Some(root) = jobs[i].root else { continue };
        let (w, heavy) = weigh_parallel(n, root, threshold, 8, &|k| {
            walked.fetch_add(k, Ordering::Relaxed);
        });
        let total = walked.load(Ordering::Relaxed);
        let mut text = String::new();
        for Weight { code, weight, classes } in std::iter::once(w).chain(heavy) {
            text.push_str(&format!("{code:x} {weight} {classes}\n"));
        }
        let tmp = dir.join(format!(".job-{i}.tmp"));
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, dir.join(format!("job-{i}.txt")))?;
        eprintln!(
            "job {i}: {} nodes, {} classes; {total} nodes walked in {:.0} s",
            w.weight - w.classes,
            w.classes,
            start.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// Reads every job's file, weighs the tree above the jobs, and writes the shipped weights.
fn assemble(n: usize, dir: &std::path::Path, finest: u64, out: &std::path::Path) -> Res<()> {
    let jobs = jobs(n);
    let mut known: HashMap<Code, (u64, u64)> = HashMap::new();
    for (i, j) in jobs.iter().enumerate() {
        if j.root.is_none() {
            continue;
        }
        let text = std::fs::read_to_string(dir.join(format!("job-{i}.txt")))?;
        for line in text.lines() {
            let f: Vec<&str> = line.split(' ').collect();
            let [code, weight, classes] = f[..] else { return Err(format!("job {i}: bad line {line}").into()) };
            known.insert(Code::from_str_radix(code, 16)?, (weight.parse()?, classes.parse()?));
        }
    }
    fn above(n: usize, node: Code, left: usize, known: &mut HashMap<Code, (u64, u64)>) -> Res<(u64, u64)> {
        if left == 0 {
            return known.get(&node).copied().ok_or_else(|| format!("no weight for job root {node:x}").into());
        }
        let own = u64::from(spans(n, node));
        let mut w = (1 + own, own);
        for c in children(n, node) {
            let k = above(n, c, left - 1, known)?;
            w = (w.0 + k.0, w.1 + k.1);
        }
        known.insert(node, w);
        Ok(w)
    }
    let (weight, classes) = above(n, 1, split_depth(n), &mut known)?;
    let bytes = encode(n, finest, classes, &known)?;
    std::fs::write(out, &bytes)?;
    eprintln!("{classes} classes, {} nodes; {} bytes", weight - classes, bytes.len());
    Ok(())
}
