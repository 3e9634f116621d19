//! The page's state and its one reducer (Yew's `function_todomvc` style, free of Yew so it
//! is tested natively): the drawing's editor, the convex mode's editor, the answer panel's
//! status, the views' latest replies and the dialogs. [`AppState::apply`] is the only way
//! the state changes; the web crate wraps it in a `use_reducer` and renders it.
//!
//! The rule that keeps answers honest lives here: a worker response is kept only while its
//! [`RequestId`] is current ([`AppState::is_current`]): the answer panel's for the drawing's
//! present `math_rev`, a view's for that view's latest request. Answers for superseded
//! states are dropped, whatever order they arrive in (tests/state.rs interleaves them).
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use std::collections::HashMap;
use std::rc::Rc;

use simnim_core::Analysis;

use crate::convex::{self as convex_model, Act, ConvexEditor};
use crate::editor::{text_of, Action, Editor};
use crate::games::Games;
use crate::host::HostEvent;
use crate::pool::TableAssembly;
use crate::protocol::{RequestId, Response, ViewKind};
use crate::share::{EmbedOptions, ViewSettings, ViewTab};
use crate::task::{TaskMsg, TaskState};
use crate::theory_view::TheoryView;
use crate::url;

pub use crate::atlas_rows::AtlasRows;
pub use crate::display::{Display, Theme, MEMORY_CHOICES};

/// What the answer panel shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Waiting for the worker (with progress when the search is long).
    Pending {
        done: u64,
        total: u64,
    },
    /// The answer, and the milliseconds the worker took (when it measured them).
    Answer(Rc<Analysis>, Option<u64>),
    Refused(String),
    Cancelled,
    /// The drawing is not a complex (e.g. empty).
    Invalid(String),
}

/// The modes of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Nim on simplicial complexes.
    Nim,
    /// Achievement games on convex geometries (McCoy–Sieben), and the avoidance games they
    /// propose for study (McCoy–Sieben Sec 8 (8); Anderson–Harary).
    Convex,
    /// Fukuyama's Nim on graphs (the thesis's graph method).
    Graph,
    /// Matrix Nim: Holladay's, Ferguson's and Ferguson's partizan rule (the thesis's matrix
    /// method; Wythoff's game for 2 × 1).
    Matrix,
}

/// Each view's awaited request and its latest reply for that request.
pub type ViewReplies = HashMap<ViewKind, (RequestId, Option<Rc<Response>>)>;

/// The whole page state.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub editor: Editor,
    pub status: Status,
    /// Shown once after a share: the link that was copied.
    pub shared: Option<String>,
    /// The help overlay is open.
    pub help: bool,
    /// Text shown in the export dialog (TikZ).
    pub export_text: Option<String>,
    /// What the theorems say, for the complex written as the `String`.
    pub theory: Option<(String, Rc<TheoryView>)>,
    /// The views' awaited request ids and latest replies.
    pub views: Rc<ViewReplies>,
    /// Show the winning moves in the answer panel (off while playing without hints).
    pub show_moves: bool,
    /// Which game the page shows.
    pub mode: Mode,
    /// The convex-games mode's state.
    pub convex: ConvexEditor,
    /// The graph Nim and matrix modes' state (in the first screen's app, only their link).
    pub games: Games,
    /// The views panel's tab and value-table settings (part of the link).
    pub view: ViewSettings,
    /// The "Embed" dialog, when open, with its options.
    pub embed_dialog: Option<EmbedOptions>,
    /// The latest exhaustive check in the convex mode: (math_rev, nim and positions or why not).
    pub convex_brute: Option<(u64, BruteCheck)>,
    /// The theme and the presentation mode (part of the link when not the defaults).
    pub display: Display,
    /// A read-only embed: no message changes the complex, the position or the sketch.
    pub readonly: bool,
    /// The SetNim atlas computed in the open-questions view.
    pub atlas: Rc<AtlasRows>,
    /// The nim value being searched after a theorem's answer (positions done, of total);
    /// the answer stays on screen meanwhile.
    pub value_search: Option<(u64, u64)>,
    /// An exercise from the link (`&task=…`), and the student's attempts.
    pub task: Option<TaskState>,
    /// The host-page API: `&api=1` (a read-only embed accepts `set`/`reset`) and `&origin=`.
    pub api: bool,
    pub origin: Option<String>,
    /// Events for the host page: the last few, and how many there have been in all.
    pub outbox: Vec<HostEvent>,
    pub outbox_seq: u64,
    /// The complex and position of the last answer (to tell a move from other edits).
    pub(crate) last_answered: Option<(String, Vec<u64>)>,
    /// Workers that computed the value table on screen (the pool splits it; 1: one worker).
    pub table_workers: usize,
    /// A value table arriving in shares from the pool.
    pub(crate) table_pool: Option<TableAssembly>,
    /// The Describe view's formula (JSON text), kept in the link as `&formula=`.
    pub formula: Option<Rc<str>>,
    /// The Describe view's latest answer (for its latest request only).
    pub described: Option<Rc<crate::protocol::Described>>,
    /// The step the miner's worker is at, while it runs.
    pub describe_step: Option<String>,
    /// The OP3 workbench's nim values mined (for its latest request only).
    pub mined_values: Option<Rc<crate::protocol::Described>>,
    /// The course's page open beside the playground (`&learn=…`), if any.
    pub learn: Option<crate::learn::LearnLink>,
    /// A read-only page's link: what it was opened with (or the host page last set), kept
    /// whatever a person looks at (views, theme), so nothing a person does changes it.
    pinned: Option<String>,
}

/// The exhaustive check's outcome: the nim number and the positions searched, or why not.
pub type BruteCheck = Result<(u32, u64), String>;

/// Everything that changes the state.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// An edit of the drawing.
    Edit(Action),
    /// A worker response (kept only if current).
    Worker(Response),
    /// A request was sent: the answer panel waits for it, or a view awaits it.
    Requested(RequestId),
    /// The drawing at this `math_rev` is not a complex.
    Invalid(u64, String),
    Shared(String),
    Help(bool),
    ExportText(Option<String>),
    ShowMoves(bool),
    /// An edit of the convex mode.
    Convex(Act),
    /// A message of the graph Nim or the matrix mode.
    #[cfg(not(feature = "first"))]
    Game(crate::games::GameMsg),
    SetMode(Mode),
    View(ViewSettings),
    EmbedDialog(Option<EmbedOptions>),
    /// A link pasted into the address bar (any form): loaded, or explained when broken.
    LoadLink(String),
    /// The theme or the presentation mode.
    Display(Display),
    /// The student answers, gives up or retries a task.
    Task(TaskMsg),
    /// A game of play mode ended: `true` when the person won.
    GameOver(bool),
    /// The Describe view's formula was edited (or mined).
    Formula(Option<String>),
    /// The miner's worker answered.
    Described(Rc<crate::protocol::Described>),
    /// The miner's worker is at this step.
    DescribeProgress(String),
    /// A view's request went to `workers` workers of the pool (a value table of `0..=k`
    /// squared cells when `table` is `Some(k)`).
    Pooled {
        id: RequestId,
        workers: usize,
        table: Option<u64>,
    },
}

impl AppState {
    /// The page with these editors, in `mode`, with the views set as `view`.
    pub fn new(editor: Editor, convex: ConvexEditor, mode: Mode, view: ViewSettings) -> AppState {
        AppState {
            editor,
            status: Status::Pending { done: 0, total: 0 },
            shared: None,
            help: false,
            export_text: None,
            theory: None,
            views: Rc::new(ViewReplies::new()),
            show_moves: true,
            mode,
            convex,
            games: Games::default(),
            view,
            embed_dialog: None,
            convex_brute: None,
            display: Display::default(),
            readonly: false,
            atlas: Rc::new(AtlasRows::default()),
            value_search: None,
            task: None,
            learn: None,
            api: false,
            origin: None,
            outbox: Vec::new(),
            outbox_seq: 0,
            last_answered: None,
            table_workers: 1,
            table_pool: None,
            formula: None,
            described: None,
            describe_step: None,
            mined_values: None,
            pinned: None,
        }
    }

    /// The same page, read-only (an embed with `&readonly`): see [`AppState::allows`].
    pub fn read_only(mut self, readonly: bool) -> AppState {
        self.readonly = readonly;
        self.pinned = None;
        self.pinned = readonly.then(|| self.readable());
        self
    }

    /// The page a link opens (`hash` as in the address bar, with or without `#`; `play`
    /// from `?play`). A broken link gives the default page and a notice naming the problem.
    pub fn from_link(hash: &str, play: bool) -> AppState {
        let mut s = AppState::new(
            Editor::new(Editor::default_drawing()),
            ConvexEditor::default(),
            Mode::Nim,
            ViewSettings::default(),
        );
        if hash.trim_start_matches('#').is_empty() {
            if play {
                s.view.tab = ViewTab::Play;
            }
            return s;
        }
        s.apply(Msg::LoadLink(hash.to_string()));
        // A fresh page has nothing to undo, whatever the link held.
        s.editor = Editor::new(s.editor.drawing.clone()).with_notice(s.editor.notice.clone());
        let notice = s.convex.notice.clone();
        s.convex = ConvexEditor::new(s.convex.sketch.clone());
        s.convex.notice = notice;
        if play {
            s.view.tab = ViewTab::Play;
        }
        s
    }

    /// The readable fragment of everything on screen (before compression).
    pub fn readable(&self) -> String {
        if let Some(p) = &self.pinned {
            return p.clone();
        }
        let learn = self.learn.as_ref().map(|l| l.to_query()).unwrap_or_default();
        let game = match self.mode {
            Mode::Convex => format!("{}{learn}", convex_model::encode(&self.convex.sketch)),
            Mode::Nim => format!(
                "{}{}{}{}{learn}",
                url::encode(&self.editor.drawing),
                self.view.to_query(),
                crate::describe::formula_query(self.formula.as_deref()),
                self.task_query()
            ),
            Mode::Graph | Mode::Matrix => format!("{}{}{learn}", self.games_readable(), self.task_query()),
        };
        format!("{game}{}", self.display.to_query())
    }

    /// The notice on screen in the present mode (a broken link's explanation, …), if any.
    pub fn notice(&self) -> Option<&str> {
        match self.mode {
            Mode::Nim => self.editor.notice.as_deref(),
            Mode::Convex => self.convex.notice.as_deref(),
            #[cfg(not(feature = "first"))]
            Mode::Graph => self.games.graph.notice.as_deref(),
            #[cfg(not(feature = "first"))]
            Mode::Matrix => self.games.matrix.notice.as_deref(),
            #[cfg(feature = "first")]
            Mode::Graph | Mode::Matrix => None,
        }
    }

    /// Shows notice `n` in the present mode.
    pub fn notice_in_mode(&mut self, n: String) {
        match self.mode {
            Mode::Nim => self.editor.apply(Action::ShowNotice(n)),
            Mode::Convex => self.convex.apply(Act::ShowNotice(n)),
            #[cfg(not(feature = "first"))]
            Mode::Graph => self.games.graph.notice = Some(n),
            #[cfg(not(feature = "first"))]
            Mode::Matrix => self.games.matrix.notice = Some(n),
            #[cfg(feature = "first")]
            Mode::Graph | Mode::Matrix => {}
        }
    }

    /// Is a response to `id` about the state on screen? The answer panel's analysis must be
    /// for the present drawing, a view's reply for that view's latest request, the convex
    /// mode's for its present sketch. Everything else is superseded and dropped.
    pub fn is_current(&self, id: RequestId) -> bool {
        match id {
            RequestId::Analysis(rev) => rev == self.editor.math_rev,
            RequestId::View(kind, _) => self.views.get(&kind).is_some_and(|(awaited, _)| *awaited == id),
            RequestId::Convex(rev) | RequestId::ConvexBrute(rev) => rev == self.convex.math_rev,
            RequestId::Pool(_) => false,
        }
    }

    /// Applies one change. Never panics.
    pub fn apply(&mut self, msg: Msg) {
        if !self.allows(&msg) {
            return;
        }
        match msg {
            Msg::Edit(a) => {
                self.edit(a);
                self.shared = None;
            }
            Msg::Requested(id) => match id {
                RequestId::Analysis(rev) if rev == self.editor.math_rev => {
                    self.status = Status::Pending { done: 0, total: 0 };
                    self.value_search = None;
                }
                RequestId::View(kind, _) => {
                    Rc::make_mut(&mut self.views).insert(kind, (id, None));
                    if kind == ViewKind::Table {
                        self.table_workers = 1;
                    }
                    if kind == ViewKind::Atlas {
                        self.atlas = Rc::new(AtlasRows { running: true, workers: 1, ..AtlasRows::default() });
                    }
                    self.describe_step = self.describe_step.take().filter(|_| kind != ViewKind::Describe);
                }
                RequestId::ConvexBrute(rev) => self.convex_brute = Some((rev, Err("Searching…".into()))),
                _ => {}
            },
            Msg::Invalid(rev, m) if rev == self.editor.math_rev => self.status = Status::Invalid(m),
            Msg::Invalid(..) => {}
            Msg::ShowMoves(b) => self.show_moves = b,
            Msg::Convex(a) => self.convex.apply(a),
            #[cfg(not(feature = "first"))]
            Msg::Game(m) => self.game_msg(m),
            Msg::SetMode(m) => self.mode = m,
            Msg::View(v) => {
                // Other rules make every answer on screen stale: the analysis is asked again.
                if v.misere != self.view.misere {
                    self.editor.rules_changed();
                    self.status = Status::Pending { done: 0, total: 0 };
                    self.value_search = None;
                }
                self.view = v;
            }
            Msg::EmbedDialog(o) => self.embed_dialog = o,
            Msg::Help(b) => self.help = b,
            Msg::ExportText(t) => self.export_text = t,
            Msg::Shared(link) => self.shared = Some(link),
            Msg::Worker(r) => self.receive(r),
            Msg::LoadLink(raw) => {
                self.load_link(&raw);
                if self.readonly {
                    self.pinned = None;
                    self.pinned = Some(self.readable());
                }
            }
            Msg::Display(d) => {
                // Another memory budget: the analysis is asked again under it.
                if d.mem != self.display.mem {
                    self.editor.rules_changed();
                    self.status = Status::Pending { done: 0, total: 0 };
                    self.value_search = None;
                }
                self.display = d
            }
            Msg::Task(m) => self.task_msg(m),
            Msg::Pooled { id, workers, table } => {
                match id {
                    RequestId::View(ViewKind::Table, _) => self.table_workers = workers,
                    RequestId::View(ViewKind::Atlas, _) => Rc::make_mut(&mut self.atlas).workers = workers,
                    _ => {}
                }
                self.table_pool = table.map(|k| TableAssembly::new(id, k, workers));
            }
            Msg::Formula(f) => self.formula = f.filter(|s| !s.trim().is_empty()).map(Rc::from),
            Msg::DescribeProgress(step) => self.describe_step = Some(step),
            Msg::Described(d) if matches!(d.0, RequestId::View(ViewKind::WorkbenchValues, _)) => {
                self.mined_values = if self.is_current(d.0) { Some(d) } else { self.mined_values.take() };
            }
            Msg::Described(d) => {
                self.describe_step = None;
                if self.is_current(d.0) {
                    self.formula = crate::protocol::mined_formula(&d).or(self.formula.take());
                    self.described = Some(d);
                }
            }
            Msg::GameOver(won) => {
                let before = self.task.as_ref().map(|t| (t.tries, t.progress));
                if let Some(t) = &mut self.task {
                    t.game_over(won);
                }
                self.post_task(before);
            }
        }
    }

    /// A worker response: kept where it belongs if it is current, otherwise dropped.
    fn receive(&mut self, r: Response) {
        let id = r.id();
        // The convex structure is keyed by the game it describes, so a late one is harmless
        // (it is shown only for that game); everything else must be current.
        match r {
            Response::Convex { spec, structure, .. } => self.convex.apply(Act::Solved(spec, Rc::new(structure))),
            Response::ConvexFailed { spec, message, .. } => self.convex.apply(Act::Failed(spec, message)),
            _ if !self.is_current(id) => {}
            Response::ConvexBrute { nim, positions, .. } => {
                self.convex_brute = Some((self.convex.math_rev, Ok((nim, positions))))
            }
            Response::Refused { message, .. } if matches!(id, RequestId::ConvexBrute(_)) => {
                self.convex_brute = Some((self.convex.math_rev, Err(message)))
            }
            Response::AtlasRow { total, n, k, row, .. } => {
                // Rows come from the pool's workers in any order: listed by (n, k).
                let a = Rc::make_mut(&mut self.atlas);
                let at = a.rows.partition_point(|(rn, rk, _)| (*rn, *rk) < (n, k));
                a.rows.insert(at, (n, k, row));
                let got = a.rows.len() as u64;
                (a.done, a.total, a.running) = (got, total, got < total);
            }
            Response::TableCells { worker, cells, .. } => {
                let table = self.table_pool.as_mut().filter(|t| t.id == id).and_then(|t| t.add(worker, &cells));
                if let (Some(table), RequestId::View(kind, _)) = (table, id) {
                    self.table_pool = None;
                    if let Some((_, slot)) = Rc::make_mut(&mut self.views).get_mut(&kind) {
                        *slot = Some(Rc::new(Response::Table { id, table, misere: false }));
                    }
                }
            }
            Response::Refused { message, .. } if matches!(id, RequestId::View(ViewKind::Atlas, _)) => {
                let a = Rc::make_mut(&mut self.atlas);
                (a.running, a.message) = (false, Some(message));
            }
            Response::Cancelled { .. } if matches!(id, RequestId::View(ViewKind::Atlas, _)) => {
                let a = Rc::make_mut(&mut self.atlas);
                (a.running, a.message) = (false, Some(format!("Stopped after {} of {} games.", a.done, a.total)));
            }
            r if matches!(id, RequestId::View(..)) => {
                if let RequestId::View(kind, _) = id {
                    if let Some((_, slot)) = Rc::make_mut(&mut self.views).get_mut(&kind) {
                        // Progress (of a pooled view's shares) never replaces an answer.
                        let answered = slot.as_deref().is_some_and(|s| !matches!(s, Response::Progress { .. }));
                        if !(answered && matches!(r, Response::Progress { .. })) {
                            *slot = Some(Rc::new(r));
                        }
                    }
                }
            }
            Response::Theory { view, .. } => self.theory = Some((text_of(&self.editor.drawing), Rc::new(view))),
            // Progress after an answer is the search for its nim value: the answer stays.
            Response::Progress { done, total, .. } if matches!(self.status, Status::Answer(..)) => {
                self.value_search = Some((done, total))
            }
            Response::Progress { done, total, .. } => self.status = Status::Pending { done, total },
            Response::Answer { analysis, ms, .. } => {
                self.value_search = None;
                self.answered(&analysis);
                self.status = Status::Answer(Rc::new(analysis), ms)
            }
            Response::Refused { message, .. } => self.status = Status::Refused(message),
            Response::Cancelled { .. } if matches!(self.status, Status::Answer(..)) => self.value_search = None,
            Response::Cancelled { .. } => self.status = Status::Cancelled,
            _ => {}
        }
    }
}

/// The first screen's app keeps a link of the graph Nim or the matrix mode for the full app
/// it hands the page to (`handover`), which loads it.
#[cfg(feature = "first")]
impl AppState {
    fn games_readable(&self) -> String {
        let bare = if self.mode == Mode::Matrix { "matrix" } else { "fukuyama" };
        self.games.link.clone().unwrap_or_else(|| bare.to_string())
    }

    pub(crate) fn load_game(&mut self, kind: crate::games::GameKind, hash: &str) {
        self.mode = if kind == crate::games::GameKind::Matrix { Mode::Matrix } else { Mode::Graph };
        self.games.link = Some(hash.to_string());
    }
}
