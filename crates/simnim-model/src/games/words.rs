//! The thesis's games in words: a move as a log line or a button says it, a position as a
//! task or a feedback line names it, and the answer's outcome as a person reads it (the
//! partizan classes L, R, P and N explained).

use simnim_core::thesis::{GameMove, GameOutcome, Line, Player};

use super::protocol::Rule;

/// A matrix as the page writes it: rows separated by `;` (`3,4;5,6`).
pub fn matrix_text(rows: &[Vec<u64>]) -> String {
    rows.iter().map(|r| r.iter().map(u64::to_string).collect::<Vec<_>>().join(",")).collect::<Vec<_>>().join(";")
}

/// A position of the graph mode: the edges' numbers and where the piece is.
pub fn graph_position_text(weights: &[u64], piece: &str) -> String {
    let w: Vec<String> = weights.iter().map(u64::to_string).collect();
    format!("numbers {}, the piece on {piece}", w.join(","))
}

/// A line, 1-based as people count: "row 2", "column 1".
pub fn line_text(line: Line, index: usize) -> String {
    match line {
        Line::Row => format!("row {}", index + 1),
        Line::Column => format!("column {}", index + 1),
    }
}

/// A player of the partizan game, with the lines it plays.
pub fn player_text(p: Player) -> &'static str {
    match p {
        Player::Left => "Left (rows)",
        Player::Right => "Right (columns)",
    }
}

/// A move in a few words: "edge 1-2: 3 → 0, the piece to 2", "row 1 − 2", "to 2,1;1,2".
pub fn move_text(m: &GameMove) -> String {
    match m {
        GameMove::Edge { ends, from, to, piece, .. } => {
            format!("edge {}-{}: {from} → {to}, the piece to {piece}", ends[0], ends[1])
        }
        GameMove::Line { player, line, index, amount, .. } => {
            let who = player.map(|p| format!("{}: ", if p == Player::Left { "Left" } else { "Right" }));
            format!("{}{} − {amount}", who.unwrap_or_default(), line_text(*line, *index))
        }
        GameMove::Cells { result } => format!("to {}", matrix_text(result)),
        GameMove::Piles { result } => format!("to ({},{})", result[0], result[1]),
    }
}

/// The matrix a move leaves (matrix moves only).
pub fn move_result(m: &GameMove) -> Option<&Vec<Vec<u64>>> {
    match m {
        GameMove::Line { result, .. } | GameMove::Cells { result } => Some(result),
        GameMove::Edge { .. } | GameMove::Piles { .. } => None,
    }
}

/// The outcome as a badge shows it and a sentence says it.
pub fn outcome_text(o: GameOutcome) -> (&'static str, &'static str) {
    match o {
        GameOutcome::P => ("P", "the player to move loses (a P-position)"),
        GameOutcome::N => ("N", "the player to move wins (an N-position)"),
        GameOutcome::L => ("L", "Left wins, whoever starts"),
        GameOutcome::R => ("R", "Right wins, whoever starts"),
    }
}

/// The partizan classes explained (for the matrix mode's answer panel).
pub const CLASSES: &str = "In the partizan game Left subtracts from rows and Right from columns. A position is \
    L when Left wins whoever moves first, R when Right wins whoever moves first, P when the player who moves first \
    loses and N when the player who moves first wins.";

/// The rule of the matrix mode in one sentence.
pub fn rule_text(rule: Rule) -> &'static str {
    match rule {
        Rule::Holladay => {
            "A move lowers piles of one row, or any piles that leave at least one column untouched (Holladay)."
        }
        Rule::Ferguson => {
            "A move takes the same positive number from every entry of one row or of one column (Ferguson)."
        }
        Rule::Partizan => {
            "Left takes the same positive number from every entry of a row, Right from every entry of a column (Ferguson's partizan game)."
        }
    }
}
