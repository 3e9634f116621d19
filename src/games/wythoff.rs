//! Wythoff's picture in the matrix mode (Ferguson's rule on 2 × 1 is Wythoff's game): the
//! P-positions in the plane, the position, and the lines y = φx and y = x/φ along which the
//! P-positions lie, as SVG. What is drawn is `simnim_model::games::picture`'s.

use yew::prelude::*;

use simnim_model::export::d1;
use simnim_model::games::picture;

#[derive(Properties, PartialEq)]
pub(crate) struct WythoffProps {
    pub(crate) a: u64,
    pub(crate) b: u64,
}

const SIZE: f64 = 300.0;

#[component]
pub(crate) fn WythoffPicture(p: &WythoffProps) -> Html {
    let Some(pic) = picture(p.a, p.b) else {
        return html! { <p class="hint" id="wythoff-picture">{"The picture of Wythoff's P-positions is drawn for piles up to 60."}</p> };
    };
    let n = pic.side as f64 + 1.0;
    let c = SIZE / n;
    // Cell (x, y) with y growing upwards.
    let at = |x: u64, y: u64| (x as f64 * c, SIZE - (y as f64 + 1.0) * c);
    let line = |(x, y): (f64, f64)| (d1((x + 0.5) * c), d1(SIZE - (y + 0.5) * c));
    let (l1, l2) = (line(pic.lines[0]), line(pic.lines[1]));
    let origin = (d1(0.5 * c), d1(SIZE - 0.5 * c));
    let (ax, ay) = at(pic.at.0, pic.at.1);
    let summary = format!(
        "Wythoff's P-positions up to {}: {} cells; the position ({}, {}) is marked.",
        pic.side,
        pic.p_cells.len(),
        pic.at.0,
        pic.at.1
    );
    html! {
        <figure class="wythoff" id="wythoff-picture">
            <svg viewBox={format!("-4 -4 {} {}", SIZE + 8.0, SIZE + 8.0)} role="img" aria-label={summary.clone()}>
                <rect class="wy-bg" x="0" y="0" width={SIZE.to_string()} height={SIZE.to_string()} />
                { for pic.p_cells.iter().map(|&(x, y)| { let (px, py) = at(x, y); html! {
                    <rect class="wy-p" x={d1(px)} y={d1(py)} width={d1(c)} height={d1(c)} data-x={x.to_string()} data-y={y.to_string()} />
                } }) }
                <line class="wy-line" x1={origin.0.clone()} y1={origin.1.clone()} x2={l1.0} y2={l1.1} />
                <line class="wy-line" x1={origin.0} y1={origin.1} x2={l2.0} y2={l2.1} />
                <rect class="wy-at" x={d1(ax)} y={d1(ay)} width={d1(c)} height={d1(c)} />
            </svg>
            <figcaption class="hint">{summary}{" Filled: P-positions (⌊kφ⌋, ⌊kφ²⌋) and their mirror images; the lines y = φx and y = x/φ; outlined: the position (first pile across, second up)."}</figcaption>
        </figure>
    }
}
