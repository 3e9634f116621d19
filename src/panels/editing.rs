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

pub(crate) struct StepperProps {
    pub(crate) drawing: Rc<Drawing>,
    /// The one selected vertex, if exactly one is selected.
    pub(crate) vertex: Option<usize>,
    pub(crate) on_action: Callback<Action>,
}

/// The pile of the selected vertex, one tap from the drawing (touch screens have no wheel and
/// no arrow keys). Always the same height, so the drawing never moves when it appears.
pub(crate) fn pile_stepper(p: &StepperProps) -> Html {
    let body = match p.vertex.and_then(|i| p.drawing.vertices.get(i).map(|v| (i, v))) {
        Some((i, v)) => {
            let adj = |delta: i64| {
                let c = p.on_action.clone();
                Callback::from(move |_| c.emit(Action::AdjustPile { i, delta }))
            };
            html! {
                <>
                    <span>{"Pile on vertex "}<strong>{v.label.clone()}</strong>{": "}</span>
                    <button id="pile-minus" class="step" onclick={adj(-1)} disabled={v.pile == 0}
                        aria-label={format!("One chip fewer on vertex {}", v.label)}>{"−"}</button>
                    <output id="pile-value" aria-live="polite">{v.pile.to_string()}</output>
                    <button id="pile-plus" class="step" onclick={adj(1)}
                        aria-label={format!("One chip more on vertex {}", v.label)}>{"+"}</button>
                </>
            }
        }
        None => {
            html! { <span class="muted small" id="pile-stepper-help">{"Tap or click one vertex to change its pile here."}</span> }
        }
    };
    html! { <div class="stepper" id="pile-stepper" role="group" aria-label="Pile of the selected vertex">{body}</div> }
}

pub(crate) struct FacetsProps {
    pub(crate) text: String,
    pub(crate) error: Option<String>,
    pub(crate) on_action: Callback<Action>,
}

pub(crate) fn facets_panel(p: &FacetsProps) -> Html {
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
struct PileFieldProps {
    i: usize,
    label: String,
    pile: u64,
    on_action: Callback<Action>,
}

/// A pile field that applies what is typed as it is typed, and is never overwritten while
/// it has the focus: its text is a draft; each draft that reads as a pile becomes the pile,
/// and a new pile from elsewhere replaces the draft only while the field is not focused.
#[component]
fn PileField(p: &PileFieldProps) -> Html {
    let input = use_node_ref();
    let draft = use_state(|| p.pile.to_string());
    {
        let (draft, input) = (draft.clone(), input.clone());
        use_effect_with(p.pile, move |&pile| {
            let focused = input.cast::<web_sys::Element>().is_some_and(|el| {
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element()).is_some_and(|a| a == el)
            });
            if !focused && draft.trim().parse::<u64>() != Ok(pile) {
                draft.set(pile.to_string());
            }
        });
    }
    let oninput = {
        let (draft, c, i, pile) = (draft.clone(), p.on_action.clone(), p.i, p.pile);
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                let text = t.value();
                if let Ok(v) = text.trim().parse::<u64>() {
                    let v = v.min(simnim_model::editor::MAX_PILE);
                    if v != pile {
                        c.emit(Action::SetPile { i, pile: v });
                    }
                }
                draft.set(text);
            }
        })
    };
    let onblur = {
        let (draft, pile) = (draft.clone(), p.pile);
        Callback::from(move |_| draft.set(pile.to_string()))
    };
    let bad = draft.trim().parse::<u64>().is_err();
    html! {
        <input ref={input} class="pile-input" type="text" inputmode="numeric" value={(*draft).clone()} {oninput} {onblur}
            aria-label={format!("Pile on vertex {}", p.label)} aria-invalid={bad.to_string()} />
    }
}

pub(crate) struct VerticesProps {
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) selection: u64,
    pub(crate) on_action: Callback<Action>,
    /// The labels cannot be changed (an exercise fixes the complex).
    pub(crate) names_fixed: bool,
}

pub(crate) fn vertices_panel(p: &VerticesProps) -> Html {
    let rows = p.drawing.vertices.iter().enumerate().map(|(i, v)| {
        let on_label = {
            let c = p.on_action.clone();
            Callback::from(move |e: Event| {
                if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                    c.emit(Action::Rename { i, label: t.value() });
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
                <td><input class="label-input" value={v.label.clone()} onchange={on_label} readonly={p.names_fixed} aria-label={format!("Label of vertex {}", v.label)} /></td>
                <td class="pile-cell">
                    <button class="small" onclick={adj(-1)} aria-label={format!("Decrease pile of {}", v.label)}>{"−"}</button>
                    <PileField {i} label={v.label.clone()} pile={v.pile} on_action={p.on_action.clone()} />
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

pub(crate) struct FacesProps {
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) on_hover: Callback<u64>,
}

pub(crate) fn faces_panel(p: &FacesProps) -> Html {
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
        <div class="faces" id="faces"><span class="muted">{"Maximal faces"}<span class="screen-only">{" (hover to outline)"}</span>{": "}</span><ul>{ for items }</ul></div>
    }
}
