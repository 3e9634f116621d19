//! The side panels of the Nim mode, one file each.

mod answer;
mod editing;
mod gallery;
mod theory;

pub(crate) use answer::AnswerPanel;
pub(crate) use editing::{FacesPanel, FacetsPanel, PilesPanel, VerticesPanel};
pub(crate) use gallery::{GalleryPanel, OperationsBar};
pub(crate) use theory::TheoryPanel;
