//! The gallery of the papers' families (thumbnails and parameters) and the operations bar
//! (cone, suspension, C^z, B_x, P_x, join, induced subcomplex).
//! Item numbers without a paper name are E&S's (cites: es1996).

use yew::prelude::*;

use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::export::d1;

use super::editing::ActionProps;

/// A small drawing of a complex (edges and triangles), for the gallery.
fn thumbnail(d: &Drawing) -> Html {
    let pos = |i: usize| (d.vertices[i].x, d.vertices[i].y);
    html! {
        <svg class="thumb" viewBox="0 0 640 480" aria-hidden="true">
            { for d.triangles().iter().map(|&(a, b, c)| html! {
                <polygon class="tri" points={[a, b, c].map(|v| format!("{},{}", d1(pos(v).0), d1(pos(v).1))).join(" ")} />
            }) }
            { for d.edges().iter().map(|&(a, b)| html! {
                <line class="edge" x1={d1(pos(a).0)} y1={d1(pos(a).1)} x2={d1(pos(b).0)} y2={d1(pos(b).1)} />
            }) }
            { for d.vertices.iter().map(|v| html! { <circle cx={d1(v.x)} cy={d1(v.y)} r="22" /> }) }
        </svg>
    }
}

/// Every family of the papers with its parameters: a drawing and one click to open it.
/// The panel starts closed, and its cards (a layout and a drawing per family) are built
/// when it is first opened, not with the page.
#[component]
pub(crate) fn GalleryPanel(p: &ActionProps) -> Html {
    use simnim_model::gallery::{self, ENTRIES};
    let opened = use_state_eq(|| false);
    let args = use_state(|| ENTRIES.iter().map(|e| e.args.to_string()).collect::<Vec<String>>());
    // Layouts are computed when the panel is first opened and when a parameter changes, not
    // on every render of the page (progress updates re-render it ten times a second).
    let built_all = use_memo(((*args).clone(), *opened), |(args, opened)| match opened {
        true => ENTRIES.iter().zip(args.iter()).map(|(e, a)| gallery::drawing(e.prefix, a)).collect::<Vec<_>>(),
        false => Vec::new(),
    });
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |e: Event| {
            if e.target_dyn_into::<web_sys::Element>().is_some_and(|d| d.has_attribute("open")) {
                opened.set(true);
            }
        })
    };
    let cards = ENTRIES.iter().zip(built_all.iter()).enumerate().map(|(i, (e, built))| {
        let a = args[i].clone();
        let built = built.clone();
        let on_input = {
            let args = args.clone();
            Callback::from(move |ev: InputEvent| {
                if let Some(t) = ev.target_dyn_into::<web_sys::HtmlInputElement>() {
                    let mut v = (*args).clone();
                    v[i] = t.value();
                    args.set(v);
                }
            })
        };
        let open = {
            let (act, built) = (p.on_action.clone(), built.clone());
            Callback::from(move |_| match &built {
                Ok(d) => act.emit(Action::Load(d.clone())),
                Err(err) => act.emit(Action::ShowNotice(err.clone())),
            })
        };
        html! {
            <li class="card" data-family={e.prefix}>
                { match &built { Ok(d) => thumbnail(d), Err(_) => html! { <div class="thumb bad" /> } } }
                <div class="card-body">
                    <strong>{e.name}</strong>
                    if !e.params.is_empty() {
                        <label class="small">{format!("{}: ", e.params)}
                            <input class="family-args" value={a.clone()} oninput={on_input} aria-label={format!("{} ({})", e.name, e.params)} />
                        </label>
                    }
                    if let Err(err) = &built { <p class="error small">{err.clone()}</p> }
                    <button class="small open-family" onclick={open} disabled={built.is_err()}>{"Open"}</button>
                </div>
            </li>
        }
    });
    html! {
        <details class="panel gallery" id="gallery" {ontoggle}>
            <summary><h2>{"Gallery: the papers' complexes"}</h2></summary>
            if *opened { <ul class="cards">{ for cards }</ul> }
        </details>
    }
}

/// Operations on the current complex (E&S Sec 6–7).
#[component]
pub(crate) fn OperationsBar(p: &ActionProps) -> Html {
    use simnim_model::editor::Op;
    let other = use_state(|| "{x},{y}".to_string());
    let op = |label: &'static str, id: &'static str, title: &'static str, o: Op| {
        let act = p.on_action.clone();
        html! { <button class="tool" id={id} title={title} onclick={Callback::from(move |_| act.emit(Action::Operate(o.clone())))}>{label}</button> }
    };
    let on_other = {
        let other = other.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                other.set(t.value());
            }
        })
    };
    let join = {
        let (act, other) = (p.on_action.clone(), other.clone());
        Callback::from(move |_| act.emit(Action::Operate(Op::Join((*other).clone()))))
    };
    html! {
        <div class="toolbar ops" role="toolbar" aria-label="Operations on the complex">
            { op("Cone", "op-cone", "Join with a new vertex (Cor 6.2: its pile must be 0)", Op::Cone) }
            { op("Suspension", "op-suspension", "Join with two new isolated vertices (Cor 6.3: equal piles)", Op::Suspension) }
            { op("C^z", "op-cz", "Add an apex z: V is a face, and F ∪ {z} for every face F (Prop 7.4)", Op::Cz) }
            { op("B_x", "op-bx", "Double the selected vertex x: y,z always move together (Lemma 6.7)", Op::BDouble) }
            { op("P_x", "op-px", "Double the selected vertex x as P_x (Prop 6.9)", Op::PDouble) }
            { op("Induced", "op-induced", "Keep only the selected vertices", Op::Induced) }
            <input class="join-input" value={(*other).clone()} oninput={on_other} aria-label="Complex to join with" />
            <button class="tool" id="op-join" onclick={join} title="Join with this complex (Thm 6.1)">{"Join"}</button>
        </div>
    }
}
