//! The side panels: the answer (P/N badge, nim value, why, winning moves, progress and
//! cancel), pile controls, the facet text, the vertex table and the face list.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::Status;
use simnim_core::{human_count, position_to_string, Outcome};
use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::theory_view::{RegularityView, TheoryView};

#[derive(Properties, PartialEq)]
pub struct AnswerProps {
    pub status: Status,
    pub drawing: Rc<Drawing>,
    pub on_action: Callback<Action>,
    pub on_cancel: Callback<()>,
    /// Ask the worker to search for the nim value although a theorem answered.
    pub on_search_value: Callback<()>,
    /// False while playing without hints: the winning moves stay hidden.
    #[prop_or(true)]
    pub show_moves: bool,
}

/// Describes a move by what it takes: `3: 5→2, 4: 1→0`.
fn describe_move(d: &Drawing, target: &[u64]) -> String {
    let Ok((c, order)) = d.to_complex() else {
        return String::new();
    };
    let now = d.piles_in_order(&order);
    let parts: Vec<String> = (0..c.n())
        .filter(|&v| target.get(v) != now.get(v))
        .map(|v| format!("{}: {}→{}", c.labels()[v], now[v], target.get(v).copied().unwrap_or(0)))
        .collect();
    parts.join(", ")
}

#[component]
pub fn AnswerPanel(p: &AnswerProps) -> Html {
    let body = match &p.status {
        Status::Pending { done, total } if *total > 0 => {
            let pct = (*done as f64 / *total as f64 * 100.0).min(100.0);
            let cancel = {
                let c = p.on_cancel.clone();
                Callback::from(move |_| c.emit(()))
            };
            html! {
                <div class="pending" id="progress">
                    <p>{format!("Searching {} positions…", human_count(*total as u128))}</p>
                    <progress max="100" value={format!("{pct:.0}")} aria-label="Search progress" />
                    <span class="pct">{format!(" {pct:.0}%")}</span>
                    <button id="cancel" onclick={cancel}>{"Cancel"}</button>
                </div>
            }
        }
        Status::Pending { .. } => html! { <p class="muted" id="computing">{"Computing…"}</p> },
        Status::Invalid(m) => html! { <p class="muted" id="invalid">{m.clone()}</p> },
        Status::Cancelled => {
            html! { <p class="warn" id="cancelled">{"Search cancelled. Change the complex or a pile to search again."}</p> }
        }
        Status::Refused(m) => html! {
            <div class="warn" id="refused">
                <p><strong>{"Too large to search here. "}</strong>{m.clone()}{"."}</p>
                <p class="muted">{"Lower some piles, or use the command-line tool simnim, which allows larger searches."}</p>
            </div>
        },
        Status::Answer(a) => {
            let is_p = a.outcome == Outcome::P;
            let moves = a.moves.iter().take(40).map(|m| {
                let act = p.on_action.clone();
                let target = m.clone();
                let title = format!("Play the move to ({})", position_to_string(m));
                html! {
                    <li><button class="move" title={title} onclick={Callback::from(move |_| act.emit(Action::PlayMove(target.clone())))}>
                        {format!("→ ({})", position_to_string(m))}
                    </button><span class="muted">{format!(" {}", describe_move(&p.drawing, m))}</span></li>
                }
            });
            html! {
                <div class="answer" id="answer">
                    <div class="verdict">
                        <span id="badge" class={classes!("badge", if is_p { "p" } else { "n" })}
                            title={if is_p { "P-position: the player to move loses" } else { "N-position: the player to move wins" }}>
                            {if is_p { "P" } else { "N" }}
                        </span>
                        <span class="value">{"nim value "}<strong id="nim-value">{a.value.map(|v| v.to_string()).unwrap_or("—".into())}</strong></span>
                    </div>
                    <p class="why" id="why">{a.explanation.clone()}<span class="method" id="method">{format!(" [{}]", a.method.name())}</span></p>
                    if let Some(l) = a.length {
                        <p class="small" id="length">{format!("Length ℓ = {l}: with best play for the second player, and the first player stretching the game, it lasts at most {l} more moves of the second player (E&S Sec 7).")}</p>
                    }
                    if let Some(note) = &a.note {
                        <p class="muted small" id="note">{format!("Not computed: {note}. ")}
                            if a.value.is_none() {
                                <button class="small" id="search-value" onclick={{ let c = p.on_search_value.clone(); Callback::from(move |_| c.emit(())) }}>{"Search for the nim value"}</button>
                            }
                        </p>
                    }
                    if is_p {
                        <p class="muted">{"No winning move: every move leads to an N-position, so the player to move loses against best play."}</p>
                    } else if !p.show_moves {
                        <p class="muted" id="moves-hidden">{"Winning moves hidden while playing (turn on hints to see them)."}</p>
                    } else {
                        <>
                            <h3>{ if a.moves_complete { format!("Winning moves ({})", a.moves.len()) } else { "A winning move (constructed by the theorem's proof)".to_string() } }</h3>
                            <ul class="moves" id="moves">{ for moves }</ul>
                            if a.moves.len() > 40 { <p class="muted">{format!("… and {} more", a.moves.len() - 40)}</p> }
                        </>
                    }
                </div>
            }
        }
    };
    html! { <section class="panel" aria-live="polite"><h2>{"Who wins?"}</h2>{body}</section> }
}

#[derive(Properties, PartialEq)]
pub struct ActionProps {
    pub on_action: Callback<Action>,
}

#[component]
pub fn PilesPanel(p: &ActionProps) -> Html {
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
pub struct FacetsProps {
    pub text: String,
    pub error: Option<String>,
    pub on_action: Callback<Action>,
}

#[component]
pub fn FacetsPanel(p: &FacetsProps) -> Html {
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
pub struct VerticesProps {
    pub drawing: Rc<Drawing>,
    pub selection: u64,
    pub on_action: Callback<Action>,
}

#[component]
pub fn VerticesPanel(p: &VerticesProps) -> Html {
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
pub struct FacesProps {
    pub drawing: Rc<Drawing>,
    pub on_hover: Callback<u64>,
}

#[component]
pub fn FacesPanel(p: &FacesProps) -> Html {
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

#[derive(Properties, PartialEq)]
pub struct TheoryProps {
    pub view: Option<Rc<TheoryView>>,
    pub drawing: Rc<Drawing>,
    /// Outline a set of vertices (drawing indices) on the canvas; 0 clears.
    pub on_hover: Callback<u64>,
    pub on_action: Callback<Action>,
}

/// Maps a set over the complex's vertex order to drawing indices.
fn to_drawing(order: &[usize], mask: u64) -> u64 {
    simnim_core::bits(mask).fold(0u64, |m, v| m | order.get(v).map_or(0, |&d| 1u64 << d))
}

/// Circuits (with points), the Nim-basis (or why there is none) and the structure.
#[component]
pub fn TheoryPanel(p: &TheoryProps) -> Html {
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
        RegularityView::NotRegular { witness, witness_is_zero } => {
            let load = {
                let (act, w) = (p.on_action.clone(), witness.clone());
                Callback::from(move |_| act.emit(Action::SetPilesInOrder(w.clone())))
            };
            html! {
                <div id="not-regular">
                    <p>{"Not Nim-regular: no Nim-basis exists. Witness: "}
                        <button class="link-button" id="witness" onclick={load} title="Load this position">{format!("({})", position_to_string(witness))}</button>
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

/// A small drawing of a complex (edges and triangles), for the gallery.
fn thumbnail(d: &Drawing) -> Html {
    let pos = |i: usize| (d.vertices[i].x, d.vertices[i].y);
    html! {
        <svg class="thumb" viewBox="0 0 640 480" aria-hidden="true">
            { for d.triangles().iter().map(|&(a, b, c)| html! {
                <polygon class="tri" points={format!("{},{} {},{} {},{}", pos(a).0, pos(a).1, pos(b).0, pos(b).1, pos(c).0, pos(c).1)} />
            }) }
            { for d.edges().iter().map(|&(a, b)| html! {
                <line class="edge" x1={pos(a).0.to_string()} y1={pos(a).1.to_string()} x2={pos(b).0.to_string()} y2={pos(b).1.to_string()} />
            }) }
            { for d.vertices.iter().map(|v| html! { <circle cx={v.x.to_string()} cy={v.y.to_string()} r="22" /> }) }
        </svg>
    }
}

/// Every family of the papers with its parameters: a drawing and one click to open it.
#[component]
pub fn GalleryPanel(p: &ActionProps) -> Html {
    use simnim_model::gallery::{self, ENTRIES};
    let args = use_state(|| ENTRIES.iter().map(|e| e.args.to_string()).collect::<Vec<String>>());
    // Layouts are computed only when a parameter changes, not on every render of the page
    // (progress updates re-render it ten times a second).
    let built_all = use_memo((*args).clone(), |args| {
        ENTRIES.iter().zip(args.iter()).map(|(e, a)| gallery::drawing(e.prefix, a)).collect::<Vec<_>>()
    });
    let cards = ENTRIES.iter().enumerate().map(|(i, e)| {
        let a = args[i].clone();
        let built = built_all[i].clone();
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
        <details class="panel gallery" id="gallery">
            <summary><h2>{"Gallery: the papers' complexes"}</h2></summary>
            <ul class="cards">{ for cards }</ul>
        </details>
    }
}

/// Operations on the current complex (E&S Sec 6–7).
#[component]
pub fn OperationsBar(p: &ActionProps) -> Html {
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
            { op("Cone", "op-cone", "Join with a new vertex (Cor 6.3: its pile must be 0)", Op::Cone) }
            { op("Suspension", "op-suspension", "Join with two new isolated vertices (Cor 6.5: equal piles)", Op::Suspension) }
            { op("C^z", "op-cz", "Add an apex z: V is a face, and F ∪ {z} for every face F (Prop 7.4)", Op::Cz) }
            { op("B_x", "op-bx", "Double the selected vertex x: y,z always move together (Lemma 6.9)", Op::BDouble) }
            { op("P_x", "op-px", "Double the selected vertex x as P_x (Prop 6.11)", Op::PDouble) }
            { op("Induced", "op-induced", "Keep only the selected vertices", Op::Induced) }
            <input class="join-input" value={(*other).clone()} oninput={on_other} aria-label="Complex to join with" />
            <button class="tool" id="op-join" onclick={join} title="Join with this complex (Thm 6.1)">{"Join"}</button>
        </div>
    }
}
