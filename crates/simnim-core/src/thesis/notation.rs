//! The written forms of the thesis's games: edge lists `1-2,2-3`, number lists `3,2,5`
//! (weights, Wythoff's piles) and matrices by rows `3,4;5,6`. Errors name the 1-based
//! character column and what was found; nothing here panics on any text.

use super::error::{GameError, Input};
use crate::complex::Label;

/// A label as the papers write it (an integer or a name), normalised (`007` is `7`).
pub(crate) fn label(tok: &str) -> Option<String> {
    Label::parse(tok.trim()).map(|l| l.to_string())
}

/// The parts of `text` split at `sep`, each with the 1-based column of its first
/// non-blank character (or of where it would be) and its trimmed text.
fn parts(text: &str, sep: char, start: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = start;
    for part in text.split(sep) {
        let lead = part.chars().count() - part.trim_start().chars().count();
        out.push((at + lead, part.trim()));
        at += part.chars().count() + 1;
    }
    out
}

/// Reads an edge list like `1-2,2-3,a-b` into pairs of labels (integers or names).
pub fn parse_edges(text: &str) -> Result<Vec<(String, String)>, GameError> {
    if text.trim().is_empty() {
        return Err(GameError::Empty { input: Input::Edges });
    }
    let mut out = Vec::new();
    for (column, e) in parts(text, ',', 1) {
        let syntax = || GameError::Syntax {
            input: Input::Edges,
            expected: "an edge written a-b between two vertex labels (integers or names), like 1-2",
            column,
            found: e.to_string(),
        };
        let (a, b) = e.split_once('-').ok_or_else(syntax)?;
        let (a, b) = (label(a).ok_or_else(syntax)?, label(b).ok_or_else(syntax)?);
        if a.starts_with('-') || b.starts_with('-') {
            return Err(syntax());
        }
        out.push((a, b));
    }
    Ok(out)
}

/// Reads non-negative integers separated by commas (each up to 2^64 − 1).
pub fn parse_numbers(text: &str, input: Input) -> Result<Vec<u64>, GameError> {
    numbers_at(text, input, 1, ',')
}

fn numbers_at(text: &str, input: Input, start: usize, sep: char) -> Result<Vec<u64>, GameError> {
    if text.trim().is_empty() {
        return Err(GameError::Empty { input });
    }
    let mut out = Vec::new();
    for (column, t) in parts(text, sep, start) {
        let syntax = |expected| GameError::Syntax { input, expected, column, found: t.to_string() };
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax("a non-negative integer"));
        }
        out.push(t.parse::<u64>().map_err(|_| syntax("a number at most 2^64-1"))?);
    }
    Ok(out)
}

/// Reads a matrix by rows, rows separated by `;`, entries by `,`: `3,4;5,6`. The rows must
/// be equally long.
pub fn parse_rows(text: &str) -> Result<Vec<Vec<u64>>, GameError> {
    if text.trim().is_empty() {
        return Err(GameError::Empty { input: Input::Rows });
    }
    let mut rows: Vec<Vec<u64>> = Vec::new();
    let mut at = 1;
    for part in text.split(';') {
        let row = numbers_at(part, Input::Rows, at, ',').map_err(|e| match e {
            GameError::Empty { .. } => GameError::Syntax {
                input: Input::Rows,
                expected: "a row of numbers separated by commas (rows separated by ;)",
                column: at + part.chars().count() - part.trim_start().chars().count(),
                found: String::new(),
            },
            other => other,
        })?;
        if let Some(first) = rows.first() {
            if row.len() != first.len() {
                return Err(GameError::Ragged { row: rows.len() + 1, len: row.len(), expected: first.len() });
            }
        }
        rows.push(row);
        at += part.chars().count() + 1;
    }
    Ok(rows)
}

/// Writes a matrix by rows, like `3,4;5,6`.
pub fn rows_text(rows: &[Vec<u64>]) -> String {
    rows.iter().map(|r| r.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")).collect::<Vec<_>>().join(";")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_numbers_rows() {
        assert_eq!(parse_edges(" 1-2, a - b").unwrap(), [("1".into(), "2".into()), ("a".into(), "b".into())]);
        let e = parse_edges("1-2,,2-3").unwrap_err();
        assert!(matches!(e, GameError::Syntax { column: 5, .. }), "{e:?}");
        assert!(parse_edges("1-2-3").is_err());
        assert!(parse_edges("1-").is_err());
        assert!(parse_edges("é-ü").is_ok());
        assert!(parse_edges("").is_err());
        assert_eq!(parse_numbers("3, 2,18446744073709551615", Input::Weights).unwrap(), [3, 2, u64::MAX]);
        assert!(parse_numbers("18446744073709551616", Input::Weights).is_err());
        let e = parse_numbers("1,-2", Input::Weights).unwrap_err();
        assert!(matches!(e, GameError::Syntax { column: 3, .. }), "{e:?}");
        assert_eq!(parse_rows("3,4; 5,6").unwrap(), [vec![3, 4], vec![5, 6]]);
        assert!(matches!(parse_rows("3,4;5").unwrap_err(), GameError::Ragged { row: 2, len: 1, expected: 2 }));
        let e = parse_rows("3,4;x,6").unwrap_err();
        assert!(matches!(e, GameError::Syntax { column: 5, .. }), "{e:?}");
        assert!(matches!(parse_rows("1;;2").unwrap_err(), GameError::Syntax { column: 3, .. }));
        assert_eq!(rows_text(&[vec![3, 4], vec![5, 6]]), "3,4;5,6");
    }
}
