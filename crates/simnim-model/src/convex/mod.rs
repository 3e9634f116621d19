//! The convex-games mode of the playground (McCoy–Sieben): a sketch of a geometry (integer points in the plane,
//! points on a line, or a tree), its winning set W, deleted points D, the rule (GEN or DNG) and the
//! points selected so far in play; one reducer ([`ConvexEditor::apply`]) with undo, the presets and
//! the link codec (`#convex&points=(0,0),(2,0)&w=1,2&d=&at=1`). Free of web dependencies.
//!
//! Contract: every edit keeps the sketch a valid geometry (distinct points; a tree stays a tree:
//! a new vertex hangs below the chosen one, only leaves are removed) or is refused with a notice.
//! The structure comes from the worker (`Solved`); play and the current nim value use it only when
//! it belongs to the sketch on screen (`solved_for`).

mod editor;
mod link;
mod presets;
mod quiz;
mod sketch;

pub use editor::{key_act, Act, ConvexEditor, Tool};
pub use link::{decode, encode, is_convex_link};
pub use presets::{ConvexPreset, CONVEX_PRESETS};
pub use quiz::Quiz;
pub use sketch::{ConvexSpec, Kind, Sketch, MAX_POINTS};
