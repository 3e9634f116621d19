//! Undo and redo: one history type for every editor of the page (the drawing, the convex
//! sketch, a game in play). It stores whole states (they are small), at most [`CAP`] of them.

/// The number of states an undo history keeps.
pub const CAP: usize = 200;

/// Past and undone states of a `T`.
#[derive(Clone, Debug, PartialEq)]
pub struct History<T> {
    undo: Vec<T>,
    redo: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        History { undo: Vec::new(), redo: Vec::new() }
    }
}

impl<T> History<T> {
    /// Records `before`, the state just left by an edit; the redo list is dropped.
    pub fn record(&mut self, before: T) {
        self.undo.push(before);
        if self.undo.len() > CAP {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// Steps back: `current` becomes the last recorded state. `false` when there is none.
    pub fn undo(&mut self, current: &mut T) -> bool {
        match self.undo.pop() {
            Some(prev) => {
                self.redo.push(std::mem::replace(current, prev));
                true
            }
            None => false,
        }
    }

    /// Steps forward again after [`History::undo`]. `false` when there is nothing to redo.
    pub fn redo(&mut self, current: &mut T) -> bool {
        match self.redo.pop() {
            Some(next) => {
                self.undo.push(std::mem::replace(current, next));
                true
            }
            None => false,
        }
    }

    /// Is there a state to go back to?
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Is there an undone state to go forward to?
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The most recently recorded state.
    pub fn last(&self) -> Option<&T> {
        self.undo.last()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }
}
