//! FINDINGS.md, the research record: every position whose outcome a finding states (its
//! `claims` blocks) decided by the naive solver alone, and every entry with its status.
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

#[test]
fn every_claimed_position_is_what_the_naive_solver_says() {
    let claims = blocks("claims");
    assert!(claims.len() >= 30, "FINDINGS.md states its positions in claims blocks ({} found)", claims.len());
    for line in claims {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [kind, spec, piles] = words[..] else { panic!("a claim is 'zero|not COMPLEX PILES': {line}") };
        let text = complex_text(spec);
        let p: Vec<u64> = piles.split(',').map(|x| x.parse().expect("a pile")).collect();
        assert_eq!(p.len(), crate::support::naive::vertex_count(&text), "{line}: one pile per vertex");
        let zero = Naive::parse(&text).value(&p) == 0;
        match kind {
            "zero" => assert!(zero, "{line}: the naive solver says N"),
            "not" => assert!(!zero, "{line}: the naive solver says P"),
            _ => panic!("a claim is zero or not: {line}"),
        }
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
