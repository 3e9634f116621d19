//! Vertex sets as `u64` bitmasks (bit `v` = vertex `v`): iteration, masks, maximal sets,
//! connected unions, and the counting helpers the families and the matroid test share.
//! A leaf module: it names nothing else of the crate.

/// Mask with the lowest `n` bits set (`n <= 64`).
#[inline]
pub fn low_mask(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Iterates over the indices of the set bits of `mask`, lowest first.
#[inline]
pub fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

/// Keeps only the maximal sets, in order of first appearance, dropping duplicates and
/// empty sets.
pub fn maximal_sets(sets: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    for (i, &s) in sets.iter().enumerate() {
        if s == 0 {
            continue;
        }
        let dominated = sets.iter().enumerate().any(|(j, &t)| {
            // s is dropped if strictly inside another set, or equal to an earlier one.
            (s & !t == 0) && (s != t || j < i)
        });
        if !dominated {
            out.push(s);
        }
    }
    out
}

/// The unions of the connected components of a hypergraph (sets that overlap, directly
/// or through others, are merged), ordered by lowest vertex.
pub fn merge_overlapping(sets: &[u64]) -> Vec<u64> {
    let mut comps: Vec<u64> = Vec::new();
    for &e in sets {
        let mut merged = e;
        comps.retain(|&c| {
            if c & merged != 0 {
                merged |= c;
                false
            } else {
                true
            }
        });
        comps.push(merged);
    }
    comps.sort_unstable_by_key(|c| c.trailing_zeros());
    comps
}

/// `C(n, k)` as u128 (saturating).
pub fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    // acc · (n-i) / (i+1) is C(n, i+1): exact at every step; saturates instead of overflowing.
    let mut acc = 1u128;
    for i in 0..k {
        acc = match acc.checked_mul((n - i) as u128) {
            Some(x) => x / (i as u128 + 1),
            None => return u128::MAX,
        };
    }
    acc
}

/// All `k`-subsets of `0..n` as bitmasks, in increasing numeric order.
pub fn subsets_of_size(n: usize, k: usize) -> impl Iterator<Item = u64> {
    let limit = low_mask(n);
    let mut cur: Option<u64> = if k <= n { Some(low_mask(k)) } else { None };
    std::iter::from_fn(move || {
        let c = cur?;
        // Gosper's hack for the next subset of the same size.
        cur = if c == 0 {
            None
        } else {
            let u = c & c.wrapping_neg();
            let v = c.wrapping_add(u);
            if v == 0 {
                None
            } else {
                let next = v + (((v ^ c) / u) >> 2);
                (next & !limit == 0).then_some(next)
            }
        };
        Some(c)
    })
}

/// Sorts a short slice by `cmp` (heapsort: O(n log n), unstable like `sort_unstable_by`).
/// For the page's bundle: one small copy per element type instead of the standard
/// library's several kilobytes per call site; used where the data are a complex's facets,
/// a sketch's points or a diagram's nodes, never in the engines.
pub fn sort_small_by<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> std::cmp::Ordering) {
    fn sift<T>(v: &mut [T], mut root: usize, end: usize, cmp: &mut dyn FnMut(&T, &T) -> std::cmp::Ordering) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && cmp(&v[child], &v[child + 1]).is_lt() {
                child += 1;
            }
            if !cmp(&v[root], &v[child]).is_lt() {
                return;
            }
            v.swap(root, child);
            root = child;
        }
    }
    let n = v.len();
    for i in (0..n / 2).rev() {
        sift(v, i, n, cmp);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift(v, 0, end, cmp);
    }
}

/// [`sort_small_by`] in the natural order.
pub fn sort_small<T: Ord>(v: &mut [T]) {
    sort_small_by(v, &mut |a: &T, b: &T| a.cmp(b));
}
