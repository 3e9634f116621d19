//! The graph Nim mode's drawing: vertices (a label and a place), edges between two of them
//! with a number on each (parallel edges allowed, loops not), and the piece on a vertex.
//! It turns into Fukuyama's game as `simnim_core::thesis` takes it ([`GraphSketch::spec`]).
//!
//! Contract: labels are distinct positive integers written in decimal; every edge joins two
//! different vertices of the sketch; the piece, when placed, is on a vertex of the sketch.

use simnim_core::thesis::Graph;

use super::protocol::GameSpec;
use crate::drawing::{HEIGHT, WIDTH};
use crate::layout::circle_point;

/// Most vertices and edges the canvas holds (the engines' limits come much later).
pub const MAX_VERTICES: usize = 24;
pub const MAX_EDGES: usize = 40;

/// One drawn vertex.
#[derive(Clone, Debug, PartialEq)]
pub struct GVertex {
    pub label: String,
    pub x: f64,
    pub y: f64,
}

/// One edge: two vertices (indices into `vertices`) and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GEdge {
    pub a: usize,
    pub b: usize,
    pub w: u64,
}

/// A drawn graph with numbers on its edges and the piece. See the module's contract.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphSketch {
    pub vertices: Vec<GVertex>,
    pub edges: Vec<GEdge>,
    pub piece: Option<usize>,
}

/// A position of the game on a sketch: the edges' numbers and the piece's vertex.
pub type GraphPos = (Vec<u64>, usize);

impl GraphSketch {
    /// The sketch of these edges (pairs of labels, in order), numbers and piece, its vertices
    /// on a circle in label order (numerically).
    pub fn from_edges(pairs: &[(String, String)], weights: &[u64], piece: Option<&str>) -> GraphSketch {
        let mut labels: Vec<String> = pairs.iter().flat_map(|(a, b)| [a.clone(), b.clone()]).collect();
        if let Some(p) = piece {
            labels.push(p.to_string());
        }
        labels.sort_by_key(|l| (l.parse::<u64>().unwrap_or(u64::MAX), l.clone()));
        labels.dedup();
        let n = labels.len();
        let vertices = labels
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let (x, y) = circle_point(i, n);
                GVertex { label: l.clone(), x, y }
            })
            .collect();
        let at = |l: &str| labels.iter().position(|x| x == l).unwrap_or(0);
        let edges = pairs
            .iter()
            .zip(weights.iter().chain(std::iter::repeat(&0)))
            .map(|((a, b), &w)| GEdge { a: at(a), b: at(b), w })
            .collect();
        GraphSketch { vertices, edges, piece: piece.map(at) }
    }

    /// The thesis's Figure 3.1 as reconstructed: two vertices joined by three parallel
    /// edges, ordinary Nim with piles 3, 4 and 5; and a triangle with a pendant edge beside.
    pub fn example() -> GraphSketch {
        let pairs: Vec<(String, String)> = [("1", "2"), ("2", "3"), ("1", "3"), ("3", "4")]
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        GraphSketch::from_edges(&pairs, &[3, 2, 5, 1], Some("1"))
    }

    /// The smallest positive integer not yet a label.
    pub fn fresh_label(&self) -> String {
        (1..).map(|k: usize| k.to_string()).find(|l| self.vertices.iter().all(|v| v.label != *l)).unwrap_or_default()
    }

    /// Vertex `i`'s label.
    pub fn label(&self, i: usize) -> &str {
        self.vertices.get(i).map_or("", |v| v.label.as_str())
    }

    /// Edge `e` as written, like `1-3`.
    pub fn edge_text(&self, e: usize) -> String {
        self.edges.get(e).map_or(String::new(), |g| format!("{}-{}", self.label(g.a), self.label(g.b)))
    }

    /// Every edge as written, in order (`1-2,2-3`).
    pub fn edges_text(&self) -> String {
        (0..self.edges.len()).map(|e| self.edge_text(e)).collect::<Vec<_>>().join(",")
    }

    /// The edges' numbers, in order.
    pub fn weights(&self) -> Vec<u64> {
        self.edges.iter().map(|e| e.w).collect()
    }

    /// Sets the numbers (extra or missing ones are ignored).
    pub fn set_weights(&mut self, w: &[u64]) {
        for (e, &x) in self.edges.iter_mut().zip(w) {
            e.w = x;
        }
    }

    /// The position on the sketch, if the piece is placed.
    pub fn position(&self) -> Option<GraphPos> {
        Some((self.weights(), self.piece?))
    }

    /// The edges at vertex `v`, with the vertex at their other end.
    pub fn edges_at(&self, v: usize) -> Vec<(usize, usize)> {
        self.edges
            .iter()
            .enumerate()
            .filter(|(_, g)| g.a == v || g.b == v)
            .map(|(e, g)| (e, if g.a == v { g.b } else { g.a }))
            .collect()
    }

    /// How many edges join the ends of edge `e`, and which of them `e` is (0-based): parallel
    /// edges are drawn as arcs bending by their rank.
    pub fn parallel_rank(&self, e: usize) -> (usize, usize) {
        let Some(g) = self.edges.get(e) else { return (1, 0) };
        let same = |h: &GEdge| (h.a, h.b) == (g.a, g.b) || (h.a, h.b) == (g.b, g.a);
        let all = self.edges.iter().filter(|h| same(h)).count();
        let rank = self.edges[..e].iter().filter(|h| same(h)).count();
        (all, rank)
    }

    /// The game as the engines take it, or why there is none yet.
    pub fn spec(&self) -> Result<GameSpec, String> {
        let piece = self.piece.ok_or("put the piece on a vertex")?;
        if self.vertices.is_empty() {
            return Err("add a vertex".into());
        }
        Ok(GameSpec::Fukuyama {
            vertices: self.vertices.iter().map(|v| v.label.clone()).collect(),
            edges: self.edges.iter().map(|g| (self.label(g.a).to_string(), self.label(g.b).to_string())).collect(),
            weights: self.weights(),
            piece: self.label(piece).to_string(),
        })
    }

    /// The graph as the engines see it (vertices in label order), and each of its vertices'
    /// index in the sketch.
    pub fn graph(&self) -> Result<(Graph, Vec<usize>), String> {
        let labels: Vec<String> = self.vertices.iter().map(|v| v.label.clone()).collect();
        let pairs: Vec<(String, String)> =
            self.edges.iter().map(|g| (self.label(g.a).to_string(), self.label(g.b).to_string())).collect();
        let graph = Graph::new(&labels, &pairs).map_err(|e| e.to_string())?;
        let order = graph.labels().iter().map(|l| labels.iter().position(|x| x == l).unwrap_or(0)).collect();
        Ok((graph, order))
    }

    /// Keeps every vertex inside the drawing area.
    pub fn clamp(&mut self) {
        for v in &mut self.vertices {
            v.x = v.x.clamp(20.0, WIDTH - 20.0);
            v.y = v.y.clamp(20.0, HEIGHT - 20.0);
        }
    }
}
