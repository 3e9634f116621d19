//! Structure diagrams (McCoy–Sieben Sec 4.2): one triangle per structure class, pointing up for an
//! even intersection subset and down for an odd one, holding nim_0 and nim_1 (even positions, odd
//! positions); arrows to the option classes; layers by the size of the intersection subset, the
//! Frattini class on top and X_S at the bottom. The same [`Diagram`] feeds the playground's SVG
//! component and the standalone SVG export (CLI `--svg`, download button).

use simnim_core::convex::{Game, Structure};

use super::export::{d1, xml_escape};

/// Largest number of classes drawn; larger diagrams are summarised instead.
pub const MAX_DRAWN: usize = 300;

/// One triangle.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// Index into `Structure::classes`.
    pub class: usize,
    pub x: f64,
    pub y: f64,
    /// `X_{-1,0}` or `X_S`.
    pub label: String,
    /// Parity 0 points up.
    pub up: bool,
    pub nim: [u32; 2],
    /// Layer index (0 = top).
    pub layer: usize,
}

/// A laid-out structure diagram.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagram {
    pub width: f64,
    pub height: f64,
    pub nodes: Vec<Node>,
    /// Arrows as (from node, to node).
    pub edges: Vec<(usize, usize)>,
    /// Set when the diagram has too many classes to draw.
    pub note: Option<String>,
}

/// The class name in the paper's notation.
pub fn class_label(game: &Game, set: u64) -> String {
    let g = &game.geometry;
    if set == g.all() {
        "X_S".into()
    } else {
        let inner: Vec<&str> = (0..g.n()).filter(|&i| set >> i & 1 == 1).map(|i| g.label(i)).collect();
        format!("X_{{{}}}", inner.join(","))
    }
}

/// Lays out the diagram: layers by |I| (smallest on top), each layer ordered by the barycentre of
/// the classes above that point into it.
pub fn layout(game: &Game, s: &Structure) -> Diagram {
    let k = s.classes.len();
    if k > MAX_DRAWN {
        return Diagram {
            width: 420.0,
            height: 60.0,
            nodes: Vec::new(),
            edges: Vec::new(),
            note: Some(format!("{k} structure classes: too many to draw (the limit is {MAX_DRAWN})")),
        };
    }
    let mut sizes: Vec<u32> = s.classes.iter().map(|c| c.set.count_ones()).collect();
    simnim_core::sort_small(&mut sizes);
    sizes.dedup();
    let mut layers: Vec<Vec<usize>> =
        sizes.iter().map(|&z| (0..k).filter(|&i| s.classes[i].set.count_ones() == z).collect()).collect();
    let mut xpos = vec![0.0f64; k];
    for li in 0..layers.len() {
        if li > 0 {
            let bary = |c: usize| -> f64 {
                let ps: Vec<f64> = (0..k).filter(|&p| s.classes[p].options.contains(&c)).map(|p| xpos[p]).collect();
                if ps.is_empty() {
                    f64::MAX
                } else {
                    ps.iter().sum::<f64>() / ps.len() as f64
                }
            };
            // Stable in effect: ties keep their order (the position breaks them).
            let mut keyed: Vec<(f64, usize, usize)> =
                layers[li].iter().enumerate().map(|(pos, &c)| (bary(c), pos, c)).collect();
            simnim_core::sort_small_by(&mut keyed, &mut |a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            layers[li] = keyed.into_iter().map(|(_, _, c)| c).collect();
        }
        for (j, &c) in layers[li].iter().enumerate() {
            xpos[c] = j as f64;
        }
    }
    let widest = layers.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let (dx, dy) = (124.0, 110.0);
    // Room on both sides for arcs that skip layers.
    let width = (widest as f64 * dx).max(240.0) + 2.0 * (18.0 * layers.len() as f64).min(160.0);
    let height = layers.len() as f64 * dy + 20.0;
    // In the signature quotient a class is named by its signature σ = (e, o).
    let mut sig = vec![None; k];
    if let Some(q) = &s.quotient {
        for (e, row) in q.index.iter().enumerate() {
            for (o, &i) in row.iter().enumerate() {
                if i < k {
                    sig[i] = Some((e, o));
                }
            }
        }
    }
    let mut node_of = vec![0usize; k];
    let mut nodes = Vec::with_capacity(k);
    for (li, layer) in layers.iter().enumerate() {
        let off = (width - layer.len() as f64 * dx) / 2.0 + dx / 2.0;
        for (j, &c) in layer.iter().enumerate() {
            node_of[c] = nodes.len();
            let cl = &s.classes[c];
            nodes.push(Node {
                class: c,
                x: off + j as f64 * dx,
                y: 50.0 + li as f64 * dy,
                label: match sig[c] {
                    Some((0, 0)) => "X_S".to_string(),
                    Some((e, o)) => format!("σ=({e},{o})"),
                    None => class_label(game, cl.set),
                },
                up: cl.parity == 0,
                nim: cl.nim,
                layer: li,
            });
        }
    }
    let mut edges = Vec::new();
    for (c, cl) in s.classes.iter().enumerate() {
        for &o in &cl.options {
            edges.push((node_of[c], node_of[o]));
        }
    }
    Diagram { width, height, nodes, edges, note: None }
}

/// Corner points of a node's triangle, as an SVG `points` string.
pub fn triangle_points(n: &Node) -> String {
    let (x, y) = (n.x, n.y);
    if n.up {
        format!("{},{} {},{} {},{}", d1(x), d1(y - 26.0), d1(x - 31.0), d1(y + 18.0), d1(x + 31.0), d1(y + 18.0))
    } else {
        format!("{},{} {},{} {},{}", d1(x - 31.0), d1(y - 18.0), d1(x + 31.0), d1(y - 18.0), d1(x), d1(y + 26.0))
    }
}

/// Arrow end points: from below the source's label to the top of the target triangle.
pub fn arrow(d: &Diagram, e: (usize, usize)) -> (f64, f64, f64, f64) {
    let (a, b) = (&d.nodes[e.0], &d.nodes[e.1]);
    let (sx, sy) = (a.x, a.y + 44.0);
    let (tx, ty) = (b.x, b.y - 28.0);
    let (vx, vy) = (tx - sx, ty - sy);
    let len = (vx * vx + vy * vy).sqrt().max(1.0);
    let (ux, uy) = (vx / len, vy / len);
    (sx + ux * 2.0, sy + uy * 2.0, tx - ux * 2.0, ty - uy * 2.0)
}

/// The SVG path of an arrow: straight between neighbouring layers; an arc bowing to the side
/// when it skips layers, so it never runs over the classes in between or over other arrows.
pub fn arrow_path(d: &Diagram, e: (usize, usize)) -> String {
    let (x1, y1, x2, y2) = arrow(d, e);
    let span = d.nodes[e.1].layer.saturating_sub(d.nodes[e.0].layer);
    if span <= 1 {
        return format!("M{},{} L{},{}", d1(x1), d1(y1), d1(x2), d1(y2));
    }
    // Bow sideways in proportion to the layers skipped; alternate sides by the source's parity.
    let side = if (e.0 + e.1).is_multiple_of(2) { 1.0 } else { -1.0 };
    let bow = side * (34.0 + 16.0 * span as f64);
    let (mx, my) = ((x1 + x2) / 2.0 + bow, (y1 + y2) / 2.0);
    format!("M{},{} Q{},{} {},{}", d1(x1), d1(y1), d1(mx), d1(my), d1(x2), d1(y2))
}

/// A standalone SVG of the diagram; `current` highlights the class of that position.
pub fn svg(game: &Game, s: &Structure, current: Option<u64>) -> String {
    let d = layout(game, s);
    let cur = current.and_then(|p| s.class_of(p));
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\">\n\
         <defs><marker id=\"ah\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#44506a\"/></marker></defs>\n\
         <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n",
        w = d1(d.width),
        h = d1(d.height)
    );
    if let Some(note) = &d.note {
        out.push_str(&format!("<text x=\"10\" y=\"34\" font-size=\"14\">{}</text>\n</svg>\n", xml_escape(note)));
        return out;
    }
    for &e in &d.edges {
        out.push_str(&format!(
            "<path d=\"{}\" fill=\"none\" stroke=\"#44506a\" stroke-width=\"1.4\" marker-end=\"url(#ah)\"/>\n",
            arrow_path(&d, e)
        ));
    }
    for n in &d.nodes {
        let hl = cur == Some(n.class);
        out.push_str(&format!(
            "<polygon points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
            triangle_points(n),
            if hl { "#ffe08a" } else { "#eef2fb" },
            if hl { "#c07a00" } else { "#2f5fd0" },
            if hl { 3 } else { 2 }
        ));
        let ty = if n.up { n.y + 9.0 } else { n.y - 3.0 };
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\">{} {}</text>\n",
            d1(n.x),
            d1(ty),
            n.nim[0],
            n.nim[1]
        ));
        let ly = if n.up { n.y + 34.0 } else { n.y + 40.0 };
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\" fill=\"#333\">{}</text>\n",
            d1(n.x),
            d1(ly),
            xml_escape(&n.label)
        ));
    }
    out.push_str("</svg>\n");
    out
}
