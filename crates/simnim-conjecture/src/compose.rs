//! Composition written out: an application `apply(f, args)` inlined as f with its piles
//! replaced by the arguments (what the winning-move rules read), and the substitutions
//! behind it.

use super::formula::{Formula, Term};

impl Term {
    /// The term with pile i replaced by `args[i]`.
    pub fn substitute(&self, args: &[Term]) -> Term {
        let all = |ts: &[Term]| ts.iter().map(|t| t.substitute(args)).collect();
        match self {
            Term::Int(i) => Term::Int(*i),
            Term::X(i) => args.get(*i).cloned().unwrap_or(Term::Int(0)),
            Term::Add(ts) => Term::Add(all(ts)),
            Term::Mul(c, t) => Term::Mul(*c, Box::new(t.substitute(args))),
            Term::Min(ts) => Term::Min(all(ts)),
            Term::Max(ts) => Term::Max(all(ts)),
        }
    }
}

impl Formula {
    /// The same formula with every application written out: `apply(f, args)` becomes
    /// "every argument ≥ 0, and f with its piles replaced by the arguments" (a `some_sym`
    /// inside f, which permutes the arguments, becomes a disjunction). `digits` and `xor0`
    /// inside an application stay applications.
    pub fn inlined(&self) -> Formula {
        match self {
            Formula::And(fs) => Formula::And(fs.iter().map(Formula::inlined).collect()),
            Formula::Or(fs) => Formula::Or(fs.iter().map(Formula::inlined).collect()),
            Formula::Not(f) => Formula::Not(Box::new(f.inlined())),
            Formula::SomeSym(gs, f) => Formula::SomeSym(gs.clone(), Box::new(f.inlined())),
            Formula::Apply(sub, args) => match sub.f.substitute(args) {
                Some(body) => {
                    let mut atoms: Vec<Formula> = args.iter().map(|t| Formula::Le(Term::Int(0), t.clone())).collect();
                    atoms.push(body.inlined());
                    Formula::And(atoms)
                }
                None => self.clone(),
            },
            other => other.clone(),
        }
    }

    /// The formula with pile i replaced by `args[i]` (`None` for `digits`, which are about
    /// piles themselves).
    pub(crate) fn substitute(&self, args: &[Term]) -> Option<Formula> {
        let t = |x: &Term| x.substitute(args);
        let all = |fs: &[Formula]| fs.iter().map(|f| f.substitute(args)).collect::<Option<Vec<_>>>();
        Some(match self {
            Formula::True => Formula::True,
            Formula::False => Formula::False,
            Formula::Eq(a, b) => Formula::Eq(t(a), t(b)),
            Formula::Le(a, b) => Formula::Le(t(a), t(b)),
            Formula::Lt(a, b) => Formula::Lt(t(a), t(b)),
            Formula::Mod(a, m, r) => Formula::Mod(t(a), *m, *r),
            Formula::Xor0(ts) => Formula::Xor0(ts.iter().map(t).collect()),
            Formula::Digits(_) => return None,
            Formula::And(fs) => Formula::And(all(fs)?),
            Formula::Or(fs) => Formula::Or(all(fs)?),
            Formula::Not(f) => Formula::Not(Box::new(f.substitute(args)?)),
            Formula::SomeSym(gs, f) => Formula::Or(
                gs.iter()
                    .map(|g| f.substitute(&g.iter().map(|&i| args[i].clone()).collect::<Vec<_>>()))
                    .collect::<Option<Vec<_>>>()?,
            ),
            Formula::Apply(sub, inner) => Formula::Apply(sub.clone(), inner.iter().map(t).collect()),
        })
    }
}

impl Formula {
    /// The formula as a disjunction one level down, when it has one: an `or` is its
    /// disjuncts (nested ones flattened); an application is written out (its arguments ≥ 0,
    /// its formula at them, a `some_sym` becoming a disjunction) and split there; a
    /// conjunction is split at its first part that splits, the other parts kept in each
    /// alternative. `None` when nothing splits. The alternatives' disjunction is the formula.
    pub(crate) fn alternatives(&self) -> Option<Vec<Formula>> {
        fn flatten(f: Formula, out: &mut Vec<Formula>) {
            match f {
                Formula::Or(fs) => fs.into_iter().for_each(|g| flatten(g, out)),
                other => out.push(other),
            }
        }
        match self {
            Formula::Or(_) => {
                let mut out = Vec::new();
                flatten(self.clone(), &mut out);
                Some(out)
            }
            Formula::SomeSym(..) => None,
            Formula::Apply(sub, args) => {
                let body = sub.f.substitute(args)?;
                let mut parts: Vec<Formula> = args.iter().map(|t| Formula::Le(Term::Int(0), t.clone())).collect();
                parts.push(body);
                Formula::And(parts).alternatives()
            }
            Formula::And(parts) => parts.iter().enumerate().find_map(|(k, part)| {
                let alts = part.alternatives()?;
                Some(
                    alts.into_iter()
                        .map(|a| {
                            let mut out: Vec<Formula> = Vec::new();
                            for (j, p) in parts.iter().enumerate() {
                                let p = if j == k { &a } else { p };
                                match p {
                                    Formula::And(inner) => out.extend(inner.iter().cloned()),
                                    other => out.push(other.clone()),
                                }
                            }
                            Formula::And(out)
                        })
                        .collect(),
                )
            }),
            _ => None,
        }
    }
}
