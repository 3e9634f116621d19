//! The words an engine keeps across units, as its vector kernels read them: shared by the
//! threads of a search (atomic words, one at a time), or owned by its one thread (the same
//! words read and written plainly, so four neighbours move as one vector). A search on
//! one thread (always in the browser's worker) takes its words out of the shared part
//! for a call and puts them back after it.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use wide::{u64x2, u64x4};

/// `len` zeros in an allocation of at least [`PAD`] bytes more, for a thread's scratch that
/// it writes every row: the threads' scratch is allocated one after the other, and two
/// threads' words on one cache line (or on the pair the hardware fetches together) would
/// move between the cores' caches at every write. Measured (BENCHMARKS.md, "Every core
/// again"): on 2 threads the P/N engine ran 1.15–1.17 times as fast as on one unpadded,
/// 1.76–1.86 times padded.
pub(super) fn scratch<T: Clone + Default>(len: usize) -> Vec<T> {
    let mut v = Vec::with_capacity(len + PAD.div_ceil(std::mem::size_of::<T>().max(1)));
    v.resize(len, T::default());
    v
}

/// Bytes after a thread's scratch that no other allocation takes (two cache lines).
const PAD: usize = 128;

/// Words `i..i + N` (zeros, and nothing written, past the end), and single words.
pub(super) trait Words {
    fn load<const N: usize>(&mut self, i: usize) -> [u64; N];
    fn store<const N: usize>(&mut self, i: usize, v: [u64; N]);
    #[inline(always)]
    fn get(&mut self, i: usize) -> u64 {
        let [w] = self.load(i);
        w
    }
    #[inline(always)]
    fn set(&mut self, i: usize, v: u64) {
        self.store(i, [v]);
    }
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
        u64x2::new(w.load(i))
    }
    #[inline(always)]
    fn write<W: Words>(self, w: &mut W, i: usize) {
        w.store(i, self.to_array());
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
        u64x4::new(w.load(i))
    }
    #[inline(always)]
    fn write<W: Words>(self, w: &mut W, i: usize) {
        w.store(i, self.to_array());
    }
}

/// Words shared by the threads of a search.
pub(super) struct Threads<'a>(pub(super) &'a [AtomicU64]);

impl Words for Threads<'_> {
    #[inline(always)]
    fn load<const N: usize>(&mut self, i: usize) -> [u64; N] {
        match self.0.get(i..).and_then(|r| r.first_chunk::<N>()) {
            Some(r) => r.each_ref().map(|w| w.load(Relaxed)),
            None => [0; N],
        }
    }
    #[inline(always)]
    fn store<const N: usize>(&mut self, i: usize, v: [u64; N]) {
        if let Some(r) = self.0.get(i..).and_then(|r| r.first_chunk::<N>()) {
            for (w, x) in r.iter().zip(v) {
                w.store(x, Relaxed);
            }
        }
    }
}

/// Words the one thread of a search owns.
pub(super) struct Own<'a>(pub(super) &'a mut [AtomicU64]);

impl Words for Own<'_> {
    // A fixed-size window: plain loads and stores the compiler merges into vector ones.
    #[inline(always)]
    fn load<const N: usize>(&mut self, i: usize) -> [u64; N] {
        match self.0.get_mut(i..).and_then(|r| r.first_chunk_mut::<N>()) {
            Some(r) => r.each_mut().map(|w| *w.get_mut()),
            None => [0; N],
        }
    }
    #[inline(always)]
    fn store<const N: usize>(&mut self, i: usize, v: [u64; N]) {
        if let Some(r) = self.0.get_mut(i..).and_then(|r| r.first_chunk_mut::<N>()) {
            for (w, x) in r.iter_mut().zip(v) {
                *w.get_mut() = x;
            }
        }
    }
}
