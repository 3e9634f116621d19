//! The prover's encoder: a formula, the move relation of a complex, and the two facts that
//! make a set the P-set, as SMT-LIB2 text (no solver here: this compiles to wasm too).
//!
//! A formula F over the piles is Presburger arithmetic once min and max are written with
//! `ite` and `t ≡ r (mod m)` with SMT-LIB's `mod` (Euclidean, as [`Formula::holds`] reads
//! it); `some_sym` is a disjunction over its permutations. F is the P-set iff
//!
//! 1. no move joins two positions where F holds — `F(p) ∧ F(q) ∧ move(p, q)` is unsat;
//! 2. from every position where F fails some move reaches F — `¬F(p) ∧ ∀q (move(p, q) →
//!    ¬F(q))` is unsat, or, with a winning-move rule `q = R_j(p)` (affine moves found from
//!    data), the quantifier-free `¬F(p) ∧ ⋀_j ¬(move(p, R_j(p)) ∧ F(R_j(p)))` is unsat
//!    (which implies the first: each `R_j(p)` is a witness).
//!
//! `move(p, q)`: `0 ≤ q ≤ p`, `q ≠ p`, and the piles that changed lie in one facet. Every
//! file is self-contained: a referee reads and re-runs it (`z3 FILE` or `cvc5 FILE` prints
//! `unsat`) without simnim.

use std::fmt::Write as _;

use simnim_core::Complex;

use super::formula::{Formula, Sub, Term};

/// Why a formula has no Presburger encoding: `xor0` and `digits` are bitwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotPresburger(pub &'static str);

pub use super::obligation::Obligation;
pub(crate) use super::template::num;
pub use super::template::{describe, Affine, Template};

pub(crate) fn vars(prefix: &str, n: usize) -> Vec<String> {
    (0..n).map(|i| format!("{prefix}{i}")).collect()
}

/// The encoder of one formula over `n` piles: helper functions for min, max and each
/// `some_sym`, then `F`.
pub(crate) struct Encoder {
    n: usize,
    pub(crate) out: String,
    syms: usize,
    /// Sub-formulas defined so far (by identity) and their function names.
    subs: Vec<(*const Sub, String)>,
    /// Put after `D` in the names of the sub-formulas this encoder defines.
    tag: &'static str,
}

/// The sub-formulas a preamble defined, by identity, with their function names.
pub(crate) type Defined = Vec<(*const Sub, String)>;

impl Encoder {
    /// An encoder for formulas over `n` piles whose helper names start after the preamble's
    /// (`first_sym`: how many `S…` functions the preamble defined).
    pub(crate) fn after(n: usize, first_sym: usize) -> Encoder {
        Encoder { n, out: String::new(), syms: first_sym, subs: Vec::new(), tag: "x" }
    }

    /// An encoder after a preamble that defined `subs` (applications of them call the
    /// preamble's functions; new ones are defined under names of their own).
    pub(crate) fn reusing(n: usize, first_sym: usize, subs: Defined) -> Encoder {
        Encoder { n, out: String::new(), syms: first_sym, subs, tag: "x" }
    }

    fn params(&self) -> String {
        vars("x", self.n).iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" ")
    }

    pub(crate) fn term(&self, t: &Term, args: &[String]) -> String {
        let list = |ts: &[Term]| ts.iter().map(|t| self.term(t, args)).collect::<Vec<_>>();
        match t {
            Term::Int(i) => num(*i as i128),
            Term::X(i) => args[*i].clone(),
            Term::Add(ts) => match ts.len() {
                0 => "0".into(),
                1 => self.term(&ts[0], args),
                _ => format!("(+ {})", list(ts).join(" ")),
            },
            Term::Mul(c, t) => format!("(* {} {})", num(*c as i128), self.term(t, args)),
            Term::Min(ts) | Term::Max(ts) => {
                let f = if matches!(t, Term::Min(_)) { "min2" } else { "max2" };
                let mut it = list(ts).into_iter();
                let first = it.next().unwrap_or_else(|| "0".into());
                it.fold(first, |acc, x| format!("({f} {acc} {x})"))
            }
        }
    }

    /// Defines a sub-formula once, as a function of its own piles; its name.
    fn sub(&mut self, sub: &Sub) -> Result<String, NotPresburger> {
        let key = sub as *const Sub;
        if let Some((_, name)) = self.subs.iter().find(|(k, _)| *k == key) {
            return Ok(name.clone());
        }
        let mut inner = Encoder {
            n: sub.arity,
            out: String::new(),
            syms: self.syms,
            subs: std::mem::take(&mut self.subs),
            tag: self.tag,
        };
        let body = inner.formula(&sub.f, &vars("x", sub.arity))?;
        let name = format!("D{}{}", self.tag, inner.subs.len());
        let label = sub.name.clone().unwrap_or_else(|| "a sub-game".into());
        let _ = writeln!(
            inner.out,
            "; {name}: the P-set of {label}, over its own piles\n(define-fun {name} ({}) Bool\n  {body})",
            inner.params()
        );
        self.out.push_str(&inner.out);
        self.syms = inner.syms;
        self.subs = inner.subs;
        self.subs.push((key, name.clone()));
        Ok(name)
    }

    pub(crate) fn formula(&mut self, f: &Formula, args: &[String]) -> Result<String, NotPresburger> {
        Ok(match f {
            Formula::True => "true".into(),
            Formula::False => "false".into(),
            Formula::Eq(a, b) => format!("(= {} {})", self.term(a, args), self.term(b, args)),
            Formula::Le(a, b) => format!("(<= {} {})", self.term(a, args), self.term(b, args)),
            Formula::Lt(a, b) => format!("(< {} {})", self.term(a, args), self.term(b, args)),
            Formula::Mod(t, m, r) => {
                format!("(= (mod (- {} {}) {m}) 0)", self.term(t, args), num(*r as i128))
            }
            Formula::Xor0(_) => return Err(NotPresburger("xor0 (a nim-sum) is bitwise, not Presburger")),
            Formula::Digits(_) => {
                return Err(NotPresburger("digits (binary digit columns) are bitwise, not Presburger"))
            }
            Formula::And(fs) | Formula::Or(fs) => {
                let op = if matches!(f, Formula::And(_)) { "and" } else { "or" };
                if fs.is_empty() {
                    return Ok(if op == "and" { "true".into() } else { "false".into() });
                }
                let parts = fs.iter().map(|g| self.formula(g, args)).collect::<Result<Vec<_>, _>>()?;
                format!("({op} {})", parts.join(" "))
            }
            Formula::Not(g) => format!("(not {})", self.formula(g, args)?),
            Formula::Apply(sub, ts) => {
                let name = self.sub(sub)?;
                let vals: Vec<String> = ts.iter().map(|t| self.term(t, args)).collect();
                let mut parts: Vec<String> = vals.iter().map(|v| format!("(>= {v} 0)")).collect();
                parts.push(if vals.is_empty() { name } else { format!("({name} {})", vals.join(" ")) });
                format!("(and {})", parts.join(" "))
            }
            Formula::SomeSym(gs, body) => {
                // The body as a function of the (permuted) piles, then the disjunction.
                let own = vars("x", self.n);
                let inner = self.formula(body, &own)?;
                let name = format!("S{}", self.syms);
                self.syms += 1;
                let _ = writeln!(self.out, "(define-fun {name} ({}) Bool\n  {inner})", self.params());
                let calls: Vec<String> = gs
                    .iter()
                    .map(|g| format!("({name} {})", g.iter().map(|&i| args[i].as_str()).collect::<Vec<_>>().join(" ")))
                    .collect();
                format!("(or {})", calls.join(" "))
            }
        })
    }
}

/// The definitions every file starts with: `min2`, `max2`, the formula `F` over `x0 …`,
/// and `move` over `p0 …, q0 …`.
pub fn preamble(c: &Complex, f: &Formula) -> Result<String, NotPresburger> {
    Ok(preamble_defining(c, f)?.0)
}

/// The preamble, and the sub-formulas it defined with their names.
pub(crate) fn preamble_defining(c: &Complex, f: &Formula) -> Result<(String, Defined), NotPresburger> {
    let n = c.n();
    let mut e = Encoder { n, out: String::new(), syms: 0, subs: Vec::new(), tag: "" };
    e.out.push_str("(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))\n");
    e.out.push_str("(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))\n");
    let body = e.formula(f, &vars("x", n))?;
    let params = e.params();
    let _ = writeln!(
        e.out,
        "; F: the description, true at the positions it calls P\n(define-fun F ({params}) Bool\n  {body})"
    );
    // F = some_sym(G, B): B, the description before its symmetries, is the last symmetric
    // function defined (those of the sub-games it applies come first).
    if let Formula::SomeSym(..) = f {
        let top = e.syms.saturating_sub(1);
        let _ = writeln!(e.out, "; B: F before its symmetries (F(p) holds iff B holds at p∘g for a listed g)\n(define-fun B ({params}) Bool (S{top} {}))", vars("x", n).join(" "));
    }
    e.out.push_str(&move_definition(c, "move"));
    Ok((e.out, e.subs))
}

/// The move relation of `c` as a function `name` over `p0 …, q0 …`: q is one move from p
/// (piles lowered, at least one, all of them in one facet).
pub(crate) fn move_definition(c: &Complex, name: &str) -> String {
    let n = c.n();
    let (p, q) = (vars("p", n), vars("q", n));
    let decl: Vec<String> = p.iter().chain(&q).map(|v| format!("({v} Int)")).collect();
    let mut facets: Vec<String> = Vec::new();
    for &s in c.facets() {
        let fixed: Vec<String> = (0..n).filter(|&i| s >> i & 1 == 0).map(|i| format!("(= q{i} p{i})")).collect();
        facets.push(match fixed.len() {
            0 => "true".into(),
            1 => fixed[0].clone(),
            _ => format!("(and {})", fixed.join(" ")),
        });
    }
    format!(
        "; {name}: q is one move from p (piles lowered, at least one, all of them in one facet)\n(define-fun {name} ({}) Bool\n  (and {} {} (or {}) (or {})))\n",
        decl.join(" "),
        (0..n).map(|i| format!("(>= q{i} 0)")).collect::<Vec<_>>().join(" "),
        (0..n).map(|i| format!("(<= q{i} p{i})")).collect::<Vec<_>>().join(" "),
        (0..n).map(|i| format!("(< q{i} p{i})")).collect::<Vec<_>>().join(" "),
        if facets.is_empty() { "false".to_string() } else { facets.join(" ") },
    )
}

pub(crate) fn declare(out: &mut String, prefix: &str, n: usize) {
    for i in 0..n {
        let _ = writeln!(out, "(declare-const {prefix}{i} Int)\n(assert (>= {prefix}{i} 0))");
    }
}

pub(crate) fn call(name: &str, args: &[String]) -> String {
    if args.is_empty() {
        name.to_string()
    } else {
        format!("({name} {})", args.join(" "))
    }
}

/// Limits the piles of `prefix` to a total of at most `bound` (for small counterexamples).
fn bound_total(out: &mut String, prefix: &str, n: usize, bound: Option<u64>) {
    if let Some(b) = bound {
        let sum: Vec<String> = vars(prefix, n);
        let total = if n == 1 { sum[0].clone() } else { format!("(+ {})", sum.join(" ")) };
        let _ = writeln!(out, "(assert (<= {} {b}))", if n == 0 { "0".into() } else { total });
    }
}

/// Obligation 1: no move joins two positions where F holds (`unsat` proves it). With a
/// bound, only positions with at most that many chips (a search for a small counterexample).
///
/// With `symmetric` (F = some_sym over a group G of automorphisms, see `smt_sym::symmetry`), p is
/// taken where B itself holds: any pair (p, q) maps to one by the g with B(p∘g), since F and
/// the moves are G-invariant.
///
/// Its control: a position where F fails has a move to one where B holds (from (1,0,…,0) to
/// the empty position, for a correct F), so B, the moves and ¬F are not empty.
pub fn obligation_1(
    c: &Complex,
    f: &Formula,
    bound: Option<u64>,
    symmetric: bool,
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let mut shared = start();
    shared.push_str(&preamble(c, f)?);
    declare(&mut shared, "p", n);
    declare(&mut shared, "q", n);
    bound_total(&mut shared, "p", n, bound);
    let (p, q) = (vars("p", n), vars("q", n));
    let both: Vec<String> = p.iter().chain(&q).cloned().collect();
    let b = if symmetric { "B" } else { "F" };
    let first = call(b, &p);
    let _ = writeln!(shared, "(assert {})", call("move", &both));
    Ok(Obligation {
        about: "1: no move joins two positions where F holds".into(),
        context: header(c),
        shared,
        negated: format!("(assert {first})\n(assert {})\n", call("F", &q)),
        control_about: format!("a position where F fails has a move to one where {b} holds"),
        control: format!("(assert (not {}))\n(assert {})\n", call("F", &p), call(b, &q)),
    })
}

/// Obligation 2 as one quantified query: from every position where F fails, some move
/// reaches F (`unsat` proves it). Its control: from some position where F fails, a move
/// reaches F.
pub fn obligation_2_quantified(c: &Complex, f: &Formula, bound: Option<u64>) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let mut shared = start();
    shared.push_str(&preamble(c, f)?);
    declare(&mut shared, "p", n);
    bound_total(&mut shared, "p", n, bound);
    let (p, q) = (vars("p", n), vars("q", n));
    let both: Vec<String> = p.iter().chain(&q).cloned().collect();
    let _ = writeln!(shared, "(assert (not {}))", call("F", &p));
    let forall = if n > 0 {
        format!(
            "(forall ({}) (=> {} (not {})))",
            q.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" "),
            call("move", &both),
            call("F", &q)
        )
    } else {
        "true".into()
    };
    Ok(Obligation {
        about: "2: from every position where F fails, some move reaches F (quantified)".into(),
        context: header(c),
        shared,
        negated: format!("(assert {forall})\n"),
        control_about: "from some position where F fails, a move reaches F".into(),
        control: format!("(assert (not {forall}))\n"),
    })
}

/// Obligation 2 with a winning-move rule: from every position where F fails, one of the
/// rule's moves is legal and reaches F (`unsat` proves it; quantifier-free).
///
/// With `leaders` (the perms of F's some_sym, a group of automorphisms: see `smt_sym::symmetry`),
/// only positions that are lexicographically least in their orbit are asked for: F, ¬F and
/// the moves are invariant, so a rule that serves the least point of an orbit serves all of it.
pub fn obligation_2_rule(
    c: &Complex,
    f: &Formula,
    rule: &[Template],
    bound: Option<u64>,
    leaders: Option<&[Vec<usize>]>,
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let mut out = start();
    out.push_str(&preamble(c, f)?);
    let (p, x) = (vars("p", n), vars("x", n));
    rule_definitions(&mut out, "move", &x, rule, |target, via| match (via, f) {
        // B at target∘g implies F at target (g is one of F's symmetries).
        (Some(g), Formula::SomeSym(..)) => call("B", &g.iter().map(|&i| target[i].clone()).collect::<Vec<_>>()),
        _ => call("F", target),
    });
    declare(&mut out, "p", n);
    bound_total(&mut out, "p", n, bound);
    let _ = writeln!(out, "(assert (not {}))", call("F", &p));
    for g in leaders.unwrap_or(&[]) {
        let image: Vec<String> = g.iter().map(|&i| p[i].clone()).collect();
        if image != p {
            let _ = writeln!(out, "(assert {})", lex_le(&p, &image));
        }
    }
    let mut negated = String::new();
    for j in 0..rule.len() {
        let _ = writeln!(negated, "(assert (not {}))", call(&format!("R{j}"), &p));
    }
    let served: Vec<String> = (0..rule.len()).map(|j| call(&format!("R{j}"), &p)).collect();
    Ok(Obligation {
        about: "2: from every position where F fails, some move reaches F (by the rule's moves)".into(),
        context: header(c),
        shared: out,
        negated,
        control_about: format!(
            "from some position where F fails{}, one of the rule's moves is legal and reaches F",
            if leaders.is_some() { " (least in its orbit)" } else { "" }
        ),
        control: format!("(assert (or false {}))\n", served.join(" ")),
    })
}

/// The rule's moves as functions `R0 …` of the piles `x`: `R_j(x)` holds when the j-th move
/// is legal by `mv` and its target is reached (`reaches`, of the target's terms and the
/// move's symmetry).
pub(crate) fn rule_definitions(
    out: &mut String,
    mv: &str,
    x: &[String],
    rule: &[Template],
    reaches: impl Fn(&[String], Option<&[usize]>) -> String,
) {
    for (j, t) in rule.iter().enumerate() {
        let target = target(&t.moved, x);
        let both: Vec<String> = x.iter().cloned().chain(target.iter().cloned()).collect();
        let _ = writeln!(
            out,
            "; rule {j}: {}\n(define-fun R{j} ({}) Bool\n  (and {} {}))",
            describe(t),
            x.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" "),
            call(mv, &both),
            reaches(&target, t.via.as_deref()),
        );
    }
}

/// The position a template's move leads to from the variables `v`, as terms.
pub(crate) fn target(moved: &[(usize, Affine)], v: &[String]) -> Vec<String> {
    (0..v.len()).map(|i| moved.iter().find(|(j, _)| *j == i).map_or_else(|| v[i].clone(), |(_, a)| a.smt(v))).collect()
}

/// `a ≤ b` lexicographically.
pub(crate) fn lex_le(a: &[String], b: &[String]) -> String {
    match (a.split_first(), b.split_first()) {
        (Some((x, [])), Some((y, _))) => format!("(<= {x} {y})"),
        (Some((x, xs)), Some((y, ys))) => format!("(or (< {x} {y}) (and (= {x} {y}) {}))", lex_le(xs, ys)),
        _ => "true".into(),
    }
}

/// A query for one position `p`: is there a move to a position where F holds that changes
/// at most `changed` piles? (`sat`, with the move in the model, or `unsat`.) With
/// `smallest`, the solver maximises what is left (z3's optimiser): the move that takes the
/// fewest chips, as the papers' winning moves do.
pub fn move_into_f(
    c: &Complex,
    f: &Formula,
    p: &[u64],
    changed: Option<usize>,
    smallest: bool,
) -> Result<String, NotPresburger> {
    let n = c.n();
    let mut out = String::from("(set-option :produce-models true)\n");
    out.push_str(&preamble(c, f)?);
    declare(&mut out, "q", n);
    let pv: Vec<String> = p.iter().map(|x| x.to_string()).collect();
    let q = vars("q", n);
    let both: Vec<String> = pv.iter().chain(&q).cloned().collect();
    let _ = writeln!(out, "(assert {})\n(assert {})", call("move", &both), call("F", &q));
    if let Some(k) = changed {
        let moved: Vec<String> = (0..n).map(|i| format!("(ite (< q{i} {}) 1 0)", p[i])).collect();
        let _ = writeln!(out, "(assert (<= (+ 0 {}) {k}))", moved.join(" "));
    }
    if smallest && n > 0 {
        let _ = writeln!(out, "(maximize (+ 0 {}))", q.join(" "));
    }
    out.push_str("(check-sat)\n");
    Ok(out)
}

/// A query: does F hold at `p`? (`sat` or `unsat`; the encoder's own check against
/// [`Formula::holds`].)
pub fn holds_at(c: &Complex, f: &Formula, p: &[u64]) -> Result<String, NotPresburger> {
    let mut out = String::from("(set-logic ALL)\n");
    out.push_str(&preamble(c, f)?);
    let pv: Vec<String> = p.iter().map(|x| x.to_string()).collect();
    let _ = writeln!(out, "(assert {})\n(check-sat)", call("F", &pv));
    Ok(out)
}

/// The header's comment lines after the first: the complex and the vertex order.
pub(crate) fn header(c: &Complex) -> String {
    let facets: Vec<String> = c.facets().iter().map(|&s| c.set_to_string(s)).collect();
    let labels: Vec<String> = c.labels().iter().map(|l| l.to_string()).collect();
    format!(
        "; The complex's facets: {}; piles x0.. (and p0.., q0..) in the vertex order {}.\n",
        facets.join(","),
        labels.join(",")
    )
}

/// The shared part's first lines: `produce-models` lets a solver show a counterexample (it
/// must come before the logic).
pub(crate) fn start() -> String {
    "(set-option :produce-models true)\n(set-logic ALL)\n".into()
}

/// The start of a shared part that uses F: [`start`], then F and what it needs
/// ([`preamble_defining`]), with the sub-games defined there.
pub(crate) fn start_with_f(c: &Complex, f: &Formula) -> Result<(String, Defined), NotPresburger> {
    let (pre, subs) = preamble_defining(c, f)?;
    Ok((start() + &pre, subs))
}
