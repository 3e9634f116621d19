//! The ray chart: the nim values along a ray (value against the varying pile) with the
//! periodic part shaded. One geometry for the page and for the SVG export, so both show
//! the same numbers.

use simnim_core::Periodicity;

use crate::export::d1;

/// Where everything of the chart goes, in SVG user units.
#[derive(Clone, Debug, PartialEq)]
pub struct RayChart {
    pub width: f64,
    pub height: f64,
    /// The values as a polyline (`x,y x,y …`).
    pub line: String,
    /// One dot per value: (x, y, pile, value).
    pub dots: Vec<(f64, f64, u64, u64)>,
    /// The periodic part: from this x to the right edge of the plot.
    pub shade_from: Option<f64>,
    /// The plot area: left, top, right, bottom.
    pub plot: (f64, f64, f64, f64),
    /// Tick marks: (position, label) along the bottom and the left.
    pub x_ticks: Vec<(f64, u64)>,
    pub y_ticks: Vec<(f64, u64)>,
}

/// About `n` round tick values from 0 to `max`.
fn ticks(max: u64, n: u64) -> Vec<u64> {
    let raw = (max / n.max(1)).max(1);
    let mag = 10u64.pow(raw.ilog10());
    let step = [1, 2, 5, 10].iter().map(|m| m * mag).find(|&s| s >= raw).unwrap_or(raw);
    (0..=max).step_by(step as usize).collect()
}

/// The chart of `values` (g(0), g(1), …) with the periodic part from `per`'s preperiod on.
pub fn chart(values: &[u64], per: Option<Periodicity>) -> RayChart {
    let (width, height) = (560.0, 220.0);
    let plot = (40.0, 12.0, width - 12.0, height - 28.0);
    let n = values.len().max(2) as f64 - 1.0;
    let top = values.iter().copied().max().unwrap_or(0).max(1);
    let x_at = |x: u64| plot.0 + (plot.2 - plot.0) * x as f64 / n;
    let y_at = |g: u64| plot.3 - (plot.3 - plot.1) * g as f64 / top as f64;
    let dots: Vec<(f64, f64, u64, u64)> =
        values.iter().enumerate().map(|(x, &g)| (x_at(x as u64), y_at(g), x as u64, g)).collect();
    let line = dots.iter().map(|(x, y, ..)| format!("{},{}", d1(*x), d1(*y))).collect::<Vec<_>>().join(" ");
    RayChart {
        width,
        height,
        line,
        dots,
        shade_from: per.map(|p| x_at(p.preperiod)),
        plot,
        x_ticks: ticks(values.len().saturating_sub(1) as u64, 8).into_iter().map(|x| (x_at(x), x)).collect(),
        y_ticks: ticks(top, 5).into_iter().map(|g| (y_at(g), g)).collect(),
    }
}

/// The chart as a standalone SVG file (for download), titled `title`.
pub fn svg(c: &RayChart, title: &str) -> String {
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" font-family=\"sans-serif\" font-size=\"11\">\n<title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
        d1(c.width),
        d1(c.height),
        d1(c.width),
        d1(c.height),
        crate::export::xml_escape(title)
    );
    let (l, t, r, b) = c.plot;
    if let Some(x) = c.shade_from {
        s.push_str(&format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#dcefe2\"/>\n",
            d1(x),
            d1(t),
            d1(r - x),
            d1(b - t)
        ));
    }
    s.push_str(&format!(
        "<path d=\"M{0} {1} L{0} {2} L{3} {2}\" fill=\"none\" stroke=\"#555\"/>\n",
        d1(l),
        d1(t),
        d1(b),
        d1(r)
    ));
    for (x, v) in &c.x_ticks {
        s.push_str(&format!("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{v}</text>\n", d1(*x), d1(b + 14.0)));
    }
    for (y, v) in &c.y_ticks {
        s.push_str(&format!("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{v}</text>\n", d1(l - 5.0), d1(y + 4.0)));
    }
    s.push_str(&format!("<polyline points=\"{}\" fill=\"none\" stroke=\"#2852b8\" stroke-width=\"1.5\"/>\n", c.line));
    for (x, y, ..) in &c.dots {
        s.push_str(&format!("<circle cx=\"{}\" cy=\"{}\" r=\"2.2\" fill=\"#2852b8\"/>\n", d1(*x), d1(*y)));
    }
    s.push_str("</svg>\n");
    s
}
