//! What a link fixes: a read-only embed refuses every change of the game, and an exercise
//! refuses what would change the game it asks about (the rules, the mode and the complex
//! always; the piles unless it asks for a move or a game). Part of the one reducer
//! ([`AppState::allows`] is asked before every message is applied).

use crate::convex::Act;
use crate::editor::{Action, Editor};
use crate::state::{AppState, Mode, Msg};
use crate::task::{TaskKind, TaskMsg};

impl AppState {
    /// Why a person cannot change the game's rules (normal or misère play), the complex or
    /// the mode here, if they cannot: a read-only embed and an exercise fix the game their
    /// link sets. The page shows the controls as the rule in force, disabled, with this reason.
    pub fn game_fixed_by(&self) -> Option<&'static str> {
        if self.readonly {
            Some("fixed by this read-only example")
        } else if self.task.is_some() || (self.mode == Mode::Convex && self.convex.sketch.task) {
            Some("fixed by this exercise")
        } else {
            None
        }
    }

    /// May a person change the piles? Not in an exercise about the position the link opens
    /// (an outcome or value task), but in a move or a game, whose answer is a change of the
    /// piles — in a read-only embed too, where nothing else changes (the piles stay at or
    /// below the task's position, `AppState::edit`). Otherwise not in a read-only embed.
    pub fn piles_editable(&self) -> bool {
        match &self.task {
            Some(t) => matches!(t.task.kind, TaskKind::Move | TaskKind::Win),
            None => !self.readonly,
        }
    }

    /// May this message be applied? A read-only page refuses everything that would change
    /// the complex, the position, the rules, the mode or the convex sketch (buttons,
    /// winning-move links, keys, drag, wheel, touch and play all arrive as such messages); it
    /// still shows answers, notices, dialogs, views and themes. An exercise refuses what would
    /// change the game it asks about: the rules, the mode and the complex always, the piles
    /// unless the task is a move or a game. A link (the address bar, or the host page's
    /// `simnim:set`) is a new page and always loads.
    pub fn allows(&self, msg: &Msg) -> bool {
        let fixed = self.game_fixed_by().is_some();
        match msg {
            #[cfg(not(feature = "first"))]
            Msg::Game(m) => return self.allows_game(m),
            Msg::View(v) if fixed && v.misere != self.view.misere => return false,
            Msg::SetMode(m) if fixed && *m != self.mode => return false,
            Msg::Convex(a)
                if fixed
                    && !matches!(
                        a,
                        Act::Solved(..) | Act::Failed(..) | Act::ShowNotice(_) | Act::DismissNotice | Act::Answer(_)
                    ) =>
            {
                return false
            }
            Msg::Edit(a) if fixed && a.changes_complex() => return false,
            Msg::Edit(a) if a.changes_piles() && !self.piles_editable() => return false,
            _ => {}
        }
        if !self.readonly {
            return true;
        }
        match msg {
            // A move or a game of an exercise is answered on the piles (checked above).
            Msg::Edit(a) if a.changes_piles() => self.piles_editable(),
            Msg::Edit(a) => matches!(a, Action::ShowNotice(_) | Action::DismissNotice),
            Msg::Task(TaskMsg::Retry) => self.piles_editable(),
            _ => true,
        }
    }
}

impl AppState {
    /// Applies an edit. In an exercise the piles never rise above the task's position: a
    /// move lowers them, and no control (a stepper's +, a typed pile, undo) takes the
    /// position away from the one the link asks about. Such an edit is refused whole.
    pub(crate) fn edit(&mut self, a: Action) {
        let Some(task) = self.task.as_ref().filter(|_| a.changes_piles()) else {
            self.editor.apply(a);
            return;
        };
        let mut next: Editor = self.editor.clone();
        next.apply(a);
        let within = next.drawing.to_complex().is_ok_and(|(c, order)| {
            c.to_string() == task.complex
                && next.drawing.piles_in_order(&order).iter().zip(&task.start).all(|(now, start)| now <= start)
        });
        if within {
            self.editor = next;
        }
    }
}
