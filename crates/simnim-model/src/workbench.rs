//! The Open Problem 3 workbench. The SetNim paper asks for the P-positions of
//! SN(4, {{a,b},{b,c},{d}}): they are the positions with g(a,b,c) = d, where g is the nim
//! value of the path game a–b–c. The workbench shows slices g(·, b, ·) for a chosen b, the
//! rays along each axis and diagonal, and the regularities it reads off them — always
//! "within the computed range", as evidence, never as a proof.
//!
//! It works on the first three vertices of any complex (the others at 0): for the preset
//! they are a, b, c of the path.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use simnim_core::{describe_periodicity, periodicity, Complex};

/// Is `c` Open Problem 3's game: the path a–b–c on the first three vertices (the middle one
/// second), and at most one more vertex, isolated? On any other complex the workbench
/// studies its first three vertices, and says that this is not Open Problem 3.
pub fn is_open_problem_3(c: &Complex) -> bool {
    let want: &[u64] = match c.n() {
        3 => &[0b011, 0b110],
        4 => &[0b011, 0b110, 0b1000],
        _ => return false,
    };
    c.facets().len() == want.len() && want.iter().all(|f| c.facets().contains(f))
}

/// The rays drawn: a name for people and the vertices (of the first three) that vary.
pub const RAYS: [(&str, &[usize]); 5] = [
    ("along the first vertex", &[0]),
    ("along the middle vertex", &[1]),
    ("along the third vertex", &[2]),
    ("on the diagonal first = third", &[0, 2]),
    ("on the diagonal first = middle = third", &[0, 1, 2]),
];

/// The position the slice and the rays start from: the current piles of the first and the
/// third vertex, the slice's pile `b` on the middle one, every other pile 0.
pub fn base(piles: &[u64], b: u64) -> Vec<u64> {
    let mut p = vec![0; piles.len()];
    if piles.len() >= 3 {
        p[0] = piles[0];
        p[1] = b;
        p[2] = piles[2];
    }
    p
}

/// What the slice g(a, b, c), a and c in `0..=K` (rows a, columns c), shows; `labels` are
/// the three vertices' names.
pub fn regularities(slice: &[Vec<u64>], b: u64, labels: [&str; 3]) -> Vec<String> {
    let [la, lb, lc] = labels;
    let k = slice.len().saturating_sub(1);
    let mut out = Vec::new();
    if slice.is_empty() {
        return out;
    }
    // Symmetry of the first and third vertex.
    let asym = (0..=k).flat_map(|a| (0..=k).map(move |c| (a, c))).find(|&(a, c)| slice[a][c] != slice[c][a]);
    out.push(match asym {
        None => format!("symmetric: g({la},{b},{lc}) = g({lc},{b},{la}) for all {la}, {lc} ≤ {k}"),
        Some((a, c)) => format!("not symmetric: g({a},{b},{c}) = {} but g({c},{b},{a}) = {}", slice[a][c], slice[c][a]),
    });
    // The P-positions of the slice (value 0).
    let zeros: Vec<String> = (0..=k)
        .flat_map(|a| (0..=k).map(move |c| (a, c)))
        .filter(|&(a, c)| slice[a][c] == 0)
        .map(|(a, c)| format!("({a},{b},{c})"))
        .collect();
    out.push(format!(
        "value 0 (P-positions with {lb} = {b}) at {}{}",
        zeros.iter().take(12).cloned().collect::<Vec<_>>().join(", "),
        if zeros.len() > 12 { format!(", … ({} in all)", zeros.len()) } else { String::new() }
    ));
    // Rows: periodicity in c for each a, grouped.
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (a, row) in slice.iter().enumerate() {
        let key = match periodicity(row) {
            Some(q) => format!("period {}, saltus {}", q.period, q.saltus),
            None => "no period with two whole periods".to_string(),
        };
        match groups.iter_mut().find(|(k2, _)| *k2 == key) {
            Some((_, rows)) => rows.push(a),
            None => groups.push((key, vec![a])),
        }
    }
    for (key, rows) in groups {
        out.push(format!(
            "rows {la} = {} as {lc} runs to {k}: {key}",
            rows.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(",")
        ));
    }
    // The diagonal of the slice.
    let diag: Vec<u64> = (0..=k).map(|x| slice[x][x]).collect();
    out.push(format!("the slice's diagonal g(x,{b},x): {}", describe_periodicity(periodicity(&diag), k as u64)));
    out
}
