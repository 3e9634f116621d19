//! FINDINGS.md, the research record: every `claims` line decided by the naive solver or by
//! reading the file it names (positions, values, first counterexamples, certificates'
//! files, moves and rules, descriptions' sub-games), a few counts over big boxes recounted
//! from the P/N engine (F12, F21), and every entry with its status and scope.
//! The commands of its `console` blocks run in `crates/simnim-cli/tests/findings.rs`.

use crate::support::naive::Naive;

const FINDINGS: &str = include_str!("../FINDINGS.md");

/// The lines of every fenced block whose info string is `tag`.
fn blocks(tag: &str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in FINDINGS.lines() {
        if let Some(info) = line.strip_prefix("```") {
            inside = !inside && info.trim() == tag;
            continue;
        }
        if inside {
            out.push(line);
        }
    }
    out
}

/// The cycle complex C_{n,k} in the papers' notation, built here (facets {i, …, i+k−1} mod n).
fn cycle(n: usize, k: usize) -> String {
    (0..n)
        .map(|i| {
            let f: Vec<String> = (0..k).map(|j| ((i + j) % n + 1).to_string()).collect();
            format!("{{{}}}", f.join(","))
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// `cn:n,k` or a complex as written.
fn complex_text(spec: &str) -> String {
    match spec.strip_prefix("cn:") {
        Some(nk) => {
            let (n, k) = nk.split_once(',').expect("cn:n,k");
            cycle(n.parse().expect("n"), k.parse().expect("k"))
        }
        None => spec.to_string(),
    }
}

fn piles_of(text: &str) -> Vec<u64> {
    text.split(',').map(|x| x.parse().expect("a pile")).collect()
}

fn number(text: &str) -> u64 {
    text.replace(',', "").parse().expect("a number")
}

/// A file of the repository, read as JSON.
fn json(path: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect(path);
    serde_json::from_str(&text).expect(path)
}

/// One `claims` line, decided by the naive solver or, for a file of the repository, by
/// reading the file. The kinds (FINDINGS.md's preamble lists them):
/// - `zero C P` / `not C P`: the position P of the complex C is (is not) a zero position;
/// - `value C P G`: its nim value is G;
/// - `first double C P` / `first plus-one C P`: P is zero and 2P (P + **1**) is not — a
///   counterexample to E&S Question 9.1 (Conjecture 8.1) — and no position whose largest
///   pile is smaller than P's is one;
/// - `files DIR N`: the directory holds N files; `moves FILE N`: the winning-move rule in FILE
///   has N moves; `rules FILE N`: the SMT-LIB2 file FILE defines N rules (`R0`, `R1`, …);
///   `defs FILE N`: the description in FILE names N sub-games.
fn decide(line: &str) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let naive = |spec: &str, piles: Option<&str>| {
        let text = complex_text(spec);
        let n = crate::support::naive::vertex_count(&text);
        if let Some(p) = piles {
            assert_eq!(piles_of(p).len(), n, "{line}: one pile per vertex");
        }
        (Naive::parse(&text), n)
    };
    match words[..] {
        [kind @ ("zero" | "not"), spec, piles] => {
            let zero = naive(spec, Some(piles)).0.value(&piles_of(piles)) == 0;
            assert_eq!(zero, kind == "zero", "{line}: the naive solver says {}", if zero { "P" } else { "N" });
        }
        ["value", spec, piles, g] => {
            let v = naive(spec, Some(piles)).0.value(&piles_of(piles));
            assert_eq!(v, number(g), "{line}: the naive solver's value");
        }
        ["first", question, spec, piles] => {
            let (mut game, n) = naive(spec, Some(piles));
            let image = |p: &[u64]| -> Vec<u64> {
                match question {
                    "double" => p.iter().map(|x| 2 * x).collect(),
                    "plus-one" => p.iter().map(|x| x + 1).collect(),
                    _ => panic!("{line}: a first counterexample to double or plus-one"),
                }
            };
            let mut fails = |p: &[u64]| game.value(p) == 0 && game.value(&image(p)) != 0;
            let p = piles_of(piles);
            assert!(fails(&p), "{line}: P is zero and its image is not");
            let top = p.iter().copied().max().unwrap_or(0);
            if top > 0 {
                let smaller = crate::support::box_positions(n, top - 1).into_iter().find(|q| fails(q));
                assert_eq!(smaller, None, "{line}: a counterexample with a smaller largest pile");
            }
        }
        ["files", dir, count] => {
            let path = format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"));
            let found = std::fs::read_dir(&path).expect(dir).count() as u64;
            assert_eq!(found, number(count), "{line}: files in {dir}");
        }
        ["moves", file, count] => {
            let moves = json(file)["moves"].as_array().map_or(0, Vec::len) as u64;
            assert_eq!(moves, number(count), "{line}: moves in {file}");
        }
        ["rules", file, count] => {
            let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).expect(file);
            let rules = text
                .lines()
                .filter(|l| {
                    l.strip_prefix("(define-fun R")
                        .and_then(|r| r.split_once(' '))
                        .is_some_and(|(k, _)| !k.is_empty() && k.chars().all(|c| c.is_ascii_digit()))
                })
                .count() as u64;
            assert_eq!(rules, number(count), "{line}: rules defined in {file}");
        }
        ["defs", file, count] => {
            let defs = json(file)["defs"].as_object().map_or(0, |m| m.len()) as u64;
            assert_eq!(defs, number(count), "{line}: sub-games named in {file}");
        }
        _ => panic!("not a claim FINDINGS.md's preamble lists: {line}"),
    }
}

#[test]
fn every_claim_is_what_the_naive_solver_or_the_file_says() {
    let claims = blocks("claims");
    assert!(claims.len() >= 30, "FINDINGS.md states its positions in claims blocks ({} found)", claims.len());
    for line in claims {
        decide(line);
    }
}

/// The claim kinds can fail: each wrong claim below is refused.
#[test]
fn a_wrong_claim_of_each_kind_is_refused() {
    for wrong in [
        "zero {1,2} 1,2",
        "not {1},{2} 3,3",
        "value {1},{2},{3} 1,2,4 6",
        "first double {1},{2},{3} 1,2,3",
        "first double {1},{2,3},{2,4},{3,4} 2,3,3,4",
        "first plus-one cn:6,2 0,2,0,4,0,6",
        "files certificates/cn-9-4 43",
        "moves certificates/cn-9-4/winning-move-rule.json 162",
        "defs descriptions/cn-10-4.json 14",
        "rules certificates/cn-9-4/sub-G1-rule-everywhere.smt2 54",
    ] {
        let refused = std::panic::catch_unwind(|| decide(wrong)).is_err();
        assert!(refused, "a wrong claim passes: {wrong}");
    }
}

#[test]
fn every_finding_has_a_status_and_a_way_to_reproduce_it() {
    let entries: Vec<&str> = FINDINGS.split("\n## F").skip(1).collect();
    assert!(entries.len() >= 15, "{} findings", entries.len());
    for e in entries {
        let title = e.lines().next().unwrap_or_default();
        assert!(e.contains("**Status.**"), "F{title}: a status");
        assert!(e.contains("```console"), "F{title}: a command that reproduces it");
    }
}

/// The cycle complexes the test builds are those of the family spec `cn:n,k`.
#[test]
fn the_claims_cycle_complexes_are_the_cn_family() {
    for (n, k) in [(6, 2), (7, 2), (7, 4)] {
        let ours = Naive::parse(&cycle(n, k)).facets;
        let family = simnim_core::families::named(&format!("cn:{n},{k}")).expect("a family");
        let theirs: Vec<Vec<usize>> =
            family.facets().iter().map(|&f| (0..n).filter(|&v| f >> v & 1 == 1).collect()).collect();
        let mut a: Vec<Vec<usize>> = ours
            .into_iter()
            .map(|mut f| {
                f.sort();
                f
            })
            .collect();
        let mut b = theirs;
        a.sort();
        b.sort();
        assert_eq!(a, b, "C_{{{n},{k}}}");
    }
}

/// The positions written in `text`: every "(a,b,…)" of at least two numbers that does not
/// follow a letter (so "CN(6,3)" is a game, not a position).
fn positions(text: &str) -> Vec<String> {
    simnim_model::learn::markup::tuples(text)
        .into_iter()
        .map(|(_, _, v)| v.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
        .collect()
}

#[test]
fn every_position_a_findings_prose_writes_is_checked_in_its_entry() {
    let mut unchecked = Vec::new();
    // The part before F1 (the corrections) counts as an entry of its own ("F" + its title).
    for entry in FINDINGS.split("\n## F") {
        let title = entry.lines().next().unwrap_or_default();
        let (mut prose, mut checked) = (String::new(), String::new());
        let mut inside = false;
        for line in entry.lines() {
            if line.starts_with("```") {
                inside = !inside;
                continue;
            }
            if inside {
                // A command marked `# long` is not run by the suite: it checks nothing.
                if !line.contains("# long") {
                    checked.push_str(line);
                    checked.push('\n');
                }
            } else {
                prose.push_str(line);
                prose.push('\n');
            }
        }
        // A position is checked when a claims or console line of the same entry holds its
        // piles, written "a,b,…" (a claim, a move) or "(a,b,…)" (a command's output).
        let held: std::collections::BTreeSet<String> = checked
            .split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ':' || c == ';')
            .map(|w| w.trim_matches(|c: char| !c.is_ascii_digit()).to_string())
            .collect();
        for p in positions(&prose) {
            if !held.contains(&p) {
                unchecked.push(format!("F{}: ({p})", title.split('.').next().unwrap_or_default()));
            }
        }
    }
    assert!(unchecked.is_empty(), "written, but no claims or console line of the entry checks them: {unchecked:?}");
}

#[test]
fn every_finding_states_its_scope() {
    for entry in FINDINGS.split("\n## F").skip(1) {
        let title = entry.lines().next().unwrap_or_default();
        assert!(entry.contains("**Scope.**"), "F{title}: a scope line");
    }
}

/// F18's statement on the box it names, decided by the naive solver: on the path
/// {a,b},{b,c}, g(a,b,c) = a + b + c whenever b ≥ min(a,c), and a ⊕ c when b = 0, for every
/// position of [0,24]^3.
#[test]
fn f18_the_path_values_on_the_whole_box_it_names() {
    assert!(
        FINDINGS.contains("within piles ≤ 24: g(a,b,c) = a + b + c\nwhenever b ≥ min(a,c), and g = a ⊕ c when b = 0")
    );
    let mut path = Naive::parse("{a,b},{b,c}");
    for p in crate::support::box_positions(3, 24) {
        let (a, b, c) = (p[0], p[1], p[2]);
        let g = path.value(&p);
        if b >= a.min(c) {
            assert_eq!(g, a + b + c, "g{p:?}");
        }
        if b == 0 {
            assert_eq!(g, a ^ c, "g{p:?}");
        }
    }
}

/// The dihedral images of a position of a cycle: every rotation, and every rotation of
/// its mirror image.
fn dihedral(p: &[u64]) -> Vec<Vec<u64>> {
    let n = p.len();
    let mirror: Vec<u64> = p.iter().rev().copied().collect();
    (0..n).flat_map(|r| [p, &mirror[..]].map(|q| (0..n).map(|i| q[(i + r) % n]).collect())).collect()
}

/// F12: SetNim Thm 2.9(6)'s set S4 of CN(7,4) as printed (a = f, b + c = d + e = g + a,
/// a < min{b, e}, a < max{c, d}, up to rotation and reflection) holds at N-positions of
/// [0,6]^7: 22 positions meet the conditions as written and are N, one of them
/// (1,2,2,0,4,1,3); 154 once rotated and reflected, 11 up to those symmetries. With a the
/// smallest pile, no N-position of the box is in S4. The outcomes are the P/N engine's
/// (823,543 positions are beyond the naive solver; `tests/cross_check.rs` holds the engine
/// against it on smaller boxes).
#[test]
fn f12_s4_as_printed_holds_at_n_positions_of_the_box_it_names() {
    assert!(FINDINGS.contains("22 positions of [0,6]^7 meet its conditions as written and are N-positions (154"));
    let cn74 = simnim_core::families::named("cn:7,4").expect("CN(7,4)");
    let p_set: std::collections::HashSet<Vec<u64>> =
        simnim_core::solve::p_positions(&cn74, 6, &simnim_core::Limits::NATIVE).expect("[0,6]^7").into_iter().collect();
    let s4 = |p: &[u64], smallest: bool| {
        let [a, b, c, d, e, f, g] = p[..] else { return false };
        let min = p.iter().copied().min() == Some(a);
        a == f && b + c == d + e && d + e == g + a && a < b.min(e) && a < c.max(d) && (min || !smallest)
    };
    let (mut literal, mut images, mut orbits, mut corrected) = (0, 0, std::collections::BTreeSet::new(), 0);
    for p in crate::support::box_positions(7, 6) {
        if p_set.contains(&p) {
            continue;
        }
        let all = dihedral(&p);
        literal += usize::from(s4(&p, false));
        if all.iter().any(|q| s4(q, false)) {
            images += 1;
            orbits.insert(all.iter().min().cloned());
        }
        corrected += usize::from(all.iter().any(|q| s4(q, true)));
        if p == [1, 2, 2, 0, 4, 1, 3] {
            assert!(s4(&p, false), "the example meets S4 as printed");
        }
    }
    assert_eq!((literal, images, orbits.len(), corrected), (22, 154, 11, 0));
}

/// F13: SetNim Thm 4.2's P-set of the game H as printed (a ≤ f, a = d + min(c, e),
/// b + c + min(c, e) = e + f) misses 642 P-positions of [0,7]^6 and contains no N-position
/// there; with H's reflection (the piles read backwards) it is exact on the box. The naive
/// solver decides every position.
#[test]
fn f13_h_needs_its_reflection_on_the_box_it_names() {
    assert!(FINDINGS.contains("(642 P-positions of that box are missed without it)"));
    let printed = |p: &[u64]| {
        let [a, b, c, d, e, f] = p[..] else { return false };
        a <= f && a == d + c.min(e) && b + c + c.min(e) == e + f
    };
    let mut h = Naive::parse("{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}");
    let (mut missed, mut wrong, mut reflected_wrong) = (0, 0, 0);
    for p in crate::support::box_positions(6, 7) {
        let zero = h.value(&p) == 0;
        let back: Vec<u64> = p.iter().rev().copied().collect();
        missed += usize::from(zero && !printed(&p));
        wrong += usize::from(!zero && printed(&p));
        reflected_wrong += usize::from(zero != (printed(&p) || printed(&back)));
    }
    assert_eq!((missed, wrong, reflected_wrong), (642, 0, 0));
}

/// F21's tallies of CN(6,2) on [0,32]^6, from the P/N engine's list of the box's P-positions
/// (1,291,467,969 positions are beyond the naive solver; `tests/cross_check.rs` holds the
/// engine against it on smaller boxes).
#[test]
fn f21_the_tallies_of_cn62_on_the_box_it_names() {
    use std::collections::HashSet;
    let limits = simnim_core::Limits { max_positions: 2_000_000_000, threads: 2, ..simnim_core::Limits::NATIVE };
    let cn62 = simnim_core::families::named("cn:6,2").expect("CN(6,2)");
    let listed = simnim_core::solve::p_positions(&cn62, 32, &limits).expect("[0,32]^6");
    let p_set: HashSet<&[u64]> = listed.iter().map(Vec::as_slice).collect();
    // By the number of zero piles: 818,574 genuine, then 1,956, 101,088, 7,812, 288, and (0,…,0).
    let mut by_zeros = [0usize; 7];
    for p in &listed {
        by_zeros[p.iter().filter(|&&x| x == 0).count()] += 1;
    }
    assert_eq!(listed.len(), 929_719);
    assert_eq!(by_zeros, [818_574, 1_956, 101_088, 7_812, 288, 0, 1]);
    // PN(5,2)'s genuine P-positions with piles ≤ 32: the one-zero ones counted once per rotation.
    let pn52 = simnim_core::families::named("pn:5,2").expect("PN(5,2)");
    let pn = simnim_core::solve::p_positions(&pn52, 32, &limits).expect("[0,32]^5");
    assert_eq!(pn.iter().filter(|p| p.iter().all(|&x| x > 0)).count(), 326);
    // The genuine P-positions with piles < 32, and those that stay P with one chip more on each.
    let genuine: Vec<&Vec<u64>> = listed.iter().filter(|p| p.iter().all(|&x| (1..32).contains(&x))).collect();
    let fails: Vec<&Vec<u64>> = genuine
        .iter()
        .copied()
        .filter(|p| !p_set.contains(p.iter().map(|x| x + 1).collect::<Vec<_>>().as_slice()))
        .collect();
    assert_eq!((genuine.len(), genuine.len() - fails.len()), (720_629, 632_515));
    let smallest = |p: &[u64]| p.iter().copied().min().unwrap_or(0);
    let with_min = |m: u64| fails.iter().filter(|p| smallest(p) == m).count();
    assert_eq!((with_min(1), with_min(12), with_min(15)), (18_252, 704, 12));
    assert!((1..=15).all(|m| with_min(m) > 0), "failures for every smallest pile 1 to 15");
    assert!((16..32).all(|m| with_min(m) == 0));
    // The genuine failures with the smallest largest pile, up to the hexagon's symmetries.
    let top = fails.iter().map(|p| p.iter().copied().max().unwrap_or(0)).min();
    assert_eq!(top, Some(9));
    let first: HashSet<Vec<u64>> = fails.iter().filter(|p| p.iter().all(|&x| x <= 9)).map(|p| (*p).clone()).collect();
    let orbits: HashSet<Vec<u64>> = [[1, 5, 1, 8, 1, 9], [1, 6, 1, 9, 4, 9]].iter().flat_map(|p| dihedral(p)).collect();
    assert_eq!(first, orbits, "the failures with largest pile 9 are (1,5,1,8,1,9)'s and (1,6,1,9,4,9)'s images");
    // The slice (1,a,1,b,1,c): with min(a,b) ≤ 2, and on [1,4]^2, P iff c − 1 = (a − 1) ⊕ (b − 1).
    let slice =
        |a: u64, b: u64| -> Vec<u64> { (0..=32).filter(|&c| p_set.contains(&[1, a, 1, b, 1, c][..])).collect() };
    let mut ruled = 0;
    for a in 1..=32u64 {
        for b in 1..=32u64 {
            if a.min(b) <= 2 || a.max(b) <= 4 {
                let rule: Vec<u64> = [((a - 1) ^ (b - 1)) + 1].into_iter().filter(|&c| c <= 32).collect();
                assert_eq!(slice(a, b), rule, "(1,{a},1,{b},1,c)");
                ruled += usize::from(a.min(b) <= 2 && !rule.is_empty());
            }
        }
    }
    assert_eq!(ruled, 124, "the P-positions of the slice with min(a,b) ≤ 2");
    assert!(slice(3, 5).is_empty(), "no c ≤ 32 makes (1,3,1,5,1,c) P");
}
