//! How much of the Nim mode's page is built: the first load builds it in parts, one short
//! task each ([`Reveal`], [`use_reveal`]).

use yew::prelude::*;

/// How much of the Nim mode's page is built. Its first render builds the header (the words
/// the first screen showed before the app came); the drawing, then the answer, and then the
/// panels are each built in a task of their own right after (a few milliseconds later), so
/// that no single task of a phone's first load blocks it for long. Each part comes after
/// the parts above it, which would push it down if built later: on a wide screen the answer
/// and the side panels sit beside the drawing and the views under it; in one column (a
/// phone) the side panels come last.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Reveal {
    Header,
    Drawing,
    Answer,
    /// The answer and one part more: the side panels (`true`) or the views under the
    /// drawing (`false`), whichever comes first in the layout.
    One(bool),
    All,
}

impl Reveal {
    fn next(self, one_column: bool) -> Option<Reveal> {
        match self {
            Reveal::Header => Some(Reveal::Drawing),
            Reveal::Drawing => Some(Reveal::Answer),
            Reveal::Answer => Some(Reveal::One(!one_column)),
            Reveal::One(_) => Some(Reveal::All),
            Reveal::All => None,
        }
    }

    pub(crate) fn drawing(self) -> bool {
        self != Reveal::Header
    }

    pub(crate) fn answer(self) -> bool {
        !matches!(self, Reveal::Header | Reveal::Drawing)
    }

    pub(crate) fn side(self) -> bool {
        matches!(self, Reveal::One(true) | Reveal::All)
    }

    pub(crate) fn below(self) -> bool {
        matches!(self, Reveal::One(false) | Reveal::All)
    }
}

/// Whether the page is laid out in one column (`.layout` in style.css: `max-width: 900px`,
/// the viewport's width with its scroll bar, as `innerWidth` measures it).
fn one_column() -> bool {
    web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|w| w.as_f64()).is_some_and(|w| w <= 900.0)
}

/// The part of the page built so far ([`Reveal`]): one more part per task after mounting
/// (all of it at once when `all`: a handover, where the first app showed it already).
/// The parts under the answer wait for it (`settled`: the first answer, or a refusal, has
/// arrived), for a second and a half at most: built before it, they would be pushed down
/// when it arrives.
#[hook]
pub(crate) fn use_reveal(settled: bool, all: bool) -> Reveal {
    let reveal = use_state_eq(|| if all { Reveal::All } else { Reveal::Header });
    {
        let handle = reveal.clone();
        use_effect_with((*reveal, settled), move |&(r, settled)| {
            let wait = if r == Reveal::Answer && !settled { 1500 } else { 0 };
            let timer =
                r.next(one_column()).map(|next| gloo::timers::callback::Timeout::new(wait, move || handle.set(next)));
            move || drop(timer)
        });
    }
    *reveal
}
