//! Automatic layouts for complexes that arrive without positions: a circle, a grid (for
//! Matrix Nim's board, whose piles are numbered row by row), and a deterministic spring
//! embedder (Fruchterman–Reingold) started from the circle.

use super::drawing::{Drawing, HEIGHT, WIDTH};

/// Position of vertex `i` of `n` on a circle centred in the drawing area.
pub fn circle_point(i: usize, n: usize) -> (f64, f64) {
    let (cx, cy) = (WIDTH / 2.0, HEIGHT / 2.0);
    if n <= 1 {
        return (cx, cy);
    }
    let r = (HEIGHT / 2.0 - 60.0).min(80.0 + 18.0 * n as f64);
    let a = -std::f64::consts::FRAC_PI_2 + 2.0 * std::f64::consts::PI * i as f64 / n as f64;
    ((cx + r * a.cos()).round(), (cy + r * a.sin()).round())
}

/// Places the vertices on a grid of `rows` rows, row by row in the complex's vertex order
/// (Matrix Nim's board as it is written); `false` when the drawing has not `rows × cols`
/// vertices.
pub fn grid(d: &mut Drawing, rows: usize, cols: usize) -> bool {
    let n = d.n();
    if rows == 0 || cols == 0 || rows.checked_mul(cols) != Some(n) {
        return false;
    }
    let order: Vec<usize> = match d.to_complex() {
        Ok((_, order)) => order,
        Err(_) => (0..n).collect(),
    };
    let step = ((WIDTH - 120.0) / cols as f64).min((HEIGHT - 120.0) / rows as f64).min(160.0);
    let (x0, y0) = ((WIDTH - step * (cols - 1) as f64) / 2.0, (HEIGHT - step * (rows - 1) as f64) / 2.0);
    for (k, &i) in order.iter().enumerate() {
        d.vertices[i].x = (x0 + step * (k % cols) as f64).round();
        d.vertices[i].y = (y0 + step * (k / cols) as f64).round();
    }
    true
}

/// Places every vertex on a circle, in the complex's vertex order when possible.
pub fn circle(d: &mut Drawing) {
    let n = d.n();
    let order: Vec<usize> = match d.to_complex() {
        Ok((_, order)) => order,
        Err(_) => (0..n).collect(),
    };
    for (k, &i) in order.iter().enumerate() {
        let (x, y) = circle_point(k, n);
        d.vertices[i].x = x;
        d.vertices[i].y = y;
    }
}

/// Spring embedder: edges attract, all pairs repel; deterministic (starts on the circle).
pub fn spring(d: &mut Drawing) {
    circle(d);
    let n = d.n();
    if n < 3 {
        return;
    }
    let edges = d.edges();
    let k = ((WIDTH - 120.0) * (HEIGHT - 120.0) / n as f64).sqrt() * 0.75;
    let mut pos: Vec<(f64, f64)> = d.vertices.iter().map(|v| (v.x, v.y)).collect();
    let mut temp = WIDTH / 8.0;
    for _ in 0..300 {
        let mut disp = vec![(0.0f64, 0.0f64); n];
        for a in 0..n {
            for b in a + 1..n {
                let (dx, dy) = (pos[a].0 - pos[b].0, pos[a].1 - pos[b].1);
                let dist = (dx * dx + dy * dy).sqrt().max(0.01);
                let f = k * k / dist;
                disp[a].0 += dx / dist * f;
                disp[a].1 += dy / dist * f;
                disp[b].0 -= dx / dist * f;
                disp[b].1 -= dy / dist * f;
            }
        }
        for &(a, b) in &edges {
            let (dx, dy) = (pos[a].0 - pos[b].0, pos[a].1 - pos[b].1);
            let dist = (dx * dx + dy * dy).sqrt().max(0.01);
            let f = dist * dist / k;
            disp[a].0 -= dx / dist * f;
            disp[a].1 -= dy / dist * f;
            disp[b].0 += dx / dist * f;
            disp[b].1 += dy / dist * f;
        }
        for v in 0..n {
            let (dx, dy) = disp[v];
            let len = (dx * dx + dy * dy).sqrt().max(0.01);
            pos[v].0 = (pos[v].0 + dx / len * len.min(temp)).clamp(50.0, WIDTH - 50.0);
            pos[v].1 = (pos[v].1 + dy / len * len.min(temp)).clamp(50.0, HEIGHT - 50.0);
        }
        temp *= 0.985;
    }
    fit(&mut pos);
    for (v, p) in d.vertices.iter_mut().zip(pos) {
        v.x = p.0.round();
        v.y = p.1.round();
    }
}

/// Scales and centres points to fill the drawing area with a margin, keeping proportions.
fn fit(pos: &mut [(f64, f64)]) {
    let margin = 60.0;
    let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    for &(x, y) in pos.iter() {
        x0 = x0.min(x);
        x1 = x1.max(x);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    let (w, h) = ((x1 - x0).max(1.0), (y1 - y0).max(1.0));
    let s = ((WIDTH - 2.0 * margin) / w).min((HEIGHT - 2.0 * margin) / h);
    let (ox, oy) = ((WIDTH - s * w) / 2.0, (HEIGHT - s * h) / 2.0);
    for p in pos.iter_mut() {
        *p = (ox + (p.0 - x0) * s, oy + (p.1 - y0) * s);
    }
}
