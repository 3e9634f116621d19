//! How big a formula is, against the grammar's limits: nodes (every object, integer and
//! listed set counts one), counted per part — the formula outside its defs, and each def's
//! own body — and the product of multipliers along a path.

use std::collections::HashSet;

use super::formula::{Formula, Term, MAX_DEFS, MAX_NODES};

impl Term {
    pub(crate) fn nodes(&self) -> usize {
        match self {
            Term::Int(_) | Term::X(_) => 1,
            Term::Add(ts) | Term::Min(ts) | Term::Max(ts) => 1 + ts.iter().map(Term::nodes).sum::<usize>(),
            Term::Mul(_, t) => 1 + t.nodes(),
        }
    }

    /// The largest product of multipliers along a path from this term to a leaf.
    pub(crate) fn scale(&self) -> i128 {
        match self {
            Term::Int(_) | Term::X(_) => 1,
            Term::Add(ts) | Term::Min(ts) | Term::Max(ts) => ts.iter().map(Term::scale).max().unwrap_or(1),
            Term::Mul(c, t) => (*c as i128).abs().max(1).saturating_mul(t.scale()),
        }
    }
}

impl Formula {
    /// The number of nodes (every object, integer and listed set counts one; a def once).
    pub fn nodes(&self) -> usize {
        self.count(&mut HashSet::new())
    }

    /// Within the grammar's size limits: each part at most [`MAX_NODES`] nodes, at most
    /// [`MAX_DEFS`] defs; else why not.
    pub fn fits(&self) -> Result<(), String> {
        let own = self.own_nodes();
        if own > MAX_NODES {
            return Err(format!("{own} nodes; a formula (outside its defs) has at most {MAX_NODES}"));
        }
        let mut named = Vec::new();
        self.named_subs(&mut named);
        if named.len() > MAX_DEFS {
            return Err(format!("{} defs; a formula has at most {MAX_DEFS}", named.len()));
        }
        for sub in &named {
            let own = sub.f.own_nodes();
            if own > MAX_NODES {
                let name = sub.name.as_deref().unwrap_or("?");
                return Err(format!("{own} nodes in the def '{name}'; a def has at most {MAX_NODES}"));
            }
        }
        Ok(())
    }

    /// The nodes of this part: a call to a def counts itself and its arguments only.
    fn own_nodes(&self) -> usize {
        match self {
            Formula::And(fs) | Formula::Or(fs) => 1 + fs.iter().map(Formula::own_nodes).sum::<usize>(),
            Formula::Not(f) | Formula::SomeSym(_, f) => 1 + f.own_nodes(),
            Formula::Apply(sub, args) => {
                let own = 1 + args.iter().map(Term::nodes).sum::<usize>();
                if sub.name.is_some() {
                    own
                } else {
                    own + sub.f.own_nodes()
                }
            }
            other => other.flat_nodes(),
        }
    }

    fn count(&self, seen: &mut HashSet<String>) -> usize {
        let many = |fs: &[Formula], seen: &mut HashSet<String>| fs.iter().map(|f| f.count(seen)).sum::<usize>();
        match self {
            Formula::And(fs) | Formula::Or(fs) => 1 + many(fs, seen),
            Formula::Not(f) | Formula::SomeSym(_, f) => 1 + f.count(seen),
            Formula::Apply(sub, args) => {
                let own = 1 + args.iter().map(Term::nodes).sum::<usize>();
                match &sub.name {
                    Some(name) if !seen.insert(name.clone()) => own,
                    _ => own + sub.f.count(seen),
                }
            }
            other => other.flat_nodes(),
        }
    }

    fn flat_nodes(&self) -> usize {
        match self {
            Formula::True | Formula::False => 1,
            Formula::Eq(a, b) | Formula::Le(a, b) | Formula::Lt(a, b) => 1 + a.nodes() + b.nodes(),
            Formula::Mod(t, _, _) => 3 + t.nodes(),
            Formula::Xor0(ts) => 1 + ts.iter().map(Term::nodes).sum::<usize>(),
            Formula::Digits(sets) => 1 + sets.len(),
            _ => 1,
        }
    }

    pub(crate) fn scale(&self) -> i128 {
        match self {
            Formula::True | Formula::False | Formula::Digits(_) => 1,
            Formula::Eq(a, b) | Formula::Le(a, b) | Formula::Lt(a, b) => a.scale().max(b.scale()),
            Formula::Mod(t, _, _) => t.scale(),
            Formula::Xor0(ts) => ts.iter().map(Term::scale).max().unwrap_or(1),
            Formula::And(fs) | Formula::Or(fs) => fs.iter().map(Formula::scale).max().unwrap_or(1),
            Formula::Not(f) | Formula::SomeSym(_, f) => f.scale(),
            Formula::Apply(sub, args) => args.iter().map(Term::scale).max().unwrap_or(1).saturating_mul(sub.f.scale()),
        }
    }
}
