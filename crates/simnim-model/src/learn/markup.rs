//! The lessons' facts written into their prose. Every position a lesson's paragraph names,
//! and every outcome, value or winning move it states, is written between `⟦` and `⟧`, so
//! the sentence and the fact the test suite checks are one piece of text:
//!
//! - `⟦(1,2,3) is P⟧`, `⟦(3,4,5) is N⟧`, `⟦(1,2,3) is a P-position⟧`,
//!   `⟦(3,4,5) is an N-position⟧` — an outcome;
//! - `⟦(2,1,0) has value 3⟧`, `⟦the value of (2,1,0) is 3⟧` — a nim value (the text ends with
//!   the number and says "value");
//! - `⟦to (1,4,5) from (3,4,5)⟧` — a winning move (one move, to a P-position); the words
//!   before ` from (…)` are shown, the starting position is not;
//! - `⟦(1,2,3)⟧` — a position named without a fact (a fact about it is stated elsewhere);
//! - `⟦on {1,2},{2,3}⟧` — the complex of the facts that follow in the lesson (shows nothing);
//!   until the first one, the facts are about the lesson's own playground.
//!
//! The page shows each position as a link that loads it into the lesson's playground
//! (`pages`); [`facts`] lists what the text states, and `tests/learn.rs` decides every
//! one with the naive solver, so rewriting "is P" as "is N" in a lesson fails the suite.

use simnim_core::families;

/// What a lesson's text states about a position of a complex (the complex in the papers'
/// set notation, piles in its vertex order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The position is a P-position (`true`) or an N-position.
    Outcome { complex: String, piles: Vec<u64>, p: bool },
    /// The position's nim value.
    Value { complex: String, piles: Vec<u64>, value: u64 },
    /// One move from `from` reaches `to`, a P-position.
    Move { complex: String, from: Vec<u64>, to: Vec<u64> },
    /// A position named, nothing stated.
    Named { complex: String, piles: Vec<u64> },
}

/// A piece of a paragraph: plain text, or a marked fact with the words it shows, the
/// position it links to and the complex of that position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Fact { shown: String, link: Vec<u64>, complex: String, fact: Fact },
}

/// The complex a lesson's playground opens (its start link's `c=` or `f=`), in the papers'
/// notation; `None` for a convex lesson.
pub fn start_complex(start: &str) -> Option<String> {
    start.split('&').find_map(|part| match part.split_once('=') {
        Some(("c", c)) => Some(c.to_string()),
        Some(("f" | "family", f)) => families::named(f).ok().map(|c| c.to_string()),
        _ => None,
    })
}

/// The positions `(a,b,…)` written in `s` (two or more numbers; a name such as "CN(6,3)",
/// whose parenthesis follows a letter or a digit, is not a position), with where each starts
/// and ends.
pub fn tuples(s: &str) -> Vec<(usize, usize, Vec<u64>)> {
    let mut out = Vec::new();
    for (i, _) in s.match_indices('(') {
        if s[..i].ends_with(|c: char| c.is_alphanumeric() || c == '}' || c == '_') {
            continue;
        }
        let Some(end) = s[i..].find(')').map(|e| i + e) else { continue };
        let nums: Option<Vec<u64>> = s[i + 1..end].split(',').map(|x| x.trim().parse::<u64>().ok()).collect();
        if let Some(v) = nums.filter(|v| v.len() >= 2) {
            out.push((i, end + 1, v));
        }
    }
    out
}

/// Reads one marked fact (the text between `⟦` and `⟧`) about `complex`.
fn fact(inner: &str, complex: &str) -> Result<(String, Vec<u64>, Fact), String> {
    let complex = complex.to_string();
    let (shown, from) = match inner.rsplit_once(" from ") {
        Some((shown, from)) => match tuples(from).as_slice() {
            [(0, end, p)] if *end == from.len() => (shown.to_string(), Some(p.clone())),
            _ => return Err(format!("⟦{inner}⟧: after \"from\" one position, and nothing else")),
        },
        None => (inner.to_string(), None),
    };
    let found = tuples(&shown);
    let [(_, end, piles)] = found.as_slice() else {
        return Err(format!("⟦{inner}⟧: a fact shows exactly one position"));
    };
    let (piles, tail) = (piles.clone(), shown[*end..].trim());
    if let Some(from) = from {
        return Ok((shown.clone(), piles.clone(), Fact::Move { complex, from, to: piles }));
    }
    let outcome = match tail {
        "is P" | "is a P-position" => Some(true),
        "is N" | "is an N-position" => Some(false),
        _ => None,
    };
    if let Some(p) = outcome {
        return Ok((shown, piles.clone(), Fact::Outcome { complex, piles, p }));
    }
    if shown.contains("value") {
        let number = shown.rsplit(' ').next().and_then(|w| w.parse::<u64>().ok());
        return match number {
            Some(value) => Ok((shown, piles.clone(), Fact::Value { complex, piles, value })),
            None => Err(format!("⟦{inner}⟧: a value fact ends with the value")),
        };
    }
    if tail.is_empty() && shown.trim() == shown && shown.starts_with('(') {
        return Ok((shown, piles.clone(), Fact::Named { complex, piles }));
    }
    Err(format!("⟦{inner}⟧: not a fact this markup knows (see learn::markup)"))
}

/// Splits a lesson's paragraphs into pieces; `start` is the lesson's start link. Errors name
/// the mark that cannot be read.
pub fn pieces(start: &str, text: &[&str]) -> Result<Vec<Vec<Piece>>, String> {
    let mut complex = start_complex(start).unwrap_or_default();
    let mut out = Vec::new();
    for para in text {
        let mut pieces = Vec::new();
        let mut rest: &str = para;
        while let Some(open) = rest.find('⟦') {
            let Some(close) = rest[open..].find('⟧').map(|c| open + c) else {
                return Err(format!("an unclosed ⟦ in: {para}"));
            };
            if open > 0 {
                pieces.push(Piece::Text(rest[..open].to_string()));
            }
            let inner = &rest[open + '⟦'.len_utf8()..close];
            if let Some(c) = inner.strip_prefix("on ") {
                simnim_core::Complex::parse(c).map_err(|e| format!("⟦{inner}⟧: {e}"))?;
                complex = c.to_string();
            } else {
                if complex.is_empty() {
                    return Err(format!("⟦{inner}⟧: no complex to state it on (⟦on …⟧ first)"));
                }
                let (shown, link, fact) = fact(inner, &complex)?;
                pieces.push(Piece::Fact { shown, link, complex: complex.clone(), fact });
            }
            rest = &rest[close + '⟧'.len_utf8()..];
        }
        if rest.contains('⟧') {
            return Err(format!("a ⟧ without ⟦ in: {para}"));
        }
        if !rest.is_empty() {
            pieces.push(Piece::Text(rest.to_string()));
        }
        out.push(pieces);
    }
    Ok(out)
}

/// Every fact the paragraphs state.
pub fn facts(start: &str, text: &[&str]) -> Result<Vec<Fact>, String> {
    Ok(pieces(start, text)?
        .into_iter()
        .flatten()
        .filter_map(|p| match p {
            Piece::Fact { fact, .. } => Some(fact),
            Piece::Text(_) => None,
        })
        .collect())
}

/// The paragraphs as the reader sees them, without marks (for a check of what plain text
/// states, and for a handout).
pub fn plain(start: &str, text: &[&str]) -> Result<Vec<String>, String> {
    Ok(pieces(start, text)?
        .into_iter()
        .map(|para| {
            para.into_iter()
                .map(|p| match p {
                    Piece::Text(t) => t,
                    Piece::Fact { shown, .. } => shown,
                })
                .collect()
        })
        .collect())
}

/// What a paragraph states outside its marks that it should state inside one: a position, or
/// an outcome or value said of one in words ("so it is N", "its value is 3"). `Err` names
/// the first.
pub fn unmarked(start: &str, text: &[&str]) -> Result<(), String> {
    for para in pieces(start, text)? {
        for p in para {
            let Piece::Text(t) = p else { continue };
            if let Some((_, _, v)) = tuples(&t).first() {
                return Err(format!("the position {v:?} is written outside ⟦…⟧: {t}"));
            }
            let words: Vec<&str> = t
                .split(|c: char| c.is_whitespace() || matches!(c, ',' | ':' | ';'))
                .map(|w| w.trim_end_matches(['.', ')']))
                .filter(|w| !w.is_empty())
                .collect();
            for i in 0..words.len() {
                let w = |k: usize| words.get(i + k).copied().unwrap_or("");
                // A rule ("a position is P exactly when …") may say "is P"; a sentence about
                // one position says it of the position, and the position is marked: what is
                // left is a pronoun standing for one ("so it is N"), or a value in words.
                let pronoun =
                    matches!(w(0), "it" | "It" | "this" | "This" | "that" | "which" | "both" | "they" | "one");
                let stated = (pronoun
                    && (matches!((w(1), w(2)), ("is" | "are", "P" | "N"))
                        || matches!((w(1), w(2), w(3)), ("is", "a", "P-position") | ("is", "an", "N-position"))))
                    || (w(0) == "value" && w(1) == "is" && w(2).parse::<u64>().is_ok());
                if stated {
                    return Err(format!("\"{} {} {}\" states a fact outside ⟦…⟧: {t}", w(0), w(1), w(2)));
                }
            }
        }
    }
    Ok(())
}
