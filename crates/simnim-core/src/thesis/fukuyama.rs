//! Fukuyama's Nim on graphs (M. Fukuyama, "A Nim game played on graphs", Theoret. Comput.
//! Sci. 304 (2003) 387–399, §1 "Rule of Nim on graphs"): an undirected graph with a
//! non-negative integer on each edge and one piece on a vertex. A move chooses an edge at
//! the piece's vertex whose number is positive, lowers it to any strictly smaller
//! non-negative integer and moves the piece along it to the other end. A player who cannot
//! move loses. The thesis's graph method.
//!
//! Edges are a list, so parallel edges are allowed: two vertices joined by k parallel edges
//! are k-pile Nim (the thesis's Figure 3.1, "Nim on graphs equivalent to ordinary Nim", as
//! reconstructed here). Loops are refused: what was read of the paper does not settle them.
//!
//! # Complexity
//! The exhaustive search visits every state (piece, weights) below the given one once:
//! O(V · Π(w_e + 1) · (deg + K)) word operations for value sets of K words (K = 1 while
//! values stay below 64). Along each edge's axis the values reachable by lowering that edge
//! are a prefix union, kept as one set per (edge, end) in a ring of the axis's stride (the
//! P/N engine's `D_F` idea), so options are never enumerated. Memory: the value table (one
//! byte per state, two when values may exceed 255) and the rings (Σ_e 2 · stride_e sets).
//!
//! # Source
//! The rule is quoted from §1 of Fukuyama's paper; its theorems (and those of part II,
//! TCS 304, 401–419) could not be read, so no answer here rests on them.

use std::collections::{HashMap, VecDeque};

use super::answer::{GameAnswer, GameMethod, GameMove, GameOutcome};
use super::error::{GameError, Input};
use super::notation::{label, parse_edges};
use super::value_sets::{insert, mex, or_into, single, words_for, zeroed_sets, Cell, Store};
use crate::grid::{count_of, Grid, Limits};

/// An undirected multigraph: vertex labels in the papers' order (numerically when every
/// label is an integer, else by string order) and edges as pairs of vertex indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    labels: Vec<String>,
    edges: Vec<(usize, usize)>,
}

impl Graph {
    /// Reads an edge list like `1-2,2-3,1-3` (labels are integers or names).
    pub fn parse(text: &str) -> Result<Graph, GameError> {
        Graph::from_pairs(&parse_edges(text)?)
    }

    /// The graph of these edges (pairs of labels); parallel edges are kept, loops refused.
    pub fn from_pairs(pairs: &[(String, String)]) -> Result<Graph, GameError> {
        if pairs.is_empty() {
            return Err(GameError::Empty { input: Input::Edges });
        }
        Graph::new(&[], pairs)
    }

    /// The graph with these vertices (labels, in any order; more may come from the edges)
    /// and edges: vertices on no edge are kept (a piece there cannot move). At least one
    /// vertex; parallel edges are kept, loops refused.
    pub fn new(vertices: &[String], pairs: &[(String, String)]) -> Result<Graph, GameError> {
        let mut extra = Vec::with_capacity(vertices.len());
        for v in vertices {
            extra.push(label(v).ok_or_else(|| GameError::Label { edge: 0, label: v.clone() })?);
        }
        if pairs.is_empty() && extra.is_empty() {
            return Err(GameError::Empty { input: Input::Edges });
        }
        let mut ends = Vec::with_capacity(pairs.len());
        for (i, (a, b)) in pairs.iter().enumerate() {
            let bad = |l: &String| GameError::Label { edge: i + 1, label: l.clone() };
            let (x, y) = (label(a).ok_or_else(|| bad(a))?, label(b).ok_or_else(|| bad(b))?);
            if x == y {
                return Err(GameError::Loop { edge: i + 1, label: x });
            }
            ends.push((x, y));
        }
        let mut labels: Vec<String> = ends.iter().flat_map(|(a, b)| [a.clone(), b.clone()]).chain(extra).collect();
        let numeric = labels.iter().all(|l| l.parse::<i64>().is_ok());
        if numeric {
            labels.sort_by_key(|l| l.parse::<i64>().unwrap_or(0));
        } else {
            labels.sort();
        }
        labels.dedup();
        let index: HashMap<&str, usize> = labels.iter().enumerate().map(|(i, l)| (l.as_str(), i)).collect();
        let edges = ends.iter().map(|(a, b)| (index[a.as_str()], index[b.as_str()])).collect();
        Ok(Graph { labels, edges })
    }

    /// The vertices' labels, in order.
    pub fn labels(&self) -> &[String] {
        &self.labels
    }

    /// The edges, as pairs of vertex indices, in the order given.
    pub fn edges(&self) -> &[(usize, usize)] {
        &self.edges
    }

    /// The index of the vertex labelled `text`.
    pub fn vertex(&self, text: &str) -> Result<usize, GameError> {
        let l = label(text);
        l.as_ref().and_then(|l| self.labels.iter().position(|x| x == l)).ok_or_else(|| {
            let mut vertices: Vec<String> = self.labels.iter().take(12).cloned().collect();
            if self.labels.len() > 12 {
                vertices.push(format!("… ({} vertices)", self.labels.len()));
            }
            GameError::NoSuchVertex { label: text.trim().to_string(), vertices }
        })
    }

    /// Edge `e` as written, like `1-3`.
    pub fn edge_text(&self, e: usize) -> String {
        let (a, b) = self.edges[e];
        format!("{}-{}", self.labels[a], self.labels[b])
    }
}

/// The nim value of every state (piece, weights) with weights at most the top's, for every
/// vertex of the graph.
#[derive(Clone, Debug)]
pub struct FukuyamaTable {
    grid: Grid,
    store: Store,
    vertices: usize,
    ring_bytes: u64,
}

impl FukuyamaTable {
    /// The value with the piece on vertex `piece` and these weights, if inside the box.
    pub fn value(&self, piece: usize, weights: &[u64]) -> Option<u64> {
        if piece >= self.vertices || weights.len() + 1 != self.grid.dims() {
            return None;
        }
        let mut p = weights.to_vec();
        p.push(piece as u64);
        self.grid.contains(&p).then(|| self.store.get(self.grid.index(&p))).flatten()
    }
    /// Number of states searched.
    pub fn positions(&self) -> u64 {
        self.grid.size as u64
    }
    /// Bytes of the table and the value sets.
    pub fn bytes(&self) -> u64 {
        self.store.bytes() + self.ring_bytes
    }
    /// The largest value in the table.
    pub fn max_value(&self) -> u64 {
        self.store.max()
    }
}

/// The largest number of options of a state below `top`: the weights at one vertex.
fn value_bound(graph: &Graph, top: &[u64]) -> u128 {
    let mut at = vec![0u128; graph.labels.len()];
    for (&(a, b), &w) in graph.edges.iter().zip(top) {
        at[a] += w as u128;
        at[b] += w as u128;
    }
    at.into_iter().max().unwrap_or(0)
}

/// Every state's value below `top` (one weight per edge), for every vertex; refused beyond
/// the limits (positions, memory) and when values could exceed the value sets.
pub fn fukuyama_table(graph: &Graph, top: &[u64], limits: &Limits) -> Result<FukuyamaTable, GameError> {
    if top.len() != graph.edges.len() {
        return Err(GameError::Count { input: Input::Weights, got: top.len(), expected: graph.edges.len() });
    }
    let nv = graph.labels.len();
    let mut axes = top.to_vec();
    axes.push(nv.saturating_sub(1) as u64);
    let grid = Grid::new(&axes, limits)?;
    let bound = value_bound(graph, top);
    let words = words_for(bound)?;
    let wstride: Vec<usize> = (0..top.len()).map(|e| grid.stride[e] / nv).collect();
    let ring_sets: u128 = wstride.iter().map(|&s| 2 * s as u128).sum();
    let ring_bytes = ring_sets * 8 * words as u128;
    grid.check_bytes(ring_bytes + grid.size as u128 * Store::width(bound), limits)?;
    let mut store = Store::new(grid.size, bound, limits)?;
    let e = &graph.edges;
    match (&mut store, words) {
        (Store::U8(t), 1) => sweep::<1, u8>(nv, e, top, &wstride, t, limits)?,
        (Store::U8(t), 2) => sweep::<2, u8>(nv, e, top, &wstride, t, limits)?,
        (Store::U8(t), _) => sweep::<4, u8>(nv, e, top, &wstride, t, limits)?,
        (Store::U16(t), 4) => sweep::<4, u16>(nv, e, top, &wstride, t, limits)?,
        (Store::U16(t), 8) => sweep::<8, u16>(nv, e, top, &wstride, t, limits)?,
        (Store::U16(t), 16) => sweep::<16, u16>(nv, e, top, &wstride, t, limits)?,
        (Store::U16(t), 32) => sweep::<32, u16>(nv, e, top, &wstride, t, limits)?,
        (Store::U16(t), _) => sweep::<64, u16>(nv, e, top, &wstride, t, limits)?,
    }
    Ok(FukuyamaTable { grid, store, vertices: nv, ring_bytes: ring_bytes as u64 })
}

/// The sweep over weight vectors in index order (edge 0 slowest), every vertex at each.
/// `rings[e][2·slot + side]` holds, for the end `side` of edge e, the values reachable by
/// lowering e from the weight vector `stride_e` back (the same slot, written then).
fn sweep<const K: usize, T: Cell>(
    nv: usize,
    edges: &[(usize, usize)],
    top: &[u64],
    wstride: &[usize],
    table: &mut [T],
    limits: &Limits,
) -> Result<(), GameError> {
    let ne = edges.len();
    let mut inc: Vec<Vec<(usize, usize)>> = vec![Vec::new(); nv];
    for (e, &(a, b)) in edges.iter().enumerate() {
        inc[a].push((e, 1));
        inc[b].push((e, 0));
    }
    let mut rings: Vec<Vec<[u64; K]>> =
        wstride.iter().map(|&s| zeroed_sets::<K>(2 * s, limits)).collect::<Result<_, _>>()?;
    let mut w = vec![0u64; ne];
    let mut slot = vec![0usize; ne];
    let mut g = vec![0u64; nv];
    for row in table.chunks_exact_mut(nv) {
        for v in 0..nv {
            let mut opts = [0u64; K];
            for &(e, side) in &inc[v] {
                if w[e] > 0 {
                    or_into(&mut opts, &rings[e][2 * slot[e] + side]);
                }
            }
            g[v] = mex(&opts);
            row[v] = T::put(g[v]);
        }
        for e in 0..ne {
            let (a, b) = edges[e];
            let base = 2 * slot[e];
            let r = &mut rings[e];
            if w[e] > 0 {
                insert(&mut r[base], g[a]);
                insert(&mut r[base + 1], g[b]);
            } else {
                r[base] = single(g[a]);
                r[base + 1] = single(g[b]);
            }
            slot[e] += 1;
            if slot[e] == wstride[e] {
                slot[e] = 0;
            }
        }
        let mut e = ne;
        while e > 0 {
            e -= 1;
            w[e] += 1;
            if w[e] <= top[e] {
                break;
            }
            w[e] = 0;
        }
    }
    Ok(())
}

/// The game Fukuyama's rule plays from this position: the edges of positive weight the
/// piece can reach, renumbered (vertex and edge maps back to the graph's).
struct Reach {
    graph: Graph,
    top: Vec<u64>,
    piece: usize,
    /// Original edge index of each edge kept.
    edge_of: Vec<usize>,
}

fn reach(graph: &Graph, weights: &[u64], piece: usize) -> Reach {
    let nv = graph.labels.len();
    let mut seen = vec![false; nv];
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); nv];
    for (&(a, b), &w) in graph.edges.iter().zip(weights) {
        if w > 0 {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    seen[piece] = true;
    let mut queue = VecDeque::from([piece]);
    while let Some(v) = queue.pop_front() {
        for &x in &adj[v] {
            if !seen[x] {
                seen[x] = true;
                queue.push_back(x);
            }
        }
    }
    let mut new_index = vec![usize::MAX; nv];
    let mut labels = Vec::new();
    for v in 0..nv {
        if seen[v] {
            new_index[v] = labels.len();
            labels.push(graph.labels[v].clone());
        }
    }
    let (mut edges, mut top, mut edge_of) = (Vec::new(), Vec::new(), Vec::new());
    for (e, (&(a, b), &w)) in graph.edges.iter().zip(weights).enumerate() {
        if w > 0 && seen[a] {
            edges.push((new_index[a], new_index[b]));
            top.push(w);
            edge_of.push(e);
        }
    }
    Reach { graph: Graph { labels, edges }, top, piece: new_index[piece], edge_of }
}

/// Fukuyama's game at this position (one weight per edge, the piece on vertex `piece`):
/// the nim value by exhaustive search, the outcome, and every winning move.
pub fn fukuyama(graph: &Graph, weights: &[u64], piece: usize, limits: &Limits) -> Result<GameAnswer, GameError> {
    if weights.len() != graph.edges.len() {
        return Err(GameError::Count { input: Input::Weights, got: weights.len(), expected: graph.edges.len() });
    }
    if piece >= graph.labels.len() {
        return Err(GameError::NoSuchVertex { label: piece.to_string(), vertices: graph.labels.clone() });
    }
    let r = reach(graph, weights, piece);
    if r.top.is_empty() {
        return Ok(GameAnswer {
            outcome: GameOutcome::P,
            value: Some(0),
            moves: Vec::new(),
            method: GameMethod::Terminal,
            method_text: "the rule of the game".into(),
            explanation: format!(
                "every edge at the piece's vertex {} has weight 0: the player to move cannot move and loses",
                graph.labels[piece]
            ),
            note: None,
            positions_searched: 0,
            table_bytes: 0,
        });
    }
    let table = fukuyama_table(&r.graph, &r.top, limits)?;
    let missing = || GameError::Disagreement { what: "a state of the search is outside its table".into() };
    let value = table.value(r.piece, &r.top).ok_or_else(missing)?;
    let mut moves = Vec::new();
    for (k, &(a, b)) in r.graph.edges.iter().enumerate() {
        if a != r.piece && b != r.piece {
            continue;
        }
        let other = if a == r.piece { b } else { a };
        let mut w = r.top.clone();
        for to in 0..r.top[k] {
            w[k] = to;
            if table.value(other, &w).ok_or_else(missing)? == 0 {
                let e = r.edge_of[k];
                let mut after = weights.to_vec();
                after[e] = to;
                let (x, y) = graph.edges[e];
                moves.push(GameMove::Edge {
                    edge: e,
                    ends: [graph.labels[x].clone(), graph.labels[y].clone()],
                    from: weights[e],
                    to,
                    piece: r.graph.labels[other].clone(),
                    weights: after,
                });
            }
        }
    }
    let left_out = graph.edges.len() - r.top.len();
    let note = (left_out > 0).then(|| {
        format!(
            "{} of weight 0 or out of the piece's reach left out of the search (they can never be played)",
            count_of(left_out as u128, "edge")
        )
    });
    Ok(GameAnswer {
        outcome: if value == 0 { GameOutcome::P } else { GameOutcome::N },
        value: Some(value),
        moves,
        method: GameMethod::Exhaustive,
        method_text: format!(
            "exhaustive search over {} (the piece on each of {} vertices, each weight from 0 to its own)",
            count_of(table.positions() as u128, "position"),
            r.graph.labels.len()
        ),
        explanation: if value == 0 {
            "the nim value is 0: every move leads to a position of nonzero value".into()
        } else {
            format!("the nim value is {value}, the least value no move reaches; a winning move leads to value 0")
        },
        note,
        positions_searched: table.positions(),
        table_bytes: table.bytes(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parallel_edges_are_nim_and_a_single_edge_is_its_weight() {
        let g = Graph::parse("1-2,1-2,2-1").unwrap();
        let t = fukuyama_table(&g, &[5, 6, 7], &Limits::NATIVE).unwrap();
        for a in 0..=5 {
            for b in 0..=6 {
                for c in 0..=7 {
                    assert_eq!(t.value(0, &[a, b, c]), Some(a ^ b ^ c));
                    assert_eq!(t.value(1, &[a, b, c]), Some(a ^ b ^ c));
                }
            }
        }
        let one = fukuyama(&Graph::parse("x-y").unwrap(), &[9], 1, &Limits::NATIVE).unwrap();
        assert_eq!(one.value, Some(9));
        assert_eq!(one.moves.len(), 1);
    }

    #[test]
    fn labels_order_loops_and_pieces() {
        let g = Graph::parse("10-2,2-3").unwrap();
        assert_eq!(g.labels(), ["2", "3", "10"]);
        assert_eq!(g.edges(), [(2, 0), (0, 1)]);
        assert!(matches!(Graph::parse("1-2,3-3"), Err(GameError::Loop { edge: 2, .. })));
        assert!(matches!(g.vertex("7"), Err(GameError::NoSuchVertex { .. })));
        assert_eq!(g.vertex(" 10 ").unwrap(), 2);
        let p = fukuyama(&g, &[0, 4], 2, &Limits::NATIVE).unwrap();
        assert_eq!((p.outcome, p.method), (GameOutcome::P, GameMethod::Terminal));
    }
}
