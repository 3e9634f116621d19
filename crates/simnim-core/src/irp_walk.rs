//! The Invariance Reduction Process (SetNim Sec 3) spelled out step by step for one
//! position: the page's invariants view and `simnim invariants --piles`.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use serde::{Deserialize, Serialize};

use crate::complex::Complex;
use crate::grid::Limits;
use crate::notation::position_to_string;
use crate::solve::SolveError;

/// One step of the Invariance Reduction Process.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IrpStep {
    pub title: String,
    pub text: String,
}

/// The Invariance Reduction Process (SetNim Sec 3) for the N-position `p`, step by step:
/// invariance reduction by the box's invariant vectors, zero reduction, merge reduction,
/// the sub-game, its winning move, and the lifted move (checked).
pub fn invariance_walk(
    c: &Complex,
    p: &[u64],
    vectors: &[Vec<u64>],
    limits: &Limits,
) -> Result<Vec<IrpStep>, SolveError> {
    let mut steps = Vec::new();
    let mut t = p.to_vec();
    let mut parts = Vec::new();
    for z in vectors {
        let im = (0..t.len()).filter(|&i| z[i] == 1).map(|i| t[i]).min().unwrap_or(0);
        for i in 0..t.len() {
            t[i] -= z[i] * im;
        }
        parts.push(format!("{im}·({})", position_to_string(z)));
    }
    steps.push(IrpStep {
        title: "1. Invariance reduction".into(),
        text: format!(
            "subtract {} (each coefficient is the smallest pile under the vector's ones): p̃ = ({})",
            if parts.is_empty() { "nothing (no invariant vectors)".to_string() } else { parts.join(" + ") },
            position_to_string(&t)
        ),
    });
    let Some(r) = crate::reduce::reduce(c, &t) else {
        steps.push(IrpStep {
            title: "2. Zero and merge reduction".into(),
            text: "nothing to reduce: p̃ has no empty stack and no mergeable stacks".into(),
        });
        return Ok(steps);
    };
    steps.push(IrpStep { title: "2. Zero and merge reduction".into(), text: r.describe(c) });
    let a = crate::analysis::analyze(&r.complex, &r.piles, limits, crate::Wants::MOVES)?;
    steps.push(IrpStep {
        title: "3. The sub-game".into(),
        text: format!("({}) on {} is {:?}: {}", position_to_string(&r.piles), r.complex, a.outcome, a.explanation),
    });
    let Some(m) = a.moves.first() else {
        steps.push(IrpStep {
            title: "4. Winning move".into(),
            text: "the sub-game position has no winning move (it is zero)".into(),
        });
        return Ok(steps);
    };
    steps.push(IrpStep {
        title: "4. Winning move in the sub-game".into(),
        text: format!("({}) → ({})", position_to_string(&r.piles), position_to_string(m)),
    });
    let Some(lifted) = r.lift(&t, m, 1).pop() else {
        return Ok(steps);
    };
    let target: Vec<u64> = (0..p.len()).map(|i| p[i] - (t[i] - lifted[i])).collect();
    let check = crate::analysis::analyze(c, &target, limits, crate::Wants { moves: false, value: false })?;
    steps.push(IrpStep {
        title: "5. Lifted move".into(),
        text: format!(
            "the same chips taken from p give ({}) → ({}), which is {} (Lemma 3.6)",
            position_to_string(p),
            position_to_string(&target),
            if check.outcome == crate::Outcome::P {
                "a P-position ✓"
            } else {
                "not a P-position: the box's invariant vectors are not invariant beyond it"
            }
        ),
    });
    Ok(steps)
}
