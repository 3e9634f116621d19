//! Winning-move rules: a finite list of affine moves, one of which leads from every position
//! where a description F fails into F — the papers' proofs give one such move per case, and
//! with one the second proof obligation needs no quantifier (see [`crate::smt`]).
//!
//! The rule is found from data. For a position p where F fails and a move p → q into F, the
//! move is explained by the piece of F that holds at q: under the symmetry and the branch of
//! every min and max that q takes, the piece's equations are affine; solved for the piles the
//! move changed, they give each new pile as an affine function of the old position. Piles
//! left free by the equations take the simplest value that matches (0, another pile, or one
//! less). Candidates from every explained move of a box are ranked by how many positions
//! they serve, and a greedy cover picks the rule; the solver then checks it for every
//! position, and a position it cannot serve becomes new data ([`crate::prove`]).

use std::collections::{BTreeMap, BTreeSet};

use simnim_core::solve;

use super::formula::{Formula, Term};
use super::smt::{Affine, Template};

/// One piece of F: a conjunction of atoms, each read under its own permutation (x_i means
/// p[g[i]]), and the outermost symmetry it came through (for the rule's `via`).
struct Piece<'a> {
    top: Vec<usize>,
    atoms: Vec<(&'a Formula, Vec<usize>)>,
}

fn compose(outer: &[usize], inner: &[usize]) -> Vec<usize> {
    // An inner formula over x_i reads outer's x_{inner[i]}, which reads p[outer[inner[i]]].
    inner.iter().map(|&i| outer[i]).collect()
}

/// Most pieces collected from one formula (a conjunction of disjunctions multiplies them).
const MAX_PIECES: usize = 4096;

/// The pieces of F: a disjunction (through `or`, `some_sym` and conjunctions of them) of
/// conjunctions of atoms. `top` is the outermost symmetry (`None` above any).
fn pieces<'a>(f: &'a Formula, g: &[usize], top: Option<&[usize]>, out: &mut Vec<Piece<'a>>) {
    let top_or = |h: &[usize]| top.map_or(h.to_vec(), <[usize]>::to_vec);
    match f {
        Formula::Or(fs) => fs.iter().for_each(|h| pieces(h, g, top, out)),
        Formula::SomeSym(gs, body) => gs.iter().for_each(|h| {
            let c = compose(g, h);
            pieces(body, &c, Some(&top_or(&c)), out)
        }),
        Formula::And(fs) => {
            // Nested conjunctions flattened; atoms kept; each disjunction multiplies.
            let mut flat: Vec<&Formula> = Vec::new();
            let mut stack: Vec<&Formula> = fs.iter().collect();
            while let Some(h) = stack.pop() {
                match h {
                    Formula::And(inner) => stack.extend(inner.iter()),
                    other => flat.push(other),
                }
            }
            let atoms: Vec<(&Formula, Vec<usize>)> =
                flat.iter().filter(|h| is_atom(h)).map(|h| (*h, g.to_vec())).collect();
            let mut acc = vec![Piece { top: top_or(g), atoms }];
            for h in flat.iter().filter(|h| matches!(h, Formula::Or(_) | Formula::SomeSym(..))) {
                let mut inner = Vec::new();
                pieces(h, g, Some(&top_or(g)), &mut inner);
                let mut next = Vec::new();
                for a in &acc {
                    for b in &inner {
                        if next.len() >= MAX_PIECES {
                            break;
                        }
                        let mut atoms = a.atoms.clone();
                        atoms.extend(b.atoms.iter().cloned());
                        next.push(Piece { top: a.top.clone(), atoms });
                    }
                }
                acc = next;
            }
            out.extend(acc);
        }
        h if is_atom(h) => out.push(Piece { top: top_or(g), atoms: vec![(h, g.to_vec())] }),
        _ => {}
    }
}

fn is_atom(f: &Formula) -> bool {
    matches!(f, Formula::Eq(..) | Formula::Le(..) | Formula::Lt(..) | Formula::Mod(..))
}

/// `t` as affine functions of p under the permutation `g`, each min and max taking a branch
/// it takes at `at` (every one of equal branches: at most [`MAX_BRANCHES`] combinations).
pub(crate) fn affine(t: &Term, g: &[usize], at: &[u64], n: usize) -> Vec<Affine> {
    let zero = || Affine { coeffs: vec![0; n], constant: 0 };
    let mut out = match t {
        Term::Int(i) => vec![Affine { coeffs: vec![0; n], constant: *i }],
        Term::X(i) => {
            let mut a = zero();
            a.coeffs[g[*i]] = 1;
            vec![a]
        }
        Term::Add(ts) => ts.iter().fold(vec![zero()], |acc, t| {
            let parts = affine(t, g, at, n);
            let mut next = Vec::new();
            for a in &acc {
                for b in &parts {
                    let coeffs = a.coeffs.iter().zip(&b.coeffs).map(|(x, y)| x + y).collect();
                    next.push(Affine { coeffs, constant: a.constant + b.constant });
                }
            }
            next.truncate(MAX_BRANCHES);
            next
        }),
        Term::Mul(c, t) => affine(t, g, at, n)
            .into_iter()
            .map(|a| Affine { coeffs: a.coeffs.iter().map(|x| x * c).collect(), constant: a.constant * c })
            .collect(),
        Term::Min(ts) | Term::Max(ts) => {
            let q = permuted(at, g);
            let vals: Vec<i128> = ts.iter().map(|t| t.eval(&q)).collect();
            let best = if matches!(t, Term::Min(_)) { vals.iter().min() } else { vals.iter().max() };
            let best = best.copied().unwrap_or(0);
            ts.iter().zip(&vals).filter(|(_, &v)| v == best).flat_map(|(t, _)| affine(t, g, at, n)).collect()
        }
    };
    out.truncate(MAX_BRANCHES);
    out
}

/// The most branch combinations of equal minima (or maxima) explored for one term.
const MAX_BRANCHES: usize = 8;

/// The position as a piece under `g` reads it: `q[i] = p[g[i]]`.
fn permuted(p: &[u64], g: &[usize]) -> Vec<u64> {
    g.iter().map(|&i| p[i]).collect()
}

/// Solves `rows` (each: coefficients on the unknowns `d`, and the right-hand side as an
/// affine function of p) exactly; `None` unless the solution is unique with integer
/// coefficients.
fn solve_affine(rows: &[(Vec<i128>, Affine)], d: &[usize], n: usize) -> Option<Vec<Affine>> {
    let k = d.len();
    // Augmented matrix over i128 with fraction-free elimination: the right-hand side is a
    // vector of n + 1 entries (coefficients, then the constant).
    let mut m: Vec<(Vec<i128>, Vec<i128>)> = rows
        .iter()
        .map(|(a, b)| (a.clone(), b.coeffs.iter().map(|&x| x as i128).chain([b.constant as i128]).collect()))
        .collect();
    if m.len() != k {
        return None;
    }
    for col in 0..k {
        let pivot = (col..k).find(|&r| m[r].0[col] != 0)?;
        m.swap(col, pivot);
        for r in 0..k {
            if r != col && m[r].0[col] != 0 {
                let (a, b) = (m[col].0[col], m[r].0[col]);
                for j in 0..k {
                    m[r].0[j] = m[r].0[j].checked_mul(a)?.checked_sub(m[col].0[j].checked_mul(b)?)?;
                }
                for j in 0..=n {
                    m[r].1[j] = m[r].1[j].checked_mul(a)?.checked_sub(m[col].1[j].checked_mul(b)?)?;
                }
            }
        }
    }
    let mut out = Vec::new();
    for (r, row) in m.iter().enumerate() {
        let a = row.0[r];
        if a == 0 || row.1.iter().any(|&x| x % a != 0) {
            return None;
        }
        let vals: Vec<i64> = row.1.iter().map(|&x| i64::try_from(x / a).ok()).collect::<Option<_>>()?;
        out.push(Affine { coeffs: vals[..n].to_vec(), constant: vals[n] });
    }
    Some(out)
}

/// The simplest affine values that give pile `v` the value `want` at `p`: 0, another pile,
/// the pile less one.
fn simple_values(v: usize, want: u64, p: &[u64]) -> Vec<Affine> {
    let n = p.len();
    let unit = |i: usize, c: i64| {
        let mut coeffs = vec![0; n];
        coeffs[i] = 1;
        Affine { coeffs, constant: c }
    };
    let mut out = Vec::new();
    if want == 0 {
        out.push(Affine { coeffs: vec![0; n], constant: 0 });
    }
    for (u, &x) in p.iter().enumerate() {
        if u != v && x == want {
            out.push(unit(u, 0));
        }
    }
    if p[v] >= 1 && p[v] - 1 == want {
        out.push(unit(v, -1));
    }
    out
}

/// The ways to explain the move `p → q` into F as a template (at most a few).
pub(crate) fn explain(f: &Formula, p: &[u64], q: &[u64]) -> Vec<Template> {
    let out = explain_with(f, p, q, false);
    if !out.is_empty() {
        return out;
    }
    // No template reproduces q itself (a move from a family, such as (32, k, 79 − k, k, …),
    // whose member q is no simple value): templates that empty some of q's piles instead and
    // still lead from p into F, on q's piles only.
    explain_with(f, p, q, true)
}

/// [`explain`]; with `zeros`, a moved pile may also go to 0, and a template is kept when its
/// move from p is legal within q's piles and reaches F, whether or not it gives q.
fn explain_with(f: &Formula, p: &[u64], q: &[u64], zeros: bool) -> Vec<Template> {
    let n = p.len();
    let top_perms: &[Vec<usize>] = if let Formula::SomeSym(gs, _) = f { gs } else { &[] };
    let d: Vec<usize> = (0..n).filter(|&v| q[v] < p[v]).collect();
    // Applications written out: a sub-game's equations are equations over the piles.
    let flat = f.inlined();
    let mut all = Vec::new();
    pieces(&flat, &(0..n).collect::<Vec<_>>(), None, &mut all);
    let mut out: BTreeSet<Template> = BTreeSet::new();
    for piece in &all {
        if !piece.atoms.iter().all(|(a, g)| a.holds(&permuted(q, g))) {
            continue;
        }
        // The piece's equations at q's branches: Σ a_u x_u + k = 0 (every combination of
        // equal branches).
        let mut eqs: Vec<Affine> = Vec::new();
        for (a, g) in &piece.atoms {
            if let Formula::Eq(s, t) = a {
                for x in affine(s, g, q, n) {
                    for y in affine(t, g, q, n) {
                        let coeffs: Vec<i64> = x.coeffs.iter().zip(&y.coeffs).map(|(a, b)| a - b).collect();
                        let e = Affine { coeffs, constant: x.constant - y.constant };
                        if d.iter().any(|&v| e.coeffs[v] != 0) && !eqs.contains(&e) {
                            eqs.push(e);
                        }
                    }
                }
            }
        }
        // Some moved piles solved from as many equations, the others at simple values
        // (substituted into the equations first).
        for mask in 1u32..(1 << d.len().min(6)) {
            let solved: Vec<usize> =
                d.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, &v)| v).collect();
            let rest: Vec<usize> = d.iter().copied().filter(|v| !solved.contains(v)).collect();
            let simple_of = |v: usize| {
                let mut vals = simple_values(v, q[v], p);
                let zero = Affine { coeffs: vec![0; n], constant: 0 };
                if zeros && !vals.contains(&zero) {
                    vals.push(zero);
                }
                vals
            };
            for simple in product(&rest.iter().map(|&v| simple_of(v)).collect::<Vec<_>>()) {
                let known: Vec<(usize, &Affine)> = rest.iter().copied().zip(simple.iter()).collect();
                // Each equation as Σ_{solved} a_v q_v = rhs(p).
                let rows: Vec<(Vec<i128>, Affine)> = eqs
                    .iter()
                    .map(|eq| {
                        let lhs: Vec<i128> = solved.iter().map(|&v| eq.coeffs[v] as i128).collect();
                        let mut rhs = Affine { coeffs: vec![0; n], constant: -eq.constant };
                        for u in 0..n {
                            if solved.contains(&u) {
                                continue;
                            }
                            match known.iter().find(|(v, _)| *v == u) {
                                Some((_, a)) => {
                                    for (r, c) in rhs.coeffs.iter_mut().zip(&a.coeffs) {
                                        *r -= eq.coeffs[u] * c;
                                    }
                                    rhs.constant -= eq.coeffs[u] * a.constant;
                                }
                                None => rhs.coeffs[u] -= eq.coeffs[u],
                            }
                        }
                        (lhs, rhs)
                    })
                    .filter(|(lhs, _)| lhs.iter().any(|&x| x != 0))
                    .collect();
                for chosen in combinations(rows.len(), solved.len()).into_iter().take(24) {
                    let system: Vec<(Vec<i128>, Affine)> = chosen.iter().map(|&r| rows[r].clone()).collect();
                    let Some(values) = solve_affine(&system, &solved, n) else { continue };
                    if !zeros && values.iter().zip(&solved).any(|(a, &v)| a.eval(p) != q[v] as i128) {
                        continue;
                    }
                    if zeros {
                        // The move it gives from p: legal on q's piles, and into F.
                        let mut t = p.to_vec();
                        let mut ok = true;
                        for (v, a) in
                            solved.iter().zip(&values).map(|(v, a)| (*v, a)).chain(known.iter().map(|(v, a)| (*v, *a)))
                        {
                            let x = a.eval(p);
                            ok &= x >= 0 && x <= p[v] as i128;
                            t[v] = x.max(0) as u64;
                        }
                        if !ok || t == p || !f.holds(&t) {
                            continue;
                        }
                    }
                    let mut moved: Vec<(usize, Affine)> = solved.iter().copied().zip(values.iter().cloned()).collect();
                    moved.extend(known.iter().map(|(v, a)| (*v, (*a).clone())));
                    moved.sort();
                    let via = top_perms.contains(&piece.top).then(|| piece.top.clone());
                    out.insert(Template { moved, via });
                    if out.len() >= 32 {
                        return out.into_iter().collect();
                    }
                }
            }
        }
    }
    // No equation explains it: simple values only.
    if out.is_empty() && !zeros {
        for simple in product(&d.iter().map(|&v| simple_values(v, q[v], p)).collect::<Vec<_>>()) {
            out.insert(Template { moved: d.iter().copied().zip(simple).collect(), via: None });
        }
    }
    out.into_iter().collect()
}

fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::new();
    fn go(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            go(i + 1, n, k, cur, out);
            cur.pop();
            if out.len() >= 64 {
                return;
            }
        }
    }
    go(0, n, k, &mut cur, &mut out);
    out
}

fn product(choices: &[Vec<Affine>]) -> Vec<Vec<Affine>> {
    let mut out: Vec<Vec<Affine>> = vec![Vec::new()];
    for c in choices {
        out = out
            .iter()
            .flat_map(|prefix| c.iter().map(move |x| [prefix.clone(), vec![x.clone()]].concat()))
            .take(16)
            .collect();
    }
    out
}

/// Data for the rule: positions where F fails, and candidate templates with the positions
/// each serves (evaluated lazily: each candidate against each position once).
pub(crate) struct Data {
    pub(crate) positions: Vec<Vec<u64>>,
    pub(crate) candidates: BTreeMap<Template, BTreeSet<usize>>,
    /// How many positions each candidate has been evaluated on.
    seen: BTreeMap<Template, usize>,
}

impl Data {
    pub(crate) fn new() -> Data {
        Data { positions: Vec::new(), candidates: BTreeMap::new(), seen: BTreeMap::new() }
    }

    /// Adds `p` (F fails there) with the moves into F that explain new candidates.
    pub(crate) fn add(&mut self, f: &Formula, p: &[u64], moves: &[Vec<u64>]) {
        self.positions.push(p.to_vec());
        for q in moves {
            for t in explain(f, p, q) {
                self.candidates.entry(t).or_default();
            }
        }
    }

    /// Adds the templates that explain `moves` from `p`, a position already in the data.
    pub(crate) fn explain_more(&mut self, f: &Formula, p: &[u64], moves: &[Vec<u64>]) {
        for q in moves {
            for t in explain(f, p, q) {
                self.candidates.entry(t).or_default();
            }
        }
    }

    /// Adds `p` (F fails there) and tells whether a known template serves it.
    pub(crate) fn known_serves(&mut self, f: &Formula, facets: &[u64], p: &[u64]) -> bool {
        self.positions.push(p.to_vec());
        self.refresh(f, facets);
        let k = self.positions.len() - 1;
        self.candidates.values().any(|s| s.contains(&k))
    }

    /// Evaluates every candidate on the positions it has not seen yet.
    pub(crate) fn refresh(&mut self, f: &Formula, facets: &[u64]) {
        let total = self.positions.len();
        for (t, served) in self.candidates.iter_mut() {
            let from = self.seen.get(t).copied().unwrap_or(0);
            for (k, p) in self.positions.iter().enumerate().skip(from) {
                if t.serves(p, facets, f) {
                    served.insert(k);
                }
            }
            self.seen.insert(t.clone(), total);
        }
    }

    /// A greedy cover: templates in order of the positions they newly serve, until every
    /// position is served (or none serves the rest). Keeps `keep` first. Returns the rule and
    /// the positions nothing serves.
    pub(crate) fn cover(&self, keep: &[Template]) -> (Vec<Template>, Vec<usize>) {
        let mut left: BTreeSet<usize> = (0..self.positions.len()).collect();
        let mut rule: Vec<Template> = Vec::new();
        for t in keep {
            if let Some(s) = self.candidates.get(t) {
                left.retain(|k| !s.contains(k));
            }
            rule.push(t.clone());
        }
        while !left.is_empty() {
            let best = self
                .candidates
                .iter()
                .map(|(t, s)| (s.iter().filter(|k| left.contains(k)).count(), t, s))
                .max_by(|a, b| a.0.cmp(&b.0).then_with(|| b.1.cmp(a.1)));
            match best {
                Some((gain, t, s)) if gain > 0 => {
                    left.retain(|k| !s.contains(k));
                    rule.push(t.clone());
                }
                _ => break,
            }
        }
        (rule, left.into_iter().collect())
    }
}

/// Every move from `p` into F (options of the position, F evaluated).
pub(crate) fn moves_into(f: &Formula, facets: &[u64], p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    solve::for_each_option(facets.iter().copied(), p, |q| {
        if f.holds(q) {
            out.push(q.to_vec());
        }
        out.len() < 64
    });
    out
}
