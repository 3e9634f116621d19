//! The `simnim` command-line tool. Output formats are a contract (DESIGN.md):
//! ```text
//! simnim value    --complex C --piles 3,1,2   # last line: the nim value
//! simnim outcome  --complex C --piles ...     # last line: P or N
//! simnim ppos     --complex C --max M         # every P-position with piles <= M, lexicographic
//! simnim circuits --complex C                 # one circuit per line, by size then lexicographic
//! simnim basis    --complex C                 # the Nim-basis, one set per line ("{}"), or "none"
//! simnim moves    --complex C --piles ...     # every winning move "from -> to"
//! ```
//! `--family cn:7,3` may replace `--complex`; `--json` prints one JSON object instead.
//! Bad input exits non-zero with a one-line message; nothing panics.

use std::process::ExitCode;

use serde_json::{json, Value};
use ::simnim_core as core;
use simnim_core::{families, Limits, position_to_string, Complex, Wants};

const USAGE: &str = "usage: simnim <value|outcome|moves|ppos|circuits|basis|facets|gen> (--complex \"{1,2},{2,3}\" | --family cn:7,3) [--piles 1,2,3] [--max M] [--json]";

struct Args {
    command: String,
    complex: Option<String>,
    family: Option<String>,
    piles: Option<String>,
    max: Option<String>,
    json: bool,
}

/// `--name=value` → (`--name`, the value); anything else → (itself, no inline value).
fn split_flag(flag: &str) -> (String, Option<String>) {
    match flag.split_once('=') {
        Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
        _ => (flag.to_string(), None),
    }
}

fn parse_args(argv: &[String]) -> Result<Args, String> {
    let mut it = argv.iter();
    let command = it.next().ok_or_else(|| format!("no command given; {USAGE}"))?.clone();
    if command == "--help" || command == "-h" || command == "help" {
        return Err(USAGE.to_string());
    }
    let mut a = Args { command, complex: None, family: None, piles: None, max: None, json: false };
    while let Some(flag) = it.next() {
        let (name, inline) = split_flag(flag);
        let mut take = |what: &str| -> Result<String, String> {
            inline.clone().or_else(|| it.next().cloned()).ok_or_else(|| format!("{what} needs a value"))
        };
        match name.as_str() {
            "--complex" | "-c" => a.complex = Some(take("--complex")?),
            "--family" | "-f" => a.family = Some(take("--family")?),
            "--piles" | "-p" => a.piles = Some(take("--piles")?),
            "--max" | "-m" => a.max = Some(take("--max")?),
            "--json" => a.json = true,
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    Ok(a)
}

fn load_complex(a: &Args) -> Result<Complex, String> {
    match (&a.complex, &a.family) {
        (Some(_), Some(_)) => Err("give either --complex or --family, not both".into()),
        (Some(text), None) => Complex::parse(text).map_err(|e| format!("--complex: {e}")),
        (None, Some(spec)) => families::named(spec).map_err(|e| format!("--family: {e}")),
        (None, None) => Err(format!("--complex is required; {USAGE}")),
    }
}

fn piles(a: &Args, c: &Complex) -> Result<Vec<u64>, String> {
    let text = a.piles.as_deref().ok_or("--piles is required for this command")?;
    core::parse_piles(text, c.n()).map_err(|e| format!("--piles: {e}"))
}

fn run(argv: &[String]) -> Result<(Vec<String>, Value), String> {
    let a = parse_args(argv)?;
    let c = load_complex(&a)?;
    let limits = Limits::NATIVE;
    let base = json!({ "command": a.command, "complex": c.to_string(),
        "vertices": c.labels().iter().map(|l| l.to_string()).collect::<Vec<_>>() });
    let mut obj = base.as_object().cloned().unwrap_or_default();
    let lines: Vec<String> = match a.command.as_str() {
        "value" | "outcome" | "moves" => {
            let p = piles(&a, &c)?;
            let want_moves = a.command == "moves";
            let wants = Wants { moves: want_moves, value: a.command == "value" };
            let an = core::analyze(&c, &p, &limits, wants).map_err(|e| e.to_string())?;
            obj.insert("piles".into(), json!(p));
            obj.insert("outcome".into(), json!(an.outcome));
            obj.insert("value".into(), json!(an.value));
            obj.insert("method".into(), json!(an.method.name()));
            obj.insert("explanation".into(), json!(an.explanation));
            obj.insert("length".into(), json!(an.length.map(|l| l.to_string())));
            if let Some(n) = &an.note {
                obj.insert("note".into(), json!(n));
            }
            match a.command.as_str() {
                "value" => {
                    let v = an.value.ok_or_else(|| {
                        format!(
                            "the nim value is not known: {} (the outcome is {:?} by {})",
                            an.note.clone().unwrap_or_default(),
                            an.outcome,
                            an.method.name()
                        )
                    })?;
                    vec![v.to_string()]
                }
                "outcome" => vec![format!("{:?}", an.outcome)],
                _ => {
                    let from = position_to_string(&p);
                    obj.insert("moves".into(), json!(an.moves));
                    obj.insert("moves_complete".into(), json!(an.moves_complete));
                    if !an.moves_complete && !an.moves.is_empty() {
                        eprintln!(
                            "simnim: note: one winning move, constructed by {}; listing every move needs a search ({})",
                            an.method.name(),
                            an.note.clone().unwrap_or_default()
                        );
                    }
                    an.moves.iter().map(|m| format!("{from} -> {}", position_to_string(m))).collect()
                }
            }
        }
        "ppos" => {
            let text = a.max.as_deref().ok_or("--max is required for ppos")?;
            let max: u64 = text.trim().parse().map_err(|_| format!("--max: '{text}' is not a non-negative integer"))?;
            let ps = core::solve::p_positions(&c, max, &limits).map_err(|e| e.to_string())?;
            obj.insert("max".into(), json!(max));
            obj.insert("method".into(), json!("exhaustive"));
            obj.insert("p_positions".into(), json!(ps));
            ps.iter().map(|p| position_to_string(p)).collect()
        }
        "circuits" => {
            let cs = c.circuits().map_err(|e| e.to_string())?;
            let lines: Vec<String> = cs.iter().map(|&s| c.set_to_string(s)).collect();
            obj.insert("circuits".into(), json!(lines));
            lines
        }
        "basis" => {
            use simnim_core::theory::{Regularity, RegularitySource, RegularityStatus, Theory};
            let t = Theory::of(&c, &limits);
            match &t.regularity {
                RegularityStatus::Known(Regularity::Regular(b), source) => {
                    let sets = b.list(c.n(), 100_000).ok_or("the Nim-basis has more than 100000 sets; not listed")?;
                    let lines: Vec<String> = sets.iter().map(|&s| c.set_to_string(s)).collect();
                    obj.insert("regular".into(), json!(true));
                    obj.insert("basis".into(), json!(lines));
                    obj.insert(
                        "method".into(),
                        json!(if *source == RegularitySource::Matroid { "binary-matroid" } else { "nim-basis-box" }),
                    );
                    obj.insert(
                        "equals_disjoint_unions_of_circuits".into(),
                        json!(b.equals_disjoint_unions_of_circuits(c.n(), &t.circuits)),
                    );
                    if let Some(m) = &t.matroid {
                        obj.insert(
                            "gf2_columns".into(),
                            json!(m
                                .phi
                                .iter()
                                .map(|&x| format!("{x:0w$b}", w = m.rank.max(1)).chars().rev().collect::<String>())
                                .collect::<Vec<_>>()),
                        );
                    }
                    lines
                }
                RegularityStatus::Known(Regularity::NotRegular { witness, witness_is_zero }, _) => {
                    obj.insert("regular".into(), json!(false));
                    obj.insert("basis".into(), Value::Null);
                    obj.insert("witness".into(), json!(witness));
                    obj.insert("witness_is_zero".into(), json!(witness_is_zero));
                    obj.insert("method".into(), json!("nim-basis-box"));
                    vec!["none".to_string()]
                }
                RegularityStatus::Unknown(why) => return Err(format!("Nim-regularity could not be decided: {why}")),
            }
        }
        "facets" => {
            let lines: Vec<String> = c.facets().iter().map(|&s| c.set_to_string(s)).collect();
            obj.insert("facets".into(), json!(lines));
            lines
        }
        other => return Err(format!("unknown command '{other}'; {USAGE}")),
    };
    Ok((lines, Value::Object(obj)))
}

const GEN_USAGE: &str = "usage: simnim gen (--points \"(0,0),(2,0),(1,1)\" | --line \"-1,0,1\" | --tree \"0-1,0-2,2-3\") --win \"1,2\" [--delete \"3\"] [--avoid] [--position \"1\"] [--brute] [--svg FILE] [--json]";

/// `simnim gen`: the achievement game GEN(S, W) (or DNG with `--avoid`) on a convex geometry.
/// The last line is the nim number of the game (or of `--position`).
fn run_gen(argv: &[String]) -> Result<(Vec<String>, Value), String> {
    use simnim_core::convex;
    use simnim_core::convex::{GeometrySpec, Rule, Structure};
    let mut spec: Option<GeometrySpec> = None;
    let (mut win, mut delete, mut position, mut svg) = (None::<String>, String::new(), None::<String>, None::<String>);
    let (mut avoid, mut brute) = (false, false);
    let mut it = argv.iter().skip(1);
    while let Some(flag) = it.next() {
        let (name, inline) = split_flag(flag);
        let mut take = |what: &str| -> Result<String, String> {
            inline.clone().or_else(|| it.next().cloned()).ok_or_else(|| format!("{what} needs a value"))
        };
        let mut set_spec = |s: GeometrySpec| -> Result<(), String> {
            if spec.replace(s).is_some() {
                return Err("give one of --points, --line or --tree".into());
            }
            Ok(())
        };
        match name.as_str() {
            "--points" => set_spec(GeometrySpec::Points(take("--points")?))?,
            "--line" => set_spec(GeometrySpec::Line(take("--line")?))?,
            "--tree" => set_spec(GeometrySpec::Tree(take("--tree")?))?,
            "--win" | "-w" => win = Some(take("--win")?),
            "--delete" => delete = take("--delete")?,
            "--position" => position = Some(take("--position")?),
            "--svg" => svg = Some(take("--svg")?),
            "--avoid" => avoid = true,
            "--brute" => brute = true,
            "--json" => {}
            other => return Err(format!("unknown option '{other}'; {GEN_USAGE}")),
        }
    }
    let spec = spec.ok_or_else(|| format!("a geometry is required; {GEN_USAGE}"))?;
    let win = win.ok_or_else(|| format!("--win is required; {GEN_USAGE}"))?;
    let rule = if avoid { Rule::Avoid } else { Rule::Achieve };
    let game = convex::build_game(&spec, &delete, &win, rule)?;
    let g = &game.geometry;
    let pos = match &position {
        Some(t) => g.parse_set(t).map_err(|e| format!("--position: {e}"))?,
        None => 0,
    };
    if !game.is_position(pos) {
        return Err(format!("--position {} generates W, so it is not a position of DNG", g.set_string(pos)));
    }
    if svg.is_some() && brute {
        return Err("--svg draws the structure diagram; drop --brute".into());
    }
    let mut obj = serde_json::Map::new();
    obj.insert("command".into(), json!("gen"));
    obj.insert("game".into(), json!(rule.name()));
    obj.insert("geometry".into(), json!(g.to_string()));
    obj.insert("points".into(), json!((0..g.n()).map(|i| g.label(i)).collect::<Vec<_>>()));
    obj.insert("win".into(), json!(g.set_string(game.win)));
    obj.insert("position".into(), json!(g.set_string(pos)));
    let mut lines = Vec::new();
    // Too many structure classes for a small S: the exhaustive search answers instead.
    let structure = if brute { None } else { Some(Structure::of(&game)) };
    let fallback = match &structure {
        Some(Err(e)) if g.n() <= convex::BRUTE_MAX_NATIVE && svg.is_none() => Some(e.clone()),
        _ => None,
    };
    let value = if brute || fallback.is_some() {
        let nims = game.brute_nims(convex::BRUTE_MAX_NATIVE)?;
        obj.insert("method".into(), json!("exhaustive"));
        if let Some(why) = fallback {
            obj.insert("note".into(), json!(format!("structure theory not used: {why}")));
        }
        nims[pos as usize] as u32
    } else {
        let s = structure.unwrap_or_else(|| Structure::of(&game))?;
        let set = |m: u64| g.set_string(m);
        lines.push(format!(
            "M = {}",
            if s.maximal.is_empty() {
                "(none)".to_string()
            } else {
                s.maximal.iter().map(|&m| set(m)).collect::<Vec<_>>().join(", ")
            }
        ));
        lines.push(format!("Frattini = {}", set(s.frattini_set())));
        for c in &s.classes {
            lines.push(format!("X_{} type ({},{},{})", set(c.set), c.parity, c.nim[0], c.nim[1]));
        }
        obj.insert(
            "method".into(),
            json!(if s.quotient.is_some() { "structure-signature-quotient" } else { "structure" }),
        );
        if s.quotient.is_some() {
            lines.insert(
                2,
                format!("signature quotient: 2^{} classes in all; one per signature (e,o) below", s.maximal.len()),
            );
        }
        obj.insert("maximal_non_generating".into(), json!(s.maximal.iter().map(|&m| set(m)).collect::<Vec<_>>()));
        obj.insert("frattini".into(), json!(set(s.frattini_set())));
        obj.insert(
            "classes".into(),
            json!(s
                .classes
                .iter()
                .map(|c| json!({ "set": set(c.set), "type": [c.parity, c.nim[0], c.nim[1]], "options": c.options }))
                .collect::<Vec<_>>()),
        );
        if let Some(path) = &svg {
            let diagram = simnim_model::structure_diagram::svg(&game, &s, Some(pos));
            std::fs::write(path, diagram).map_err(|e| format!("--svg {path}: {e}"))?;
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
            lines.push(format!("{}: {}", r.source, r.statement));
        }
        obj.insert("theorems".into(), json!(rs));
    }
    obj.insert("nim".into(), json!(value));
    lines.push(value.to_string());
    Ok((lines, Value::Object(obj)))
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let result = if argv.first().map(String::as_str) == Some("gen") { run_gen(&argv) } else { run(&argv) };
    match result {
        Ok((lines, obj)) => {
            if argv.iter().any(|a| a == "--json") {
                println!("{obj}");
            } else {
                for l in lines {
                    println!("{l}");
                }
            }
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("simnim: error: {}", msg.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}
