//! The Open Problem 3 workbench: slices g(·, b, ·) of a game on three vertices as colour
//! tables, the rays along each axis and diagonal as charts, and the regularities read off
//! them (the model's `workbench`). Everything is computed by the worker; the CLI's
//! `simnim table` and `simnim ray` give the same numbers.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use yew::prelude::*;

use simnim_core::{position_text, Complex};
use simnim_model::editor::Action;
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};
use simnim_model::share::{ViewSettings, MAX_RAY};
use simnim_model::workbench::{base, is_open_problem_3, regularities, RAYS};

use super::ray::{ray_chart, RayProps};
use super::{get, input_u64, refused, ViewProps};

/// Largest slice side K the workbench asks for (the worker accepts up to 64).
const MAX_K: u64 = 64;
/// The box the workbench mines the slices' game's nim values on (tested on piles ≤ 18).
const VALUES_MAX: u64 = 12;

#[component]
pub(super) fn WorkbenchView(p: &ViewProps) -> Html {
    let st = p.settings;
    let (b, k, rn) = (st.wb, st.tk.min(MAX_K), st.rn);
    let three = p.labels.len() >= 3;
    let start = base(&p.piles, b);
    {
        let (send, text, start) = (p.send.clone(), p.text.clone(), start.clone());
        use_effect_with((text.clone(), start.clone(), k, rn, three), move |_| {
            if three {
                let id = RequestId::view(ViewKind::Slice);
                send.emit(Request::Table {
                    id,
                    complex: text.clone(),
                    piles: start.clone(),
                    u: 0,
                    v: 2,
                    k,
                    misere: false,
                    share: None,
                });
                for (i, (_, vary)) in RAYS.iter().enumerate() {
                    let id = RequestId::view(ViewKind::WorkbenchRay(i as u8));
                    send.emit(Request::Ray {
                        id,
                        complex: text.clone(),
                        piles: start.clone(),
                        vary: vary.to_vec(),
                        upto: rn,
                    });
                }
            }
        });
    }
    // The game the slices show: the first three vertices, every other pile 0.
    let sub = Complex::parse(&p.text)
        .ok()
        .and_then(|c| c.induced(0b111).ok())
        .map_or_else(String::new, |(k, _)| k.to_string());
    {
        let (send, sub) = (p.send.clone(), sub.clone());
        use_effect_with((sub, three), move |(sub, three)| {
            if *three && !sub.is_empty() {
                let id = RequestId::view(ViewKind::WorkbenchValues);
                send.emit(Request::Values { id, complex: sub.clone(), max: VALUES_MAX });
            }
        });
    }
    if !three {
        return html! {
            <div class="view" id="workbench-view">
                <p class="muted">{"The workbench studies games on three vertices (with any further vertices at 0): open the preset “Open Problem 3”, or draw three vertices."}</p>
            </div>
        };
    }
    let [la, lb, lc] = [p.labels[0].as_str(), p.labels[1].as_str(), p.labels[2].as_str()];
    let op3 = Complex::parse(&p.text).is_ok_and(|c| is_open_problem_3(&c));
    let setting = |f: fn(ViewSettings, u64) -> Option<ViewSettings>| {
        let on = p.on_settings.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(s) = input_u64(&e).and_then(|x| f(st, x)) {
                on.emit(s)
            }
        })
    };
    let slice = get(p, ViewKind::Slice);
    let (table, regular) = match slice.as_deref() {
        Some(Response::Table { table, .. }) => {
            let rows = table.iter().enumerate().map(|(a, row)| {
                let cells = row.iter().enumerate().map(|(c, &val)| {
                    let mut pos = start.clone();
                    pos[0] = a as u64;
                    pos[2] = c as u64;
                    let title = format!("g({a},{b},{c}) = {val}");
                    let act = p.on_action.clone();
                    let onclick = Callback::from(move |_| act.emit(Action::SetPilesInOrder(pos.clone())));
                    html! { <td class={classes!("cell", if val == 0 { "p".to_string() } else { format!("h{}", val % 12) })} {title} {onclick}>{val}</td> }
                });
                html! { <tr><th>{a}</th>{ for cells }</tr> }
            });
            let table_html = html! {
                <div class="scroll-x" role="region" aria-label={format!("Slice g({la},{b},{lc})")} tabindex="0">
                    <table class="heat" id="slice-table">
                        <thead><tr><th>{format!("{la}\\{lc}")}</th>{ for (0..table.len()).map(|c| html! { <th>{c}</th> }) }</tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                </div>
            };
            (table_html, regularities(table, b, [la, lb, lc]))
        }
        Some(r) => (refused(r).unwrap_or_default(), Vec::new()),
        None => (html! { <p class="muted">{"Computing the slice…"}</p> }, Vec::new()),
    };
    let rays =
        RAYS.iter().enumerate().map(|(i, (name, vary))| match get(p, ViewKind::WorkbenchRay(i as u8)).as_deref() {
            Some(Response::Ray { values, method, periodicity, .. }) => {
                let args: Vec<String> =
                    (0..3).map(|v| if vary.contains(&v) { "x".to_string() } else { start[v].to_string() }).collect();
                let caption = format!("g({}) {name}", args.join(","));
                ray_chart(&RayProps {
                    caption,
                    values: values.clone(),
                    periodicity: *periodicity,
                    method: method.clone(),
                    id: format!("wb-ray-{i}"),
                })
            }
            Some(r) => refused(r).unwrap_or_default(),
            None => html! { <p class="muted">{format!("Computing the ray {name}…")}</p> },
        });
    let ray_lines: Vec<String> = RAYS
        .iter()
        .enumerate()
        .filter_map(|(i, (name, _))| match get(p, ViewKind::WorkbenchRay(i as u8)).as_deref() {
            Some(Response::Ray { values, periodicity, .. }) => Some(format!(
                "the ray {name}: {}",
                simnim_core::describe_periodicity(*periodicity, values.len().saturating_sub(1) as u64)
            )),
            _ => None,
        })
        .collect();
    html! {
        <div class="view" id="workbench-view">
            <p class="small">{format!("Open Problem 3 (SetNim): the P-positions of SN(4, {{{{a,b}},{{b,c}},{{d}}}}) are the positions with g(a,b,c) = d, where g is the nim value of the path game a–b–c. Here g({la},{lb},{lc}) is the nim value with every other pile 0, from {}.", position_text(&start))}</p>
            if !op3 {
                <p class="warn small" id="workbench-not-op3">{format!("This complex is not Open Problem 3's ({{a,b}},{{b,c}},{{d}}): the workbench studies the nim values of its first three vertices {la}, {lb}, {lc} the same way, but what it finds is about this game, not the open problem. The preset “Open Problem 3” opens the problem's own game.")}</p>
            }
            <p>{format!("Slice {lb} = ")}<input type="number" min="0" max="40" value={b.to_string()} class="small-input" aria-label={format!("Pile of {lb}")} id="wb-b"
                    oninput={setting(|s, x| (x <= 40).then_some(ViewSettings { wb: x, ..s }))} />
                {format!(", {la} and {lc} from 0 to K = ")}<input type="number" min="1" max={MAX_K.to_string()} value={k.to_string()} class="small-input" aria-label="K" id="wb-k"
                    oninput={setting(|s, x| (1..=MAX_K).contains(&x).then_some(ViewSettings { tk: x, ..s }))} />
                {"; rays to "}<input type="number" min="2" max={MAX_RAY.to_string()} value={rn.to_string()} class="small-input" aria-label="Ray length" id="wb-rn"
                    oninput={setting(|s, x| (2..=MAX_RAY).contains(&x).then_some(ViewSettings { rn: x, ..s }))} />
                {format!(". The first and third piles of the rays are those of {la} and {lc} now.")}</p>
            {table}
            <h3 class="small">{"Regularities found (within the computed range: evidence, not proofs)"}</h3>
            <ul class="regularities small" id="regularities">
                { for regular.iter().chain(ray_lines.iter()).map(|r| html! { <li>{r.clone()}</li> }) }
            </ul>
            { mined_values(p) }
            <p class="small muted">{"The same numbers from the command line: "}<code>{format!("simnim table --complex \"{}\" --piles {} --rows {la} --cols {lc} --max {k}", p.text, start.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","))}</code>{" and "}<code>{format!("simnim ray --complex \"{}\" --piles {} --vary {la},{lc} --upto {rn}", p.text, start.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","))}</code>{"; the nim-value miner (pieces \u{201c}g = sums of piles, nim-summed, where \u{2026}\u{201d}, and what no piece explains): "}<code id="wb-values-command">{format!("simnim conjecture --values --complex \"{sub}\" --max {VALUES_MAX}")}</code></p>
            { for rays }
        </div>
    }
}

/// The nim values of the slices' game as the miner finds them: its pieces, each with the
/// positions it explains, and what no piece explains (from the miner's worker).
fn mined_values(p: &ViewProps) -> Html {
    let body = match p.mined_values.as_deref() {
        Some((_, Ok(a))) => html! {
            <>
                <ul class="small" id="mined-values">{ for a.pieces.iter().map(|l| html! { <li><code>{&l.text}</code></li> }) }</ul>
                <p class="small" id="mined-values-status">{&a.method}</p>
                <ul class="small muted" id="mined-values-left">{ for a.definitions.iter().map(|d| html! { <li>{d}</li> }) }</ul>
            </>
        },
        Some((_, Err(e))) => html! { <p class="warn small">{e}</p> },
        None => html! { <p class="muted small" role="status">{"Mining the nim values in the miner's worker…"}</p> },
    };
    html! {
        <section aria-labelledby="mined-values-title">
            <h3 class="small" id="mined-values-title">{"The nim values mined: pieces \u{201c}g = sums of piles, nim-summed, where \u{2026}\u{201d}"}</h3>
            {body}
        </section>
    }
}
