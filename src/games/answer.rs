//! What the graph Nim and matrix modes show beside the game: the worker's answer (P/N or the
//! partizan class, the nim value, the reason and the theorem or search that decides it, the
//! winning moves as buttons that play them) and the game in play (whose turn, the log, take
//! back, stop).

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::thesis::{GameMove, GameOutcome};
use simnim_model::games::words::{move_text, outcome_text, CLASSES};
use simnim_model::games::Solved;
use simnim_model::play::{PlaySession, Turn};

#[derive(Properties, PartialEq)]
pub(crate) struct AnswerProps {
    /// The worker's answer for the game on screen, once it has come.
    pub(crate) solved: Option<Rc<Solved>>,
    pub(crate) partizan: bool,
    /// The winning moves are listed (hints on).
    pub(crate) show_moves: bool,
    /// A listed move may be played.
    pub(crate) can_move: bool,
    pub(crate) on_play: Callback<GameMove>,
    pub(crate) on_hints: Callback<bool>,
}

/// The answer panel.
#[component]
pub(crate) fn GameAnswerPanel(p: &AnswerProps) -> Html {
    let body = match p.solved.as_deref() {
        None => html! { <p class="hint" role="status" id="game-pending">{"Solving…"}</p> },
        Some(Solved { result: Err(e), .. }) => html! { <p class="error" role="status" id="game-error">{e.clone()}</p> },
        Some(Solved { result: Ok(a), ms, .. }) => {
            let (badge, says) = outcome_text(a.outcome);
            let class = match a.outcome {
                GameOutcome::P => "p",
                GameOutcome::N => "n",
                _ => "c",
            };
            let timing = ms.map(|t| format!(" · {t} ms in this page")).unwrap_or_default();
            html! {
                <>
                    <p class="verdict" id="game-verdict">
                        <span class={classes!("badge", class)} id="game-outcome" data-outcome={badge}>{badge}</span>
                        <span class="says">{says}</span>
                    </p>
                    if let Some(v) = a.value {
                        <p id="game-value">{"Nim value: "}<strong>{v.to_string()}</strong></p>
                    }
                    <p id="game-why">{a.explanation.clone()}</p>
                    <p class="hint" id="game-method">{format!("{}{timing}", a.method_text)}</p>
                    if let Some(n) = &a.note { <p class="hint">{n.clone()}</p> }
                    if p.partizan { <p class="hint">{CLASSES}</p> }
                    if p.show_moves && !a.moves.is_empty() {
                        <h3>{"Winning moves"}</h3>
                        <ul class="game-moves" id="game-moves">
                            { for a.moves.iter().take(24).map(|m| {
                                let (on, mv) = (p.on_play.clone(), m.clone());
                                html! { <li><button class="small" disabled={!p.can_move} onclick={Callback::from(move |_| on.emit(mv.clone()))}>{move_text(m)}</button></li> }
                            }) }
                        </ul>
                        if a.moves.len() > 24 { <p class="hint">{format!("and {} more", a.moves.len() - 24)}</p> }
                    } else if a.outcome == GameOutcome::P && !p.partizan {
                        <p class="hint">{"No winning move: every move leads to an N-position."}</p>
                    }
                </>
            }
        }
    };
    let on_hints = {
        let (on, show) = (p.on_hints.clone(), p.show_moves);
        Callback::from(move |_| on.emit(!show))
    };
    html! {
        <section class="panel game-answer" id="game-answer" aria-label="The answer" aria-live="polite">
            <h2>{"Answer"}</h2>
            {body}
            <label class="hint"><input type="checkbox" id="game-hints" checked={p.show_moves} onchange={on_hints} />{" show the winning moves"}</label>
        </section>
    }
}

/// A game in play as the play panel shows it.
#[derive(Clone, PartialEq)]
pub(crate) struct InPlay {
    /// Whose turn, or the game's end, in words.
    pub(crate) status: String,
    pub(crate) over: bool,
    pub(crate) log: Vec<String>,
    pub(crate) can_take_back: bool,
}

impl InPlay {
    /// The play panel's view of a session.
    pub(crate) fn of<P: Clone + PartialEq>(s: &PlaySession<P>) -> InPlay {
        let now = &s.now;
        let status = match now.turn {
            Turn::Over => now.log.last().cloned().unwrap_or_else(|| "Game over.".into()),
            Turn::Computer => "The computer is thinking…".into(),
            Turn::Person if s.vs_computer => "Your move.".into(),
            Turn::Person => format!("Player {} to move.", now.player),
        };
        InPlay { status, over: now.turn == Turn::Over, log: now.log.clone(), can_take_back: s.can_take_back() }
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct PlayProps {
    pub(crate) game: Option<InPlay>,
    /// Games may be started.
    pub(crate) enabled: bool,
    pub(crate) on_start: Callback<bool>,
    pub(crate) on_stop: Callback<()>,
    pub(crate) on_take_back: Callback<()>,
    /// Extra controls (the partizan game's side).
    #[prop_or_default]
    pub(crate) children: Html,
}

/// A game in play: start (against the computer or two people), whose turn, the log, take
/// back, stop.
#[component]
pub(crate) fn PlayPanel(p: &PlayProps) -> Html {
    let start = |vs: bool| {
        let on = p.on_start.clone();
        Callback::from(move |_| on.emit(vs))
    };
    html! {
        <section class="panel game-play" id="game-play" aria-label="Play">
            <h2>{"Play"}</h2>
            if let Some(g) = &p.game {
                <p id="game-turn" role="status" data-over={g.over.to_string()}><strong>{g.status.clone()}</strong></p>
                <ol class="game-log" id="game-log">{ for g.log.iter().map(|l| html! { <li>{l.clone()}</li> }) }</ol>
                <div class="row-buttons">
                    <button id="game-take-back" disabled={!g.can_take_back} onclick={{ let on = p.on_take_back.clone(); Callback::from(move |_| on.emit(())) }}>{"Take back"}</button>
                    <button id="game-stop" onclick={{ let on = p.on_stop.clone(); Callback::from(move |_| on.emit(())) }}>{"Stop the game"}</button>
                </div>
            } else {
                <p class="hint">{"Play from the position on screen; you move first."}</p>
                { p.children.clone() }
                <div class="row-buttons">
                    <button id="game-vs-computer" class="primary" disabled={!p.enabled} onclick={start(true)}>{"Play against the computer"}</button>
                    <button id="game-two-players" disabled={!p.enabled} onclick={start(false)}>{"Two players"}</button>
                </div>
            }
        </section>
    }
}
