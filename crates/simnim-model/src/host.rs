//! The host-page API of an embedded page, over `postMessage`: which origin the frame talks
//! to, which incoming messages it accepts, and the events it sends. The browser glue
//! (`src/host.rs`) only moves messages; every decision is here, tested natively.
//!
//! Outgoing: `simnim:ready`, `simnim:state {link, complex, piles}`, `simnim:move {from, to,
//! winning}`, `simnim:task {task, solved, attempts, grade}`, sent only to the embedding page's
//! origin. Incoming: `simnim:set {link}` and `simnim:reset`, from that origin only, and to a
//! read-only embed only with `&api=1` in its link. Anything else is ignored.

/// A message the host page may send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostMessage {
    /// Open this link (any form the address bar takes: `#c=…`, `#v1=…`).
    Set(String),
    /// Back to the link the frame was opened with.
    Reset,
}

/// Longest link a host may send.
pub const MAX_LINK: usize = 20_000;

impl HostMessage {
    /// Reads a message from its `type` and `link` fields; `None` for anything unknown or
    /// malformed (never an error: a page may receive messages meant for others).
    pub fn parse(kind: Option<&str>, link: Option<&str>) -> Option<HostMessage> {
        match kind? {
            "simnim:set" => {
                let link = link?.trim();
                let ok = !link.is_empty() && link.len() <= MAX_LINK && !link.chars().any(char::is_control);
                ok.then(|| HostMessage::Set(link.trim_start_matches('#').to_string()))
            }
            "simnim:reset" => Some(HostMessage::Reset),
            _ => None,
        }
    }
}

/// May the frame act on a message from `origin`? Only from the embedding page's origin
/// (`expected`), and for a read-only embed only when its link has `&api=1`.
pub fn accepts(origin: &str, expected: Option<&str>, readonly: bool, api: bool) -> bool {
    let Some(expected) = expected else { return false };
    origin == expected && origin != "null" && (!readonly || api)
}

/// The origin (`scheme://host[:port]`) of a URL, or `None` for anything that has none.
pub fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    if !matches!(scheme, "http" | "https") {
        return None;
    }
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty() && !host.contains('@')).then(|| format!("{scheme}://{host}"))
}

/// The origin the frame talks to: `&origin=` in its link when given (a teacher's explicit
/// choice), otherwise the embedding page's (the browser's ancestor origin, or the referrer).
pub fn host_origin(link_origin: Option<&str>, ancestor: Option<&str>, referrer: &str) -> Option<String> {
    link_origin.and_then(origin_of).or_else(|| ancestor.and_then(origin_of)).or_else(|| origin_of(referrer))
}

/// Reads `&api=1` and `&origin=…` from a readable fragment.
pub fn api_flags(fragment: &str) -> (bool, Option<String>) {
    let mut api = false;
    let mut origin = None;
    for part in fragment.trim_start_matches('#').split('&') {
        match part.split_once('=') {
            Some(("api", "1")) => api = true,
            Some(("origin", o)) => origin = crate::url::percent_decode(o).ok(),
            _ => {}
        }
    }
    (api, origin)
}

/// An event for the host page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostEvent {
    /// A move was played on the page (`winning`: it reached a P-position).
    Move { from: Vec<u64>, to: Vec<u64>, winning: bool },
    /// A task's attempt was checked, solved or given up.
    /// `grade`: how it was closed (`None` while it is open).
    Task { task: &'static str, solved: bool, attempts: u32, grade: Option<crate::task::Grade> },
}
