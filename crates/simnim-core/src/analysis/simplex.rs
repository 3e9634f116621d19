//! Every component a simplex: a simplex holding c chips lets a move reach every smaller
//! total, so the game is Nim on the components' chip totals (value: their XOR), for any
//! pile sizes. Winning moves are listed by search when the facets' boxes are small, and
//! one is constructed otherwise.

use crate::answer::{Analysis, Method, Outcome};
use crate::complex::Complex;
use crate::grid::Limits;
use crate::solve::{self, SolveError};

use super::Wants;

pub(super) fn simplex_sum(
    complex: &Complex,
    comps: &[u64],
    piles: &[u64],
    limits: &Limits,
    wants: Wants,
) -> Result<Analysis, SolveError> {
    // Chip totals of at most 64 piles fit a u128; the value may not fit a u64.
    let mut value = 0u128;
    let mut sums = Vec::new();
    for &c in comps {
        let s: u128 = crate::sets::bits(c).map(|v| piles[v] as u128).sum();
        sums.push(s);
        value ^= s;
    }
    let mut moves_complete = true;
    let moves = if wants.moves && value != 0 {
        let values = solve::Values {
            top: piles.to_vec(),
            components: comps
                .iter()
                .map(|&c| solve::ComponentValues::Simplex { vertices: crate::sets::bits(c).collect() })
                .collect(),
        };
        match solve::winning_moves(complex, &values, piles, limits) {
            Ok(m) => m,
            Err(_) => {
                // Too many to list: construct one. A component whose total must drop from
                // s to s XOR value loses chips greedily, vertex by vertex.
                moves_complete = false;
                let mut m = piles.to_vec();
                if let Some((&c, &s)) = comps.iter().zip(&sums).find(|(_, &s)| s ^ value < s) {
                    let mut excess = s - (s ^ value);
                    for v in crate::sets::bits(c) {
                        let take = excess.min(m[v] as u128);
                        m[v] -= take as u64;
                        excess -= take;
                    }
                }
                vec![m]
            }
        }
    } else {
        Vec::new()
    };
    let explanation = if comps.len() == 1 {
        format!("nim value {value}: on a simplex every set of piles is a face, so the game is one Nim pile of all {value} chips")
    } else {
        let parts: Vec<String> = sums.iter().map(|s| s.to_string()).collect();
        format!(
            "nim value {value}: each component is a simplex, so this is Nim with piles {} (their XOR)",
            parts.join(",")
        )
    };
    Ok(Analysis {
        outcome: if value == 0 { Outcome::P } else { Outcome::N },
        value: u64::try_from(value).ok(),
        moves,
        moves_complete,
        // A simplex's only zero position is the empty one.
        length: (value == 0 && comps.len() == 1).then_some(0),
        method: Method::SimplexSum,
        explanation,
        note: (value > u64::MAX as u128).then(|| format!("the nim value {value} does not fit in 64 bits")),
        positions_searched: 0,
    })
}
