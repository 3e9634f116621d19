//! Wythoff's game in closed form (W. A. Wythoff, "A modification of the game of Nim",
//! Nieuw Archief voor Wiskunde 7 (1907) 199–202): two piles; a move takes any number from
//! one pile, or the same number from both. The P-positions are the pairs
//! {⌊kφ⌋, ⌊kφ²⌋ = ⌊kφ⌋ + k}, k ≥ 0, φ = (1 + √5)/2.
//!
//! Exact integer arithmetic, no floating point: ⌊kφ⌋ = (k + ⌊√(5k²)⌋) div 2, with
//! `u128::isqrt` (and, for k beyond 2^62.8 where 5k² leaves `u128`, ⌊k√5⌋ = 2k + y for the
//! largest y with y² + 4ky ≤ k², found by bisection in `u128`). Every pile up to 2^64 − 1.
//!
//! # Complexity
//! The P-test is one square root; each winning move needs the index of a pile among the
//! sequences A and B, a bisection of 64 steps. There are at most three winning moves.

use super::answer::{GameAnswer, GameMethod, GameMove, GameOutcome};
use super::error::GameError;

/// ⌊k√5⌋, exactly.
fn floor_k_sqrt5(k: u64) -> u128 {
    let k = k as u128;
    let k2 = k * k;
    if let Some(n) = k2.checked_mul(5) {
        return n.isqrt();
    }
    // (2k + y)² ≤ 5k²  ⇔  y² + 4ky ≤ k²; y* = ⌊k(√5 − 2)⌋ < k/4.
    let fits = |y: u128| {
        y.checked_mul(y).and_then(|s| 4u128.checked_mul(k)?.checked_mul(y)?.checked_add(s)).is_some_and(|v| v <= k2)
    };
    let (mut lo, mut hi) = (0u128, k / 4 + 1);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    2 * k + lo
}

/// A_k = ⌊kφ⌋.
pub fn wythoff_a(k: u64) -> u128 {
    (k as u128 + floor_k_sqrt5(k)) / 2
}

/// B_k = ⌊kφ²⌋ = A_k + k.
pub fn wythoff_b(k: u64) -> u128 {
    wythoff_a(k) + k as u128
}

/// Is (a, b) a P-position of Wythoff's game?
pub fn wythoff_is_p(a: u64, b: u64) -> bool {
    let (lo, hi) = (a.min(b), a.max(b));
    let d = hi - lo;
    // A_d > dφ − 1 > lo when 8d > 5(lo + 1) (1/φ < 5/8): not P (and 5d² stays small).
    if 8 * d as u128 > 5 * (lo as u128 + 1) {
        return false;
    }
    wythoff_a(d) == lo as u128
}

/// Where `x` is in the complementary sequences: `(true, k)` when x = A_k, `(false, k)` when
/// x = B_k (k ≥ 1); x = 0 is A_0. `None` only if the sequences' identities failed.
pub fn wythoff_index(x: u64) -> Option<(bool, u64)> {
    // The largest k with A_k ≤ x; A_k > kφ − 1, so k ≤ 5x/8 + 1.
    let (mut lo, mut hi) = (0u64, ((5 * x as u128) / 8 + 1) as u64);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if wythoff_a(mid) <= x as u128 {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    if wythoff_a(lo) == x as u128 {
        return Some((true, lo));
    }
    let j = x - lo;
    (wythoff_b(j) == x as u128).then_some((false, j))
}

/// Every winning move from (a, b), as the positions reached, sorted. `None` only if the
/// sequences' identities failed (never, by Wythoff's theorem).
pub fn wythoff_moves(a: u64, b: u64) -> Option<Vec<[u64; 2]>> {
    let mut out = Vec::new();
    for (x, y, flip) in [(a, b, false), (b, a, true)] {
        // Keep x; lower y to x's partner.
        let (is_a, k) = wythoff_index(x)?;
        let partner = if is_a { x as u128 + k as u128 } else { (x - k) as u128 };
        if partner < y as u128 {
            let p = partner as u64;
            out.push(if flip { [p, x] } else { [x, p] });
        }
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let d = hi - lo;
    if 8 * d as u128 <= 5 * (lo as u128 + 1) {
        let ad = wythoff_a(d);
        if ad < lo as u128 {
            let t = lo - ad as u64;
            out.push([a - t, b - t]);
        }
    }
    out.sort_unstable();
    out.dedup();
    Some(out)
}

/// The outcome and every winning move of (a, b) by Wythoff's theorem (no nim value).
pub fn wythoff_closed(a: u64, b: u64) -> Result<GameAnswer, GameError> {
    let moves = wythoff_moves(a, b).ok_or_else(|| GameError::Disagreement {
        what: format!("Wythoff's sequences at ({a},{b}): a pile in neither sequence"),
    })?;
    let p = wythoff_is_p(a, b);
    if p != moves.is_empty() {
        return Err(GameError::Disagreement { what: format!("Wythoff's P-test and winning moves at ({a},{b})") });
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let explanation = if p {
        format!("({lo},{hi}) = (⌊kφ⌋, ⌊kφ⌋ + k) with k = {}: a P-position", hi - lo)
    } else {
        format!("({lo},{hi}) is no pair (⌊kφ⌋, ⌊kφ⌋ + k): some move reaches one")
    };
    Ok(GameAnswer {
        outcome: if p { GameOutcome::P } else { GameOutcome::N },
        value: None,
        moves: moves.into_iter().map(|result| GameMove::Piles { result }).collect(),
        method: GameMethod::Wythoff,
        method_text: "Wythoff's theorem (1907), exact integer arithmetic".into(),
        explanation,
        note: None,
        positions_searched: 0,
        table_bytes: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequences_and_huge_piles() {
        let a: Vec<u128> = (0..8).map(wythoff_a).collect();
        assert_eq!(a, [0, 1, 3, 4, 6, 8, 9, 11]);
        assert_eq!(wythoff_b(3), 7);
        // The research note's example, checked there against 200-digit decimals.
        let k = (1u64 << 62) + 12345;
        assert_eq!(wythoff_a(k), 7461864723258207500);
        assert_eq!(wythoff_b(k), 12073550741685607749);
        assert_eq!(
            wythoff_moves(7461864723258207505, 12073550741685607749).unwrap(),
            [
                [7461864723258207492, 12073550741685607736],
                [7461864723258207500, 12073550741685607749],
                [7461864723258207505, 4611686018427400252]
            ]
        );
        // Beyond 5k² < 2^128: the bisection agrees with isqrt where both apply.
        for k in [1u64 << 62, (1 << 62) + 99, 8_000_000_000_000_000_000] {
            let y = floor_k_sqrt5(k);
            assert!(y * y <= 5 * (k as u128) * (k as u128) && (y + 1) * (y + 1) > 5 * (k as u128) * (k as u128));
        }
        for k in [u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) + 12345] {
            // ⌊k√5⌋ = 2k + y with y² + 4ky ≤ k² < (y+1)² + 4k(y+1).
            let (k, y) = (k as u128, floor_k_sqrt5(k) - 2 * k as u128);
            assert!(y * y + 4 * k * y <= k * k);
            let next = (y + 1).checked_mul(y + 1).and_then(|s| (4 * k).checked_mul(y + 1)?.checked_add(s));
            assert!(next.is_none_or(|v| v > k * k));
        }
        assert!(wythoff_is_p(0, 0) && wythoff_is_p(5, 3) && !wythoff_is_p(u64::MAX, u64::MAX));
        for x in [u64::MAX, u64::MAX - 7, 1 << 63] {
            assert!(wythoff_index(x).is_some(), "{x}");
            assert!(wythoff_moves(x, u64::MAX).is_some());
        }
    }
}
