//! Formulas in the papers' notation, for people: plain text (`n1 = n3 + n4`, `min(d, f)`,
//! `≤`, `⊕`) and LaTeX (`n_{1} = n_{3} + n_{4}`). A pile is named `n` and its vertex's
//! label when the label is a number (E&S's `n_v`), else by the label itself (SetNim's
//! `a, b, c`).

use super::formula::{Formula, Term};
use simnim_core::bits;
use simnim_core::{Complex, Label};

/// Text or LaTeX.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Text,
    Latex,
}

/// Writes terms and formulas over one complex's vertex names.
pub(crate) struct Writer {
    names: Vec<(String, String)>,
    style: Style,
}

impl Writer {
    pub(crate) fn new(c: &Complex, style: Style) -> Writer {
        let names = c
            .labels()
            .iter()
            .map(|l| match l {
                Label::Int(i) => (format!("n{i}"), format!("n_{{{i}}}")),
                Label::Name(s) => {
                    (s.clone(), if s.chars().count() == 1 { s.clone() } else { format!("\\mathit{{{s}}}") })
                }
            })
            .collect();
        Writer { names, style }
    }

    fn name(&self, i: usize) -> &str {
        match self.style {
            Style::Text => &self.names[i].0,
            Style::Latex => &self.names[i].1,
        }
    }

    fn list(&self, ts: &[Term]) -> String {
        ts.iter().map(|t| self.term(t)).collect::<Vec<_>>().join(", ")
    }

    /// A term.
    pub(crate) fn term(&self, t: &Term) -> String {
        let latex = self.style == Style::Latex;
        match t {
            Term::Int(i) => i.to_string(),
            Term::X(i) => self.name(*i).to_string(),
            Term::Add(ts) if ts.is_empty() => "0".into(),
            Term::Add(ts) => {
                let mut s = String::new();
                for (k, t) in ts.iter().enumerate() {
                    let (neg, body) = match t {
                        Term::Mul(c, u) if *c < 0 => (true, self.term(&Term::Mul(-c, u.clone()))),
                        Term::Int(c) if *c < 0 => (true, (-(*c as i128)).to_string()),
                        _ => (false, self.term(t)),
                    };
                    match (k, neg) {
                        (0, false) => s.push_str(&body),
                        (0, true) => s.push_str(&format!("-{body}")),
                        (_, false) => s.push_str(&format!(" + {body}")),
                        (_, true) => s.push_str(&format!(" - {body}")),
                    }
                }
                s
            }
            Term::Mul(c, u) => {
                let inner = match **u {
                    Term::Add(_) => format!("({})", self.term(u)),
                    _ => self.term(u),
                };
                match c {
                    1 => inner,
                    -1 => format!("-{inner}"),
                    _ if latex => format!("{c}{inner}"),
                    _ => format!("{c}{inner}"),
                }
            }
            Term::Min(ts) if latex => format!("\\min({})", self.list(ts)),
            Term::Max(ts) if latex => format!("\\max({})", self.list(ts)),
            Term::Min(ts) => format!("min({})", self.list(ts)),
            Term::Max(ts) => format!("max({})", self.list(ts)),
        }
    }

    fn set(&self, s: u64) -> String {
        let inner = bits(s).map(|v| self.name(v).to_string()).collect::<Vec<_>>().join(",");
        match self.style {
            Style::Text => format!("{{{inner}}}"),
            Style::Latex => format!("\\{{{inner}\\}}"),
        }
    }

    /// An atom or a connective (a piece is an `and`: its atoms joined by commas).
    pub(crate) fn formula(&self, f: &Formula) -> String {
        let latex = self.style == Style::Latex;
        let (le, oplus, and, or, not) = if latex {
            ("\\le", "\\oplus", ",\\ ", "\\ \\text{or}\\ ", "\\neg")
        } else {
            ("≤", "⊕", ", ", " or ", "not")
        };
        match f {
            Formula::True => "true".into(),
            Formula::False => "false".into(),
            Formula::Eq(a, Term::Min(ts)) if ts.len() == self.names.len() && matches!(a, Term::X(_)) => {
                format!("{} = {}", self.term(a), if latex { "\\min(p)" } else { "min(p)" })
            }
            Formula::Eq(a, b) => format!("{} = {}", self.term(a), self.term(b)),
            Formula::Le(a, b) => format!("{} {le} {}", self.term(a), self.term(b)),
            Formula::Lt(a, b) => format!("{} < {}", self.term(a), self.term(b)),
            Formula::Mod(t, m, r) if latex => format!("{} \\equiv {r} \\pmod{{{m}}}", self.term(t)),
            Formula::Mod(t, m, r) => format!("{} ≡ {r} (mod {m})", self.term(t)),
            Formula::Xor0(ts) => {
                // A sum among several terms is bracketed: (a + b) ⊕ c.
                let body = ts
                    .iter()
                    .map(|t| match t {
                        Term::Add(us) if ts.len() > 1 && us.len() > 1 => format!("({})", self.term(t)),
                        _ => self.term(t),
                    })
                    .collect::<Vec<_>>()
                    .join(&format!(" {oplus} "));
                format!("{} = 0", if body.is_empty() { "0".into() } else { body })
            }
            Formula::Digits(sets) => {
                let list = sets.iter().map(|&s| self.set(s)).collect::<Vec<_>>().join(", ");
                if latex {
                    format!("\\text{{every binary digit is carried by one of }} {list}")
                } else {
                    format!("every binary digit is carried by one of {list}")
                }
            }
            Formula::And(fs) if fs.is_empty() => "true".into(),
            Formula::And(fs) => fs.iter().map(|f| self.nested(f)).collect::<Vec<_>>().join(and),
            Formula::Or(fs) if fs.is_empty() => "false".into(),
            Formula::Or(fs) => fs.iter().map(|f| format!("({})", self.formula(f))).collect::<Vec<_>>().join(or),
            Formula::Not(f) => format!("{not} ({})", self.formula(f)),
            Formula::Apply(sub, args) => {
                let name = sub.name.clone().unwrap_or_else(|| "G".into());
                if latex {
                    format!("({}) \\in P_{{\\mathrm{{{}}}}}", self.list(args), name.replace('_', "\\_"))
                } else {
                    format!("({}) ∈ P[{name}]", self.list(args))
                }
            }
            Formula::SomeSym(gs, f) => {
                if latex {
                    format!("\\text{{up to {} symmetries: }} {}", gs.len(), self.formula(f))
                } else {
                    format!("up to {} symmetries: {}", gs.len(), self.formula(f))
                }
            }
        }
    }

    fn nested(&self, f: &Formula) -> String {
        match f {
            Formula::Or(_) | Formula::And(_) | Formula::SomeSym(..) => format!("({})", self.formula(f)),
            _ => self.formula(f),
        }
    }

    /// The header for the symmetry and one line per piece.
    fn head_and_pieces(&self, f: &Formula) -> (String, Vec<String>) {
        let (sym, body) = match f {
            Formula::SomeSym(gs, b) => (Some(gs.len()), &**b),
            _ => (None, f),
        };
        let pieces: Vec<String> = match body {
            Formula::Or(fs) if !fs.is_empty() => fs.iter().map(|p| self.formula(p)).collect(),
            other => vec![self.formula(other)],
        };
        let head = match (sym, pieces.len() > 1) {
            (Some(k), true) => format!("P iff, up to the complex's {k} symmetries, one of:"),
            (Some(k), false) => format!("P iff, up to the complex's {k} symmetries:"),
            (None, true) => "P iff one of:".to_string(),
            (None, false) => "P iff".to_string(),
        };
        (head, pieces)
    }

    /// The lines a person reads: a header for the symmetry, then one line per piece, then
    /// each sub-game's P-set a piece names (over its own piles y1, y2, …).
    pub(crate) fn lines(&self, f: &Formula) -> Vec<String> {
        let latex = self.style == Style::Latex;
        let (head, pieces) = self.head_and_pieces(f);
        let mut out = vec![if latex { format!("\\text{{{head}}}") } else { head }];
        out.extend(pieces);
        let mut subs = Vec::new();
        f.named_subs(&mut subs);
        for sub in subs {
            let name = sub.name.clone().unwrap_or_default();
            let w = Writer {
                names: (1..=sub.arity).map(|i| (format!("y{i}"), format!("y_{{{i}}}"))).collect(),
                style: self.style,
            };
            let (head, pieces) = w.head_and_pieces(&sub.f);
            let head = head.trim_end_matches(':').replacen("P iff", "y is P iff", 1).replacen(
                "the complex's",
                &format!("{name}'s"),
                1,
            );
            out.push(if latex {
                format!(
                    "\\text{{where }} P_{{\\mathrm{{{}}}}}\\text{{: {head}: }} {}",
                    name.replace('_', "\\_"),
                    pieces.join(" \\text{ or } ")
                )
            } else {
                format!("where P[{name}]: {head}: {}", pieces.join(" or "))
            });
        }
        out
    }
}
