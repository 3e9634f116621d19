//! The presets menu: complexes of the papers with an instructive starting position.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use super::drawing::Drawing;
use super::gallery::names;
use super::layout;
use simnim_core::{families, Complex};

/// A preset: identifier (used in links and tests), name shown to people, complex, piles.
pub struct Preset {
    pub id: &'static str,
    pub name: &'static str,
    pub complex: fn() -> Complex,
    pub piles: &'static [u64],
}

/// Every preset, in menu order.
pub const PRESETS: &[Preset] = &[
    Preset {
        id: "nim3",
        name: "Classical Nim, 3 piles",
        complex: || families::classical_nim(3).expect("valid"),
        piles: &[3, 5, 7],
    },
    Preset { id: "ex3.3", name: names::EX3_3, complex: families::example_3_3, piles: &[3, 1, 2, 1, 4] },
    Preset { id: "ex3.4", name: names::EX3_4, complex: families::example_3_4, piles: &[2, 1, 1, 1, 3] },
    Preset { id: "ex4.6", name: names::EX4_6, complex: families::example_4_6, piles: &[7, 3, 5, 6] },
    Preset { id: "fig2", name: names::FIG2, complex: families::figure_2, piles: &[2, 1, 3] },
    Preset {
        id: "cn5,2",
        name: "CN(5,2) = C_{5,2}",
        complex: || families::cycle(5, 2).expect("valid"),
        piles: &[4, 1, 2, 3, 1],
    },
    Preset {
        id: "cn5,3",
        name: "CN(5,3) = C_{5,3}",
        complex: || families::cycle(5, 3).expect("valid"),
        piles: &[0, 3, 1, 2, 2],
    },
    Preset {
        id: "cn7,3",
        name: "CN(7,3) = C_{7,3}",
        complex: || families::cycle(7, 3).expect("valid"),
        piles: &[3, 1, 4, 1, 5, 2, 6],
    },
    Preset { id: "h", name: names::H, complex: families::game_h, piles: &[2, 1, 3, 1, 2, 2] },
    Preset { id: "mystery", name: names::MYSTERY, complex: families::mystery, piles: &[3, 3, 1, 2] },
    Preset {
        id: "o3",
        name: "Hyperoctahedron boundary O_3",
        complex: || families::octahedron(3).expect("valid"),
        piles: &[1, 2, 3, 1, 2, 4],
    },
    Preset {
        id: "op3",
        name: "Open Problem 3: SN(4,{{a,b},{b,c},{d}}) (workbench)",
        complex: || Complex::parse("{a,b},{b,c},{d}").expect("valid"),
        piles: &[3, 2, 4, 1],
    },
    Preset {
        id: "moore5,3",
        name: "Moore's Nim Δ_3 on 5 vertices",
        complex: || families::moore(5, 3).expect("valid"),
        piles: &[1, 2, 3, 4, 5],
    },
];

/// The view a preset opens, when it has its own (Open Problem 3's workbench).
pub fn opens(id: &str) -> Option<crate::share::ViewTab> {
    (id == "op3").then_some(crate::share::ViewTab::Workbench)
}

/// Old preset identifiers that still open their preset: (old, current).
pub const ALIASES: &[(&str, &str)] = &[("ex4.5", "ex4.6")];

/// Looks up a preset by identifier (or an old identifier in [`ALIASES`]).
pub fn find(id: &str) -> Option<&'static Preset> {
    let id = ALIASES.iter().find(|(old, _)| *old == id).map_or(id, |(_, new)| new);
    PRESETS.iter().find(|p| p.id == id)
}

/// The drawing of a preset: spring layout for the cycle and small complexes.
pub fn drawing(p: &Preset) -> Drawing {
    let c = (p.complex)();
    let n = c.n();
    let mut d = Drawing::from_complex(&c, None, |i| layout::circle_point(i, n));
    let order: Vec<usize> = (0..n).collect();
    d.set_piles_in_order(&order, p.piles);
    if !p.id.starts_with("cn") && !p.id.starts_with("nim") && !p.id.starts_with("moore") {
        layout::spring(&mut d);
    }
    d
}
