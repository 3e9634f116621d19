//! Nim values mined: a description of the Sprague-Grundy function g of a game on the box
//! `[0, max]^V`, as pieces "g = t1 ⊕ t2 ⊕ … where C", tested on a bigger box.
//!
//! A piece's condition C is a zero pattern (some piles are 0), optionally with one
//! dominance "x_i ≥ the sum of some other piles"; its value is the nim-sum of the sums of
//! the blocks of a partition of the other vertices (a disjoint union of simplices has one
//! piece: Sprague–Grundy's sum rule, with a simplex's value its number of chips). A piece
//! is kept only when it is exact on every position of the mined box where C holds; pieces
//! are chosen greedily to cover the box. When they cover it all, the description is tested
//! on every position of `[0, verify]^V` (`verified`, never "proved"); when they do not, the
//! answer is `none` with what was found: the pieces exact on both boxes (each a statement
//! verified there), how many positions no piece explains, and the rays through them with
//! their arithmetic periodicity (evidence, not a proof). A game G with an extra Nim heap h
//! has the P-positions "h = g(p)", so a verified description is also written as the P-set
//! formula of G with one more vertex alone (`heap_formula`), for `simnim prove`.

use super::formula::{Formula, Term};
use super::notation::{Style, Writer};
use crate::answer::{check_boxes, ConjectureError, Status};
use simnim_core::{bits, Complex, Grid, Limits};

/// Most vertices whose values are mined (the candidates grow as 2^n · n · 2^(n−1) · Bell(n)).
pub const MAX_VALUE_VERTICES: usize = 6;
/// Most condition × position checks the search makes before it refuses (a smaller box helps).
const MAX_WORK: u128 = 2_000_000_000;
/// Rays reported through positions no piece explains.
const RAY_BASES: usize = 3;

pub use super::value_answer::{ValueConjecture, ValueCounterexample, ValuePiece, ValueRay};

/// A piece: its condition and the partition whose block sums nim-sum to the value.
pub(crate) type Piece = (Cond, Vec<u64>);

/// A condition: the piles of `zeros` are 0 and, optionally, pile `i` is at least the sum
/// of the piles of a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cond {
    pub(crate) zeros: u64,
    pub(crate) dom: Option<(usize, u64)>,
}

impl Cond {
    pub(crate) fn holds(&self, p: &[u64]) -> bool {
        bits(self.zeros).all(|z| p[z] == 0)
            && self.dom.is_none_or(|(i, s)| bits(s).map(|j| p[j] as u128).sum::<u128>() <= p[i] as u128)
    }

    fn atoms(&self) -> usize {
        self.zeros.count_ones() as usize + usize::from(self.dom.is_some())
    }

    pub(crate) fn formula(&self) -> Formula {
        let mut atoms: Vec<Formula> = bits(self.zeros).map(|z| Formula::Eq(Term::X(z), Term::Int(0))).collect();
        if let Some((i, s)) = self.dom {
            atoms.push(Formula::Le(sum(s), Term::X(i)));
        }
        match atoms.len() {
            0 => Formula::True,
            1 => atoms.pop().unwrap_or(Formula::True),
            _ => Formula::And(atoms),
        }
    }
}

fn sum(s: u64) -> Term {
    let ts: Vec<Term> = bits(s).map(Term::X).collect();
    if ts.len() == 1 {
        ts.into_iter().next().unwrap_or(Term::Int(0))
    } else {
        Term::Add(ts)
    }
}

/// The value terms of a partition (blocks as vertex masks): one sum per block.
pub(crate) fn value_terms(blocks: &[u64]) -> Vec<Term> {
    if blocks.is_empty() {
        return vec![Term::Int(0)];
    }
    blocks.iter().map(|&b| sum(b)).collect()
}

fn value_of(blocks: &[u64], p: &[u64]) -> u64 {
    blocks.iter().fold(0u64, |x, &b| x ^ bits(b).map(|v| p[v]).sum::<u64>())
}

/// Every partition of the vertex set `mask` into blocks (masks).
fn partitions(mask: u64) -> Vec<Vec<u64>> {
    if mask == 0 {
        return vec![vec![]];
    }
    let first = mask & mask.wrapping_neg();
    let rest = mask ^ first;
    let mut out = Vec::new();
    // The block of the lowest vertex: it and any subset of the rest.
    let mut sub = rest;
    loop {
        for mut p in partitions(rest ^ sub) {
            p.insert(0, first | sub);
            out.push(p);
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & rest;
    }
    out
}

fn conditions(n: usize) -> Vec<Cond> {
    let all = (1u64 << n) - 1;
    let mut out = Vec::new();
    for zeros in 0..=all {
        out.push(Cond { zeros, dom: None });
        let free = all & !zeros;
        for i in bits(free) {
            let others = free & !(1 << i);
            let mut s = others;
            while s != 0 {
                out.push(Cond { zeros, dom: Some((i, s)) });
                s = (s - 1) & others;
            }
        }
    }
    // Simplest first: fewer atoms, then fewer zeros.
    out.sort_by_key(|c| (c.atoms(), c.zeros.count_ones()));
    out
}

/// A candidate piece: its condition, its partition, and the mined positions it explains.
struct Candidate {
    cond: Cond,
    blocks: Vec<u64>,
    region: Vec<usize>,
}

/// The values of every position of `[0, max]^V`, in the grid's index order.
fn table(c: &Complex, max: u64, limits: &Limits) -> Result<(Grid, Vec<u64>), ConjectureError> {
    let top = vec![max; c.n()];
    let grid = Grid::new(&top, limits)?;
    let values = simnim_core::solve::Job::new(c, &top, limits)?.run_with(|_, _| true)?;
    let t = (0..grid.size)
        .map(|i| values.value_u64(&grid.decode(i)).ok_or_else(|| ConjectureError::Input("a value beyond 2^64".into())))
        .collect::<Result<Vec<u64>, _>>()?;
    Ok((grid, t))
}

/// Mines a description of the nim values on `[0, max]^V` and tests it on `[0, verify]^V`.
/// `progress(stage, done, total)` is called between steps; `false` cancels.
pub fn mine_values(
    c: &Complex,
    max: u64,
    verify: u64,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, u64, u64) -> bool,
) -> Result<ValueConjecture, ConjectureError> {
    mine_pieces(c, max, verify, limits, MAX_WORK, progress).map(|(a, _)| a)
}

/// [`mine_values`] with the pieces themselves (conditions and partitions): with
/// `verified`, the whole description.
pub(crate) fn mine_pieces(
    c: &Complex,
    max: u64,
    verify: u64,
    limits: &Limits,
    max_work: u128,
    progress: &mut dyn FnMut(&str, u64, u64) -> bool,
) -> Result<(ValueConjecture, Vec<Piece>), ConjectureError> {
    let n = c.n();
    if n == 0 || n > MAX_VALUE_VERTICES {
        return Err(ConjectureError::Input(format!(
            "nim values are mined for games on 1 to {MAX_VALUE_VERTICES} vertices; this complex has {n}"
        )));
    }
    check_boxes(max, verify)?;
    let chips = (verify as u128) * n as u128;
    if chips > simnim_core::solve::MAX_CHIPS as u128 {
        return Err(ConjectureError::Input(format!(
            "the test box holds {chips} chips; the value engine takes at most {} (give a smaller --max, or --verify: the test box is [0, verify]^V, by default about 1.5 × max)",
            simnim_core::solve::MAX_CHIPS
        )));
    }
    let conds = conditions(n);
    Grid::new(&vec![verify; n], limits)?;
    let work = conds.len() as u128 * simnim_core::box_size(&vec![max; n]);
    if work > max_work {
        return Err(ConjectureError::Input(format!(
            "{} conditions on {} positions is more than this search makes ({max_work} checks): give a smaller --max",
            conds.len(),
            simnim_core::box_size(&vec![max; n])
        )));
    }
    let cancelled = |ok: bool| if ok { Ok(()) } else { Err(ConjectureError::Cancelled) };
    cancelled(progress("nim values of the mined box", 0, 4))?;
    let (grid, g) = table(c, max, limits)?;
    let points: Vec<Vec<u64>> = (0..grid.size).map(|i| grid.decode(i)).collect();
    cancelled(progress("pieces: zero patterns, dominance, sums of blocks", 1, 4))?;
    let mut found: Vec<Candidate> = Vec::new();
    let mut region = Vec::new();
    for (k, cond) in conds.iter().enumerate() {
        if k % 256 == 0 {
            cancelled(progress("pieces: zero patterns, dominance, sums of blocks", 1, 4))?;
        }
        region.clear();
        region.extend((0..grid.size).filter(|&i| cond.holds(&points[i])));
        if region.is_empty() {
            continue;
        }
        let all = (1u64 << n) - 1;
        // The simplest partition exact on the region (fewest blocks first).
        let mut parts = partitions(all & !cond.zeros);
        parts.sort_by_key(|p| p.len());
        if let Some(blocks) = parts.into_iter().find(|b| region.iter().all(|&i| value_of(b, &points[i]) == g[i])) {
            found.push(Candidate { cond: *cond, blocks, region: region.clone() });
        }
    }
    // Greedy cover, then drop pieces the others make redundant.
    let mut covered = vec![false; grid.size];
    let mut chosen: Vec<Candidate> = Vec::new();
    loop {
        let gain = |c: &Candidate| c.region.iter().filter(|&&i| !covered[i]).count();
        let Some((k, best)) =
            found.iter().enumerate().map(|(k, c)| (k, gain(c))).max_by_key(|&(k, x)| (x, usize::MAX - k))
        else {
            break;
        };
        if best == 0 {
            break;
        }
        let c = found.swap_remove(k);
        for &i in &c.region {
            covered[i] = true;
        }
        chosen.push(c);
    }
    let mut k = chosen.len();
    while k > 0 {
        k -= 1;
        let others_cover = chosen[k]
            .region
            .iter()
            .all(|&i| chosen.iter().enumerate().any(|(j, o)| j != k && o.cond.holds(&points[i])));
        if others_cover {
            chosen.remove(k);
        }
    }
    let explained = covered.iter().filter(|&&x| x).count();
    cancelled(progress("testing on the bigger box", 2, 4))?;
    let (big, gb) = table(c, verify, limits)?;
    let mut out = ValueConjecture {
        vertices: c.labels().iter().map(|l| l.to_string()).collect(),
        trained_max: max,
        verified_max: verify,
        status: Status::None,
        text: String::new(),
        latex: String::new(),
        pieces: Vec::new(),
        positions: grid.size,
        explained,
        unexplained: Vec::new(),
        rays: Vec::new(),
        method: String::new(),
        heap_formula: None,
        counterexample: None,
    };
    let wrong_at = |c: &Candidate| {
        (0..big.size).find(|&i| {
            let p = big.decode(i);
            c.cond.holds(&p) && value_of(&c.blocks, &p) != gb[i]
        })
    };
    if explained == grid.size {
        // Every piece exact, and some piece holds, on every position of the bigger box.
        let fail = (0..big.size).find_map(|i| {
            let p = big.decode(i);
            let mut holding = chosen.iter().filter(|c| c.cond.holds(&p));
            match holding.next() {
                None => Some((p, gb[i], None)),
                Some(first) => std::iter::once(first)
                    .chain(holding)
                    .find(|c| value_of(&c.blocks, &p) != gb[i])
                    .map(|c| (p.clone(), gb[i], Some(value_of(&c.blocks, &p)))),
            }
        });
        match fail {
            None => {
                out.status = Status::Verified;
                out.method = format!(
                    "nim values of every position of [0, {max}]^V by the value engine, pieces (zero patterns, one dominance, nim-sums of block sums) chosen to cover them, tested on every position of [0, {verify}]^V"
                );
                out.heap_formula = Some(heap_formula(n, &chosen).to_json());
            }
            Some((p, truth, said)) => {
                out.method = format!(
                    "the pieces explain every position of [0, {max}]^V but not ({}) of the bigger box",
                    simnim_core::position_to_string(&p)
                );
                out.counterexample = Some(ValueCounterexample { position: p, value: truth, said });
                chosen.retain(|c| wrong_at(c).is_none());
            }
        }
    } else {
        chosen.retain(|c| wrong_at(c).is_none());
        out.method = format!(
            "no description within the grammar (zero patterns, one dominance, nim-sums of block sums) explains every position of [0, {max}]^V: the pieces below explain {explained} of its {} positions and are exact on every position of [0, {verify}]^V where they apply",
            grid.size
        );
    }
    cancelled(progress("writing", 3, 4))?;
    write_pieces(c, &chosen, &mut out);
    if out.status == Status::None {
        let mut left: Vec<usize> = (0..grid.size).filter(|&i| !covered[i]).collect();
        left.sort_by_key(|&i| (points[i].iter().sum::<u64>(), i));
        out.unexplained = left.iter().take(8).map(|&i| (points[i].clone(), g[i])).collect();
        // Through the smallest, a middle and the largest position left: spread out.
        let picks = [0, left.len() / 2, left.len().saturating_sub(1)];
        let bases: Vec<Vec<u64>> =
            picks.iter().take(RAY_BASES).filter_map(|&k| left.get(k)).map(|&i| points[i].clone()).collect();
        out.rays = rays(c, &big, &gb, &bases);
    }
    progress("done", 4, 4);
    Ok((out, chosen.into_iter().map(|c| (c.cond, c.blocks)).collect()))
}

/// "h = g(p)": the P-set of the game with one more vertex alone (pile `n`).
fn heap_formula(n: usize, pieces: &[Candidate]) -> Formula {
    let body: Vec<Formula> = pieces
        .iter()
        .map(|c| {
            let mut terms = value_terms(&c.blocks);
            terms.push(Term::X(n));
            match c.cond.formula() {
                Formula::True => Formula::Xor0(terms),
                Formula::And(mut fs) => {
                    fs.push(Formula::Xor0(terms));
                    Formula::And(fs)
                }
                f => Formula::And(vec![f, Formula::Xor0(terms)]),
            }
        })
        .collect();
    if body.len() == 1 {
        body.into_iter().next().unwrap_or(Formula::False)
    } else {
        Formula::Or(body)
    }
}

fn write_pieces(c: &Complex, chosen: &[Candidate], out: &mut ValueConjecture) {
    let head = |w: &Writer| {
        let names: Vec<String> = (0..c.n()).map(|i| w.term(&Term::X(i))).collect();
        format!("g({})", names.join(", "))
    };
    for (style, oplus, where_) in [(Style::Text, " ⊕ ", " where "), (Style::Latex, " \\oplus ", " \\text{ where } ")]
    {
        let w = Writer::new(c, style);
        let mut lines = vec![head(&w)];
        for cand in chosen {
            let terms = value_terms(&cand.blocks);
            let value = terms
                .iter()
                .map(|t| match t {
                    Term::Add(_) if terms.len() > 1 => format!("({})", w.term(t)),
                    _ => w.term(t),
                })
                .collect::<Vec<_>>()
                .join(oplus);
            let line = match cand.cond.formula() {
                Formula::True => format!("= {value}"),
                f => format!("= {value}{where_}{}", w.formula(&f)),
            };
            lines.push(line);
        }
        if style == Style::Text {
            for (cand, line) in chosen.iter().zip(lines.iter().skip(1)) {
                out.pieces.push(ValuePiece {
                    text: line.clone(),
                    latex: String::new(),
                    when: cand.cond.formula().to_json(),
                    value: value_terms(&cand.blocks).iter().map(Term::to_json).collect(),
                    positions: cand.region.len(),
                });
            }
            out.text = lines.join("\n");
        } else {
            for (p, line) in out.pieces.iter_mut().zip(lines.iter().skip(1)) {
                p.latex = line.clone();
            }
            out.latex = lines.join(" \\\\\n");
        }
    }
}

/// Along each pile, through each of `bases`: the values of the bigger box and their
/// arithmetic periodicity.
/// A ray is listed once (two bases on one line give the same ray).
fn rays(c: &Complex, big: &Grid, gb: &[u64], bases: &[Vec<u64>]) -> Vec<ValueRay> {
    let top = big.radix[0] - 1;
    let w = Writer::new(c, Style::Text);
    let mut out: Vec<ValueRay> = Vec::new();
    for base in bases {
        for v in 0..c.n() {
            let mut p = base.clone();
            p[v] = 0;
            if out.iter().any(|r| r.vertex == c.labels()[v].to_string() && r.through == p) {
                continue;
            }
            let values: Vec<u64> = (0..=top)
                .map(|x| {
                    p[v] = x;
                    gb[big.index(&p)]
                })
                .collect();
            let per = simnim_core::periodicity(&values);
            p[v] = 0;
            let args: Vec<String> =
                (0..c.n()).map(|i| if i == v { "x".to_string() } else { base[i].to_string() }).collect();
            let text = format!(
                "g({}) along {}: {}",
                args.join(", "),
                w.term(&Term::X(v)),
                simnim_core::describe_periodicity(per, top)
            );
            out.push(ValueRay { vertex: c.labels()[v].to_string(), through: p, values, periodic: per.is_some(), text });
        }
    }
    out
}
