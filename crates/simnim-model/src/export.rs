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
        out.push_str(&format!("  \\coordinate ({}) at ({}, {});\n", name(i), v.x.round() as i64, v.y.round() as i64));
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
    if d.n() > 0 && covered != simnim_core::low_mask(d.n()) {
        return Err("some vertex lies in no face".into());
    }
    d.to_complex().map_err(|e| format!("the complex in the file is not valid: {e}"))?;
    let mut d = d;
    d.faces = super::drawing::maximalize(&d.faces);
    Ok(d)
}

/// Node positions of a game graph: layered by the number of chips (most chips on top), spread
/// evenly in each layer; a layer with more nodes than fit side by side (26 px apart) wraps onto
/// staggered sub-rows, so no two nodes overlap however many there are. Returns (width, height,
/// positions); shared by the view and the export.
pub fn graph_layout(nodes: &[(Vec<u64>, u64, u64)]) -> (f64, f64, Vec<(f64, f64)>) {
    let mut layers: std::collections::BTreeMap<u64, Vec<usize>> = std::collections::BTreeMap::new();
    for (i, n) in nodes.iter().enumerate() {
        layers.entry(n.2).or_default().push(i);
    }
    let (width, gap, sub, per_row) = (640.0, 42.0, 30.0, 24usize);
    let mut pos = vec![(0.0, 0.0); nodes.len()];
    let mut y = 20.0;
    // Most chips on top.
    for idx in layers.values().rev() {
        let rows = idx.len().div_ceil(per_row);
        let in_row = idx.len().div_ceil(rows.max(1));
        for (k, &i) in idx.iter().enumerate() {
            let (r, c) = (k / in_row, k % in_row);
            let here = (idx.len() - r * in_row).min(in_row);
            // Odd sub-rows shift by half a step, so edges between them stay apart.
            let shift = if r % 2 == 1 { 0.5 } else { 0.0 };
            pos[i] = (width * (c as f64 + 1.0 + shift) / (here as f64 + 1.0 + shift), y + r as f64 * sub);
        }
        y += (rows.max(1) - 1) as f64 * sub + gap;
    }
    (width, (y - gap + 20.0).max(40.0), pos)
}

/// A standalone SVG of a game graph: P-positions green, winning moves red.
pub fn graph_svg(nodes: &[(Vec<u64>, u64, u64)], edges: &[(usize, usize)]) -> String {
    let (w, h, pos) = graph_layout(nodes);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    );
    for &(a, b) in edges {
        if a >= pos.len() || b >= pos.len() {
            continue;
        }
        let win = nodes[b].1 == 0 && nodes[a].1 != 0;
        out.push_str(&format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
            pos[a].0,
            pos[a].1,
            pos[b].0,
            pos[b].1,
            if win { "#b3261e" } else { "#b8bcc6" },
            if win { 1.8 } else { 1.0 }
        ));
    }
    for (i, (_, value, _)) in nodes.iter().enumerate() {
        out.push_str(&format!(
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"11\" fill=\"{}\" stroke=\"#1d1f24\" stroke-width=\"1.5\"/>\n<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"700\" fill=\"{}\">{value}</text>\n",
            if *value == 0 { P_FILL } else { "#ffffff" },
            pos[i].1 + 4.0,
            if *value == 0 { "#ffffff" } else { "#1d1f24" },
            x = pos[i].0,
            y = pos[i].1
        ));
    }
    out.push_str("</svg>\n");
    out
}

/// A standalone SVG of a value table: rows = piles of `row_label`, columns = piles of
/// `col_label`; P cells green, other cells coloured by value (the page's heatmap).
/// The P cells' colour in the value table (the page's light `--p`).
pub const P_FILL: &str = "#12703a";

/// The heat colours: value v ≥ 1 takes `HEAT[v mod 12]`, as the page's `.heat td.h{v mod 12}`
/// does: no greens, so only P cells are green.
pub const HEAT: [&str; 12] = [
    "hsl(0, 75%, 84%)",
    "hsl(30, 85%, 80%)",
    "hsl(52, 85%, 74%)",
    "hsl(190, 70%, 80%)",
    "hsl(210, 75%, 84%)",
    "hsl(235, 70%, 86%)",
    "hsl(265, 65%, 86%)",
    "hsl(290, 60%, 86%)",
    "hsl(320, 70%, 86%)",
    "hsl(345, 70%, 86%)",
    "hsl(15, 40%, 80%)",
    "hsl(220, 20%, 82%)",
];

pub fn table_svg(table: &[Vec<u64>], row_label: &str, col_label: &str) -> String {
    let c = 30.0;
    let rows = table.len();
    let cols = table.iter().map(Vec::len).max().unwrap_or(0);
    let (w, h) = ((cols as f64 + 1.0) * c, (rows as f64 + 1.0) * c);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\">{}\\{}</text>\n",
        c / 2.0,
        c / 2.0 + 4.0,
        xml_escape(row_label),
        xml_escape(col_label)
    );
    for b in 0..cols {
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"700\">{b}</text>\n",
            (b as f64 + 1.5) * c,
            c / 2.0 + 4.0
        ));
    }
    for (a, row) in table.iter().enumerate() {
        let y = (a as f64 + 1.0) * c;
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"700\">{a}</text>\n",
            c / 2.0,
            y + c / 2.0 + 4.0
        ));
        for (b, &v) in row.iter().enumerate() {
            let x = (b as f64 + 1.0) * c;
            // As on the page: P cells (value 0) dark green with white bold numbers, the other
            // values in the heat colours, none of them green.
            let (fill, ink) =
                if v == 0 { (P_FILL, " fill=\"#ffffff\" font-weight=\"700\"") } else { (HEAT[(v % 12) as usize], "") };
            out.push_str(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{c}\" height=\"{c}\" fill=\"{fill}\" stroke=\"#ffffff\"/>\n<text x=\"{}\" y=\"{}\" text-anchor=\"middle\"{ink}>{v}</text>\n",
                x + c / 2.0,
                y + c / 2.0 + 4.0,
            ));
        }
    }
    out.push_str("</svg>\n");
    out
}

/// `x` with one decimal (`12.3`, `-0.5`), formatted without the float formatter (which the
/// page would otherwise download): SVG coordinates need no more.
pub fn d1(x: f64) -> String {
    let t = (x * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    let a = t.unsigned_abs();
    if a.is_multiple_of(10) {
        format!("{sign}{}", a / 10)
    } else {
        format!("{sign}{}.{}", a / 10, a % 10)
    }
}

/// A percentage as a whole number, `done` of `total`.
pub fn percent(done: u64, total: u64) -> String {
    ((done as u128 * 100 / total.max(1) as u128).min(100) as u64).to_string()
}
