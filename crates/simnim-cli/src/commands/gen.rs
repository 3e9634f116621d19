//! `gen`: McCoy–Sieben's achievement game GEN(S, W) (or with `--avoid` the avoidance game
//! DNG(S, W), which McCoy–Sieben Sec 8 (8) proposes for study; Anderson–Harary's) on a convex
//! geometry: the structure (ℳ, Φ, the classes and their types), the propositions that
//! apply, and the nim number on the last line; `--brute` searches all subsets instead.

use serde_json::json;
use simnim_core::convex::{self, build_game, GeometrySpec, Rule, Structure};

use crate::args::GenArgs;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `gen`.
pub(crate) fn run(a: &GenArgs, out: &mut Out) -> Result<(), Failure> {
    let spec = match (&a.geometry.points, &a.geometry.line, &a.geometry.tree) {
        (Some(t), _, _) => GeometrySpec::Points(t.clone()),
        (_, Some(t), _) => GeometrySpec::Line(t.clone()),
        (_, _, Some(t)) => GeometrySpec::Tree(t.clone()),
        _ => return Err(CliError::input("give one of --points, --line or --tree").into()),
    };
    let rule = if a.avoid { Rule::Avoid } else { Rule::Achieve };
    let game = build_game(&spec, &a.delete, &a.win, rule)?;
    let g = &game.geometry;
    let pos = match &a.position {
        Some(t) => g.parse_set(t).map_err(|e| CliError::input(e).at("--position"))?,
        None => 0,
    };
    if !game.is_position(pos) {
        return Err(CliError::input(format!(
            "--position {} generates W, so it is not a position of DNG",
            g.set_string(pos)
        ))
        .into());
    }
    out.set("command", "gen");
    out.set("game", rule.name());
    out.set("geometry", g.to_string());
    out.set("points", json!((0..g.n()).map(|i| g.label(i)).collect::<Vec<_>>()));
    out.set("win", g.set_string(game.win));
    out.set("position", g.set_string(pos));
    // Too many structure classes for a small S: the exhaustive search answers instead.
    let structure = if a.brute { None } else { Some(Structure::of(&game)) };
    let fallback = match &structure {
        Some(Err(e)) if g.n() <= convex::BRUTE_MAX_NATIVE && a.svg.is_none() => Some(e.clone()),
        _ => None,
    };
    let value = if a.brute || fallback.is_some() {
        let nims = game.brute_nims(convex::BRUTE_MAX_NATIVE)?;
        out.set("method", "exhaustive");
        if let Some(why) = fallback {
            out.set("note", format!("structure theory not used: {why}"));
        }
        nims[pos as usize] as u32
    } else {
        let s = match structure {
            Some(s) => s?,
            None => Structure::of(&game)?,
        };
        let set = |m: u64| g.set_string(m);
        let maximal = if s.maximal.is_empty() {
            "(none)".to_string()
        } else {
            s.maximal.iter().map(|&m| set(m)).collect::<Vec<_>>().join(", ")
        };
        out.line(&format!("M = {maximal}"))?;
        out.line(&format!("Frattini = {}", set(s.frattini_set())))?;
        if s.quotient.is_some() {
            out.line(&format!(
                "signature quotient: 2^{} classes in all; one per signature (e,o) below",
                s.maximal.len()
            ))?;
        }
        for c in &s.classes {
            out.line(&format!("X_{} type ({},{},{})", set(c.set), c.parity, c.nim[0], c.nim[1]))?;
        }
        out.set("method", if s.quotient.is_some() { "structure-signature-quotient" } else { "structure" });
        out.set("maximal_non_generating", json!(s.maximal.iter().map(|&m| set(m)).collect::<Vec<_>>()));
        out.set("frattini", set(s.frattini_set()));
        out.set(
            "classes",
            json!(s
                .classes
                .iter()
                .map(|c| json!({ "set": set(c.set), "type": [c.parity, c.nim[0], c.nim[1]], "options": c.options }))
                .collect::<Vec<_>>()),
        );
        if let Some(path) = &a.svg {
            let diagram = simnim_model::structure_diagram::svg(&game, &s, Some(pos));
            std::fs::write(path, diagram).map_err(|e| CliError::internal(format!("--svg {path}: {e}")))?;
        }
        if pos == 0 {
            s.nim()
        } else {
            s.nim_of(pos).unwrap_or(0)
        }
    };
    if pos == 0 {
        let rs = convex::reasons(&game);
        for r in &rs {
            out.line(&format!("{}: {}", r.source, r.statement))?;
        }
        out.set("theorems", json!(rs));
    }
    out.set("nim", value);
    out.line(&value.to_string())?;
    Ok(())
}
