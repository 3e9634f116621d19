//! `value`, `outcome` and `moves` for any position: Nim on a complex (handed to `analyze` or
//! `misere`), or one of the thesis's games with `--game` (Fukuyama's Nim on graphs, matrix
//! Nim by Ferguson's, Holladay's or the partizan rule, Wythoff's game), answered by
//! `simnim_core::thesis`. JSON: `outcome`, `value` (null when not computed), `moves`,
//! `method` (how the answer was obtained), `explanation`.

use serde_json::json;
use simnim_core::thesis::{
    fukuyama, matrix_game, parse_numbers, wythoff, GameAnswer, GameError, GameMove, Graph, Input, Line, Matrix,
    MatrixRule, Player,
};

use super::analyze::Ask;
use super::{analyze, misere, Ctx};
use crate::args::{Game, GameKind, Position, Query, RuleArg};
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `value`, `outcome` or `moves` (`misere` for the last two).
pub(crate) fn query(ask: Ask, q: &Query, misere: bool, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let Some(kind) = q.thesis.game else {
        let p = plain(q)?;
        return if misere { misere::run(ask == Ask::Moves, &p, ctx, out) } else { analyze::run(ask, &p, ctx, out) };
    };
    if misere {
        return Err(CliError::input("--misere: misère play is for Nim on a complex, not for --game").into());
    }
    let g = &q.thesis;
    let want_value = ask == Ask::Value;
    let (answer, from) = match kind {
        GameKind::Fukuyama => {
            refuse(
                &[("--rows", g.rows.is_some()), ("--rule", g.rule.is_some()), ("--piles", q.piles.is_some())],
                "fukuyama",
            )?;
            let edges = need(&g.edges, "--edges", "fukuyama", "the graph's edges, like --edges 1-2,2-3")?;
            let weights = need(&g.weights, "--weights", "fukuyama", "one weight per edge, like --weights 3,4")?;
            let piece = need(&g.piece, "--piece", "fukuyama", "the piece's vertex, like --piece 1")?;
            let graph = Graph::parse(edges)?;
            let w = parse_numbers(weights, Input::Weights)?;
            if w.len() != graph.edges().len() {
                return Err(
                    GameError::Count { input: Input::Weights, got: w.len(), expected: graph.edges().len() }.into()
                );
            }
            let v = graph.vertex(piece)?;
            let a = fukuyama(&graph, &w, v, &ctx.limits)?;
            out.set("game", "fukuyama");
            out.set("edges", (0..graph.edges().len()).map(|e| graph.edge_text(e)).collect::<Vec<_>>().join(","));
            out.set("vertices", json!(graph.labels()));
            out.set("weights", json!(w));
            out.set("piece", graph.labels()[v].clone());
            (a, format!("{}@{}", graph.labels()[v], join(&w)))
        }
        GameKind::Matrix => {
            let wrong = [
                ("--edges", g.edges.is_some()),
                ("--weights", g.weights.is_some()),
                ("--piece", g.piece.is_some()),
                ("--piles", q.piles.is_some()),
            ];
            refuse(&wrong, "matrix")?;
            let rows = need(&g.rows, "--rows", "matrix", "the matrix by rows, like --rows \"3,4;5,6\"")?;
            let m = Matrix::parse(rows)?;
            let rule = match g.rule.unwrap_or(RuleArg::Ferguson) {
                RuleArg::Ferguson => MatrixRule::Ferguson,
                RuleArg::Holladay => MatrixRule::Holladay,
                RuleArg::Partizan => MatrixRule::Partizan,
            };
            let a = matrix_game(&m, rule, want_value, &ctx.limits)?;
            out.set("game", "matrix");
            out.set("rule", rule.name());
            out.set("rows", json!(m.to_rows()));
            (a, m.to_string())
        }
        GameKind::Wythoff => {
            let wrong = [
                ("--edges", g.edges.is_some()),
                ("--weights", g.weights.is_some()),
                ("--piece", g.piece.is_some()),
                ("--rows", g.rows.is_some()),
                ("--rule", g.rule.is_some()),
            ];
            refuse(&wrong, "wythoff")?;
            let text = need(&q.piles, "--piles", "wythoff", "its two piles, like --piles 3,5")?;
            let p = parse_numbers(text, Input::Piles)?;
            let [a, b] = p[..] else {
                return Err(GameError::Count { input: Input::Piles, got: p.len(), expected: 2 }.into());
            };
            let answer = wythoff(a, b, want_value, &ctx.limits)?;
            out.set("game", "wythoff");
            out.set("piles", json!([a, b]));
            (answer, format!("{a},{b}"))
        }
    };
    out.set("command", ask_name(ask));
    fields(out, &answer);
    match ask {
        Ask::Value => match answer.value {
            Some(v) => out.line(&v.to_string())?,
            None if out.json() => {}
            None if kind_is_partizan(g) => {
                return Err(CliError::input(format!(
                    "the partizan game has no nim value; its outcome class is {:?} (ask 'simnim outcome')",
                    answer.outcome
                ))
                .into())
            }
            None => {
                return Err(CliError::limit(format!(
                    "{} (the outcome is {:?} by {})",
                    answer.note.clone().unwrap_or_else(|| "the nim value is not computed here".into()),
                    answer.outcome,
                    answer.method_text
                ))
                .into())
            }
        },
        Ask::Outcome => out.line(&format!("{:?}", answer.outcome))?,
        Ask::Moves => {
            for m in &answer.moves {
                out.line(&move_line(&from, m))?;
            }
        }
    }
    Ok(())
}

fn kind_is_partizan(g: &crate::args::GameArgs) -> bool {
    g.game == Some(GameKind::Matrix) && g.rule == Some(RuleArg::Partizan)
}

fn ask_name(ask: Ask) -> &'static str {
    match ask {
        Ask::Value => "value",
        Ask::Outcome => "outcome",
        Ask::Moves => "moves",
    }
}

/// The position of Nim on a complex that the flags give.
fn plain(q: &Query) -> Result<Position, CliError> {
    if q.complex.is_none() && q.family.is_none() {
        return Err(CliError::input(
            "give --complex or --family (or --game fukuyama|matrix|wythoff for the thesis's games)",
        ));
    }
    let piles = q.piles.clone().ok_or_else(|| CliError::input("give --piles, one pile per vertex, like 3,1,2"))?;
    Ok(Position { game: Game { complex: q.complex.clone(), family: q.family.clone() }, piles })
}

/// A flag `--game` needs.
fn need<'a>(v: &'a Option<String>, flag: &str, game: &str, what: &str) -> Result<&'a str, CliError> {
    v.as_deref().ok_or_else(|| CliError::input(format!("--game {game} needs {flag}: {what}")))
}

/// Flags that do not belong to this game.
fn refuse(flags: &[(&str, bool)], game: &str) -> Result<(), CliError> {
    match flags.iter().find(|(_, given)| *given) {
        Some((flag, _)) => Err(CliError::input(format!("{flag} is not a flag of --game {game}"))),
        None => Ok(()),
    }
}

fn join(v: &[u64]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}

/// The answer's fields in the JSON object.
fn fields(out: &mut Out, a: &GameAnswer) {
    out.set("outcome", json!(a.outcome));
    out.set("value", json!(a.value));
    out.set("moves", serde_json::to_value(&a.moves).unwrap_or_default());
    out.set("method", a.method_text.clone());
    out.set("method_name", a.method.name());
    out.set("explanation", a.explanation.clone());
    out.set("positions_searched", a.positions_searched);
    out.set("table_bytes", a.table_bytes);
    if let Some(n) = &a.note {
        out.set("note", n.clone());
    }
}

/// One winning move as a line: "from -> to (what was played)".
pub(crate) fn move_line(from: &str, m: &GameMove) -> String {
    match m {
        GameMove::Edge { edge, ends, from: w0, to, piece, weights } => format!(
            "{from} -> {piece}@{} (edge {}, {}-{}: {w0} -> {to}; the piece to {piece})",
            join(weights),
            edge + 1,
            ends[0],
            ends[1]
        ),
        GameMove::Line { player, line, index, amount, result } => {
            let who = match player {
                Some(Player::Left) => "Left: ",
                Some(Player::Right) => "Right: ",
                None => "",
            };
            let what = if *line == Line::Row { "row" } else { "column" };
            let after = Matrix::new(result.clone()).map(|m| m.to_string()).unwrap_or_default();
            format!("{who}{from} -> {after} ({what} {} minus {amount})", index + 1)
        }
        GameMove::Cells { result } => {
            format!("{from} -> {}", Matrix::new(result.clone()).map(|m| m.to_string()).unwrap_or_default())
        }
        GameMove::Piles { result } => format!("{from} -> {},{}", result[0], result[1]),
    }
}
