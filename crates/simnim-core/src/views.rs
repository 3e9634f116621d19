//! The data behind the teaching views (computed here, drawn by the page):
//! the value table ("matrix method": nim values over two piles), the game graph ("graph
//! method": positions reachable from the current one, labelled by nim values) and the
//! zero-one vectors invariant for the P-positions (SetNim Sec 3).

use std::collections::{BTreeMap, HashMap, VecDeque};

use crate::complex::Complex;
use crate::grid::{advance, LimitError, Limits};
use crate::solve::{for_each_option, Job, PnJob, SolveError};

/// Nim values with the piles of vertices `u` (rows) and `v` (columns) running over
/// `0..=k`, every other pile fixed at `piles`. `table[a][b]` has `u = a`, `v = b`.
pub fn value_table(
    c: &Complex,
    piles: &[u64],
    u: usize,
    v: usize,
    k: u64,
    limits: &Limits,
) -> Result<Vec<Vec<u64>>, SolveError> {
    let mut top = piles.to_vec();
    top[u] = k;
    top[v] = k;
    let values = Job::new(c, &top, limits)?.run();
    let mut p = piles.to_vec();
    let mut table = Vec::new();
    for a in 0..=k {
        let mut row = Vec::new();
        for b in 0..=k {
            p[u] = a;
            p[v] = b;
            let x = values.value(&p).unwrap_or(0);
            row.push(u64::try_from(x).map_err(|_| LimitError::Chips { chips: x, limit: u64::MAX })?);
        }
        table.push(row);
    }
    Ok(table)
}

/// The table as CSV: a header row of `v`'s piles, then one row per pile of `u`.
pub fn table_csv(table: &[Vec<u64>], u_label: &str, v_label: &str) -> String {
    let mut out = format!("{u_label}\\{v_label}");
    for b in 0..table.first().map_or(0, |r| r.len()) {
        out.push_str(&format!(",{b}"));
    }
    out.push('\n');
    for (a, row) in table.iter().enumerate() {
        out.push_str(&a.to_string());
        for x in row {
            out.push_str(&format!(",{x}"));
        }
        out.push('\n');
    }
    out
}

/// A node of the game graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub position: Vec<u64>,
    pub value: u64,
    /// Total number of chips (the layer it is drawn in).
    pub chips: u64,
}

/// The game graph below a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameGraph {
    pub nodes: Vec<Node>,
    /// Moves `(from, to)` between nodes (indices into `nodes`).
    pub edges: Vec<(usize, usize)>,
    /// True when more positions are reachable than the cap allowed.
    pub capped: bool,
}

impl GameGraph {
    /// Is the edge a winning move (to a P-position)?
    pub fn is_winning(&self, e: (usize, usize)) -> bool {
        self.nodes[e.1].value == 0
    }
}

/// The positions reachable from `start` (breadth first, at most `cap` of them), with every
/// move between them, labelled by nim values.
pub fn game_graph(c: &Complex, start: &[u64], cap: usize, limits: &Limits) -> Result<GameGraph, SolveError> {
    let values = Job::new(c, start, limits)?.run();
    let mut index: HashMap<Vec<u64>, usize> = HashMap::new();
    let mut nodes = Vec::new();
    let mut queue = VecDeque::new();
    let mut capped = false;
    index.insert(start.to_vec(), 0);
    nodes.push(start.to_vec());
    queue.push_back(0);
    let mut edges = Vec::new();
    while let Some(i) = queue.pop_front() {
        let p = nodes[i].clone();
        let mut targets = Vec::new();
        for_each_option(c.facets().iter().copied(), &p, |m| {
            targets.push(m.to_vec());
            true
        });
        targets.sort_unstable();
        targets.dedup();
        for m in targets {
            let j = match index.get(&m) {
                Some(&j) => j,
                None => {
                    if nodes.len() >= cap {
                        capped = true;
                        continue;
                    }
                    nodes.push(m.clone());
                    index.insert(m, nodes.len() - 1);
                    queue.push_back(nodes.len() - 1);
                    nodes.len() - 1
                }
            };
            edges.push((i, j));
        }
    }
    let nodes = nodes
        .into_iter()
        .map(|p| Node {
            value: values.value_u64(&p).unwrap_or(u64::MAX),
            chips: p.iter().fold(0u64, |a, &x| a.saturating_add(x)),
            position: p,
        })
        .collect();
    Ok(GameGraph { nodes, edges, capped })
}

/// The zero-one vectors `z` invariant for the P-positions within the box `[0,max]^V`:
/// `p` is P iff `p + z` is P whenever both lie in the box (SetNim Def 3.1, restricted to
/// the box). Only the minimal ones are returned (no other invariant vector's support lies
/// inside theirs); the others are their disjoint sums.
pub fn invariant_vectors(c: &Complex, max: u64, limits: &Limits) -> Result<Vec<Vec<u64>>, SolveError> {
    let n = c.n();
    if n > 20 {
        return Err(SolveError::TooManyVertices { vertices: n, limit: 20 });
    }
    let table = PnJob::new(c, &vec![max; n], limits)?.run();
    let g = &table.grid;
    // Each candidate z is compared with the table position by position until it fails:
    // the steps are counted, and the search stops once they exceed the limit.
    let budget = limits.max_positions;
    let mut steps = 0u64;
    let mut invariant: Vec<u64> = Vec::new();
    for z in 1u64..1 << n {
        let offset: usize = (0..n).filter(|&v| z >> v & 1 == 1).map(|v| g.stride[v]).sum();
        let mut coords = vec![0u64; n];
        let mut ok = true;
        for i in 0..g.size {
            steps += 1;
            if steps > budget {
                return Err(LimitError::Work { what: "finding the invariant vectors", limit: budget }.into());
            }
            let fits = (0..n).all(|v| z >> v & 1 == 0 || coords[v] < max);
            if fits && table.is_p_index(i) != table.is_p_index(i + offset) {
                ok = false;
                break;
            }
            advance(&mut coords, &g.radix);
        }
        if ok {
            invariant.push(z);
        }
    }
    let minimal: Vec<u64> =
        invariant.iter().copied().filter(|&z| !invariant.iter().any(|&w| w != z && w & !z == 0)).collect();
    Ok(minimal.into_iter().map(|z| (0..n).map(|v| z >> v & 1).collect()).collect())
}

/// All simplicial complexes on `n` vertices (every vertex a face) up to isomorphism, as
/// canonical facet lists; with `connected`, only connected ones. `n ≤ 5`.
pub fn complexes_up_to_isomorphism(n: usize, connected: bool) -> Vec<Complex> {
    assert!((1..=5).contains(&n), "enumerated for 1 to 5 vertices");
    let all = (1u64 << n) - 1;
    let subsets: Vec<u64> = (1..=all).collect();
    let perms = permutations(n);
    let mut classes: BTreeMap<Vec<u64>, Vec<u64>> = BTreeMap::new();
    // Antichains of non-empty subsets covering every vertex, by backtracking.
    fn extend(i: usize, subsets: &[u64], chosen: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if i == subsets.len() {
            out.push(chosen.clone());
            return;
        }
        extend(i + 1, subsets, chosen, out);
        let s = subsets[i];
        if chosen.iter().all(|&t| s & !t != 0 && t & !s != 0) {
            chosen.push(s);
            extend(i + 1, subsets, chosen, out);
            chosen.pop();
        }
    }
    let mut antichains = Vec::new();
    extend(0, &subsets, &mut Vec::new(), &mut antichains);
    for facets in antichains {
        if facets.iter().fold(0, |a, &s| a | s) != all {
            continue;
        }
        if connected && crate::sets::merge_overlapping(&facets).len() != 1 {
            continue;
        }
        let canon = perms
            .iter()
            .map(|p| {
                let mut m: Vec<u64> =
                    facets.iter().map(|&f| crate::sets::bits(f).fold(0u64, |a, v| a | 1 << p[v])).collect();
                m.sort_unstable();
                m
            })
            .min()
            .expect("at least one permutation");
        classes.entry(canon).or_insert(facets);
    }
    classes.into_keys().map(|f| Complex::from_index_sets(n, &f).expect("a valid complex")).collect()
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for pos in 0..=p.len() {
            let mut q = p.clone();
            q.insert(pos, n - 1);
            out.push(q);
        }
    }
    out
}
