//! The page state as a Yew reducer: the model's [`AppState`] behind `use_reducer`, so every
//! change goes through `AppState::apply`.

use std::rc::Rc;

use yew::prelude::*;

use simnim_model::state::{AppState, Msg};

/// The model's state as a Yew reducer.
#[derive(Clone, PartialEq)]
pub(crate) struct Store(pub(crate) AppState);

impl Reducible for Store {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut s = Rc::unwrap_or_clone(self);
        s.0.apply(msg);
        Rc::new(s)
    }
}
