//! Simplicial complexes on at most 64 labelled vertices.
//!
//! A [`Complex`] is stored by its facets (maximal faces) as `u64` bitmasks over the
//! vertex indices `0..n`. Contract:
//! - every vertex lies in at least one facet (so every singleton is a face);
//! - `facets` are non-empty, pairwise incomparable, and kept in the order in which
//!   they first appeared in the generating sets (so printing is stable for a person);
//! - vertex order is numeric when every label is an integer, otherwise string order
//!   (the papers' convention: piles are listed in that order).
//!
//! Parsing the papers' set notation (`{1,2,3},{2,3,4}`) never panics: bad input returns a
//! [`ParseError`] naming the problem and its 1-based character column.

use std::cmp::Ordering;
use std::fmt;

/// Hard limit on the number of vertices (one bit each in a `u64`).
pub const MAX_VERTICES: usize = 64;

/// A vertex label: an integer or an identifier, as written in the papers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    Int(i64),
    Name(String),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Int(i) => write!(f, "{i}"),
            Label::Name(s) => f.write_str(s),
        }
    }
}

impl Label {
    /// Parses one label token (no surrounding whitespace). `None` if it is not a label.
    pub fn parse(tok: &str) -> Option<Label> {
        let digits = tok.strip_prefix('-').unwrap_or(tok);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return tok.parse::<i64>().ok().map(Label::Int);
        }
        let mut chars = tok.chars();
        let first = chars.next()?;
        let ok_first = first.is_alphabetic() || first == '_';
        let ok_rest = chars.all(|c| c.is_alphanumeric() || c == '_' || c == '\'');
        (ok_first && ok_rest).then(|| Label::Name(tok.to_string()))
    }
}

/// Ordering of labels used for the vertex order of a complex.
fn label_order(all_int: bool, a: &Label, b: &Label) -> Ordering {
    match (a, b) {
        (Label::Int(x), Label::Int(y)) if all_int => x.cmp(y),
        _ => a.to_string().cmp(&b.to_string()),
    }
}

/// A parse error: what is wrong and where (1-based character column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// An error building a complex from already-parsed parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComplexError(pub String);

impl fmt::Display for ComplexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ComplexError {}

/// A simplicial complex given by its facets. See the module documentation for the contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Complex {
    labels: Vec<Label>,
    facets: Vec<u64>,
}

/// Mask with the lowest `n` bits set (`n <= 64`).
#[inline]
pub fn low_mask(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The unions of the connected components of a hypergraph (sets that overlap, directly
/// or through others, are merged), ordered by lowest vertex.
pub fn merge_overlapping(sets: &[u64]) -> Vec<u64> {
    let mut comps: Vec<u64> = Vec::new();
    for &e in sets {
        let mut merged = e;
        comps.retain(|&c| {
            if c & merged != 0 {
                merged |= c;
                false
            } else {
                true
            }
        });
        comps.push(merged);
    }
    comps.sort_by_key(|c| c.trailing_zeros());
    comps
}

/// Iterates over the indices of the set bits of `mask`, lowest first.
#[inline]
pub fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

/// Keeps only the maximal sets, in order of first appearance, dropping duplicates and
/// empty sets.
pub fn maximal_sets(sets: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    for (i, &s) in sets.iter().enumerate() {
        if s == 0 {
            continue;
        }
        let dominated = sets.iter().enumerate().any(|(j, &t)| {
            // s is dropped if strictly inside another set, or equal to an earlier one.
            (s & !t == 0) && (s != t || j < i)
        });
        if !dominated {
            out.push(s);
        }
    }
    out
}

impl Complex {
    /// Builds a complex from labels and generating sets (bitmasks over label indices).
    /// Labels are re-sorted into the canonical vertex order; sets need not be maximal.
    /// Errors: no sets, an empty set, a label in no set, more than 64 vertices, repeated labels.
    pub fn from_sets(labels: Vec<Label>, sets: &[u64]) -> Result<Complex, ComplexError> {
        if labels.len() > MAX_VERTICES {
            return Err(ComplexError(format!("{} vertices exceed the limit of {MAX_VERTICES}", labels.len())));
        }
        if sets.is_empty() {
            return Err(ComplexError("the complex has no sets; write at least one, like {1,2}".into()));
        }
        for (i, a) in labels.iter().enumerate() {
            if labels[..i].contains(a) {
                return Err(ComplexError(format!("vertex label {a} is used twice")));
            }
        }
        let all = low_mask(labels.len());
        if let Some(s) = sets.iter().find(|&&s| s == 0 || s & !all != 0) {
            return Err(ComplexError(if *s == 0 {
                "a set is empty; every set needs at least one vertex".into()
            } else {
                "a set names a vertex that does not exist".into()
            }));
        }
        let covered = sets.iter().fold(0u64, |a, &s| a | s);
        if covered != all {
            let missing = bits(all & !covered).next().unwrap_or(0);
            return Err(ComplexError(format!(
                "vertex {} lies in no set; every vertex must be in some face",
                labels[missing]
            )));
        }
        // Canonical vertex order.
        let all_int = labels.iter().all(|l| matches!(l, Label::Int(_)));
        let mut order: Vec<usize> = (0..labels.len()).collect();
        order.sort_by(|&a, &b| label_order(all_int, &labels[a], &labels[b]));
        let mut new_index = vec![0usize; labels.len()];
        for (new, &old) in order.iter().enumerate() {
            new_index[old] = new;
        }
        let remap = |s: u64| bits(s).fold(0u64, |m, v| m | (1u64 << new_index[v]));
        let sets: Vec<u64> = sets.iter().map(|&s| remap(s)).collect();
        let labels = order.iter().map(|&i| labels[i].clone()).collect();
        Ok(Complex { labels, facets: maximal_sets(&sets) })
    }

    /// Builds a complex on vertices labelled `1..=n` from generating sets over indices `0..n`.
    pub fn from_index_sets(n: usize, sets: &[u64]) -> Result<Complex, ComplexError> {
        let labels = (1..=n as i64).map(Label::Int).collect();
        Complex::from_sets(labels, sets)
    }

    /// Parses the papers' set notation: `{1,2,3},{2,3,4}` or `{a,b},{b,c}`; commas between
    /// sets are optional, whitespace is ignored, and an outer pair of braces
    /// (`{{a,b},{c}}`, the SetNim paper's style) is accepted.
    pub fn parse(text: &str) -> Result<Complex, ParseError> {
        parse_complex(text)
    }

    /// Number of vertices.
    pub fn n(&self) -> usize {
        self.labels.len()
    }

    /// Vertex labels in vertex order.
    pub fn labels(&self) -> &[Label] {
        &self.labels
    }

    /// Facets (maximal faces) as bitmasks, in order of first appearance.
    pub fn facets(&self) -> &[u64] {
        &self.facets
    }

    /// Bitmask of all vertices.
    pub fn all(&self) -> u64 {
        low_mask(self.n())
    }

    /// Is `set` a face (a subset of some facet)? The empty set is a face.
    pub fn is_face(&self, set: u64) -> bool {
        self.facets.iter().any(|&f| set & !f == 0)
    }

    /// Index of the vertex with this label.
    pub fn index_of(&self, label: &Label) -> Option<usize> {
        self.labels.iter().position(|l| l == label)
    }

    /// Formats a vertex set in the papers' notation, e.g. `{1,3,5}` (`{}` when empty).
    pub fn set_to_string(&self, set: u64) -> String {
        let inner: Vec<String> = bits(set).map(|v| self.labels[v].to_string()).collect();
        format!("{{{}}}", inner.join(","))
    }

    /// The facets with their vertices in vertex order, facets sorted lexicographically by
    /// their vertex indices: a canonical form (two equal complexes print identically).
    pub fn canonical_facets(&self) -> Vec<u64> {
        let mut f = self.facets.clone();
        f.sort_by_key(|&s| bits(s).collect::<Vec<_>>());
        f
    }

    /// The circuits (minimal non-faces), sorted by size then lexicographically by vertex
    /// indices. Computed as the minimal transversals of the facet complements (Berge's
    /// algorithm). Errors if more than `limit` partial transversals arise.
    pub fn circuits_limited(&self, limit: usize) -> Result<Vec<u64>, ComplexError> {
        let all = self.all();
        let mut tr: Vec<u64> = vec![0];
        for &f in &self.facets {
            let edge = all & !f;
            if edge == 0 {
                // The complex is a simplex: no non-faces at all.
                return Ok(Vec::new());
            }
            let mut next: Vec<u64> = Vec::new();
            for &t in &tr {
                if t & edge != 0 {
                    next.push(t);
                } else {
                    next.extend(bits(edge).map(|v| t | (1u64 << v)));
                }
            }
            next.sort_unstable_by_key(|s| (s.count_ones(), *s));
            next.dedup();
            let mut minimal: Vec<u64> = Vec::with_capacity(next.len());
            for s in next {
                if !minimal.iter().any(|&m| m & !s == 0) {
                    minimal.push(s);
                }
            }
            if minimal.len() > limit {
                return Err(ComplexError(format!("more than {limit} circuits; the complex is too large to list them")));
            }
            tr = minimal;
        }
        tr.sort_by_key(|&s| (s.count_ones(), bits(s).collect::<Vec<_>>()));
        Ok(tr)
    }

    /// The circuits with the default limit of 200,000.
    pub fn circuits(&self) -> Result<Vec<u64>, ComplexError> {
        self.circuits_limited(200_000)
    }

    /// Connected components of the 1-skeleton, as vertex bitmasks, ordered by lowest vertex.
    pub fn components(&self) -> Vec<u64> {
        merge_overlapping(&self.facets)
    }

    /// The subcomplex induced on `vertices` (a non-empty subset), keeping labels.
    /// Returns the complex and the original index of each of its vertices.
    pub fn induced(&self, vertices: u64) -> Result<(Complex, Vec<usize>), ComplexError> {
        let vertices = vertices & self.all();
        if vertices == 0 {
            return Err(ComplexError("the induced subcomplex needs at least one vertex".into()));
        }
        let keep: Vec<usize> = bits(vertices).collect();
        let compress =
            |s: u64| keep.iter().enumerate().fold(0u64, |m, (i, &v)| if s >> v & 1 == 1 { m | 1 << i } else { m });
        let mut sets: Vec<u64> = self.facets.iter().map(|&f| compress(f & vertices)).filter(|&s| s != 0).collect();
        sets.dedup();
        let labels = keep.iter().map(|&v| self.labels[v].clone()).collect();
        // Labels stay in canonical order because `keep` is increasing.
        let c = Complex::from_sets(labels, &sets)?;
        Ok((c, keep))
    }

    /// Is this complex a simplex (one facet containing every vertex)?
    pub fn is_simplex(&self) -> bool {
        self.facets.len() == 1 && self.facets[0] == self.all()
    }
}

impl fmt::Display for Complex {
    /// Prints the facets in the papers' notation, e.g. `{1,2,3},{2,3,4},{1,5}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.facets.iter().map(|&s| self.set_to_string(s)).collect();
        f.write_str(&parts.join(","))
    }
}

// ---------------------------------------------------------------------------------------
// Parser

struct Lexer<'a> {
    chars: Vec<(usize, char)>,
    pos: usize,
    _text: &'a str,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Self {
        Lexer { chars: text.chars().enumerate().collect(), pos: 0, _text: text }
    }
    fn skip_ws(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].1.is_whitespace() {
            self.pos += 1;
        }
    }
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).map(|&(_, c)| c)
    }
    /// 1-based column of the current character (one past the end at end of input).
    fn column(&self) -> usize {
        self.pos + 1
    }
    fn err<T>(&self, column: usize, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError { column, message: message.into() })
    }
}

fn is_label_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '\'' || c == '-'
}

fn describe(c: Option<char>) -> String {
    match c {
        None => "the end of the text".to_string(),
        Some(c) => format!("'{c}'"),
    }
}

fn parse_complex(text: &str) -> Result<Complex, ParseError> {
    let mut lx = Lexer::new(text);
    lx.skip_ws();
    if lx.peek().is_none() {
        return lx.err(1, "empty complex: write its facets, like {1,2,3},{2,3,4}");
    }
    // Optional outer braces: `{{a,b},{c}}`.
    let mut outer_open: Option<usize> = None;
    if lx.peek() == Some('{') {
        let save = lx.pos;
        lx.pos += 1;
        lx.skip_ws();
        if lx.peek() == Some('{') {
            outer_open = Some(save + 1);
        } else {
            lx.pos = save;
        }
    }
    let mut labels: Vec<Label> = Vec::new();
    let mut sets: Vec<u64> = Vec::new();
    loop {
        lx.skip_ws();
        match lx.peek() {
            Some('{') => {}
            Some('}') if outer_open.is_some() => {
                lx.pos += 1;
                outer_open = None;
                lx.skip_ws();
                if lx.peek().is_some() {
                    return lx.err(lx.column(), format!("unexpected {} after the closing brace", describe(lx.peek())));
                }
                break;
            }
            None => break,
            Some('}') => return lx.err(lx.column(), "unbalanced braces: '}' without a matching '{'"),
            other => return lx.err(lx.column(), format!("expected '{{' to start a set, found {}", describe(other))),
        }
        let open_col = lx.column();
        lx.pos += 1;
        let mut set = 0u64;
        let mut first = true;
        loop {
            lx.skip_ws();
            match lx.peek() {
                Some('}') if first => {
                    return lx.err(open_col, "empty set {}: every set needs at least one vertex");
                }
                Some('}') => {
                    lx.pos += 1;
                    break;
                }
                None => {
                    return lx.err(open_col, "unbalanced braces: '{' is never closed");
                }
                Some('{') => return lx.err(lx.column(), "unbalanced braces: '{' inside a set"),
                _ => {}
            }
            if !first {
                if lx.peek() != Some(',') {
                    return lx.err(lx.column(), format!("expected ',' or '}}', found {}", describe(lx.peek())));
                }
                lx.pos += 1;
                lx.skip_ws();
            }
            first = false;
            if lx.peek() == Some('{') {
                return lx.err(lx.column(), "unbalanced braces: '{' inside a set");
            }
            let start = lx.pos;
            while lx.peek().is_some_and(is_label_char) {
                lx.pos += 1;
            }
            if start == lx.pos {
                return lx.err(lx.column(), format!("expected a vertex label, found {}", describe(lx.peek())));
            }
            let tok: String = lx.chars[start..lx.pos].iter().map(|&(_, c)| c).collect();
            let Some(label) = Label::parse(&tok) else {
                return lx.err(start + 1, format!("'{tok}' is not a vertex label (use integers or names like a, x1)"));
            };
            let idx = match labels.iter().position(|l| *l == label) {
                Some(i) => i,
                None => {
                    if labels.len() == MAX_VERTICES {
                        return lx.err(
                            start + 1,
                            format!("vertex '{tok}' would be vertex 65; at most {MAX_VERTICES} vertices"),
                        );
                    }
                    labels.push(label);
                    labels.len() - 1
                }
            };
            if set >> idx & 1 == 1 {
                return lx.err(start + 1, format!("label '{tok}' appears twice in the same set"));
            }
            set |= 1u64 << idx;
        }
        sets.push(set);
        lx.skip_ws();
        if lx.peek() == Some(',') {
            lx.pos += 1;
            lx.skip_ws();
            if lx.peek().is_none() {
                return lx.err(lx.column(), "a set is missing after the last ','");
            }
        }
    }
    if let Some(col) = outer_open {
        return lx.err(col, "unbalanced braces: the outer '{' is never closed");
    }
    Complex::from_sets(labels, &sets).map_err(|e| ParseError { column: 1, message: e.0 })
}

/// Parses a comma-separated list of pile sizes (`3,1,2`) for a complex with `n` vertices.
/// Accepts whitespace; refuses signs, junk, overflow and a wrong count, naming the entry.
pub fn parse_piles(text: &str, n: usize) -> Result<Vec<u64>, String> {
    let trimmed = text.trim();
    let trimmed = trimmed.strip_prefix('(').and_then(|t| t.strip_suffix(')')).unwrap_or(trimmed);
    if trimmed.is_empty() {
        return Err(format!("no piles given; the complex has {n} vertices, so give {n} numbers like 1,0,2"));
    }
    let mut out = Vec::new();
    for (i, part) in trimmed.split(',').enumerate() {
        let p = part.trim();
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("pile {} is '{}', not a non-negative integer", i + 1, p));
        }
        match p.parse::<u64>() {
            Ok(v) => out.push(v),
            Err(_) => return Err(format!("pile {} ({p}) is larger than 2^64-1", i + 1)),
        }
    }
    if out.len() != n {
        return Err(format!("{} piles given but the complex has {n} vertices", out.len()));
    }
    Ok(out)
}

/// Why `from -> to` is not a legal move on `c` (`None` when it is): a move lowers the piles
/// on one face, at least one chip in all, and raises none. Messages are for people, e.g.
/// "vertices 1 and 4 are not a face".
pub fn move_error(c: &Complex, from: &[u64], to: &[u64]) -> Option<String> {
    if from.len() != c.n() || to.len() != c.n() {
        return Some("that move does not fit this complex".into());
    }
    let changed = (0..c.n()).filter(|&v| to[v] != from[v]).fold(0u64, |m, v| m | 1 << v);
    if changed == 0 {
        return Some("a move must take at least one chip".into());
    }
    if (0..c.n()).any(|v| to[v] > from[v]) {
        return Some("a move can only take chips away".into());
    }
    if !c.is_face(changed) {
        let names: Vec<String> = bits(changed).map(|v| c.labels()[v].to_string()).collect();
        let list = match names.as_slice() {
            [a, b] => format!("{a} and {b}"),
            _ => names.join(", "),
        };
        return Some(format!("vertices {list} are not a face, so their piles cannot be lowered in one move"));
    }
    None
}

/// Formats a position as `a,b,c`.
pub fn position_to_string(p: &[u64]) -> String {
    p.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}
