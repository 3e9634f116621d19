//! Learn: the course's page beside the playground. The playground's bundle holds only this
//! glue: the lessons (static HTML written at build time from `simnim_model::learn`) and the
//! script that shows them (`learn_pane.js`) are loaded when a lesson is opened, never on the
//! playground's first load. The student's progress is `simnim_model::learn::Progress`,
//! kept in this browser's local storage; the script only shows the marks it is handed.

use simnim_model::learn::Progress;
use simnim_model::task::Grade;
use wasm_bindgen::prelude::*;

/// The local-storage key of the course's progress.
const KEY: &str = "simnim-learn";

#[wasm_bindgen(inline_js = r#"
let pane = null;
function load() {
  return pane || (pane = import(new URL('learn_pane.js', document.baseURI).href));
}
export function learnOpen(root, file, page, marks, key) {
  load().then(m => m.open(root, file, page, JSON.parse(marks), key), () => { pane = null; root.textContent = 'The course could not be loaded.'; });
}
"#)]
extern "C" {
    /// Shows the course's `file` (under `learn/`; empty: `page` names no lesson) in `root`,
    /// with the progress marks `marks` (JSON, [`Progress::marks_json`]); *Start again*
    /// clears the local-storage item `key`.
    #[wasm_bindgen(js_name = learnOpen)]
    fn learn_open_js(root: &web_sys::Element, file: &str, page: &str, marks: &str, key: &str);
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The progress kept in this browser.
fn progress() -> Progress {
    Progress::parse(&storage().and_then(|s| s.get_item(KEY).ok().flatten()).unwrap_or_default())
}

/// Shows the course's `file` in `root` with this browser's progress.
pub(crate) fn learn_open(root: &web_sys::Element, file: &str, page: &str) {
    learn_open_js(root, file, page, &progress().marks_json(), KEY);
}

/// Records the exercise `key` (`slug:N`) closed with `grade` in this browser.
pub(crate) fn learn_record(key: &str, grade: Grade) {
    let mut p = progress();
    if p.record(key, grade) {
        if let Some(s) = storage() {
            let _ = s.set_item(KEY, &p.stored());
        }
    }
}
