//! The teaching views: value table (matrix method), game graph (graph method), play mode,
//! invariant vectors with the Invariance Reduction Process, and the open-questions explorer.
//! Everything is computed by the worker; each view sends its request with a fresh view id
//! and renders the reply the model kept for it.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

mod atlas;
mod describe;
mod graph;
pub mod hosted;
mod invariants;
mod play;
mod questions;
mod ray;
mod table;
mod workbench;

use std::rc::Rc;

use yew::prelude::*;

use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::pool::PoolJob;
use simnim_model::protocol::{Request, Response, ViewKind};

use simnim_model::state::{AtlasRows, ViewReplies};

use describe::describe_view;
use graph::GraphView;
use invariants::InvariantsView;
use play::PlayView;
use questions::QuestionsView;
use table::TableView;
use workbench::WorkbenchView;

pub(crate) fn input_u64(e: &InputEvent) -> Option<u64> {
    e.target_dyn_into::<web_sys::HtmlInputElement>().and_then(|i| i.value().trim().parse().ok())
}

pub(crate) struct ViewsProps {
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) replies: Rc<ViewReplies>,
    /// The atlas of the open-questions view, as its games arrive.
    pub(crate) atlas: Rc<AtlasRows>,
    pub(crate) send: Callback<Request>,
    /// Jobs that may split over the page's pool of workers (the atlas, the value table).
    pub(crate) pool: Callback<PoolJob>,
    /// Workers that computed the value table on screen.
    pub(crate) table_workers: usize,
    pub(crate) on_action: Callback<Action>,
    /// Play mode hides the winning moves unless hints are on.
    pub(crate) on_hints: Callback<bool>,
    /// The tab and the value table's settings (they live in the link).
    pub(crate) settings: ViewSettings,
    pub(crate) on_settings: Callback<ViewSettings>,
    /// A read-only embed: the views show, nothing plays or moves.
    pub(crate) readonly: bool,
    /// A "win against the computer" task: only the play view, no tabs.
    pub(crate) play_only: bool,
    /// A game of play mode ended (`true`: the person won).
    pub(crate) on_game_over: Callback<bool>,
    /// The Describe view's formula (in the link) and its edits.
    pub(crate) formula: Option<Rc<str>>,
    pub(crate) on_formula: Callback<Option<String>>,
    pub(crate) described: Option<Rc<simnim_model::protocol::Described>>,
    pub(crate) mined_values: Option<Rc<simnim_model::protocol::Described>>,
    pub(crate) describe_step: Option<String>,
}

use simnim_model::share::{ViewSettings, ViewTab as Tab};

/// The views panel: its tabs and the view shown (a plain function: it has no state).
pub(crate) fn views_panel(p: &ViewsProps) -> Html {
    let settings = p.settings;
    let tab = settings.tab;
    let Ok((c, order)) = p.drawing.to_complex() else {
        return html! {};
    };
    let text = c.to_string();
    let piles = p.drawing.piles_in_order(&order);
    let labels: Vec<String> = c.labels().iter().map(|l| l.to_string()).collect();
    let props = ViewProps {
        text,
        piles,
        labels,
        replies: p.replies.clone(),
        atlas: p.atlas.clone(),
        send: p.send.clone(),
        pool: p.pool.clone(),
        table_workers: p.table_workers,
        on_action: p.on_action.clone(),
        on_hints: p.on_hints.clone(),
        settings,
        on_settings: p.on_settings.clone(),
        readonly: p.readonly,
        on_game_over: p.on_game_over.clone(),
        formula: p.formula.clone(),
        on_formula: p.on_formula.clone(),
        described: p.described.clone(),
        mined_values: p.mined_values.clone(),
        describe_step: p.describe_step.clone(),
    };
    if p.play_only {
        return html! { <section class="panel views" id="views"><PlayView ..props /></section> };
    }
    let body = match tab {
        Tab::Table => html! { <TableView ..props /> },
        Tab::Graph => html! { <GraphView ..props /> },
        Tab::Play => html! { <PlayView ..props /> },
        Tab::Invariants => html! { <InvariantsView ..props /> },
        Tab::Questions => html! { <QuestionsView ..props /> },
        Tab::Workbench => html! { <WorkbenchView ..props /> },
        Tab::Describe => describe_view(&props),
    };
    html! {
        <section class="panel views" id="views">
            { tabs(settings, &p.on_settings) }
            {body}
        </section>
    }
}

/// The views' tabs: choosing one emits the settings with it (`on`).
pub(crate) fn tabs(settings: ViewSettings, on: &Callback<ViewSettings>) -> Html {
    let tab_button = |t: Tab, label: &'static str, id: &'static str| {
        let (on, tab) = (on.clone(), settings.tab);
        html! { <button role="tab" id={id} aria-selected={(tab == t).to_string()} class={classes!("tab", (tab == t).then_some("on"))}
        onclick={Callback::from(move |_| on.emit(ViewSettings { tab: t, ..settings }))}>{label}</button> }
    };
    html! {
        <div role="tablist" class="tabs" aria-label="Views">
            { tab_button(Tab::Table, "Value table", "tab-table") }
            { tab_button(Tab::Graph, "Game graph", "tab-graph") }
            { tab_button(Tab::Play, "Play", "tab-play") }
            { tab_button(Tab::Invariants, "Invariant vectors", "tab-invariants") }
            { tab_button(Tab::Questions, "Open questions", "tab-questions") }
            { tab_button(Tab::Workbench, "OP3 workbench", "tab-workbench") }
            { tab_button(Tab::Describe, "Describe", "tab-describe") }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct ViewProps {
    pub(crate) text: String,
    pub(crate) piles: Vec<u64>,
    pub(crate) labels: Vec<String>,
    pub(crate) replies: Rc<ViewReplies>,
    #[prop_or_default]
    pub(crate) atlas: Rc<AtlasRows>,
    pub(crate) send: Callback<Request>,
    #[prop_or_default]
    pub(crate) pool: Callback<PoolJob>,
    #[prop_or(1)]
    pub(crate) table_workers: usize,
    pub(crate) on_action: Callback<Action>,
    #[prop_or_default]
    pub(crate) on_hints: Callback<bool>,
    #[prop_or_default]
    pub(crate) settings: ViewSettings,
    #[prop_or_default]
    pub(crate) on_settings: Callback<ViewSettings>,
    #[prop_or(false)]
    pub(crate) readonly: bool,
    #[prop_or_default]
    pub(crate) on_game_over: Callback<bool>,
    #[prop_or_default]
    pub(crate) formula: Option<Rc<str>>,
    #[prop_or_default]
    pub(crate) on_formula: Callback<Option<String>>,
    #[prop_or_default]
    pub(crate) described: Option<Rc<simnim_model::protocol::Described>>,
    #[prop_or_default]
    pub(crate) mined_values: Option<Rc<simnim_model::protocol::Described>>,
    #[prop_or_default]
    pub(crate) describe_step: Option<String>,
}

pub(crate) fn get(p: &ViewProps, kind: ViewKind) -> Option<Rc<Response>> {
    p.replies.get(&kind).and_then(|(_, r)| r.clone())
}

pub(crate) fn refused(r: &Response) -> Option<Html> {
    match r {
        Response::Refused { message, .. } => Some(html! { <p class="warn">{message.clone()}</p> }),
        _ => None,
    }
}
