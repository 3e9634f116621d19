//! The editing panels: pile controls, the facet list in the papers' notation, the vertex
//! table (labels and piles) and the list of faces.

use std::rc::Rc;

use yew::prelude::*;

use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;

#[derive(Properties, PartialEq)]
pub(crate) struct ActionProps {
    pub(crate) on_action: Callback<Action>,
}

#[component]
pub(crate) fn PilesPanel(p: &ActionProps) -> Html {
    let max = use_state(|| 5u64);
    let all = use_state(|| 1u64);
    let emit = |a: Action| {
        let c = p.on_action.clone();
        Callback::from(move |_| c.emit(a.clone()))
    };
    let random = {
        let (c, max) = (p.on_action.clone(), max.clone());
        Callback::from(move |_| c.emit(Action::RandomPiles { max: *max, seed: js_sys::Date::now() as u64 }))
    };
    let on_max = {
        let max = max.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                max.set(i.value().parse().unwrap_or(5).min(1000));
            }
        })
    };
    let on_all = {
        let all = all.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                all.set(i.value().parse().unwrap_or(0));
            }
        })
    };
    html! {
        <section class="panel piles">
            <h2>{"Piles"}</h2>
            <button id="clear-piles" onclick={emit(Action::ClearPiles)}>{"Clear"}</button>
            <button id="random-piles" onclick={random}>{"Randomise"}</button>
            <label>{" up to "}<input type="number" min="0" max="1000" value={max.to_string()} oninput={on_max} aria-label="Largest random pile" /></label>
            <button id="set-all" onclick={emit(Action::SetAllPiles(*all))}>{"Set all to"}</button>
            <input type="number" min="0" value={all.to_string()} oninput={on_all} aria-label="Value for every pile" />
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct FacetsProps {
    pub(crate) text: String,
    pub(crate) error: Option<String>,
    pub(crate) on_action: Callback<Action>,
}

#[component]
pub(crate) fn FacetsPanel(p: &FacetsProps) -> Html {
    let oninput = {
        let c = p.on_action.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                c.emit(Action::SetText(t.value()));
            }
        })
    };
    html! {
        <section class="panel facets-panel">
            <h2><label for="facets">{"Facets"}</label></h2>
            <textarea id="facets" rows="3" spellcheck="false" value={p.text.clone()} {oninput}
                aria-invalid={p.error.is_some().to_string()} aria-describedby="facets-error" />
            if let Some(e) = &p.error {
                <p class="error" id="facets-error" role="alert">{format!("Not a complex {e}. The drawing keeps the last good complex.")}</p>
            } else {
                <p class="muted small" id="facets-error">{"The papers' notation, e.g. {1,2,3},{2,3,4}; edits here redraw the complex."}</p>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct VerticesProps {
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) selection: u64,
    pub(crate) on_action: Callback<Action>,
}

#[component]
pub(crate) fn VerticesPanel(p: &VerticesProps) -> Html {
    let rows = p.drawing.vertices.iter().enumerate().map(|(i, v)| {
        let on_label = {
            let c = p.on_action.clone();
            Callback::from(move |e: Event| {
                if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                    c.emit(Action::Rename { i, label: t.value() });
                }
            })
        };
        let on_pile = {
            let c = p.on_action.clone();
            Callback::from(move |e: Event| {
                if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                    match t.value().trim().parse::<u64>() {
                        Ok(pile) => c.emit(Action::SetPile { i, pile: pile.min(simnim_model::editor::MAX_PILE) }),
                        Err(_) => c.emit(Action::ShowNotice(format!("'{}' is not a pile size (a whole number ≥ 0)", t.value()))),
                    }
                }
            })
        };
        let adj = |delta: i64| {
            let c = p.on_action.clone();
            Callback::from(move |_| c.emit(Action::AdjustPile { i, delta }))
        };
        let sel = p.selection >> i & 1 == 1;
        html! {
            <tr class={classes!(sel.then_some("selected"))}>
                <td><input class="label-input" value={v.label.clone()} onchange={on_label} aria-label={format!("Label of vertex {}", v.label)} /></td>
                <td class="pile-cell">
                    <button class="small" onclick={adj(-1)} aria-label={format!("Decrease pile of {}", v.label)}>{"−"}</button>
                    <input class="pile-input" type="number" min="0" value={v.pile.to_string()} onchange={on_pile} aria-label={format!("Pile on vertex {}", v.label)} />
                    <button class="small" onclick={adj(1)} aria-label={format!("Increase pile of {}", v.label)}>{"+"}</button>
                </td>
            </tr>
        }
    });
    html! {
        <section class="panel vertices-panel">
            <h2>{"Vertices"}</h2>
            <table class="vertices" id="vertices"><thead><tr><th>{"label"}</th><th>{"pile"}</th></tr></thead><tbody>{ for rows }</tbody></table>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct FacesProps {
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) on_hover: Callback<u64>,
}

#[component]
pub(crate) fn FacesPanel(p: &FacesProps) -> Html {
    let d = &p.drawing;
    let items = d.faces.iter().map(|&f| {
        let enter = {
            let h = p.on_hover.clone();
            Callback::from(move |_| h.emit(f))
        };
        let leave = {
            let h = p.on_hover.clone();
            Callback::from(move |_| h.emit(0))
        };
        let dim = f.count_ones().saturating_sub(1);
        html! {
            <li class={classes!("face", (dim >= 3).then_some("higher"))} onmouseenter={enter} onmouseleave={leave} tabindex="0"
                title={format!("a {dim}-dimensional face")}>{d.set_label(f)}</li>
        }
    });
    html! {
        <div class="faces" id="faces"><span class="muted">{"Maximal faces (hover to outline): "}</span><ul>{ for items }</ul></div>
    }
}
