//! A complex on at most 7 vertices as its face set: one bit per vertex set (128 of them),
//! bit `s` set when the set with vertex mask `s` is a face. Closed under subsets; the empty
//! face is bit 0.

/// The census's limit: face sets fit in a `u128`.
pub const MAX_VERTICES: usize = 7;

/// Every face of the complex with these facets (and the empty face).
pub fn face_set(facets: &[u64]) -> u128 {
    let mut faces = 1u128;
    for &f in facets {
        // Every subset of f: the standard walk s = (s − 1) & f.
        let mut s = f;
        loop {
            faces |= 1u128 << s;
            if s == 0 {
                break;
            }
            s = (s - 1) & f;
        }
    }
    faces
}

/// For each set `s` of at most 7 points, the sets one vertex larger (`larger`) or one
/// vertex smaller than `s`, as bits of a `u128`.
const fn one_vertex_apart(larger: bool) -> [u128; 128] {
    let mut t = [0u128; 128];
    let mut s = 0;
    while s < 128 {
        let mut v = 0;
        while v < MAX_VERTICES {
            if (s >> v & 1 == 0) == larger {
                t[s] |= 1u128 << (s ^ 1 << v);
            }
            v += 1;
        }
        s += 1;
    }
    t
}

/// `UP[s]`: the sets `s ∪ {v}`, `v ∉ s`.
const UP: [u128; 128] = one_vertex_apart(true);

/// `DOWN[s]`: the sets `s − {v}`, `v ∈ s`.
const DOWN: [u128; 128] = one_vertex_apart(false);

/// Is the set with mask `s` a facet (a face in no larger face) of the face set?
pub fn is_facet(faces: u128, s: u64) -> bool {
    s < 128 && faces >> s & 1 == 1 && faces & UP[s as usize] == 0
}

/// The facets of a face set on at most 7 points, on the stack (at most C(7,3) = 35).
#[derive(Clone, Copy)]
pub struct Facets {
    len: usize,
    sets: [u64; 64],
}

impl std::ops::Deref for Facets {
    type Target = [u64];
    fn deref(&self) -> &[u64] {
        &self.sets[..self.len]
    }
}

/// The facets (maximal faces) of a face set, increasing by mask; none for `{∅}`.
pub fn facets(faces: u128) -> Facets {
    let mut out = Facets { len: 0, sets: [0; 64] };
    let mut rest = faces & !1;
    while rest != 0 {
        let s = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if faces & UP[s] == 0 && out.len < out.sets.len() {
            out.sets[out.len] = s as u64;
            out.len += 1;
        }
    }
    out
}

/// The facets (maximal faces) of a face set, increasing by mask; none for `{∅}`.
pub fn facets_of(faces: u128, n: usize) -> Vec<u64> {
    debug_assert!(n <= MAX_VERTICES);
    facets(faces).to_vec()
}

/// The face set with vertex `v` renamed `labelling[v]`.
pub fn relabel_faces(faces: u128, labelling: &[usize]) -> u128 {
    let mut out = 0u128;
    let mut rest = faces;
    while rest != 0 {
        let s = rest.trailing_zeros() as u64;
        rest &= rest - 1;
        let mut t = 0u64;
        let mut b = s;
        while b != 0 {
            let v = b.trailing_zeros() as usize;
            b &= b - 1;
            t |= 1 << labelling[v];
        }
        out |= 1u128 << t;
    }
    out
}

/// The sets that can be added to a face set keeping it closed under subsets: not faces,
/// every subset one smaller a face.
pub fn addable(faces: u128, n: usize) -> impl Iterator<Item = u64> {
    (1..1u64 << n).filter(move |&s| faces >> s & 1 == 0 && faces & DOWN[s as usize] == DOWN[s as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_and_facets_round_trip() {
        let facets = vec![0b011, 0b110];
        let faces = face_set(&facets);
        assert_eq!(faces.count_ones(), 6); // ∅, 1, 2, 3, 12, 23
        assert_eq!(facets_of(faces, 3), facets);
        assert_eq!(addable(faces, 3).collect::<Vec<_>>(), vec![0b101]);
        assert_eq!(relabel_faces(faces, &[2, 1, 0]), face_set(&[0b110, 0b011]));
    }
}
