//! Why a census run stops: a bad request, a share over the budget, a file, or the caller.

/// Why a census run stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// A bad request (vertices, shards, a directory that holds another census).
    Input(String),
    /// A share of the work over the budget (`Limits`), with the number of shards that fits.
    Limit(String),
    /// A file could not be read or written.
    Io(String),
    /// The caller stopped it (Ctrl-C, a closed output).
    Stopped,
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Input(s) | RunError::Limit(s) | RunError::Io(s) => f.write_str(s),
            RunError::Stopped => f.write_str("stopped"),
        }
    }
}

impl std::error::Error for RunError {}
