//! The sketch of a convex geometry on the canvas: integer points in the plane, points on a
//! line, or a tree; its winning set W, deleted points D, the rule (GEN or DNG) and the points
//! selected so far in play. It writes itself as the game spec the CLI and the worker read.

use serde::{Deserialize, Serialize};

use simnim_core::convex::{build_game, Game, GeometrySpec, Rule};

/// What the ground set is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// Integer points in the plane, numbered 1, 2, … in the order they were placed.
    Points,
    /// Integer points on a line, labelled by their coordinates.
    Line,
    /// A tree; vertices labelled 0, 1, … (or as typed).
    Tree,
}

/// Everything the mode shows and the link holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sketch {
    pub kind: Kind,
    /// Grid coordinates (y up); for trees only where the vertex is drawn.
    pub pts: Vec<(i64, i64)>,
    /// Tree labels (points and lines label themselves).
    pub labels: Vec<String>,
    /// Tree edges.
    pub edges: Vec<(usize, usize)>,
    /// W, D and the selected points, as masks over the points.
    pub win: u64,
    pub deleted: u64,
    /// Points selected in play, in order.
    pub played: Vec<usize>,
    pub avoid: bool,
    /// An exercise (`&task=value`): the student is asked the nim number.
    #[serde(default)]
    pub task: bool,
}

/// The request for the worker: the game written out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConvexSpec {
    pub geometry: GeometrySpec,
    pub delete: String,
    pub win: String,
    pub avoid: bool,
}

impl ConvexSpec {
    /// Builds the game (same function as the CLI).
    pub fn game(&self) -> Result<Game, String> {
        build_game(&self.geometry, &self.delete, &self.win, if self.avoid { Rule::Avoid } else { Rule::Achieve })
            .map_err(|e| e.to_string())
    }
}

/// Largest number of points the canvas accepts.
pub const MAX_POINTS: usize = 40;

impl Sketch {
    /// A sketch of `kind` with no points.
    pub fn empty(kind: Kind, avoid: bool) -> Sketch {
        Sketch {
            kind,
            pts: Vec::new(),
            labels: Vec::new(),
            edges: Vec::new(),
            win: 0,
            deleted: 0,
            played: Vec::new(),
            avoid,
            task: false,
        }
    }

    /// Label of point `i`.
    pub fn label(&self, i: usize) -> String {
        match self.kind {
            Kind::Points => (i + 1).to_string(),
            Kind::Line => self.pts[i].0.to_string(),
            Kind::Tree => self.labels.get(i).cloned().unwrap_or_else(|| i.to_string()),
        }
    }

    pub(crate) fn labels_of(&self, m: u64) -> String {
        (0..self.pts.len()).filter(|&i| m >> i & 1 == 1).map(|i| self.label(i)).collect::<Vec<_>>().join(",")
    }

    /// The geometry as text (the CLI's flag value).
    pub fn geometry_text(&self) -> String {
        match self.kind {
            Kind::Points => self.pts.iter().map(|p| format!("({},{})", p.0, p.1)).collect::<Vec<_>>().join(","),
            Kind::Line => self.pts.iter().map(|p| p.0.to_string()).collect::<Vec<_>>().join(","),
            Kind::Tree => self
                .edges
                .iter()
                .map(|&(a, b)| format!("{}-{}", self.label(a), self.label(b)))
                .collect::<Vec<_>>()
                .join(","),
        }
    }

    /// The game spec for the worker and the CLI.
    pub fn spec(&self) -> ConvexSpec {
        let t = self.geometry_text();
        let geometry = match self.kind {
            Kind::Points => GeometrySpec::Points(t),
            Kind::Line => GeometrySpec::Line(t),
            Kind::Tree => GeometrySpec::Tree(t),
        };
        ConvexSpec { geometry, delete: self.labels_of(self.deleted), win: self.labels_of(self.win), avoid: self.avoid }
    }

    /// The equivalent command line.
    pub fn command_line(&self) -> String {
        let flag = match self.kind {
            Kind::Points => "--points",
            Kind::Line => "--line",
            Kind::Tree => "--tree",
        };
        let mut s = format!("simnim gen {flag} \"{}\" --win \"{}\"", self.geometry_text(), self.labels_of(self.win));
        if self.deleted != 0 {
            s.push_str(&format!(" --delete \"{}\"", self.labels_of(self.deleted)));
        }
        if self.avoid {
            s.push_str(" --avoid");
        }
        s
    }

    /// The selected points as a mask over the points.
    pub fn position(&self) -> u64 {
        self.played.iter().fold(0, |m, &i| m | 1 << i)
    }

    /// The game's S-mask of a mask over the points (deleted points dropped).
    pub fn to_s(&self, game: &Game, m: u64) -> u64 {
        // Ground indices of the geometry are the sketch's point order, except trees, whose ground
        // order is the order labels appear in the edge list.
        let g = &game.geometry;
        let mut out = 0u64;
        for i in 0..g.n() {
            let gl = g.label(i);
            if let Some(j) = (0..self.pts.len()).find(|&j| self.label(j) == gl) {
                if m >> j & 1 == 1 {
                    out |= 1 << i;
                }
            }
        }
        out
    }

    /// Point index of S index `i` of the game.
    pub fn point_of(&self, game: &Game, i: usize) -> Option<usize> {
        let gl = game.geometry.label(i);
        (0..self.pts.len()).find(|&j| self.label(j) == gl)
    }

    /// A tidy drawing of a tree rooted at vertex 0: depth downwards, leaves two grid units apart in
    /// depth-first order, each parent centred over its children.
    pub fn layout_tree(&mut self) {
        let n = self.pts.len();
        if n == 0 {
            return;
        }
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in &self.edges {
            if a < n && b < n {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        let mut xs = vec![0i64; n];
        let mut depth = vec![0i64; n];
        let mut next_leaf = 0i64;
        // Iterative post-order from vertex 0.
        let mut seen = vec![false; n];
        let mut stack = vec![(0usize, false)];
        seen[0] = true;
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        while let Some((v, done)) = stack.pop() {
            if done {
                xs[v] = if children[v].is_empty() {
                    next_leaf += 2;
                    next_leaf - 2
                } else {
                    let (lo, hi) = (xs[children[v][0]], xs[*children[v].last().unwrap_or(&v)]);
                    (lo + hi).div_euclid(2)
                };
                continue;
            }
            stack.push((v, true));
            for &u in adj[v].iter().rev() {
                if !seen[u] {
                    seen[u] = true;
                    depth[u] = depth[v] + 1;
                    children[v].insert(0, u);
                    stack.push((u, false));
                }
            }
        }
        let shift = (next_leaf - 2).max(0) / 2;
        for v in 0..n {
            self.pts[v] = (xs[v] - shift, 4 - 2 * depth[v]);
        }
    }
}
