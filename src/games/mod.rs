//! The graph Nim and matrix modes (the thesis's games): the graph or the grid with its
//! tools, the answer live from the games' worker, and play against the computer. The state
//! and its rules are `simnim_model::games` (through `AppState`); the engines are the core's,
//! run in the games' worker (`worker_link`). The full app only: the first screen's app
//! hands these modes over (`crate::later::ModeLater`).

mod answer;
mod graph;
mod graph_canvas;
mod matrix;
mod worker_link;
mod wythoff;

use std::rc::Rc;

use yew::prelude::*;

use simnim_model::games::protocol::GameRequest;
use simnim_model::games::{GameMsg, Games, GraphAct, MatrixAct};
use simnim_model::state::{Mode, Msg};
use simnim_model::task::TaskState;

use crate::panels::{task_panel, Board, TaskProps};
use worker_link::use_games_worker;

#[derive(Properties, PartialEq)]
pub(crate) struct GamesProps {
    pub(crate) games: Rc<Games>,
    pub(crate) mode: Mode,
    /// A read-only page or an exercise: the game is not edited.
    pub(crate) fixed: bool,
    /// Moves may be made (anywhere but a read-only page without a move task).
    pub(crate) moves: bool,
    pub(crate) max_bytes: u64,
    /// An exercise, and its position in words.
    pub(crate) task: Option<(TaskState, String)>,
    pub(crate) on_msg: Callback<Msg>,
}

/// The modes' body: asks the worker whenever the game on screen changes, lets the computer
/// answer a move after a short pause, and shows the mode.
#[component]
pub(crate) fn GamesMode(p: &GamesProps) -> Html {
    let worker = use_games_worker(p.on_msg.clone());
    let g = &p.games;
    let spec = match p.mode {
        Mode::Matrix => Some(g.matrix.spec()),
        _ => g.graph.sketch.spec().ok(),
    };
    {
        let (worker, max_bytes) = (worker.clone(), p.max_bytes);
        use_effect_with(spec, move |spec| {
            if let Some(spec) = spec.clone() {
                worker.send(GameRequest::Solve { spec, max_bytes });
            }
        });
    }
    // The computer moves once the answer for the position on screen has come.
    let computer = match p.mode {
        Mode::Matrix => (g.matrix.awaiting_computer() && g.matrix.current_answer().is_some())
            .then_some(GameMsg::Matrix(MatrixAct::ComputerMove)),
        _ => (g.graph.awaiting_computer() && g.graph.current_answer().is_some())
            .then_some(GameMsg::Graph(GraphAct::ComputerMove)),
    };
    {
        let on = p.on_msg.clone();
        let key = (computer.clone(), g.graph.sketch.weights(), g.graph.sketch.piece, g.matrix.rows.clone());
        use_effect_with(key, move |(m, ..)| {
            let t = m.clone().map(|m| gloo::timers::callback::Timeout::new(450, move || on.emit(Msg::Game(m))));
            move || drop(t)
        });
    }
    let notice = match p.mode {
        Mode::Matrix => g.matrix.notice.clone(),
        _ => g.graph.notice.clone(),
    };
    let dismiss = {
        let (on, mode) = (p.on_msg.clone(), p.mode);
        Callback::from(move |_| {
            on.emit(Msg::Game(if mode == Mode::Matrix {
                GameMsg::Matrix(MatrixAct::DismissNotice)
            } else {
                GameMsg::Graph(GraphAct::DismissNotice)
            }))
        })
    };
    // An open exercise hides the answer (and the winning moves) until it is closed.
    let hide = p.task.as_ref().is_some_and(|(t, _)| !t.shows_answer());
    let ready = match p.mode {
        Mode::Matrix => g.matrix.current_answer().is_some(),
        _ => g.graph.current_answer().is_some(),
    };
    let task = p.task.clone().map(|(task, position)| {
        let on = p.on_msg.clone();
        let partizan = p.mode == Mode::Matrix && g.matrix.rule == simnim_model::games::protocol::Rule::Partizan;
        task_panel(&TaskProps {
            task,
            on_task: Callback::from(move |m| on.emit(Msg::Task(m))),
            ready,
            position,
            board: Board::Game { partizan },
        })
    });
    let on_game = {
        let on = p.on_msg.clone();
        Callback::from(move |m: GameMsg| on.emit(Msg::Game(m)))
    };
    html! {
        <>
            if let Some(n) = notice {
                <div class="notice toast" role="alert" id="notice">
                    <span>{n}</span>
                    <button class="link" aria-label="Dismiss" onclick={dismiss}>{"×"}</button>
                </div>
            }
            if p.mode == Mode::Matrix {
                <matrix::MatrixMode games={g.clone()} fixed={p.fixed} moves={p.moves} {hide} {task} {on_game} />
            } else {
                <graph::GraphMode games={g.clone()} fixed={p.fixed} moves={p.moves} {hide} {task} {on_game} />
            }
        </>
    }
}
