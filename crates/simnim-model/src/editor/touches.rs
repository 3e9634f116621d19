//! What an edit may change — the complex, the piles, or neither — decided once for every
//! [`Action`] with an exhaustive `match`, so a new action does not compile until someone
//! decides. A read-only embed and an exercise ask this before an action goes through
//! ([`crate::state::AppState::allows`]).

use super::Action;

/// What an action may change, decided once per variant (an exhaustive `match`: a new
/// variant does not compile until someone decides). A read-only embed and an exercise ask
/// this before letting an action through ([`crate::state::AppState::allows`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touches {
    /// The complex: its vertices, faces or labels (and with them the piles).
    Complex,
    /// The piles only (undo and redo may also change the complex; see [`Action::touches`]).
    Piles,
    /// Neither: the selection, the layout, a notice.
    Nothing,
}

impl Action {
    /// What the action may change.
    pub fn touches(&self) -> Touches {
        match self {
            Action::AddVertex { .. }
            | Action::MakeFace
            | Action::RemoveFace
            | Action::DeleteSelected
            | Action::SetText(_)
            | Action::Rename { .. }
            | Action::LoadPreset(_)
            | Action::Load(_)
            | Action::Clear
            | Action::Operate(_) => Touches::Complex,
            // Undo and redo step through drawings; in an exercise they count as pile changes
            // and are checked against the task's complex and position after they are applied.
            Action::SetPile { .. }
            | Action::AdjustPile { .. }
            | Action::ClearPiles
            | Action::SetAllPiles(_)
            | Action::RandomPiles { .. }
            | Action::PlayMove(_)
            | Action::SetPilesInOrder(_)
            | Action::Undo
            | Action::Redo => Touches::Piles,
            Action::BeginDrag
            | Action::EndDrag
            | Action::MoveVertex { .. }
            | Action::Select { .. }
            | Action::SelectMask { .. }
            | Action::ClearSelection
            | Action::Layout(_)
            | Action::ShowNotice(_)
            | Action::DismissNotice => Touches::Nothing,
        }
    }

    /// Does the action change the complex (its vertices, faces or labels)?
    pub fn changes_complex(&self) -> bool {
        self.touches() == Touches::Complex
    }

    /// Does the action change the piles (undo and redo may)?
    pub fn changes_piles(&self) -> bool {
        self.touches() == Touches::Piles
    }
}
