//! Learn: the guided course from Nim to the papers' theorems. A lesson is data
//! ([`lessons::LESSONS`]): its title, goal, the theorem it covers with its citation, its
//! paragraphs, the playground it opens, its exercises (links the page's exercise machinery
//! grades) and its *claims* — every outcome, value, winning move, circuit, Nim-basis or count
//! its text states, which the test suite decides with the naive solver. [`pages`] writes the
//! lessons as static HTML files that the page loads only when a lesson is opened; this module
//! reads the `learn` part of a link; [`progress`] keeps the student's progress.

pub mod lessons;
pub mod markup;
pub mod pages;
pub mod progress;
mod texts;

pub use lessons::{Claim, Exercise, Lesson, LESSONS, STARTS};
pub use progress::Progress;

/// The `learn` part of a link: `learn` (the course), `learn=SLUG` or `learn=N` (a lesson),
/// `learn=teacher` (the teacher's page), `learn=key` (the teacher's answer key), and `ex=N`
/// for the lesson's N-th exercise;
/// `show=draw,views` opens the drawing tools and the views for the lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LearnLink {
    /// What the link names after `learn=` ("" for the course), as written.
    pub page: String,
    /// The exercise open in the playground, counted from 1.
    pub ex: Option<u32>,
    /// The lesson needs the drawing tools (`show=draw`).
    pub draw: bool,
    /// The lesson needs the views (`show=views`).
    pub views: bool,
}

impl LearnLink {
    /// Reads a readable fragment; `None` when it names no `learn` page.
    pub fn from_fragment(fragment: &str) -> Option<LearnLink> {
        let mut link: Option<LearnLink> = None;
        let (mut ex, mut draw, mut views) = (None, false, false);
        for part in fragment.trim_start_matches('#').split('&') {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            match k {
                "learn" => {
                    link = Some(LearnLink {
                        page: v.chars().filter(|c| c.is_ascii_graphic()).take(40).collect(),
                        ..LearnLink::default()
                    })
                }
                "ex" => ex = v.parse::<u32>().ok().filter(|&e| (1..=9).contains(&e)),
                "show" => {
                    draw = v.split(',').any(|x| x == "draw");
                    views = v.split(',').any(|x| x == "views");
                }
                _ => {}
            }
        }
        link.map(|l| LearnLink { ex, draw, views, ..l })
    }

    /// `&learn=…` and the rest, as link parameters.
    pub fn to_query(&self) -> String {
        let mut s = if self.page.is_empty() { "&learn".to_string() } else { format!("&learn={}", self.page) };
        if let Some(e) = self.ex {
            s.push_str(&format!("&ex={e}"));
        }
        match (self.draw, self.views) {
            (true, true) => s.push_str("&show=draw,views"),
            (true, false) => s.push_str("&show=draw"),
            (false, true) => s.push_str("&show=views"),
            (false, false) => {}
        }
        s
    }

    /// The file the page loads for this link, under `learn/` (a lesson by its slug or number;
    /// a name that is neither is refused here, so nothing else is ever requested).
    pub fn file(&self) -> Option<String> {
        let p = self.page.as_str();
        if p.is_empty() {
            return Some("index.html".into());
        }
        (p == "teacher" || p == "key" || start_of(p).is_some()).then(|| format!("{p}.html"))
    }

    /// The lesson's slug, when the link names a lesson (by slug or number).
    pub fn slug(&self) -> Option<&'static str> {
        start_of(&self.page).map(|(slug, _)| slug)
    }

    /// The progress key of the open exercise (`slug:N`), when the link names one of a lesson
    /// (the keys are checked against the course when recorded, by [`Progress::record`]).
    pub fn exercise_key(&self) -> Option<String> {
        Some(format!("{}:{}", self.slug()?, self.ex?))
    }
}

/// A lesson's slug and the playground it opens, by slug or by number (from 1).
pub fn start_of(page: &str) -> Option<(&'static str, &'static str)> {
    STARTS
        .iter()
        .enumerate()
        .find(|(i, (slug, _))| *slug == page || page.parse::<usize>().ok() == Some(i + 1))
        .map(|(_, s)| *s)
}

/// A readable fragment, with its lesson's own playground when it names a lesson but no game
/// (`learn=nim` opens `c={1},{2},{3}&p=1,2,3&learn=nim`).
pub fn with_start(fragment: String) -> String {
    if names_a_game(&fragment) {
        return fragment;
    }
    match LearnLink::from_fragment(&fragment).and_then(|l| Some((start_of(&l.page)?, l))) {
        Some(((slug, start), l)) => format!("{start}{}", LearnLink { page: slug.into(), ..l }.to_query()),
        None => fragment,
    }
}

/// Does a readable fragment name a game (a complex, a family, a convex sketch, a graph of
/// Nim on graphs or a matrix)? A `learn`
/// link without one opens its lesson's own playground.
pub fn names_a_game(fragment: &str) -> bool {
    fragment.trim_start_matches('#').split('&').any(|p| {
        let k = p.split_once('=').map_or(p, |(k, _)| k);
        matches!(k, "c" | "f" | "family" | "convex" | "fukuyama" | "matrix")
    })
}

/// The lesson a link names by slug or by number (from 1).
pub fn lesson(page: &str) -> Option<&'static Lesson> {
    LESSONS
        .iter()
        .enumerate()
        .find(|(i, l)| l.slug == page || page.parse::<usize>().ok() == Some(i + 1))
        .map(|(_, l)| l)
}
