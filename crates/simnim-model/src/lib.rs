//! The playground's state and logic, free of any web dependency (tested natively):
//! the drawing, the editor reducer, layouts, the URL codec, presets and the worker
//! protocol. `web` renders this and moves messages; it holds no logic of its own.

mod atlas_rows;
pub mod convex;
pub mod describe;
mod display;
pub mod drawing;
pub mod editor;
mod exercise;
pub mod export;
pub mod gallery;
pub mod games;
pub mod history;
pub mod host;
pub mod layout;
pub mod learn;
pub mod link;
mod load;
mod lock;
#[cfg(not(feature = "first"))]
mod modes;
pub mod play;
pub mod pool;
pub mod presets;
pub mod protocol;
pub mod ray_chart;
pub mod share;
pub mod state;
pub mod structure_diagram;
pub mod table_markup;
pub mod task;
pub mod theory_view;
pub mod url;
pub mod view_event;
pub mod workbench;
pub mod worker;
