//! The atlas of the open-questions view as the page keeps it: the games as they arrive, the
//! progress, and why it stopped (part of the page state, `state::AppState::atlas`).

use simnim_core::AtlasEntry;

/// The atlas of the open-questions view, as its games arrive (for the latest request).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AtlasRows {
    /// (n, k, the entry or why it could not be computed), in the order computed.
    pub rows: Vec<(usize, usize, Result<AtlasEntry, String>)>,
    pub done: u64,
    pub total: u64,
    /// Still computing.
    pub running: bool,
    /// Workers computing it (the page's pool; 1 without one).
    pub workers: usize,
    /// The request was refused or cancelled.
    pub message: Option<String>,
}
