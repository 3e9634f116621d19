//! An exercise in the convex mode: a convex link with `&task=value` asks "What is the nim
//! number of GEN(S, W)?". The answer is checked against the structure theory's nim number;
//! a wrong one gets a hint that names what decides it but never the number; while it is
//! open the page shows no nim number, reason, winning move or structure diagram.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use simnim_core::convex::{reasons, Game};

/// The student's attempts at the convex exercise on screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Quiz {
    pub tries: u32,
    pub solved: bool,
    /// The reply to the last attempt: right or not, and what the page says.
    pub feedback: Option<(bool, String)>,
}

impl Quiz {
    /// Checks `said` against the nim number `nim` of `game` (from its structure).
    pub fn answer(&mut self, said: u64, nim: u32, game: &Game) {
        if self.solved {
            return;
        }
        self.tries += 1;
        let props = reasons(game);
        if said == u64::from(nim) {
            self.solved = true;
            let why: Vec<String> = props.iter().map(|r| format!("{}: {}.", r.source, r.statement)).collect();
            let why = if why.is_empty() {
                "The type calculus of the structure classes gives it (Def 4.14).".to_string()
            } else {
                why.join(" ")
            };
            self.feedback = Some((true, format!("Right: the nim number is {nim}. {why}")));
        } else {
            let here = props.first().map(|r| format!(" Here {} decides it.", r.source)).unwrap_or_default();
            self.feedback = Some((
                false,
                format!(
                    "Not {said}. Hint: a position's nim number is the smallest number that is not the nim number of a position one selection away; McCoy and Sieben's structure classes compute it class by class.{here}"
                ),
            ));
        }
    }
}
