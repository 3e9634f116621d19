//! McCoy–Sieben, convex geometry achievement games: the paper's examples (Ex 4.2, 4.5, 4.6,
//! 4.15, 4.17, 6.4, 6.6, 7.3, Figures 2.3, 2.4, 4.2) and Props 7.1 and 7.2 on every line of
//! up to nine points; the random and cross-checked propositions are in convex_props.rs.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use simnim_core::convex::{build_game, type_calculus, Game, Geometry, GeometrySpec, Rule, Structure, BRUTE_MAX_NATIVE};

use crate::convex_props::tree_signature;

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
