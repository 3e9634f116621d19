//! The theory panel: the circuits and their points, the Nim-basis (or a witness that there
//! is none), the binary matroid and the structure of the complex.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::position_text;
use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::theory_view::{RegularityView, TheoryView};

pub(crate) struct TheoryProps {
    pub(crate) view: Option<Rc<TheoryView>>,
    pub(crate) drawing: Rc<Drawing>,
    /// Outline a set of vertices (drawing indices) on the canvas; 0 clears.
    pub(crate) on_hover: Callback<u64>,
    pub(crate) on_action: Callback<Action>,
    /// An exercise is open: no position is shown (a witness may be a right answer).
    pub(crate) task_open: bool,
}

/// Maps a set over the complex's vertex order to drawing indices.
fn to_drawing(order: &[usize], mask: u64) -> u64 {
    simnim_core::bits(mask).fold(0u64, |m, v| m | order.get(v).map_or(0, |&d| 1u64 << d))
}

/// Circuits (with points), the Nim-basis (or why there is none) and the structure.
pub(crate) fn theory_panel(p: &TheoryProps) -> Html {
    let Some(view) = p.view.clone() else {
        return html! { <section class="panel"><h2>{"What the theorems say"}</h2><p class="muted">{"Studying the complex…"}</p></section> };
    };
    let order = p.drawing.to_complex().map(|(_, o)| o).unwrap_or_default();
    let hover = |mask: u64| {
        let (h, m) = (p.on_hover.clone(), to_drawing(&order, mask));
        (
            Callback::from({
                let h = h.clone();
                move |_| h.emit(m)
            }),
            Callback::from(move |_| h.emit(0)),
        )
    };
    let circuits = view.circuits.iter().zip(&view.points).map(|(&c, &pts)| {
        let (enter, leave) = hover(c);
        let members = simnim_core::bits(c).map(|v| {
            let label = view.labels.get(v).cloned().unwrap_or_default();
            if pts >> v & 1 == 1 {
                html! { <span class="point" title="a point: in no other circuit">{label}</span> }
            } else {
                html! { <span>{label}</span> }
            }
        });
        let mut first = true;
        let members = members.map(move |m| {
            let sep = if first {
                html! {}
            } else {
                html! { {","} }
            };
            first = false;
            html! { <>{sep}{m}</> }
        });
        html! { <li class="circuit" onmouseenter={enter} onmouseleave={leave}>{"{"}{ for members }{"}"}</li> }
    });
    let pointed_line = if view.circuits.is_empty() {
        html! { <p class="muted">{"No circuits: the complex is a simplex, so the game is one Nim pile of all chips."}</p> }
    } else if view.pointed {
        html! { <p id="pointed">{"Every circuit has a point (underlined): a pointed circuit complex, so the zero positions are the sums Σ a_C·e(C) (Thm 3.2)."}</p> }
    } else {
        html! { <p class="muted" id="pointed">{"Some circuit has no point, so Thm 3.2 does not apply."}</p> }
    };
    let regularity = match &view.regularity {
        RegularityView::Regular { basis, source, equals_disjoint_unions_of_circuits } => {
            let sets = match basis {
                Some(b) => html! { <ul class="basis" id="basis">{ for b.iter().map(|&s| {
                    let (enter, leave) = hover(s);
                    html! { <li onmouseenter={enter} onmouseleave={leave}>{view.set(s)}</li> }
                }) }</ul> },
                None => html! { <p class="muted">{"(too many sets to list)"}</p> },
            };
            let q95 = match equals_disjoint_unions_of_circuits {
                Some(true) => "It equals the disjoint unions of circuits (as E&S Question 9.5 asks).",
                Some(false) => "It differs from the disjoint unions of circuits: an answer to E&S Question 9.5!",
                None => "",
            };
            html! {
                <div id="regular">
                    <p>{"Nim-regular: a position is zero iff every layer of its binary expansion lies in the Nim-basis (Thm 4.4). The basis was "}{source.clone()}{":"}</p>
                    {sets}
                    <p class="muted small">{q95}</p>
                </div>
            }
        }
        RegularityView::NotRegular { .. } if p.task_open => html! {
            <div id="not-regular">
                <p>{"Not Nim-regular: no Nim-basis exists (a witness position is shown once the exercise is closed)."}</p>
            </div>
        },
        RegularityView::NotRegular { witness, witness_is_zero } => {
            let load = {
                let (act, w) = (p.on_action.clone(), witness.clone());
                Callback::from(move |_| act.emit(Action::SetPilesInOrder(w.clone())))
            };
            html! {
                <div id="not-regular">
                    <p>{"Not Nim-regular: no Nim-basis exists. Witness: "}
                        <button class="link-button" id="witness" onclick={load} title="Load this position">{position_text(witness)}</button>
                        {format!(" is {}, but its binary layers say {} under the only possible basis {{A : e(A) is zero}} (Prop 4.3).",
                            if *witness_is_zero { "a zero position" } else { "not zero" },
                            if *witness_is_zero { "otherwise" } else { "zero" })}
                    </p>
                </div>
            }
        }
        RegularityView::Unknown(why) => html! { <p class="muted">{format!("Nim-regularity not decided: {why}.")}</p> },
    };
    let matroid = view.matroid_columns.as_ref().map(|cols| {
        let entries = cols.iter().enumerate().map(|(v, col)| html! { <span class="col">{format!("{}: {}", view.labels.get(v).cloned().unwrap_or_default(), col)}</span> });
        html! { <p id="matroid">{"Binary matroid; GF(2) columns: "}{ for entries }</p> }
    });
    html! {
        <section class="panel theory">
            <h2>{"What the theorems say"}</h2>
            <h3>{format!("Circuits ({})", view.circuits.len())}</h3>
            <ul class="circuits" id="circuits">{ for circuits }</ul>
            {pointed_line}
            <h3>{"Nim-basis"}</h3>
            {regularity}
            { matroid.unwrap_or_default() }
            <h3>{"Structure"}</h3>
            <p class="structure" id="structure">{view.structure.clone()}</p>
        </section>
    }
}
