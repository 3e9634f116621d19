//! Links that hold the whole page: the versioned compact form `#v1=…` and the view settings.
//!
//! `#v1=<payload>`: the payload is the readable fragment of the page (the Nim mode's
//! `c=…&p=…&xy=…` or the convex mode's `convex&…`, plus the view settings `&view=…&tu=…&tv=…&tk=…`):
//! its length as a LEB128 varint, then the text compressed with a small LZ77 coder, all written
//! in URL-safe base64 (no padding). The length makes a truncated link detectable. Readable
//! fragments keep working as they are; a later format will be `v2=` and `v1` keeps decoding.
//! Contract: [`expand`] never panics; a broken or truncated link gives an error naming the
//! problem, and decompression is capped at [`MAX_EXPANDED`] bytes.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use simnim_core::AtlasFamily;

/// Largest decompressed link accepted.
pub const MAX_EXPANDED: usize = 1 << 20;

/// The view tab shown in the Nim mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewTab {
    Table,
    Graph,
    Play,
    Invariants,
    Questions,
    /// Open Problem 3's workbench: slices and rays of a game on three vertices.
    Workbench,
    /// The conjecture miner: a description of the P-positions, tested on a bigger box.
    Describe,
}

impl ViewTab {
    const ALL: [(ViewTab, &'static str); 7] = [
        (ViewTab::Table, "table"),
        (ViewTab::Graph, "graph"),
        (ViewTab::Play, "play"),
        (ViewTab::Invariants, "invariants"),
        (ViewTab::Questions, "questions"),
        (ViewTab::Workbench, "op3"),
        (ViewTab::Describe, "describe"),
    ];
    /// The name used in links.
    pub fn name(self) -> &'static str {
        ViewTab::ALL.iter().find(|(t, _)| *t == self).map(|(_, n)| *n).unwrap_or("table")
    }
    fn parse(s: &str) -> Option<ViewTab> {
        ViewTab::ALL.iter().find(|(_, n)| *n == s).map(|(t, _)| *t)
    }
}

/// What the views panel shows: the tab, the value table's settings, the ray's length, the
/// workbench's slice, and the rules (normal or misère play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewSettings {
    pub tab: ViewTab,
    /// Rows and columns of the value table (vertex indices in complex order) and its bound K.
    pub tu: usize,
    pub tv: usize,
    pub tk: u64,
    /// The ray under the value table runs the row vertex's pile from 0 to this.
    pub rn: u64,
    /// The workbench's slice: the middle vertex's pile.
    pub wb: u64,
    /// Misère play: the player who makes the last move loses.
    pub misere: bool,
    /// The SetNim atlas asked for in the open-questions view (`&atlas=cn,3,9`).
    pub atlas: Option<AtlasQuery>,
    /// The Describe view's box: piles ≤ this (`&dk=`).
    pub dk: u64,
}

/// Which atlas: the family and the range of n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtlasQuery {
    pub family: AtlasFamily,
    pub n_min: usize,
    pub n_max: usize,
}

impl Default for AtlasQuery {
    fn default() -> Self {
        AtlasQuery { family: AtlasFamily::Cycle, n_min: 3, n_max: 7 }
    }
}

impl AtlasQuery {
    /// `cn,3,9`.
    pub fn to_param(self) -> String {
        let f = match self.family {
            AtlasFamily::Cycle => "cn",
            AtlasFamily::Path => "pn",
        };
        format!("{f},{},{}", self.n_min, self.n_max)
    }

    /// Reads `cn,3,9`; `None` unless 3 ≤ n_min ≤ n_max ≤ 12.
    pub fn parse(s: &str) -> Option<AtlasQuery> {
        let mut it = s.split(',');
        let family = match it.next()? {
            "cn" => AtlasFamily::Cycle,
            "pn" => AtlasFamily::Path,
            _ => return None,
        };
        let n_min = it.next()?.parse().ok()?;
        let n_max = it.next()?.parse().ok()?;
        (it.next().is_none() && 3 <= n_min && n_min <= n_max && n_max <= 12).then_some(AtlasQuery {
            family,
            n_min,
            n_max,
        })
    }
}

/// Largest ray the page computes.
pub const MAX_RAY: u64 = 200;

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings { tab: ViewTab::Table, tu: 0, tv: 1, tk: 8, rn: 30, wb: 0, misere: false, atlas: None, dk: 6 }
    }
}

impl ViewSettings {
    /// `&view=…&tu=…&tv=…&tk=…&rn=…&wb=…&misere`, only what differs from the defaults.
    pub fn to_query(&self) -> String {
        let d = ViewSettings::default();
        let mut s = String::new();
        if self.tab != d.tab {
            s.push_str(&format!("&view={}", self.tab.name()));
        }
        if (self.tu, self.tv) != (d.tu, d.tv) {
            s.push_str(&format!("&tu={}&tv={}", self.tu, self.tv));
        }
        if self.tk != d.tk {
            s.push_str(&format!("&tk={}", self.tk));
        }
        if self.rn != d.rn {
            s.push_str(&format!("&rn={}", self.rn));
        }
        if self.wb != d.wb {
            s.push_str(&format!("&wb={}", self.wb));
        }
        if self.misere {
            s.push_str("&misere");
        }
        if let Some(a) = self.atlas {
            s.push_str(&format!("&atlas={}", a.to_param()));
        }
        if self.dk != d.dk {
            s.push_str(&format!("&dk={}", self.dk));
        }
        s
    }

    /// Reads the settings from a readable fragment; unknown or broken values keep the defaults.
    pub fn from_fragment(fragment: &str) -> ViewSettings {
        let mut v = ViewSettings::default();
        for part in fragment.trim_start_matches('#').split('&') {
            let (k, val) = part.split_once('=').unwrap_or((part, ""));
            match k {
                "view" => v.tab = ViewTab::parse(val).unwrap_or(v.tab),
                "tu" => v.tu = val.parse::<usize>().ok().filter(|&x| x < 64).unwrap_or(v.tu),
                "tv" => v.tv = val.parse::<usize>().ok().filter(|&x| x < 64).unwrap_or(v.tv),
                "tk" => v.tk = val.parse::<u64>().ok().filter(|&x| (1..=64).contains(&x)).unwrap_or(v.tk),
                "rn" => v.rn = val.parse::<u64>().ok().filter(|&x| (2..=MAX_RAY).contains(&x)).unwrap_or(v.rn),
                "wb" => v.wb = val.parse::<u64>().ok().filter(|&x| x <= 40).unwrap_or(v.wb),
                "misere" => v.misere = true,
                "atlas" => v.atlas = AtlasQuery::parse(val).or(v.atlas),
                "dk" => v.dk = val.parse::<u64>().ok().filter(|&x| (2..=40).contains(&x)).unwrap_or(v.dk),
                _ => {}
            }
        }
        v
    }
}

/// The compact link fragment (without `#`) of a readable fragment.
pub fn encode_v1(readable: &str) -> String {
    let mut bytes = Vec::new();
    let mut n = readable.len();
    loop {
        let b = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            bytes.push(b);
            break;
        }
        bytes.push(b | 0x80);
    }
    bytes.extend(lz_compress(readable.as_bytes()));
    format!("v1={}", base64url_encode(&bytes))
}

/// Turns any link fragment into its readable form: `v1=` payloads are expanded (parameters
/// after them, such as the embedding flags or a `&task=…` added by hand, are kept after the
/// payload's, so they win over it), readable fragments pass through. Errors name what is wrong.
pub fn expand(fragment: &str) -> Result<String, String> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut parts = f.split('&');
    let first = parts.next().unwrap_or("");
    let Some((key, payload)) = first.split_once('=') else {
        return Ok(f.to_string());
    };
    let version = match key.strip_prefix('v').map(|d| d.parse::<u32>()) {
        Some(Ok(v)) => v,
        _ => return Ok(f.to_string()),
    };
    if version != 1 {
        return Err(format!("this link was made by a newer simnim (format v{version}); this page reads v1"));
    }
    let bytes = base64url_decode(payload)?;
    let (mut len, mut shift, mut at) = (0usize, 0u32, 0usize);
    loop {
        let b = *bytes
            .get(at)
            .ok_or_else(|| format!("the compact link is empty or cut short at character {}", link_char(at)))?;
        at += 1;
        if shift > 28 {
            return Err("the compact link is damaged (bad length)".into());
        }
        len |= ((b & 0x7f) as usize) << shift;
        shift += 7;
        if b & 0x80 == 0 {
            break;
        }
    }
    if len > MAX_EXPANDED {
        return Err(format!("the compact link claims {len} bytes, beyond the limit of {MAX_EXPANDED}"));
    }
    let raw = lz_decompress_at(&bytes[at..], len, at)?;
    if raw.len() != len {
        return Err(format!(
            "the compact link is cut short at character {} ({} of {len} characters survive)",
            3 + payload.len() + 1,
            raw.len()
        ));
    }
    let mut text = String::from_utf8(raw).map_err(|_| "the compact link does not decode to text".to_string())?;
    for p in parts.filter(|p| !p.is_empty()) {
        text.push('&');
        text.push_str(p);
    }
    Ok(text)
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// URL-safe base64 without padding.
pub fn base64url_encode(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len() * 4 / 3 + 3);
    for chunk in data.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..=chunk.len() {
            out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Decodes URL-safe base64 (padding and standard `+/` accepted too).
pub fn base64url_decode(s: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for (i, c) in s.trim_end_matches('=').bytes().enumerate() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            _ => return Err(format!("the compact link has a stray character at position {}", i + 1)),
        };
        acc = (acc << 6 | v as u32) & 0xff_ffff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits >= 6 {
        return Err("the compact link is cut short".into());
    }
    Ok(out)
}

const WINDOW: usize = 4095;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 18;

/// LZ77 with 8-item flag bytes: a literal is one byte, a match is two bytes (12-bit distance,
/// 4-bit length − 3). Written for links of a few kilobytes.
pub fn lz_compress(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() / 2 + 8);
    let mut i = 0;
    while i < data.len() {
        let flag_at = out.len();
        out.push(0u8);
        for bit in 0..8 {
            if i >= data.len() {
                break;
            }
            let (mut best_len, mut best_dist) = (0, 0);
            let start = i.saturating_sub(WINDOW);
            for j in start..i {
                let mut l = 0;
                while l < MAX_MATCH && i + l < data.len() && data[j + l] == data[i + l] {
                    l += 1;
                }
                if l > best_len {
                    best_len = l;
                    best_dist = i - j;
                }
            }
            if best_len >= MIN_MATCH {
                out[flag_at] |= 1 << bit;
                let code = (best_dist as u16) << 4 | (best_len - MIN_MATCH) as u16;
                out.extend_from_slice(&code.to_be_bytes());
                i += best_len;
            } else {
                out.push(data[i]);
                i += 1;
            }
        }
    }
    out
}

/// Inverse of [`lz_compress`]; refuses malformed input and output beyond `max` bytes.
pub fn lz_decompress(data: &[u8], max: usize) -> Result<Vec<u8>, String> {
    lz_decompress_at(data, max, 0)
}

/// The character of a `#v1=` link where payload byte `byte` is written (1-based, counting
/// the `v1=`).
fn link_char(byte: usize) -> usize {
    3 + byte * 4 / 3 + 1
}

/// [`lz_decompress`] of the bytes that start at byte `offset` of a link's payload; errors
/// name the character of the link near which the damage is.
fn lz_decompress_at(data: &[u8], max: usize, offset: usize) -> Result<Vec<u8>, String> {
    let mut out: Vec<u8> = Vec::with_capacity(data.len() * 2);
    let mut i = 0;
    while i < data.len() {
        let flags = data[i];
        i += 1;
        for bit in 0..8 {
            if i >= data.len() {
                break;
            }
            if flags >> bit & 1 == 1 {
                let (Some(&a), Some(&b)) = (data.get(i), data.get(i + 1)) else {
                    return Err(format!("the compact link is cut short at character {}", link_char(offset + i)));
                };
                i += 2;
                let code = u16::from_be_bytes([a, b]);
                let (dist, len) = ((code >> 4) as usize, (code & 15) as usize + MIN_MATCH);
                if dist == 0 || dist > out.len() {
                    return Err(format!(
                        "the compact link is damaged near character {} (a back-reference points before its start)",
                        link_char(offset + i - 2)
                    ));
                }
                for _ in 0..len {
                    out.push(out[out.len() - dist]);
                }
            } else {
                out.push(data[i]);
                i += 1;
            }
            if out.len() > max {
                return Err(format!(
                    "the compact link is damaged near character {}: it holds more than the {max} characters it announces",
                    link_char(offset + i)
                ));
            }
        }
    }
    Ok(out)
}

/// Options of the "Embed" dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EmbedOptions {
    /// No editing: a demo people can look at (and play, if `play`).
    pub readonly: bool,
    /// Open on the Play tab.
    pub play: bool,
    pub width: u32,
    pub height: u32,
    /// An exercise for the student (the exercise builder).
    pub task: Option<crate::task::Task>,
}

impl Default for EmbedOptions {
    fn default() -> Self {
        EmbedOptions { readonly: false, play: false, width: 760, height: 560, task: None }
    }
}

/// The link fragment (compact, without `#`) an embed opens: the page's readable fragment
/// with the builder's task in place of any task it had.
pub fn embed_fragment(readable: &str, o: &EmbedOptions) -> String {
    let mut keep: Vec<&str> = readable
        .trim_start_matches('#')
        .split('&')
        .filter(|p| !matches!(p.split_once('=').map_or(*p, |(k, _)| k), "task" | "hints" | "attempts" | "count"))
        .collect();
    let task = o.task.map(|t| t.to_query()).unwrap_or_default();
    keep.retain(|p| !p.is_empty());
    encode_v1(&format!("{}{task}", keep.join("&")))
}

/// The address an embed opens (`page` without query or fragment).
pub fn embed_src(page: &str, fragment: &str, o: &EmbedOptions) -> String {
    let mut src = format!("{}?embed", page.split(['?', '#']).next().unwrap_or(""));
    // A move or a game is made on the drawing: such a task is never read-only.
    let moves = o.task.is_some_and(|t| matches!(t.kind, crate::task::TaskKind::Move | crate::task::TaskKind::Win));
    if o.readonly && !moves {
        src.push_str("&readonly");
    }
    if o.play {
        src.push_str("&play");
    }
    if !fragment.is_empty() {
        src.push('#');
        src.push_str(fragment);
    }
    src
}

/// The iframe snippet for a course page: `page` is the playground's address without query or
/// fragment, `fragment` the link of the state (without `#`). Attribute values are escaped.
pub fn embed_snippet(page: &str, fragment: &str, o: &EmbedOptions) -> String {
    let src = embed_src(page, fragment, o);
    let esc = |s: &str| s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;");
    format!(
        "<iframe src=\"{}\" width=\"{}\" height=\"{}\" title=\"simnim: an interactive example\" loading=\"lazy\" style=\"border:1px solid #ccc;border-radius:8px\"></iframe>",
        esc(&src),
        o.width.clamp(240, 2400),
        o.height.clamp(200, 2400)
    )
}
