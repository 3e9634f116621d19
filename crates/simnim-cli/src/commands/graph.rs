//! `graph`: the game graph below a position (the page's "graph method"): every reachable
//! position with its nim value, and every move; Graphviz DOT with `--dot`.

use serde_json::json;
use simnim_core::{game_graph, position_to_string};

use super::{describe, position, Ctx};
use crate::args::Position;
use crate::output::{Failure, Out};

/// Runs `graph`.
pub(crate) fn run(p: &Position, dot: bool, cap: usize, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (c, piles) = position(p)?;
    let g = game_graph(&c, &piles, cap, &ctx.limits)?;
    describe(out, "graph", &c);
    out.set("piles", json!(piles));
    out.set(
        "nodes",
        json!(g.nodes.iter().map(|n| json!({ "position": n.position, "value": n.value })).collect::<Vec<_>>()),
    );
    out.set("edges", json!(g.edges));
    out.set("capped", g.capped);
    let name = |i: usize| position_to_string(&g.nodes[i].position);
    if dot {
        out.line("digraph game {")?;
        out.line("  rankdir=TB; node [shape=circle, fontsize=10];")?;
        for (i, n) in g.nodes.iter().enumerate() {
            let shape = if n.value == 0 { ", shape=doublecircle, style=filled, fillcolor=\"#c8e6c9\"" } else { "" };
            out.line(&format!("  n{i} [label=\"({})\\n{}\"{shape}];", name(i), n.value))?;
        }
        for &(a, b) in &g.edges {
            let win = if g.is_winning((a, b)) && g.nodes[a].value != 0 { " [color=red, penwidth=2]" } else { "" };
            out.line(&format!("  n{a} -> n{b}{win};"))?;
        }
        out.line("}")?;
    } else {
        for n in &g.nodes {
            out.line(&format!("{} value {}", position_to_string(&n.position), n.value))?;
        }
        for &(a, b) in &g.edges {
            let win = if g.is_winning((a, b)) && g.nodes[a].value != 0 { " winning" } else { "" };
            out.line(&format!("{} -> {}{win}", name(a), name(b)))?;
        }
    }
    if g.capped {
        eprintln!("simnim: note: only the first {cap} positions are listed (raise --cap)");
    }
    Ok(())
}
