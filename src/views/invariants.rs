//! The zero-one vectors invariant for the P-positions within a box, and the Invariance
//! Reduction Process for the current position (SetNim Sec 3).

use yew::prelude::*;

use simnim_core::position_text;
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};

use super::{get, input_u64, refused, ViewProps};

#[component]
pub(super) fn InvariantsView(p: &ViewProps) -> Html {
    let max = use_state(|| 3u64);
    {
        let (send, text, piles, m) = (p.send.clone(), p.text.clone(), p.piles.clone(), *max);
        use_effect_with((text.clone(), piles.clone(), m), move |_| {
            send.emit(Request::Invariants { id: RequestId::view(ViewKind::Invariants), complex: text, piles, max: m });
        });
    }
    let on_max = {
        let max = max.clone();
        Callback::from(move |e: InputEvent| max.set(input_u64(&e).unwrap_or(3).clamp(1, 6)))
    };
    let body = match get(p, ViewKind::Invariants).as_deref() {
        Some(Response::Invariants { vectors, walk, .. }) => html! {
            <>
                if vectors.is_empty() {
                    <p id="invariants-none">{"No zero-one vector is invariant for the P-positions in this box."}</p>
                } else {
                    <p>{"Invariant vectors (adding or removing them never changes P/N inside the box; their disjoint sums are invariant too):"}</p>
                    <ul class="vectors" id="invariants">{ for vectors.iter().map(|z| html! { <li>{position_text(z)}</li> }) }</ul>
                }
                if !walk.is_empty() {
                    <h3>{"The Invariance Reduction Process for this position"}</h3>
                    <ol class="walk" id="irp">{ for walk.iter().map(|s| html! { <li><strong>{s.title.clone()}</strong>{": "}{s.text.clone()}</li> }) }</ol>
                }
            </>
        },
        Some(r) => refused(r).unwrap_or_default(),
        None => html! { <p class="muted">{"Computing…"}</p> },
    };
    html! {
        <div class="view" id="invariants-view">
            <p>{"Zero-one vectors invariant for the P-positions with piles ≤ "}
                <input type="number" min="1" max="6" value={max.to_string()} oninput={on_max} class="small-input" aria-label="Box size" />
                {" (SetNim Sec 3)."}</p>
            {body}
        </div>
    }
}
