//! The reducer's part that loads a link (the compact or the readable form, of any mode,
//! with a lesson's own playground for a bare `learn` link): a broken link changes nothing and
//! says what is wrong.

use std::rc::Rc;

use crate::convex::{self as convex_model, Act};
use crate::display::Display;
use crate::editor::Action;
use crate::share::{self, ViewSettings, ViewTab};
use crate::state::{AppState, Mode};
use crate::task::{Task, TaskKind, TaskState};
use crate::url;

impl AppState {
    /// Loads a link: the compact or the readable form, of either mode.
    pub(crate) fn load_link(&mut self, raw: &str) {
        let broken = |e: &str| format!("This link could not be read ({e}); nothing was changed.");
        let hash = match share::expand(raw) {
            Ok(h) => h,
            Err(e) => {
                self.notice_in_mode(broken(&e));
                return;
            }
        };
        // A lesson's link without a game opens the lesson's own playground; the course's own
        // page keeps whatever is on screen.
        let hash = crate::learn::with_start(hash);
        self.learn = crate::learn::LearnLink::from_fragment(&hash);
        if self.learn.is_some() && !crate::learn::names_a_game(&hash) {
            return;
        }
        if let Some(kind) = crate::games::link_kind(&hash) {
            // Another game: an exercise of another mode ends with its link.
            self.task = None;
            self.display = Display::from_fragment(&hash);
            (self.api, self.origin) = crate::host::api_flags(&hash);
            self.load_game(kind, &hash);
            return;
        }
        if convex_model::is_convex_link(&hash) {
            // A nim exercise ends with its link.
            self.task = None;
            self.display = Display::from_fragment(&hash);
            match convex_model::decode(&hash) {
                Ok(sk) => {
                    self.mode = Mode::Convex;
                    self.convex.apply(Act::Load(sk));
                }
                Err(e) => {
                    self.mode = Mode::Convex;
                    self.convex.apply(Act::ShowNotice(broken(&e)));
                }
            }
            return;
        }
        self.display = Display::from_fragment(&hash);
        match url::decode(&hash) {
            Ok(d) => {
                self.mode = Mode::Nim;
                self.view = ViewSettings::from_fragment(&hash);
                self.formula = crate::describe::formula_from_fragment(&hash).map(Rc::from);
                self.editor.apply(Action::Load(d));
                (self.api, self.origin) = crate::host::api_flags(&hash);
                let misere = self.view.misere;
                self.task = match Task::from_fragment(&hash).and_then(|t| self.current().map(|(c, p)| (t, c, p))) {
                    Some((t, c, p)) => match TaskState::new(t, &c, p, misere) {
                        Ok(t) => Some(t),
                        Err(e) => {
                            self.editor.apply(Action::ShowNotice(e));
                            None
                        }
                    },
                    None => None,
                };
                if self.task.as_ref().is_some_and(|t| t.task.kind == TaskKind::Win) {
                    self.view.tab = ViewTab::Play;
                }
                self.last_answered = None;
            }
            Err(e) => {
                self.mode = Mode::Nim;
                self.editor.apply(Action::ShowNotice(broken(&e)));
            }
        }
    }
}
