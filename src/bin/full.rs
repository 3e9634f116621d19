//! Browser entry point of the full app (built by trunk; never run natively): loaded by the
//! first screen's app when a person first asks for what it leaves out (the views, the convex
//! mode), which then hands the page over (`simnim_web::handover`).
use wasm_bindgen::prelude::*;

fn main() {}

/// Mounts the full app with the page's state `readable` (and the `notice` it showed); it
/// calls `done` when it takes over.
#[wasm_bindgen]
pub fn start_full(readable: String, notice: Option<String>, done: js_sys::Function) {
    simnim_web::app::start_full(readable, notice, done);
}

/// The views, mounted by the first screen's app in its element `host`
/// (`simnim_web::views::hosted`).
#[wasm_bindgen]
pub struct Views(simnim_web::views::hosted::Hosted);

/// Mounts the views in `host` for the page whose state is the link `readable` (their settings
/// `view`); `emit` hears their events.
#[wasm_bindgen]
pub fn mount_views(
    host: web_sys::Element,
    readable: String,
    view: String,
    readonly: bool,
    play_only: bool,
    emit: js_sys::Function,
) -> Views {
    use simnim_web::views::hosted::{Emit, Hosted, HostedProps};
    Views(Hosted::mount(host, HostedProps { readable, view, readonly, play_only, emit: Emit(emit) }))
}

#[wasm_bindgen]
impl Views {
    /// The page changed.
    pub fn update(&mut self, readable: String, view: String, readonly: bool, play_only: bool) {
        self.0.update(readable, view, readonly, play_only);
    }

    /// The views go.
    pub fn unmount(self) {
        self.0.unmount();
    }
}
