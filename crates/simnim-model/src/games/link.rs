//! The readable links of the graph Nim and matrix modes, in the form of the convex mode's:
//!
//! - `#fukuyama&edges=1-2,2-3,1-3,3-4&w=3,2,5,1&piece=1` — Fukuyama's game: the edges in
//!   order (parallel ones repeated), one number per edge, the piece's vertex; optionally
//!   `&v=5,6` for vertices on no edge and `&xy=x,y;…` for the drawing (vertices in label
//!   order);
//! - `#matrix&rule=ferguson&rows=3,4;5,6` — matrix Nim by rows, under `holladay`,
//!   `ferguson` (the default) or `partizan`.
//!
//! A bare `#fukuyama` or `#matrix` opens the mode's example. Decoding never panics and names
//! the broken part; the app writes these links compactly (`#v1=`) like every other.

use simnim_core::thesis::{parse_edges, parse_numbers, parse_rows, Input, Matrix};

use super::matrix_editor::MAX_SIDE;
use super::protocol::Rule;
use super::sketch::{GVertex, GraphSketch, MAX_EDGES, MAX_VERTICES};
use super::words::matrix_text;
use crate::drawing::{HEIGHT, WIDTH};
use crate::url::{percent_decode, percent_encode};

/// The parameters of a readable fragment (values percent-decoded).
fn params(fragment: &str) -> Result<Vec<(String, String)>, String> {
    fragment
        .trim_start_matches('#')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            Ok((k.to_string(), percent_decode(v)?))
        })
        .collect()
}

fn get<'a>(ps: &'a [(String, String)], key: &str) -> Option<&'a str> {
    ps.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// The graph Nim mode's fragment (without `#`) for `s`.
pub fn encode_graph(s: &GraphSketch) -> String {
    // The vertices in the core's order (numerically when every label is a number).
    let order: Vec<usize> = s.graph().map_or_else(|_| (0..s.vertices.len()).collect(), |(_, order)| order);
    let w: Vec<String> = s.weights().iter().map(u64::to_string).collect();
    let mut out = format!("fukuyama&edges={}&w={}", percent_encode(&s.edges_text()), w.join(","));
    let lonely: Vec<&str> = order
        .iter()
        .filter(|&&i| s.edges.iter().all(|g| g.a != i && g.b != i))
        .map(|&i| s.vertices[i].label.as_str())
        .collect();
    if !lonely.is_empty() {
        out.push_str(&format!("&v={}", percent_encode(&lonely.join(","))));
    }
    if let Some(p) = s.piece {
        out.push_str(&format!("&piece={}", percent_encode(s.label(p))));
    }
    let xy: Vec<String> = order
        .iter()
        .map(|&i| format!("{},{}", s.vertices[i].x.round() as i64, s.vertices[i].y.round() as i64))
        .collect();
    out.push_str(&format!("&xy={}", xy.join(";")));
    out
}

/// Reads a graph Nim fragment. Never panics; errors name the broken part.
pub fn decode_graph(fragment: &str) -> Result<GraphSketch, String> {
    let ps = params(fragment)?;
    if get(&ps, "edges").is_none() && get(&ps, "v").is_none() {
        return Ok(GraphSketch::example());
    }
    let edges_text = get(&ps, "edges").unwrap_or("");
    let pairs = if edges_text.trim().is_empty() {
        Vec::new()
    } else {
        parse_edges(edges_text).map_err(|e| format!("the graph's edges are broken: {e}"))?
    };
    if pairs.len() > MAX_EDGES {
        return Err(format!("{} edges exceed the drawing's {MAX_EDGES}", pairs.len()));
    }
    let weights = match get(&ps, "w").filter(|t| !t.trim().is_empty()) {
        Some(t) => parse_numbers(t, Input::Weights).map_err(|e| format!("the edges' numbers are broken: {e}"))?,
        None => vec![0; pairs.len()],
    };
    if weights.len() != pairs.len() {
        return Err(format!(
            "{} numbers for {} edges (one number per edge, in the edges' order)",
            weights.len(),
            pairs.len()
        ));
    }
    let lonely: Vec<String> = get(&ps, "v")
        .map_or(Vec::new(), |t| t.split(',').map(str::trim).filter(|l| !l.is_empty()).map(str::to_string).collect());
    // The graph as the core reads it: labels checked, loops refused.
    let graph = simnim_core::thesis::Graph::new(&lonely, &pairs).map_err(|e| format!("the graph is broken: {e}"))?;
    let labels = graph.labels();
    if labels.len() > MAX_VERTICES {
        return Err(format!("{} vertices exceed the drawing's {MAX_VERTICES}", labels.len()));
    }
    let piece = match get(&ps, "piece") {
        Some(p) => Some(graph.vertex(p).map_err(|e| e.to_string())?),
        None => None,
    };
    let lab: Vec<(String, String)> =
        graph.edges().iter().map(|&(a, b)| (labels[a].clone(), labels[b].clone())).collect();
    let mut s = GraphSketch::from_edges(&lab, &weights, piece.map(|p| labels[p].as_str()));
    // Vertices on no edge, in label order among the others.
    for l in labels {
        if s.vertices.iter().all(|v| v.label != *l) {
            s.vertices.push(GVertex { label: l.clone(), x: 0.0, y: 0.0 });
        }
    }
    let n = s.vertices.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| labels.iter().position(|l| *l == s.vertices[i].label));
    for (k, &i) in order.iter().enumerate() {
        let (x, y) = crate::layout::circle_point(k, n);
        (s.vertices[i].x, s.vertices[i].y) = (x, y);
    }
    if let Some(xy) = get(&ps, "xy").filter(|t| !t.trim().is_empty()) {
        let pts: Vec<&str> = xy.split(';').collect();
        if pts.len() != n {
            return Err(format!("the link has {} vertex positions for {n} vertices", pts.len()));
        }
        for (k, pt) in pts.iter().enumerate() {
            let parsed = pt
                .split_once(',')
                .and_then(|(x, y)| Some((x.trim().parse::<i64>().ok()?, y.trim().parse::<i64>().ok()?)));
            let (x, y) = parsed.ok_or_else(|| format!("vertex position {} is not two whole numbers x,y", k + 1))?;
            let v = &mut s.vertices[order[k]];
            (v.x, v.y) = ((x as f64).clamp(20.0, WIDTH - 20.0), (y as f64).clamp(20.0, HEIGHT - 20.0));
        }
    }
    Ok(s)
}

/// The matrix mode's fragment (without `#`).
pub fn encode_matrix(rows: &[Vec<u64>], rule: Rule) -> String {
    format!("matrix&rule={}&rows={}", rule.name(), matrix_text(rows))
}

/// Reads a matrix fragment: the rows and the rule. Never panics; errors name the broken part.
pub fn decode_matrix(fragment: &str) -> Result<(Vec<Vec<u64>>, Rule), String> {
    let ps = params(fragment)?;
    let rule = match get(&ps, "rule") {
        Some(r) => Rule::parse(r).ok_or_else(|| format!("the rule '{r}' is none of holladay, ferguson, partizan"))?,
        None => Rule::Ferguson,
    };
    let Some(text) = get(&ps, "rows") else { return Ok((vec![vec![3, 4], vec![5, 6]], rule)) };
    let rows = parse_rows(text).map_err(|e| format!("the matrix is broken: {e}"))?;
    let m = Matrix::new(rows).map_err(|e| format!("the matrix is broken: {e}"))?;
    if m.rows() > MAX_SIDE || m.cols() > MAX_SIDE {
        return Err(format!("a {} x {} matrix exceeds the page's {MAX_SIDE} x {MAX_SIDE}", m.rows(), m.cols()));
    }
    Ok((m.to_rows(), rule))
}
