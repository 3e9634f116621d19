//! The symmetry lemmas a description with `some_sym` rests on, as SMT-LIB2 obligations (with
//! their controls): F and the moves are invariant under the listed symmetries, both ways, and
//! every position has a listed image that is least among its own images (so a rule asked
//! only at the least points of orbits serves every position).

use simnim_core::Complex;

use super::formula::Formula;
use super::smt::{call, declare, header, lex_le, preamble, start, vars, NotPresburger, Obligation};

/// The symmetry lemma the reduced obligations rest on, for F = some_sym(G, B): for every
/// listed g, F(p) = F(p∘g) and move(p, q) = move(p∘g, q∘g) (g maps faces to faces), both ways,
/// so no inverse need be listed. Quantifier-free: one claim that some g breaks either,
/// answered `unsat`. Its control: a position where F fails has a move into F.
pub(crate) fn symmetry(c: &Complex, f: &Formula, perms: &[Vec<usize>]) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let mut shared = start();
    shared.push_str(&preamble(c, f)?);
    declare(&mut shared, "p", n);
    declare(&mut shared, "q", n);
    let (p, q) = (vars("p", n), vars("q", n));
    let pg = |g: &[usize], v: &[String]| -> Vec<String> { g.iter().map(|&i| v[i].clone()).collect() };
    let f_breaks: Vec<String> =
        perms.iter().map(|g| format!("(not (= {} {}))", call("F", &p), call("F", &pg(g, &p)))).collect();
    let both: Vec<String> = p.iter().chain(&q).cloned().collect();
    let move_breaks: Vec<String> = perms
        .iter()
        .map(|g| {
            let image: Vec<String> = pg(g, &p).into_iter().chain(pg(g, &q)).collect();
            format!("(not (= {} {}))", call("move", &both), call("move", &image))
        })
        .collect();
    Ok(Obligation {
        about: "0: F and the moves are invariant under the listed symmetries, both ways (F(p) = F(p∘g), move(p, q) = move(p∘g, q∘g)); the reduction of 1 and 2 rests on it".into(),
        context: header(c),
        shared,
        negated: format!("(assert (or false {} {}))\n", f_breaks.join(" "), move_breaks.join(" ")),
        control_about: "a position where F fails has a move to one where F holds".into(),
        control: format!("(assert (not {}))\n(assert {})\n(assert {})\n", call("F", &p), call("move", &both), call("F", &q)),
    })
}

/// The orbit lemma the rule's reduction to least points rests on: every position has a
/// listed image `p∘g` that is lexicographically least among its own listed images (true
/// when the list is a group; checked, not assumed). Its control: some position has one.
pub(crate) fn leaders(c: &Complex, perms: &[Vec<usize>]) -> Obligation {
    let n = c.n();
    let mut shared = start();
    declare(&mut shared, "p", n);
    let p = vars("p", n);
    let pg = |g: &[usize], v: &[String]| -> Vec<String> { g.iter().map(|&i| v[i].clone()).collect() };
    let least: Vec<String> = perms
        .iter()
        .map(|g| {
            let a = pg(g, &p);
            let all: Vec<String> = perms.iter().map(|h| lex_le(&a, &pg(h, &a))).collect();
            format!("(and true {})", all.join(" "))
        })
        .collect();
    Obligation {
        about: "0 (orbits): every position has a listed image p∘g that is least (lexicographically) among its listed images, so a rule for the least points serves every position".into(),
        context: header(c),
        shared,
        negated: format!("(assert (not (or false {})))\n", least.join(" ")),
        control_about: "some position has such an image".into(),
        control: format!("(assert (or false {}))\n", least.join(" ")),
    }
}
