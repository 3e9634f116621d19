//! Sets of small nim values as fixed arrays of words, and the compact value table (one byte
//! per position, or two) that the thesis's engines fill. Values are bounded by the number of
//! options of the largest position, so the word count is fixed before a search starts.

use super::error::GameError;
use crate::grid::{LimitError, Limits};

/// The largest nim value the engines represent (sets of 64 words).
pub const MAX_VALUE: u64 = 4095;

/// Words per value set for values up to `bound`: a power of two from 1 to 64, or a refusal.
pub(crate) fn words_for(bound: u128) -> Result<usize, GameError> {
    if bound > MAX_VALUE as u128 {
        return Err(GameError::Values { bound, limit: MAX_VALUE });
    }
    Ok(((bound as usize) / 64 + 1).next_power_of_two())
}

/// `a |= b`.
#[inline(always)]
pub(crate) fn or_into<const K: usize>(a: &mut [u64; K], b: &[u64; K]) {
    for k in 0..K {
        a[k] |= b[k];
    }
}

/// The set `{v}`.
#[inline(always)]
pub(crate) fn single<const K: usize>(v: u64) -> [u64; K] {
    let mut s = [0u64; K];
    s[(v / 64) as usize % K] = 1 << (v % 64);
    s
}

/// Adds `v` to the set.
#[inline(always)]
pub(crate) fn insert<const K: usize>(s: &mut [u64; K], v: u64) {
    s[(v / 64) as usize % K] |= 1 << (v % 64);
}

/// The least value not in the set (the set never holds every value: the bound leaves room).
#[inline(always)]
pub(crate) fn mex<const K: usize>(s: &[u64; K]) -> u64 {
    for k in 0..K {
        if s[k] != u64::MAX {
            return 64 * k as u64 + s[k].trailing_ones() as u64;
        }
    }
    64 * K as u64
}

/// A value stored in one byte or two.
pub(crate) trait Cell: Copy + Default {
    fn put(v: u64) -> Self;
}

impl Cell for u8 {
    #[inline(always)]
    fn put(v: u64) -> u8 {
        v as u8
    }
}

impl Cell for u16 {
    #[inline(always)]
    fn put(v: u64) -> u16 {
        v as u16
    }
}

/// A table of values: one byte each when every value is below 256, else two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
}

impl Store {
    /// Bytes per value for values up to `bound`.
    pub(crate) fn width(bound: u128) -> u128 {
        if bound < 256 {
            1
        } else {
            2
        }
    }

    /// A zeroed table of `len` values up to `bound`, allocated without aborting on failure.
    pub(crate) fn new(len: usize, bound: u128, limits: &Limits) -> Result<Store, GameError> {
        let refuse = || {
            GameError::Limit(LimitError::Memory {
                bytes: len as u128 * Store::width(bound),
                limit: limits.max_bytes,
                positions: len as u128,
            })
        };
        if bound < 256 {
            let mut v: Vec<u8> = Vec::new();
            v.try_reserve_exact(len).map_err(|_| refuse())?;
            v.resize(len, 0);
            Ok(Store::U8(v))
        } else {
            let mut v: Vec<u16> = Vec::new();
            v.try_reserve_exact(len).map_err(|_| refuse())?;
            v.resize(len, 0);
            Ok(Store::U16(v))
        }
    }

    /// The value at `i`, if inside the table.
    pub(crate) fn get(&self, i: usize) -> Option<u64> {
        match self {
            Store::U8(v) => v.get(i).map(|&x| x as u64),
            Store::U16(v) => v.get(i).map(|&x| x as u64),
        }
    }

    /// Bytes of the table.
    pub(crate) fn bytes(&self) -> u64 {
        match self {
            Store::U8(v) => v.len() as u64,
            Store::U16(v) => 2 * v.len() as u64,
        }
    }

    /// The largest value.
    pub(crate) fn max(&self) -> u64 {
        match self {
            Store::U8(v) => v.iter().copied().max().unwrap_or(0) as u64,
            Store::U16(v) => v.iter().copied().max().unwrap_or(0) as u64,
        }
    }
}

/// A zeroed vector of `len` sets, allocated without aborting on failure.
pub(crate) fn zeroed_sets<const K: usize>(len: usize, limits: &Limits) -> Result<Vec<[u64; K]>, GameError> {
    let mut v: Vec<[u64; K]> = Vec::new();
    v.try_reserve_exact(len).map_err(|_| {
        GameError::Limit(LimitError::Memory {
            bytes: len as u128 * 8 * K as u128,
            limit: limits.max_bytes,
            positions: len as u128,
        })
    })?;
    v.resize(len, [0u64; K]);
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_and_mex() {
        let mut s = [0u64; 2];
        for v in 0..70 {
            insert(&mut s, v);
        }
        assert_eq!(mex(&s), 70);
        assert_eq!(mex(&single::<1>(0)), 1);
        assert_eq!(mex(&single::<1>(3)), 0);
        assert_eq!(words_for(63).unwrap(), 1);
        assert_eq!(words_for(64).unwrap(), 2);
        assert_eq!(words_for(300).unwrap(), 8);
        assert_eq!(words_for(4095).unwrap(), 64);
        assert!(words_for(4096).is_err());
    }
}
