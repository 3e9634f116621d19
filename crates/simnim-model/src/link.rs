//! The one reader of a page's address, and the one writer of the links the app hands out.
//!
//! Any link parameter may stand before the `#` (in the query: `?embed&task=outcome#c=…`) or
//! after it (`#c=…&task=outcome&embed`); where both give a parameter, the fragment's wins.
//! [`read`] merges the two into one readable fragment (a compact `#v1=…` fragment is expanded
//! first), which every other reader of parameters (the complex, the piles, the views, the
//! task, the host API's flags, the theme) then scans; [`canonical`] writes the links the app
//! gives out (the address bar, the host page's `simnim:state`, the exercise builder's plain
//! link): one `#`, the compact form, the embedding flags after it.

use crate::share;

/// Embedding flags: they shape the page's chrome and are kept outside the compact payload.
pub const FLAGS: [&str; 3] = ["embed", "readonly", "play"];

/// What a page's address says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageAddress {
    /// `embed`: no chrome, for an iframe in a course page.
    pub embed: bool,
    /// `readonly`: nothing a person does changes the game.
    pub readonly: bool,
    /// `play`: open on the Play tab.
    pub play: bool,
    /// Every parameter of the query and the fragment as one readable fragment (without `#`),
    /// the fragment's first; a compact fragment that cannot be expanded is kept as it is (the
    /// page then explains what is wrong with it).
    pub fragment: String,
}

/// The key of a parameter (`task` of `task=outcome`, `embed` of `embed`).
fn key(part: &str) -> &str {
    part.split_once('=').map_or(part, |(k, _)| k)
}

/// Reads a page's address: `search` as `location.search` gives it (with or without `?`),
/// `hash` as `location.hash` gives it (with or without `#`).
pub fn read(search: &str, hash: &str) -> PageAddress {
    let hash = hash.trim_start_matches('#');
    let query: Vec<&str> = search.trim_start_matches('?').split('&').filter(|p| !p.is_empty()).collect();
    let fragment = match share::expand(hash) {
        Ok(readable) => {
            let mut parts: Vec<String> = readable.split('&').filter(|p| !p.is_empty()).map(str::to_string).collect();
            for q in &query {
                if !parts.iter().any(|p| key(p) == key(q)) {
                    parts.push((*q).to_string());
                }
            }
            parts.join("&")
        }
        // A broken compact link stays as it was, to be explained.
        Err(_) => hash.to_string(),
    };
    let has = |flag: &str| fragment.split('&').any(|p| p == flag) || query.contains(&flag);
    PageAddress { embed: has("embed"), readonly: has("readonly"), play: has("play"), fragment }
}

/// The link the app writes for `readable` (a readable fragment, without `#`): `base` (the
/// page's address without its fragment; its query, such as `?embed&readonly`, is kept), one
/// `#`, the compact form, then the embedding flags of `flags` that the query does not hold.
pub fn canonical(base: &str, readable: &str, flags: &[&str]) -> String {
    let base = base.split('#').next().unwrap_or("");
    let query = base.split_once('?').map_or("", |(_, q)| q);
    let mut link = format!("{base}#{}", share::encode_v1(readable.trim_start_matches('#')));
    for f in flags.iter().filter(|f| FLAGS.contains(f) && !query.split('&').any(|q| q == **f)) {
        link.push('&');
        link.push_str(f);
    }
    link
}
