//! The exercise panel, for every page that sets one (a complex's drawing, and the graph Nim
//! and matrix modes): the task's question, the student's controls (P or N, or the partizan
//! class L, R, P or N; a number; a move or a game, made on the drawing or on the game),
//! the verdict on each attempt, and "Show the answer". The rules are the model's
//! ([`simnim_model::task`]); this only renders them.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use simnim_core::position_text;
use simnim_core::thesis::GameOutcome;
use simnim_model::task::{worksheet, Progress, TaskKind, TaskMsg, TaskState};

/// Where a move or a game is made.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Board {
    /// On the complex's drawing, checked with "Check my move"; `moved`: the drawing shows
    /// another position than the task's, answered (it can be checked).
    Drawing { moved: bool },
    /// On a game of the graph Nim or matrix mode, checked as soon as it is made; `partizan`:
    /// the outcome is one of the four partizan classes.
    Game { partizan: bool },
}

pub(crate) struct TaskProps {
    pub(crate) task: TaskState,
    pub(crate) on_task: Callback<TaskMsg>,
    /// The task's position has its answer from the worker (attempts can be checked).
    pub(crate) ready: bool,
    /// The task's position in words (a tuple on the drawing, as the answer writes it; a
    /// game's own words after a colon).
    pub(crate) position: String,
    pub(crate) board: Board,
}

/// The task panel (a plain function: it has no state; the value field is read when the
/// form is sent).
pub(crate) fn task_panel(p: &TaskProps) -> Html {
    let t = &p.task;
    let send = |m: TaskMsg| {
        let c = p.on_task.clone();
        Callback::from(move |_| c.emit(m.clone()))
    };
    let check_value = {
        let c = p.on_task.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let field = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("task-value"))
                .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(v) = field.and_then(|i| i.value().trim().parse().ok()) {
                c.emit(TaskMsg::SayValue(v));
            }
        })
    };
    let open = t.progress == Progress::Open;
    let left = match t.left() {
        Some(n) if open => format!("{n} attempt{} left.", if n == 1 { "" } else { "s" }),
        _ => String::new(),
    };
    let partizan = matches!(p.board, Board::Game { partizan: true });
    let question = match t.task.kind {
        TaskKind::Outcome if partizan => "Which class is this position: L (Left wins), R (Right wins), P (whoever moves first loses) or N (whoever moves first wins)?".to_string(),
        _ => t.question(),
    };
    let controls = match (t.task.kind, p.board) {
        (TaskKind::Outcome, Board::Game { partizan: true }) => html! {
            <p class="task-controls">
                { for [(GameOutcome::L, "say-l", "L"), (GameOutcome::R, "say-r", "R"), (GameOutcome::P, "say-p", "P"), (GameOutcome::N, "say-n", "N")].into_iter().map(|(o, id, name)| html! {
                    <button {id} disabled={!p.ready} onclick={send(TaskMsg::SayClass(o))}>{name}</button>
                }) }
            </p>
        },
        (TaskKind::Outcome, _) => html! {
            <p class="task-controls">
                <button id="say-p" disabled={!p.ready} onclick={send(TaskMsg::SayP(true))}>{"P-position"}</button>
                <button id="say-n" disabled={!p.ready} onclick={send(TaskMsg::SayP(false))}>{"N-position"}</button>
            </p>
        },
        (TaskKind::Value, _) => html! {
            <form class="task-controls" onsubmit={check_value}>
                <label>{"Nim value "}<input id="task-value" type="number" min="0" inputmode="numeric" /></label>
                <button id="say-value" type="submit" disabled={!p.ready}>{"Check"}</button>
            </form>
        },
        (TaskKind::Move, Board::Drawing { moved }) => html! {
            <p class="task-controls small">{"Lower piles on one face (scroll or arrow keys on a vertex, or the vertex table), then: "}
                <button id="check-move" disabled={!moved} onclick={send(TaskMsg::CheckMove)}>{"Check my move"}</button>
                if moved { <button id="task-retry" onclick={send(TaskMsg::Retry)}>{"Back to the task's position"}</button> }
            </p>
        },
        (TaskKind::Move, Board::Game { .. }) => {
            html! { <p class="task-controls small">{"Make your move on the game; it is checked as soon as it is made."}</p> }
        }
        (TaskKind::Win, Board::Drawing { .. }) => {
            html! { <p class="task-controls small">{"Play below: make your move on the drawing, then press “Play my move”."}</p> }
        }
        (TaskKind::Win, Board::Game { .. }) => {
            html! { <p class="task-controls small">{"Play below: you move first against the computer."}</p> }
        }
    };
    let on_drawing = matches!(p.board, Board::Drawing { .. });
    // On a game, a wrong move or game is undone by going back to the task's position (on
    // the drawing that button is beside "Check my move").
    let retry = !on_drawing && open && matches!(t.task.kind, TaskKind::Move | TaskKind::Win);
    html! {
        <div class={classes!("task", (!on_drawing).then_some("panel"))} id="task">
            <p class="task-title">{"Exercise"}</p>
            <p id="task-question"><strong>{question}</strong></p>
            <p class="small" id="task-position">{format!("Position{} {}", if on_drawing { "" } else { ":" }, p.position)}</p>
            if open {
                {controls}
                <p class="small muted">{left}{" "}<button class="link" id="give-up" onclick={send(TaskMsg::GiveUp)}>{"Show the answer"}</button></p>
            }
            if let Some(f) = &t.feedback {
                <p id="task-feedback" role="status" class={classes!("feedback", if f.right { "right" } else { "wrong" })}>
                    {if f.right { "✓ " } else { "✗ " }}{f.text.clone()}</p>
                if !f.right && retry {
                    <button id="task-retry" onclick={send(TaskMsg::Retry)}>{"Back to the task's position"}</button>
                }
            }
            if on_drawing {
                if t.progress == Progress::Revealed {
                    <p id="task-revealed" class="small">{"The answer is below."}</p>
                }
                <div class="answer-lines" aria-hidden="true"><span /><span /><span /></div>
                if t.task.count > 1 {
                    <div class="worksheet" id="worksheet">
                        <p>{"For each position of this complex: find a winning move, or explain why there is none."}</p>
                        <ol>{ for worksheet(&t.start, t.task.count).iter().map(|w| html! {
                            <li><span class="mono">{position_text(w)}</span><span class="line" /></li>
                        }) }</ol>
                    </div>
                }
            }
        </div>
    }
}
