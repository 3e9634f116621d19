//! The papers' open questions checked on this complex, or over all small complexes.

use yew::prelude::*;

use simnim_core::position_text;
use simnim_model::editor::Action;
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};

use super::atlas::AtlasPanel;
use super::{get, input_u64, refused, ViewProps};

use simnim_core::QUESTIONS;

#[component]
pub(super) fn QuestionsView(p: &ViewProps) -> Html {
    let q = use_state(|| 0usize);
    let k = use_state(|| 2u64);
    let n_max = use_state(|| 4usize);
    let question = QUESTIONS[(*q).min(QUESTIONS.len() - 1)].0;
    let on_q = {
        let q = q.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                q.set(s.value().parse().unwrap_or(0));
            }
        })
    };
    let on_k = {
        let k = k.clone();
        Callback::from(move |e: InputEvent| k.set(input_u64(&e).unwrap_or(2).clamp(1, 4)))
    };
    let on_n = {
        let n = n_max.clone();
        Callback::from(move |e: InputEvent| n.set(input_u64(&e).unwrap_or(4).clamp(1, 5) as usize))
    };
    let check = {
        let (send, text, k) = (p.send.clone(), p.text.clone(), *k);
        Callback::from(move |_| {
            send.emit(Request::Check { id: RequestId::view(ViewKind::Check), complex: text.clone(), question, k })
        })
    };
    let explore = {
        let (send, k, n) = (p.send.clone(), *k, *n_max);
        Callback::from(move |_| {
            send.emit(Request::Explore {
                id: RequestId::view(ViewKind::Explore),
                question,
                n_max: n,
                k,
                connected: true,
            })
        })
    };
    let this = match get(p, ViewKind::Check).as_deref() {
        Some(Response::Checked { verdict, .. }) => html! {
            <p id="check-result" class={if verdict.holds { "good" } else { "warn" }}>{
                match &verdict.counterexample {
                    None => format!("This complex: holds within piles ≤ {}.{}", *k, verdict.note.as_ref().map(|n| format!(" Also: {n}.")).unwrap_or_default()),
                    Some((pos, why)) => format!("This complex: fails at {}: {why}.", position_text(pos)),
                }
            }</p>
        },
        Some(r) => refused(r).unwrap_or_default(),
        None => html! {},
    };
    let all = match get(p, ViewKind::Explore).as_deref() {
        Some(Response::ExploreProgress { id, done, total }) => {
            let (send, id) = (p.send.clone(), *id);
            let pct = simnim_model::export::percent(*done, *total);
            html! { <p id="explore-progress">{format!("Checked {done} of {total} complexes ")}<progress max="100" value={pct} />
            <button id="explore-cancel" onclick={Callback::from(move |_| send.emit(Request::Cancel { id }))}>{"Cancel"}</button></p> }
        }
        Some(Response::Explored { summary, counterexamples, .. }) => html! {
            <div id="explore-result">
                <p><strong>{summary.clone()}</strong></p>
                <ul class="counterexamples">{ for counterexamples.iter().take(50).map(|(c, pos, why)| {
                    let act = p.on_action.clone();
                    let (c2, pos2) = (c.clone(), pos.clone());
                    html! { <li><button class="link-button" onclick={Callback::from(move |_| {
                        if let Ok(d) = simnim_model::gallery::drawing_of(&c2, &pos2) { act.emit(Action::Load(d)); }
                    })}>{format!("{c} at {}", position_text(pos))}</button>{format!(": {why}")}</li> }
                }) }</ul>
            </div>
        },
        Some(Response::Cancelled { .. }) => {
            html! { <p class="warn" id="explore-cancelled">{"Exploration cancelled."}</p> }
        }
        Some(r) => refused(r).unwrap_or_default(),
        None => html! {},
    };
    html! {
        <div class="view" id="questions-view">
            <p><select id="question" onchange={on_q} aria-label="Question">{ for QUESTIONS.iter().enumerate().map(|(i, (_, t))| html! { <option value={i.to_string()} selected={i == *q}>{*t}</option> }) }</select></p>
            <p>{"Within piles ≤ "}<input type="number" min="1" max="4" value={k.to_string()} oninput={on_k} class="small-input" aria-label="Largest pile" />
                {" "}<button id="check-this" onclick={check}>{"Check this complex"}</button>
                {" · all connected complexes on up to "}<input type="number" min="1" max="5" value={n_max.to_string()} oninput={on_n} class="small-input" aria-label="Vertices" />
                {" vertices "}<button id="explore-run" class="primary" onclick={explore}>{"Run over all"}</button></p>
            {this}
            {all}
            <p class="small muted">{"E&S count 14 connected complexes on 4 vertices up to isomorphism; the explorer enumerates them (and the 1-, 2-, 3- and 5-vertex ones) itself."}</p>
            <AtlasPanel replies={p.replies.clone()} atlas={p.atlas.clone()}
                pool={p.pool.clone()} on_action={p.on_action.clone()} settings={p.settings} on_settings={p.on_settings.clone()}
                send={p.send.clone()} />
        </div>
    }
}
