//! The computer player and remoteness (how long the game lasts with best play: the winner
//! hurries, the loser delays). The computer moves to a P-position when it can; otherwise it
//! makes the move that keeps the game longest.

use crate::analysis::{analyze, Wants};
use crate::complex::Complex;
use crate::grid::{Grid, Limits};
use crate::solve::{for_each_option, SolveError};

/// Largest box for which remoteness is computed exactly.
pub const MAX_REMOTENESS_BOX: u64 = 200_000;

/// Remoteness of every position of the box below `top` (Steinhaus): 0 at the end; an
/// N-position's is 1 + the least remoteness of its P-options; a P-position's is 1 + the
/// largest remoteness of its options. `None` beyond [`MAX_REMOTENESS_BOX`].
pub fn remoteness_table(c: &Complex, top: &[u64]) -> Option<(Grid, Vec<u32>)> {
    let limits = Limits::capped(MAX_REMOTENESS_BOX, u64::MAX);
    let grid = Grid::new(top, &limits).ok()?;
    let mut r = vec![0u32; grid.size];
    let mut p_pos = vec![false; grid.size];
    for i in 0..grid.size {
        let p = grid.decode(i);
        let (mut best_p, mut longest, mut any_p, mut any) = (u32::MAX, 0u32, false, false);
        for_each_option(c.facets().iter().copied(), &p, |m| {
            let j = grid.index(m);
            any = true;
            longest = longest.max(r[j]);
            if p_pos[j] {
                any_p = true;
                best_p = best_p.min(r[j]);
            }
            true
        });
        p_pos[i] = !any_p;
        r[i] = if !any {
            0
        } else if any_p {
            best_p + 1
        } else {
            longest + 1
        };
    }
    Some((grid, r))
}

/// The computer's move from `p` and why. `None` at the end of the game.
pub fn computer_move(c: &Complex, p: &[u64], limits: &Limits) -> Result<Option<(Vec<u64>, String)>, SolveError> {
    if p.iter().all(|&x| x == 0) {
        return Ok(None);
    }
    let a = analyze(c, p, limits, Wants::MOVES)?;
    if let Some(m) = a.moves.first() {
        return Ok(Some((m.clone(), "moves to a P-position (a winning move)".into())));
    }
    // A P-position: stall. Exactly by remoteness when the box is small.
    if let Some((grid, r)) = remoteness_table(c, p) {
        let mut best: Option<(u32, Vec<u64>)> = None;
        for_each_option(c.facets().iter().copied(), p, |m| {
            let v = r[grid.index(m)];
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, m.to_vec()));
            }
            true
        });
        if let Some((v, m)) = best {
            return Ok(Some((
                m,
                format!(
                    "no winning move; plays for time (the game can last {} more)",
                    crate::grid::count_of(v as u128, "move")
                ),
            )));
        }
    }
    // Large box: take one chip from the largest pile.
    let v = (0..p.len()).max_by_key(|&v| p[v]).expect("a pile");
    let mut m = p.to_vec();
    m[v] -= 1;
    Ok(Some((m, "no winning move; takes a single chip to play for time".into())))
}
