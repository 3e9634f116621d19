//! The census tree of seven points, weighed once: its heavy subtrees' weights (nodes plus
//! classes), so that [`super::plan()`] can cut it into balanced jobs without walking it. They
//! come from one walk of the whole tree (`simnim-census`'s `examples/weigh.rs`, about 4.9e8
//! nodes), whose classes are in the header. With no weights shipped (an empty file) the plan
//! falls back to the fixed-depth jobs.
//!
//! Format (`weights7.bin`; `simnim-census`'s `weigh::encode` writes it): `SNW7`, a version byte, then `FINEST` and the classes as
//! little-endian u64s, then the tree in pre-order as LEB128 varints: each node's weight, and
//! for a node heavier than `FINEST` the bytes its descendants' entries take, which follow
//! (its children in order, each the same way). A lighter node's children are not listed.

/// The shipped weights.
static WEIGHTS: &[u8] = include_bytes!("weights7.bin");

/// Reads weights in this format in pre-order.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    finest: u64,
    /// The classes the walk counted.
    pub classes: u64,
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

impl Reader<'static> {
    /// The shipped weights of seven points at the root, or `None` when none are shipped.
    pub fn shipped() -> Option<Reader<'static>> {
        Reader::new(WEIGHTS)
    }
}

impl<'a> Reader<'a> {
    /// A reader at the root of weights in this format, or `None` when they are not.
    pub fn new(bytes: &'a [u8]) -> Option<Reader<'a>> {
        if bytes.get(..5)? != b"SNW7\x01" {
            return None;
        }
        Some(Reader { bytes, at: 21, finest: u64_at(bytes, 5)?, classes: u64_at(bytes, 13)? })
    }

    fn varint(&mut self) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.bytes.get(self.at)?;
            self.at += 1;
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(v);
            }
        }
        None
    }

    /// The next node's weight, and for a heavy one the bytes its descendants take (they
    /// follow); `None` past the end.
    pub fn node(&mut self) -> Option<(u64, Option<usize>)> {
        let w = self.varint()?;
        if w > self.finest {
            Some((w, Some(usize::try_from(self.varint()?).ok()?)))
        } else {
            Some((w, None))
        }
    }

    /// Skips a heavy node's descendants.
    pub fn skip(&mut self, bytes: usize) -> Option<()> {
        self.at = self.at.checked_add(bytes).filter(|&a| a <= self.bytes.len())?;
        Some(())
    }

    /// Has everything been read?
    pub fn finished(&self) -> bool {
        self.at == self.bytes.len()
    }
}
