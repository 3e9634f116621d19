//! The bibliography: every work simnim cites, one row each in `refs/bibliography.tsv`
//! (the single source, included at compile time), and [`cite`], the reference as printed.
//! The lessons, the teacher page and the generated "References" sections of README.md and
//! FINDINGS.md print these strings; `tests/tidy/citations.rs` checks every citation in the
//! repository (item numbers, author initials, arXiv ids) against the same file.
//!
//! ```
//! use simnim_core::bibliography::{cite, work};
//! assert_eq!(
//!     cite("es1996"),
//!     "R. Ehrenborg, E. Steingrímsson, Playing Nim on a simplicial complex, \
//!      Electronic Journal of Combinatorics 3 (1996) #R9"
//! );
//! assert_eq!(work("setnim2026").unwrap().short, "SetNim");
//! ```

use std::sync::OnceLock;

/// The bibliography file, as committed.
pub const TSV: &str = include_str!("../../../refs/bibliography.tsv");

/// One work: a row of `refs/bibliography.tsv`. Empty cells (`—` in the file) are `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// The id used by [`cite`] and by `cites:` markers (`es1996`, `setnim2026`, …).
    pub id: &'static str,
    /// The short name the text uses (`E&S`, `SetNim`, `McCoy–Sieben`, …).
    pub short: &'static str,
    /// The authors with their exact initials, separated by `"; "` (see [`Work::authors`]).
    pub authors_cell: &'static str,
    pub title: &'static str,
    /// Journal, volume, year and pages as the journal prints them; `None` for a preprint.
    pub venue: Option<&'static str>,
    pub year: Option<&'static str>,
    /// The arXiv identifier, without `arXiv:`.
    pub arxiv: Option<&'static str>,
    pub url: Option<&'static str>,
    /// How much of the work this project read ("in full", "abstract only", "not read", …).
    pub read: &'static str,
}

impl Work {
    /// The authors, in order.
    pub fn authors(&self) -> impl Iterator<Item = &'static str> {
        self.authors_cell.split("; ").map(str::trim)
    }

    /// The reference as printed: `authors, title, venue[, arXiv:id]`, or for a preprint
    /// `authors, title, arXiv:id (year)`.
    pub fn reference(&self) -> String {
        self.format(self.title)
    }

    /// The same with the title in Markdown italics (`*title*`), for README.md and FINDINGS.md.
    pub fn reference_md(&self) -> String {
        self.format(&format!("*{}*", self.title))
    }

    fn format(&self, title: &str) -> String {
        let authors = self.authors().collect::<Vec<_>>().join(", ");
        let mut out = format!("{authors}, {title}");
        match (self.venue, self.arxiv) {
            (Some(v), Some(a)) => out.push_str(&format!(", {v}, arXiv:{a}")),
            (Some(v), None) => out.push_str(&format!(", {v}")),
            (None, Some(a)) => {
                out.push_str(&format!(", arXiv:{a}"));
                if let Some(y) = self.year {
                    out.push_str(&format!(" ({y})"));
                }
            }
            (None, None) => {
                if let Some(u) = self.url {
                    out.push_str(&format!(", {u}"));
                }
            }
        }
        out
    }
}

/// The columns of the file, in order.
pub const COLUMNS: [&str; 9] = ["id", "short", "authors", "title", "venue", "year", "arxiv", "url", "read"];

/// Every work, in the file's order. Panics if the committed file is malformed (a unit test
/// and the tidy test read it, so a bad edit never reaches a build that ships).
pub fn works() -> &'static [Work] {
    static WORKS: OnceLock<Vec<Work>> = OnceLock::new();
    WORKS.get_or_init(|| parse(TSV).unwrap_or_else(|e| panic!("refs/bibliography.tsv: {e}")))
}

/// The work with this id.
pub fn work(id: &str) -> Option<&'static Work> {
    works().iter().find(|w| w.id == id)
}

/// The full reference of the work `id`, as printed. Panics on an unknown id: ids are
/// constants in the code, and the tests print every lesson's sources.
pub fn cite(id: &str) -> String {
    work(id).unwrap_or_else(|| panic!("no work {id:?} in refs/bibliography.tsv")).reference()
}

/// [`cite`] with the title in Markdown italics.
pub fn cite_md(id: &str) -> String {
    work(id).unwrap_or_else(|| panic!("no work {id:?} in refs/bibliography.tsv")).reference_md()
}

/// A Markdown "References" list: one `- ` line per id, in the order given.
pub fn references_md(ids: &[&str]) -> String {
    ids.iter().map(|id| format!("- {}\n", cite_md(id))).collect()
}

/// Parses the bibliography's text: `#` lines are comments, the first other line is the
/// header ([`COLUMNS`]), every further line a work with nine tab-separated cells.
pub fn parse(text: &'static str) -> Result<Vec<Work>, String> {
    let mut rows = text.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    let (_, header) = rows.next().ok_or("no header line")?;
    if header.split('\t').collect::<Vec<_>>() != COLUMNS {
        return Err(format!("the header must be {:?}", COLUMNS.join("\t")));
    }
    let mut out: Vec<Work> = Vec::new();
    for (i, line) in rows {
        let c: Vec<&'static str> = line.split('\t').collect();
        if c.len() != COLUMNS.len() {
            return Err(format!("line {}: {} cells, expected {}", i + 1, c.len(), COLUMNS.len()));
        }
        let opt = |s: &'static str| if s == "—" || s.is_empty() { None } else { Some(s) };
        let w = Work {
            id: c[0],
            short: c[1],
            authors_cell: c[2],
            title: c[3],
            venue: opt(c[4]),
            year: opt(c[5]),
            arxiv: opt(c[6]),
            url: opt(c[7]),
            read: c[8],
        };
        if w.id.is_empty() || !w.id.chars().all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit()) {
            return Err(format!("line {}: id {:?} must be lower-case letters and digits", i + 1, w.id));
        }
        if out.iter().any(|o| o.id == w.id) {
            return Err(format!("line {}: id {} twice", i + 1, w.id));
        }
        if [w.short, w.authors_cell, w.title, w.read].iter().any(|s| s.is_empty() || *s == "—") {
            return Err(format!("line {}: {} needs a short name, authors, a title and what was read", i + 1, w.id));
        }
        out.push(w);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_file_parses_and_prints_the_papers() {
        assert!(works().len() >= 20);
        assert_eq!(
            cite("setnim2026"),
            "B. R. Kadam, M. Dufour, S. Heubach, The Invariance Reduction Process – a New Tool to Solve \
             Circular Nim and Related Games, arXiv:2604.02587 (2026)"
        );
        assert_eq!(
            cite("ferguson2001"),
            "T. S. Ferguson, Another form of matrix Nim, Electronic Journal of Combinatorics 8(2) (2001) #R9"
        );
        assert_eq!(
            cite_md("dufourheubach2013"),
            "M. Dufour, S. Heubach, *Circular Nim games*, Electronic Journal of Combinatorics 20(2) (2013) #P22, \
             arXiv:1211.0091"
        );
        assert_eq!(work("hora2025").map(|w| w.authors().collect::<Vec<_>>()), Some(vec!["R. Hora"]));
        assert_eq!(references_md(&["es1996"]).lines().count(), 1);
    }

    #[test]
    fn a_malformed_file_is_refused() {
        let head = "id\tshort\tauthors\ttitle\tvenue\tyear\tarxiv\turl\tread\n";
        assert!(parse("id\tshort\n").is_err());
        let two = format!("{head}a1\tA\tX. Y\tT\t—\t2000\t—\t—\tnot read\na1\tA\tX. Y\tT\t—\t2000\t—\t—\tnot read\n");
        assert!(parse(Box::leak(two.into_boxed_str())).unwrap_err().contains("twice"));
        let short = format!("{head}a1\tA\tX. Y\tT\n");
        assert!(parse(Box::leak(short.into_boxed_str())).unwrap_err().contains("4 cells"));
    }
}
