//! Convex geometries (McCoy–Sieben Sec 2.2): affine geometries of integer points in the plane
//! (exact integer orientation tests), vertex geometries of trees, and their deletions (Def 2.6).
//!
//! Contract: a [`Geometry`] has a *ground* set T (at most 64 points, indexed 0..|T|) and a deleted
//! set D ⊆ T. The geometry the games are played on is the deletion (S, 𝒦∖D) with S = T∖D; every
//! public method takes and returns bitmasks over *S* (bit i = the i-th non-deleted point), so callers
//! never see D. Closure in the deletion is τ'(A) = τ(A ∪ D) ∖ D. Constructors validate their input
//! and return a one-line error; nothing here panics on user input.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use std::fmt;

use super::error::GeometryError;
use super::{MAX_COORD, MAX_GROUND};

/// What the ground set is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// Integer points in the plane, closure = points in the convex hull.
    Points(Vec<(i64, i64)>),
    /// Vertices of a tree, closure = vertices of the smallest subtree; `adj[v]` = neighbours.
    Tree(Vec<Vec<usize>>),
}

/// A convex geometry with deletions; see the module contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    labels: Vec<String>,
    base: Base,
    deleted: u64,
    /// S index -> ground index.
    s_to_ground: Vec<usize>,
}

fn full(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

fn cross(o: (i64, i64), a: (i64, i64), b: (i64, i64)) -> i128 {
    let (ax, ay) = (a.0 as i128 - o.0 as i128, a.1 as i128 - o.1 as i128);
    let (bx, by) = (b.0 as i128 - o.0 as i128, b.1 as i128 - o.1 as i128);
    ax * by - ay * bx
}

fn dot(o: (i64, i64), a: (i64, i64), b: (i64, i64)) -> i128 {
    let (ax, ay) = (a.0 as i128 - o.0 as i128, a.1 as i128 - o.1 as i128);
    let (bx, by) = (b.0 as i128 - o.0 as i128, b.1 as i128 - o.1 as i128);
    ax * bx + ay * by
}

/// The corners of the convex hull of `points`, counter-clockwise (Andrew's monotone chain, strict
/// turns only): one point, the two ends of a segment when all are collinear, or a polygon.
pub fn convex_hull(points: &[(i64, i64)]) -> Vec<(i64, i64)> {
    let mut p = points.to_vec();
    crate::sets::sort_small(&mut p);
    p.dedup();
    if p.len() <= 1 {
        return p;
    }
    let mut hull: Vec<(i64, i64)> = Vec::with_capacity(2 * p.len());
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &(i64, i64)>> =
            if pass == 0 { Box::new(p.iter()) } else { Box::new(p.iter().rev()) };
        for &q in iter {
            while hull.len() >= start + 2 && cross(hull[hull.len() - 2], hull[hull.len() - 1], q) <= 0 {
                hull.pop();
            }
            hull.push(q);
        }
        hull.pop();
    }
    hull
}

/// Ground points (mask) lying in the convex hull of the ground points in `a`.
fn hull_closure(pts: &[(i64, i64)], a: u64) -> u64 {
    let chosen: Vec<(i64, i64)> = (0..pts.len()).filter(|&i| a >> i & 1 == 1).map(|i| pts[i]).collect();
    let hull = convex_hull(&chosen);
    let inside = |q: (i64, i64)| -> bool {
        match hull.len() {
            0 => false,
            1 => q == hull[0],
            // All of A is collinear: the hull is the segment between the extreme points.
            2 => {
                let (a, b) = (hull[0], hull[1]);
                cross(a, b, q) == 0 && dot(a, b, q) >= 0 && dot(b, a, q) >= 0
            }
            k => (0..k).all(|i| cross(hull[i], hull[(i + 1) % k], q) >= 0),
        }
    };
    (0..pts.len()).filter(|&i| inside(pts[i])).fold(0, |m, i| m | 1 << i)
}

/// Vertices of the smallest subtree containing `a` (ground masks): prune leaves outside `a`.
fn subtree_closure(adj: &[Vec<usize>], a: u64) -> u64 {
    if a == 0 {
        return 0;
    }
    let mut cur = full(adj.len());
    loop {
        let mut changed = false;
        for v in 0..adj.len() {
            if cur >> v & 1 == 1 && a >> v & 1 == 0 {
                let deg = adj[v].iter().filter(|&&u| cur >> u & 1 == 1).count();
                if deg <= 1 {
                    cur &= !(1 << v);
                    changed = true;
                }
            }
        }
        if !changed {
            return cur;
        }
    }
}

impl Geometry {
    /// The affine convex geometry of integer points in the plane, labelled "1", "2", … in order.
    pub fn points(pts: &[(i64, i64)]) -> Result<Geometry, GeometryError> {
        let labels = (1..=pts.len()).map(|i| i.to_string()).collect();
        Geometry::points_labelled(pts, labels)
    }

    /// Points on a line (the x-axis), labelled by their coordinates as in the paper's Sec 7.
    pub fn line(xs: &[i64]) -> Result<Geometry, GeometryError> {
        let pts: Vec<(i64, i64)> = xs.iter().map(|&x| (x, 0)).collect();
        Geometry::points_labelled(&pts, xs.iter().map(|x| x.to_string()).collect())
    }

    fn points_labelled(pts: &[(i64, i64)], labels: Vec<String>) -> Result<Geometry, GeometryError> {
        if pts.is_empty() {
            return Err(GeometryError::Empty);
        }
        if pts.len() > MAX_GROUND {
            return Err(GeometryError::TooManyPoints { points: pts.len() });
        }
        for (i, &(x, y)) in pts.iter().enumerate() {
            if x.abs() > MAX_COORD || y.abs() > MAX_COORD {
                return Err(GeometryError::Coordinate { point: i + 1, x, y });
            }
            if let Some(j) = pts[..i].iter().position(|&q| q == (x, y)) {
                return Err(GeometryError::Coincide { first: j + 1, second: i + 1, x, y });
            }
        }
        Ok(Geometry::new(labels, Base::Points(pts.to_vec())))
    }

    /// The vertex geometry of a tree given by its edges between labels.
    pub fn tree(edges: &[(String, String)]) -> Result<Geometry, GeometryError> {
        let mut labels: Vec<String> = Vec::new();
        let idx = |l: &str, labels: &mut Vec<String>| -> usize {
            if let Some(i) = labels.iter().position(|x| x == l) {
                i
            } else {
                labels.push(l.to_string());
                labels.len() - 1
            }
        };
        let mut pairs = Vec::new();
        for (a, b) in edges {
            if a == b {
                return Err(GeometryError::Loop { a: a.clone(), b: b.clone() });
            }
            pairs.push((idx(a, &mut labels), idx(b, &mut labels)));
            if labels.len() > MAX_GROUND {
                return Err(GeometryError::TooManyPoints { points: MAX_GROUND + 1 });
            }
        }
        Geometry::tree_from(labels, &pairs)
    }

    /// The vertex geometry of a tree on `labels` with edges between indices.
    pub fn tree_from(labels: Vec<String>, pairs: &[(usize, usize)]) -> Result<Geometry, GeometryError> {
        let n = labels.len();
        if n == 0 {
            return Err(GeometryError::Empty);
        }
        if n > MAX_GROUND {
            return Err(GeometryError::TooManyPoints { points: n });
        }
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in pairs {
            if a >= n || b >= n || a == b {
                return Err(GeometryError::UnknownEdgeVertex);
            }
            if adj[a].contains(&b) {
                return Err(GeometryError::DuplicateEdge { a: labels[a].clone(), b: labels[b].clone() });
            }
            adj[a].push(b);
            adj[b].push(a);
        }
        if pairs.len() != n - 1 {
            return Err(GeometryError::EdgeCount { edges: pairs.len(), vertices: n });
        }
        // n-1 edges and connected => a tree.
        let mut seen = 1u64;
        let mut stack = vec![0usize];
        while let Some(v) = stack.pop() {
            for &u in &adj[v] {
                if seen >> u & 1 == 0 {
                    seen |= 1 << u;
                    stack.push(u);
                }
            }
        }
        if seen != full(n) {
            let lost = (0..n).find(|&v| seen >> v & 1 == 0).unwrap_or(0);
            return Err(GeometryError::NotConnected { cut_off: labels[lost].clone() });
        }
        Ok(Geometry::new(labels, Base::Tree(adj)))
    }

    fn new(labels: Vec<String>, base: Base) -> Geometry {
        let s_to_ground = (0..labels.len()).collect();
        Geometry { labels, base, deleted: 0, s_to_ground }
    }

    /// The deletion by the ground points `d` (Def 2.6). At least one point must remain.
    pub fn with_deleted(mut self, d: u64) -> Result<Geometry, GeometryError> {
        let n = self.labels.len();
        let d = d & full(n);
        if d == full(n) {
            return Err(GeometryError::AllDeleted);
        }
        self.deleted = d;
        self.s_to_ground = (0..n).filter(|&i| d >> i & 1 == 0).collect();
        Ok(self)
    }

    /// Number of points of S (the non-deleted points).
    pub fn n(&self) -> usize {
        self.s_to_ground.len()
    }
    /// Number of ground points (S and D).
    pub fn ground_len(&self) -> usize {
        self.labels.len()
    }
    /// The ground base (points or tree).
    pub fn base(&self) -> &Base {
        &self.base
    }
    /// Ground mask of the deleted points.
    pub fn deleted(&self) -> u64 {
        self.deleted
    }
    /// Label of the ground point `g`.
    pub fn ground_label(&self, g: usize) -> &str {
        &self.labels[g]
    }
    /// Label of S point `i`.
    pub fn label(&self, i: usize) -> &str {
        &self.labels[self.s_to_ground[i]]
    }
    /// Ground index of S point `i`.
    pub fn ground_index(&self, i: usize) -> usize {
        self.s_to_ground[i]
    }
    /// The mask of all of S.
    pub fn all(&self) -> u64 {
        full(self.n())
    }

    /// S mask -> ground mask.
    pub fn to_ground(&self, s: u64) -> u64 {
        self.s_to_ground.iter().enumerate().filter(|&(i, _)| s >> i & 1 == 1).fold(0, |m, (_, &g)| m | 1 << g)
    }
    /// Ground mask -> S mask (deleted points dropped).
    pub fn to_s(&self, g: u64) -> u64 {
        self.s_to_ground.iter().enumerate().filter(|&(_, &gi)| g >> gi & 1 == 1).fold(0, |m, (i, _)| m | 1 << i)
    }

    fn base_closure(&self, g: u64) -> u64 {
        match &self.base {
            Base::Points(p) => hull_closure(p, g),
            Base::Tree(adj) => subtree_closure(adj, g),
        }
    }

    /// The convex closure τ(A) in the deletion: τ(A ∪ D) ∖ D (S masks).
    pub fn closure(&self, a: u64) -> u64 {
        self.to_s(self.base_closure(self.to_ground(a) | self.deleted))
    }

    /// Whether A is convex (τ(A) = A).
    pub fn is_convex(&self, a: u64) -> bool {
        self.closure(a) == a
    }

    /// Ex(A): the points a of A with a ∉ τ(A ∖ {a}).
    pub fn extreme_points(&self, a: u64) -> u64 {
        (0..self.n())
            .filter(|&i| a >> i & 1 == 1 && self.closure(a & !(1 << i)) >> i & 1 == 0)
            .fold(0, |m, i| m | 1 << i)
    }

    /// Maximal convex sets of the base geometry avoiding ground point `w` (ground masks).
    fn base_copoints(&self, w: usize) -> Vec<u64> {
        let mut cands: Vec<u64> = Vec::new();
        match &self.base {
            Base::Tree(adj) => {
                // The components of T ∖ w.
                for &start in &adj[w] {
                    let mut comp = 1u64 << start;
                    let mut stack = vec![start];
                    while let Some(v) = stack.pop() {
                        for &u in &adj[v] {
                            if u != w && comp >> u & 1 == 0 {
                                comp |= 1 << u;
                                stack.push(u);
                            }
                        }
                    }
                    cands.push(comp);
                }
                if cands.is_empty() {
                    cands.push(0);
                }
            }
            Base::Points(pts) => {
                // A convex set avoiding w lies in an open half-plane bounded by a line through w plus
                // one open ray of that line; lines through w and another point give every maximal one.
                let c = pts[w];
                for (j, &q) in pts.iter().enumerate() {
                    if j == w {
                        continue;
                    }
                    for side in [1i128, -1] {
                        for ray in [1i128, -1] {
                            let mut m = 0u64;
                            for (k, &r) in pts.iter().enumerate() {
                                let s = cross(c, q, r).signum();
                                if s == side || (s == 0 && k != w && dot(c, q, r).signum() == ray) {
                                    m |= 1 << k;
                                }
                            }
                            cands.push(m);
                        }
                    }
                }
                if cands.is_empty() {
                    cands.push(0);
                }
            }
        }
        maximal_sets(cands)
    }

    /// The copoints of S point `w` in the deletion: the maximal convex sets not containing `w`.
    /// Empty when `w ∈ τ(∅)` (every set generates w).
    pub fn copoints(&self, w: usize) -> Vec<u64> {
        let g = self.s_to_ground[w];
        let d = self.deleted;
        let c: Vec<u64> = self.base_copoints(g).into_iter().filter(|&c| c & d == d).map(|c| self.to_s(c)).collect();
        maximal_sets(c)
    }

    /// Every convex set of the deletion (S masks), for |S| ≤ 20.
    pub fn convex_sets(&self) -> Result<Vec<u64>, GeometryError> {
        if self.n() > 20 {
            return Err(GeometryError::TooManyForConvexSets { points: self.n() });
        }
        Ok((0..=self.all()).filter(|&a| self.is_convex(a)).collect())
    }

    /// Formats an S mask in the paper's set notation, e.g. `{-1,0}`.
    pub fn set_string(&self, s: u64) -> String {
        let parts: Vec<&str> = (0..self.n()).filter(|&i| s >> i & 1 == 1).map(|i| self.label(i)).collect();
        format!("{{{}}}", parts.join(","))
    }

    /// Reads a list of labels ("1,3" or "{1,3}") as an S mask; deleted or unknown labels are errors.
    pub fn parse_set(&self, text: &str) -> Result<u64, GeometryError> {
        let t = text.trim().trim_start_matches('{').trim_end_matches('}');
        let mut m = 0u64;
        for part in t.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let g = self
                .labels
                .iter()
                .position(|l| l == part)
                .ok_or_else(|| GeometryError::UnknownLabel(part.to_string()))?;
            if self.deleted >> g & 1 == 1 {
                return Err(GeometryError::DeletedPoint(part.to_string()));
            }
            let i = self.s_to_ground.iter().position(|&x| x == g).unwrap_or(0);
            m |= 1 << i;
        }
        Ok(m)
    }

    /// Reads ground labels as a ground mask (for deletions).
    pub fn parse_ground_set(&self, text: &str) -> Result<u64, GeometryError> {
        let t = text.trim().trim_start_matches('{').trim_end_matches('}');
        let mut m = 0u64;
        for part in t.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let g = self
                .labels
                .iter()
                .position(|l| l == part)
                .ok_or_else(|| GeometryError::UnknownLabel(part.to_string()))?;
            m |= 1 << g;
        }
        Ok(m)
    }
}

/// Keeps the inclusion-maximal sets, deduplicated and sorted.
pub(super) fn maximal_sets(mut v: Vec<u64>) -> Vec<u64> {
    crate::sets::sort_small(&mut v);
    v.dedup();
    let keep: Vec<u64> = v.iter().copied().filter(|&a| !v.iter().any(|&b| b != a && a & b == a)).collect();
    keep
}

impl fmt::Display for Geometry {
    /// The command-line form: `points (0,0),(2,0)` / `line -1,0,1` / `tree 0-1,0-2`, plus ` delete 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.base {
            Base::Points(p) => {
                let line = p.iter().all(|q| q.1 == 0) && self.labels.iter().zip(p).all(|(l, q)| *l == q.0.to_string());
                if line {
                    write!(f, "line {}", p.iter().map(|q| q.0.to_string()).collect::<Vec<_>>().join(","))?;
                } else {
                    write!(
                        f,
                        "points {}",
                        p.iter().map(|q| format!("({},{})", q.0, q.1)).collect::<Vec<_>>().join(",")
                    )?;
                }
            }
            Base::Tree(adj) => {
                let mut es = Vec::new();
                for (a, ns) in adj.iter().enumerate() {
                    for &b in ns {
                        if a < b {
                            es.push(format!("{}-{}", self.labels[a], self.labels[b]));
                        }
                    }
                }
                write!(f, "tree {}", es.join(","))?;
            }
        }
        if self.deleted != 0 {
            let d: Vec<&str> = (0..self.labels.len())
                .filter(|&g| self.deleted >> g & 1 == 1)
                .map(|g| self.labels[g].as_str())
                .collect();
            write!(f, " delete {}", d.join(","))?;
        }
        Ok(())
    }
}
