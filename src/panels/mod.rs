//! The side panels of the Nim mode, one file each.

mod answer;
mod editing;
mod gallery;
mod task;
mod theory;

pub(crate) use answer::AnswerPanel;
pub(crate) use editing::{
    faces_panel, facets_panel, pile_stepper, vertices_panel, FacesProps, FacetsProps, PilesPanel, StepperProps,
    VerticesProps,
};
pub(crate) use gallery::{GalleryPanel, OperationsBar};
pub(crate) use task::{task_panel, Board, TaskProps};
pub(crate) use theory::{theory_panel, TheoryProps};
