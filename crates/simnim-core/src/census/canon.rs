//! Canonical labelling of a complex by individualisation and refinement (the method of
//! McKay's nauty, without its automorphism group machinery): colour the vertices by what
//! the facets say about them, refine until stable, and where a colour class still holds
//! several vertices, try each of them as the next distinguished vertex; every leaf of that
//! search is a labelling, and the least relabelled face set over all leaves is the
//! canonical form. The search tree depends only on the complex, not on its labels, so two
//! complexes are isomorphic exactly when their canonical forms are equal.
//!
//! Twins prune the tree: when swapping vertices `u` and `w` is an automorphism, trying `w`
//! after `u` in the same cell gives the same leaves (the swap fixes everything chosen so
//! far), so only one of them is tried. The isolated vertices of a big complex, or a simplex,
//! then cost one branch per level instead of `n!` leaves.

use super::faces::{face_set, relabel_faces, MAX_VERTICES};

/// A canonical form: `code` is the relabelled face set (bit `s` for the face with vertex
/// mask `s`), `labelling[v]` the new name of vertex `v`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canonical {
    pub code: u128,
    pub labelling: Vec<usize>,
}

/// The canonical form of the complex on `n ≤ 7` vertices with these facets (vertex masks;
/// vertices that lie in no facet are isolated points outside the complex and keep no face).
pub fn canonical_form(n: usize, facets: &[u64]) -> Canonical {
    debug_assert!(n <= MAX_VERTICES);
    let faces = face_set(facets);
    let twins = twin_classes(n, facets);
    let colours = refine(n, facets, vec![0; n]);
    let mut best: Option<Canonical> = None;
    search(n, facets, faces, &twins, colours, &mut best);
    best.unwrap_or(Canonical { code: faces, labelling: (0..n).collect() })
}

/// `twin[v]`: the least vertex `u` such that swapping `u` and `v` is an automorphism.
fn twin_classes(n: usize, facets: &[u64]) -> Vec<usize> {
    let mut sorted = facets.to_vec();
    sorted.sort_unstable();
    let mut twin: Vec<usize> = (0..n).collect();
    for w in 0..n {
        for u in 0..w {
            if twin[u] != u {
                continue;
            }
            let mut swapped: Vec<u64> = facets.iter().map(|&f| swap_bits(f, u, w)).collect();
            swapped.sort_unstable();
            if swapped == sorted {
                twin[w] = u;
                break;
            }
        }
    }
    twin
}

fn swap_bits(f: u64, u: usize, w: usize) -> u64 {
    let (bu, bw) = (f >> u & 1, f >> w & 1);
    if bu == bw {
        f
    } else {
        f ^ (1 << u | 1 << w)
    }
}

/// A 64-bit mixer (splitmix64's finaliser).
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Refines `colours` until stable: a vertex's new colour is the rank of its old colour with a
/// summary of the facets through it (each facet: its size and the multiset of its other
/// vertices' colours, hashed without regard to order). The summary depends only on the
/// complex and the colours, never on labels, so refinement commutes with relabelling; a
/// collision only leaves a class unsplit (the search then splits it), never a wrong form.
/// Ranks keep the old order, so refinement only splits classes.
fn refine(n: usize, facets: &[u64], mut colours: Vec<u32>) -> Vec<u32> {
    let mut classes = count_classes(&colours);
    let mut sigs: Vec<(u32, u64, usize)> = Vec::with_capacity(n);
    loop {
        let colour_hash: Vec<u64> = colours.iter().map(|&c| mix(u64::from(c) + 1)).collect();
        sigs.clear();
        for v in 0..n {
            let mut around = 0u64;
            for &f in facets.iter().filter(|&&f| f >> v & 1 == 1) {
                let mut others = 0u64;
                let mut rest = f & !(1 << v);
                while rest != 0 {
                    others = others.wrapping_add(colour_hash[rest.trailing_zeros() as usize]);
                    rest &= rest - 1;
                }
                around = around.wrapping_add(mix(others ^ u64::from(f.count_ones()) << 56));
            }
            sigs.push((colours[v], around, v));
        }
        sigs.sort_unstable();
        let mut next = vec![0u32; n];
        let mut rank = 0u32;
        for i in 0..n {
            if i > 0 && (sigs[i].0, sigs[i].1) != (sigs[i - 1].0, sigs[i - 1].1) {
                rank += 1;
            }
            next[sigs[i].2] = rank;
        }
        let now = rank as usize + 1;
        colours = next;
        if now == classes {
            return colours;
        }
        classes = now;
    }
}

fn count_classes(colours: &[u32]) -> usize {
    let mut c = colours.to_vec();
    c.sort_unstable();
    c.dedup();
    c.len()
}

fn search(n: usize, facets: &[u64], faces: u128, twins: &[usize], colours: Vec<u32>, best: &mut Option<Canonical>) {
    // The first colour (in order) held by several vertices: the cell to split.
    let mut count = vec![0usize; n];
    for &c in &colours {
        count[c as usize] += 1;
    }
    let Some(cell) = (0..n).find(|&c| count[c] > 1) else {
        let labelling: Vec<usize> = colours.iter().map(|&c| c as usize).collect();
        let code = relabel_faces(faces, &labelling);
        if best.as_ref().is_none_or(|b| code < b.code) {
            *best = Some(Canonical { code, labelling });
        }
        return;
    };
    let mut tried: Vec<usize> = Vec::new();
    for v in (0..n).filter(|&v| colours[v] as usize == cell) {
        if tried.contains(&twins[v]) {
            continue;
        }
        tried.push(twins[v]);
        // v first in its cell: every other colour doubles, v's class keeps the lower half.
        let split: Vec<u32> = colours.iter().enumerate().map(|(w, &c)| 2 * c + u32::from(w != v)).collect();
        search(n, facets, faces, twins, refine(n, facets, split), best);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isomorphic_complexes_share_a_form_and_others_do_not() {
        // A path 1-2-3 plus a point, labelled two ways; a triangle's boundary differs.
        let a = canonical_form(4, &[0b0011, 0b0110, 0b1000]);
        let b = canonical_form(4, &[0b0001, 0b1100, 0b1010]);
        let c = canonical_form(4, &[0b0011, 0b0110, 0b0101, 0b1000]);
        assert_eq!(a.code, b.code);
        assert_ne!(a.code, c.code);
    }
}
