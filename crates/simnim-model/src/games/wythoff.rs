//! The Wythoff picture of the matrix mode (Ferguson's rule on a 2 × 1 or 1 × 2 matrix is
//! Wythoff's game): the P-positions in the plane up to the position's size, the position,
//! and the two lines y = φx and y = x/φ along which the P-positions lie (Wythoff 1907:
//! (⌊kφ⌋, ⌊kφ²⌋) and its mirror image). Which cells are P comes from the core's exact
//! closed form (`simnim_core::thesis::wythoff_is_p`); this only lays it out.

use simnim_core::thesis::wythoff_is_p;

/// The largest side drawn (piles beyond it: no picture, the answer still comes).
pub const MAX_PICTURE: u64 = 60;

/// The golden ratio φ = (1 + √5)/2.
pub const PHI: f64 = 1.618_033_988_749_895;

/// What the picture shows, in cell units with (0, 0) at the bottom left.
#[derive(Clone, Debug, PartialEq)]
pub struct WythoffPicture {
    /// Cells 0..=side on both axes (x: the first pile, y: the second).
    pub side: u64,
    /// The P-positions in the square.
    pub p_cells: Vec<(u64, u64)>,
    /// The position.
    pub at: (u64, u64),
    /// Where the lines y = φx and y = x/φ leave the square.
    pub lines: [(f64, f64); 2],
}

/// The picture for piles (a, b), if it fits [`MAX_PICTURE`] (at least 8 cells a side).
pub fn picture(a: u64, b: u64) -> Option<WythoffPicture> {
    let side = a.max(b).max(8);
    if side > MAX_PICTURE {
        return None;
    }
    let p_cells =
        (0..=side).flat_map(|x| (0..=side).map(move |y| (x, y))).filter(|&(x, y)| wythoff_is_p(x, y)).collect();
    let s = side as f64;
    Some(WythoffPicture { side, p_cells, at: (a, b), lines: [(s / PHI, s), (s, s / PHI)] })
}
