//! Rays: the values along one pile equal the value of each position, and the detected
//! arithmetic periodicity is the smallest period and preperiod that fit.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use crate::support::naive::Naive;

use simnim_core::{families, periodicity, ray, Complex, Limits, Periodicity};

#[test]
fn rays_equal_the_value_of_each_point() {
    for (text, piles, vary, upto) in [
        ("{a,b},{b,c},{d}", vec![2u64, 3, 1, 0], 0usize, 30u64),
        ("{a,b},{b,c},{d}", vec![1, 0, 2, 3], 1, 25),
        ("{1,2,3},{2,3,4},{3,4,5},{1,5}", vec![1, 2, 0, 1, 0], 4, 20),
        ("{1,2},{2,3},{3,1}", vec![2, 0, 1], 1, 20),
    ] {
        let c = Complex::parse(text).unwrap();
        let r = ray(&c, &piles, &[vary], upto, &Limits::NATIVE).unwrap();
        let mut naive = Naive::parse(text);
        for x in 0..=upto {
            let mut p = piles.clone();
            p[vary] = x;
            assert_eq!(r.values[x as usize], naive.value(&p), "{text} at {p:?}");
        }
    }
    // Diagonals: several piles equal to x, the others fixed (Open Problem 3's path).
    for (text, piles, vary, upto) in [
        ("{a,b},{b,c}", vec![0u64, 2, 0], vec![0usize, 2], 20u64),
        ("{a,b},{b,c}", vec![0, 0, 0], vec![0, 1, 2], 14),
        ("{1,2,3},{2,3,4},{3,4,5},{1,5}", vec![1, 0, 2, 0, 1], vec![1, 3], 12),
    ] {
        let c = Complex::parse(text).unwrap();
        let r = ray(&c, &piles, &vary, upto, &Limits::NATIVE).unwrap();
        let mut naive = Naive::parse(text);
        for x in 0..=upto {
            let mut p = piles.clone();
            for &v in &vary {
                p[v] = x;
            }
            assert_eq!(r.values[x as usize], naive.value(&p), "{text} at {p:?}");
        }
    }
    let c = Complex::parse("{a,b},{b,c}").unwrap();
    assert!(ray(&c, &[0, 0, 0], &[], 5, &Limits::NATIVE).is_err(), "a ray must vary a vertex");
    assert!(ray(&c, &[0, 0, 0], &[3], 5, &Limits::NATIVE).is_err(), "no vertex 3");
    // Proper Nim beyond the box: the closed form answers at each point.
    let c = families::moore(4, 4).unwrap();
    let big = 1u64 << 50;
    let r = ray(&c, &[big, big + 1, big + 2, 0], &[3], 40, &Limits::NATIVE).unwrap();
    assert_eq!(r.method, "jenkyns-mayberry");
    for (x, &v) in r.values.iter().enumerate() {
        assert_eq!(v as u128, simnim_core::solved::proper_nim_value(&[big, big + 1, big + 2, x as u64]));
    }
}

#[test]
fn periodicity_finds_the_smallest_period_and_preperiod() {
    let p = |period, preperiod, saltus| Some(Periodicity { period, preperiod, saltus });
    assert_eq!(periodicity(&[0, 1, 2, 0, 1, 2, 0, 1, 2]), p(3, 0, 0));
    assert_eq!(periodicity(&[5, 9, 0, 1, 2, 0, 1, 2, 0, 1, 2]), p(3, 2, 0));
    assert_eq!(periodicity(&[0, 1, 2, 3, 4, 5, 6]), p(1, 0, 1));
    // g(x+2) − g(x) = 3, 1, then 2 from x = 2 on.
    assert_eq!(periodicity(&[0, 0, 3, 1, 5, 3, 7, 5, 9]), p(2, 2, 2), "arithmetic-periodic with saltus 2");
    assert_eq!(periodicity(&[7, 7, 7, 7]), p(1, 0, 0));
    assert_eq!(periodicity(&[0, 1, 0, 2, 0, 3]), None, "no period with two whole periods");
    assert_eq!(periodicity(&[]), None);
    // Classical Nim on two piles, the second fixed at 5: g(x) = x XOR 5, period 8, saltus 8.
    let c = families::classical_nim(2).unwrap();
    let r = ray(&c, &[0, 5], &[0], 40, &Limits::NATIVE).unwrap();
    assert_eq!(periodicity(&r.values), p(8, 0, 8));
}

#[test]
fn the_ray_chart_draws_every_value_and_shades_the_periodic_part() {
    // Nim on two piles with the second at 5: g(x) = x XOR 5, periodic from 0 with period 8.
    let values: Vec<u64> = (0..=40u64).map(|x| x ^ 5).collect();
    let per = periodicity(&values);
    let chart = simnim_model::ray_chart::chart(&values, per);
    assert_eq!(chart.dots.len(), 41);
    let (l, t, r, b) = chart.plot;
    for &(x, y, px, g) in &chart.dots {
        assert_eq!(g, px ^ 5);
        assert!((l..=r).contains(&x) && (t..=b).contains(&y), "dot inside the plot");
    }
    // Larger values are drawn higher (smaller y), equal values at the same height.
    let y_of = |g: u64| chart.dots.iter().find(|d| d.3 == g).unwrap().1;
    assert!(y_of(0) > y_of(1) && y_of(1) > y_of(45));
    assert_eq!(chart.shade_from, Some(l), "periodic from x = 0");
    let shifted: Vec<u64> = [9, 9, 9].into_iter().chain(values.iter().copied()).collect();
    let c2 = simnim_model::ray_chart::chart(&shifted, periodicity(&shifted));
    assert!(c2.shade_from.unwrap() > c2.plot.0, "a preperiod leaves the start unshaded");
    assert!(simnim_model::ray_chart::svg(&chart, "g(x,5)").contains("<polyline"));
    assert_eq!(simnim_model::ray_chart::chart(&[3, 1, 4], None).shade_from, None);
}

/// The slice g(a, b, c), a and c ≤ k, by the naive solver (other piles 0).
fn naive_slice(text: &str, b: u64, k: u64) -> Vec<Vec<u64>> {
    let mut naive = Naive::parse(text);
    let n = crate::support::naive::vertex_count(text);
    (0..=k)
        .map(|a| {
            (0..=k)
                .map(|c| {
                    let mut p = vec![0; n];
                    (p[0], p[1], p[2]) = (a, b, c);
                    naive.value(&p)
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_workbench_reads_the_regularities_of_a_slice() {
    use simnim_model::workbench::{base, regularities};
    // Open Problem 3's path a–b–c. With b = 0 the game is Nim on a and c: g = a XOR c.
    let slice = naive_slice("{a,b},{b,c},{d}", 0, 10);
    for (a, row) in slice.iter().enumerate() {
        for (c, &g) in row.iter().enumerate() {
            assert_eq!(g, (a ^ c) as u64);
        }
    }
    let r = regularities(&slice, 0, ["a", "b", "c"]);
    assert!(r[0].starts_with("symmetric"), "{r:?}");
    let zeros: Vec<String> = (0..=10).map(|x| format!("({x},0,{x})")).collect();
    assert!(r[1].ends_with(&zeros.join(", ")), "{}", r[1]);
    let many = naive_slice("{a,b},{b,c},{d}", 0, 20);
    assert!(regularities(&many, 0, ["a", "b", "c"])[1].ends_with("(11,0,11), … (21 in all)"));
    // Row 0 is g = c (period 1, saltus 1); the diagonal is all 0 (period 1, saltus 0).
    assert!(r.iter().any(|l| l.starts_with("rows a = 0") && l.contains("period 1, saltus 1")), "{r:?}");
    assert!(r.last().unwrap().contains("period 1, preperiod 0, saltus 0"), "{r:?}");
    // A slice of b = 2 is still symmetric (the path's reflection a ↔ c).
    assert!(regularities(&naive_slice("{a,b},{b,c},{d}", 2, 8), 2, ["a", "b", "c"])[0].starts_with("symmetric"));
    // {a,b},{c}: g(a,b,c) = (a+b) XOR c is not symmetric in a and c; the witness is checked.
    let slice = naive_slice("{a,b},{c}", 1, 6);
    let r = regularities(&slice, 1, ["a", "b", "c"]);
    assert!(r[0].starts_with("not symmetric"), "{r:?}");
    let nums: Vec<u64> = r[0].split(|ch: char| !ch.is_ascii_digit()).filter_map(|t| t.parse().ok()).collect();
    // "g(a,1,c) = x but g(c,1,a) = y"
    let (a, c, x, y) = (nums[0] as usize, nums[2] as usize, nums[3], nums[7]);
    assert_eq!((slice[a][c], slice[c][a]), (x, y));
    assert_ne!(x, y);
    assert_eq!(base(&[3, 2, 4, 1], 5), vec![3, 5, 4, 0]);
}
