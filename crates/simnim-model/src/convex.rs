//! The convex-games mode of the playground: a sketch of a geometry (integer points in the plane,
//! points on a line, or a tree), its winning set W, deleted points D, the rule (GEN or DNG) and the
//! points selected so far in play; one reducer ([`ConvexEditor::apply`]) with undo, the presets and
//! the link codec (`#convex&points=(0,0),(2,0)&w=1,2&d=&at=1`). Free of web dependencies.
//!
//! Contract: every edit keeps the sketch a valid geometry (distinct points; a tree stays a tree:
//! a new vertex hangs below the chosen one, only leaves are removed) or is refused with a notice.
//! The structure comes from the worker (`Solved`); play and the current nim value use it only when
//! it belongs to the sketch on screen (`solved_for`).

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use simnim_core::convex;
use simnim_core::convex::{build_game, Game, GeometrySpec, Rule, Structure};

use super::url::{percent_decode, percent_encode};

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

/// The tools of the convex canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Click the grid: add a point (tree: a vertex below the chosen one); drag: move.
    Add,
    /// Click a point: in or out of the winning set W.
    Win,
    /// Click a point: deleted (Def 2.6) or not.
    Delete,
    /// Click a point: remove it (trees: leaves only).
    Remove,
    /// Click a point: select it as a move of the game.
    Play,
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

    fn labels_of(&self, m: u64) -> String {
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

/// A preset of the convex mode.
pub struct ConvexPreset {
    pub id: &'static str,
    pub name: &'static str,
    pub link: &'static str,
}

/// The paper's examples, as links of this mode.
pub const CONVEX_PRESETS: &[ConvexPreset] = &[
    ConvexPreset { id: "ms-ex4.17", name: "Ex 3.1/4.8/4.17: GEN({-1,0,1})", link: "convex&line=-1,0,1&w=-1,0,1" },
    ConvexPreset { id: "ms-ex4.2", name: "Ex 4.2: {0,1,2,3}, W = {1,2}", link: "convex&line=0,1,2,3&w=1,2" },
    ConvexPreset {
        id: "ms-fig4.2",
        name: "Fig 4.2: four points, W = {1,2}",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1,2",
    },
    ConvexPreset {
        id: "ms-fig4.2d1",
        name: "Fig 4.2: point 1 deleted",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=2&d=1",
    },
    ConvexPreset {
        id: "ms-fig4.2d2",
        name: "Fig 4.2: point 2 deleted",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1&d=2",
    },
    ConvexPreset {
        id: "ms-fig4.2d3",
        name: "Fig 4.2: point 3 deleted",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1,2&d=3",
    },
    ConvexPreset {
        id: "ms-prop5.5",
        name: "Prop 5.5: hexagon, W = three corners",
        link: "convex&points=(2,0),(4,1),(4,3),(2,4),(0,3),(0,1),(2,2)&w=1,3,5",
    },
    ConvexPreset {
        id: "ms-ex6.4",
        name: "Ex 6.4: tree, W = {1,3,6,8}",
        link: "convex&tree=0-1,1-2,2-3,3-4,3-5,0-6,6-7,2-8,8-9,8-10,10-11&w=1,3,6,8",
    },
    ConvexPreset {
        id: "ms-ex6.6",
        name: "Ex 6.6: tree, W = {0}",
        link: "convex&tree=0-1,1-2,2-3,0-4,0-5,0-6,6-7,0-8,8-9&w=0",
    },
    ConvexPreset {
        id: "ms-prop7.1",
        name: "Prop 7.1: path of 8 points, W = {2,6}",
        link: "convex&line=1,2,3,4,5,6,7,8&w=2,6",
    },
    ConvexPreset { id: "ms-prop7.2", name: "Prop 7.2: path of 6 points, W = {3}", link: "convex&line=1,2,3,4,5,6&w=3" },
    ConvexPreset {
        id: "ms-ex7.3",
        name: "Ex 7.3: {0,…,6}, D = {3,5}, W = {1,2}",
        link: "convex&line=0,1,2,3,4,5,6&w=1,2&d=3,5",
    },
    ConvexPreset {
        id: "ms-dng",
        name: "DNG: avoidance on the Fig 4.2 points",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1,2&avoid",
    },
];

/// Encodes the sketch as a link fragment (without `#`).
pub fn encode(s: &Sketch) -> String {
    let key = match s.kind {
        Kind::Points => "points",
        Kind::Line => "line",
        Kind::Tree => "tree",
    };
    let mut out = format!("convex&{key}={}", percent_encode(&s.geometry_text()));
    out.push_str(&format!("&w={}", percent_encode(&s.labels_of(s.win))));
    if s.deleted != 0 {
        out.push_str(&format!("&d={}", percent_encode(&s.labels_of(s.deleted))));
    }
    if !s.played.is_empty() {
        out.push_str(&format!(
            "&at={}",
            percent_encode(&s.played.iter().map(|&i| s.label(i)).collect::<Vec<_>>().join(","))
        ));
    }
    if s.kind == Kind::Tree {
        out.push_str(&format!(
            "&xy={}",
            s.pts.iter().map(|p| format!("{},{}", p.0, p.1)).collect::<Vec<_>>().join(";")
        ));
    }
    if s.avoid {
        out.push_str("&avoid");
    }
    out
}

/// Whether a fragment is for the convex mode.
pub fn is_convex_link(fragment: &str) -> bool {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    f == "convex" || f.starts_with("convex&")
}

/// Decodes a fragment of this mode. Never panics; errors name the broken part.
pub fn decode(fragment: &str) -> Result<Sketch, String> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut kind_text: Option<(Kind, String)> = None;
    let (mut w, mut d, mut at, mut xy, mut avoid) = (String::new(), String::new(), String::new(), None, false);
    for part in f.split('&') {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let v = percent_decode(v)?;
        match k {
            "points" => kind_text = Some((Kind::Points, v)),
            "line" => kind_text = Some((Kind::Line, v)),
            "tree" => kind_text = Some((Kind::Tree, v)),
            "w" => w = v,
            "d" => d = v,
            "at" => at = v,
            "xy" => xy = Some(v),
            "avoid" => avoid = true,
            _ => {}
        }
    }
    let (kind, text) = kind_text.ok_or("the link names no geometry (points=, line= or tree=)")?;
    let mut s = Sketch::empty(kind, avoid);
    match kind {
        Kind::Points => s.pts = convex::parse_points(&text)?,
        Kind::Line => s.pts = convex::parse_line(&text)?.into_iter().map(|x| (x, 0)).collect(),
        Kind::Tree => {
            let edges = convex::parse_tree(&text)?;
            // Validate as a tree (same checks as the CLI).
            let geo = convex::Geometry::tree(&edges)?;
            s.labels = (0..geo.ground_len()).map(|g| geo.ground_label(g).to_string()).collect();
            let idx = |l: &str| s.labels.iter().position(|x| x == l).unwrap_or(0);
            s.edges = edges.iter().map(|(a, b)| (idx(a), idx(b))).collect();
            s.pts = vec![(0, 0); s.labels.len()];
            s.layout_tree();
            if let Some(xy) = xy.filter(|t| !t.is_empty()) {
                let pts: Vec<&str> = xy.split(';').collect();
                if pts.len() == s.pts.len() {
                    for (i, p) in pts.iter().enumerate() {
                        if let Some((x, y)) = p.split_once(',') {
                            if let (Ok(x), Ok(y)) = (x.trim().parse::<i64>(), y.trim().parse::<i64>()) {
                                s.pts[i] = (x.clamp(-100, 100), y.clamp(-100, 100));
                            }
                        }
                    }
                }
            }
        }
    }
    if s.pts.len() > MAX_POINTS {
        return Err(format!("{} points exceed the canvas limit of {MAX_POINTS}", s.pts.len()));
    }
    if kind != Kind::Tree {
        // Distinct points (the same check as the core).
        convex::Geometry::points(&s.pts)?;
        if kind == Kind::Line {
            let mut xs: Vec<i64> = s.pts.iter().map(|p| p.0).collect();
            xs.sort_unstable();
            if xs.iter().any(|x| x.abs() > 1000) {
                return Err("line coordinates beyond ±1000 do not fit the canvas".into());
            }
        }
    }
    let mask = |t: &str, what: &str, s: &Sketch| -> Result<u64, String> {
        let mut m = 0u64;
        for l in t.split(',').map(str::trim).filter(|l| !l.is_empty()) {
            let i = (0..s.pts.len())
                .find(|&i| s.label(i) == l)
                .ok_or_else(|| format!("{what} names an unknown point '{l}'"))?;
            m |= 1 << i;
        }
        Ok(m)
    };
    s.win = mask(&w, "the winning set", &s)?;
    s.deleted = mask(&d, "the deleted set", &s)? & !s.win;
    for l in at.split(',').map(str::trim).filter(|l| !l.is_empty()) {
        let i = (0..s.pts.len())
            .find(|&i| s.label(i) == l)
            .ok_or_else(|| format!("the position names an unknown point '{l}'"))?;
        if !s.played.contains(&i) && s.deleted >> i & 1 == 0 {
            s.played.push(i);
        }
    }
    Ok(s)
}

/// Edits of the convex mode.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    Tool(Tool),
    /// A click on the empty grid at integer coordinates.
    ClickGrid(i64, i64),
    /// A click on point `i`.
    ClickPoint(usize),
    /// A drag of point `i` ended at grid coordinates.
    MovePoint(usize, i64, i64),
    SetAvoid(bool),
    /// Typed geometry text in the kind's notation.
    SetText(Kind, String),
    /// Typed winning set (labels).
    SetWinText(String),
    LoadPreset(String),
    Load(Sketch),
    NewOf(Kind),
    TakeBack,
    ResetPlay,
    /// The computer moves (vs-computer play) when it is its turn.
    ComputerMove,
    SetVsComputer(bool),
    Undo,
    Redo,
    /// The worker's structure for a spec.
    Solved(ConvexSpec, Rc<Structure>),
    Failed(ConvexSpec, String),
    DismissNotice,
    ShowNotice(String),
}

/// The state of the convex mode.
#[derive(Clone, Debug, PartialEq)]
pub struct ConvexEditor {
    pub sketch: Sketch,
    pub tool: Tool,
    /// The vertex new tree vertices hang below.
    pub anchor: Option<usize>,
    /// Bumped when the game changes (a new worker request).
    pub math_rev: u64,
    /// Bumped when anything in the link changes.
    pub view_rev: u64,
    pub notice: Option<String>,
    pub solved: Option<(ConvexSpec, Result<Rc<Structure>, String>)>,
    pub vs_computer: bool,
    /// The person has just moved against the computer; the page asks for its reply.
    pub awaiting_computer: bool,
    undo: Vec<Sketch>,
    redo: Vec<Sketch>,
}

impl Default for ConvexEditor {
    fn default() -> Self {
        ConvexEditor::new(decode(CONVEX_PRESETS[0].link).expect("preset link is valid"))
    }
}

impl ConvexEditor {
    pub fn new(sketch: Sketch) -> Self {
        ConvexEditor {
            sketch,
            tool: Tool::Win,
            anchor: None,
            math_rev: 1,
            view_rev: 1,
            notice: None,
            solved: None,
            vs_computer: true,
            awaiting_computer: false,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The structure of the sketch on screen, if the worker has answered for it.
    pub fn solved_for(&self) -> Option<(Game, Rc<Structure>)> {
        let spec = self.sketch.spec();
        match &self.solved {
            Some((s, Ok(st))) if *s == spec => spec.game().ok().map(|g| (g, st.clone())),
            _ => None,
        }
    }

    /// The game on screen (built locally; cheap).
    pub fn game(&self) -> Result<Game, String> {
        self.sketch.spec().game()
    }

    /// Whether the selected points end the game, and who moved last.
    pub fn game_over(&self) -> bool {
        match self.game() {
            Ok(g) => {
                let p = self.sketch.to_s(&g, self.sketch.position());
                g.options(p).is_empty()
            }
            Err(_) => false,
        }
    }

    fn commit(&mut self, before: Sketch, math: bool) {
        if before != self.sketch {
            self.undo.push(before);
            if self.undo.len() > 200 {
                self.undo.remove(0);
            }
            self.redo.clear();
            self.view_rev += 1;
            if math {
                self.math_rev += 1;
            }
        }
    }

    fn occupied(&self, x: i64, y: i64) -> Option<usize> {
        self.sketch.pts.iter().position(|&p| p == (x, y))
    }

    /// Applies one edit.
    pub fn apply(&mut self, a: Act) {
        if !matches!(
            a,
            Act::ComputerMove
                | Act::Solved(..)
                | Act::Failed(..)
                | Act::Tool(_)
                | Act::DismissNotice
                | Act::ShowNotice(_)
        ) {
            self.awaiting_computer = false;
        }
        let before = self.sketch.clone();
        let mut math = true;
        match a {
            Act::Tool(t) => {
                self.tool = t;
                return;
            }
            Act::DismissNotice => {
                self.notice = None;
                return;
            }
            Act::ShowNotice(n) => {
                self.notice = Some(n);
                return;
            }
            Act::SetVsComputer(b) => {
                self.vs_computer = b;
                return;
            }
            Act::Solved(spec, st) => {
                self.solved = Some((spec, Ok(st)));
                return;
            }
            Act::Failed(spec, e) => {
                self.solved = Some((spec, Err(e)));
                return;
            }
            Act::Undo => {
                if let Some(s) = self.undo.pop() {
                    self.redo.push(std::mem::replace(&mut self.sketch, s));
                    self.bump();
                }
                return;
            }
            Act::Redo => {
                if let Some(s) = self.redo.pop() {
                    self.undo.push(std::mem::replace(&mut self.sketch, s));
                    self.bump();
                }
                return;
            }
            Act::ClickGrid(x, y) => {
                if self.tool != Tool::Add {
                    return;
                }
                let y = if self.sketch.kind == Kind::Line { 0 } else { y };
                if self.occupied(x, y).is_some() {
                    return;
                }
                if self.sketch.pts.len() >= MAX_POINTS {
                    self.notice = Some(format!("The canvas holds at most {MAX_POINTS} points."));
                    return;
                }
                let n = self.sketch.pts.len();
                self.sketch.played.clear();
                self.sketch.pts.push((x, y));
                if self.sketch.kind == Kind::Tree {
                    let used: Vec<String> = self.sketch.labels.clone();
                    let label = (0..).map(|k: usize| k.to_string()).find(|l| !used.contains(l)).unwrap_or_default();
                    self.sketch.labels.push(label);
                    if n > 0 {
                        let parent = self.anchor.filter(|&a| a < n).unwrap_or(n - 1);
                        self.sketch.edges.push((parent, n));
                    }
                    self.anchor = Some(n);
                }
            }
            Act::MovePoint(i, x, y) => {
                if i >= self.sketch.pts.len() {
                    return;
                }
                let y = if self.sketch.kind == Kind::Line { 0 } else { y };
                if self.occupied(x, y).is_some() {
                    return;
                }
                let kind = self.sketch.kind;
                if kind == Kind::Line {
                    // Labels are coordinates: keep W, D and play attached to the point.
                }
                self.sketch.pts[i] = (x, y);
                math = kind != Kind::Tree;
            }
            Act::ClickPoint(i) => {
                if i >= self.sketch.pts.len() {
                    return;
                }
                let bit = 1u64 << i;
                match self.tool {
                    Tool::Add => {
                        if self.sketch.kind == Kind::Tree {
                            self.anchor = Some(i);
                        }
                        return;
                    }
                    Tool::Win => {
                        if self.sketch.deleted & bit != 0 {
                            self.notice = Some(format!(
                                "Point {} is deleted; restore it before putting it in W.",
                                self.sketch.label(i)
                            ));
                            return;
                        }
                        self.sketch.win ^= bit;
                        self.sketch.played.clear();
                    }
                    Tool::Delete => {
                        if self.sketch.win & bit != 0 {
                            self.notice = Some(format!(
                                "Point {} is in W; take it out of W before deleting it.",
                                self.sketch.label(i)
                            ));
                            return;
                        }
                        if self.sketch.deleted | bit == (1u64 << self.sketch.pts.len()) - 1 {
                            return;
                        }
                        self.sketch.deleted ^= bit;
                        self.sketch.played.clear();
                    }
                    Tool::Remove => self.remove_point(i),
                    Tool::Play => {
                        self.play(i);
                        math = false;
                    }
                }
            }
            Act::SetAvoid(b) => {
                self.sketch.avoid = b;
                self.sketch.played.clear();
            }
            Act::SetText(kind, text) => {
                let frag = format!(
                    "convex&{}={}",
                    match kind {
                        Kind::Points => "points",
                        Kind::Line => "line",
                        Kind::Tree => "tree",
                    },
                    percent_encode(&text)
                );
                match decode(&frag) {
                    Ok(mut s) => {
                        // Keep W and D by label where the labels survive.
                        let keep = |m: u64, old: &Sketch, new: &Sketch| -> u64 {
                            (0..new.pts.len())
                                .filter(|&j| {
                                    (0..old.pts.len()).any(|i| m >> i & 1 == 1 && old.label(i) == new.label(j))
                                })
                                .fold(0, |acc, j| acc | 1 << j)
                        };
                        s.win = keep(before.win, &before, &s);
                        s.deleted = keep(before.deleted, &before, &s) & !s.win;
                        s.avoid = before.avoid;
                        self.sketch = s;
                        self.notice = None;
                    }
                    Err(e) => {
                        self.notice = Some(format!("Not changed: {e}."));
                        return;
                    }
                }
            }
            Act::SetWinText(text) => {
                let mut m = 0u64;
                for l in text.split(',').map(str::trim).filter(|l| !l.is_empty()) {
                    match (0..self.sketch.pts.len()).find(|&i| self.sketch.label(i) == l) {
                        Some(i) => m |= 1 << i,
                        None => {
                            self.notice = Some(format!("No point is labelled '{l}'."));
                            return;
                        }
                    }
                }
                self.sketch.win = m;
                self.sketch.deleted &= !m;
                self.sketch.played.clear();
            }
            Act::LoadPreset(id) => match CONVEX_PRESETS.iter().find(|p| p.id == id) {
                Some(p) => match decode(p.link) {
                    Ok(s) => self.sketch = s,
                    Err(e) => self.notice = Some(e),
                },
                None => return,
            },
            Act::Load(s) => self.sketch = s,
            Act::NewOf(kind) => {
                self.sketch = Sketch::empty(kind, self.sketch.avoid);
                self.anchor = None;
                self.tool = Tool::Add;
            }
            Act::TakeBack => {
                let n = if self.vs_computer && self.sketch.played.len() >= 2 { 2 } else { 1 };
                for _ in 0..n {
                    self.sketch.played.pop();
                }
                math = false;
            }
            Act::ResetPlay => {
                self.sketch.played.clear();
                math = false;
            }
            Act::ComputerMove => {
                self.awaiting_computer = false;
                if let Some((g, st)) = self.solved_for() {
                    let p = self.sketch.to_s(&g, self.sketch.position());
                    if let Some(s) = convex::computer_move(&g, &st, p) {
                        if let Some(i) = self.sketch.point_of(&g, s) {
                            self.sketch.played.push(i);
                        }
                    }
                }
                math = false;
            }
        }
        self.commit(before, math);
    }

    fn bump(&mut self) {
        self.view_rev += 1;
        self.math_rev += 1;
    }

    fn play(&mut self, i: usize) {
        let g = match self.game() {
            Ok(g) => g,
            Err(e) => {
                self.notice = Some(format!("No game yet: {e}."));
                return;
            }
        };
        if self.sketch.deleted >> i & 1 == 1 {
            self.notice = Some(format!("Point {} is deleted: it cannot be selected.", self.sketch.label(i)));
            return;
        }
        if self.sketch.played.contains(&i) {
            self.notice = Some(format!("Point {} is already selected.", self.sketch.label(i)));
            return;
        }
        let p = self.sketch.to_s(&g, self.sketch.position());
        let q = self.sketch.to_s(&g, self.sketch.position() | 1 << i);
        if g.options(p).is_empty() {
            self.notice = Some("The game is over: take back a move or start again.".into());
            return;
        }
        if !g.options(p).contains(&q) {
            self.notice = Some(format!(
                "Selecting {} would make the selected points generate W, which DNG forbids.",
                self.sketch.label(i)
            ));
            return;
        }
        self.notice = None;
        self.sketch.played.push(i);
        self.awaiting_computer = self.vs_computer;
    }

    fn remove_point(&mut self, i: usize) {
        let s = &mut self.sketch;
        if s.kind == Kind::Tree {
            let deg = s.edges.iter().filter(|&&(a, b)| a == i || b == i).count();
            if deg > 1 {
                self.notice = Some(format!("Vertex {} is not a leaf; a tree loses only leaves.", s.label(i)));
                return;
            }
            s.edges.retain(|&(a, b)| a != i && b != i);
            s.edges = s.edges.iter().map(|&(a, b)| (a - (a > i) as usize, b - (b > i) as usize)).collect();
            s.labels.remove(i);
        }
        s.pts.remove(i);
        let drop = |m: u64| -> u64 { (m & ((1u64 << i) - 1)) | ((m >> (i + 1)) << i) };
        s.win = drop(s.win);
        s.deleted = drop(s.deleted);
        s.played.clear();
        self.anchor = None;
    }
}

/// Keyboard shortcuts of the convex mode: A add/move, W winning set, D delete, X remove, P play,
/// C computer move, B take back, Ctrl+Z / Ctrl+Shift+Z undo/redo.
pub fn key_act(key: &str, ctrl: bool, shift: bool) -> Option<Act> {
    match (key, ctrl, shift) {
        ("z" | "Z", true, false) => Some(Act::Undo),
        ("z" | "Z", true, true) | ("y", true, _) => Some(Act::Redo),
        ("a" | "A", false, _) => Some(Act::Tool(Tool::Add)),
        ("w" | "W", false, _) => Some(Act::Tool(Tool::Win)),
        ("d" | "D", false, _) => Some(Act::Tool(Tool::Delete)),
        ("x" | "X", false, _) => Some(Act::Tool(Tool::Remove)),
        ("p" | "P", false, _) => Some(Act::Tool(Tool::Play)),
        ("c" | "C", false, _) => Some(Act::ComputerMove),
        ("b" | "B", false, _) => Some(Act::TakeBack),
        _ => None,
    }
}
