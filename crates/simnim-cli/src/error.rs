//! The CLI's errors: what kind of failure (bad input, a refusal by a limit, anything else),
//! the exit status of each, one line on stderr, or one JSON object with `--json`.

use std::fmt;

use simnim_core::convex::GeometryError;
use simnim_core::solve::SolveError;
use simnim_core::thesis::{GameError, Input};
use simnim_core::{ComplexError, LimitError};

/// The three kinds of failure, with their exit statuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Bad input: exit status 2.
    Input,
    /// A refusal by a limit: exit status 3.
    Limit,
    /// Anything else: exit status 1.
    Internal,
}

impl Kind {
    pub(crate) fn status(self) -> u8 {
        match self {
            Kind::Input => 2,
            Kind::Limit => 3,
            Kind::Internal => 1,
        }
    }
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Input => "input",
            Kind::Limit => "limit",
            Kind::Internal => "internal",
        }
    }
}

/// A failure: its kind and a message for people (one line once printed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CliError {
    pub(crate) kind: Kind,
    pub(crate) message: String,
}

impl CliError {
    pub(crate) fn input(m: impl fmt::Display) -> CliError {
        CliError { kind: Kind::Input, message: m.to_string() }
    }
    pub(crate) fn limit(m: impl fmt::Display) -> CliError {
        CliError { kind: Kind::Limit, message: m.to_string() }
    }
    pub(crate) fn internal(m: impl fmt::Display) -> CliError {
        CliError { kind: Kind::Internal, message: m.to_string() }
    }
    /// The same error, its message prefixed by the flag it concerns (`--piles: …`).
    pub(crate) fn at(self, flag: &str) -> CliError {
        CliError { kind: self.kind, message: format!("{flag}: {}", self.message) }
    }
    /// The message on one line, control characters escaped (input is echoed in messages).
    pub(crate) fn line(&self) -> String {
        escape(&self.message.replace('\n', " "))
    }
    /// The error as the one JSON object printed with `--json`.
    pub(crate) fn json(&self) -> String {
        serde_json::json!({ "error": self.line(), "kind": self.kind.name() }).to_string()
    }
}

/// Escapes control characters (`\u{1b}` becomes `\u{1b}` as text) so nothing from the
/// input can drive the terminal.
pub(crate) fn escape(s: &str) -> String {
    s.chars().map(|c| if c.is_control() { c.escape_unicode().to_string() } else { c.to_string() }).collect()
}

/// How to go further on the command line after a refusal (the core's messages name no flag:
/// the page has none).
fn hint(e: &LimitError) -> &'static str {
    match e {
        LimitError::Positions { .. } => "; raise --limit to search it",
        LimitError::Memory { .. } => "; raise --memory to search it",
        LimitError::Work { .. } => "; raise --limit to go on",
        _ => "",
    }
}

impl From<SolveError> for CliError {
    fn from(e: SolveError) -> Self {
        match e {
            SolveError::Limit(ref l) | SolveError::NoTheorem { limit: ref l, .. } => {
                CliError::limit(format!("{e}{}", hint(l)))
            }
            SolveError::TooManyVertices { .. } => CliError::limit(e),
            SolveError::Complex(ComplexError::TooManyCircuits { .. }) => CliError::limit(e),
            SolveError::Cancelled => CliError::internal("interrupted"),
            SolveError::Invalid(_) => CliError::input(e),
            _ => CliError::internal(e),
        }
    }
}

impl From<LimitError> for CliError {
    fn from(e: LimitError) -> Self {
        CliError::limit(format!("{e}{}", hint(&e)))
    }
}

impl From<GeometryError> for CliError {
    fn from(e: GeometryError) -> Self {
        match e {
            GeometryError::BruteTooLarge { .. }
            | GeometryError::TooManyClasses { .. }
            | GeometryError::TooManyForConvexSets { .. } => CliError::limit(e),
            _ => CliError::input(e),
        }
    }
}

/// The flag of the thesis's games that an input error is about.
fn game_flag(i: Input) -> &'static str {
    match i {
        Input::Edges => "--edges",
        Input::Weights => "--weights",
        Input::Piece => "--piece",
        Input::Rows => "--rows",
        Input::Piles => "--piles",
        Input::Rule => "--rule",
    }
}

impl From<GameError> for CliError {
    fn from(e: GameError) -> Self {
        match e {
            GameError::Analysis(s) => s.into(),
            GameError::Limit(l) => l.into(),
            e if e.is_limit() => CliError::limit(e),
            GameError::Disagreement { .. } => CliError::internal(e),
            e => match e.input() {
                Some(i) => CliError::input(&e).at(game_flag(i)),
                None => CliError::input(e),
            },
        }
    }
}
