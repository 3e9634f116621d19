//! A drawn complex: vertices with labels, positions and piles, and its maximal faces.
//!
//! Contract: every vertex lies in at least one face of `faces`; `faces` are the maximal
//! faces (bitmasks over drawing indices, pairwise incomparable); labels are valid,
//! distinct vertex labels; at most 64 vertices. Drawing order is the order in which a
//! person created vertices; the mathematical vertex order (for piles in text, URLs and
//! the CLI) is the complex's canonical order, see [`Drawing::to_complex`].

use serde::{Deserialize, Serialize};

use simnim_core::{bits, low_mask, Complex, Label, MAX_VERTICES};

/// One drawn vertex.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Vertex {
    pub label: String,
    pub x: f64,
    pub y: f64,
    pub pile: u64,
}

/// A drawn complex. See the module documentation for the contract.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Drawing {
    pub vertices: Vec<Vertex>,
    pub faces: Vec<u64>,
    /// The family this drawing was built from (the gallery, or `f=` in a link), while its
    /// complex is still that family's: links then name the family (`f=cn:7,3`) instead of
    /// listing its facets. Not saved in JSON files.
    #[serde(skip)]
    pub family: Option<FamilyTag>,
}

/// A family spec (as `--family` takes it) and the complex it built, in the papers'
/// notation: the tag holds only while the drawing's complex is still that one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FamilyTag {
    pub spec: String,
    pub complex: String,
}

/// Width and height of the drawing area (SVG user units).
pub const WIDTH: f64 = 640.0;
pub const HEIGHT: f64 = 480.0;

pub use simnim_core::maximal_sets as maximalize;

impl Drawing {
    /// An empty drawing (no vertices). Not a valid complex until a vertex is added.
    pub fn empty() -> Drawing {
        Drawing { vertices: Vec::new(), faces: Vec::new(), family: None }
    }

    /// The family spec links should name, if the drawing is still the family's complex
    /// (written `text` in the papers' notation).
    pub fn family_spec(&self, text: &str) -> Option<&str> {
        self.family.as_ref().filter(|t| t.complex == text).map(|t| t.spec.as_str())
    }

    /// Number of vertices.
    pub fn n(&self) -> usize {
        self.vertices.len()
    }

    /// The complex, and for each complex vertex the drawing index it comes from.
    pub fn to_complex(&self) -> Result<(Complex, Vec<usize>), String> {
        if self.vertices.is_empty() {
            return Err("the drawing is empty: click to add a vertex".into());
        }
        let labels: Vec<Label> = self
            .vertices
            .iter()
            .map(|v| Label::parse(&v.label).ok_or_else(|| format!("'{}' is not a valid vertex label", v.label)))
            .collect::<Result<_, _>>()?;
        let c = Complex::from_sets(labels, &self.faces).map_err(|e| e.to_string())?;
        let order = c
            .labels()
            .iter()
            .map(|l| {
                self.vertices.iter().position(|v| Label::parse(&v.label).as_ref() == Some(l)).expect("same labels")
            })
            .collect();
        Ok((c, order))
    }

    /// Piles in the complex's vertex order.
    pub fn piles_in_order(&self, order: &[usize]) -> Vec<u64> {
        order.iter().map(|&i| self.vertices[i].pile).collect()
    }

    /// Sets piles given in the complex's vertex order.
    pub fn set_piles_in_order(&mut self, order: &[usize], piles: &[u64]) {
        for (&i, &p) in order.iter().zip(piles) {
            self.vertices[i].pile = p;
        }
    }

    /// Builds a drawing for a complex. Vertices whose label exists in `old` keep their
    /// position and pile; the others are placed by `place` (index in the complex).
    pub fn from_complex(c: &Complex, old: Option<&Drawing>, mut place: impl FnMut(usize) -> (f64, f64)) -> Drawing {
        let vertices: Vec<Vertex> = c
            .labels()
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let label = l.to_string();
                match old.and_then(|d| d.vertices.iter().find(|v| v.label == label)) {
                    Some(v) => v.clone(),
                    None => {
                        let (x, y) = place(i);
                        Vertex { label, x, y, pile: 0 }
                    }
                }
            })
            .collect();
        Drawing { vertices, faces: c.facets().to_vec(), family: None }
    }

    /// A fresh label: the smallest positive integer not in use (or `v1`, `v2`, .. when some
    /// label is not an integer).
    pub fn fresh_label(&self) -> String {
        let all_int = self.vertices.iter().all(|v| v.label.parse::<i64>().is_ok());
        for k in 1.. {
            let cand = if all_int { k.to_string() } else { format!("v{k}") };
            if self.vertices.iter().all(|v| v.label != cand) {
                return cand;
            }
        }
        unreachable!("some label is free")
    }

    /// Adds an isolated vertex. Refused at 64 vertices.
    pub fn add_vertex(&mut self, x: f64, y: f64) -> Result<usize, String> {
        if self.n() >= MAX_VERTICES {
            return Err(format!("at most {MAX_VERTICES} vertices"));
        }
        let label = self.fresh_label();
        self.vertices.push(Vertex { label, x, y, pile: 0 });
        let i = self.n() - 1;
        self.faces.push(1u64 << i);
        Ok(i)
    }

    /// Deletes the vertices in `mask` (and every face through them).
    pub fn delete_vertices(&mut self, mask: u64) {
        let mask = mask & low_mask(self.n());
        if mask == 0 {
            return;
        }
        let keep: Vec<usize> = (0..self.n()).filter(|&v| mask >> v & 1 == 0).collect();
        let compress = |s: u64| keep.iter().enumerate().fold(0u64, |m, (i, &v)| m | ((s >> v & 1) << i));
        let faces: Vec<u64> = self.faces.iter().map(|&f| compress(f)).collect();
        self.vertices = keep.iter().map(|&v| self.vertices[v].clone()).collect();
        self.faces = maximalize(&faces);
    }

    /// Makes `mask` a face (all its subsets come with it).
    pub fn make_face(&mut self, mask: u64) {
        let mask = mask & low_mask(self.n());
        if mask == 0 {
            return;
        }
        let mut faces = self.faces.clone();
        faces.push(mask);
        self.faces = maximalize(&faces);
    }

    /// Removes the face `mask` and every face containing it; vertices stay.
    /// A single vertex cannot be removed this way (delete the vertex instead).
    pub fn remove_face(&mut self, mask: u64) -> Result<(), String> {
        let mask = mask & low_mask(self.n());
        if mask.count_ones() < 2 {
            return Err("select at least two vertices to remove a face (delete a vertex with Delete)".into());
        }
        if !self.faces.iter().any(|&f| mask & !f == 0) {
            return Err("the selected vertices are not a face".into());
        }
        let mut faces = Vec::new();
        for &f in &self.faces {
            if mask & !f == 0 {
                faces.extend(bits(mask).map(|v| f & !(1u64 << v)));
            } else {
                faces.push(f);
            }
        }
        self.faces = maximalize(&faces);
        Ok(())
    }

    /// Renames vertex `i`; the label must be a valid, unused vertex label.
    pub fn rename(&mut self, i: usize, label: &str) -> Result<(), String> {
        let label = label.trim();
        let parsed = Label::parse(label)
            .ok_or_else(|| format!("'{label}' is not a vertex label (use integers or names like a, x1)"))?;
        if self.vertices.iter().enumerate().any(|(j, v)| j != i && Label::parse(&v.label).as_ref() == Some(&parsed)) {
            return Err(format!("label {label} is already used"));
        }
        let v = self.vertices.get_mut(i).ok_or("no such vertex")?;
        v.label = parsed.to_string();
        Ok(())
    }

    /// Is `mask` (over drawing indices) a face?
    pub fn is_face(&self, mask: u64) -> bool {
        self.faces.iter().any(|&f| mask & !f == 0)
    }

    /// The edges (1-faces) as index pairs.
    pub fn edges(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..self.n() {
            for b in a + 1..self.n() {
                if self.is_face(1 << a | 1 << b) {
                    out.push((a, b));
                }
            }
        }
        out
    }

    /// The triangles (2-faces) as index triples.
    pub fn triangles(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for &f in &self.faces {
            let vs: Vec<usize> = bits(f).collect();
            for i in 0..vs.len() {
                for j in i + 1..vs.len() {
                    for k in j + 1..vs.len() {
                        out.push((vs[i], vs[j], vs[k]));
                    }
                }
            }
        }
        simnim_core::sort_small(&mut out);
        out.dedup();
        out
    }

    /// Maximal faces with four or more vertices (listed beside the drawing).
    pub fn higher_faces(&self) -> Vec<u64> {
        self.faces.iter().copied().filter(|f| f.count_ones() >= 4).collect()
    }

    /// Formats a set of drawing indices in the papers' notation, in label order.
    pub fn set_label(&self, mask: u64) -> String {
        match self.to_complex() {
            Ok((c, order)) => {
                let cm = order.iter().enumerate().fold(0u64, |m, (ci, &di)| m | ((mask >> di & 1) << ci));
                c.set_to_string(cm)
            }
            Err(_) => {
                let inner: Vec<String> = bits(mask).map(|v| self.vertices[v].label.clone()).collect();
                format!("{{{}}}", inner.join(","))
            }
        }
    }
}
