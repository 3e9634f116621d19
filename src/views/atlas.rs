//! The SetNim atlas in the open-questions view: CircularNim CN(n,k) or PathNim PN(n,k)
//! over a range of n, each game's invariant vectors within a box next to Conjecture 1's
//! prediction and Conjecture 2's check, computed by the worker one game at a time (with
//! progress and Cancel); each row opens its game, or its game with the miner's description
//! of its P-positions (the Describe view, on the box `simnim atlas --describe` uses).
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use yew::prelude::*;

use simnim_core::{position_text, AtlasFamily, AtlasVerdict};
use simnim_model::editor::Action;
use simnim_model::pool::PoolJob;
use simnim_model::protocol::RequestId;
use simnim_model::share::{AtlasQuery, ViewSettings};

use super::input_u64;

fn verdict_text(v: &AtlasVerdict) -> String {
    match v {
        AtlasVerdict::Contradicts { proof } => format!("contradicts ({proof})"),
        v => v.name().to_string(),
    }
}

/// "2 workers", "1 worker".
fn workers(n: usize) -> String {
    if n > 1 {
        format!("{n} workers")
    } else {
        "1 worker".to_string()
    }
}

fn family_name(f: AtlasFamily) -> (&'static str, &'static str) {
    match f {
        AtlasFamily::Cycle => ("CN", "cn"),
        AtlasFamily::Path => ("PN", "pn"),
    }
}

/// What the atlas panel needs (a small props struct: building the views' large one costs
/// code size where the panel is placed).
#[derive(Properties, PartialEq)]
pub(super) struct AtlasProps {
    pub(super) atlas: std::rc::Rc<simnim_model::state::AtlasRows>,
    pub(super) replies: std::rc::Rc<simnim_model::state::ViewReplies>,
    pub(super) settings: ViewSettings,
    pub(super) on_settings: Callback<ViewSettings>,
    pub(super) on_action: Callback<Action>,
    pub(super) pool: Callback<PoolJob>,
    /// Sends a request (a row's Describe asks the miner's worker).
    pub(super) send: Callback<simnim_model::protocol::Request>,
}

#[component]
pub(super) fn AtlasPanel(p: &AtlasProps) -> Html {
    let st = p.settings;
    let query = st.atlas.unwrap_or_default();
    let atlas = p.atlas.clone();
    let run = {
        let (pool, on) = (p.pool.clone(), p.on_settings.clone());
        move |q: AtlasQuery| {
            on.emit(ViewSettings { atlas: Some(q), ..st });
            // The games split over the page's workers.
            pool.emit(PoolJob::Atlas {
                id: RequestId::view(simnim_model::protocol::ViewKind::Atlas),
                family: q.family,
                n_min: q.n_min,
                n_max: q.n_max,
                max: None,
            });
        }
    };
    // A link that names an atlas computes it when the view opens.
    {
        let (run, fresh) = (run.clone(), atlas.rows.is_empty() && !atlas.running && atlas.message.is_none());
        use_effect_with((), move |_| {
            if let (Some(q), true) = (st.atlas, fresh) {
                run(q);
            }
        });
    }
    let set = |f: fn(AtlasQuery, u64) -> AtlasQuery| {
        let on = p.on_settings.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(x) = input_u64(&e) {
                let q = f(query, x);
                if AtlasQuery::parse(&q.to_param()).is_some() {
                    on.emit(ViewSettings { atlas: Some(q), ..st });
                }
            }
        })
    };
    let on_family = {
        let on = p.on_settings.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let family = if s.value() == "pn" { AtlasFamily::Path } else { AtlasFamily::Cycle };
                on.emit(ViewSettings { atlas: Some(AtlasQuery { family, ..query }), ..st });
            }
        })
    };
    let on_run = {
        let run = run.clone();
        Callback::from(move |_| run(query))
    };
    let awaited = p.replies.get(&simnim_model::protocol::ViewKind::Atlas).map(|(id, _)| *id);
    let on_cancel = {
        let pool = p.pool.clone();
        Callback::from(move |_| {
            if let Some(id) = awaited {
                pool.emit(PoolJob::Cancel(id));
            }
        })
    };
    let rows = atlas.rows.iter().map(|(n, k, row)| {
        let (short, prefix) = match row {
            Ok(e) => family_name(e.family),
            Err(_) => family_name(query.family),
        };
        let name = format!("{short}({n},{k})");
        let open = {
            let (act, args) = (p.on_action.clone(), format!("{n},{k}"));
            Callback::from(move |_| {
                if let Ok(d) = simnim_model::gallery::drawing(prefix, &args) {
                    act.emit(Action::Load(d));
                }
            })
        };
        // One click from the game to its description: the game is loaded, the Describe view
        // opens on the atlas's box for n and the miner's worker starts.
        let describe = {
            let (act, on, send, args) = (p.on_action.clone(), p.on_settings.clone(), p.send.clone(), format!("{n},{k}"));
            let dk = simnim_model::describe::atlas_box(*n);
            Callback::from(move |_| {
                if let Ok(d) = simnim_model::gallery::drawing(prefix, &args) {
                    if let Ok((c, _)) = d.to_complex() {
                        act.emit(Action::Load(d));
                        on.emit(ViewSettings { tab: simnim_model::share::ViewTab::Describe, dk, ..st });
                        send.emit(simnim_model::protocol::Request::Describe {
                            id: RequestId::view(simnim_model::protocol::ViewKind::Describe),
                            complex: c.to_string(),
                            max: dk,
                            formula: None,
                        });
                    }
                }
            })
        };
        let cells = match row {
            Ok(e) => {
                let vectors = if e.vectors.is_empty() {
                    "none".to_string()
                } else {
                    e.vectors.iter().map(|v| position_text(v)).collect::<Vec<_>>().join(" ")
                };
                let prediction = match e.prediction {
                    Some(true) => "invariant vectors",
                    Some(false) => "none",
                    None => "—",
                };
                let c2 = if e.vectors.is_empty() {
                    "—".to_string()
                } else {
                    format!(
                        "{} sub-game{}: {}{}",
                        e.subgames.len(),
                        if e.subgames.len() == 1 { "" } else { "s" },
                        verdict_text(&e.conjecture2),
                        e.conjecture2_note.as_ref().map(|n| format!(" ({n})")).unwrap_or_default()
                    )
                };
                html! {
                    <>
                        <td>{format!("≤ {}", e.box_max)}</td>
                        <td class="mono">{vectors}</td>
                        <td>{prediction}</td>
                        <td class={classes!("verdict", matches!(e.verdict, AtlasVerdict::Contradicts { .. }).then_some("warn"))}>{verdict_text(&e.verdict)}</td>
                        <td class="small">{c2}</td>
                    </>
                }
            }
            Err(m) => html! { <td colspan="5" class="warn">{m.clone()}</td> },
        };
        html! {
            <tr>
                <th scope="row"><button class="link-button" title={format!("Open {name} in the drawing")} onclick={open}>{name.clone()}</button></th>
                {cells}
                <td><button class="small describe-row" aria-label={format!("Describe the P-positions of {name}")} onclick={describe}>{"Describe"}</button></td>
            </tr>
        }
    });
    let pct = simnim_model::export::percent(atlas.done, atlas.total);
    html! {
        <section class="atlas" id="atlas" aria-labelledby="atlas-title">
            <h3 id="atlas-title">{"The SetNim atlas"}</h3>
            <p class="small">{"Conjecture 1 (SetNim): CN(n,k) has invariant vectors exactly for CN(3j, j+1), CN(3j+1, j+1), CN(3j+2, j+1) (j ≥ 1) and CN(n, n−1). Conjecture 2: the Invariance Reduction Process only meets sub-games that have invariant vectors. Each game is searched within a box; a verdict is evidence within it, a contradiction comes with its proof."}</p>
            <p>
                <select id="atlas-family" aria-label="Family" onchange={on_family}>
                    <option value="cn" selected={query.family == AtlasFamily::Cycle}>{"CircularNim CN(n,k)"}</option>
                    <option value="pn" selected={query.family == AtlasFamily::Path}>{"PathNim PN(n,k)"}</option>
                </select>
                {" for n from "}<input type="number" min="3" max="12" value={query.n_min.to_string()} class="small-input" aria-label="Smallest n" id="atlas-from"
                    oninput={set(|q, x| AtlasQuery { n_min: x as usize, ..q })} />
                {" to "}<input type="number" min="3" max="12" value={query.n_max.to_string()} class="small-input" aria-label="Largest n" id="atlas-to"
                    oninput={set(|q, x| AtlasQuery { n_max: x as usize, ..q })} />
                {" "}<button id="atlas-run" class="primary" onclick={on_run} disabled={atlas.running}>{"Compute the atlas"}</button>
                if atlas.running { {" "}<button id="atlas-cancel" onclick={on_cancel}>{"Cancel"}</button> }
            </p>
            if atlas.running {
                <p id="atlas-progress">{format!("Computed {} of {} games on {} ", atlas.done, atlas.total, workers(atlas.workers))}<progress max="100" value={pct} aria-label="Atlas progress" /></p>
            }
            if !atlas.running && !atlas.rows.is_empty() {
                <p class="small muted" id="atlas-workers">{format!("{} games computed by {}.", atlas.rows.len(), workers(atlas.workers))}</p>
            }
            if let Some(m) = &atlas.message { <p class="warn" id="atlas-message">{m.clone()}</p> }
            if !atlas.rows.is_empty() {
                <div class="scroll-x" role="region" aria-label="Atlas table" tabindex="0">
                    <table class="atlas-table" id="atlas-table">
                        <thead><tr><th scope="col">{"Game"}</th><th scope="col">{"Box"}</th><th scope="col">{"Invariant vectors"}</th><th scope="col">{"Conjecture 1 predicts"}</th><th scope="col">{"Verdict"}</th><th scope="col">{"Conjecture 2"}</th><th scope="col">{"P-positions"}</th></tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                </div>
                <p class="small muted">{"The same rows from the command line: "}<code>{format!("simnim atlas --family {} --n {}..{} --json", family_name(query.family).1, query.n_min, query.n_max)}</code></p>
            }
        </section>
    }
}
