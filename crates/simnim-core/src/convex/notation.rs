//! The written forms of convex geometries, shared by the CLI's flags and the page's links:
//! points in the plane `(0,0),(2,0),(1,1)`, points on a line `-1,0,1`, and trees by their
//! edges `0-1,0-2,2-3`. Parsing never panics; errors give the 1-based column.

use super::error::GeometryError;
use super::MAX_GROUND;

fn syntax(column: usize, expected: &'static str, found: &str) -> GeometryError {
    let found: String = found.chars().take(12).collect();
    GeometryError::Syntax { column, expected, found }
}

/// The pieces of `text` between commas at depth 0, each with its 1-based column.
fn pieces(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push((start, &text[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push((start, &text[start..]));
    out.into_iter()
        .map(|(b, s)| {
            let lead = s.len() - s.trim_start().len();
            (text[..b + lead].chars().count() + 1, s.trim())
        })
        .collect()
}

/// Parses `"(0,0),(2,0),(1,1)"` into integer points.
pub fn parse_points(text: &str) -> Result<Vec<(i64, i64)>, GeometryError> {
    const EXPECTED: &str = "a point like (2,0)";
    if text.trim().is_empty() {
        return Err(syntax(1, "points like (0,0),(2,0),(1,1)", ""));
    }
    let mut out = Vec::new();
    for (col, p) in pieces(text) {
        let Some(inner) = p.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
            return Err(syntax(col, EXPECTED, p));
        };
        let Some((x, y)) = inner.split_once(',') else { return Err(syntax(col, EXPECTED, p)) };
        let num = |s: &str| s.trim().parse::<i64>().map_err(|_| syntax(col, "integer coordinates", p));
        out.push((num(x)?, num(y)?));
        if out.len() > MAX_GROUND {
            return Err(GeometryError::TooManyPoints { points: out.len() });
        }
    }
    Ok(out)
}

/// Parses `"-1,0,1"` into coordinates on a line.
pub fn parse_line(text: &str) -> Result<Vec<i64>, GeometryError> {
    if text.trim().is_empty() {
        return Err(syntax(1, "coordinates like -1,0,1", ""));
    }
    let mut out = Vec::new();
    for (col, s) in pieces(text) {
        out.push(s.parse::<i64>().map_err(|_| syntax(col, "an integer coordinate", s))?);
        if out.len() > MAX_GROUND {
            return Err(GeometryError::TooManyPoints { points: out.len() });
        }
    }
    Ok(out)
}

/// Parses `"0-1,0-2,2-3"` into labelled edges.
pub fn parse_tree(text: &str) -> Result<Vec<(String, String)>, GeometryError> {
    if text.trim().is_empty() {
        return Err(syntax(1, "edges like 0-1,0-2,2-3", ""));
    }
    let ok = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
    pieces(text)
        .into_iter()
        .map(|(col, e)| match e.split_once('-') {
            Some((a, b)) if ok(a.trim()) && ok(b.trim()) => Ok((a.trim().to_string(), b.trim().to_string())),
            _ => Err(syntax(col, "an edge a-b between labels of letters, digits or _", e)),
        })
        .collect()
}
