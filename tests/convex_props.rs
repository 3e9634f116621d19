//! McCoy–Sieben's propositions on random geometries (points, trees, deletions), and the
//! structure theory cross-checked at every position against the core's exhaustive table
//! and the independent naive solver in tests/support/naive_convex.rs.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use crate::support::naive_convex::{affine_closure, tree_closure, NaiveGame};
use crate::support::Rng;

use std::collections::HashMap;

use simnim_core::convex::{
    build_game, Base, Game, Geometry, GeometryError, GeometrySpec, Rule, Structure, BRUTE_MAX_NATIVE,
};

fn line_game(xs: &str, win: &str) -> Game {
    build_game(&GeometrySpec::Line(xs.into()), "", win, Rule::Achieve).unwrap()
}

fn random_points(rng: &mut Rng, n: usize, span: i64) -> Vec<(i64, i64)> {
    let mut pts = Vec::new();
    while pts.len() < n {
        let p = (rng.below(2 * span as u64 + 1) as i64 - span, rng.below(2 * span as u64 + 1) as i64 - span);
        if !pts.contains(&p) {
            pts.push(p);
        }
    }
    pts
}

/// A random tree on n vertices (vertex i > 0 hangs below a random earlier vertex), labels 0..n-1.
fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    (1..n).map(|i| (rng.below(i as u64) as usize, i)).collect()
}

fn tree_geometry(n: usize, edges: &[(usize, usize)]) -> Geometry {
    Geometry::tree_from((0..n).map(|i| i.to_string()).collect(), edges).unwrap()
}

fn random_subset(rng: &mut Rng, of: u64) -> u64 {
    loop {
        let m = rng.next() & of;
        if m != 0 {
            return m;
        }
    }
}

/// Signature (e, o) of a tree game (Sec 6): for |W| ≥ 2 over w ∈ Ex(W) the parities of
/// V_w = S ∖ M_w; for W = {w} over the components of T ∖ w.
pub(crate) fn tree_signature(g: &Game) -> (usize, usize) {
    let geo = &g.geometry;
    let Base::Tree(adj) = geo.base() else { panic!("tree expected") };
    let comps = |w: usize| -> Vec<u64> {
        adj[w]
            .iter()
            .map(|&v| {
                let mut c = 1u64 << v;
                let mut st = vec![v];
                while let Some(x) = st.pop() {
                    for &u in &adj[x] {
                        if u != w && c >> u & 1 == 0 {
                            c |= 1 << u;
                            st.push(u);
                        }
                    }
                }
                c
            })
            .collect()
    };
    let (mut e, mut o) = (0, 0);
    if g.win.count_ones() == 1 {
        for c in comps(g.win.trailing_zeros() as usize) {
            if c.count_ones() % 2 == 0 {
                e += 1
            } else {
                o += 1
            }
        }
    } else {
        let ex = geo.extreme_points(g.win);
        for w in (0..geo.n()).filter(|&w| ex >> w & 1 == 1) {
            let mw = comps(w).into_iter().find(|&c| c & g.win & !(1 << w) != 0).unwrap();
            let vw = geo.all() & !mw;
            if vw.count_ones().is_multiple_of(2) {
                e += 1
            } else {
                o += 1
            }
        }
    }
    (e, o)
}

fn prop_6_5_6_7(g: &Game) -> u32 {
    let (e, o) = tree_signature(g);
    if g.win.count_ones() == 1 {
        return if o == 0 {
            1
        } else if e == 0 {
            2
        } else {
            3
        };
    }
    if g.geometry.n().is_multiple_of(2) {
        match (e, o) {
            (1, 0) => 1,
            (0, 1) | (1, 2) => 2,
            (1, 1) | (2, 1) => 3,
            _ => 0,
        }
    } else {
        match (e, o) {
            (0, 0) | (1, 1) => 0,
            (1, 0) | (2, 0) => 2,
            _ => 1,
        }
    }
}

/// Prop 6.7 (one winning vertex), Prop 6.5 (several) and Cor 6.8 (only 0–3): brute force on trees
/// up to 14 vertices, structure theory alone on trees up to 64 vertices.
#[test]
fn props_6_5_and_6_7_and_corollary_6_8_on_random_trees() {
    let mut rng = Rng(0x7ee5);
    let mut seen = [0usize; 4];
    for case in 0..3000 {
        let big = case % 3 == 0;
        let n = if big { 15 + rng.below(50) as usize } else { 1 + rng.below(14) as usize };
        let edges = random_tree(&mut rng, n);
        let geo = tree_geometry(n, &edges);
        let win = if case % 2 == 0 {
            1 << rng.below(n as u64)
        } else if big {
            // At most 12 winning vertices: ℐ has 2^|Ex(W)| classes.
            (0..1 + rng.below(12)).fold(0u64, |m, _| m | 1 << rng.below(n as u64))
        } else {
            random_subset(&mut rng, geo.all())
        };
        let g = Game::new(geo, win, Rule::Achieve).unwrap();
        let s = Structure::of(&g).unwrap();
        let v = s.nim();
        assert!(v <= 3, "Cor 6.8 fails: nim {v} on tree {edges:?} W={win:b}");
        assert_eq!(v, prop_6_5_6_7(&g), "Prop 6.5/6.7 on tree {edges:?} W={win:b}");
        if !big {
            assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), v, "brute on tree {edges:?} W={win:b}");
        }
        seen[v as usize] += 1;
    }
    assert!(seen.iter().all(|&k| k > 0), "every value 0..3 should occur: {seen:?}");
}

/// Prop 5.3 (|W| = 1) and Prop 5.5 (|W| ≥ 2) for W ⊆ Ex(S), on random point sets (with deletions).
#[test]
fn props_5_3_and_5_5_extreme_winning_sets() {
    let mut rng = Rng(0x55);
    let mut cases = 0;
    while cases < 1500 {
        let big = cases % 4 == 0;
        let n = if big { 15 + rng.below(25) as usize } else { 1 + rng.below(10) as usize };
        let pts = random_points(&mut rng, n, if big { 12 } else { 3 });
        let mut geo = Geometry::points(&pts).unwrap();
        if !big && rng.below(3) == 0 {
            let d = rng.next() & ((1u64 << n) - 1);
            if let Ok(gd) = geo.clone().with_deleted(d) {
                geo = gd;
            }
        }
        let ex = geo.extreme_points(geo.all());
        if ex == 0 {
            continue;
        }
        let win = random_subset(&mut rng, ex);
        let g = Game::new(geo, win, Rule::Achieve).unwrap();
        let s = Structure::of(&g).unwrap();
        // Prop 5.1: ℳ = {S ∖ {v} : v ∈ W}.
        let mut expect_m: Vec<u64> =
            (0..g.geometry.n()).filter(|&v| win >> v & 1 == 1).map(|v| g.geometry.all() & !(1 << v)).collect();
        expect_m.sort_unstable();
        assert_eq!(s.maximal, expect_m);
        let odd = g.geometry.n() % 2 == 1;
        let expected = match (win.count_ones() == 1, odd) {
            (true, true) => 1,
            (true, false) => 2,
            (false, false) => 0,
            (false, true) => 1,
        };
        assert_eq!(s.nim(), expected, "points {pts:?} W={win:b}");
        if !big {
            assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), expected);
        }
        cases += 1;
    }
}

/// Prop 3.2: GEN(S, Ex(W)), GEN(S, W) and GEN(S, τ(W)) have the same nim number.
#[test]
fn prop_3_2_extreme_points_and_closure_of_the_winning_set() {
    let mut rng = Rng(0x32);
    for _ in 0..500 {
        let n = 1 + rng.below(9) as usize;
        let geo = Geometry::points(&random_points(&mut rng, n, 3)).unwrap();
        let w = random_subset(&mut rng, geo.all());
        let nim = |win: u64| Structure::of(&Game::new(geo.clone(), win, Rule::Achieve).unwrap()).unwrap().nim();
        let v = nim(w);
        assert_eq!(nim(geo.extreme_points(w)), v);
        assert_eq!(nim(geo.closure(w)), v);
    }
}

// ---------- cross-checks ----------

/// A random game: points in the plane or a tree, random deletions, random W, either rule; with the
/// independent naive closure of the same ground set.
fn random_game(rng: &mut Rng, case: usize) -> (Game, NaiveGame) {
    let n = 1 + rng.below(10) as usize;
    let rule = if case.is_multiple_of(2) { Rule::Achieve } else { Rule::Avoid };
    let (geo, closure): (Geometry, Box<dyn Fn(u64) -> u64>) = if case % 4 < 2 {
        let span = 2 + rng.below(3) as i64;
        let pts = random_points(rng, n, span);
        (Geometry::points(&pts).unwrap(), Box::new(move |a| affine_closure(&pts, a)))
    } else {
        let edges = random_tree(rng, n);
        (tree_geometry(n, &edges), Box::new(move |a| tree_closure(n, &edges, a)))
    };
    let mut geo = geo;
    let mut d = 0;
    if rng.below(3) == 0 {
        let (r1, r2) = (rng.next(), rng.next());
        let cand = r1 & r2 & ((1u64 << n) - 1);
        if let Ok(g) = geo.clone().with_deleted(cand) {
            geo = g;
            d = cand;
        }
    }
    let win = random_subset(rng, geo.all());
    let naive = NaiveGame { n, closure, deleted: d, win: geo.to_ground(win), avoid: rule == Rule::Avoid };
    (Game::new(geo, win, rule).unwrap(), naive)
}

/// Structure theory (Prop 4.16: nim(P) = nim_pty(P)(X_⌈P⌉)) equals the core's exhaustive search and
/// the independent naive solver at every position of 2,000 random games, GEN and DNG.
#[test]
fn structure_theory_equals_brute_force_at_every_position() {
    let mut rng = Rng(0xc0ffee);
    let mut by_value = HashMap::new();
    for case in 0..2000 {
        let (g, naive) = random_game(&mut rng, case);
        let s = Structure::of(&g).unwrap();
        let nims = g.brute_nims(BRUTE_MAX_NATIVE).unwrap();
        let mut memo = HashMap::new();
        for p in 0..=g.geometry.all() {
            if !g.is_position(p) {
                assert_eq!(s.nim_of(p), None, "case {case}: {} is not a DNG position", g.geometry.set_string(p));
                continue;
            }
            let v = s.nim_of(p).unwrap();
            assert_eq!(v, nims[p as usize] as u32, "case {case} {} P={}", g.geometry, g.geometry.set_string(p));
            assert_eq!(v, naive.nim(g.geometry.to_ground(p), &mut memo), "case {case} naive {}", g.geometry);
        }
        assert_eq!(s.nim(), nims[0] as u32);
        *by_value.entry((g.rule.name(), s.nim())).or_insert(0) += 1;
    }
    assert!(by_value.len() >= 7, "too few distinct outcomes: {by_value:?}");
}

/// The closure is the naive one, satisfies Prop 2.3 (anti-exchange included) and deletions are
/// convex geometries (Prop 2.7); ℳ from copoints equals ℳ by brute force.
#[test]
fn closure_axioms_and_maximal_non_generating_sets() {
    let mut rng = Rng(0xa11);
    for case in 0..600 {
        let (g, naive) = random_game(&mut rng, case);
        let geo = &g.geometry;
        let all = geo.all();
        let cl = |a: u64| geo.closure(a);
        for a in 0..=all {
            let c = cl(a);
            assert_eq!(geo.to_ground(c), (naive.closure)(geo.to_ground(a) | naive.deleted) & !naive.deleted);
            assert_eq!(c & a, a);
            assert_eq!(cl(c), c);
            assert_eq!(cl(geo.extreme_points(a)), c, "Prop 2.3(6)");
            for x in 0..geo.n() {
                for y in 0..geo.n() {
                    let (bx, by) = (1u64 << x, 1u64 << y);
                    if x != y && c & (bx | by) == 0 && cl(a | bx) & by != 0 {
                        assert_eq!(cl(a | by) & bx, 0, "anti-exchange fails");
                    }
                }
            }
        }
        let convex: Vec<u64> = geo.convex_sets().unwrap();
        assert!(convex.contains(&all));
        for &k in &convex {
            for &l in &convex {
                assert!(convex.contains(&(k & l)));
            }
            if k != all {
                assert!((0..geo.n()).any(|a| k >> a & 1 == 0 && convex.contains(&(k | 1 << a))), "accessibility");
            }
        }
        let s = Structure::of(&g).unwrap();
        let mut brute: Vec<u64> = (0..=all)
            .filter(|&m| !g.generating(m) && (0..geo.n()).all(|x| m >> x & 1 == 1 || g.generating(m | 1 << x)))
            .collect();
        brute.sort_unstable();
        assert_eq!(s.maximal, brute, "ℳ on {}", geo);
    }
}

#[test]
fn bad_geometries_are_clear_errors() {
    let err = |spec: GeometrySpec, del: &str, win: &str| build_game(&spec, del, win, Rule::Achieve).unwrap_err();
    let e = |spec: GeometrySpec, del: &str, win: &str| err(spec, del, win).to_string();
    // Typed: the variant names the culprit.
    assert_eq!(
        err(GeometrySpec::Points("(0,0),(1,1),(0,0)".into()), "", "1"),
        GeometryError::Coincide { first: 1, second: 3, x: 0, y: 0 }
    );
    assert!(matches!(
        err(GeometrySpec::Points("(0,0),(1,x)".into()), "", "1"),
        GeometryError::Syntax { column: 7, .. }
    ));
    assert!(e(GeometrySpec::Points("(0,0),(1,1),(0,0)".into()), "", "1").contains("coincide"));
    assert!(e(GeometrySpec::Points("(0,0),(1,x)".into()), "", "1").contains("integer"));
    assert!(e(GeometrySpec::Points("(0,0),(1,1)".into()), "", "").contains("empty"));
    assert!(e(GeometrySpec::Points("(0,0),(1,1)".into()), "", "3").contains("no point"));
    assert!(e(GeometrySpec::Points("(0,0),(1,1)".into()), "1", "1").contains("deleted"));
    assert!(e(GeometrySpec::Points("(0,0),(1,1)".into()), "1,2", "1").contains("every point"));
    assert!(e(GeometrySpec::Tree("0-1,1-2,2-0".into()), "", "1").contains("tree"));
    assert!(e(GeometrySpec::Tree("0-1,2-3,3-4".into()), "", "1").contains("edges"));
    assert!(e(GeometrySpec::Tree("0-1,2-3,3-4,4-2".into()), "", "1").contains("a tree"));
    assert!(e(GeometrySpec::Tree("0-0".into()), "", "0").contains("loop"));
    assert!(e(GeometrySpec::Line("1,,2".into()), "", "1").contains("integer"));
    assert!(e(GeometrySpec::Points("(9999999999,0)".into()), "", "1").contains("beyond"));
    let many: Vec<String> = (0..65).map(|i| format!("({i},{})", i * i)).collect();
    assert!(e(GeometrySpec::Points(many.join(",")), "", "1").contains("64"));
    let big = build_game(
        &GeometrySpec::Line((0..30).map(|i| i.to_string()).collect::<Vec<_>>().join(",")),
        "",
        "3",
        Rule::Achieve,
    )
    .unwrap();
    assert!(big.brute_nim(BRUTE_MAX_NATIVE).unwrap_err().to_string().contains("exceeds the limit"));
    // Fuzz the parsers: never a panic.
    let mut rng = Rng(9);
    let alphabet: Vec<char> = "(),-0123456789 x{}".chars().collect();
    for _ in 0..20000 {
        let len = rng.below(14) as usize;
        let t: String = (0..len).map(|_| alphabet[rng.below(alphabet.len() as u64) as usize]).collect();
        for spec in [GeometrySpec::Points(t.clone()), GeometrySpec::Line(t.clone()), GeometrySpec::Tree(t.clone())] {
            if let Ok(g) = build_game(&spec, &t, &t, Rule::Achieve) {
                let _ = Structure::of(&g);
            }
        }
    }
}

/// The signature quotient (used when the complements of ℳ are disjoint and ℐ ≅ 2^ℳ is too big to
/// list) gives every position the brute-force nim number: forced on small random games.
#[test]
fn signature_quotient_equals_brute_force_at_every_position() {
    let mut rng = Rng(0x5165);
    let mut used = 0;
    for case in 0..3000 {
        let (g, _) = random_game(&mut rng, case);
        let Ok(s) = Structure::of_with_limit(&g, 1) else { continue };
        if s.quotient.is_none() {
            continue;
        }
        used += 1;
        let nims = g.brute_nims(BRUTE_MAX_NATIVE).unwrap();
        for p in 0..=g.geometry.all() {
            if g.is_position(p) {
                assert_eq!(s.nim_of(p), Some(nims[p as usize] as u32), "case {case} {} P={p:b}", g.geometry);
            } else {
                assert_eq!(s.nim_of(p), None);
            }
        }
        assert_eq!(s.nim(), nims[0] as u32);
    }
    assert!(used >= 300, "only {used} games used the quotient");
}

/// Far beyond brute force: Prop 5.5 with up to 40 winning extreme points among 50 points, and
/// Prop 6.5 on trees with up to 40 winning leaves (2^40 structure classes, answered by signatures).
#[test]
fn props_5_5_and_6_5_with_huge_winning_sets() {
    let mut rng = Rng(0xb16);
    for case in 0..200 {
        // Points in convex position on a parabola, plus interior points.
        let k = 20 + rng.below(21) as usize;
        let mut pts: Vec<(i64, i64)> = (0..k as i64).map(|i| (i, i * i)).collect();
        let extra = rng.below(11) as usize;
        while pts.len() < k + extra {
            let x = 1 + rng.below(k as u64 - 2) as i64;
            let p = (x, x * x + 1 + rng.below(30) as i64);
            if p.1 < (k as i64 - 1) * x && !pts.contains(&p) {
                pts.push(p);
            }
        }
        let geo = Geometry::points(&pts).unwrap();
        let ex = geo.extreme_points(geo.all());
        assert_eq!(ex, (1u64 << k) - 1, "the parabola points are the extreme points");
        let mut win = 0u64;
        for _ in 0..(2 + rng.below(39)) {
            win |= 1 << rng.below(k as u64);
        }
        let g = Game::new(geo, win, Rule::Achieve).unwrap();
        let s = Structure::of(&g).unwrap();
        let odd = g.geometry.n() % 2 == 1;
        let expected = if win.count_ones() == 1 {
            if odd {
                1
            } else {
                2
            }
        } else if odd {
            1
        } else {
            0
        };
        assert_eq!(s.nim(), expected, "case {case}: |S|={} |W|={}", g.geometry.n(), win.count_ones());
        // Trees: caterpillars with many leaves in W.
        let spine = 3 + rng.below(10) as usize;
        let mut edges: Vec<(usize, usize)> = (1..spine).map(|i| (i - 1, i)).collect();
        let total = spine + 20 + rng.below(40) as usize;
        for v in spine..total.min(64) {
            edges.push((rng.below(spine as u64) as usize, v));
        }
        let n = total.min(64);
        let geo = tree_geometry(n, &edges);
        let leaves: Vec<usize> =
            (0..n).filter(|&v| edges.iter().filter(|&&(a, b)| a == v || b == v).count() == 1).collect();
        let mut win = 0u64;
        for _ in 0..(2 + rng.below(40)) {
            win |= 1 << leaves[rng.below(leaves.len() as u64) as usize];
        }
        let g = Game::new(geo, win, Rule::Achieve).unwrap();
        let s = Structure::of(&g).unwrap();
        assert_eq!(s.nim(), prop_6_5_6_7(&g), "tree case {case}: {edges:?} W={win:b}");
        assert!(s.nim() <= 3);
    }
}

/// The reasons shown next to the answer: every applicable proposition's prediction equals the
/// structure theory, on random points (W ⊆ Ex(S) included), lines and trees of every size.
#[test]
fn the_reasons_shown_predict_the_structure_theory() {
    use simnim_core::convex::reasons;
    let mut rng = Rng(0x7ea5);
    let mut seen = std::collections::HashSet::new();
    for case in 0..3000 {
        let n = 1 + rng.below(if case % 3 == 0 { 40 } else { 10 }) as usize;
        let geo = match case % 3 {
            0 => tree_geometry(n, &random_tree(&mut rng, n)),
            1 => Geometry::line(&(0..n as i64).map(|i| 3 * i - 7).collect::<Vec<_>>()).unwrap(),
            _ => Geometry::points(&random_points(&mut rng, n, 3)).unwrap(),
        };
        let win = if rng.below(2) == 0 {
            let ex = geo.extreme_points(geo.all());
            if ex == 0 {
                random_subset(&mut rng, geo.all())
            } else {
                random_subset(&mut rng, ex)
            }
        } else {
            (0..1 + rng.below(4)).fold(0u64, |m, _| m | 1 << rng.below(n as u64))
        };
        let g = Game::new(geo, win, Rule::Achieve).unwrap();
        let s = Structure::of(&g).unwrap();
        for r in reasons(&g) {
            assert_eq!(r.predicted, s.nim(), "{}: {} ({})", r.source, r.statement, g.geometry);
            seen.insert(r.source.clone());
        }
    }
    let mut seen: Vec<String> = seen.into_iter().collect();
    seen.sort();
    assert_eq!(seen, ["Prop 5.3", "Prop 5.5", "Prop 6.5", "Prop 6.7", "Prop 7.1", "Prop 7.2"]);
    // Example 4.17: S = {-1,0,1} = W is not inside Ex(S), the line proposition answers.
    let g = line_game("-1,0,1", "-1,0,1");
    let r = reasons(&g);
    assert_eq!(r.len(), 1);
    assert_eq!((r[0].source.as_str(), r[0].predicted), ("Prop 7.1", 1));
}
