//! One proof obligation as SMT-LIB2 text, and its **control**: the same definitions,
//! declarations and hypotheses (the shared part, byte for byte), then a different last
//! assertion that a correct description satisfies. The obligation answers `unsat` (its
//! claim holds everywhere); the control answers `sat` — which shows that the shared part is
//! consistent (a contradiction there, an `(assert false)` or an empty P-set, would make the
//! obligation unsat for nothing) and that what the claim is about exists.

/// An obligation and its control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Obligation {
    /// What `unsat` proves, for the header (`1: no move joins two positions where F holds`).
    pub(crate) about: String,
    /// The header's other comment lines (the complex, the vertex order).
    pub(crate) context: String,
    /// Definitions, declarations and hypotheses: the same in both files.
    pub(crate) shared: String,
    /// The assertions whose unsatisfiability (with the shared part) proves the claim.
    pub(crate) negated: String,
    /// What the control's assertion says (for its header and the manifest).
    pub(crate) control_about: String,
    /// The control's assertion(s).
    pub(crate) control: String,
}

/// The line that separates the shared part from an obligation's claim.
pub(crate) const CLAIM_LINE: &str = "; ---- the claim, negated: unsat proves it ----\n";
/// The line that separates the shared part from a control's assertion.
pub(crate) const CONTROL_LINE: &str = "; ---- the control: sat shows the part above consistent ----\n";

impl Obligation {
    /// The obligation's file: `unsat` proves the claim.
    pub fn text(&self) -> String {
        format!(
            "; simnim proof obligation {}.\n{}; Expected answer: unsat (re-run with `z3 FILE` or `cvc5 FILE`); its control (the same file\n; up to the claim) answers sat.\n{}{CLAIM_LINE}{}(check-sat)\n",
            self.about, self.context, self.shared, self.negated
        )
    }

    /// The control's file: the same shared part, then an assertion a correct description
    /// satisfies; `sat` expected.
    pub fn control_text(&self) -> String {
        format!(
            "; simnim control of obligation {}: {}.\n{}; Expected answer: sat (the definitions and hypotheses below are the obligation's, byte for\n; byte, so they are consistent and the obligation's unsat is not vacuous).\n{}{CONTROL_LINE}{}(check-sat)\n",
            self.about, self.control_about, self.context, self.shared, self.control
        )
    }

    /// The same obligation with `extra` added to the shared part (a bound on the piles, a
    /// further hypothesis).
    pub fn with_shared(mut self, extra: &str) -> Obligation {
        self.shared.push_str(extra);
        self
    }
}

impl Obligation {
    /// The control pinned to a witness the prover found (each variable `prefix{i}` set to
    /// its value): the solver then only evaluates the shared part and the control's
    /// assertion there, which is what shows them consistent, and answers at once.
    pub fn pinned(mut self, pins: &[(&str, &[u64])]) -> Obligation {
        if pins.is_empty() {
            return self;
        }
        self.control.push_str("; at a witness the prover found:\n");
        for (prefix, vals) in pins {
            for (i, v) in vals.iter().enumerate() {
                self.control.push_str(&format!("(assert (= {prefix}{i} {v}))\n"));
            }
        }
        self
    }
}
