//! `facets`: the maximal faces of the complex, in the order they were first written.

use serde_json::json;

use super::{complex, describe};
use crate::args::Game;
use crate::output::{Failure, Out};

/// Runs `facets`.
pub(crate) fn run(game: &Game, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    describe(out, "facets", &c);
    let lines: Vec<String> = c.facets().iter().map(|&s| c.set_to_string(s)).collect();
    for l in &lines {
        out.line(l)?;
    }
    out.set("facets", json!(lines));
    Ok(())
}
