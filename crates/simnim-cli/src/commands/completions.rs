//! `completions`: shell completions for bash, zsh and fish, generated from the clap
//! declaration (so they never drift from the flags).

use clap::CommandFactory;

use crate::args::Cli;
use crate::output::{Failure, Out};

/// Writes the completion script for `shell`.
pub(crate) fn run(shell: clap_complete::Shell, out: &mut Out) -> Result<(), Failure> {
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "simnim", &mut buf);
    for l in String::from_utf8_lossy(&buf).lines() {
        out.line(l)?;
    }
    Ok(())
}
