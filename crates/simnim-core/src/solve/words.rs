//! The words an engine keeps across units, as its vector kernels read them: shared by the
//! threads of a search (atomic words, one at a time), or owned by its one thread (the same
//! words read and written plainly, so four neighbours move as one vector). A search on
//! one thread (always in the browser's worker) takes its words out of the shared part
//! for a call and puts them back after it.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use wide::{u64x2, u64x4};

/// Words `i..i + 4` or `i..i + 2` as a vector, and single words.
pub(super) trait Words {
    fn get(&mut self, i: usize) -> u64;
    fn set(&mut self, i: usize, v: u64);
    fn get4(&mut self, i: usize) -> u64x4;
    fn set4(&mut self, i: usize, v: u64x4);
    fn get2(&mut self, i: usize) -> u64x2;
    fn set2(&mut self, i: usize, v: u64x2);
}

/// A vector of words as the kernels use it: `wide::u64x2` (one SSE2 or SIMD128 register)
/// or `wide::u64x4` (two, or one AVX2 register).
pub(super) trait Vector:
    Copy
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitOrAssign
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Not<Output = Self>
{
    /// Words per vector.
    const WORDS: usize;
    const ZERO: Self;
    fn splat(x: u64) -> Self;
    /// The first `WORDS` of `words` (zeros beyond its end).
    fn from_words(words: &[u64]) -> Self;
    /// The OR of the words.
    fn or_words(self) -> u64;
    fn read<W: Words>(w: &mut W, i: usize) -> Self;
    fn write<W: Words>(self, w: &mut W, i: usize);
}

impl Vector for u64x2 {
    const WORDS: usize = 2;
    const ZERO: Self = u64x2::ZERO;
    #[inline(always)]
    fn splat(x: u64) -> Self {
        u64x2::splat(x)
    }
    fn from_words(words: &[u64]) -> Self {
        u64x2::new([0, 1].map(|k| words.get(k).copied().unwrap_or(0)))
    }
    #[inline(always)]
    fn or_words(self) -> u64 {
        let [a, b] = self.to_array();
        a | b
    }
    #[inline(always)]
    fn read<W: Words>(w: &mut W, i: usize) -> Self {
        w.get2(i)
    }
    #[inline(always)]
    fn write<W: Words>(self, w: &mut W, i: usize) {
        w.set2(i, self);
    }
}

impl Vector for u64x4 {
    const WORDS: usize = 4;
    const ZERO: Self = u64x4::ZERO;
    #[inline(always)]
    fn splat(x: u64) -> Self {
        u64x4::splat(x)
    }
    fn from_words(words: &[u64]) -> Self {
        u64x4::new([0, 1, 2, 3].map(|k| words.get(k).copied().unwrap_or(0)))
    }
    #[inline(always)]
    fn or_words(self) -> u64 {
        let [a, b, c, d] = self.to_array();
        a | b | c | d
    }
    #[inline(always)]
    fn read<W: Words>(w: &mut W, i: usize) -> Self {
        w.get4(i)
    }
    #[inline(always)]
    fn write<W: Words>(self, w: &mut W, i: usize) {
        w.set4(i, self);
    }
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
    #[inline(always)]
    fn get2(&mut self, i: usize) -> u64x2 {
        let Some([a, b]) = self.0.get(i..).and_then(|r| r.first_chunk::<2>()) else { return u64x2::ZERO };
        u64x2::new([a.load(Relaxed), b.load(Relaxed)])
    }
    #[inline(always)]
    fn set2(&mut self, i: usize, v: u64x2) {
        if let Some(r) = self.0.get(i..).and_then(|r| r.first_chunk::<2>()) {
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
    #[inline(always)]
    fn get2(&mut self, i: usize) -> u64x2 {
        let Some([a, b]) = self.0.get_mut(i..).and_then(|r| r.first_chunk_mut::<2>()) else {
            return u64x2::ZERO;
        };
        u64x2::new([*a.get_mut(), *b.get_mut()])
    }
    #[inline(always)]
    fn set2(&mut self, i: usize, v: u64x2) {
        if let Some(r) = self.0.get_mut(i..).and_then(|r| r.first_chunk_mut::<2>()) {
            for (w, x) in r.iter_mut().zip(v.to_array()) {
                *w.get_mut() = x;
            }
        }
    }
}
