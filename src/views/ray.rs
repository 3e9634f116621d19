//! A ray as a value-history chart: the nim value against the varying pile, the periodic
//! part shaded, the periodicity in words and every value listed (the chart's numbers for
//! people who do not see it). The geometry is the model's `ray_chart`.

use yew::prelude::*;

use simnim_core::{describe_periodicity, Periodicity};
use simnim_model::export::d1;
use simnim_model::ray_chart;

pub(crate) struct RayProps {
    /// What varies, for the caption ("g(x, 2, 0) as x runs to 30").
    pub(crate) caption: String,
    pub(crate) values: Vec<u64>,
    pub(crate) periodicity: Option<Periodicity>,
    pub(crate) method: String,
    /// Element id prefix (several charts can be on one page).
    pub(crate) id: String,
}

pub(crate) fn ray_chart(p: &RayProps) -> Html {
    let c = ray_chart::chart(&p.values, p.periodicity);
    let upto = p.values.len().saturating_sub(1) as u64;
    let sentence = describe_periodicity(p.periodicity, upto);
    let (l, t, r, b) = c.plot;
    let dots = c.dots.iter().map(|&(x, y, px, g)| {
        html! { <circle class="ray-dot" cx={d1(x)} cy={d1(y)} r="2.4"><title>{format!("x = {px}: g = {g}")}</title></circle> }
    });
    let svg_text = ray_chart::svg(&c, &p.caption);
    html! {
        <figure class="ray" id={p.id.clone()}>
            <figcaption class="small"><b>{p.caption.clone()}</b>{format!(" — {sentence} [{}]", p.method)}</figcaption>
            <svg class="ray-chart" viewBox={format!("0 0 {} {}", d1(c.width), d1(c.height))} role="img"
                aria-label={format!("{}: values {}", p.caption, p.values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))}>
                if let Some(x) = c.shade_from {
                    <rect class="ray-periodic" x={d1(x)} y={d1(t)} width={d1(r - x)} height={d1(b - t)} />
                }
                <path class="ray-axis" d={format!("M{0} {1} L{0} {2} L{3} {2}", d1(l), d1(t), d1(b), d1(r))} />
                { for c.x_ticks.iter().map(|(x, v)| html! { <text class="ray-tick" x={d1(*x)} y={d1(b + 14.0)} text-anchor="middle">{v}</text> }) }
                { for c.y_ticks.iter().map(|(y, v)| html! { <text class="ray-tick" x={d1(l - 5.0)} y={d1(y + 4.0)} text-anchor="end">{v}</text> }) }
                <polyline class="ray-line" points={c.line.clone()} />
                { for dots }
            </svg>
            <details class="small">
                <summary>{"The values"}</summary>
                <p class="mono ray-values">{p.values.iter().enumerate().map(|(x, g)| format!("{x}:{g}")).collect::<Vec<_>>().join("  ")}</p>
            </details>
            <p class="small">{"The chart as an image: "}{ crate::export::image_links(svg_text, &format!("simnim-{}", p.id), &p.id) }</p>
        </figure>
    }
}
