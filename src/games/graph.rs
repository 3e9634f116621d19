//! The graph Nim mode (Fukuyama's Nim on graphs): the drawing tools, the graph, the selected
//! edge's number and a move along it, the answer, and play. Emits `GameMsg::Graph`.

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::thesis::GameMove;
use simnim_model::games::{GameMsg, Games, GraphAct};

use super::answer::{GameAnswerPanel, InPlay, PlayPanel};
use super::graph_canvas::{winning_edges, GraphCanvas};

#[derive(Properties, PartialEq)]
pub(crate) struct ModeProps {
    pub(crate) games: Rc<Games>,
    pub(crate) fixed: bool,
    pub(crate) moves: bool,
    /// An open exercise: the answer is hidden.
    pub(crate) hide: bool,
    /// The exercise's panel, above the answer.
    pub(crate) task: Option<Html>,
    pub(crate) on_game: Callback<GameMsg>,
}

/// The number typed in an input, if it is one.
fn typed(e: &Event) -> Option<u64> {
    e.target_dyn_into::<web_sys::HtmlInputElement>().and_then(|i| i.value().trim().parse().ok())
}

#[component]
pub(crate) fn GraphMode(p: &ModeProps) -> Html {
    let ed = &p.games.graph;
    let s = &ed.sketch;
    let act = {
        let on = p.on_game.clone();
        Callback::from(move |a: GraphAct| on.emit(GameMsg::Graph(a)))
    };
    let several = use_state_eq(|| false);
    let move_to = use_state_eq(|| 0u64);
    let playing = ed.play.is_some();
    let editable = !p.fixed && !playing;
    let can_move = p.moves
        && !ed.awaiting_computer()
        && ed.play.as_ref().is_none_or(|g| g.now.turn != simnim_model::play::Turn::Over);
    let solved = ed.current_answer().map(|a| Rc::new(a.clone()));
    let show_moves = !p.games.hide_moves && !p.hide;
    let wins = match (&solved, show_moves) {
        (Some(a), true) => a.result.as_ref().map(|a| winning_edges(&a.moves)).unwrap_or_default(),
        _ => Vec::new(),
    };
    let tool = |label: &'static str, key: &'static str, id: &'static str, title: &'static str, a: GraphAct| {
        let act = act.clone();
        html! { <button class="tool" {id} {title} onclick={Callback::from(move |_| act.emit(a.clone()))}>{label}
        if !key.is_empty() { <span class="kbd-hint">{format!(" ({key})")}</span> }</button> }
    };
    let edge_panel = ed.edge.filter(|&e| e < s.edges.len()).map(|e| {
        let w = s.edges[e].w;
        let at_piece = s.piece.is_some_and(|v| s.edges[e].a == v || s.edges[e].b == v);
        let on_weight = {
            let act = act.clone();
            Callback::from(move |ev: Event| {
                if let Some(w) = typed(&ev) {
                    act.emit(GraphAct::SetWeight { e, w });
                }
            })
        };
        let on_to = {
            let m = move_to.clone();
            Callback::from(move |ev: Event| m.set(typed(&ev).unwrap_or(0)))
        };
        let play = {
            let (act, to) = (act.clone(), (*move_to).min(w.saturating_sub(1)));
            Callback::from(move |_| act.emit(GraphAct::Play { edge: e, to }))
        };
        html! {
            <div class="edge-panel" id="edge-panel">
                <strong>{format!("Edge {}", s.edge_text(e))}</strong>
                if editable {
                    <label>{" number "}<input type="number" min="0" id="edge-weight" value={w.to_string()} onchange={on_weight} /></label>
                    <button class="small" aria-label="Number down" onclick={{ let act = act.clone(); Callback::from(move |_| act.emit(GraphAct::AdjustWeight { e, delta: -1 })) }}>{"−"}</button>
                    <button class="small" aria-label="Number up" onclick={{ let act = act.clone(); Callback::from(move |_| act.emit(GraphAct::AdjustWeight { e, delta: 1 })) }}>{"+"}</button>
                } else {
                    {format!(": number {w}")}
                }
                if can_move && at_piece && w > 0 {
                    <span class="move-along">
                        <label>{" move: lower it to "}<input type="number" min="0" max={(w - 1).to_string()} id="move-to" value={(*move_to).min(w - 1).to_string()} onchange={on_to} /></label>
                        <button class="small primary" id="move-play" onclick={play}>{"Move the piece along it"}</button>
                    </span>
                } else if can_move && !at_piece {
                    <span class="hint">{" (not at the piece: no move along it)"}</span>
                }
            </div>
        }
    });
    let on_play = {
        let act = act.clone();
        Callback::from(move |m: GameMove| {
            if let GameMove::Edge { edge, to, .. } = m {
                act.emit(GraphAct::Play { edge, to });
            }
        })
    };
    let on = p.on_game.clone();
    html! {
        <main class="layout games">
            <section class="stage" aria-label="The graph">
                if editable {
                    <div class="toolbar scroll-x" role="toolbar" aria-label="Drawing tools">
                        <button class={classes!("tool", several.then_some("active"))} id="graph-select-several" aria-pressed={several.to_string()}
                            title="Tap vertices to select several (for touch screens; Shift+click does the same)"
                            onclick={{ let m = several.clone(); Callback::from(move |_| m.set(!*m)) }}>{"Select several"}</button>
                        { tool("Add edge", "E", "graph-add-edge", "An edge between the two selected vertices (another one if they are joined)", GraphAct::AddEdge) }
                        { tool("Piece here", "P", "graph-piece", "Put the piece on the selected vertex", GraphAct::PieceOnSelected) }
                        { tool("Delete", "Del", "graph-delete", "Delete the selected edge or vertices", GraphAct::DeleteSelected) }
                        <span class="sep" />
                        { tool("Circle", "", "graph-circle", "Lay the vertices out on a circle", GraphAct::Circle) }
                        { tool("Undo", "Ctrl+Z", "graph-undo", "Undo", GraphAct::Undo) }
                        { tool("Redo", "", "graph-redo", "Redo", GraphAct::Redo) }
                        { tool("Clear", "", "graph-clear", "An empty drawing", GraphAct::Clear) }
                        { tool("Example", "", "graph-example", "The example graph", GraphAct::Example) }
                    </div>
                }
                <GraphCanvas sketch={s.clone()} selection={ed.selection} edge={ed.edge} wins={wins} fixed={!editable} several={*several} on_act={act.clone()} />
                { edge_panel.unwrap_or_default() }
                <p class="hint legend">{"A move chooses an edge at the piece Δ, lowers its number to any smaller number (0 too) and moves the piece along it; whoever cannot move loses (Fukuyama 2003). "}
                    if editable { {"Click or tap empty space to add a vertex · drag to move · Shift+click (or “Select several”) two vertices, then Add edge · click an edge to set its number · Piece here puts Δ on the selected vertex."} }
                </p>
            </section>
            <div class="answer-area">
                { p.task.clone().unwrap_or_default() }
                if !p.hide {
                <GameAnswerPanel solved={solved} partizan={false} {show_moves} {can_move} {on_play}
                    on_hints={{ let on = on.clone(); Callback::from(move |b| on.emit(GameMsg::ShowMoves(b))) }} />
                }
            </div>
            <aside class="side" aria-label="Play">
                <PlayPanel game={ed.play.as_ref().map(InPlay::of)} enabled={p.moves && s.piece.is_some()}
                    on_start={{ let act = act.clone(); Callback::from(move |vs| act.emit(GraphAct::StartGame { vs_computer: vs })) }}
                    on_stop={{ let act = act.clone(); Callback::from(move |_| act.emit(GraphAct::StopGame)) }}
                    on_take_back={{ let act = act.clone(); Callback::from(move |_| act.emit(GraphAct::TakeBack)) }} />
            </aside>
        </main>
    }
}
