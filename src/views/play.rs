//! Play mode: against the computer (which moves to a P-position when it can) or a friend,
//! with hints, taking moves back, and the remoteness of the position. The game is the
//! model's [`PlaySession`]; this component wires it to the drawing and the worker.

use yew::prelude::*;

use simnim_core::{move_error, position_text, Complex};
use simnim_model::editor::Action;
use simnim_model::play::{PlaySession, Turn};
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};

use super::{get, ViewProps};

fn new_session(piles: &[u64], vs_computer: bool, computer_first: bool, misere: bool) -> PlaySession<Vec<u64>> {
    PlaySession::new(
        piles.to_vec(),
        vs_computer,
        computer_first,
        format!(
            "New game from {}{}.",
            position_text(piles),
            if misere { ", misère play: whoever makes the last move loses" } else { "" }
        ),
    )
    .with_misere(misere)
}

/// Scrolls the page just enough to show `el` when any of it is outside the viewport.
fn reveal(el: &web_sys::Element) {
    let r = el.get_bounding_client_rect();
    let height = web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64());
    if height.is_some_and(|h| r.bottom() > h || r.top() < 0.0) {
        el.scroll_into_view_with_bool(false);
    }
}

fn remoteness_text(r: Option<&Response>) -> String {
    match r {
        Some(Response::Remoteness { remoteness: Some(r), .. }) => format!(
            "Remoteness {r}: with best play (the winner hurries, the loser delays) the game lasts {r} more move{}, counting both players' moves. (The length ℓ of E&S Sec 7, shown with a P-position's reasoning, counts a longest game instead.)",
            if *r == 1 { "" } else { "s" }
        ),
        Some(Response::Remoteness { remoteness: None, .. }) => {
            "Remoteness: the position is too large to compute it exactly.".into()
        }
        _ => String::new(),
    }
}

/// The piles as steppers beside "Play my move", so a move is made where it is played (on a
/// phone the vertex table is far below).
fn pile_row(labels: &[String], piles: &[u64], on_action: &Callback<Action>) -> Html {
    let items = labels.iter().zip(piles).enumerate().map(|(v, (label, &pile))| {
        let set = |to: u64| {
            let (c, mut next) = (on_action.clone(), piles.to_vec());
            next[v] = to;
            Callback::from(move |_| c.emit(Action::SetPilesInOrder(next.clone())))
        };
        html! {
            <li class="play-pile">
                <span class="pp-name">{format!("vertex {label}:")}</span>
                <button class="small step" disabled={pile == 0} onclick={set(pile.saturating_sub(1))}
                    aria-label={format!("One chip fewer on vertex {label}")}>{"−"}</button>
                <output class="mono" aria-label={format!("Pile on vertex {label}")}>{if pile == 1 { "1 chip".to_string() } else { format!("{pile} chips") }}</output>
                <button class="small step" onclick={set(pile.saturating_add(1))}
                    aria-label={format!("One chip more on vertex {label}")}>{"+"}</button>
            </li>
        }
    });
    html! { <ul class="play-piles" id="play-piles" aria-label="Piles for your move">{ for items }</ul> }
}

#[component]
pub(super) fn PlayView(p: &ViewProps) -> Html {
    let misere = p.settings.misere;
    let session = use_state(|| new_session(&p.piles, true, false, misere));
    // Other rules: a new game under them.
    {
        let (session, piles) = (session.clone(), p.piles.clone());
        use_effect_with(misere, move |&m| {
            if session.misere != m {
                session.set(new_session(&piles, session.vs_computer, false, m));
            }
        });
    }
    let hints = use_state(|| false);
    let applied = use_mut_ref(|| None::<RequestId>);
    // Remoteness of the current position (exact for small boxes).
    {
        let (send, text, piles) = (p.send.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone()), move |_| {
            send.emit(Request::Remoteness { id: RequestId::view(ViewKind::Remoteness), complex: text, piles });
        });
    }
    // While the play tab is open, the answer panel shows winning moves only as hints.
    {
        let (cb, h) = (p.on_hints.clone(), *hints);
        use_effect_with(h, move |&h| {
            cb.emit(h);
            let cb = cb.clone();
            move || cb.emit(true)
        });
    }
    // The computer's turn: ask the worker.
    {
        let (send, text) = (p.send.clone(), p.text.clone());
        let (turn, position, moves) = (session.now.turn, session.position().clone(), session.now.log.len());
        use_effect_with((turn, moves), move |_| {
            if turn == Turn::Computer {
                send.emit(Request::ComputerMove {
                    id: RequestId::view(ViewKind::Computer),
                    complex: text,
                    piles: position,
                    misere,
                });
            }
        });
    }
    // Its reply: play it on the drawing and in the session.
    {
        let r = get(p, ViewKind::Computer);
        let (act, session, applied) = (p.on_action.clone(), session.clone(), applied.clone());
        use_effect_with(r.as_ref().map(|r| r.id()), move |_| {
            if let Some(Response::ComputerMove { id, target, reason }) = r.as_deref() {
                if *applied.borrow() != Some(*id) && session.now.turn == Turn::Computer {
                    *applied.borrow_mut() = Some(*id);
                    let mut s = (*session).clone();
                    match target {
                        Some(t) => {
                            let from = position_text(s.position());
                            act.emit(Action::PlayMove(t.clone()));
                            let text = format!("{from} → {}: {reason}", position_text(t));
                            s.play(t.clone(), &text, t.iter().all(|&x| x == 0));
                        }
                        None => s.computer_has_no_move(),
                    }
                    session.set(s);
                }
            }
        });
    }
    // The end of a game, for a task.
    {
        let (cb, won) = (p.on_game_over.clone(), session.now.person_won);
        use_effect_with(won, move |&won| {
            if let Some(w) = won {
                cb.emit(w);
            }
        });
    }
    let new_game = |computer_first: bool| {
        let (session, piles) = (session.clone(), p.piles.clone());
        Callback::from(move |_| session.set(new_session(&piles, session.vs_computer, computer_first, misere)))
    };
    // What the page says about the person's last try: next to the button they pressed.
    let feedback = use_state_eq(|| None::<String>);
    let play_mine = {
        let (session, piles, act, text, feedback) =
            (session.clone(), p.piles.clone(), p.on_action.clone(), p.text.clone(), feedback.clone());
        Callback::from(move |_| {
            if session.now.turn != Turn::Person {
                return;
            }
            let from = session.position().clone();
            let error = Complex::parse(&text)
                .map_err(|e| e.to_string())
                .and_then(|c| move_error(&c, &from, &piles).map_or(Ok(()), |e| Err(e.to_string())));
            if let Err(e) = error {
                // Put the position back and explain, here.
                act.emit(Action::SetPilesInOrder(from.clone()));
                feedback.set(Some(format!(
                    "Not a move: {e}. The piles are back at {}; lower piles on one face (with the fields below), then play.",
                    position_text(&from)
                )));
                return;
            }
            feedback.set(None);
            let mut s = (*session).clone();
            let text = format!("{} → {}", position_text(&from), position_text(&piles));
            s.play(piles.clone(), &text, piles.iter().all(|&x| x == 0));
            session.set(s);
        })
    };
    // The newest line of the game's log stays in view (the log scrolls to its end), and a
    // refused move's reason is shown where the person is looking (it comes below the button,
    // which may be at the edge of the screen).
    let (log, said) = (use_node_ref(), use_node_ref());
    {
        let (log, said) = (log.clone(), said.clone());
        use_effect_with((session.now.log.len(), feedback.is_some()), move |&(lines, _)| {
            if let Some(el) = said.cast::<web_sys::Element>() {
                reveal(&el);
            } else if let Some(el) = log.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
                // And the page shows it once a game is under way, if it had scrolled away
                // (nothing moves otherwise; a new game's first line never scrolls the page).
                if let Some(last) = el.last_element_child().filter(|_| lines > 1) {
                    reveal(&last);
                }
            }
        });
    }
    let step = |back: bool| {
        let (session, act) = (session.clone(), p.on_action.clone());
        Callback::from(move |_| {
            let mut s = (*session).clone();
            if if back { s.take_back() } else { s.redo() } {
                act.emit(Action::SetPilesInOrder(s.position().clone()));
                session.set(s);
            }
        })
    };
    let toggle_hints = {
        let (hints, cb) = (hints.clone(), p.on_hints.clone());
        Callback::from(move |_| {
            hints.set(!*hints);
            cb.emit(!*hints);
        })
    };
    let toggle_mode = {
        let session = session.clone();
        Callback::from(move |_| {
            let mut s = (*session).clone();
            s.vs_computer = !s.vs_computer;
            session.set(s);
        })
    };
    let vs = session.vs_computer;
    let turn = session.now.turn;
    let status = match turn {
        Turn::Person if vs => {
            "Your turn: lower piles on one face (the fields below, or − and + under the drawing), then press “Play my move”."
                .to_string()
        }
        Turn::Person => format!("Player {}'s turn.", session.now.player),
        Turn::Computer => "The computer is thinking…".to_string(),
        Turn::Over => format!("Game over. {}", session.now.log.last().cloned().unwrap_or_default()),
    };
    html! {
        <div class="view" id="play-view">
            <p>
                <label><input type="checkbox" checked={vs} onchange={toggle_mode} id="play-vs-computer" />{" against the computer"}</label>
                {" · "}<label><input type="checkbox" checked={*hints} onchange={toggle_hints} id="play-hints" />{" hints (show winning moves)"}</label>
            </p>
            <p>
                <button id="play-new-me" onclick={new_game(false)} disabled={p.readonly}>{"New game: I start"}</button>
                if vs { <button id="play-new-computer" onclick={new_game(true)} disabled={p.readonly}>{"New game: computer starts"}</button> }
                <button class="primary" id="play-move" onclick={play_mine} disabled={turn != Turn::Person || p.readonly}>{"Play my move"}</button>
                <button id="play-undo" onclick={step(true)} disabled={!session.can_take_back() || p.readonly}>{"Take back"}</button>
                <button id="play-redo" onclick={step(false)} disabled={!session.can_redo() || p.readonly}>{"Redo"}</button>
            </p>
            if misere {
                <p class="small" id="play-rules">{"Misère play: whoever makes the last move loses (switch the rules above the answer)."}</p>
            } else {
                <p class="small muted" id="remoteness">{remoteness_text(get(p, ViewKind::Remoteness).as_deref())}</p>
            }
            if !p.readonly && turn == Turn::Person {
                { pile_row(&p.labels, &p.piles, &p.on_action) }
            }
            if let Some(f) = &*feedback {
                <p class="warn play-feedback" id="play-feedback" role="alert" ref={said}>{f.clone()}</p>
            }
            <p id="play-status" class={classes!((turn == Turn::Over).then_some("over"))} aria-live="polite">{status}</p>
            <ol class="log" id="play-log" ref={log}>{ for session.now.log.iter().map(|l| html! { <li>{l.clone()}</li> }) }</ol>
        </div>
    }
}
