//! The matrix mode (Holladay's and Ferguson's matrix Nim, Ferguson's partizan 2 × 2 game):
//! the rule switch, the grid of piles (typed, stepped, rows and columns added and removed),
//! a move composed on the grid and played, the answer, play, and for 2 × 1 Wythoff's
//! picture. Emits `GameMsg::Matrix`.

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::thesis::{GameMove, Line, Player};
use simnim_model::games::protocol::Rule;
use simnim_model::games::words::{move_result, rule_text};
use simnim_model::games::{GameMsg, MatrixAct};

use super::answer::{GameAnswerPanel, InPlay, PlayPanel};
use super::graph::ModeProps;
use super::wythoff::WythoffPicture;

#[component]
pub(crate) fn MatrixMode(p: &ModeProps) -> Html {
    let ed = &p.games.matrix;
    let act = {
        let on = p.on_game.clone();
        Callback::from(move |a: MatrixAct| on.emit(GameMsg::Matrix(a)))
    };
    let send = |a: MatrixAct| {
        let act = act.clone();
        Callback::from(move |_| act.emit(a.clone()))
    };
    let playing = ed.play.is_some();
    let editable = !p.fixed && !playing;
    let composing = ed.composing();
    let over = ed.play.as_ref().is_some_and(|g| g.now.turn == simnim_model::play::Turn::Over);
    let can_move = p.moves && !ed.awaiting_computer() && !over;
    let shown = ed.shown().clone();
    let (rows, cols) = (shown.len(), shown.first().map_or(0, Vec::len));
    let solved = ed.current_answer().map(|a| Rc::new(a.clone()));
    let partizan = ed.rule == Rule::Partizan;
    let cell = |i: usize, j: usize, v: u64| {
        let act = act.clone();
        let on_change = Callback::from(move |e: Event| {
            if let Some(v) =
                e.target_dyn_into::<web_sys::HtmlInputElement>().and_then(|x| x.value().trim().parse::<u64>().ok())
            {
                act.emit(MatrixAct::SetCell { i, j, v });
            }
        });
        let changed = composing && ed.rows.get(i).and_then(|r| r.get(j)) != Some(&v);
        html! {
            <td class={classes!(changed.then_some("changed"))}>
                <input type="number" min="0" id={format!("cell-{i}-{j}")} aria-label={format!("row {}, column {}", i + 1, j + 1)}
                    value={v.to_string()} disabled={!(editable || (composing && can_move))} onchange={on_change} />
            </td>
        }
    };
    let line_button = |line: Line, index: usize| {
        let name = match line {
            Line::Row => format!("row {}", index + 1),
            Line::Column => format!("column {}", index + 1),
        };
        html! { <button class="small" aria-label={format!("Take one from every entry of {name}")} title={format!("−1 from {name}")}
        onclick={send(MatrixAct::AdjustLine { line, index, delta: -1 })}>{"−1"}</button> }
    };
    let line_moves = composing && can_move && ed.rule != Rule::Holladay;
    let on_text = {
        let act = act.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                act.emit(MatrixAct::SetText(i.value()));
            }
        })
    };
    let on_play = {
        let act = act.clone();
        Callback::from(move |m: GameMove| {
            let to = match &m {
                GameMove::Piles { result } => Some(vec![vec![result[0]], vec![result[1]]]),
                m => move_result(m).cloned(),
            };
            if let Some(to) = to {
                act.emit(MatrixAct::PlayTo(to));
            }
        })
    };
    let side = |pl: Player, label: &'static str| {
        html! { <button class={classes!("tool", "small", (ed.side == pl).then_some("active"))} aria-pressed={(ed.side == pl).to_string()} onclick={send(MatrixAct::SetSide(pl))}>{label}</button> }
    };
    let on = p.on_game.clone();
    html! {
        <main class="layout games">
            <section class="stage" aria-label="The matrix">
                <div class="rules" role="group" aria-label="Rule">
                    { for Rule::ALL.iter().map(|&(r, name)| html! {
                        <button id={format!("rule-{name}")} class={classes!("tool", (ed.rule == r).then_some("active"))} aria-pressed={(ed.rule == r).to_string()}
                            disabled={!editable} onclick={send(MatrixAct::SetRule(r))}>{r.title()}</button>
                    }) }
                </div>
                <p class="hint" id="rule-text">{rule_text(ed.rule)}</p>
                if editable {
                    <div class="toolbar scroll-x" role="toolbar" aria-label="Matrix tools">
                        <button class="tool" id="add-row" onclick={send(MatrixAct::AddRow)}>{"+ row"}</button>
                        <button class="tool" id="remove-row" onclick={send(MatrixAct::RemoveRow)}>{"− row"}</button>
                        <button class="tool" id="add-column" onclick={send(MatrixAct::AddColumn)}>{"+ column"}</button>
                        <button class="tool" id="remove-column" onclick={send(MatrixAct::RemoveColumn)}>{"− column"}</button>
                        <button class="tool" id="matrix-undo" disabled={!ed.can_undo()} onclick={send(MatrixAct::Undo)}>{"Undo"}</button>
                        <button class="tool" id="matrix-redo" disabled={!ed.can_redo()} onclick={send(MatrixAct::Redo)}>{"Redo"}</button>
                    </div>
                }
                <table class="matrix-grid" id="matrix-grid" aria-label={format!("The {rows} × {cols} matrix")}>
                    if line_moves {
                        <tr><td />{ for (0..cols).map(|j| html! { <td>{ line_button(Line::Column, j) }</td> }) }</tr>
                    }
                    { for shown.iter().enumerate().map(|(i, r)| html! {
                        <tr>
                            if line_moves { <td>{ line_button(Line::Row, i) }</td> }
                            { for r.iter().enumerate().map(|(j, &v)| cell(i, j, v)) }
                        </tr>
                    }) }
                </table>
                if composing && can_move {
                    <div class="row-buttons">
                        <button class="primary" id="matrix-play-draft" disabled={ed.draft.is_none()} onclick={send(MatrixAct::PlayDraft)}>{"Play this move"}</button>
                        <button id="matrix-reset-draft" disabled={ed.draft.is_none()} onclick={send(MatrixAct::ResetDraft)}>{"Reset"}</button>
                    </div>
                    <p class="hint">{"Lower the entries of your move on the grid (or use −1 on a line), then play it."}</p>
                }
                if editable {
                    <label class="matrix-text">{"Rows: "}<input type="text" id="matrix-text" aria-label="The matrix by rows, like 3,4;5,6"
                        value={simnim_model::games::words::matrix_text(&ed.rows)} onchange={on_text} /></label>
                }
                if ed.is_wythoff() {
                    <WythoffPicture a={ed.rows.concat().first().copied().unwrap_or(0)} b={ed.rows.concat().get(1).copied().unwrap_or(0)} />
                }
            </section>
            <div class="answer-area">
                { p.task.clone().unwrap_or_default() }
                if !p.hide {
                <GameAnswerPanel solved={solved} {partizan} show_moves={!p.games.hide_moves && !p.hide} {can_move} {on_play}
                    on_hints={{ let on = on.clone(); Callback::from(move |b| on.emit(GameMsg::ShowMoves(b))) }} />
                }
            </div>
            <aside class="side" aria-label="Play">
                <PlayPanel game={ed.play.as_ref().map(InPlay::of)} enabled={p.moves}
                    on_start={{ let act = act.clone(); Callback::from(move |vs| act.emit(MatrixAct::StartGame { vs_computer: vs })) }}
                    on_stop={{ let act = act.clone(); Callback::from(move |_| act.emit(MatrixAct::StopGame)) }}
                    on_take_back={{ let act = act.clone(); Callback::from(move |_| act.emit(MatrixAct::TakeBack)) }}>
                    if partizan {
                        <p role="group" aria-label="Your side">{"You play "}{ side(Player::Left, "Left (rows)") }{" "}{ side(Player::Right, "Right (columns)") }</p>
                    }
                </PlayPanel>
            </aside>
        </main>
    }
}
