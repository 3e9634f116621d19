//! Learn: the course's page beside the playground. The playground's bundle holds only this
//! glue: the lessons (static HTML written at build time from `simnim_model::learn`) and the
//! script that shows them (`learn_pane.js`) are loaded when a lesson is opened, never on the
//! playground's first load. A solved exercise of a lesson is recorded in this browser.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
let pane = null;
function load() {
  return pane || (pane = import(new URL('learn_pane.js', document.baseURI).href));
}
export function learnOpen(root, file, page) {
  load().then(m => m.open(root, file, page), () => { pane = null; root.textContent = 'The course could not be loaded.'; });
}
export function learnRecord(key) { load().then(m => m.record(key), () => {}); }
"#)]
extern "C" {
    /// Shows the course's `file` (under `learn/`; empty: `page` names no lesson) in `root`.
    #[wasm_bindgen(js_name = learnOpen)]
    pub(crate) fn learn_open(root: &web_sys::Element, file: &str, page: &str);
    /// Records the exercise `key` (`slug:N`) as solved in this browser.
    #[wasm_bindgen(js_name = learnRecord)]
    pub(crate) fn learn_record(key: &str);
}
