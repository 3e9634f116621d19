//! The teaching views (issue "seeing and playing"): value table (matrix method), game graph
//! (graph method), play mode, invariant vectors with the Invariance Reduction Process, and
//! the open-questions explorer. Everything is computed by the worker; this module renders
//! replies and sends editor actions.

use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

use yew::prelude::*;

use simnim_core::position_to_string;
use simnim_core::QUESTIONS;
use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::protocol::{Request, Response};

/// Which view a request belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ViewKind {
    Table,
    Graph,
    Invariants,
    Computer,
    Remoteness,
    Check,
    Explore,
}

/// A game state, for taking moves back.
#[derive(Clone, PartialEq)]
struct Snapshot {
    piles: Vec<u64>,
    turn: Turn,
    log: Vec<String>,
    player: u8,
}

/// View request ids live above this (analysis ids are the editor's `math_rev`).
pub const VIEW_BASE: u64 = 1 << 40;

thread_local! {
    static NEXT: Cell<u64> = const { Cell::new(VIEW_BASE) };
}

/// A fresh view request id.
pub fn next_id() -> u64 {
    NEXT.with(|n| {
        let id = n.get() + 1;
        n.set(id);
        id
    })
}

/// The awaited id of each view and its latest reply.
pub type ViewReplies = HashMap<ViewKind, (u64, Option<Rc<Response>>)>;

#[derive(Properties, PartialEq)]
pub struct ViewsProps {
    pub drawing: Rc<Drawing>,
    /// Changes whenever the complex or the piles change.
    pub math_rev: u64,
    pub replies: Rc<ViewReplies>,
    pub send: Callback<(ViewKind, Request)>,
    pub on_action: Callback<Action>,
    /// Play mode hides the winning moves unless hints are on.
    pub on_hints: Callback<bool>,
    /// The tab and the value table's settings (they live in the link).
    pub settings: ViewSettings,
    pub on_settings: Callback<ViewSettings>,
}

use simnim_model::share::{ViewSettings, ViewTab as Tab};

fn input_u64(e: &InputEvent) -> Option<u64> {
    e.target_dyn_into::<web_sys::HtmlInputElement>().and_then(|i| i.value().trim().parse().ok())
}

#[component]
pub fn ViewsPanel(p: &ViewsProps) -> Html {
    let settings = p.settings;
    let tab = settings.tab;
    let Ok((c, order)) = p.drawing.to_complex() else {
        return html! {};
    };
    let text = c.to_string();
    let piles = p.drawing.piles_in_order(&order);
    let labels: Vec<String> = c.labels().iter().map(|l| l.to_string()).collect();
    let tab_button = |t: Tab, label: &'static str, id: &'static str| {
        let on = p.on_settings.clone();
        html! { <button role="tab" id={id} aria-selected={(tab == t).to_string()} class={classes!("tab", (tab == t).then_some("on"))}
        onclick={Callback::from(move |_| on.emit(ViewSettings { tab: t, ..settings }))}>{label}</button> }
    };
    let body = match tab {
        Tab::Table => {
            html! { <TableView text={text.clone()} piles={piles.clone()} labels={labels.clone()} replies={p.replies.clone()} send={p.send.clone()} on_action={p.on_action.clone()} settings={settings} on_settings={p.on_settings.clone()} /> }
        }
        Tab::Graph => {
            html! { <GraphView text={text.clone()} piles={piles.clone()} labels={labels.clone()} replies={p.replies.clone()} send={p.send.clone()} on_action={p.on_action.clone()} /> }
        }
        Tab::Play => {
            html! { <PlayView text={text.clone()} piles={piles.clone()} labels={labels.clone()} replies={p.replies.clone()} send={p.send.clone()} on_action={p.on_action.clone()} on_hints={p.on_hints.clone()} /> }
        }
        Tab::Invariants => {
            html! { <InvariantsView text={text.clone()} piles={piles.clone()} labels={labels.clone()} replies={p.replies.clone()} send={p.send.clone()} on_action={p.on_action.clone()} /> }
        }
        Tab::Questions => {
            html! { <QuestionsView text={text.clone()} piles={piles.clone()} labels={labels.clone()} replies={p.replies.clone()} send={p.send.clone()} on_action={p.on_action.clone()} /> }
        }
    };
    html! {
        <section class="panel views" id="views">
            <div role="tablist" class="tabs" aria-label="Views">
                { tab_button(Tab::Table, "Value table", "tab-table") }
                { tab_button(Tab::Graph, "Game graph", "tab-graph") }
                { tab_button(Tab::Play, "Play", "tab-play") }
                { tab_button(Tab::Invariants, "Invariant vectors", "tab-invariants") }
                { tab_button(Tab::Questions, "Open questions", "tab-questions") }
            </div>
            {body}
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ViewProps {
    text: String,
    piles: Vec<u64>,
    labels: Vec<String>,
    replies: Rc<ViewReplies>,
    send: Callback<(ViewKind, Request)>,
    on_action: Callback<Action>,
    #[prop_or_default]
    on_hints: Callback<bool>,
    #[prop_or_default]
    settings: ViewSettings,
    #[prop_or_default]
    on_settings: Callback<ViewSettings>,
}

fn get(p: &ViewProps, kind: ViewKind) -> Option<Rc<Response>> {
    p.replies.get(&kind).and_then(|(_, r)| r.clone())
}

fn refused(r: &Response) -> Option<Html> {
    match r {
        Response::Refused { message, .. } => Some(html! { <p class="warn">{message.clone()}</p> }),
        _ => None,
    }
}

/// Heatmap class of a nim value (P cells are drawn separately); classes, not inline styles, so
/// the page works under a strict Content-Security-Policy.
fn heat(v: u64) -> String {
    format!("h{}", v % 12)
}

#[component]
fn TableView(p: &ViewProps) -> Html {
    let n = p.labels.len();
    let st = p.settings;
    let (u, v, k) = (st.tu.min(n.saturating_sub(1)), st.tv.min(n.saturating_sub(1)), st.tk);
    {
        let (send, text, piles) = (p.send.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone(), u, v, k), move |_| {
            if u != v && u < piles.len() && v < piles.len() {
                send.emit((ViewKind::Table, Request::Table { id: next_id(), complex: text, piles, u, v, k }));
            }
        });
    }
    if n < 2 {
        return html! { <p class="muted">{"The value table needs two vertices."}</p> };
    }
    let select = |cur: usize, rows: bool, id: &'static str| {
        let onchange = {
            let on = p.on_settings.clone();
            Callback::from(move |e: Event| {
                if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                    let x = s.value().parse().unwrap_or(0);
                    on.emit(if rows { ViewSettings { tu: x, ..st } } else { ViewSettings { tv: x, ..st } });
                }
            })
        };
        html! { <select id={id} {onchange} aria-label={id}>{ for p.labels.iter().enumerate().map(|(i, l)| html! { <option value={i.to_string()} selected={i == cur}>{l.clone()}</option> }) }</select> }
    };
    let on_k = {
        let on = p.on_settings.clone();
        Callback::from(move |e: InputEvent| on.emit(ViewSettings { tk: input_u64(&e).unwrap_or(8).clamp(1, 40), ..st }))
    };
    let body = match get(p, ViewKind::Table).as_deref() {
        Some(Response::Table { table, .. }) => {
            let (uu, vv) = (u, v);
            let csv = simnim_core::table_csv(table, &p.labels[uu], &p.labels[vv]);
            let href = format!("data:text/csv;charset=utf-8,{}", simnim_model::url::percent_encode(&csv));
            let rows = table.iter().enumerate().map(|(a, row)| {
                let cells = row.iter().enumerate().map(|(b, &val)| {
                    let mut pos = p.piles.clone();
                    pos[uu] = a as u64;
                    pos[vv] = b as u64;
                    let title = format!("({}): nim value {val}{}", position_to_string(&pos), if val == 0 { ", a P-position" } else { "" });
                    let act = p.on_action.clone();
                    let onclick = Callback::from(move |_| act.emit(Action::SetPilesInOrder(pos.clone())));
                    html! { <td class={classes!("cell", if val == 0 { "p".to_string() } else { heat(val) })} {title} {onclick}>{val}</td> }
                });
                html! { <tr><th>{a}</th>{ for cells }</tr> }
            });
            html! {
                <>
                    <table class="heat" id="value-table">
                        <thead><tr><th>{format!("{}\\{}", p.labels[uu], p.labels[vv])}</th>{ for (0..table.len()).map(|b| html! { <th>{b}</th> }) }</tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                    <p class="small muted">{"Green cells are P-positions (value 0). Hover a cell for its position; click to go there. "}
                        <a id="table-csv" {href} download="simnim-table.csv">{"Download CSV"}</a>{" "}
                        { crate::export::image_links(simnim_model::export::table_svg(table, &p.labels[uu], &p.labels[vv]), "simnim-table", "table") }</p>
                </>
            }
        }
        Some(r) => refused(r).unwrap_or_default(),
        None => html! { <p class="muted">{"Computing…"}</p> },
    };
    html! {
        <div class="view" id="table-view">
            <p>{"Rows: pile of "}{ select(u, true, "table-u") }{" columns: pile of "}{ select(v, false, "table-v") }
                {" from 0 to K = "}<input type="number" min="1" max="40" value={k.to_string()} oninput={on_k} aria-label="K" class="small-input" id="table-k" />
                {"; other piles as now."}</p>
            {body}
        </div>
    }
}

#[component]
fn GraphView(p: &ViewProps) -> Html {
    {
        let (send, text, piles) = (p.send.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone()), move |_| {
            send.emit((ViewKind::Graph, Request::Graph { id: next_id(), complex: text, piles, cap: 300 }));
        });
    }
    let Some(r) = get(p, ViewKind::Graph) else { return html! { <p class="muted">{"Computing…"}</p> } };
    let Response::Graph { nodes, edges, capped, .. } = &*r else { return refused(&r).unwrap_or_default() };
    let (width, height, pos) = simnim_model::export::graph_layout(nodes);
    let graph_svg = simnim_model::export::graph_svg(nodes, edges);
    let lines = edges.iter().map(|&(a, b)| {
        let win = nodes[b].1 == 0 && nodes[a].1 != 0;
        html! { <line class={classes!("gedge", win.then_some("win"))} x1={pos[a].0.to_string()} y1={pos[a].1.to_string()} x2={pos[b].0.to_string()} y2={pos[b].1.to_string()} /> }
    });
    let circles = nodes.iter().enumerate().map(|(i, (position, value, _))| {
        let act = p.on_action.clone();
        let target = position.clone();
        html! {
            <g class={classes!("gnode", (*value == 0).then_some("p"))} onclick={Callback::from(move |_| act.emit(Action::SetPilesInOrder(target.clone())))}>
                <title>{format!("({}): nim value {value}", position_to_string(position))}</title>
                <circle cx={pos[i].0.to_string()} cy={pos[i].1.to_string()} r="11" />
                <text x={pos[i].0.to_string()} y={(pos[i].1 + 4.0).to_string()}>{value}</text>
            </g>
        }
    });
    html! {
        <div class="view" id="graph-view">
            <p class="small muted">{format!("{} positions reachable from ({}), layered by the number of chips; numbers are nim values, green nodes are P-positions, red edges are winning moves. Click a node to go there.", nodes.len(), position_to_string(&p.piles))}</p>
            if *capped { <p class="warn small" id="graph-capped">{"Only the first 300 positions are drawn (the graph is larger)."}</p> }
            <svg class="graph" viewBox={format!("0 0 {width} {height}")}>{ for lines }{ for circles }</svg>
            <p class="small">{ crate::export::image_links(graph_svg, "simnim-game-graph", "graph") }</p>
        </div>
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Turn {
    Person,
    Computer,
    Over,
}

#[component]
fn PlayView(p: &ViewProps) -> Html {
    let vs_computer = use_state(|| true);
    let turn = use_state(|| Turn::Person);
    let start = use_state(|| p.piles.clone());
    let log = use_state(Vec::<String>::new);
    let applied = use_mut_ref(|| 0u64);
    let hints = use_state(|| false);
    let player = use_state(|| 1u8);
    let history = use_state(Vec::<Snapshot>::new);
    let future = use_state(Vec::<Snapshot>::new);
    let snapshot = {
        let (turn, log, player, piles) = (turn.clone(), log.clone(), player.clone(), p.piles.clone());
        move || Snapshot { piles: piles.clone(), turn: *turn, log: (*log).clone(), player: *player }
    };
    // Remoteness of the current position (exact for small boxes).
    {
        let (send, text, piles) = (p.send.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone()), move |_| {
            send.emit((ViewKind::Remoteness, Request::Remoteness { id: next_id(), complex: text, piles }));
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
        let (send, text, piles, t, vc) = (p.send.clone(), p.text.clone(), p.piles.clone(), *turn, *vs_computer);
        use_effect_with((t, log.len()), move |_| {
            if t == Turn::Computer && vc {
                send.emit((ViewKind::Computer, Request::ComputerMove { id: next_id(), complex: text, piles }));
            }
        });
    }
    // Its reply: play it.
    {
        let r = get(p, ViewKind::Computer);
        let (act, turn, start, log, applied) =
            (p.on_action.clone(), turn.clone(), start.clone(), log.clone(), applied.clone());
        let current = p.piles.clone();
        let (history, future, snap) = (history.clone(), future.clone(), snapshot.clone());
        use_effect_with(r.as_ref().map(|r| r.id()), move |_| {
            if let Some(Response::ComputerMove { id, target, reason }) = r.as_deref() {
                if *id != *applied.borrow() && *turn == Turn::Computer {
                    *applied.borrow_mut() = *id;
                    let mut h = (*history).clone();
                    h.push(snap());
                    history.set(h);
                    future.set(Vec::new());
                    let mut l = (*log).clone();
                    match target {
                        Some(t) => {
                            act.emit(Action::PlayMove(t.clone()));
                            l.push(format!(
                                "Computer: ({}) → ({}): {reason}",
                                position_to_string(&current),
                                position_to_string(t)
                            ));
                            let over = t.iter().all(|&x| x == 0);
                            if over {
                                l.push("The computer took the last chip: the computer wins.".into());
                            }
                            start.set(t.clone());
                            turn.set(if over { Turn::Over } else { Turn::Person });
                        }
                        None => {
                            l.push("No chips left for the computer: you win!".into());
                            turn.set(Turn::Over);
                        }
                    }
                    log.set(l);
                }
            }
        });
    }
    let new_game = |computer_first: bool| {
        let (turn, start, log, piles, player, vc, hints_cb, hints) = (
            turn.clone(),
            start.clone(),
            log.clone(),
            p.piles.clone(),
            player.clone(),
            *vs_computer,
            p.on_hints.clone(),
            *hints,
        );
        let (history, future) = (history.clone(), future.clone());
        Callback::from(move |_| {
            history.set(Vec::new());
            future.set(Vec::new());
            start.set(piles.clone());
            log.set(vec![format!("New game from ({}).", position_to_string(&piles))]);
            player.set(1);
            let _ = (&hints_cb, hints);
            turn.set(if computer_first && vc { Turn::Computer } else { Turn::Person });
        })
    };
    let play_mine = {
        let (turn, start, log, piles, act, player, vc, text) = (
            turn.clone(),
            start.clone(),
            log.clone(),
            p.piles.clone(),
            p.on_action.clone(),
            player.clone(),
            *vs_computer,
            p.text.clone(),
        );
        let (history, future) = (history.clone(), future.clone());
        Callback::from(move |_| {
            if *turn != Turn::Person {
                return;
            }
            let from = (*start).clone();
            let error = simnim_core::Complex::parse(&text)
                .map_err(|e| e.to_string())
                .and_then(|c| simnim_core::move_error(&c, &from, &piles).map_or(Ok(()), |e| Err(e.to_string())));
            if let Err(e) = error {
                // Put the position back and explain.
                act.emit(Action::SetPilesInOrder(from.clone()));
                act.emit(Action::ShowNotice(format!(
                    "{e} (lower piles by scrolling on vertices or in the vertex table, then play)"
                )));
                return;
            }
            let mut h = (*history).clone();
            h.push(Snapshot { piles: from.clone(), turn: *turn, log: (*log).clone(), player: *player });
            history.set(h);
            future.set(Vec::new());
            let mut l = (*log).clone();
            let who = if vc { "You".to_string() } else { format!("Player {}", *player) };
            l.push(format!("{who}: ({}) → ({})", position_to_string(&from), position_to_string(&piles)));
            let over = piles.iter().all(|&x| x == 0);
            if over {
                l.push(format!("{who} took the last chip and wins!"));
            }
            log.set(l);
            start.set(piles.clone());
            player.set(3 - *player);
            turn.set(if over {
                Turn::Over
            } else if vc {
                Turn::Computer
            } else {
                Turn::Person
            });
        })
    };
    let restore = {
        let (act, turn, start, log, player) =
            (p.on_action.clone(), turn.clone(), start.clone(), log.clone(), player.clone());
        move |s: &Snapshot| {
            act.emit(Action::SetPilesInOrder(s.piles.clone()));
            start.set(s.piles.clone());
            turn.set(s.turn);
            log.set(s.log.clone());
            player.set(s.player);
        }
    };
    let take_back = {
        let (history, future, restore, snap, vc) =
            (history.clone(), future.clone(), restore.clone(), snapshot.clone(), *vs_computer);
        Callback::from(move |_| {
            let mut h = (*history).clone();
            let mut f = (*future).clone();
            // Against the computer, take back its reply and your move together.
            let steps = if vc && h.len() >= 2 && h.last().map(|s| s.turn) == Some(Turn::Computer) { 2 } else { 1 };
            let mut current = snap();
            for _ in 0..steps {
                if let Some(prev) = h.pop() {
                    f.push(current);
                    current = prev;
                }
            }
            restore(&current);
            history.set(h);
            future.set(f);
        })
    };
    let redo = {
        let (history, future, restore, snap) = (history.clone(), future.clone(), restore.clone(), snapshot.clone());
        Callback::from(move |_| {
            let mut f = (*future).clone();
            if let Some(next) = f.pop() {
                let mut h = (*history).clone();
                h.push(snap());
                restore(&next);
                history.set(h);
                future.set(f);
            }
        })
    };
    let remoteness = match get(p, ViewKind::Remoteness).as_deref() {
        Some(Response::Remoteness { remoteness: Some(r), .. }) => format!(
            "Remoteness {r}: with best play (the winner hurries, the loser delays) the game lasts {r} more move{}.",
            if *r == 1 { "" } else { "s" }
        ),
        Some(Response::Remoteness { remoteness: None, .. }) => {
            "Remoteness: the position is too large to compute it exactly.".into()
        }
        _ => String::new(),
    };
    let toggle_hints = {
        let (hints, cb) = (hints.clone(), p.on_hints.clone());
        Callback::from(move |_| {
            hints.set(!*hints);
            cb.emit(!*hints);
        })
    };
    let toggle_mode = {
        let vc = vs_computer.clone();
        Callback::from(move |_| vc.set(!*vc))
    };
    let status = match *turn {
        Turn::Person if *vs_computer => {
            "Your turn: lower piles on one face (scroll on vertices or use the table), then press “Play my move”."
                .to_string()
        }
        Turn::Person => format!("Player {}'s turn.", *player),
        Turn::Computer => "The computer is thinking…".to_string(),
        Turn::Over => "Game over.".to_string(),
    };
    html! {
        <div class="view" id="play-view">
            <p>
                <label><input type="checkbox" checked={*vs_computer} onchange={toggle_mode} id="play-vs-computer" />{" against the computer"}</label>
                {" · "}<label><input type="checkbox" checked={*hints} onchange={toggle_hints} id="play-hints" />{" hints (show winning moves)"}</label>
            </p>
            <p>
                <button id="play-new-me" onclick={new_game(false)}>{"New game: I start"}</button>
                if *vs_computer { <button id="play-new-computer" onclick={new_game(true)}>{"New game: computer starts"}</button> }
                <button class="primary" id="play-move" onclick={play_mine} disabled={*turn != Turn::Person}>{"Play my move"}</button>
                <button id="play-undo" onclick={take_back} disabled={history.is_empty()}>{"Take back"}</button>
                <button id="play-redo" onclick={redo} disabled={future.is_empty()}>{"Redo"}</button>
            </p>
            <p class="small muted" id="remoteness">{remoteness}</p>
            <p id="play-status" class={classes!((*turn == Turn::Over).then_some("over"))}>{status}</p>
            <ol class="log" id="play-log">{ for log.iter().map(|l| html! { <li>{l.clone()}</li> }) }</ol>
        </div>
    }
}

#[component]
fn InvariantsView(p: &ViewProps) -> Html {
    let max = use_state(|| 3u64);
    {
        let (send, text, piles, m) = (p.send.clone(), p.text.clone(), p.piles.clone(), *max);
        use_effect_with((text.clone(), piles.clone(), m), move |_| {
            send.emit((ViewKind::Invariants, Request::Invariants { id: next_id(), complex: text, piles, max: m }));
        });
    }
    let on_max = {
        let max = max.clone();
        Callback::from(move |e: InputEvent| max.set(input_u64(&e).unwrap_or(3).clamp(1, 6)))
    };
    let body = match get(p, ViewKind::Invariants).as_deref() {
        Some(Response::Invariants { vectors, walk, .. }) => html! {
            <>
                if vectors.is_empty() {
                    <p id="invariants-none">{"No zero-one vector is invariant for the P-positions in this box."}</p>
                } else {
                    <p>{"Invariant vectors (adding or removing them never changes P/N inside the box; their disjoint sums are invariant too):"}</p>
                    <ul class="vectors" id="invariants">{ for vectors.iter().map(|z| html! { <li>{format!("({})", position_to_string(z))}</li> }) }</ul>
                }
                if !walk.is_empty() {
                    <h3>{"The Invariance Reduction Process for this position"}</h3>
                    <ol class="walk" id="irp">{ for walk.iter().map(|s| html! { <li><strong>{s.title.clone()}</strong>{": "}{s.text.clone()}</li> }) }</ol>
                }
            </>
        },
        Some(r) => refused(r).unwrap_or_default(),
        None => html! { <p class="muted">{"Computing…"}</p> },
    };
    html! {
        <div class="view" id="invariants-view">
            <p>{"Zero-one vectors invariant for the P-positions with piles ≤ "}
                <input type="number" min="1" max="6" value={max.to_string()} oninput={on_max} class="small-input" aria-label="Box size" />
                {" (SetNim Sec 3)."}</p>
            {body}
        </div>
    }
}

#[component]
fn QuestionsView(p: &ViewProps) -> Html {
    let q = use_state(|| 0usize);
    let k = use_state(|| 2u64);
    let n_max = use_state(|| 4usize);
    let question = QUESTIONS[(*q).min(QUESTIONS.len() - 1)].0;
    let on_q = {
        let q = q.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                q.set(s.value().parse().unwrap_or(0));
            }
        })
    };
    let on_k = {
        let k = k.clone();
        Callback::from(move |e: InputEvent| k.set(input_u64(&e).unwrap_or(2).clamp(1, 4)))
    };
    let on_n = {
        let n = n_max.clone();
        Callback::from(move |e: InputEvent| n.set(input_u64(&e).unwrap_or(4).clamp(1, 5) as usize))
    };
    let check = {
        let (send, text, k) = (p.send.clone(), p.text.clone(), *k);
        Callback::from(move |_| {
            send.emit((ViewKind::Check, Request::Check { id: next_id(), complex: text.clone(), question, k }))
        })
    };
    let explore = {
        let (send, k, n) = (p.send.clone(), *k, *n_max);
        Callback::from(move |_| {
            send.emit((ViewKind::Explore, Request::Explore { id: next_id(), question, n_max: n, k, connected: true }))
        })
    };
    let this = match get(p, ViewKind::Check).as_deref() {
        Some(Response::Checked { verdict, .. }) => html! {
            <p id="check-result" class={if verdict.holds { "good" } else { "warn" }}>{
                match &verdict.counterexample {
                    None => format!("This complex: holds within piles ≤ {}.{}", *k, verdict.note.as_ref().map(|n| format!(" Also: {n}.")).unwrap_or_default()),
                    Some((pos, why)) => format!("This complex: fails at ({}): {why}.", position_to_string(pos)),
                }
            }</p>
        },
        Some(r) => refused(r).unwrap_or_default(),
        None => html! {},
    };
    let all = match get(p, ViewKind::Explore).as_deref() {
        Some(Response::ExploreProgress { id, done, total }) => {
            let (send, id) = (p.send.clone(), *id);
            let pct = *done as f64 / (*total).max(1) as f64 * 100.0;
            html! { <p id="explore-progress">{format!("Checked {done} of {total} complexes ")}<progress max="100" value={format!("{pct:.0}")} />
            <button id="explore-cancel" onclick={Callback::from(move |_| send.emit((ViewKind::Explore, Request::Cancel { id })))}>{"Cancel"}</button></p> }
        }
        Some(Response::Explored { summary, counterexamples, .. }) => html! {
            <div id="explore-result">
                <p><strong>{summary.clone()}</strong></p>
                <ul class="counterexamples">{ for counterexamples.iter().take(50).map(|(c, pos, why)| {
                    let act = p.on_action.clone();
                    let (c2, pos2) = (c.clone(), pos.clone());
                    html! { <li><button class="link-button" onclick={Callback::from(move |_| {
                        if let Ok(d) = simnim_model::gallery::drawing_of(&c2, &pos2) { act.emit(Action::Load(d)); }
                    })}>{format!("{c} at ({})", position_to_string(pos))}</button>{format!(": {why}")}</li> }
                }) }</ul>
            </div>
        },
        Some(Response::Cancelled { .. }) => {
            html! { <p class="warn" id="explore-cancelled">{"Exploration cancelled."}</p> }
        }
        Some(r) => refused(r).unwrap_or_default(),
        None => html! {},
    };
    html! {
        <div class="view" id="questions-view">
            <p><select id="question" onchange={on_q} aria-label="Question">{ for QUESTIONS.iter().enumerate().map(|(i, (_, t))| html! { <option value={i.to_string()} selected={i == *q}>{*t}</option> }) }</select></p>
            <p>{"Within piles ≤ "}<input type="number" min="1" max="4" value={k.to_string()} oninput={on_k} class="small-input" aria-label="Largest pile" />
                {" "}<button id="check-this" onclick={check}>{"Check this complex"}</button>
                {" · all connected complexes on up to "}<input type="number" min="1" max="5" value={n_max.to_string()} oninput={on_n} class="small-input" aria-label="Vertices" />
                {" vertices "}<button id="explore-run" class="primary" onclick={explore}>{"Run over all"}</button></p>
            {this}
            {all}
            <p class="small muted">{"E&S count 14 connected complexes on 4 vertices up to isomorphism; the explorer enumerates them (and the 1-, 2-, 3- and 5-vertex ones) itself."}</p>
        </div>
    }
}
