//! Misère play: the player who makes the last move loses. The outcome and the winning
//! moves of any position, the misère P-positions of a box, and the closed forms that hold
//! for every pile size.
//!
//! Methods, cheapest sound one first:
//! - the empty position: the player to move cannot move, so the other player made the
//!   last move and lost: an N-position;
//! - every component a simplex: a simplex holding `c` chips has as options every smaller
//!   total, so it plays as a Nim heap of `c` (in misère play too: equal option sets up to
//!   equivalence), and Bouton's misère rule decides: P iff all heaps ≤ 1 and an odd number
//!   of them are 1, or some heap ≥ 2 and the XOR is 0;
//! - Moore's Nim Δ_K (moves on fewer than K piles): P iff some pile is ≥ 2 and every binary
//!   layer has a multiple of K piles, or all piles are ≤ 1 and the number of 1s is ≡ 1 mod K;
//! - otherwise the exhaustive P/N engine in misère play, on the zero-reduced game (vertices
//!   with no chips removed: the game below the position is the same game; the merge
//!   reduction is not used, as it is a statement about nim values, a normal-play notion).
//!
//! When a closed form answers and the box is small, the search runs as well and the two
//! must agree (a disagreement is an error, never an answer).

use crate::answer::{Analysis, Method, Outcome};
use crate::complex::Complex;
use crate::grid::{box_size, count_of, Limits};
use crate::notation::position_text;
use crate::sets::bits;
use crate::solve::{for_each_option, PnJob, SolveError};
use crate::solved::{recognize, Solved};

/// Boxes up to this size are searched to list every winning move and check closed forms.
const SMALL_BOX: u128 = 2_000_000;

/// Bouton's misère rule on heaps.
pub fn misere_nim_is_p(heaps: &[u128]) -> bool {
    if heaps.iter().all(|&h| h <= 1) {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 1
    } else {
        heaps.iter().fold(0, |a, &h| a ^ h) == 0
    }
}

/// A winning heap change in misère Nim: `(heap index, new size)`, or `None` at a P-position.
pub fn misere_nim_move(heaps: &[u128]) -> Option<(usize, u128)> {
    if misere_nim_is_p(heaps) {
        return None;
    }
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= 2).collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big.as_slice() {
        // All heaps ≤ 1 with an even number of 1s (not P): take one of them.
        [] => (0..heaps.len()).find(|&i| heaps[i] == 1).map(|i| (i, 0)),
        // One big heap: leave an odd number of 1-heaps.
        [i] => Some((*i, if ones % 2 == 1 { 0 } else { 1 })),
        // Otherwise as in normal play: some heap drops to heap XOR total, and two big heaps
        // remain or the XOR would not be 0.
        _ => {
            let x = heaps.iter().fold(0, |a, &h| a ^ h);
            (0..heaps.len()).find(|&i| heaps[i] ^ x < heaps[i]).map(|i| (i, heaps[i] ^ x))
        }
    }
}

/// Moore's Nim Δ_K in misère play (moves on fewer than `k` piles, `k` = K ≥ 2).
pub fn moore_misere_is_p(k: usize, x: &[u64]) -> bool {
    if x.iter().all(|&v| v <= 1) {
        x.iter().filter(|&&v| v == 1).count() % k == 1 % k
    } else {
        (0..64).all(|i| x.iter().filter(|&&v| v >> i & 1 == 1).count() % k == 0)
    }
}

/// A winning move in misère Moore's Nim Δ_K, for any pile sizes; `None` at a P-position or
/// the empty position. The normal-play move when it keeps a pile ≥ 2; otherwise every big
/// pile drops to 0 or 1 and some 1s go, so that the number of 1s is ≡ 1 mod K.
pub fn moore_misere_move(k: usize, x: &[u64]) -> Option<Vec<u64>> {
    if k < 2 || moore_misere_is_p(k, x) || x.iter().all(|&v| v == 0) {
        return None;
    }
    let big: Vec<usize> = (0..x.len()).filter(|&v| x[v] >= 2).collect();
    let one: Vec<usize> = (0..x.len()).filter(|&v| x[v] == 1).collect();
    if big.is_empty() {
        // Take j ones, 1 ≤ j < k, leaving a count ≡ 1 mod k.
        let j = (one.len() + k - 1) % k;
        let mut m = x.to_vec();
        for &v in one.iter().take(j) {
            m[v] = 0;
        }
        return (j >= 1).then_some(m);
    }
    if let Some(m) = crate::solved::moore_move(k, x) {
        if m.iter().any(|&v| v >= 2) {
            return Some(m);
        }
    }
    // The normal move empties every big pile: there are fewer than k of them. Set y of them
    // to 1 and clear z old 1s (z + |big| < k) to reach a count ≡ 1 mod k.
    if big.len() >= k {
        return None;
    }
    let spare = (k - 1 - big.len()).min(one.len());
    for y in 0..=big.len() {
        for z in 0..=spare {
            if (one.len() + y - z) % k == 1 % k {
                let mut m = x.to_vec();
                for (i, &v) in big.iter().enumerate() {
                    m[v] = (i < y) as u64;
                }
                for &v in one.iter().take(z) {
                    m[v] = 0;
                }
                return Some(m);
            }
        }
    }
    None
}

/// The misère P-positions of the box `[0, max]^V`, in lexicographic order, as found.
pub fn for_each_misere_p_position(
    c: &Complex,
    max: u64,
    limits: &Limits,
    mut visit: impl FnMut(&[u64]) -> bool,
) -> Result<(), SolveError> {
    let top = vec![max; c.n()];
    let table = PnJob::new_misere(c, &top, limits)?.run();
    for i in table.p_indices() {
        if !visit(&table.grid.decode(i)) {
            break;
        }
    }
    Ok(())
}

/// A closed form's verdict and one winning move.
struct Formula {
    p: bool,
    method: Method,
    explanation: String,
    winning_move: Option<Vec<u64>>,
}

/// The closed form that decides `piles`, if one applies.
fn formula(c: &Complex, piles: &[u64]) -> Option<Formula> {
    let comps = c.components();
    if comps.iter().all(|&m| c.induced(m).is_ok_and(|(s, _)| s.is_simplex())) {
        let heaps: Vec<u128> = comps.iter().map(|&m| bits(m).map(|v| piles[v] as u128).sum()).collect();
        let p = misere_nim_is_p(&heaps);
        let winning_move = misere_nim_move(&heaps).map(|(i, to)| {
            let mut m = piles.to_vec();
            let mut excess = heaps[i] - to;
            for v in bits(comps[i]) {
                let take = excess.min(m[v] as u128);
                m[v] -= take as u64;
                excess -= take;
            }
            m
        });
        let list: Vec<String> = heaps.iter().map(u128::to_string).collect();
        return Some(Formula {
            p,
            method: Method::MisereNim,
            explanation: format!(
                "every component is a simplex, so this is misère Nim with heaps {}; by Bouton's misère rule (all heaps ≤ 1: P iff an odd number of 1s; otherwise P iff the XOR is 0) it is {}",
                list.join(","),
                if p { "P" } else { "N" }
            ),
            winning_move,
        });
    }
    if let Some((Solved::Moore { m, k }, perm)) = recognize(c) {
        let mut x = vec![0u64; piles.len()];
        for (v, &w) in perm.iter().enumerate() {
            x[w] = piles[v];
        }
        let p = moore_misere_is_p(k, &x);
        let winning_move = moore_misere_move(k, &x).map(|t| perm.iter().map(|&w| t[w]).collect());
        return Some(Formula {
            p,
            method: Method::MisereMoore,
            explanation: format!(
                "Moore's Nim Δ_{k} on {m} vertices (moves on at most {} piles) in misère play: P iff some pile is ≥ 2 and every binary layer has a multiple of {k} piles, or all piles are ≤ 1 and the number of 1s is ≡ 1 mod {k}; here {}",
                k - 1,
                if p { "P" } else { "N" }
            ),
            winning_move,
        });
    }
    None
}

/// The outcome of `piles` in misère play, with every winning move when the box is small (or
/// one constructed by a closed form), the method and why.
pub fn analyze_misere(c: &Complex, piles: &[u64], limits: &Limits, want_moves: bool) -> Result<Analysis, SolveError> {
    if piles.iter().all(|&p| p == 0) {
        return Ok(Analysis {
            outcome: Outcome::N,
            value: None,
            moves: Vec::new(),
            moves_complete: true,
            length: None,
            method: Method::Terminal,
            explanation: "no chips left: the player to move cannot move, so the other player made the last move and loses (misère play)".into(),
            note: None,
            positions_searched: 0,
        });
    }
    let formula = formula(c, piles);
    let nonzero = (0..c.n()).filter(|&v| piles[v] > 0).fold(0u64, |m, v| m | 1 << v);
    let (sub, verts) = c.induced(nonzero).map_err(SolveError::Complex)?;
    let sub_piles: Vec<u64> = verts.iter().map(|&v| piles[v]).collect();
    let size = box_size(&sub_piles);
    let search =
        if formula.is_none() || size <= SMALL_BOX { Some(PnJob::new_misere(&sub, &sub_piles, limits)) } else { None };
    let table = match (search, &formula) {
        (Some(Ok(job)), _) => Some(job.run()),
        (Some(Err(e)), None) => {
            return Err(SolveError::NoTheorem {
                why: "no closed form for misère play applies (every component a simplex, or Moore's Nim)".into(),
                limit: e,
            })
        }
        _ => None,
    };
    let lift = |m: &[u64]| {
        let mut full = vec![0u64; c.n()];
        for (i, &v) in verts.iter().enumerate() {
            full[v] = m[i];
        }
        full
    };
    let Some(table) = table else {
        let f = formula.expect("a closed form, since there is no search");
        return Ok(Analysis {
            outcome: if f.p { Outcome::P } else { Outcome::N },
            value: None,
            moves: if want_moves { f.winning_move.into_iter().collect() } else { Vec::new() },
            moves_complete: f.p,
            length: None,
            method: f.method,
            explanation: f.explanation,
            note: Some(format!("every winning move would need a search of {}", count_of(size, "position"))),
            positions_searched: 0,
        });
    };
    let p = table.is_p(&sub_piles);
    let mut moves = Vec::new();
    if want_moves && !p {
        for_each_option(sub.facets().iter().copied(), &sub_piles, |m| {
            if table.is_p(m) {
                moves.push(lift(m));
            }
            true
        });
        moves.sort_unstable();
        moves.dedup();
    }
    let searched = format!(
        "{} is {} in misère play: found by the P/N engine over all {} below it{}",
        position_text(piles),
        if p { "a P-position" } else { "an N-position" },
        count_of(size, "position"),
        if verts.len() < c.n() { " (the vertices without chips removed)" } else { "" }
    );
    let (method, explanation) = match formula {
        Some(f) if f.p != p => {
            return Err(SolveError::Disagreement { method: f.method, position: piles.to_vec(), theorem_says_p: f.p })
        }
        Some(f) => (f.method, format!("{}; {searched}", f.explanation)),
        None => (Method::MisereExhaustive, searched),
    };
    Ok(Analysis {
        outcome: if p { Outcome::P } else { Outcome::N },
        value: None,
        moves,
        moves_complete: true,
        length: None,
        method,
        explanation,
        note: None,
        positions_searched: size.min(u64::MAX as u128) as u64,
    })
}

/// The misère P/N table over the piles `0..=k` of vertices `u` and `v`, the other piles as
/// in `piles`: `true` marks a misère P-position. One search of the box below.
pub fn misere_table(
    c: &Complex,
    piles: &[u64],
    u: usize,
    v: usize,
    k: u64,
    limits: &Limits,
) -> Result<Vec<Vec<bool>>, SolveError> {
    if u >= piles.len() || v >= piles.len() || u == v {
        return Err(SolveError::Invalid("the table needs two different vertices of the complex".into()));
    }
    let mut top = piles.to_vec();
    top[u] = k;
    top[v] = k;
    let table = PnJob::new_misere(c, &top, limits)?.run();
    let mut p = piles.to_vec();
    Ok((0..=k)
        .map(|a| {
            (0..=k)
                .map(|b| {
                    p[u] = a;
                    p[v] = b;
                    table.is_p(&p)
                })
                .collect()
        })
        .collect())
}

/// The computer's move in misère play: a winning move when there is one, otherwise one chip
/// from the largest pile (to play for time). `None` when no chip is left.
pub fn misere_computer_move(
    c: &Complex,
    piles: &[u64],
    limits: &Limits,
) -> Result<Option<(Vec<u64>, String)>, SolveError> {
    if piles.iter().all(|&x| x == 0) {
        return Ok(None);
    }
    let a = analyze_misere(c, piles, limits, true)?;
    if let Some(m) = a.moves.first() {
        return Ok(Some((m.clone(), "moves to a misère P-position (a winning move)".into())));
    }
    let v = (0..piles.len()).max_by_key(|&v| piles[v]).unwrap_or(0);
    let mut m = piles.to_vec();
    m[v] = m[v].saturating_sub(1);
    Ok(Some((m, "no winning move; takes a single chip to play for time".into())))
}
