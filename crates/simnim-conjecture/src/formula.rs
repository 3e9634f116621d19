//! The grammar of descriptions: a formula that says when a position is P, read from and
//! written as a JSON tree, checked against the grammar's limits, and evaluated.
//!
//! Terms: an integer, `{"x": i}` (the pile on vertex `i`, from 0 in vertex order),
//! `{"add": [t, …]}`, `{"mul": [c, t]}`, `{"min": [t, …]}`, `{"max": [t, …]}`. Atoms:
//! `{"eq"|"le"|"lt": [t, t]}`, `{"mod": [t, m, r]}` (t ≡ r mod m, m ≥ 1),
//! `{"xor0": [t, …]}` (nim-sum 0; a negative term makes it false), `{"digits": [[i, …], …]}`
//! (every binary digit column — the vertices whose pile has that bit — is a listed set;
//! the empty column too, so `[]` is listed whenever the formula can hold). Connectives:
//! `{"and"|"or": [f, …]}`, `{"not": f}`, `true`, `false`, and
//! `{"some_sym": {"perms": [[g0, …], …], "f": f}}`: f holds at q with q[i] = p[g[i]] for
//! some listed g. Composition (the papers' reductions): `{"apply": {"f": f, "args": [t, …]}}`
//! holds at p when every argument is non-negative and f holds at the reduced position
//! (t_0(p), …) (inside f, `{"x": i}` is the i-th argument); a sub-formula used more than once
//! is named in a top-level `{"defs": {"name": f, …}, "f": f}` (with `"games": {"name":
//! facets}` where its game is known) and called as `{"apply": {"def": "name", "args": […]}}`.
//! Each part — the formula outside its defs, and each def's own body — has at most
//! [`MAX_NODES`] nodes (every object, integer and listed set counts one; a call to a def
//! counts itself and its arguments, not the def), there are at most [`MAX_DEFS`] defs, and
//! multipliers lie in −8..8 with products along a path at most 2^40, so terms are exact in
//! `i128` for piles up to 2^64. Parts stay small, so a formula is a few short statements
//! however deep its reductions nest (CN(10,4)'s reaches sub-games of sub-games of
//! sub-games), never a list of positions.

use std::collections::HashMap;
use std::sync::Arc;

use super::json::Json;

/// Largest part of a formula (the formula outside its defs, or one def's body), in nodes.
pub const MAX_NODES: usize = 400;
/// Most defs (named sub-formulas) in one formula.
pub const MAX_DEFS: usize = 64;
/// Largest multiplier of a `mul` (in absolute value).
pub const MAX_COEFF: i64 = 8;
const MAX_SCALE: i128 = 1 << 40;
const KNOWN: &str = "eq, le, lt, mod, xor0, digits, and, or, not, some_sym, apply, true, false";

/// A term: an integer-valued function of the piles.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    Int(i64),
    X(usize),
    Add(Vec<Term>),
    Mul(i64, Box<Term>),
    Min(Vec<Term>),
    Max(Vec<Term>),
}

/// A formula: true at the P-positions it describes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Formula {
    True,
    False,
    Eq(Term, Term),
    Le(Term, Term),
    Lt(Term, Term),
    Mod(Term, i64, i64),
    Xor0(Vec<Term>),
    /// Vertex sets as bitmasks, sorted.
    Digits(Vec<u64>),
    And(Vec<Formula>),
    Or(Vec<Formula>),
    Not(Box<Formula>),
    /// Permutations `g` (`q[i] = p[g[i]]`) and the formula they are tried on.
    SomeSym(Vec<Vec<usize>>, Box<Formula>),
    /// A sub-formula at the reduced position the terms give (each non-negative).
    Apply(Arc<Sub>, Vec<Term>),
}

/// A sub-formula over `arity` piles of its own (a smaller game's P-set), named when it is
/// a def.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sub {
    pub name: Option<String>,
    pub arity: usize,
    pub f: Formula,
    /// The smaller game itself (its facets), when the miner found it (a file's defs say
    /// only their formulas).
    pub game: Option<String>,
}

/// The defs of a formula file while it is read: their JSON, those read so far, and the
/// ones being read (a def that calls itself is refused).
struct Defs<'a> {
    raw: Vec<(String, &'a Json)>,
    /// The defs' games (facets in the papers' notation), from the top-level `games`.
    games: Vec<(String, String)>,
    done: HashMap<String, Arc<Sub>>,
    reading: Vec<String>,
}

/// Why a JSON tree is not a formula: where (a path like `and[1].eq[0]`) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormulaError {
    pub at: String,
    pub message: String,
}

impl std::fmt::Display for FormulaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.at.is_empty() {
            write!(f, "formula: {}", self.message)
        } else {
            write!(f, "formula at {}: {}", self.at, self.message)
        }
    }
}

fn err<T>(at: &str, message: impl Into<String>) -> Result<T, FormulaError> {
    Err(FormulaError { at: at.to_string(), message: message.into() })
}

fn one_member<'a>(j: &'a Json, at: &str, what: &str) -> Result<(&'a str, &'a Json), FormulaError> {
    match j {
        Json::Obj(m) if m.len() == 1 => Ok((m[0].0.as_str(), &m[0].1)),
        Json::Obj(m) => err(at, format!("{what} must be an object with one key, not {} keys", m.len())),
        other => err(at, format!("{what} must be an object like {{\"x\": 0}}, not {}", other.kind())),
    }
}

fn array<'a>(j: &'a Json, at: &str) -> Result<&'a [Json], FormulaError> {
    match j {
        Json::Arr(a) => Ok(a),
        other => err(at, format!("expected an array, not {}", other.kind())),
    }
}

fn int(j: &Json, at: &str) -> Result<i64, FormulaError> {
    match j {
        Json::Int(i) => i64::try_from(*i).or_else(|_| err(at, format!("{i} is out of range"))),
        other => err(at, format!("expected an integer, not {}", other.kind())),
    }
}

fn index(j: &Json, n: usize, at: &str) -> Result<usize, FormulaError> {
    let i = int(j, at)?;
    if i < 0 || i as u64 >= n as u64 {
        return err(
            at,
            format!("vertex index {i} is not one of 0..{} (the complex has {n} vertices)", n.saturating_sub(1)),
        );
    }
    Ok(i as usize)
}

fn pair(j: &Json, n: usize, at: &str) -> Result<(Term, Term), FormulaError> {
    let a = array(j, at)?;
    if a.len() != 2 {
        return err(at, format!("a comparison takes two terms, not {}", a.len()));
    }
    Ok((Term::from_json(&a[0], n, &format!("{at}[0]"))?, Term::from_json(&a[1], n, &format!("{at}[1]"))?))
}

fn terms(j: &Json, n: usize, at: &str, nonempty: bool) -> Result<Vec<Term>, FormulaError> {
    let a = array(j, at)?;
    if nonempty && a.is_empty() {
        return err(at, "needs at least one term");
    }
    a.iter().enumerate().map(|(i, t)| Term::from_json(t, n, &format!("{at}[{i}]"))).collect()
}

impl Term {
    /// Reads a term over `n` piles.
    pub fn from_json(j: &Json, n: usize, at: &str) -> Result<Term, FormulaError> {
        if let Json::Int(_) = j {
            return Ok(Term::Int(int(j, at)?));
        }
        let (key, v) = one_member(j, at, "a term")?;
        let at = if at.is_empty() { key.to_string() } else { format!("{at}.{key}") };
        match key {
            "x" => Ok(Term::X(index(v, n, &at)?)),
            "add" => Ok(Term::Add(terms(v, n, &at, false)?)),
            "min" => Ok(Term::Min(terms(v, n, &at, true)?)),
            "max" => Ok(Term::Max(terms(v, n, &at, true)?)),
            "mul" => {
                let a = array(v, &at)?;
                if a.len() != 2 {
                    return err(&at, "mul takes [c, t]: an integer and a term");
                }
                let c = int(&a[0], &format!("{at}[0]"))?;
                if c.abs() > MAX_COEFF {
                    return err(&at, format!("the multiplier {c} is outside -{MAX_COEFF}..{MAX_COEFF}"));
                }
                Ok(Term::Mul(c, Box::new(Term::from_json(&a[1], n, &format!("{at}[1]"))?)))
            }
            other => err(&at, format!("unknown term '{other}' (x, add, mul, min, max, or an integer)")),
        }
    }

    /// The term as JSON.
    pub fn to_json(&self) -> Json {
        let list = |ts: &[Term]| Json::Arr(ts.iter().map(Term::to_json).collect());
        match self {
            Term::Int(i) => Json::Int(*i as i128),
            Term::X(i) => Json::tagged("x", Json::Int(*i as i128)),
            Term::Add(ts) => Json::tagged("add", list(ts)),
            Term::Min(ts) => Json::tagged("min", list(ts)),
            Term::Max(ts) => Json::tagged("max", list(ts)),
            Term::Mul(c, t) => Json::tagged("mul", Json::Arr(vec![Json::Int(*c as i128), t.to_json()])),
        }
    }

    /// Its value at `p` (exact: see the module's limits).
    pub fn eval(&self, p: &[u64]) -> i128 {
        match self {
            Term::Int(i) => *i as i128,
            Term::X(i) => p[*i] as i128,
            Term::Add(ts) => ts.iter().map(|t| t.eval(p)).sum(),
            Term::Mul(c, t) => *c as i128 * t.eval(p),
            Term::Min(ts) => ts.iter().map(|t| t.eval(p)).min().unwrap_or(0),
            Term::Max(ts) => ts.iter().map(|t| t.eval(p)).max().unwrap_or(0),
        }
    }
}

impl Formula {
    /// Reads and checks a formula over `n` piles: the grammar, the vertex indices, the
    /// limits on nodes and multipliers, and that every `some_sym` lists permutations.
    pub fn from_json(j: &Json, n: usize) -> Result<Formula, FormulaError> {
        let mut defs = Defs { raw: Vec::new(), games: Vec::new(), done: HashMap::new(), reading: Vec::new() };
        let body = match j {
            Json::Obj(m) if m.iter().any(|(k, _)| k == "defs") => {
                if let Some((k, _)) = m.iter().find(|(k, _)| k != "defs" && k != "f" && k != "games") {
                    return err("", format!("unknown key '{k}' (a formula with defs has defs, f and maybe games)"));
                }
                for (k, v) in m.iter().filter(|(k, _)| k == "games").flat_map(|(_, g)| g.members()) {
                    let Json::Str(facets) = v else { return err("games", format!("the game of '{k}' is not text")) };
                    defs.games.push((k.clone(), facets.clone()));
                }
                let Some((_, f)) = m.iter().find(|(k, _)| k == "f") else {
                    return err("", "a formula with defs needs f, the formula itself");
                };
                let Some((_, Json::Obj(ds))) = m.iter().find(|(k, _)| k == "defs") else {
                    return err("defs", "defs must be an object of named formulas");
                };
                defs.raw = ds.iter().map(|(k, v)| (k.clone(), v)).collect();
                f
            }
            _ => j,
        };
        let f = Formula::read(body, n, if std::ptr::eq(body, j) { "" } else { "f" }, &mut defs)?;
        f.fits().or_else(|e| err("", e))?;
        if f.scale() > MAX_SCALE {
            return err("", "multipliers nested so deep that their product exceeds 2^40");
        }
        Ok(f)
    }

    fn read(j: &Json, n: usize, at: &str, defs: &mut Defs<'_>) -> Result<Formula, FormulaError> {
        if let Json::Bool(b) = j {
            return Ok(if *b { Formula::True } else { Formula::False });
        }
        let (key, v) = one_member(j, at, "a formula")?;
        let at = if at.is_empty() { key.to_string() } else { format!("{at}.{key}") };
        let list = |v: &Json, defs: &mut Defs<'_>| -> Result<Vec<Formula>, FormulaError> {
            array(v, &at)?.iter().enumerate().map(|(i, f)| Formula::read(f, n, &format!("{at}[{i}]"), defs)).collect()
        };
        Ok(match key {
            "eq" | "le" | "lt" => {
                let (a, b) = pair(v, n, &at)?;
                match key {
                    "eq" => Formula::Eq(a, b),
                    "le" => Formula::Le(a, b),
                    _ => Formula::Lt(a, b),
                }
            }
            "mod" => {
                let a = array(v, &at)?;
                if a.len() != 3 {
                    return err(&at, "mod takes [t, m, r] (t ≡ r mod m)");
                }
                let t = Term::from_json(&a[0], n, &format!("{at}[0]"))?;
                let m = int(&a[1], &format!("{at}[1]"))?;
                if m < 1 {
                    return err(&at, format!("the modulus {m} must be at least 1"));
                }
                Formula::Mod(t, m, int(&a[2], &format!("{at}[2]"))?)
            }
            "xor0" => Formula::Xor0(terms(v, n, &at, false)?),
            "digits" => {
                let mut sets = Vec::new();
                for (i, s) in array(v, &at)?.iter().enumerate() {
                    let at = format!("{at}[{i}]");
                    let mut mask = 0u64;
                    for (k, x) in array(s, &at)?.iter().enumerate() {
                        mask |= 1 << index(x, n, &format!("{at}[{k}]"))?;
                    }
                    sets.push(mask);
                }
                sets.sort_unstable();
                sets.dedup();
                Formula::Digits(sets)
            }
            "and" => Formula::And(list(v, defs)?),
            "or" => Formula::Or(list(v, defs)?),
            "not" => Formula::Not(Box::new(Formula::read(v, n, &at, defs)?)),
            "apply" => {
                let Json::Obj(m) = v else {
                    return err(&at, format!("apply takes {{\"f\": formula, \"args\": [...]}} or {{\"def\": name, \"args\": [...]}}, not {}", v.kind()));
                };
                let get = |k: &str| m.iter().find(|(key, _)| key == k).map(|(_, v)| v);
                if let Some((k, _)) = m.iter().find(|(k, _)| !["f", "def", "args"].contains(&k.as_str())) {
                    return err(&at, format!("unknown key '{k}' (apply has f or def, and args)"));
                }
                let Some(args) = get("args") else { return err(&at, "apply needs args: the reduced position's terms") };
                let args = terms(args, n, &format!("{at}.args"), false)?;
                let m = args.len();
                let sub = match (get("f"), get("def")) {
                    (Some(f), None) => Arc::new(Sub {
                        name: None,
                        arity: m,
                        f: Formula::read(f, m, &format!("{at}.f"), defs)?,
                        game: None,
                    }),
                    (None, Some(Json::Str(name))) => {
                        if let Some(d) = defs.done.get(name) {
                            if d.arity != m {
                                return err(
                                    &at,
                                    format!("the def '{name}' was applied to {} terms before, here to {m}", d.arity),
                                );
                            }
                            d.clone()
                        } else {
                            if defs.reading.contains(name) {
                                return err(&at, format!("the def '{name}' applies itself"));
                            }
                            let Some(raw) = defs.raw.iter().find(|(k, _)| k == name).map(|(_, v)| *v) else {
                                let known: Vec<&str> = defs.raw.iter().map(|(k, _)| k.as_str()).collect();
                                return err(
                                    &at,
                                    format!(
                                        "no def named '{name}' (defs: {})",
                                        if known.is_empty() { "none".into() } else { known.join(", ") }
                                    ),
                                );
                            };
                            defs.reading.push(name.clone());
                            let f = Formula::read(raw, m, &format!("defs.{name}"), defs)?;
                            defs.reading.pop();
                            let game = defs.games.iter().find(|(k, _)| k == name).map(|(_, g)| g.clone());
                            let d = Arc::new(Sub { name: Some(name.clone()), arity: m, f, game });
                            defs.done.insert(name.clone(), d.clone());
                            d
                        }
                    }
                    (None, Some(other)) => return err(&at, format!("def must name a def, not {}", other.kind())),
                    _ => return err(&at, "apply takes either f (the sub-formula) or def (a def's name)"),
                };
                Formula::Apply(sub, args)
            }
            "some_sym" => {
                let Json::Obj(m) = v else {
                    return err(&at, format!("some_sym takes {{\"perms\": [...], \"f\": formula}}, not {}", v.kind()));
                };
                let get = |k: &str| m.iter().find(|(key, _)| key == k).map(|(_, v)| v);
                if let Some((k, _)) = m.iter().find(|(k, _)| k != "perms" && k != "f") {
                    return err(&at, format!("unknown key '{k}' (some_sym has perms and f)"));
                }
                let (Some(perms), Some(f)) = (get("perms"), get("f")) else {
                    return err(&at, "some_sym needs both perms and f");
                };
                let mut gs = Vec::new();
                for (i, g) in array(perms, &format!("{at}.perms"))?.iter().enumerate() {
                    let at = format!("{at}.perms[{i}]");
                    let g: Vec<usize> = array(g, &at)?
                        .iter()
                        .enumerate()
                        .map(|(k, x)| index(x, n, &format!("{at}[{k}]")))
                        .collect::<Result<_, _>>()?;
                    let mut seen = vec![false; n];
                    if g.len() != n || g.iter().any(|&x| std::mem::replace(&mut seen[x], true)) {
                        return err(&at, format!("a symmetry must list each of the {n} vertex indices once"));
                    }
                    gs.push(g);
                }
                if gs.is_empty() {
                    return err(&at, "some_sym lists no permutation (the identity is [0, 1, …])");
                }
                Formula::SomeSym(gs, Box::new(Formula::read(f, n, &format!("{at}.f"), defs)?))
            }
            other => return err(&at, format!("unknown formula '{other}' ({KNOWN})")),
        })
    }

    /// Does the formula hold at `p`?
    pub fn holds(&self, p: &[u64]) -> bool {
        match self {
            Formula::True => true,
            Formula::False => false,
            Formula::Eq(a, b) => a.eval(p) == b.eval(p),
            Formula::Le(a, b) => a.eval(p) <= b.eval(p),
            Formula::Lt(a, b) => a.eval(p) < b.eval(p),
            Formula::Mod(t, m, r) => (t.eval(p) - *r as i128).rem_euclid(*m as i128) == 0,
            Formula::Xor0(ts) => {
                let mut x = 0u128;
                for t in ts {
                    let v = t.eval(p);
                    if v < 0 {
                        return false;
                    }
                    x ^= v as u128;
                }
                x == 0
            }
            Formula::Digits(sets) => {
                let used = p.iter().fold(0u64, |a, &v| a | v);
                let width = 64 - used.leading_zeros() as usize;
                // A column past the highest set bit is empty: `[]` must be listed.
                if width < 64 && sets.binary_search(&0).is_err() {
                    return false;
                }
                (0..width).all(|b| {
                    let col = p.iter().enumerate().fold(0u64, |a, (v, &x)| a | ((x >> b & 1) << v));
                    sets.binary_search(&col).is_ok()
                })
            }
            Formula::And(fs) => fs.iter().all(|f| f.holds(p)),
            Formula::Or(fs) => fs.iter().any(|f| f.holds(p)),
            Formula::Not(f) => !f.holds(p),
            Formula::SomeSym(gs, f) => {
                let mut q = vec![0u64; p.len()];
                gs.iter().any(|g| {
                    for (i, &gi) in g.iter().enumerate() {
                        q[i] = p[gi];
                    }
                    f.holds(&q)
                })
            }
            Formula::Apply(sub, args) => {
                let mut q = Vec::with_capacity(args.len());
                for t in args {
                    match u64::try_from(t.eval(p)) {
                        Ok(v) => q.push(v),
                        Err(_) => return false,
                    }
                }
                sub.f.holds(&q)
            }
        }
    }
}
