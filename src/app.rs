//! The root component: the page state in one reducer (the model's [`AppState`]), the
//! requests to the worker, and the layout. The rules (which answers are kept, how a link
//! loads) are the model's; this file wires them to the page.
//!
//! Data flow: a person acts → `Msg::Edit(Action)` → `AppState::apply` → `math_rev` changes →
//! an effect sends `Request::Analyze { id: RequestId::Analysis(math_rev), .. }` → the worker
//! answers → `Msg::Worker(Response)` is kept only while its id is current.

use std::rc::Rc;

use yew::prelude::*;

use simnim_model::editor::{text_of, Action, LayoutKind};
use simnim_model::pool::PoolJob;
use simnim_model::protocol::{Request, RequestId};
use simnim_model::share::ViewSettings;
use simnim_model::state::{AppState, Display, Mode, Msg, Status, Theme};
use simnim_model::task::{Grade, TaskKind};

use crate::canvas::Canvas;
use crate::convex::ConvexMode;
use crate::describe::{use_describer, Describer};
use crate::dialogs::{embed_dialog, help_dialog, tikz_dialog, DialogProps, EmbedProps, TikzProps};
use crate::handover::use_take_over;
use crate::header::Header;
use crate::hooks::{
    full_page_link, page_address, page_url_with, sender, use_link_sync, use_shortcuts, use_solver, SolverLink,
};
use crate::host::use_host;
use crate::later::{view_events, ModeLater, ViewsSlot};
use crate::learn::{learn_open, learn_record};
use crate::panels::{
    faces_panel, facets_panel, pile_stepper, theory_panel, vertices_panel, AnswerPanel, FacesProps, FacetsProps,
    GalleryPanel, OperationsBar, PilesPanel, StepperProps, TheoryProps, VerticesProps,
};
use crate::pool::use_pool;
use crate::reveal::{use_reveal, Reveal};
use crate::store::Store;
use crate::views::{views_panel, ViewsProps};

/// Asks the worker whenever the mathematics on screen changes (both modes).
#[hook]
fn use_requests(state: &UseReducerHandle<Store>, solver: &SolverLink) {
    {
        let (solver, dispatch) = (solver.clone(), state.dispatcher());
        let drawing = state.0.editor.drawing.clone();
        // A change of rules (misère) moves `math_rev` too (see `Editor::rules_changed`).
        let misere = state.0.view.misere;
        let max_bytes = state.0.display.memory_bytes();
        // The request and the page's "searching" state are sent in a task of their own, after
        // the render of the change (two renders in one task were a long task on a phone); the
        // answer can only come after the request, so it never meets an older state. A newer
        // change before that task runs replaces the request (the timeout is dropped).
        use_effect_with(state.0.editor.math_rev, move |&rev| {
            let ask = move || match drawing.to_complex() {
                Ok((c, order)) => {
                    let piles = drawing.piles_in_order(&order);
                    let id = RequestId::Analysis(rev);
                    solver.send(Request::Analyze {
                        id,
                        complex: c.to_string(),
                        piles,
                        want_value: false,
                        misere,
                        max_bytes,
                    });
                    dispatch.dispatch(Msg::Requested(id));
                }
                Err(e) => dispatch.dispatch(Msg::Invalid(rev, e)),
            };
            let pending = gloo::timers::callback::Timeout::new(0, ask);
            move || drop(pending)
        });
    }
    #[cfg(not(feature = "first"))]
    {
        let solver = solver.clone();
        let spec = state.0.convex.sketch.spec();
        use_effect_with((state.0.mode, state.0.convex.math_rev), move |&(mode, rev)| {
            if mode == Mode::Convex && spec.game().is_ok() {
                solver.send(Request::Convex { id: RequestId::Convex(rev), spec });
            }
        });
    }
}

/// The Nim mode: the drawing with its tools and views, and the answer beside it.
fn nim_mode(
    state: &UseReducerHandle<Store>,
    solver: &SolverLink,
    describer: &Option<Describer>,
    pool: &Callback<PoolJob>,
    hover: &UseStateHandle<u64>,
    select_mode: &UseStateHandle<bool>,
    embed: bool,
    reveal: Reveal,
) -> Html {
    let s = &state.0;
    let ed = &s.editor;
    // What the link fixes: a read-only embed everything, an exercise the rules and the
    // complex (and the piles, unless it asks for a move or a game). The reducer refuses the
    // rest; the controls for it are not offered.
    let fixed = s.game_fixed_by().is_some();
    let piles_fixed = !s.piles_editable();
    let d = state.dispatcher();
    let edit = {
        let d = d.clone();
        Callback::from(move |a: Action| d.dispatch(Msg::Edit(a)))
    };
    let send = sender(solver, describer, d.clone());
    let rev = ed.math_rev;
    let on_cancel = {
        let solver = solver.clone();
        Callback::from(move |_| solver.send(Request::Cancel { id: RequestId::Analysis(rev) }))
    };
    let on_search_value = {
        let (send, drawing, max_bytes) = (send.clone(), ed.drawing.clone(), s.display.memory_bytes());
        Callback::from(move |_| {
            if let Ok((c, order)) = drawing.to_complex() {
                let piles = drawing.piles_in_order(&order);
                send.emit(Request::Analyze {
                    id: RequestId::Analysis(rev),
                    complex: c.to_string(),
                    piles,
                    want_value: true,
                    misere: false,
                    max_bytes,
                });
            }
        })
    };
    let on_hints = {
        let d = d.clone();
        Callback::from(move |b: bool| d.dispatch(Msg::ShowMoves(b)))
    };
    let on_settings = {
        let d = d.clone();
        Callback::from(move |v| d.dispatch(Msg::View(v)))
    };
    let on_rules = {
        let (d, view) = (d.clone(), s.view);
        Callback::from(move |misere: bool| d.dispatch(Msg::View(ViewSettings { misere, ..view })))
    };
    let on_hover = {
        let hover = hover.clone();
        Callback::from(move |m: u64| hover.set(m))
    };
    // Only the theory of the complex on screen is shown.
    let current = text_of(&ed.drawing);
    let theory_view = s.theory.as_ref().filter(|(text, _)| *text == current).map(|(_, v)| v.clone());
    let drawing = Rc::new(ed.drawing.clone());
    // An open exercise hides the views that would give its answer away (a game keeps play).
    let task_open = s.task.as_ref().filter(|t| !t.shows_answer()).map(|t| t.task.kind);
    // A tool: its name, the key that does the same (shown where there is a keyboard), its id.
    let tool = |label: &'static str, key: &'static str, id: &'static str, title: &'static str, a: Action| {
        let edit = edit.clone();
        html! { <button class="tool" {id} {title} onclick={Callback::from(move |_| edit.emit(a.clone()))}>{label}
        if !key.is_empty() { <span class="kbd-hint">{format!(" ({key})")}</span> }</button> }
    };
    let one_selected = (ed.selection.count_ones() == 1).then(|| ed.selection.trailing_zeros() as usize);
    html! {
        <main class="layout">
            if reveal.drawing() {
            <section class="stage" aria-label="The complex">
                if !fixed {
                    <div class="toolbar scroll-x" role="toolbar" aria-label="Drawing tools">
                        <button class={classes!("tool", select_mode.then_some("active"))} id="select-mode" aria-pressed={select_mode.to_string()}
                            title="Tap vertices to select several (for touch screens; Shift+click does the same)"
                            onclick={{ let m = select_mode.clone(); Callback::from(move |_| m.set(!*m)) }}>{"Select several"}</button>
                        { tool("Make face", "F", "make-face", "Make the selected vertices a face", Action::MakeFace) }
                        { tool("Remove face", "R", "remove-face", "Remove the selected face and every face containing it", Action::RemoveFace) }
                        { tool("Delete", "Del", "delete-selected", "Delete the selected vertices", Action::DeleteSelected) }
                        <span class="sep" />
                        { tool("Circle", "", "layout-circle", "Lay the vertices out on a circle", Action::Layout(LayoutKind::Circle)) }
                        { tool("Spring", "", "layout-spring", "Spring layout", Action::Layout(LayoutKind::Spring)) }
                    </div>
                }
                <Canvas drawing={drawing.clone()} selection={ed.selection} highlight={**hover} on_action={edit.clone()} wheel={!embed} readonly={piles_fixed} select_several={**select_mode} />
                if !piles_fixed {
                    { pile_stepper(&StepperProps { drawing: drawing.clone(), vertex: one_selected, on_action: edit.clone() }) }
                }
            </section>
            }
            if reveal.answer() {
            <div class="answer-area">
                <AnswerPanel status={s.status.clone()} drawing={drawing.clone()} on_action={edit.clone()} {on_cancel} {on_search_value} show_moves={s.show_moves} readonly={piles_fixed}
                    misere={s.view.misere} {on_rules} rules_fixed={s.game_fixed_by()} value_search={s.value_search} task={s.task.clone()}
                    on_task={{ let d = d.clone(); Callback::from(move |m| d.dispatch(Msg::Task(m))) }}
                    mem={s.display.mem} on_mem={{ let (d, disp) = (d.clone(), s.display); Callback::from(move |mem| d.dispatch(Msg::Display(Display { mem, ..disp }))) }} />
            </div>
            }
            if reveal.below() {
            <section class="below" aria-label="Operations and views">
                if !fixed {
                    <OperationsBar on_action={edit.clone()} />
                }
                <p class="hint legend">{"Vertex names are in the discs; the tag beside each disc counts its chips. "}
                    if !fixed { {"Click or tap empty space to add a vertex · drag to move · click, tap in “Select several”, shift-click or drag a box to select · F makes a face · the − and + under the drawing, scrolling on a vertex or the arrow keys on a focused vertex change its pile"} }
                </p>
                { faces_panel(&FacesProps { drawing: drawing.clone(), on_hover: on_hover.clone() }) }
                if task_open.is_none_or(|k| k == TaskKind::Win) && cfg!(feature = "first") {
                    <ViewsSlot readable={s.readable()} settings={s.view} readonly={piles_fixed} play_only={task_open.is_some()}
                        on_settings={on_settings.clone()} on_event={view_events(&d)} />
                } else if task_open.is_none_or(|k| k == TaskKind::Win) {
                    { views_panel(&ViewsProps { drawing: drawing.clone(), replies: s.views.clone(), atlas: s.atlas.clone(),
                        send: send.clone(), pool: pool.clone(), table_workers: s.table_workers,
                        on_action: edit.clone(), on_hints, settings: s.view, on_settings, readonly: piles_fixed,
                        play_only: task_open.is_some(),
                        on_game_over: { let d = d.clone(); Callback::from(move |w| d.dispatch(Msg::GameOver(w))) },
                        formula: s.formula.clone(), described: s.described.clone(), mined_values: s.mined_values.clone(), describe_step: s.describe_step.clone(), on_formula: { let d = d.clone(); Callback::from(move |f| d.dispatch(Msg::Formula(f))) } }) }
                }
                if !fixed { <GalleryPanel on_action={edit.clone()} /> }
            </section>
            }
            if reveal.side() {
            <aside class="side" aria-label="Theory and editing">
                { theory_panel(&TheoryProps { view: theory_view, drawing: drawing.clone(), on_hover, on_action: edit.clone(), task_open: s.task.as_ref().is_some_and(|t| !t.shows_answer()) }) }
                if !piles_fixed && s.task.is_none() {
                    <PilesPanel on_action={edit.clone()} />
                }
                if !fixed {
                    { facets_panel(&FacetsProps { text: ed.text.clone(), error: ed.text_error.clone(), on_action: edit.clone() }) }
                }
                if !piles_fixed {
                    { vertices_panel(&VerticesProps { drawing, selection: ed.selection, on_action: edit, names_fixed: fixed }) }
                }
            </aside>
            }
        </main>
    }
}

/// The graph Nim and matrix modes (the full app only).
#[cfg(not(feature = "first"))]
fn games_body(state: &UseReducerHandle<Store>, readonly: bool) -> Html {
    let s = &state.0;
    let d = state.dispatcher();
    let on_msg = Callback::from(move |m: Msg| d.dispatch(m));
    let fixed = readonly || s.game_fixed_by().is_some();
    let task = s.task.clone().map(|t| {
        let position = s.game_position_text(&t.start);
        (t, position)
    });
    html! { <crate::games::GamesMode games={Rc::new(s.games.clone())} mode={s.mode} {fixed} moves={s.piles_editable()}
    max_bytes={s.display.memory_bytes()} {task} {on_msg} /> }
}

/// The first screen's app hands these modes over (never called).
#[cfg(feature = "first")]
fn games_body(_: &UseReducerHandle<Store>, _: bool) -> Html {
    Html::default()
}

/// The rules of the game and what P and N mean, in one line on the first screen.
fn rules_line(misere: bool) -> Html {
    html! {
        <p class="rules-line" id="rules-line">
            <a class="learn-link" href="#learn">{"New to Nim? Learn it step by step"}</a>
            <strong>{"How to play: "}</strong>
            {"a move takes chips from the piles of one face (an edge, a filled triangle or a larger face), any number from each, at least one in all. "}
            {if misere { "Misère play: whoever makes the last move loses. " } else { "Whoever cannot move loses. " }}
            <span class="badge-word p">{"P"}</span>{": the player to move loses · "}
            <span class="badge-word n">{"N"}</span>{": the player to move wins."}
        </p>
    }
}

/// The theme chosen earlier on this device (local storage), if any.
fn stored_theme() -> Option<Theme> {
    let storage = web_sys::window()?.local_storage().ok()??;
    storage.get_item("simnim-theme").ok()?.map(|t| Theme::parse(&t))
}

/// Puts the theme on the document (`data-theme`, none for the system's) and remembers a
/// chosen one on this device.
#[hook]
fn use_theme(theme: Theme) {
    use_effect_with(theme, move |&theme| {
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = match theme.name() {
                Some(t) => root.set_attribute("data-theme", t),
                None => root.remove_attribute("data-theme"),
            };
        }
    });
}

/// The app.
#[component]
pub fn App() -> Html {
    let address = use_memo((), |_| page_address());
    let embed = (*address).clone();
    // Started by a handover: the first app's state, as its link.
    let incoming = use_memo((), |_| crate::handover::incoming());
    let state = use_reducer(|| {
        let opened = (*incoming).as_ref().map_or(embed.fragment.as_str(), |h| h.readable.as_str());
        let mut s = AppState::from_link(opened, embed.play).read_only(embed.readonly);
        if let Some(n) = (*incoming).as_ref().and_then(|h| h.notice.clone()) {
            s.notice_in_mode(n);
        }
        if s.display.theme == Theme::System {
            s.display.theme = stored_theme().unwrap_or_default();
        }
        Store(s)
    });
    use_theme(state.0.display.theme);
    let solver = use_solver(state.dispatcher());
    // The first screen's app has no views: no pool, no miner.
    #[cfg(not(feature = "first"))]
    let (pool, describer) = (use_pool(state.dispatcher(), solver.clone()), Some(use_describer(state.dispatcher())));
    #[cfg(feature = "first")]
    let (pool, describer) = (Callback::noop(), None);
    use_requests(&state, &solver);
    let readable = state.0.readable();
    #[cfg(feature = "first")]
    crate::handover::note_state(&readable, state.0.notice());
    use_link_sync(readable, state.dispatcher());
    use_shortcuts(state.dispatcher(), state.0.mode, embed.readonly);
    use_host(&state, embed.readonly, embed.fragment.clone(), incoming.is_none());
    let hover = use_state(|| 0u64);
    let select_mode = use_state_eq(|| false);
    let settled = !matches!(state.0.status, Status::Pending { .. });
    let reveal = use_reveal(settled, incoming.is_some());
    let root = use_node_ref();
    use_take_over(incoming.clone(), settled, root.clone(), state.dispatcher());
    let s = &state.0;
    let d = state.dispatcher();
    let dismiss = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(Msg::Edit(Action::DismissNotice)))
    };
    let body = if s.mode == Mode::Nim {
        nim_mode(&state, &solver, &describer, &pool, &hover, &select_mode, embed.embed, reveal)
    } else if cfg!(feature = "first") {
        let what = match s.mode {
            Mode::Graph => "graph Nim mode",
            Mode::Matrix => "matrix Nim mode",
            _ => "convex mode",
        };
        html! { <ModeLater {what} /> }
    } else if matches!(s.mode, Mode::Graph | Mode::Matrix) {
        games_body(&state, embed.readonly)
    } else {
        let on_act = {
            let d = d.clone();
            Callback::from(move |a| d.dispatch(Msg::Convex(a)))
        };
        let rev = s.convex.math_rev;
        let brute = s.convex_brute.as_ref().filter(|(r, _)| *r == rev).map(|(_, r)| r.clone());
        let on_brute = {
            let (send, spec) = (sender(&solver, &describer, d.clone()), s.convex.sketch.spec());
            Callback::from(move |_| {
                send.emit(Request::ConvexBrute { id: RequestId::ConvexBrute(rev), spec: spec.clone() })
            })
        };
        html! { <ConvexMode ed={Rc::new(s.convex.clone())} {on_act} {brute} {on_brute} readonly={embed.readonly} /> }
    };
    let full_link = if embed.embed { full_page_link(&s.readable()) } else { String::new() };
    // The course: a closed exercise of a lesson is kept in this browser with its grade.
    let grade = s.task.as_ref().and_then(|t| t.grade()).or_else(|| {
        let q = &s.convex.quiz;
        (s.convex.sketch.task && q.solved).then_some(if q.tries <= 1 { Grade::FirstTry } else { Grade::AfterTries })
    });
    {
        let key = grade.and_then(|_| s.exercise_key());
        use_effect_with((key, grade), |(key, grade)| {
            if let (Some(k), Some(g)) = (key, grade) {
                learn_record(k, *g);
            }
        });
    }
    let learn = s.learn.as_ref();
    let pane = use_node_ref();
    {
        let (pane, link) = (pane.clone(), learn.map(|l| (l.file().unwrap_or_default(), l.page.clone())));
        use_effect_with((link, s.outbox_seq, grade), move |(link, ..)| {
            if let (Some((file, page)), Some(el)) = (link, pane.cast::<web_sys::Element>()) {
                learn_open(&el, file, page);
            }
        });
    }
    html! {
        <div ref={root} class={classes!("app", embed.embed.then_some("embed"), embed.readonly.then_some("readonly"), (embed.readonly && s.piles_editable()).then_some("answerable"), s.display.present.then_some("present"),
            learn.map(|_| "learning"), learn.filter(|l| l.draw).map(|_| "learn-draw"), learn.filter(|l| l.views).map(|_| "learn-views"),
            learn.filter(|l| l.slug().is_none()).map(|_| "learn-index"))}>
            if embed.embed {
                <a class="embed-open" href={full_link} target="_blank" rel="noopener">{"simnim ↗"}</a>
            }
            <Header state={state.clone()} />
            if s.mode == Mode::Nim {
                { rules_line(s.view.misere) }
            }
            // Feedback for an action appears where the person is: a toast at the bottom of the
            // viewport, whatever is scrolled into view, announced to screen readers.
            if let Some(n) = &s.editor.notice {
                <div class="notice toast" role="alert" id="notice">
                    <span>{n}</span>
                    <button class="link" aria-label="Dismiss" onclick={dismiss}>{"×"}</button>
                </div>
            }
            if let Some(link) = &s.shared {
                <div class="shared" id="shared">
                    <label>{"Link copied: "}<input readonly=true value={link.clone()} id="share-link" /></label>
                    <label>{" readable form: "}<input readonly=true value={page_url_with(&s.readable())} id="share-readable" /></label>
                </div>
            }
            if let Some(o) = s.embed_dialog {
                { embed_dialog(&EmbedProps { dispatch: d.clone(), options: o, readable: s.readable(), mode: s.mode }) }
            }
            if s.help {
                { help_dialog(&DialogProps { dispatch: d.clone() }) }
            }
            if let Some(t) = &s.export_text {
                { tikz_dialog(&TikzProps { dispatch: d.clone(), text: t.clone() }) }
            }
            if learn.is_some() {
                <section class="lesson-pane" id="lesson-pane" aria-label="Lesson" ref={pane} />
            }
            {body}
        </div>
    }
}

/// Mounts the app on the page body, in place of the first screen's words `index.html`
/// paints before the WebAssembly arrives (`#boot`), once the browser has painted them (its
/// first contentful paint): the page's largest text then appears at its first paint, and
/// the app's copy of it, the same size, is not a later one. A hidden page (a background tab,
/// a folded frame), a browser that reports no paint, or a second gone by: it mounts at once.
pub fn start() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static MOUNTED: AtomicBool = AtomicBool::new(false);
    fn painted() -> bool {
        let w = web_sys::window();
        w.as_ref().and_then(|w| w.document()).is_none_or(|d| d.hidden())
            || w.and_then(|w| w.performance())
                .is_none_or(|p| p.get_entries_by_name("first-contentful-paint").length() > 0)
    }
    fn mount() {
        if MOUNTED.swap(true, Ordering::Relaxed) {
            return;
        }
        if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
            boot.remove();
        }
        let app = yew::Renderer::<App>::new().render();
        crate::handover::keep_first(Box::new(move || app.destroy()));
        crate::offline::register();
    }
    fn wait() {
        if painted() {
            // In a task of its own: the module's start (its instantiation, and the first
            // calls that compile its functions) is then not one long task with the first render.
            gloo::timers::callback::Timeout::new(0, mount).forget();
        } else if !MOUNTED.load(Ordering::Relaxed) {
            std::mem::forget(gloo::render::request_animation_frame(|_| wait()));
        }
    }
    gloo::timers::callback::Timeout::new(1000, mount).forget();
    wait();
}

/// The full app's start (exported by `src/bin/full.rs`): mounts the app in an element of its
/// own outside the page, with the first app's state `readable` and `notice`; it calls `done`
/// when it takes over (`crate::handover`).
pub fn start_full(readable: String, notice: Option<String>, done: js_sys::Function) {
    crate::handover::hand_in(readable, notice, done);
    // Outside the page until it takes over (nothing on the page is there twice); yew clears
    // the element it mounts in.
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.create_element("div").ok()) {
        yew::Renderer::<App>::with_root(root).render();
    }
}
