//! Writing results: lines as they are found (a closed pipe ends the program quietly, like
//! `grep | head`), or one JSON object at the end with `--json`.

use std::io::{self, BufWriter, Write};

use serde_json::{Map, Value};

use crate::error::CliError;

/// Where a command writes.
pub(crate) struct Out {
    json: bool,
    /// The command wrote its JSON itself, one object per line.
    json_lines: bool,
    writer: BufWriter<io::Stdout>,
    /// The JSON object built up by the command (printed at the end with `--json`).
    pub(crate) obj: Map<String, Value>,
}

/// The reader of our output went away (`| head`): stop quietly with status 0.
#[derive(Debug)]
pub(crate) struct Closed;

impl Out {
    pub(crate) fn new(json: bool) -> Out {
        Out { json, json_lines: false, writer: BufWriter::new(io::stdout()), obj: Map::new() }
    }

    /// Is the output one JSON object?
    pub(crate) fn json(&self) -> bool {
        self.json
    }

    /// Sets a field of the JSON object.
    pub(crate) fn set(&mut self, key: &str, value: impl Into<Value>) {
        self.obj.insert(key.to_string(), value.into());
    }

    /// Writes one line now (nothing with `--json`).
    pub(crate) fn line(&mut self, text: &str) -> Result<(), Failure> {
        if self.json {
            return Ok(());
        }
        writeln!(self.writer, "{text}").map_err(Failure::io)
    }

    /// Writes one line even with `--json` (commands whose JSON is one object per line),
    /// and leaves nothing to print at the end.
    pub(crate) fn raw_line(&mut self, text: &str) -> Result<(), Failure> {
        self.json_lines = true;
        writeln!(self.writer, "{text}").map_err(Failure::io)?;
        self.flush()
    }

    /// Flushes what was written so far (streaming commands call this now and then).
    pub(crate) fn flush(&mut self) -> Result<(), Failure> {
        self.writer.flush().map_err(Failure::io)
    }

    /// Ends the command: the JSON object, or the lines' flush.
    pub(crate) fn finish(mut self) -> Result<(), Failure> {
        if self.json && !self.json_lines {
            let text = Value::Object(std::mem::take(&mut self.obj)).to_string();
            writeln!(self.writer, "{text}").map_err(Failure::io)?;
        }
        self.flush()
    }
}

/// Why a command stopped: an error to report, or a closed output to leave quietly.
#[derive(Debug)]
pub(crate) enum Failure {
    Error(CliError),
    Closed(Closed),
    /// The answer is written, and it is a failure: exit with this status (a certificate
    /// that does not verify).
    Exit(u8),
}

impl Failure {
    fn io(e: io::Error) -> Failure {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::Closed(Closed)
        } else {
            Failure::Error(CliError::internal(format!("writing the output: {e}")))
        }
    }
}

impl From<CliError> for Failure {
    fn from(e: CliError) -> Self {
        Failure::Error(e)
    }
}

impl From<simnim_core::solve::SolveError> for Failure {
    fn from(e: simnim_core::solve::SolveError) -> Self {
        Failure::Error(e.into())
    }
}

impl From<simnim_core::LimitError> for Failure {
    fn from(e: simnim_core::LimitError) -> Self {
        Failure::Error(e.into())
    }
}

impl From<simnim_core::convex::GeometryError> for Failure {
    fn from(e: simnim_core::convex::GeometryError) -> Self {
        Failure::Error(e.into())
    }
}

impl From<simnim_core::thesis::GameError> for Failure {
    fn from(e: simnim_core::thesis::GameError) -> Self {
        Failure::Error(e.into())
    }
}
