//! The Describe view: the conjecture miner in the worker — the pieces in the papers'
//! notation with the P-positions each rests on, the verdict and the box sizes, the
//! smallest counterexample (a click loads it onto the drawing), a formula to edit and
//! check (kept in the link), and its LaTeX to copy.
//! Item numbers without a paper name are E&S's (cites: es1996).

use yew::prelude::*;

use simnim_core::position_text;
use simnim_model::describe::{DescribeAnswer, ProofKit};
use simnim_model::editor::Action;
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};
use simnim_model::share::ViewSettings;
use simnim_model::url;

use super::{input_u64, ViewProps};

/// The grammar, for the person editing a formula (one text: the page's code stays small).
const GRAMMAR: &str = r#"The piles: in JSON {"x": 0} is the pile of the first vertex in vertex
order, {"x": 1} the second, and so on, counting from 0. The text above names
the same piles by their vertices, as the papers do: n1 is the pile on vertex 1
(vertices named by letters are written by their names).

Terms      a number, {"x": i}, {"add": [t, ...]} (a sum), {"mul": [c, t]}
           (c times t, c from -8 to 8), {"min": [t, ...]}, {"max": [t, ...]}
Atoms      {"eq": [t, u]} t = u     {"le": [t, u]} t <= u     {"lt": [t, u]} t < u
           {"mod": [t, m, r]} t = r mod m     {"xor0": [t, ...]} nim-sum 0
           {"digits": [[i, ...], ...]} every binary digit column (the vertices
           whose pile has that bit) is one of the listed sets
Formulas   {"and": [f, ...]}, {"or": [f, ...]}, {"not": f}, true, false,
           {"some_sym": {"perms": [[...], ...], "f": f}}: f holds after one of
           the listed symmetries of the complex permutes the piles
Reduction  {"apply": {"f": f, "args": [t, ...]}}: f (over piles of its own)
           holds at the reduced position (t0, t1, ...), e.g. a smaller game's
           P-set; name it once in {"defs": {"G": f}, "f": ...} and call it as
           {"apply": {"def": "G", "args": [...]}}
In the text, p is the whole position: min(p) is the smallest pile of all, so
"n1 = min(p)" says that vertex 1 has the smallest pile. At most 400 nodes in
the formula and in each def (a call counts itself and its arguments).
Example: {"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}]}]} says that the first
pile is the sum of the third and the fourth."#;

/// The proof: proved here (Theorem 4.4, or z3 in the page where it is cross-origin
/// isolated: the Prove button), or the command and the obligation files that prove it
/// elsewhere — never "proved" for what is only verified.
fn proof_html(k: &ProofKit, on_prove: Option<Callback<MouseEvent>>) -> Html {
    let proved = k.status == "proved";
    let lead = match k.status.as_str() {
        "proved" => "Proved for every position:",
        "refuted" => "Refuted by the prover in this page:",
        "unknown" => "Not decided by z3 in this page:",
        _ if on_prove.is_some() => "Not proved yet:",
        _ => "Not proved in this page:",
    };
    // Where z3 can run here, say so instead of "a proof needs an SMT solver".
    let method = if on_prove.is_some() {
        "Prove asks z3 in this page; or run the command below, where the two files state the obligations (each answers unsat in z3 or cvc5 if the description is right)".to_string()
    } else {
        k.method.clone()
    };
    let copy = {
        let command = k.command.clone();
        Callback::from(move |_| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&command);
            }
        })
    };
    html! {
        <div class="proof" id="describe-proof">
            <h3>{"Proof"}</h3>
            <p id="describe-proof-status" data-status={k.status.clone()}>
                <strong>{lead}</strong>
                {format!(" {method}.")}
            </p>
            if !k.obligations.is_empty() {
                <ul id="describe-obligations" class="small">
                    { for k.obligations.iter().map(|o| html! { <li>{o.clone()}</li> }) }
                </ul>
            }
            if let Some(on_prove) = on_prove {
                <p><button id="describe-prove" onclick={on_prove}>{"Prove it in this page (z3)"}</button>
                    <span class="small muted">{" simnim prove's obligations, asked of z3 in your browser (a 35 MB download the first time)"}</span></p>
            } else if crate::offline::can_isolate() && !proved {
                <p><button id="describe-isolate" onclick={Callback::from(|_: MouseEvent| crate::offline::isolate_and_reload())}>{"Allow proofs in this page"}</button>
                    <span class="small muted">{" reloads the page once through its service worker, which makes it cross-origin isolated, so z3 can run in it"}</span></p>
            }
            if !proved {
                <p class="small">{"To prove it for every position (or refute it at a position the engines confirm), with an SMT solver (z3 or cvc5): "}
                    <code id="describe-proof-command">{k.command.clone()}</code>{" "}
                    <button class="small" id="describe-copy-command" onclick={copy}>{"Copy the command"}</button></p>
            }
            <p class="small">{if proved { "The certificate: " } else { "The files: " }}
                { for k.files.iter().map(|(name, text)| html! {
                    <><a class="proof-file" download={name.clone()} href={format!("data:text/plain;charset=utf-8,{}", url::percent_encode(text))}>{name.clone()}</a>{" "}</>
                }) }
            </p>
        </div>
    }
}

fn answer_html(p: &ViewProps, a: &DescribeAnswer, on_prove: Option<Callback<MouseEvent>>) -> Html {
    let (on_action, readonly) = (&p.on_action, p.readonly);
    let boxes = match a.trained_max {
        Some(k) => format!(
            "Mined on every position with piles ≤ {k} ({} P-positions); tested on every position with piles ≤ {}.",
            a.p_positions, a.verified_max
        ),
        None => format!("Tested on every position with piles ≤ {} ({} P-positions).", a.verified_max, a.p_positions),
    };
    let proved = a.proof.as_ref().is_some_and(|k| k.status == "proved");
    let verdict = match a.status.as_str() {
        "verified" if proved => {
            format!("Verified for all piles ≤ {}, and proved for every position (below).", a.verified_max)
        }
        "verified" => format!("Verified for all piles ≤ {} (evidence, not a proof).", a.verified_max),
        "refuted" => "Refuted: the formula is wrong at the position below.".to_string(),
        _ => "None: no description within the grammar fits (never a wrong one).".to_string(),
    };
    let copy = {
        let latex = a.latex.clone();
        Callback::from(move |_| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&latex);
            }
        })
    };
    html! {
        <div id="describe-answer">
            <p id="describe-status"><strong>{a.status.clone()}</strong>{" — "}{verdict}</p>
            <p class="small" id="describe-boxes">{boxes}{format!(" Method: {}.", a.method)}</p>
            if !a.pieces.is_empty() {
                <p>{a.head.clone()}</p>
                <ol id="describe-pieces" class="pieces">
                    { for a.pieces.iter().map(|p| html! {
                        <li><span class="mono">{p.text.clone()}</span>
                            if let Some(n) = p.points { <span class="small muted">{format!(" — rests on {n} P-positions")}</span> }
                        </li>
                    }) }
                </ol>
                // Each sub-game one click from its own description (drawn, then mined).
                { for a.definitions.iter().enumerate().map(|(i, d)| {
                    let game = a.games.get(i).filter(|g| !g.is_empty() && !readonly).cloned();
                    // The line reads "where P[CN(5,3)]: …": the button names the same game.
                    let name = d.split_once("P[").and_then(|(_, r)| r.split_once(']')).map_or("", |(n, _)| n);
                    html! {
                        <p class="mono small"><span class="describe-definition">{d.clone()}</span>
                            if let Some(game) = game {
                                {" "}<button class="small" onclick={{
                                    let (act, ask) = (on_action.clone(), describe_request(p, None, Some(game.clone())));
                                    Callback::from(move |e| {
                                        if let Ok(d) = simnim_model::gallery::drawing_of(&game, &[]) {
                                            act.emit(Action::Load(d));
                                            ask.emit(e);
                                        }
                                    })
                                }}>{format!("Describe {name}")}</button>
                            }
                        </p>
                    }
                }) }
                <p>
                    <button id="describe-copy-latex" onclick={copy}>{"Copy LaTeX"}</button>
                </p>
                <details><summary>{"LaTeX"}</summary><pre id="describe-latex" class="mono">{a.latex.clone()}</pre></details>
            }
            if let Some(k) = &a.proof {
                { proof_html(k, on_prove.filter(|_| k.status == "not proved here" && a.formula.is_some())) }
            }
            if let Some((pos, truth, reason)) = &a.counterexample {
                <p id="describe-counterexample" class="warn">
                    <span class="visually-hidden">{format!("The true outcome there is {truth}. ")}</span>
                    {format!("Counterexample {}: {reason}. ", position_text(pos))}
                    if !readonly {
                        <button id="describe-load" onclick={{ let (on, pos) = (on_action.clone(), pos.clone()); Callback::from(move |_| on.emit(Action::SetPilesInOrder(pos.clone()))) }}>
                            {"Load it on the drawing"}</button>
                    }
                </p>
            }
        </div>
    }
}

/// A click that mines (or checks `formula` on) the drawn game, or the game `other`, on the
/// view's box.
fn describe_request(p: &ViewProps, formula: Option<String>, other: Option<String>) -> Callback<MouseEvent> {
    let (send, text, max) = (p.send.clone(), other.unwrap_or_else(|| p.text.clone()), p.settings.dk);
    Callback::from(move |_: MouseEvent| {
        send.emit(Request::Describe {
            id: RequestId::view(ViewKind::Describe),
            complex: text.clone(),
            max,
            formula: formula.clone(),
        });
    })
}

/// The view (a plain function: its state is the model's).
pub(super) fn describe_view(p: &ViewProps) -> Html {
    let settings: ViewSettings = p.settings;
    let dk = settings.dk;
    let formula: String = p.formula.as_deref().unwrap_or("").to_string();
    let awaited = p.replies.get(&ViewKind::Describe).map(|(id, r)| (*id, r.clone()));
    let answer = match (&awaited, p.described.as_deref()) {
        (Some((id, _)), Some((did, r))) if id == did => Some(r),
        _ => None,
    };
    let running = matches!(&awaited, Some((_, None))) && answer.is_none();
    let on_mine = describe_request(p, None, None);
    let on_check = describe_request(p, Some(formula.clone()), None);
    let on_cancel = {
        let (send, id) = (p.send.clone(), awaited.as_ref().map(|(id, _)| *id));
        Callback::from(move |_| {
            if let Some(id) = id {
                send.emit(Request::Cancel { id });
            }
        })
    };
    let on_dk = {
        let on = p.on_settings.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(k) = input_u64(&e).filter(|k| (2..=40).contains(k)) {
                on.emit(ViewSettings { dk: k, ..settings });
            }
        })
    };
    let on_text = {
        let on = p.on_formula.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                on.emit(Some(t.value()));
            }
        })
    };
    let body = match (running, answer, awaited.as_ref().and_then(|(_, r)| r.as_deref())) {
        (true, _, _) => {
            html! { <p class="muted" role="status" id="describe-running">{format!("Working in the miner's worker: {}", p.describe_step.as_deref().unwrap_or("starting"))}</p> }
        }
        (_, Some(Ok(a)), _) => {
            // z3 runs in the page only where it is cross-origin isolated (`make serve`).
            let on_prove = crate::describe::isolated().then(|| {
                let (send, text, a) = (p.send.clone(), p.text.clone(), a.clone());
                Callback::from(move |_: MouseEvent| {
                    send.emit(Request::Prove {
                        id: RequestId::view(ViewKind::Describe),
                        complex: text.clone(),
                        answer: Box::new(a.clone()),
                    });
                })
            });
            answer_html(p, a, on_prove)
        }
        (_, Some(Err(e)), _) => html! { <p class="warn" id="describe-error">{e.clone()}</p> },
        (_, None, Some(Response::Refused { message, .. })) => {
            html! { <p class="warn" id="describe-error">{message.clone()}</p> }
        }
        (_, None, Some(Response::Cancelled { .. })) => {
            html! { <p class="muted" role="status" id="describe-cancelled">{"Cancelled."}</p> }
        }
        _ => {
            html! { <p class="muted" id="describe-idle">{"Describe proposes a theorem: the shortest formula it finds for the P-positions of the box, tested on a bigger box."}</p> }
        }
    };
    html! {
        <div class="view" id="describe-view">
            <p>{"Describe the P-positions with piles ≤ "}
                <input type="number" min="2" max="40" value={dk.to_string()} oninput={on_dk} class="small-input" id="describe-max" aria-label="Box to mine: largest pile" />
                {" "}
                <button id="describe-mine" onclick={on_mine} disabled={running}>{"Describe"}</button>
                if running { {" "}<button id="describe-cancel" onclick={on_cancel}>{"Cancel"}</button> }
            </p>
            {body}
            <label for="describe-formula" class="small">{"Formula (the grammar's JSON, see below): when is a position P?"}</label>
            <textarea id="describe-formula" class="mono" rows="4" value={formula.clone()} oninput={on_text} spellcheck="false" />
            <p><button id="describe-check" onclick={on_check} disabled={running || formula.trim().is_empty()}>{"Check this formula"}</button>
                <span class="small muted">{format!(" on every position with piles ≤ {dk}")}</span></p>
            <details class="small" id="describe-grammar">
                <summary>{"The formula grammar"}</summary>
                <pre class="grammar">{GRAMMAR}</pre>
            </details>
        </div>
    }
}
