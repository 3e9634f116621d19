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

use super::faces::{face_set, facets, is_facet, relabel_faces, MAX_VERTICES};
use crate::sets::low_mask;

/// A canonical form: `code` is the relabelled face set (bit `s` for the face with vertex
/// mask `s`), `labelling[v]` the new name of vertex `v`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canonical {
    pub code: u128,
    pub labelling: Vec<usize>,
}

/// Colours, or any per-vertex value, of at most 7 vertices (the rest unused).
type PerVertex<T> = [T; 8];

/// The canonical form of the complex on `n ≤ 7` vertices with these facets (vertex masks;
/// vertices that lie in no facet are isolated points outside the complex and keep no face).
pub fn canonical_form(n: usize, facet_list: &[u64]) -> Canonical {
    let (code, labelling) = form(n, face_set(facet_list));
    Canonical { code, labelling: labelling[..n].to_vec() }
}

/// The canonical face set of the complex with this face set on `n ≤ 7` points: the `code`
/// of [`canonical_form`], without building the labelling.
pub fn canonical_code(n: usize, faces: u128) -> u128 {
    form(n, faces).0
}

fn form(n: usize, faces: u128) -> (u128, PerVertex<usize>) {
    debug_assert!(n <= MAX_VERTICES);
    let facets = facets(faces);
    let colours = refine(n, &facets, [0; 8]);
    let mut best: Option<(u128, PerVertex<usize>)> = None;
    // Twins share a colour (refinement commutes with automorphisms), so when every colour
    // is one vertex there are none to look for.
    let mut seen = [false; 8];
    let discrete = colours[..n].iter().all(|&c| !std::mem::replace(&mut seen[c as usize], true));
    let twins = if discrete { [0, 1, 2, 3, 4, 5, 6, 7] } else { twin_classes(n, faces, &colours) };
    search(n, &facets, faces, &twins, colours, &mut best);
    best.unwrap_or((faces, [0, 1, 2, 3, 4, 5, 6, 7]))
}

/// `twin[v]`: the least vertex `u` such that swapping `u` and `v` is an automorphism (the
/// swap maps every facet to a facet); only vertices of one colour of the refined
/// `colours` can be twins.
fn twin_classes(n: usize, faces: u128, colours: &PerVertex<u32>) -> PerVertex<usize> {
    let facets = facets(faces);
    let mut twin = [0, 1, 2, 3, 4, 5, 6, 7];
    for w in 0..n {
        for u in 0..w {
            if twin[u] != u || colours[u] != colours[w] {
                continue;
            }
            if facets.iter().all(|&f| is_facet(faces, swap_bits(f, u, w))) {
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
fn refine(n: usize, facets: &[u64], mut colours: PerVertex<u32>) -> PerVertex<u32> {
    let mut classes = count_classes(n, &colours);
    loop {
        let mut colour_hash = [0u64; 8];
        for v in 0..n {
            colour_hash[v] = mix(u64::from(colours[v]) + 1);
        }
        // Each facet once: the sum of its vertices' hashes, less the vertex's own, is the
        // sum over its other vertices.
        let mut around = [0u64; 8];
        for &f in facets.iter() {
            let (mut sum, mut rest) = (0u64, f & low_mask(n));
            while rest != 0 {
                sum = sum.wrapping_add(colour_hash[rest.trailing_zeros() as usize]);
                rest &= rest - 1;
            }
            let size = u64::from(f.count_ones()) << 56;
            rest = f & low_mask(n);
            while rest != 0 {
                let v = rest.trailing_zeros() as usize;
                around[v] = around[v].wrapping_add(mix(sum.wrapping_sub(colour_hash[v]) ^ size));
                rest &= rest - 1;
            }
        }
        let mut sigs = [(0u32, 0u64, 0usize); 8];
        for v in 0..n {
            sigs[v] = (colours[v], around[v], v);
        }
        let sigs = &mut sigs[..n];
        sigs.sort_unstable();
        let mut next = [0u32; 8];
        let mut rank = 0u32;
        for i in 0..n {
            if i > 0 && (sigs[i].0, sigs[i].1) != (sigs[i - 1].0, sigs[i - 1].1) {
                rank += 1;
            }
            next[sigs[i].2] = rank;
        }
        let now = if n == 0 { 0 } else { rank as usize + 1 };
        colours = next;
        if now == classes {
            return colours;
        }
        classes = now;
    }
}

/// The number of distinct colours among the first `n`.
fn count_classes(n: usize, colours: &PerVertex<u32>) -> usize {
    let mut c = *colours;
    let c = &mut c[..n];
    c.sort_unstable();
    c.iter().enumerate().filter(|&(i, x)| i == 0 || c[i - 1] != *x).count()
}

fn search(
    n: usize,
    facets: &[u64],
    faces: u128,
    twins: &PerVertex<usize>,
    colours: PerVertex<u32>,
    best: &mut Option<(u128, PerVertex<usize>)>,
) {
    // The first colour (in order) held by several vertices: the cell to split.
    let mut count = [0usize; 8];
    for &c in &colours[..n] {
        count[c as usize] += 1;
    }
    let Some(cell) = (0..n).find(|&c| count[c] > 1) else {
        let mut labelling = [0usize; 8];
        for v in 0..n {
            labelling[v] = colours[v] as usize;
        }
        let code = relabel_faces(faces, &labelling[..n]);
        if best.as_ref().is_none_or(|b| code < b.0) {
            *best = Some((code, labelling));
        }
        return;
    };
    let mut tried = [usize::MAX; 8];
    let mut tries = 0;
    for v in (0..n).filter(|&v| colours[v] as usize == cell) {
        if tried[..tries].contains(&twins[v]) {
            continue;
        }
        tried[tries] = twins[v];
        tries += 1;
        // v first in its cell: every other colour doubles, v's class keeps the lower half.
        let mut split = [0u32; 8];
        for w in 0..n {
            split[w] = 2 * colours[w] + u32::from(w != v);
        }
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
