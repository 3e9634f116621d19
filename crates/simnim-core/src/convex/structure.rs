//! Structure theory (McCoy–Sieben Sec 4): maximally non-generating sets ℳ, intersection subsets ℐ,
//! the Frattini subset Φ, structure classes X_I (positions P with ⌈P⌉ = I), options between classes
//! (Def 4.11) and the type calculus (Def 4.14) that gives each class its two nim numbers.
//!
//! Contract: [`Structure::of`] never enumerates the 2^|S| positions. ℳ comes from the copoints of
//! the winning points (the maximal convex sets avoiding w ∈ W), so |S| may be up to 64; the number
//! of classes is capped by [`MAX_CLASSES`] with a clear error. For DNG the same calculus runs on the
//! classes other than X_S (the generating sets are not positions), which Prop 4.10 allows since
//! whether an option is legal depends only on its class.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use super::error::GeometryError;
use super::game::{Game, Rule};
use super::geometry::maximal_sets;

/// Largest number of structure classes computed.
pub const MAX_CLASSES: usize = 20_000;

/// One structure class X_I.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Class {
    /// The intersection subset I (S mask).
    pub set: u64,
    /// pty(I).
    pub parity: u8,
    /// nim_0(X_I), nim_1(X_I): the nim numbers of the even and of the odd positions in X_I.
    pub nim: [u32; 2],
    /// Indices of the option classes Opt(X_I).
    pub options: Vec<usize>,
}

impl Class {
    /// type(X_I) = (pty(I), nim_0, nim_1).
    pub fn type_triple(&self) -> (u8, u32, u32) {
        (self.parity, self.nim[0], self.nim[1])
    }
}

/// The structure of a game; see the module contract.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Structure {
    pub rule: Rule,
    /// |S|.
    pub n: usize,
    /// ℳ, sorted.
    pub maximal: Vec<u64>,
    /// ℐ as classes, by size descending then mask; for GEN `classes[0]` is X_S, for DNG X_S is absent.
    pub classes: Vec<Class>,
    /// Index of X_Φ, or `None` when the start ∅ is not a position with options of its own
    /// (GEN with ℳ = ∅: ∅ already generates; DNG with ℳ = ∅: no legal position at all).
    pub frattini: Option<usize>,
    /// Set when `classes` is the signature quotient (see [`Quotient`]) instead of all of ℐ.
    pub quotient: Option<Quotient>,
}

/// The signature quotient, used when the complements V_M = S ∖ M of the maximally non-generating
/// sets are pairwise disjoint (W ⊆ Ex(S), Prop 5.1; trees with |W| ≥ 2, Sec 6.1) and ℐ ≅ 2^ℳ is
/// too large to list. Then X_{M_A} has the options X_{M_{A∖a}} (a ∈ A) and pty(M_A) =
/// pty(S) + #{a ∈ A : |V_a| odd}, so its type depends only on the signature (e, o) = the numbers of
/// a ∈ A with |V_a| even / odd (the paper's Sec 6.1 argument, here for any such geometry). One class
/// per signature is kept, with representative I = S ∖ ⋃ of the first e even and o odd V_a.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Quotient {
    /// V_a = S ∖ M_a, in the order of ℳ.
    pub complements: Vec<u64>,
    /// Class index of signature (e, o), `usize::MAX` for X_S in DNG.
    pub index: Vec<Vec<usize>>,
}

fn mex(it: impl Iterator<Item = u32>) -> u32 {
    let mut seen = 0u128;
    for v in it {
        if v < 128 {
            seen |= 1 << v;
        }
    }
    (!seen).trailing_zeros()
}

/// One step of the type calculus (Def 4.14): the nim numbers [nim_0, nim_1] of a class X_I ≠ X_S
/// from pty(I) and the nim numbers of its option classes.
pub fn type_calculus(parity: u8, options: &[[u32; 2]]) -> [u32; 2] {
    let p = (parity & 1) as usize;
    let own = mex(options.iter().map(|o| o[1 - p]));
    let other = mex(options.iter().map(|o| o[p]).chain(std::iter::once(own)));
    let mut nim = [0, 0];
    nim[p] = own;
    nim[1 - p] = other;
    nim
}

impl Structure {
    /// ℳ, ℐ, the classes, their options and types (at most [`MAX_CLASSES`] classes, or the
    /// signature quotient when it applies).
    pub fn of(game: &Game) -> Result<Structure, GeometryError> {
        Structure::of_with_limit(game, MAX_CLASSES)
    }

    /// As [`Structure::of`] with another limit on the number of classes listed (tests use a small
    /// one to exercise the quotient on games small enough to check by brute force).
    pub fn of_with_limit(game: &Game, max_classes: usize) -> Result<Structure, GeometryError> {
        let geo = &game.geometry;
        let n = geo.n();
        let all = geo.all();
        let mut cands = Vec::new();
        for w in 0..n {
            if game.win >> w & 1 == 1 {
                cands.extend(geo.copoints(w));
            }
        }
        let maximal = maximal_sets(cands);
        let complements: Vec<u64> = maximal.iter().map(|&m| all & !m).collect();
        let disjoint = complements.iter().enumerate().all(|(i, &a)| complements[..i].iter().all(|&b| a & b == 0));
        if disjoint && !maximal.is_empty() && (1u128 << maximal.len()) > max_classes as u128 {
            return Ok(Structure::signature_quotient(game, maximal, complements));
        }
        // ℐ: all intersections of subfamilies of ℳ (∩∅ = S).
        let mut sets: Vec<u64> = vec![all];
        let mut seen = std::collections::HashSet::new();
        seen.insert(all);
        for &m in &maximal {
            let cur = sets.clone();
            for i in cur {
                let x = i & m;
                if seen.insert(x) {
                    sets.push(x);
                    if sets.len() > max_classes {
                        return Err(GeometryError::TooManyClasses { limit: max_classes, maximal: maximal.len() });
                    }
                }
            }
        }
        if game.rule == Rule::Avoid {
            sets.retain(|&s| s != all);
        }
        sets.sort_unstable_by(|a, b| b.count_ones().cmp(&a.count_ones()).then(a.cmp(b)));
        let index: std::collections::HashMap<u64, usize> = sets.iter().enumerate().map(|(i, &s)| (s, i)).collect();
        let ceil = |p: u64| -> u64 { maximal.iter().filter(|&&m| p & m == p).fold(all, |acc, &m| acc & m) };
        let mut classes: Vec<Class> = Vec::with_capacity(sets.len());
        for &set in &sets {
            let mut options: Vec<usize> = Vec::new();
            if set != all {
                for r in 0..n {
                    if set >> r & 1 == 0 {
                        let j = ceil(set | 1 << r);
                        if let Some(&k) = index.get(&j) {
                            if !options.contains(&k) {
                                options.push(k);
                            }
                        }
                    }
                }
            }
            options.sort_unstable();
            classes.push(Class { set, parity: (set.count_ones() % 2) as u8, nim: [0, 0], options });
        }
        // Type calculus, largest sets first (options are strict supersets, so already typed).
        for i in 0..classes.len() {
            if classes[i].set == all {
                continue; // X_S: (pty(S), 0, 0)
            }
            let opts: Vec<[u32; 2]> = classes[i].options.iter().map(|&j| classes[j].nim).collect();
            classes[i].nim = type_calculus(classes[i].parity, &opts);
        }
        let phi = ceil(0);
        let frattini = if maximal.is_empty() { None } else { index.get(&phi).copied() };
        Ok(Structure { rule: game.rule, n, maximal, classes, frattini, quotient: None })
    }

    fn signature_quotient(game: &Game, maximal: Vec<u64>, complements: Vec<u64>) -> Structure {
        let n = game.geometry.n();
        let all = game.geometry.all();
        let even: Vec<usize> =
            (0..complements.len()).filter(|&a| complements[a].count_ones().is_multiple_of(2)).collect();
        let odd: Vec<usize> = (0..complements.len()).filter(|&a| complements[a].count_ones() % 2 == 1).collect();
        let (ne, no) = (even.len(), odd.len());
        let pty_s = (all.count_ones() % 2) as u8;
        let mut index = vec![vec![usize::MAX; no + 1]; ne + 1];
        let mut classes: Vec<Class> = Vec::new();
        // Increasing e + o: the options (e−1, o), (e, o−1) are typed first; X_S = (0, 0).
        for total in 0..=ne + no {
            for e in 0..=ne.min(total) {
                let o = total - e;
                if o > no || (total == 0 && game.rule == Rule::Avoid) {
                    continue;
                }
                let removed = even[..e].iter().chain(&odd[..o]).fold(0u64, |m, &a| m | complements[a]);
                let parity = pty_s ^ (o % 2) as u8;
                let mut options = Vec::new();
                if e > 0 && index[e - 1][o] != usize::MAX {
                    options.push(index[e - 1][o]);
                }
                if o > 0 && index[e][o - 1] != usize::MAX {
                    options.push(index[e][o - 1]);
                }
                let nim = if total == 0 {
                    [0, 0]
                } else {
                    let opts: Vec<[u32; 2]> = options.iter().map(|&j: &usize| classes[j].nim).collect();
                    type_calculus(parity, &opts)
                };
                index[e][o] = classes.len();
                classes.push(Class { set: all & !removed, parity, nim, options });
            }
        }
        let frattini = Some(index[ne][no]);
        Structure { rule: game.rule, n, maximal, classes, frattini, quotient: Some(Quotient { complements, index }) }
    }

    /// The Frattini subset Φ = ∩ℳ (S when ℳ is empty).
    pub fn frattini_set(&self) -> u64 {
        self.maximal.iter().fold(if self.n >= 64 { u64::MAX } else { (1u64 << self.n) - 1 }, |a, &m| a & m)
    }

    /// ⌈P⌉ = ∩{M ∈ ℳ : P ⊆ M} (S if P lies in no M, i.e. P generates W).
    pub fn ceil(&self, p: u64) -> u64 {
        let all = if self.n >= 64 { u64::MAX } else { (1u64 << self.n) - 1 };
        self.maximal.iter().filter(|&&m| p & m == p).fold(all, |acc, &m| acc & m)
    }

    /// The index of the class of P, or `None` if P is not a position (DNG: P generates W).
    /// In the quotient, the class of P's signature.
    pub fn class_of(&self, p: u64) -> Option<usize> {
        if let Some(q) = &self.quotient {
            let (mut e, mut o) = (0, 0);
            for &v in &q.complements {
                if p & v == 0 {
                    if v.count_ones() % 2 == 0 {
                        e += 1
                    } else {
                        o += 1
                    }
                }
            }
            let i = q.index[e][o];
            return (i != usize::MAX).then_some(i);
        }
        let c = self.ceil(p);
        self.classes.iter().position(|k| k.set == c)
    }

    /// nim(P) = nim_{pty(P)}(X_⌈P⌉) (Prop 4.16); `None` if P is not a position.
    pub fn nim_of(&self, p: u64) -> Option<u32> {
        self.class_of(p).map(|i| self.classes[i].nim[(p.count_ones() % 2) as usize])
    }

    /// The nim number of the game: nim_0(X_Φ), 0 when ℳ is empty.
    pub fn nim(&self) -> u32 {
        self.frattini.map(|i| self.classes[i].nim[0]).unwrap_or(0)
    }

    /// Up to `limit` positions of class `i` (subsets P of I with ⌈P⌉ = I), smallest first, and
    /// whether the list is complete. Looks at no more than 2^16 subsets (it runs on the page).
    pub fn positions_of(&self, i: usize, limit: usize) -> (Vec<u64>, bool) {
        let set = self.classes[i].set;
        let bits: Vec<usize> = (0..self.n).filter(|&b| set >> b & 1 == 1).collect();
        let k = bits.len().min(16);
        let mut out = Vec::new();
        let mut complete = bits.len() <= 16;
        for sub in 0..(1u64 << k) {
            let p =
                bits.iter().take(k).enumerate().filter(|&(j, _)| sub >> j & 1 == 1).fold(0u64, |m, (_, &b)| m | 1 << b);
            if self.ceil(p) == set {
                if out.len() == limit {
                    complete = false;
                    break;
                }
                out.push(p);
            }
        }
        out.sort_unstable_by_key(|p| (p.count_ones(), *p));
        (out, complete)
    }
}
