//! The flags of `simnim gen` (McCoy–Sieben's games on a convex geometry), declared with clap.

use clap::Args;

/// The convex geometry and the game on it.
#[derive(Args, Debug)]
pub(crate) struct GenArgs {
    #[command(flatten)]
    pub(crate) geometry: GeometryArgs,
    /// The winning set W (labels).
    #[arg(short = 'w', long, allow_hyphen_values = true)]
    pub(crate) win: String,
    /// Deleted points (McCoy–Sieben Def 2.6), by label.
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    pub(crate) delete: String,
    /// The nim number of this position (labels) instead of the start.
    #[arg(long, allow_hyphen_values = true)]
    pub(crate) position: Option<String>,
    /// Write the structure diagram as SVG to this file.
    #[arg(long, value_name = "FILE")]
    pub(crate) svg: Option<String>,
    /// The avoidance game DNG(S, W) instead of GEN.
    #[arg(long)]
    pub(crate) avoid: bool,
    /// Exhaustive search over all subsets (up to 24 points) instead of the structure theory.
    #[arg(long, conflicts_with = "svg")]
    pub(crate) brute: bool,
}

/// One of the three ways to write a geometry.
#[derive(Args, Debug)]
#[group(required = true, multiple = false)]
pub(crate) struct GeometryArgs {
    /// Integer points in the plane, numbered from 1: "(0,0),(2,0),(1,1)".
    #[arg(long)]
    pub(crate) points: Option<String>,
    /// Points on a line, labelled by their coordinates: "-1,0,1".
    #[arg(long, allow_hyphen_values = true)]
    pub(crate) line: Option<String>,
    /// A tree's vertex geometry by its edges: "0-1,0-2,2-3".
    #[arg(long)]
    pub(crate) tree: Option<String>,
}
