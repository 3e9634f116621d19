//! The operations bar (E&S Sec 6–7): cone, suspension, C^z, the doublings B_x and P_x,
//! join and induced subcomplexes, applied to the drawing with new vertices placed near
//! their origin. The complexes come from the core's operations.
//! Item numbers without a paper name are E&S's (cites: es1996).

use simnim_core::bits;

use super::Editor;
use crate::drawing::{Drawing, HEIGHT, WIDTH};
use crate::layout;

/// Operations on the current complex (E&S Sec 6–7).
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Cone,
    Suspension,
    /// `C^z`: a new apex whose pile is the length of the rest (Prop 7.4).
    Cz,
    /// `B_x^{y,z}` on the one selected vertex (value-preserving doubling, E&S Lemma 6.7).
    BDouble,
    /// `P_x^{y,z}` on the one selected vertex (E&S Prop 6.9).
    PDouble,
    /// Join with the complex written in the papers' notation.
    Join(String),
    /// The induced subcomplex on the selected vertices.
    Induced,
}

/// Where the operation puts the `i`-th new vertex.
type Placer = Box<dyn FnMut(usize) -> (f64, f64)>;

impl Editor {
    /// The drawing after an operation; new vertices are placed near their origin.
    pub(super) fn operate(&self, op: &Op) -> Result<Drawing, String> {
        use simnim_core as ops;
        let (c, order) = self.drawing.to_complex()?;
        let d = &self.drawing;
        let n = d.n().max(1) as f64;
        let (cx, cy) =
            (d.vertices.iter().map(|v| v.x).sum::<f64>() / n, d.vertices.iter().map(|v| v.y).sum::<f64>() / n);
        let selected: Vec<usize> = bits(self.selection).collect();
        let one_selected = || -> Result<(usize, (f64, f64)), String> {
            match selected.as_slice() {
                [i] => {
                    let ci = order.iter().position(|&o| o == *i).ok_or("no such vertex")?;
                    Ok((ci, (d.vertices[*i].x, d.vertices[*i].y)))
                }
                _ => Err("select exactly one vertex x to double".into()),
            }
        };
        let clamp = |x: f64, y: f64| (x.clamp(30.0, WIDTH - 30.0), y.clamp(30.0, HEIGHT - 30.0));
        let (new, mut place): (simnim_core::Complex, Placer) = match op {
            Op::Cone => (ops::cone(&c).map_err(|e| e.to_string())?, Box::new(move |_| clamp(cx, cy - 150.0))),
            Op::Cz => (ops::cz(&c).map_err(|e| e.to_string())?, Box::new(move |_| clamp(cx + 170.0, cy - 120.0))),
            Op::Suspension => {
                let mut k = 0;
                (
                    ops::suspension(&c).map_err(|e| e.to_string())?,
                    Box::new(move |_| {
                        k += 1;
                        // left and right of the complex (the cone apex, if any, sits above)
                        clamp(if k == 1 { cx - 230.0 } else { cx + 230.0 }, cy + 20.0)
                    }),
                )
            }
            Op::BDouble | Op::PDouble => {
                let (x, (px, py)) = one_selected()?;
                let new = if *op == Op::BDouble {
                    ops::b_double(&c, x, 2).map_err(|e| e.to_string())?
                } else {
                    ops::p_double(&c, x, 2).map_err(|e| e.to_string())?
                };
                (new, Box::new(move |_| clamp(px + 55.0, py + 40.0)))
            }
            Op::Join(text) => {
                let other =
                    simnim_core::Complex::parse(text).map_err(|e| format!("the complex to join is not valid {e}"))?;
                let m = other.n();
                let mut k = 0;
                (
                    ops::join(&c, &other).map_err(|e| e.to_string())?,
                    Box::new(move |_| {
                        let (x, y) = layout::circle_point(k, m);
                        k += 1;
                        clamp(WIDTH * 0.78 + (x - WIDTH / 2.0) * 0.35, HEIGHT / 2.0 + (y - HEIGHT / 2.0) * 0.35)
                    }),
                )
            }
            Op::Induced => {
                if selected.is_empty() {
                    return Err("select the vertices to keep first".into());
                }
                let mask =
                    selected.iter().filter_map(|&i| order.iter().position(|&o| o == i)).fold(0u64, |m, v| m | 1 << v);
                (c.induced(mask).map_err(|e| e.to_string())?.0, Box::new(|_| (WIDTH / 2.0, HEIGHT / 2.0)))
            }
        };
        Ok(Drawing::from_complex(&new, Some(d), &mut place))
    }
}
