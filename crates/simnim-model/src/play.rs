//! A game in play, for both play views (Nim on the complex, and the convex games): the
//! current position, whose turn it is, the log, and taking moves back. The rules of the
//! game stay outside: the caller checks a move's legality and asks the worker for the
//! computer's reply; the session only keeps score. Tested natively (tests/state.rs).

use crate::history::History;

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The person (against the computer), or player 1 or 2 (two people).
    Person,
    /// The computer is to move; the page asks the worker for its reply.
    Computer,
    /// Nobody can move.
    Over,
}

/// One state of a game, as the history stores it.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot<P> {
    /// The position.
    pub position: P,
    /// Whose turn it is there.
    pub turn: Turn,
    /// Player 1 or 2 (two people).
    pub player: u8,
    /// The log up to here.
    pub log: Vec<String>,
    /// Once the game is over against the computer: did the person win?
    pub person_won: Option<bool>,
}

/// A game in play over positions of type `P`.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaySession<P> {
    /// The current state.
    pub now: Snapshot<P>,
    /// Against the computer (otherwise two people take turns).
    pub vs_computer: bool,
    /// Misère play: whoever makes the last move loses.
    pub misere: bool,
    history: History<Snapshot<P>>,
}

impl<P: Clone + PartialEq> PlaySession<P> {
    /// A new game from `start`; `computer_first` lets the computer open (when playing it).
    pub fn new(start: P, vs_computer: bool, computer_first: bool, opening: String) -> Self {
        let turn = if computer_first && vs_computer { Turn::Computer } else { Turn::Person };
        PlaySession {
            now: Snapshot { position: start, turn, player: 1, log: vec![opening], person_won: None },
            vs_computer,
            misere: false,
            history: History::default(),
        }
    }

    /// The same game in misère play (whoever makes the last move loses) when `misere`.
    pub fn with_misere(mut self, misere: bool) -> Self {
        self.misere = misere;
        self
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.now.position
    }

    /// Who is to move, as a person would say it ("You", "Player 2", "The computer").
    pub fn mover(&self) -> String {
        match self.now.turn {
            Turn::Computer => "Computer".into(),
            _ if self.vs_computer => "You".into(),
            _ => format!("Player {}", self.now.player),
        }
    }

    /// Records a move by the side to move: `to` is the new position, `text` the log line's
    /// description of the move (the session adds who moved), `over` whether the mover took
    /// the last move. Returns `false` (and changes nothing) when it is nobody's turn.
    pub fn play(&mut self, to: P, text: &str, over: bool) -> bool {
        if self.now.turn == Turn::Over {
            return false;
        }
        let who = self.mover();
        let computer_moved = self.now.turn == Turn::Computer;
        self.history.record(self.now.clone());
        let mut next = self.now.clone();
        next.position = to;
        next.log.push(format!("{who}: {text}"));
        if over {
            next.log.push(match (computer_moved, self.vs_computer, self.misere) {
                (true, _, false) => "The computer made the last move: the computer wins.".into(),
                (false, true, false) => "You made the last move and win!".into(),
                (false, false, false) => format!("{who} made the last move and wins!"),
                (true, _, true) => "The computer made the last move: in misère play it loses, you win!".into(),
                (false, true, true) => "You made the last move: in misère play you lose.".into(),
                (false, false, true) => {
                    format!("{who} made the last move and loses (misère play): Player {} wins!", 3 - self.now.player)
                }
            });
            next.turn = Turn::Over;
            next.person_won = self.vs_computer.then_some(computer_moved == self.misere);
        } else if self.vs_computer {
            next.turn = if computer_moved { Turn::Person } else { Turn::Computer };
        } else {
            next.player = 3 - next.player;
        }
        self.now = next;
        true
    }

    /// The computer found no move: the game ends (the person moved last).
    pub fn computer_has_no_move(&mut self) {
        if self.now.turn == Turn::Computer {
            self.now.log.push(if self.misere {
                "No move left for the computer: you made the last move, and in misère play you lose.".into()
            } else {
                "No move left for the computer: you win!".into()
            });
            self.now.turn = Turn::Over;
            self.now.person_won = Some(!self.misere);
        }
    }

    /// Takes back the last move; against the computer, its reply and your move together,
    /// so that it is your turn again. `false` when there is nothing to take back.
    pub fn take_back(&mut self) -> bool {
        let steps =
            if self.vs_computer && self.history.last().is_some_and(|s| s.turn == Turn::Computer) { 2 } else { 1 };
        let mut any = false;
        for _ in 0..steps {
            any |= self.history.undo(&mut self.now);
        }
        any
    }

    /// Replays a move taken back.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&mut self.now)
    }

    /// Can a move be taken back / replayed?
    pub fn can_take_back(&self) -> bool {
        self.history.can_undo()
    }

    /// See [`PlaySession::can_take_back`].
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }
}
