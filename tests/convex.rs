//! McCoy–Sieben, convex geometry achievement games: the paper's examples and propositions, and
//! the structure theory cross-checked against two exhaustive searches (the core's and an
//! independent naive one in tests/support/naive_convex.rs).

#[path = "support/naive_convex.rs"]
mod naive_convex;
use crate::support;

use std::collections::HashMap;

use naive_convex::{affine_closure, tree_closure, NaiveGame};
use simnim_core::convex::{build_game, type_calculus, Base, Game, Geometry, GeometrySpec, Rule, Structure, BRUTE_MAX_NATIVE};
use support::Rng;

fn line_game(xs: &str, win: &str) -> Game {
    build_game(&GeometrySpec::Line(xs.into()), "", win, Rule::Achieve).unwrap()
}

fn sets(g: &Game, masks: &[u64]) -> Vec<String> {
    masks.iter().map(|&m| g.geometry.set_string(m)).collect()
}

// ---------- the paper's examples ----------

#[test]
fn example_4_17_structure_diagram_of_minus_one_zero_one() {
    let g = line_game("-1,0,1", "-1,0,1");
    let s = Structure::of(&g).unwrap();
    // Example 4.8: ℳ, ℐ and Φ.
    assert_eq!(sets(&g, &s.maximal), ["{-1,0}", "{0,1}"]);
    assert_eq!(g.geometry.set_string(s.frattini_set()), "{0}");
    let mut classes: Vec<(String, (u8, u32, u32))> =
        s.classes.iter().map(|c| (g.geometry.set_string(c.set), c.type_triple())).collect();
    classes.sort();
    // Example 4.17: nim_1(X_{0}) = 0, nim_0(X_{0}) = 1, nim_0(X_{-1,0}) = nim_0(X_{0,1}) = 1,
    // nim_1 of both = 2, X_S = (pty(S), 0, 0).
    assert_eq!(
        classes,
        vec![
            ("{-1,0,1}".to_string(), (1, 0, 0)),
            ("{-1,0}".to_string(), (0, 1, 2)),
            ("{0,1}".to_string(), (0, 1, 2)),
            ("{0}".to_string(), (1, 1, 0)),
        ]
    );
    assert_eq!(s.nim(), 1);
    assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), 1);
    // Example 4.8's classes, position by position.
    let members = |set: &str| {
        let i = s.classes.iter().position(|c| g.geometry.set_string(c.set) == set).unwrap();
        let (ps, complete) = s.positions_of(i, 100);
        assert!(complete);
        sets(&g, &ps)
    };
    assert_eq!(members("{0}"), ["{}", "{0}"]);
    assert_eq!(members("{-1,0}"), ["{-1}", "{-1,0}"]);
    assert_eq!(members("{0,1}"), ["{1}", "{0,1}"]);
    assert_eq!(members("{-1,0,1}"), ["{-1,1}", "{-1,0,1}"]);
    // Figure 3.2's nim numbers.
    let p = |t: &str| g.geometry.parse_set(t).unwrap();
    for (pos, v) in [("", 1), ("0", 0), ("-1", 2), ("1", 2), ("-1,0", 1), ("0,1", 1), ("-1,1", 0), ("-1,0,1", 0)] {
        assert_eq!(s.nim_of(p(pos)), Some(v), "position {{{pos}}}");
    }
    // Example 3.1: the first move -1 is a mistake, 0 wins.
    assert_eq!(s.nim_of(p("-1")), Some(2));
    assert_eq!(s.nim_of(p("0")), Some(0));
}

#[test]
fn example_4_15_type_calculus() {
    let opts = [[0, 3], [2, 0]]; // type(X_J) = (0,0,3), type(X_K) = (1,2,0)
    assert_eq!(type_calculus(0, &opts), [1, 3]);
    assert_eq!(type_calculus(1, &opts), [2, 1]);
}

#[test]
fn example_4_2_maximal_non_generating() {
    let g = line_game("0,1,2,3", "1,2");
    let s = Structure::of(&g).unwrap();
    assert_eq!(sets(&g, &s.maximal), ["{0,1}", "{2,3}"]);
}

#[test]
fn examples_4_5_and_4_6_and_figure_2_3_deletions() {
    // Figure 2.3, second column: S = {0, 2} inside the line -1,0,1,2 with D = {-1, 1}: 𝒦 = {{0},{0,2}}.
    let spec = GeometrySpec::Line("-1,0,1,2".into());
    let g = build_game(&spec, "-1,1", "0", Rule::Achieve).unwrap();
    assert_eq!(sets(&g, &g.geometry.convex_sets().unwrap()), ["{0}", "{0,2}"]);
    assert_eq!(g.geometry.set_string(g.geometry.extreme_points(g.geometry.all())), "{2}");
    // Example 4.5, W = {0}: ℳ = ∅, ℐ = {S}, Φ = S, nim 0.
    let s = Structure::of(&g).unwrap();
    assert!(s.maximal.is_empty());
    assert_eq!(s.classes.len(), 1);
    assert_eq!(s.frattini_set(), g.geometry.all());
    assert_eq!(s.nim(), 0);
    assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), 0);
    // W = {2}: ℳ = {{0}}, ℐ = {{0}, S}, Φ = {0}.
    let g = build_game(&spec, "-1,1", "2", Rule::Achieve).unwrap();
    let s = Structure::of(&g).unwrap();
    assert_eq!(sets(&g, &s.maximal), ["{0}"]);
    assert_eq!(s.classes.len(), 2);
    assert_eq!(g.geometry.set_string(s.frattini_set()), "{0}");
    // Figure 2.3: the other three geometries on two points.
    let cs = |line: &str, del: &str| {
        let g = build_game(
            &GeometrySpec::Line(line.into()),
            del,
            line.split(',').find(|x| !del.split(',').any(|d| d == *x)).unwrap(),
            Rule::Achieve,
        )
        .unwrap();
        sets(&g, &g.geometry.convex_sets().unwrap())
    };
    assert_eq!(cs("-1,0,1,2", "-1,2"), ["{0,1}"]);
    assert_eq!(cs("-1,0,1", "-1"), ["{}", "{0}", "{0,1}"]);
    assert_eq!(cs("0,1", ""), ["{}", "{0}", "{1}", "{0,1}"]);
    // Example 4.6: 𝒦 = {∅, {0}} on S = {0}, W = {0}: ℳ = {∅}, ℐ = {∅, S}, Φ = ∅.
    let g = line_game("0", "0");
    let s = Structure::of(&g).unwrap();
    assert_eq!(sets(&g, &s.maximal), ["{}"]);
    assert_eq!(s.classes.len(), 2);
    assert_eq!(s.frattini_set(), 0);
}

#[test]
fn figure_2_4_second_geometry() {
    // a=(1,0), b=(2,0), c=(1.5,1), x=(0,0), y=(3,0), scaled by 2: 𝒦 = {{a,b},{a,b,c}}.
    let g =
        build_game(&GeometrySpec::Points("(2,0),(4,0),(3,2),(0,0),(6,0)".into()), "4,5", "1", Rule::Achieve).unwrap();
    assert_eq!(sets(&g, &g.geometry.convex_sets().unwrap()), ["{1,2}", "{1,2,3}"]);
    assert_eq!(g.geometry.set_string(g.geometry.extreme_points(g.geometry.all())), "{3}");
}

/// Figure 4.2: the points 1=(2,0), 2=(2,2), 3=(0,4), 4=(4,4) with W = {1,2}, and three deletions.
#[test]
fn figure_4_2_and_its_deletions() {
    let spec = GeometrySpec::Points("(2,0),(2,2),(0,4),(4,4)".into());
    let m = |del: &str, win: &str| {
        let g = build_game(&spec, del, win, Rule::Achieve).unwrap();
        let s = Structure::of(&g).unwrap();
        assert_eq!(s.nim(), g.brute_nim(BRUTE_MAX_NATIVE).unwrap());
        sets(&g, &s.maximal)
    };
    assert_eq!(m("", "1,2"), ["{1,3}", "{1,4}", "{2,3,4}"]);
    assert_eq!(m("1", "2"), ["{3}", "{4}"]);
    assert_eq!(m("2", "1"), ["{3,4}"]);
    assert_eq!(m("3", "1,2"), ["{1}", "{2,4}"]);
    // Example 4.19: deleting a point gives a sub-diagram below an option of X_Φ with parities and
    // nim numbers reversed. Deleting 1 = selecting 1: the deletion's game is the game from {1}.
    let g = build_game(&spec, "", "1,2", Rule::Achieve).unwrap();
    let s = Structure::of(&g).unwrap();
    let d = build_game(&spec, "1", "2", Rule::Achieve).unwrap();
    let sd = Structure::of(&d).unwrap();
    assert_eq!(sd.nim(), s.nim_of(g.geometry.parse_set("1").unwrap()).unwrap());
    for c in &sd.classes {
        let orig = g.geometry.to_s(d.geometry.to_ground(c.set)) | g.geometry.parse_set("1").unwrap();
        let k = s.classes.iter().find(|k| k.set == orig).expect("sub-diagram class");
        assert_eq!((c.parity, c.nim[0], c.nim[1]), (1 - k.parity, k.nim[1], k.nim[0]));
    }
}

#[test]
fn example_7_3_deleted_line() {
    let spec = GeometrySpec::Line("0,1,2,3,4,5,6".into());
    let nim = |win: &str| Structure::of(&build_game(&spec, "3,5", win, Rule::Achieve).unwrap()).unwrap().nim();
    assert_eq!(nim("2,6"), 1);
    assert_eq!(nim("1,2"), 2);
    let direct =
        Structure::of(&build_game(&GeometrySpec::Line("1,2,4,6".into()), "", "1", Rule::Achieve).unwrap()).unwrap();
    assert_eq!(direct.nim(), 2);
}

const EX_6_4: &str = "0-1,1-2,2-3,3-4,3-5,0-6,6-7,2-8,8-9,8-10,10-11";
const EX_6_6: &str = "0-1,1-2,2-3,0-4,0-5,0-6,6-7,0-8,8-9";

#[test]
fn examples_6_4_and_6_6_trees() {
    let g = build_game(&GeometrySpec::Tree(EX_6_4.into()), "", "1,3,6,8", Rule::Achieve).unwrap();
    let geo = &g.geometry;
    assert_eq!(geo.set_string(geo.extreme_points(g.win)), "{3,6,8}");
    let s = Structure::of(&g).unwrap();
    assert_eq!(geo.set_string(s.frattini_set()), "{0,1,2}");
    assert_eq!(s.classes.len(), 8); // the lattice 2^Ex(W)
    assert_eq!(tree_signature(&g), (2, 1));
    assert_eq!(s.nim(), 3); // Prop 6.5 with pty(S) = 0, (e,o) = (2,1)
    assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), 3);
    let g = build_game(&GeometrySpec::Tree(EX_6_6.into()), "", "0", Rule::Achieve).unwrap();
    let s = Structure::of(&g).unwrap();
    let ms = sets(&g, &s.maximal);
    assert!(ms.contains(&"{1,2,3}".to_string()) && ms.contains(&"{5}".to_string()));
    assert_eq!(s.frattini_set(), 0);
    assert_eq!(tree_signature(&g), (2, 3));
    assert_eq!(s.nim(), 3);
    assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), 3);
}

// ---------- the propositions ----------

/// Prop 7.1 (k ≥ 2) and Prop 7.2 (k = 1) over every n ≤ 9 and every winning set.
#[test]
fn props_7_1_and_7_2_every_line_up_to_nine_points() {
    let mut checked = 0;
    for n in 1..=9usize {
        let xs: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
        let geo = Geometry::line(&(1..=n as i64).collect::<Vec<_>>()).unwrap();
        for w in 1u64..(1 << n) {
            let g = Game::new(geo.clone(), w, Rule::Achieve).unwrap();
            let idx: Vec<usize> = (0..n).filter(|&i| w >> i & 1 == 1).map(|i| i + 1).collect();
            let expected = if idx.len() >= 2 {
                let (i1, ik) = (idx[0], idx[idx.len() - 1]);
                if i1 % 2 != ik % 2 {
                    0
                } else if n % 2 == 0 {
                    3
                } else if i1 % 2 == 1 {
                    1
                } else {
                    2
                }
            } else {
                let k = idx[0];
                match (n % 2, k % 2) {
                    (1, 1) => 1,
                    (1, 0) => 2,
                    _ if k == 1 || k == n => 2,
                    _ => 3,
                }
            };
            let s = Structure::of(&g).unwrap();
            assert_eq!(s.nim(), expected, "n={n} W={:?} ({})", idx, xs.join(","));
            assert_eq!(g.brute_nim(BRUTE_MAX_NATIVE).unwrap(), expected, "brute n={n} W={idx:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, (1..=9).map(|n| (1 << n) - 1).sum::<usize>());
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
fn tree_signature(g: &Game) -> (usize, usize) {
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
            if vw.count_ones() % 2 == 0 {
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
    if g.geometry.n() % 2 == 0 {
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
    let rule = if case % 2 == 0 { Rule::Achieve } else { Rule::Avoid };
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
    let e = |spec: GeometrySpec, del: &str, win: &str| build_game(&spec, del, win, Rule::Achieve).unwrap_err();
    assert!(e(GeometrySpec::Points("(0,0),(1,1),(0,0)".into()), "", "1").contains("coincide"));
    assert!(e(GeometrySpec::Points("(0,0),(1,x)".into()), "", "1").contains("not an integer"));
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
    assert!(big.brute_nim(BRUTE_MAX_NATIVE).unwrap_err().contains("exceeds the limit"));
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
