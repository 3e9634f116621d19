//! The answer panel: who wins (P/N), the nim value, why (the method and the theorem),
//! every winning move (click one to play it), progress and Cancel for long searches.

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::{human_count, position_text, Analysis, Outcome};
use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::export::percent;
use simnim_model::state::{Status, MEMORY_CHOICES};
use simnim_model::task::{TaskMsg, TaskState};

use super::task::{task_panel, Board, TaskProps};

#[derive(Properties, PartialEq)]
pub(crate) struct AnswerProps {
    pub(crate) status: Status,
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) on_action: Callback<Action>,
    pub(crate) on_cancel: Callback<()>,
    /// Ask the worker to search for the nim value although a theorem answered.
    pub(crate) on_search_value: Callback<()>,
    /// False while playing without hints: the winning moves stay hidden.
    #[prop_or(true)]
    pub(crate) show_moves: bool,
    /// A read-only embed: the winning moves are shown but cannot be played.
    #[prop_or(false)]
    pub(crate) readonly: bool,
    /// Misère play (the last mover loses), and the switch between the rules.
    #[prop_or(false)]
    pub(crate) misere: bool,
    #[prop_or_default]
    pub(crate) on_rules: Callback<bool>,
    /// Why the rules cannot be changed here (a read-only embed, an exercise), if they cannot:
    /// the switch then shows the rule in force, disabled, with this reason in its name.
    #[prop_or_default]
    pub(crate) rules_fixed: Option<&'static str>,
    /// The nim value being searched after the theorem's answer: positions done, of total.
    #[prop_or_default]
    pub(crate) value_search: Option<(u64, u64)>,
    /// An exercise: shown first; while it is open nothing below gives the answer away.
    #[prop_or_default]
    pub(crate) task: Option<TaskState>,
    #[prop_or_default]
    pub(crate) on_task: Callback<TaskMsg>,
    /// The memory budget of the worker's searches (MiB, 0: the default) and its setting.
    #[prop_or_default]
    pub(crate) mem: u32,
    #[prop_or_default]
    pub(crate) on_mem: Callback<u32>,
}

/// 768 → "768 MiB", 1536 → "1.5 GiB".
fn mib(m: u32) -> String {
    if m < 1024 {
        format!("{m} MiB")
    } else if m.is_multiple_of(1024) {
        format!("{} GiB", m / 1024)
    } else {
        format!("{}.{} GiB", m / 1024, m % 1024 * 10 / 1024)
    }
}

/// 4826809 → "4,826,809".
fn grouped(x: u64) -> String {
    let s = x.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// What the answer cost: the positions searched and the time, or the theorem and no search.
fn cost(a: &simnim_core::Analysis, ms: Option<u64>) -> String {
    let time = match ms {
        Some(ms) if ms >= 1000 => format!(" in {}.{} s", ms / 1000, ms % 1000 / 100),
        Some(ms) => format!(" in {ms} ms"),
        None => String::new(),
    };
    if a.positions_searched > 0 {
        let n = a.positions_searched;
        format!("{} position{} searched{time}.", grouped(n), if n == 1 { "" } else { "s" })
    } else {
        format!("By {}: no search.", a.method.source())
    }
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

/// The verdict as a sentence a student reads: who wins, and how (one winning move), or why
/// nobody can move.
fn verdict_sentence(a: &Analysis, here: &[u64], misere: bool, show_moves: bool) -> String {
    let stuck = here.iter().all(|&x| x == 0);
    let rule = if misere { "In misère play, the" } else { "The" };
    match (a.outcome, stuck) {
        (Outcome::P, true) => "No move is possible: the player to move has lost.".into(),
        (Outcome::N, true) => {
            "No move is possible, and in misère play that means the player to move wins (the opponent made the last move).".into()
        }
        (Outcome::P, false) => format!(
            "{rule} player to move loses: every move leaves a position from which the opponent can win."
        ),
        (Outcome::N, false) => match a.moves.first() {
            Some(m) if show_moves => format!("{rule} player to move wins: move to {}.", position_text(m)),
            _ => format!("{rule} player to move wins: some move leaves a position from which the opponent loses."),
        },
    }
}

#[component]
pub(crate) fn AnswerPanel(p: &AnswerProps) -> Html {
    // The reasoning (the theorem or search and its argument) is one click further.
    let why_open = use_state_eq(|| false);
    // After a move is played from here, focus stays in the answer region (the button
    // pressed is gone), not on the page's top.
    let region = use_node_ref();
    let moved = use_mut_ref(|| false);
    {
        let (region, moved) = (region.clone(), moved.clone());
        use_effect_with(p.status.clone(), move |_| {
            if std::mem::take(&mut *moved.borrow_mut()) {
                if let Some(el) = region.cast::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let rules = |m: bool| {
        let c = p.on_rules.clone();
        Callback::from(move |_| c.emit(m))
    };
    // A fixed rule: the switch says which rule is in force and why it cannot be changed.
    let rules_group = match p.rules_fixed {
        Some(why) => format!("Rules ({why})"),
        None => "Rules".to_string(),
    };
    let rule_name = |name: &str, misere: bool| match p.rules_fixed {
        Some(why) if misere == p.misere => format!("{name} play, the rule in force, {why}"),
        Some(why) => format!("{name} play, not available: the rule is {why}"),
        None => format!("{name} play"),
    };
    let rule_title = |t: &str| match p.rules_fixed {
        Some(why) => format!("{t} (the rule is {why})"),
        None => t.to_string(),
    };
    let body = match &p.status {
        Status::Pending { done, total } if *total > 0 => {
            let pct = percent(*done, *total);
            let cancel = {
                let c = p.on_cancel.clone();
                Callback::from(move |_| c.emit(()))
            };
            html! {
                <div class="pending" id="progress">
                    <p>{format!("Searching {} positions…", human_count(*total as u128))}</p>
                    <progress max="100" value={pct.clone()} aria-label="Search progress" />
                    <span class="pct">{format!(" {pct}%")}</span>
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
                <p class="muted">{"Lower some piles, give this page more memory, or use the command-line tool simnim, which allows larger searches."}</p>
                if !p.readonly {
                    <p><label>{"Memory for searches on this page "}
                        <select id="memory" onchange={{ let c = p.on_mem.clone(); Callback::from(move |e: Event| {
                            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() { c.emit(s.value().parse().unwrap_or(0)) } }) }}>
                            { for MEMORY_CHOICES.iter().map(|&m| html! { <option value={m.to_string()} selected={p.mem.max(768) == m}>{mib(m)}</option> }) }
                        </select></label></p>
                }
            </div>
        },
        Status::Answer(a, ms) => {
            let is_p = a.outcome == Outcome::P;
            let moves = a.moves.iter().take(40).map(|m| {
                let (act, moved) = (p.on_action.clone(), moved.clone());
                let target = m.clone();
                let what = describe_move(&p.drawing, m);
                let label = format!("Play the move to {}: {what}", position_text(m));
                html! {
                    <li><button class="move" title={label.clone()} aria-label={label} disabled={p.readonly}
                        onclick={Callback::from(move |_| { *moved.borrow_mut() = true; act.emit(Action::PlayMove(target.clone())) })}>
                        {format!("→ {}", position_text(m))}
                    </button><span class="muted">{format!(" {what}")}</span></li>
                }
            });
            let here = p.drawing.to_complex().map(|(_, o)| p.drawing.piles_in_order(&o)).unwrap_or_default();
            let word = if is_p { "P-position" } else { "N-position" };
            let toggle_why = {
                let open = why_open.clone();
                Callback::from(move |_| open.set(!*open))
            };
            html! {
                <div class="answer" id="answer">
                    <div class="verdict">
                        <span id="badge" class={classes!("badge", if is_p { "p" } else { "n" })} aria-hidden="true">
                            {if is_p { "P" } else { "N" }}
                        </span>
                        <span class="verdict-text">
                            <strong class="verdict-word" id="verdict-word">{word}</strong>
                            if p.misere {
                                <span class="value" id="misere-note">{" in misère play"}</span>
                            } else {
                                <span class="value">{" · nim value "}<strong id="nim-value">{a.value.map(|v| v.to_string()).unwrap_or("—".into())}</strong></span>
                            }
                        </span>
                    </div>
                    <p class="verdict-sentence" id="verdict-sentence">{verdict_sentence(a, &here, p.misere, p.show_moves)}</p>
                    <p class="position small" id="position">{format!("Position {}", position_text(&here))}</p>
                    <p class="why-line">
                        <button class="link-button" id="why-toggle" aria-expanded={why_open.to_string()} aria-controls="why-box" onclick={toggle_why}>
                            {if *why_open { "Hide the reasoning" } else { "Why? The reasoning" }}</button>
                        <span class="small muted">{format!(" — {}", a.method.source())}</span>
                    </p>
                    <div id="why-box" class={classes!("why-box", (!*why_open).then_some("closed"))}>
                        <p class="why" id="why">{a.explanation.clone()}<span class="method" id="method" data-method={a.method.name()}>{format!(" ({})", a.method.source())}</span></p>
                        if let Some(l) = a.length {
                            <p class="small" id="length">{format!("Length ℓ = {l} (E&S Sec 7): if both players make the game as long as they can and the second player always answers with a P-position, the second player makes at most {l} more move{}. The remoteness in Play counts a game where the winner hurries instead.", if l == 1 { "" } else { "s" })}</p>
                        }
                    </div>
                    <p class="cost small" id="cost">{cost(a, *ms)}</p>
                    if let Some((done, total)) = p.value_search {
                        <div class="pending small" id="value-progress">
                            <p>{format!("Searching {} positions for the nim value…", grouped(total))}</p>
                            <progress max="100" value={percent(done, total)} aria-label="Nim value search progress" />
                            <button id="cancel-value" onclick={{ let c = p.on_cancel.clone(); Callback::from(move |_| c.emit(())) }}>{"Cancel"}</button>
                        </div>
                    } else if let Some(note) = &a.note {
                        <p class="muted small" id="note">{format!("Not computed: {note}. ")}
                            if a.value.is_none() && !p.misere {
                                <button class="small" id="search-value" onclick={{ let c = p.on_search_value.clone(); Callback::from(move |_| c.emit(())) }}>{"Search for the nim value"}</button>
                            }
                        </p>
                    }
                    if is_p || a.moves.is_empty() {
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
    let task = p.task.as_ref().map(|t| {
        let at_start = p.drawing.to_complex().ok().map(|(_, o)| p.drawing.piles_in_order(&o)) == Some(t.start.clone());
        let answered = matches!(p.status, Status::Answer(..));
        task_panel(&TaskProps {
            task: t.clone(),
            on_task: p.on_task.clone(),
            ready: at_start && answered,
            position: position_text(&t.start),
            board: Board::Drawing { moved: !at_start && answered },
        })
    });
    let body = if p.task.as_ref().is_some_and(|t| !t.shows_answer()) {
        html! {}
    } else {
        body
    };
    html! {
        <section class="panel answer-panel" id="answer-region" ref={region} tabindex="-1" role="region" aria-labelledby="answer-title" aria-live="polite">
            <div class="answer-head">
                <h2 id="answer-title">{"Who wins?"}</h2>
                <div class={classes!("rules", "segmented", p.rules_fixed.is_some().then_some("fixed"))} role="group" aria-label={rules_group}>
                    <button id="rules-normal" aria-pressed={(!p.misere).to_string()} class={classes!((!p.misere).then_some("active"))}
                        disabled={p.rules_fixed.is_some()} aria-label={rule_name("Normal", false)}
                        title={rule_title("Normal play: whoever makes the last move wins")} onclick={rules(false)}>{"Normal"}</button>
                    <button id="rules-misere" aria-pressed={p.misere.to_string()} class={classes!(p.misere.then_some("active"))}
                        disabled={p.rules_fixed.is_some()} aria-label={rule_name("Misère", true)}
                        title={rule_title("Misère play: whoever makes the last move loses")} onclick={rules(true)}>{"Misère"}</button>
                </div>
            </div>
            {task}
            {body}
            if p.task.is_none() {
                <div class="handout-only" aria-hidden="true">
                    <p>{format!("Position {}", p.drawing.to_complex().map(|(_, o)| position_text(&p.drawing.piles_in_order(&o))).unwrap_or_default())}</p>
                    <p>{if p.misere { "In misère play (whoever makes the last move loses): is this a P-position or an N-position? If it is N, give a winning move." } else { "Is this a P-position or an N-position? If it is N, give a winning move." }}</p>
                    <span class="line" /><span class="line" /><span class="line" />
                </div>
            }
        </section>
    }
}
