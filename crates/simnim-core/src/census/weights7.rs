//! The census tree of seven points, weighed once: its heavy subtrees' weights (nodes plus
//! classes), so that [`super::plan()`] can cut it into balanced jobs without walking it. They
//! come from one walk of the whole tree (`simnim-census`'s `examples/weigh.rs`, about 4.9e8
//! nodes), whose classes are in the header. With no weights shipped (an empty file) the plan
//! falls back to the fixed-depth jobs.
//!
//! Format (`weights7.bin`; [`encode`] writes it, [`Reader`] reads it): `SNW7`, a version
//! byte, then `FINEST` and the classes as little-endian u64s, then the tree in pre-order as LEB128 varints: each node's weight, and
//! for a node heavier than `FINEST` the bytes its descendants' entries take, which follow
//! (its children in order, each the same way). A lighter node's children are not listed.

use std::collections::HashMap;

use super::tree::{children, spans, Code};

/// The shipped weights.
static WEIGHTS: &[u8] = include_bytes!("weights7.bin");

/// The format's first bytes: its name and version.
const MAGIC: &[u8; 5] = b"SNW7\x01";

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
        if bytes.get(..5)? != MAGIC {
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

/// The weights in this format: the tree of `n` points in pre-order from the root, every node
/// heavier than `finest` followed by its children; `known` holds every such node and child
/// (code → weight, classes), `classes` goes to the header. An error names a missing node or
/// children that do not add up to their parent.
pub fn encode(n: usize, finest: u64, classes: u64, known: &HashMap<Code, (u64, u64)>) -> Result<Vec<u8>, String> {
    fn varint(mut v: u64, out: &mut Vec<u8>) {
        while v >= 0x80 {
            out.push((v as u8 & 0x7f) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }
    fn emit(
        n: usize,
        node: Code,
        finest: u64,
        known: &HashMap<Code, (u64, u64)>,
        out: &mut Vec<u8>,
    ) -> Result<(), String> {
        let (w, _) = *known.get(&node).ok_or_else(|| format!("no weight for {node:x}"))?;
        varint(w, out);
        if w > finest {
            let mut below = Vec::new();
            let mut sum = 1 + u64::from(spans(n, node));
            for c in children(n, node) {
                sum += known.get(&c).map_or(0, |k| k.0);
                emit(n, c, finest, known, &mut below)?;
            }
            if sum != w {
                return Err(format!("{node:x}: children weigh {sum}, the node {w}"));
            }
            varint(below.len() as u64, out);
            out.extend(below);
        }
        Ok(())
    }
    let mut bytes = MAGIC.to_vec();
    bytes.extend(finest.to_le_bytes());
    bytes.extend(classes.to_le_bytes());
    emit(n, 1, finest, known, &mut bytes)?;
    Ok(bytes)
}
