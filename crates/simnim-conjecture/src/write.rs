//! Formulas written back as the contract's JSON tree, with named sub-formulas once in a
//! top-level `defs`.

use std::sync::Arc;

use super::formula::{Formula, Sub, Term};
use super::json::Json;

impl Formula {
    /// The formula as JSON (the contract's tree; named sub-formulas in a top-level `defs`).
    pub fn to_json(&self) -> Json {
        let mut named: Vec<Arc<Sub>> = Vec::new();
        self.named_subs(&mut named);
        if named.is_empty() {
            return self.tree();
        }
        let defs = named.iter().map(|s| (s.name.clone().unwrap_or_default(), s.f.tree())).collect();
        let mut top = vec![("defs".into(), Json::Obj(defs)), ("f".into(), self.tree())];
        // The sub-games themselves, where known: a prover lifts their rules (see `prove`).
        let games: Vec<(String, Json)> =
            named.iter().filter_map(|s| Some((s.name.clone()?, Json::Str(s.game.clone()?)))).collect();
        if !games.is_empty() {
            top.push(("games".into(), Json::Obj(games)));
        }
        Json::Obj(top)
    }

    /// The named sub-formulas, each once, in the order met (inner ones first).
    pub fn named_subs(&self, out: &mut Vec<Arc<Sub>>) {
        match self {
            Formula::And(fs) | Formula::Or(fs) => fs.iter().for_each(|f| f.named_subs(out)),
            Formula::Not(f) | Formula::SomeSym(_, f) => f.named_subs(out),
            Formula::Apply(sub, _) => {
                sub.f.named_subs(out);
                if sub.name.is_some() && !out.iter().any(|s| s.name == sub.name) {
                    out.push(sub.clone());
                }
            }
            _ => {}
        }
    }

    fn tree(&self) -> Json {
        let list = |fs: &[Formula]| Json::Arr(fs.iter().map(Formula::tree).collect());
        let two = |a: &Term, b: &Term| Json::Arr(vec![a.to_json(), b.to_json()]);
        match self {
            Formula::True => Json::Bool(true),
            Formula::False => Json::Bool(false),
            Formula::Eq(a, b) => Json::tagged("eq", two(a, b)),
            Formula::Le(a, b) => Json::tagged("le", two(a, b)),
            Formula::Lt(a, b) => Json::tagged("lt", two(a, b)),
            Formula::Mod(t, m, r) => {
                Json::tagged("mod", Json::Arr(vec![t.to_json(), Json::Int(*m as i128), Json::Int(*r as i128)]))
            }
            Formula::Xor0(ts) => Json::tagged("xor0", Json::Arr(ts.iter().map(Term::to_json).collect())),
            Formula::Digits(sets) => Json::tagged(
                "digits",
                Json::Arr(
                    sets.iter()
                        .map(|&s| Json::Arr(simnim_core::bits(s).map(|v| Json::Int(v as i128)).collect()))
                        .collect(),
                ),
            ),
            Formula::And(fs) => Json::tagged("and", list(fs)),
            Formula::Or(fs) => Json::tagged("or", list(fs)),
            Formula::Not(f) => Json::tagged("not", f.tree()),
            Formula::Apply(sub, args) => {
                let args = ("args".to_string(), Json::Arr(args.iter().map(Term::to_json).collect()));
                let what = match &sub.name {
                    Some(name) => ("def".to_string(), Json::Str(name.clone())),
                    None => ("f".to_string(), sub.f.tree()),
                };
                Json::tagged("apply", Json::Obj(vec![what, args]))
            }
            Formula::SomeSym(gs, f) => Json::tagged(
                "some_sym",
                Json::Obj(vec![
                    (
                        "perms".into(),
                        Json::Arr(
                            gs.iter().map(|g| Json::Arr(g.iter().map(|&x| Json::Int(x as i128)).collect())).collect(),
                        ),
                    ),
                    ("f".into(), f.tree()),
                ]),
            ),
        }
    }
}
