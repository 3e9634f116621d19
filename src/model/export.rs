//! Exports of the drawing — standalone SVG, TikZ for LaTeX, JSON of the state — and the
//! JSON import. Everything read back is validated; labels are escaped in SVG and TikZ.

use serde::{Deserialize, Serialize};

use super::drawing::{Drawing, HEIGHT, WIDTH};

/// Escapes text for XML.
pub fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

/// A standalone SVG image of the drawing (inline styles, no external CSS).
pub fn svg(d: &Drawing) -> String {
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" font-family=\"sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    );
    let pos = |i: usize| (d.vertices[i].x, d.vertices[i].y);
    for (a, b, c) in d.triangles() {
        out.push_str(&format!(
            "<polygon points=\"{},{} {},{} {},{}\" fill=\"#2f5fd0\" fill-opacity=\"0.16\"/>\n",
            pos(a).0,
            pos(a).1,
            pos(b).0,
            pos(b).1,
            pos(c).0,
            pos(c).1
        ));
    }
    for (a, b) in d.edges() {
        out.push_str(&format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#44506a\" stroke-width=\"2.5\"/>\n",
            pos(a).0,
            pos(a).1,
            pos(b).0,
            pos(b).1
        ));
    }
    for v in &d.vertices {
        out.push_str(&format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"17\" fill=\"#fff3c4\" stroke=\"#1d1f24\" stroke-width=\"2\"/>\n<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"700\" font-size=\"15\">{}</text>\n<text x=\"{}\" y=\"{}\" font-size=\"14\" fill=\"#2f5fd0\" font-style=\"italic\">{}</text>\n",
            v.x, v.y, v.x, v.y + 5.0, v.pile, v.x + 20.0, v.y - 15.0, xml_escape(&v.label)
        ));
    }
    out.push_str("</svg>\n");
    out
}

/// Escapes a label for TikZ/LaTeX text.
fn tex_escape(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '_' | '&' | '%' | '$' | '#' | '{' | '}' => format!("\\{c}"),
            '\\' => "\\textbackslash{}".into(),
            '\'' => "'".into(),
            c => c.to_string(),
        })
        .collect()
}

/// TikZ code of the complex (y axis flipped, unit = 1/80 of the drawing's pixels); piles
/// in the vertex discs, labels beside them.
pub fn tikz(d: &Drawing) -> String {
    let mut out = String::from("\\begin{tikzpicture}[x=0.0125cm, y=-0.0125cm]\n");
    let name = |i: usize| format!("v{i}");
    for (i, v) in d.vertices.iter().enumerate() {
        out.push_str(&format!("  \\coordinate ({}) at ({}, {});\n", name(i), v.x.round(), v.y.round()));
    }
    for (a, b, c) in d.triangles() {
        out.push_str(&format!("  \\fill[blue!15] ({}) -- ({}) -- ({}) -- cycle;\n", name(a), name(b), name(c)));
    }
    for (a, b) in d.edges() {
        out.push_str(&format!("  \\draw[thick] ({}) -- ({});\n", name(a), name(b)));
    }
    for (i, v) in d.vertices.iter().enumerate() {
        out.push_str(&format!(
            "  \\node[circle, draw, fill=yellow!20, inner sep=1pt, minimum size=14pt] at ({}) {{{}}};\n  \\node[above right, blue] at ({}) {{${}$}};\n",
            name(i),
            v.pile,
            name(i),
            tex_escape(&v.label)
        ));
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}

/// The saved state (versioned so later versions keep reading old files).
#[derive(Serialize, Deserialize)]
struct SavedState {
    simnim: u32,
    drawing: Drawing,
}

/// The whole state as JSON.
pub fn state_json(d: &Drawing) -> String {
    serde_json::to_string_pretty(&SavedState { simnim: 1, drawing: d.clone() }).unwrap_or_default()
}

/// Reads a saved state; every problem is reported in plain words.
pub fn parse_state_json(text: &str) -> Result<Drawing, String> {
    let s: SavedState = serde_json::from_str(text).map_err(|e| format!("this is not a simnim file: {e}"))?;
    if s.simnim != 1 {
        return Err(format!("this file was saved by a newer simnim (format {})", s.simnim));
    }
    let d = s.drawing;
    if d.vertices.iter().any(|v| !v.x.is_finite() || !v.y.is_finite()) {
        return Err("a vertex position is not a number".into());
    }
    if d.faces.iter().any(|&f| f >> d.n().min(63) != 0 && d.n() < 64) {
        return Err("a face names a vertex that does not exist".into());
    }
    let mut covered = 0u64;
    for &f in &d.faces {
        covered |= f;
    }
    if d.n() > 0 && covered != crate::core::complex::low_mask(d.n()) {
        return Err("some vertex lies in no face".into());
    }
    d.to_complex().map_err(|e| format!("the complex in the file is not valid: {e}"))?;
    let mut d = d;
    d.faces = super::drawing::maximalize(&d.faces);
    Ok(d)
}
