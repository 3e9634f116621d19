//! The papers' set notation: complexes (`{1,2,3},{2,3,4}`, `{{a,b},{c}}`), piles
//! (`3,1,2`) and positions. Parsing never panics: bad input returns an error naming the
//! problem and its 1-based character column.

use std::fmt;

use crate::complex::{Complex, Label, MAX_VERTICES};

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

impl Complex {
    /// Parses the papers' set notation: `{1,2,3},{2,3,4}` or `{a,b},{b,c}`; commas between
    /// sets are optional, whitespace is ignored, and an outer pair of braces
    /// (`{{a,b},{c}}`, the SetNim paper's style) is accepted.
    pub fn parse(text: &str) -> Result<Complex, ParseError> {
        parse_complex(text)
    }
}

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
    Complex::from_sets(labels, &sets).map_err(|e| ParseError { column: 1, message: e.to_string() })
}

/// Why a list of piles was refused; `column` is the 1-based character column of the entry.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PilesError {
    /// Nothing was given; the complex has `vertices` vertices.
    Empty { vertices: usize },
    /// Entry `index` (1-based) is not a non-negative integer.
    NotANumber { index: usize, column: usize, text: String },
    /// Entry `index` (1-based) is larger than 2^64 − 1.
    TooLarge { index: usize, column: usize, text: String },
    /// The number of piles differs from the number of vertices.
    Count { given: usize, vertices: usize },
}

impl fmt::Display for PilesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PilesError::Empty { vertices: n } => {
                write!(f, "no piles given; the complex has {n} vertices, so give {n} numbers like 1,0,2")
            }
            PilesError::NotANumber { index, column, text } => {
                write!(f, "pile {index} (column {column}) is '{text}', not a non-negative integer")
            }
            PilesError::TooLarge { index, column, text } => {
                write!(f, "pile {index} (column {column}) is {text}, larger than 2^64-1")
            }
            PilesError::Count { given, vertices } => {
                let s = if *given == 1 { "pile" } else { "piles" };
                write!(f, "{given} {s} given but the complex has {vertices} vertices")
            }
        }
    }
}

impl std::error::Error for PilesError {}

/// Parses a comma-separated list of pile sizes (`3,1,2`, optionally in parentheses) for a
/// complex with `n` vertices. Accepts whitespace; refuses signs, junk, overflow and a wrong
/// count, naming the entry and its column.
pub fn parse_piles(text: &str, n: usize) -> Result<Vec<u64>, PilesError> {
    let lead = text.len() - text.trim_start().len();
    let mut body = text.trim();
    let mut offset = lead;
    if let Some(inner) = body.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
        body = inner;
        offset += 1;
    }
    if body.trim().is_empty() {
        return Err(PilesError::Empty { vertices: n });
    }
    let mut out = Vec::new();
    let mut at = offset;
    for (i, part) in body.split(',').enumerate() {
        let p = part.trim();
        let column = text[..at + (part.len() - part.trim_start().len())].chars().count() + 1;
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PilesError::NotANumber { index: i + 1, column, text: p.to_string() });
        }
        match p.parse::<u64>() {
            Ok(v) => out.push(v),
            Err(_) => return Err(PilesError::TooLarge { index: i + 1, column, text: p.to_string() }),
        }
        at += part.len() + 1;
    }
    if out.len() != n {
        return Err(PilesError::Count { given: out.len(), vertices: n });
    }
    Ok(out)
}

/// Formats a position as `a,b,c` (the CLI's lines and the links' `p=`).
pub fn position_to_string(p: &[u64]) -> String {
    p.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}

/// A position in prose, as the papers write it: `(a,b,c)`. Every sentence a person reads
/// names positions this way.
pub fn position_text(p: &[u64]) -> String {
    format!("({})", position_to_string(p))
}
