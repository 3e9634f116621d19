//! The census's canonical labelling (`simnim_core::census::canon`, individualisation and
//! refinement on at most 7 vertices) against nauty's `densenauty`, on the inputs the census
//! itself canonicalises: every candidate child (a node plus one addable face) of every node
//! of some N = 7 shards. Both answers are checked to split the inputs into the same classes
//! (so either could label the census), then timed side by side in one run.
//!
//! `cargo run --release -- 7 4096 1 2049` (vertices, shards, then the shards to read).

use std::collections::HashMap;
use std::os::raw::c_int;
use std::time::Instant;

use nauty_Traces_sys::{densenauty, empty_graph, optionblk, statsblk, ADDONEEDGE, FALSE, SETWORDSNEEDED, TRUE};
use simnim_core::census::canon::canonical_code;
use simnim_core::census::faces::{addable, facets, relabel_faces};
use simnim_core::census::{census_jobs, walk_job};

/// Reused buffers for nauty's calls.
struct Nauty {
    lab: Vec<c_int>,
    ptn: Vec<c_int>,
    orbits: Vec<c_int>,
    options: optionblk,
    stats: statsblk,
    graph: Vec<u64>,
    canon: Vec<u64>,
}

impl Nauty {
    fn new() -> Nauty {
        let mut options = optionblk::default();
        options.getcanon = TRUE;
        options.defaultptn = FALSE;
        Nauty {
            lab: vec![0; 72],
            ptn: vec![0; 72],
            orbits: vec![0; 72],
            options,
            stats: statsblk::default(),
            graph: Vec::new(),
            canon: Vec::new(),
        }
    }

    /// The canonical face set by nauty: the vertex–facet incidence graph, vertices one
    /// colour and facets another; the canonical order of the vertex nodes names them.
    fn code(&mut self, n: usize, faces: u128) -> u128 {
        let fs = facets(faces);
        let total = n + fs.len();
        let m = SETWORDSNEEDED(total);
        // The graph's rows, reused (nauty's `empty_graph` allocates on every call).
        if self.graph.len() < m * total {
            self.graph = empty_graph(m, total);
            self.canon = empty_graph(m, total);
        }
        let g = &mut self.graph[..m * total];
        g.fill(0);
        for (k, &f) in fs.iter().enumerate() {
            for v in 0..n {
                if f >> v & 1 == 1 {
                    ADDONEEDGE(g, v, n + k, m);
                }
            }
        }
        for i in 0..total {
            self.lab[i] = i as c_int;
            // A cell ends where ptn is 0: the vertices, then the facets.
            self.ptn[i] = if i + 1 == n || i + 1 == total { 0 } else { 1 };
        }
        unsafe {
            densenauty(
                g.as_mut_ptr(),
                self.lab.as_mut_ptr(),
                self.ptn.as_mut_ptr(),
                self.orbits.as_mut_ptr(),
                &mut self.options,
                &mut self.stats,
                m as c_int,
                total as c_int,
                self.canon.as_mut_ptr(),
            );
        }
        let mut labelling = [0usize; 8];
        for i in 0..n {
            labelling[self.lab[i] as usize] = i;
        }
        relabel_faces(faces, &labelling[..n])
    }
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("numbers")).collect();
    let (n, m) = (args.first().copied().unwrap_or(7), args.get(1).copied().unwrap_or(4096));
    let shards: Vec<usize> = if args.len() > 2 { args[2..].to_vec() } else { vec![1] };
    let mut inputs: Vec<u128> = Vec::new();
    for &i in &shards {
        for job in census_jobs(n, i, m).expect("a shard") {
            walk_job(n, &job, &mut |node| {
                inputs.extend(addable(node, n).map(|s| node | 1u128 << s));
                true
            });
        }
    }
    println!("{} inputs: the candidate children of every node of shards {shards:?} of {m} (N = {n})", inputs.len());
    let mut nauty = Nauty::new();
    // Same classes: our form and nauty's determine each other on every input.
    let mut ours_to_nauty: HashMap<u128, u128> = HashMap::new();
    let mut nauty_to_ours: HashMap<u128, u128> = HashMap::new();
    for &x in &inputs {
        let (a, b) = (canonical_code(n, x), nauty.code(n, x));
        assert_eq!(*ours_to_nauty.entry(a).or_insert(b), b, "two classes of ours, one of nauty's");
        assert_eq!(*nauty_to_ours.entry(b).or_insert(a), a, "one class of ours, two of nauty's");
    }
    println!("same classes: {} on both sides", ours_to_nauty.len());
    for round in 1..=3 {
        let t = Instant::now();
        let ours = inputs.iter().fold(0u128, |acc, &x| acc ^ canonical_code(n, x));
        let t_ours = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let theirs = inputs.iter().fold(0u128, |acc, &x| acc ^ nauty.code(n, x));
        let t_nauty = t.elapsed().as_secs_f64();
        println!(
            "round {round}: simnim {:.3} s ({:.0} ns each), nauty {:.3} s ({:.0} ns each): nauty / simnim = {:.2} [{:x}{:x}]",
            t_ours,
            t_ours * 1e9 / inputs.len() as f64,
            t_nauty,
            t_nauty * 1e9 / inputs.len() as f64,
            t_nauty / t_ours,
            ours & 0xf,
            theirs & 0xf
        );
    }
}
