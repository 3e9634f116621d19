//! An exercise in the graph Nim and matrix modes (`simnim:task` links): the question, the
//! controls (P or N, or the partizan class L, R, P, N; a nim value; a move or a game is made
//! on the game itself and judged by the model once the worker has answered), the verdict
//! of each attempt and "Show the answer". The rules are the model's (`AppState`'s
//! `game_task_msg`, `simnim_model::task`); this only renders them.

use yew::prelude::*;

use simnim_core::thesis::GameOutcome;
use simnim_model::task::{Progress, TaskKind, TaskMsg, TaskState};

#[derive(Properties, PartialEq)]
pub(crate) struct GameTaskProps {
    pub(crate) task: TaskState,
    /// The task's position in words.
    pub(crate) position: String,
    pub(crate) partizan: bool,
    /// The worker's answer for the task's position has come (answers can be checked).
    pub(crate) ready: bool,
    pub(crate) on_task: Callback<TaskMsg>,
}

#[component]
pub(crate) fn GameTaskPanel(p: &GameTaskProps) -> Html {
    let t = &p.task;
    let value = use_state_eq(String::new);
    let send = |m: TaskMsg| {
        let c = p.on_task.clone();
        Callback::from(move |_| c.emit(m.clone()))
    };
    let open = t.progress == Progress::Open;
    let left = match t.left() {
        Some(n) if open => format!("{n} attempt{} left.", if n == 1 { "" } else { "s" }),
        _ => String::new(),
    };
    let question = match t.task.kind {
        TaskKind::Outcome if p.partizan => "Which class is this position: L (Left wins), R (Right wins), P (whoever moves first loses) or N (whoever moves first wins)?".to_string(),
        _ => t.question(),
    };
    let controls = match t.task.kind {
        TaskKind::Outcome if p.partizan => html! {
            <p class="task-controls">
                { for [GameOutcome::L, GameOutcome::R, GameOutcome::P, GameOutcome::N].into_iter().map(|o| html! {
                    <button id={format!("say-{o:?}").to_lowercase()} disabled={!p.ready} onclick={send(TaskMsg::SayClass(o))}>{format!("{o:?}")}</button>
                }) }
            </p>
        },
        TaskKind::Outcome => html! {
            <p class="task-controls">
                <button id="say-p" disabled={!p.ready} onclick={send(TaskMsg::SayP(true))}>{"P-position"}</button>
                <button id="say-n" disabled={!p.ready} onclick={send(TaskMsg::SayP(false))}>{"N-position"}</button>
            </p>
        },
        TaskKind::Value => {
            let on_input = {
                let v = value.clone();
                Callback::from(move |e: InputEvent| {
                    if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                        v.set(i.value());
                    }
                })
            };
            let on_submit = {
                let (c, v) = (p.on_task.clone(), value.clone());
                Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    if let Ok(n) = v.trim().parse() {
                        c.emit(TaskMsg::SayValue(n));
                    }
                })
            };
            html! {
                <form class="task-controls" onsubmit={on_submit}>
                    <label>{"Nim value "}<input id="task-value" type="number" min="0" inputmode="numeric" value={(*value).clone()} oninput={on_input} /></label>
                    <button id="say-value" type="submit" disabled={!p.ready}>{"Check"}</button>
                </form>
            }
        }
        TaskKind::Move => {
            html! { <p class="task-controls small">{"Make your move on the game; it is checked as soon as it is made."}</p> }
        }
        TaskKind::Win => {
            html! { <p class="task-controls small">{"Play below: you move first against the computer."}</p> }
        }
    };
    html! {
        <div class="task panel" id="task">
            <p class="task-title">{"Exercise"}</p>
            <p id="task-question"><strong>{question}</strong></p>
            <p class="small" id="task-position">{format!("Position: {}", p.position)}</p>
            if open {
                {controls}
                <p class="small muted">{left}{" "}<button class="link" id="give-up" onclick={send(TaskMsg::GiveUp)}>{"Show the answer"}</button></p>
            }
            if let Some(f) = &t.feedback {
                <p id="task-feedback" role="status" class={classes!("feedback", if f.right { "right" } else { "wrong" })}>
                    {if f.right { "✓ " } else { "✗ " }}{f.text.clone()}</p>
                if !f.right && open && matches!(t.task.kind, TaskKind::Move | TaskKind::Win) {
                    <button id="task-retry" onclick={send(TaskMsg::Retry)}>{"Back to the task's position"}</button>
                }
            }
        </div>
    }
}
