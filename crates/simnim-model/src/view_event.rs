//! What the views tell the page, as text: the first screen's app leaves the views out, and
//! the full app's bundle, loaded when they are first asked for, shows them in its place
//! (`web`'s `views::hosted`). The views there hold their own requests and replies; the page
//! keeps the drawing, the settings and the link, and hears from them only these events.

use crate::drawing::Drawing;
use crate::editor::Action;
use crate::share::ViewSettings;
use crate::state::Msg;

/// An event of the views for the page that shows them.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewEvent {
    /// Open this drawing (an atlas row, a described game, a game of the explorer).
    Load(Drawing),
    /// Go to these piles, in the complex's vertex order (a table cell, a graph node).
    SetPiles(Vec<u64>),
    /// A move of play mode to these piles.
    PlayMove(Vec<u64>),
    /// Play mode shows or hides the winning moves.
    Hints(bool),
    /// Another tab or setting of the views.
    View(ViewSettings),
    /// A game of play mode ended (`true`: the person won).
    GameOver(bool),
    /// The Describe view's formula (`None`: cleared).
    Formula(Option<String>),
}

fn piles(p: &[u64]) -> String {
    p.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

fn parse_piles(s: &str) -> Option<Vec<u64>> {
    if s.is_empty() {
        return Some(Vec::new());
    }
    s.split(',').map(|x| x.parse().ok()).collect()
}

impl ViewEvent {
    /// The view's edit of the drawing as an event (`None` for an action views never send).
    pub fn of_action(a: Action) -> Option<ViewEvent> {
        match a {
            Action::Load(d) => Some(ViewEvent::Load(d)),
            Action::SetPilesInOrder(p) => Some(ViewEvent::SetPiles(p)),
            Action::PlayMove(p) => Some(ViewEvent::PlayMove(p)),
            _ => None,
        }
    }

    /// The event as one line of text: a name, a colon, its value.
    pub fn encode(&self) -> String {
        match self {
            ViewEvent::Load(d) => format!("load:{}", crate::url::encode(d)),
            ViewEvent::SetPiles(p) => format!("piles:{}", piles(p)),
            ViewEvent::PlayMove(p) => format!("move:{}", piles(p)),
            ViewEvent::Hints(b) => format!("hints:{}", u8::from(*b)),
            ViewEvent::View(v) => format!("view:{}", v.to_query()),
            ViewEvent::GameOver(w) => format!("over:{}", u8::from(*w)),
            ViewEvent::Formula(None) => "formula".to_string(),
            ViewEvent::Formula(Some(f)) => format!("formula:{f}"),
        }
    }

    /// Reads [`ViewEvent::encode`]'s text; `None` for anything else.
    pub fn decode(s: &str) -> Option<ViewEvent> {
        let (name, value) = s.split_once(':').unwrap_or((s, ""));
        let flag = |v: &str| match v {
            "0" => Some(false),
            "1" => Some(true),
            _ => None,
        };
        match name {
            "load" => crate::url::decode(value).ok().map(ViewEvent::Load),
            "piles" => parse_piles(value).map(ViewEvent::SetPiles),
            "move" => parse_piles(value).map(ViewEvent::PlayMove),
            "hints" => flag(value).map(ViewEvent::Hints),
            "view" => Some(ViewEvent::View(ViewSettings::from_fragment(value))),
            "over" => flag(value).map(ViewEvent::GameOver),
            "formula" if !s.contains(':') => Some(ViewEvent::Formula(None)),
            "formula" => Some(ViewEvent::Formula(Some(value.to_string()))),
            _ => None,
        }
    }

    /// The page's message for the event.
    pub fn msg(self) -> Msg {
        match self {
            ViewEvent::Hints(b) => Msg::ShowMoves(b),
            ViewEvent::View(v) => Msg::View(v),
            ViewEvent::GameOver(w) => Msg::GameOver(w),
            ViewEvent::Formula(f) => Msg::Formula(f),
            ViewEvent::Load(d) => Msg::Edit(Action::Load(d)),
            ViewEvent::SetPiles(p) => Msg::Edit(Action::SetPilesInOrder(p)),
            ViewEvent::PlayMove(p) => Msg::Edit(Action::PlayMove(p)),
        }
    }
}
