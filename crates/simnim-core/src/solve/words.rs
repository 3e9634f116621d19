//! The words an engine keeps across units, as its vector kernels read them: shared by the
//! threads of a search (atomic words, one at a time), or owned by its one thread (the same
//! words read and written plainly, so four neighbours move as one vector). A search on
//! one thread (always in the browser's worker) takes its words out of the shared part
//! for a call and puts them back after it.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use wide::u64x4;

/// Words `i..i + 4` as a vector, and single words.
pub(super) trait Words {
    fn get(&mut self, i: usize) -> u64;
    fn set(&mut self, i: usize, v: u64);
    fn get4(&mut self, i: usize) -> u64x4;
    fn set4(&mut self, i: usize, v: u64x4);
}

/// Words shared by the threads of a search.
pub(super) struct Threads<'a>(pub(super) &'a [AtomicU64]);

impl Words for Threads<'_> {
    #[inline(always)]
    fn get(&mut self, i: usize) -> u64 {
        self.0.get(i).map_or(0, |w| w.load(Relaxed))
    }
    #[inline(always)]
    fn set(&mut self, i: usize, v: u64) {
        if let Some(w) = self.0.get(i) {
            w.store(v, Relaxed);
        }
    }
    #[inline(always)]
    fn get4(&mut self, i: usize) -> u64x4 {
        let Some([a, b, c, d]) = self.0.get(i..).and_then(|r| r.first_chunk::<4>()) else { return u64x4::ZERO };
        u64x4::new([a.load(Relaxed), b.load(Relaxed), c.load(Relaxed), d.load(Relaxed)])
    }
    #[inline(always)]
    fn set4(&mut self, i: usize, v: u64x4) {
        if let Some(r) = self.0.get(i..).and_then(|r| r.first_chunk::<4>()) {
            for (w, x) in r.iter().zip(v.to_array()) {
                w.store(x, Relaxed);
            }
        }
    }
}

/// Words the one thread of a search owns.
pub(super) struct Own<'a>(pub(super) &'a mut [AtomicU64]);

impl Words for Own<'_> {
    #[inline(always)]
    fn get(&mut self, i: usize) -> u64 {
        self.0.get_mut(i).map_or(0, |w| *w.get_mut())
    }
    #[inline(always)]
    fn set(&mut self, i: usize, v: u64) {
        if let Some(w) = self.0.get_mut(i) {
            *w.get_mut() = v;
        }
    }
    #[inline(always)]
    fn get4(&mut self, i: usize) -> u64x4 {
        // A fixed-size window: four plain loads the compiler merges into vector loads.
        let Some([a, b, c, d]) = self.0.get_mut(i..).and_then(|r| r.first_chunk_mut::<4>()) else {
            return u64x4::ZERO;
        };
        u64x4::new([*a.get_mut(), *b.get_mut(), *c.get_mut(), *d.get_mut()])
    }
    #[inline(always)]
    fn set4(&mut self, i: usize, v: u64x4) {
        if let Some(r) = self.0.get_mut(i..).and_then(|r| r.first_chunk_mut::<4>()) {
            for (w, x) in r.iter_mut().zip(v.to_array()) {
                *w.get_mut() = x;
            }
        }
    }
}
