//! The value table ("matrix method"): nim values over the piles of two vertices, the others
//! fixed; P cells marked (in misère play: the misère P/N cells); CSV and image export; under
//! it the ray along the row vertex as a value-history chart.

use yew::prelude::*;

use simnim_model::editor::Action;
use simnim_model::pool::PoolJob;
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};

use simnim_model::share::ViewSettings;

use super::ray::{ray_chart, RayProps};
use super::{get, input_u64, refused, ViewProps};

/// "Computed by 2 workers." (the page's pool), or by one.
fn workers_text(workers: usize) -> String {
    if workers > 1 {
        format!("Computed by {workers} workers.")
    } else {
        "Computed by 1 worker.".to_string()
    }
}

#[component]
pub(super) fn TableView(p: &ViewProps) -> Html {
    let n = p.labels.len();
    let st = p.settings;
    let (u, v, k, misere) = (st.tu.min(n.saturating_sub(1)), st.tv.min(n.saturating_sub(1)), st.tk.min(40), st.misere);
    {
        let (send, pool, text, piles) = (p.send.clone(), p.pool.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone(), u, v, k, misere), move |_| {
            if u != v && u < piles.len() && v < piles.len() {
                let id = RequestId::view(ViewKind::Table);
                if misere {
                    send.emit(Request::Table { id, complex: text, piles, u, v, k, misere, share: None });
                } else {
                    // Normal play: split over the page's workers when it splits.
                    pool.emit(PoolJob::Table { id, complex: text, piles, u, v, k });
                }
            }
        });
    }
    // The ray along the row vertex (normal play: nim values).
    let rn = st.rn;
    {
        let (send, text, piles) = (p.send.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone(), u, rn, misere), move |_| {
            if u < piles.len() && !misere {
                let id = RequestId::view(ViewKind::Ray);
                send.emit(Request::Ray { id, complex: text, piles, vary: vec![u], upto: rn });
            }
        });
    }
    // The table's CSV and SVG, made once per answer (not on every message the page receives).
    let files =
        use_memo((get(p, ViewKind::Table), p.labels.clone(), u, v), |(reply, labels, u, v)| match reply.as_deref() {
            Some(Response::Table { table, misere: false, .. }) if *u < labels.len() && *v < labels.len() => {
                let csv = simnim_core::table_csv(table, &labels[*u], &labels[*v]);
                let href = format!("data:text/csv;charset=utf-8,{}", simnim_model::url::percent_encode(&csv));
                Some((href, AttrValue::from(simnim_model::export::table_svg(table, &labels[*u], &labels[*v]))))
            }
            _ => None,
        });
    if n < 2 {
        return html! { <p class="muted">{"The value table needs two vertices."}</p> };
    }
    let select = |cur: usize, rows: bool, id: &'static str| {
        let onchange = {
            let on = p.on_settings.clone();
            Callback::from(move |e: Event| {
                if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                    let x = s.value().parse().unwrap_or(0);
                    on.emit(if rows { ViewSettings { tu: x, ..st } } else { ViewSettings { tv: x, ..st } });
                }
            })
        };
        html! { <select id={id} {onchange} aria-label={id}>{ for p.labels.iter().enumerate().map(|(i, l)| html! { <option value={i.to_string()} selected={i == cur}>{l.clone()}</option> }) }</select> }
    };
    let on_k = {
        let on = p.on_settings.clone();
        Callback::from(move |e: InputEvent| on.emit(ViewSettings { tk: input_u64(&e).unwrap_or(8).clamp(1, 40), ..st }))
    };
    let on_rn = {
        let on = p.on_settings.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(x) = input_u64(&e).filter(|x| (2..=simnim_model::share::MAX_RAY).contains(x)) {
                on.emit(ViewSettings { rn: x, ..st })
            }
        })
    };
    // The table's markup, written once per answer (not on every render of the views), and
    // one click handler on it for all its cells.
    let markup =
        use_memo((get(p, ViewKind::Table), p.piles.clone(), p.labels.clone(), u, v), |(reply, piles, labels, u, v)| {
            match reply.as_deref() {
                Some(Response::Table { table, misere, .. }) if *u < labels.len() && *v < labels.len() => {
                    Some(AttrValue::from(simnim_model::table_markup::table_html(
                        table,
                        piles,
                        (*u, *v),
                        (&labels[*u], &labels[*v]),
                        *misere,
                    )))
                }
                _ => None,
            }
        });
    let on_cell = {
        let (act, piles) = (p.on_action.clone(), p.piles.clone());
        Callback::from(move |e: MouseEvent| {
            let cell = e.target_dyn_into::<web_sys::Element>().and_then(|t| t.closest("td.cell").ok().flatten());
            let at = |k: &str| cell.as_ref().and_then(|c| c.get_attribute(k)).and_then(|x| x.parse::<u64>().ok());
            if let (Some(a), Some(b)) = (at("data-a"), at("data-b")) {
                if let Some(pos) = simnim_model::table_markup::cell_position(&piles, (u, v), a, b) {
                    act.emit(Action::SetPilesInOrder(pos));
                }
            }
        })
    };
    let table_html = |region: &'static str| {
        let html = (*markup).clone().map(Html::from_html_unchecked).unwrap_or_default();
        html! { <div class="scroll-x" role="region" aria-label={region} tabindex="0" onclick={on_cell.clone()}>{html}</div> }
    };
    let body = match get(p, ViewKind::Table).as_deref() {
        Some(Response::Table { misere: true, .. }) => {
            html! {
                <>
                    { table_html("Misère outcome table") }
                    <p class="small muted">{"Misère play: P cells are the misère P-positions (the player to move loses when whoever makes the last move loses); misère play has no nim values to add, so the cells show only P or N. Click a cell to go there."}</p>
                </>
            }
        }
        Some(Response::Table { .. }) => {
            let (href, svg) = (*files).clone().unwrap_or_default();
            html! {
                <>
                    { table_html("Value table") }
                    <p class="small muted" id="table-workers">{workers_text(p.table_workers)}</p>
                    <p class="small muted">{"Dark green cells (value 0) are the P-positions; the other colours only tell the values apart. Hover a cell for its position; click to go there. "}
                        <a id="table-csv" {href} download="simnim-table.csv">{"Download CSV"}</a>{" "}
                        { crate::export::image_links(svg, "simnim-table", "table") }</p>
                </>
            }
        }
        Some(Response::Progress { done, total, .. }) => html! {
            <p class="muted" id="table-progress">{format!("Computing {} positions on {}… ", simnim_core::human_count(*total as u128), workers_text(p.table_workers).trim_start_matches("Computed by ").trim_end_matches('.'))}
                <progress max="100" value={simnim_model::export::percent(*done, *total)} aria-label="Value table progress" /></p>
        },
        Some(r) => refused(r).unwrap_or_default(),
        None => html! { <p class="muted">{"Computing…"}</p> },
    };
    let ray = match get(p, ViewKind::Ray).as_deref() {
        _ if misere => html! {},
        Some(Response::Ray { values, method, periodicity, .. }) => {
            let mut args: Vec<String> = p.piles.iter().map(|x| x.to_string()).collect();
            args[u] = "x".into();
            let caption = format!(
                "The ray g({}) as the pile of {} runs from 0 to {}",
                args.join(","),
                p.labels[u],
                values.len().saturating_sub(1)
            );
            ray_chart(&RayProps {
                caption,
                values: values.clone(),
                periodicity: *periodicity,
                method: method.clone(),
                id: "ray".into(),
            })
        }
        Some(r) => refused(r).unwrap_or_default(),
        None => html! { <p class="muted">{"Computing the ray…"}</p> },
    };
    html! {
        <div class="view" id="table-view">
            <p>{"Rows: pile of "}{ select(u, true, "table-u") }{" columns: pile of "}{ select(v, false, "table-v") }
                {" from 0 to K = "}<input type="number" min="1" max="40" value={k.to_string()} oninput={on_k} aria-label="K" class="small-input" id="table-k" />
                {"; other piles as now."}</p>
            {body}
            if !misere {
                <h3 class="small">{"Ray"}</h3>
                <p class="small">{"The row vertex's pile runs from 0 to "}
                    <input type="number" min="2" max={simnim_model::share::MAX_RAY.to_string()} value={rn.to_string()} oninput={on_rn} aria-label="Ray length" class="small-input" id="ray-n" />
                    {"; the others as now. The shaded part repeats: g(x + p) = g(x) + s there (arithmetic periodicity, found within the range — evidence, not a proof)."}</p>
                {ray}
            }
        </div>
    }
}
