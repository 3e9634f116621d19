//! The URL fragment codec: a link reproduces the complex, positions and piles.
//!
//! Readable form: `#c={1,2,3},{2,3,4}&p=3,1,2,1&xy=100,80;200,80;150,160;250,160`
//! (braces percent-encoded by `encode`, accepted either way). Instead of `c=`, `f=` (or
//! `family=`) names one of the papers' families with the specs of the CLI's `--family`
//! (`f=cn:7,3`), read by the same parser. `p` and `xy` list vertices in the complex's vertex
//! order; both are optional. Decoding never panics: a broken fragment returns an error
//! message naming what is wrong.

use super::drawing::{Drawing, FamilyTag, HEIGHT, WIDTH};
use super::layout;
use simnim_core::{families, parse_piles, Complex};

/// Percent-encodes everything outside unreserved characters and `,;:`.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b',' | b';' | b':' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Decodes `%XX` escapes (and `+` stays `+`). Invalid escapes are an error.
pub fn percent_decode(s: &str) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match hex {
                Some(b) => out.push(b),
                None => return Err(format!("broken %-escape at character {}", i + 1)),
            }
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "the link is not valid UTF-8".to_string())
}

/// Encodes a drawing as a fragment (without the leading `#`).
pub fn encode(d: &Drawing) -> String {
    match d.to_complex() {
        Ok((c, order)) => {
            let piles: Vec<String> = order.iter().map(|&i| d.vertices[i].pile.to_string()).collect();
            let xy: Vec<String> = order
                .iter()
                .map(|&i| format!("{},{}", d.vertices[i].x.round() as i64, d.vertices[i].y.round() as i64))
                .collect();
            let text = c.to_string();
            let game = match d.family_spec(&text) {
                Some(spec) => format!("f={}", percent_encode(spec)),
                None => format!("c={}", percent_encode(&text)),
            };
            format!("{game}&p={}&xy={}", piles.join(","), xy.join(";"))
        }
        Err(_) => String::new(),
    }
}

/// Decodes a fragment (with or without the leading `#`). Unknown keys are ignored so
/// later versions can add state.
pub fn decode(fragment: &str) -> Result<Drawing, String> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut c_text = None;
    let mut f_text = None;
    let mut p_text = None;
    let mut xy_text = None;
    for part in fragment.split('&') {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        match k {
            "c" => c_text = Some(percent_decode(v)?),
            "f" | "family" => f_text = Some(percent_decode(v)?),
            "p" => p_text = Some(percent_decode(v)?),
            "xy" => xy_text = Some(percent_decode(v)?),
            _ => {}
        }
    }
    // A complex written out wins over a family name.
    let (c, family) = match (c_text, f_text) {
        (Some(t), _) => (Complex::parse(&t).map_err(|e| format!("the complex in the link is broken {e}"))?, None),
        (None, Some(spec)) => {
            let c = families::named(&spec).map_err(|e| format!("the family in the link (f={spec}) is broken: {e}"))?;
            let tag = FamilyTag { spec: spec.trim().to_string(), complex: c.to_string() };
            (c, Some(tag))
        }
        (None, None) => return Err("the link has no complex (c=… or f=…)".into()),
    };
    let n = c.n();
    let mut d = Drawing::from_complex(&c, None, |i| layout::circle_point(i, n));
    d.family = family;
    let order: Vec<usize> = (0..n).collect();
    if let Some(p) = p_text.filter(|p| !p.is_empty()) {
        let piles = parse_piles(&p, n).map_err(|e| format!("the piles in the link are broken: {e}"))?;
        d.set_piles_in_order(&order, &piles);
    }
    match xy_text.filter(|t| !t.is_empty()) {
        Some(xy) => {
            let pts: Vec<&str> = xy.split(';').collect();
            if pts.len() != n {
                return Err(format!("the link has {} vertex positions for {n} vertices", pts.len()));
            }
            for (i, pt) in pts.iter().enumerate() {
                let (x, y) = pt.split_once(',').ok_or_else(|| format!("vertex position {} is not x,y", i + 1))?;
                let (Some(x), Some(y)) = (coordinate(x), coordinate(y)) else {
                    return Err(format!("vertex position {} is not two numbers", i + 1));
                };
                d.vertices[i].x = x.clamp(0.0, WIDTH);
                d.vertices[i].y = y.clamp(0.0, HEIGHT);
            }
        }
        None => {
            // Matrix Nim's board is drawn as its grid; any other family by springs.
            let board = d.family.as_ref().and_then(|f| {
                let (r, m) = f.spec.strip_prefix("matrix:")?.split_once(',')?;
                Some((r.trim().parse::<usize>().ok()?, m.trim().parse::<usize>().ok()?))
            });
            if !board.is_some_and(|(r, m)| layout::grid(&mut d, r, m)) {
                layout::spring(&mut d)
            }
        }
    }
    Ok(d)
}

/// A vertex coordinate in a link: an optional minus sign, digits, and optional decimals
/// (`120`, `-3.25`, `.5`). The page writes whole numbers; the drawing is 640 × 480, so more
/// than six digits before the point only say "far off" and more than three after it are not
/// read. Integer arithmetic only: the page's bundle carries no float parser for this.
fn coordinate(s: &str) -> Option<f64> {
    let s = s.trim();
    let (negative, s) = s.strip_prefix('-').map_or((false, s), |rest| (true, rest));
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) {
        return None;
    }
    let whole = int.trim_start_matches('0');
    let whole: u64 = if whole.len() > 6 { 1_000_000 } else { whole.parse().unwrap_or(0) };
    let frac = &frac[..frac.len().min(3)];
    let part = frac.parse::<u64>().unwrap_or(0) as f64 / [1.0, 10.0, 100.0, 1000.0][frac.len()];
    let v = whole as f64 + part;
    Some(if negative { -v } else { v })
}
