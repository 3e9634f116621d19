//! The readable link of the convex mode: `#convex&points=(0,0),(2,0)&w=1,2&d=&at=1`
//! (`line=`, `tree=` with `&xy=` drawing positions, `&avoid`). Decoding never panics and
//! names the broken part.

use simnim_core::convex;

use super::sketch::{Kind, Sketch, MAX_POINTS};
use crate::url::{percent_decode, percent_encode};

/// Encodes the sketch as a link fragment (without `#`).
pub fn encode(s: &Sketch) -> String {
    let key = match s.kind {
        Kind::Points => "points",
        Kind::Line => "line",
        Kind::Tree => "tree",
    };
    let mut out = format!("convex&{key}={}", percent_encode(&s.geometry_text()));
    out.push_str(&format!("&w={}", percent_encode(&s.labels_of(s.win))));
    if s.deleted != 0 {
        out.push_str(&format!("&d={}", percent_encode(&s.labels_of(s.deleted))));
    }
    if !s.played.is_empty() {
        out.push_str(&format!(
            "&at={}",
            percent_encode(&s.played.iter().map(|&i| s.label(i)).collect::<Vec<_>>().join(","))
        ));
    }
    if s.kind == Kind::Tree {
        out.push_str(&format!(
            "&xy={}",
            s.pts.iter().map(|p| format!("{},{}", p.0, p.1)).collect::<Vec<_>>().join(";")
        ));
    }
    if s.avoid {
        out.push_str("&avoid");
    }
    if s.task {
        out.push_str("&task=value");
    }
    out
}

/// Whether a fragment is for the convex mode.
pub fn is_convex_link(fragment: &str) -> bool {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    f == "convex" || f.starts_with("convex&")
}

/// Decodes a fragment of this mode. Never panics; errors name the broken part.
pub fn decode(fragment: &str) -> Result<Sketch, String> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut kind_text: Option<(Kind, String)> = None;
    let (mut w, mut d, mut at, mut xy, mut avoid, mut task) =
        (String::new(), String::new(), String::new(), None, false, false);
    for part in f.split('&') {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let v = percent_decode(v)?;
        match k {
            "points" => kind_text = Some((Kind::Points, v)),
            "line" => kind_text = Some((Kind::Line, v)),
            "tree" => kind_text = Some((Kind::Tree, v)),
            "w" => w = v,
            "d" => d = v,
            "at" => at = v,
            "xy" => xy = Some(v),
            "avoid" => avoid = true,
            "task" => task = v == "value",
            _ => {}
        }
    }
    let (kind, text) = kind_text.ok_or("the link names no geometry (points=, line= or tree=)")?;
    let mut s = Sketch::empty(kind, avoid);
    s.task = task;
    match kind {
        Kind::Points => s.pts = convex::parse_points(&text).map_err(|e| e.to_string())?,
        Kind::Line => {
            s.pts = convex::parse_line(&text).map_err(|e| e.to_string())?.into_iter().map(|x| (x, 0)).collect()
        }
        Kind::Tree => {
            let edges = convex::parse_tree(&text).map_err(|e| e.to_string())?;
            // Validate as a tree (same checks as the CLI).
            let geo = convex::Geometry::tree(&edges).map_err(|e| e.to_string())?;
            s.labels = (0..geo.ground_len()).map(|g| geo.ground_label(g).to_string()).collect();
            let idx = |l: &str| s.labels.iter().position(|x| x == l).unwrap_or(0);
            s.edges = edges.iter().map(|(a, b)| (idx(a), idx(b))).collect();
            s.pts = vec![(0, 0); s.labels.len()];
            s.layout_tree();
            if let Some(xy) = xy.filter(|t| !t.is_empty()) {
                let pts: Vec<&str> = xy.split(';').collect();
                if pts.len() == s.pts.len() {
                    for (i, p) in pts.iter().enumerate() {
                        if let Some((x, y)) = p.split_once(',') {
                            if let (Ok(x), Ok(y)) = (x.trim().parse::<i64>(), y.trim().parse::<i64>()) {
                                s.pts[i] = (x.clamp(-100, 100), y.clamp(-100, 100));
                            }
                        }
                    }
                }
            }
        }
    }
    if s.pts.len() > MAX_POINTS {
        return Err(format!("{} points exceed the canvas limit of {MAX_POINTS}", s.pts.len()));
    }
    if kind != Kind::Tree {
        // Distinct points (the same check as the core).
        convex::Geometry::points(&s.pts).map_err(|e| e.to_string())?;
        if kind == Kind::Line {
            let mut xs: Vec<i64> = s.pts.iter().map(|p| p.0).collect();
            simnim_core::sort_small(&mut xs);
            if xs.iter().any(|x| x.abs() > 1000) {
                return Err("line coordinates beyond ±1000 do not fit the canvas".into());
            }
        }
    }
    let mask = |t: &str, what: &str, s: &Sketch| -> Result<u64, String> {
        let mut m = 0u64;
        for l in t.split(',').map(str::trim).filter(|l| !l.is_empty()) {
            let i = (0..s.pts.len())
                .find(|&i| s.label(i) == l)
                .ok_or_else(|| format!("{what} names an unknown point '{l}'"))?;
            m |= 1 << i;
        }
        Ok(m)
    };
    s.win = mask(&w, "the winning set", &s)?;
    s.deleted = mask(&d, "the deleted set", &s)? & !s.win;
    for l in at.split(',').map(str::trim).filter(|l| !l.is_empty()) {
        let i = (0..s.pts.len())
            .find(|&i| s.label(i) == l)
            .ok_or_else(|| format!("the position names an unknown point '{l}'"))?;
        if !s.played.contains(&i) && s.deleted >> i & 1 == 0 {
            s.played.push(i);
        }
    }
    Ok(s)
}
