//! Learn: every fact a lesson states (its claims) decided by the naive solver alone; every
//! position its text or an exercise names is one of those facts; every exercise opens as a
//! well-posed task on the page; the course's links, pages and progress.

use std::collections::BTreeSet;

use simnim_model::games::words::matrix_text;
use simnim_model::learn::markup::{self, Fact};
use simnim_model::learn::{lesson, pages, Claim, LearnLink, LESSONS};
use simnim_model::state::{AppState, Mode};
use simnim_model::task::TaskKind;

use crate::support::naive::{sets_of, vertex_count, Naive};
use crate::support::naive_convex::NaiveGame;
use crate::support::naive_games::{ferguson_moves, Mat, NaiveFerguson, NaiveGraph};

fn masks(text: &str) -> Vec<u64> {
    sets_of(text).iter().map(|s| s.iter().fold(0u64, |a, &v| a | 1 << v)).collect()
}

fn set_text(n: usize, s: u64) -> String {
    let v: Vec<String> = (0..n).filter(|&i| s >> i & 1 == 1).map(|i| (i + 1).to_string()).collect();
    format!("{{{}}}", v.join(","))
}

/// Is `to` one move from `from` (lower, on one face, something taken)?
fn one_move(faces: &[u64], from: &[u64], to: &[u64]) -> bool {
    let changed = (0..from.len()).filter(|&i| from[i] != to[i]).fold(0u64, |a, i| a | 1 << i);
    changed != 0 && (0..from.len()).all(|i| to[i] <= from[i]) && faces.iter().any(|&f| changed & !f == 0)
}

/// Every position below `p` (each pile from 0 to its value).
fn below(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    for &x in p {
        out = out.into_iter().flat_map(|q: Vec<u64>| (0..=x).map(move |y| [q.clone(), vec![y]].concat())).collect();
    }
    out
}

/// The naive solver's outcome of `p` on `c` against what a lesson says.
fn outcome(c: &str, p: &[u64], is_p: bool) -> Result<(), String> {
    let truth = Naive::parse(c).value(p) == 0;
    if truth == is_p {
        Ok(())
    } else {
        Err(format!("{c} at {p:?}: the lesson says {}, the naive solver {}", pn(is_p), pn(truth)))
    }
}

fn pn(p: bool) -> &'static str {
    if p {
        "P"
    } else {
        "N"
    }
}

fn value(c: &str, p: &[u64], v: u64) -> Result<(), String> {
    let truth = Naive::parse(c).value(p);
    if truth == v {
        Ok(())
    } else {
        Err(format!("{c} at {p:?}: the lesson says value {v}, the naive solver {truth}"))
    }
}

fn winning_move(c: &str, from: &[u64], to: &[u64]) -> Result<(), String> {
    if !one_move(&masks(c), from, to) {
        return Err(format!("{c}: {from:?} -> {to:?} is not one move"));
    }
    if Naive::parse(c).value(to) != 0 {
        return Err(format!("{c}: {from:?} -> {to:?} reaches an N-position"));
    }
    Ok(())
}

/// A graph of Nim on graphs as a lesson writes it (`1-2,1-2`), with the test's own reading
/// of its labels (integers).
fn graph_of(edges: &str) -> NaiveGraph {
    let pairs = edges
        .split(',')
        .map(|e| {
            let (a, b) = e.split_once('-').expect("an edge a-b");
            (a.trim().parse().expect("an integer label"), b.trim().parse().expect("an integer label"))
        })
        .collect();
    NaiveGraph::new(pairs)
}

/// A matrix as a lesson writes it, by rows (`3,4;5,6`).
fn matrix_of(rows: &str) -> Mat {
    rows.split(';').map(|r| r.split(',').map(|x| x.trim().parse().expect("an entry")).collect()).collect()
}

/// What the naive solver says of a fact a lesson's text marks.
fn fact_verdict(f: &Fact) -> Result<(), String> {
    match f {
        Fact::Outcome { complex, piles, p } => outcome(complex, piles, *p),
        Fact::Value { complex, piles, value: v } => value(complex, piles, *v),
        Fact::Move { complex, from, to } => winning_move(complex, from, to),
        Fact::Named { complex, piles } => {
            if vertex_count(complex) == piles.len() {
                Ok(())
            } else {
                Err(format!("{piles:?} is not a position of {complex}"))
            }
        }
    }
}

fn check(claim: &Claim) {
    if let Err(e) = verdict(claim) {
        panic!("{e}");
    }
}

/// What the naive solver says of a claim: `Err` with the reason when it is false.
fn verdict(claim: &Claim) -> Result<(), String> {
    match *claim {
        Claim::Outcome(c, p, is_p) => outcome(c, p, is_p)?,
        Claim::Value(c, p, v) => value(c, p, v)?,
        Claim::Move(c, from, to) => winning_move(c, from, to)?,
        Claim::Invariant(c, z, top) => {
            // SetNim Def 3.1 in the box: p is P exactly when p + z is, p and p + z in [0, top].
            let mut g = Naive::parse(c);
            for p in below(&vec![top; z.len()]) {
                let q: Vec<u64> = p.iter().zip(z).map(|(a, b)| a + b).collect();
                if q.iter().all(|&x| x <= top) && (g.value(&p) == 0) != (g.value(&q) == 0) {
                    return Err(format!("{c}: {z:?} is not invariant: {p:?} and {q:?} differ"));
                }
            }
        }
        Claim::Circuits(c, list) => {
            let (n, f) = (vertex_count(c), masks(c));
            let face = |s: u64| f.iter().any(|&m| s & !m == 0);
            let found: BTreeSet<String> = (1..1u64 << n)
                .filter(|&s| !face(s) && (0..n).all(|v| s >> v & 1 == 0 || face(s & !(1 << v))))
                .map(|s| set_text(n, s))
                .collect();
            assert_eq!(found, list.iter().map(|s| s.to_string()).collect(), "{c}: circuits");
        }
        Claim::Basis(c, list) => {
            // By the proof of E&S Prop 4.3: Nim-regular iff the zero positions of {0..3}^V are e(A0) + 2e(A1)
            // with e(A0), e(A1) zero; the basis is then {A : e(A) zero}.
            let n = vertex_count(c);
            let mut g = Naive::parse(c);
            let e = |a: u64| (0..n).map(|v| a >> v & 1).collect::<Vec<u64>>();
            let zero_sets: Vec<u64> = (0..1u64 << n).filter(|&a| g.value(&e(a)) == 0).collect();
            for p in below(&vec![3; n]) {
                let (a0, a1) = (
                    p.iter().enumerate().fold(0, |m, (v, &x)| m | (x & 1) << v),
                    p.iter().enumerate().fold(0, |m, (v, &x)| m | (x >> 1 & 1) << v),
                );
                assert_eq!(
                    g.value(&p) == 0,
                    zero_sets.contains(&a0) && zero_sets.contains(&a1),
                    "{c} is Nim-regular at {p:?}"
                );
            }
            let found: BTreeSet<String> =
                zero_sets.iter().map(|&a| if a == 0 { "{}".to_string() } else { set_text(n, a) }).collect();
            assert_eq!(found, list.iter().map(|s| s.to_string()).collect(), "{c}: the Nim-basis");
        }
        Claim::GenLine(points, win, nim) => {
            // On a line the convex hull of the selected points is every point between the
            // smallest and the largest of them.
            let pts: Vec<i64> = points.to_vec();
            let n = pts.len();
            let hull_pts = pts.clone();
            let closure = move |a: u64| -> u64 {
                let sel: Vec<i64> = (0..n).filter(|&i| a >> i & 1 == 1).map(|i| hull_pts[i]).collect();
                match (sel.iter().min(), sel.iter().max()) {
                    (Some(&lo), Some(&hi)) => {
                        (0..n).filter(|&i| (lo..=hi).contains(&hull_pts[i])).fold(0, |m, i| m | 1 << i)
                    }
                    _ => 0,
                }
            };
            let w = win
                .iter()
                .map(|x| pts.iter().position(|p| p == x).expect("W is among S"))
                .fold(0u64, |m, i| m | 1 << i);
            let g = NaiveGame { n, closure: Box::new(closure), deleted: 0, win: w, avoid: false };
            assert_eq!(g.nim(0, &mut std::collections::HashMap::new()), nim, "GEN on the line {points:?}, W = {win:?}");
        }
        Claim::OnGraph(edges, w, piece, is_p) => {
            let truth = graph_of(edges).value(piece.parse().expect("an integer label"), w) == 0;
            if truth != is_p {
                return Err(format!(
                    "Nim on the graph {edges} at {w:?}, piece on {piece}: the lesson says {}, the naive solver {}",
                    pn(is_p),
                    pn(truth)
                ));
            }
        }
        Claim::Ferguson(rows, is_p) => {
            let truth = NaiveFerguson::default().value(&matrix_of(rows)) == 0;
            if truth != is_p {
                return Err(format!(
                    "Ferguson's game at {rows}: the lesson says {}, the naive solver {}",
                    pn(is_p),
                    pn(truth)
                ));
            }
        }
        Claim::FergusonMove(from, to) => {
            let (from, to) = (matrix_of(from), matrix_of(to));
            if !ferguson_moves(&from, true, true).contains(&to) {
                return Err(format!("Ferguson's game: {from:?} -> {to:?} is not one move"));
            }
            if NaiveFerguson::default().value(&to) != 0 {
                return Err(format!("Ferguson's game: {from:?} -> {to:?} reaches an N-position"));
            }
        }
        Claim::Graph(c, p, positions, moves) => {
            let g = Naive::parse(c);
            let all = below(p);
            assert_eq!(all.len() as u64, positions, "{c} below {p:?}: positions");
            let m: usize = all.iter().map(|q| g.options(q).len()).sum();
            assert_eq!(m as u64, moves, "{c} below {p:?}: moves");
        }
    }
    Ok(())
}

#[test]
fn every_claim_of_every_lesson_is_what_the_naive_solver_says() {
    let mut count = 0;
    for l in LESSONS {
        for c in l.claims {
            check(c);
            count += 1;
        }
    }
    assert!(count >= 40, "{count} claims");
}

/// The positions written in `text`: every "(a,b,…)" of at least two numbers.
fn tuples(text: &str) -> Vec<Vec<u64>> {
    let parts: Vec<&str> = text.split('(').collect();
    parts
        .windows(2)
        // "CN(6,3)" names a game, not a position.
        .filter(|w| !w[0].ends_with(|c: char| c.is_alphanumeric() || c == '}' || c == '_'))
        .filter_map(|w| w[1].split_once(')').map(|(inner, _)| inner))
        .filter_map(|inner| inner.split(',').map(|x| x.trim().parse::<u64>().ok()).collect::<Option<Vec<u64>>>())
        .filter(|v| v.len() >= 2)
        .collect()
}

fn claimed_positions(claims: &[Claim]) -> Vec<Vec<u64>> {
    claims
        .iter()
        .flat_map(|c| match *c {
            Claim::Outcome(_, p, _) | Claim::Value(_, p, _) | Claim::Graph(_, p, _, _) => vec![p.to_vec()],
            Claim::Move(_, a, b) => vec![a.to_vec(), b.to_vec()],
            Claim::Invariant(_, z, _) => vec![z.to_vec()],
            Claim::OnGraph(_, w, _, _) => vec![w.to_vec()],
            Claim::Ferguson(m, _) => vec![matrix_of(m).concat()],
            Claim::FergusonMove(a, b) => vec![matrix_of(a).concat(), matrix_of(b).concat()],
            Claim::Circuits(..) | Claim::Basis(..) | Claim::GenLine(..) => Vec::new(),
        })
        .collect()
}

#[test]
fn every_fact_a_lessons_text_marks_is_what_the_naive_solver_says() {
    let mut count = 0;
    for l in LESSONS {
        let facts = markup::facts(l.start(), l.text()).unwrap_or_else(|e| panic!("lesson {}: {e}", l.slug));
        for f in &facts {
            if let Err(e) = fact_verdict(f) {
                panic!("lesson {}: {e}", l.slug);
            }
            count += 1;
        }
    }
    assert!(count >= 40, "{count} facts");
}

#[test]
fn no_lesson_states_a_position_or_its_outcome_outside_its_marks() {
    for l in LESSONS {
        if let Err(e) = markup::unmarked(l.start(), l.text()) {
            panic!("lesson {}: {e}", l.slug);
        }
    }
    // The check itself: a position or an outcome in plain words is caught.
    assert!(markup::unmarked("c={1},{2}", &["so (5,5) wins"]).is_err());
    assert!(markup::unmarked("c={1},{2}", &["⟦(5,5)⟧ is there, and it is N."]).is_err());
    assert!(markup::unmarked("c={1},{2}", &["so its value is 3"]).is_err());
    assert!(markup::unmarked("c={1},{2}", &["a position is P exactly when the piles are equal: ⟦(5,5) is P⟧"]).is_ok());
}

#[test]
fn changing_a_stated_outcome_in_a_lessons_text_fails_the_check() {
    // Every marked outcome of every lesson, turned into its opposite, is caught.
    let mut turned = 0;
    for l in LESSONS {
        for (i, para) in l.text().iter().enumerate() {
            for (from, to) in [(" is P⟧", " is N⟧"), (" is N⟧", " is P⟧")] {
                for (at, _) in para.match_indices(from) {
                    let changed = format!("{}{to}{}", &para[..at], &para[at + from.len()..]);
                    let mut text: Vec<&str> = l.text().to_vec();
                    text[i] = &changed;
                    let facts = markup::facts(l.start(), &text).expect("still marks");
                    assert!(
                        facts.iter().any(|f| fact_verdict(f).is_err()),
                        "lesson {}: \"{from}\" turned to \"{to}\" passes: {changed}",
                        l.slug
                    );
                    turned += 1;
                }
            }
        }
    }
    assert!(turned >= 20, "{turned} outcomes turned");
    // The same for a winning move that is not one, and a wrong value.
    let wrong_move = markup::facts("c={1},{2},{3}", &["⟦to (1,4,4) from (3,4,5)⟧"]).unwrap();
    assert!(fact_verdict(&wrong_move[0]).is_err());
    let wrong_value = markup::facts("c={1,2},{3}", &["⟦(2,1,0) has value 2⟧"]).unwrap();
    assert!(fact_verdict(&wrong_value[0]).is_err());
}

#[test]
fn every_position_a_lesson_names_is_stated_and_decided() {
    for l in LESSONS {
        let facts = markup::facts(l.start(), l.text()).expect("marks read");
        let mut known = claimed_positions(l.claims);
        for f in &facts {
            match f {
                Fact::Outcome { piles, .. } | Fact::Value { piles, .. } => known.push(piles.clone()),
                Fact::Move { from, to, .. } => known.extend([from.clone(), to.clone()]),
                Fact::Named { .. } => {}
            }
        }
        for f in &facts {
            if let Fact::Named { piles, .. } = f {
                assert!(known.contains(piles), "lesson {}: {piles:?} is named but nothing about it is checked", l.slug);
            }
        }
        let claimed = claimed_positions(l.claims);
        let mut texts: Vec<&str> = l.exercises.iter().map(|e| e.prompt).collect();
        texts.extend(l.exercises.iter().map(|e| e.theorem));
        for t in texts {
            for p in tuples(t) {
                assert!(claimed.contains(&p), "lesson {}: {p:?} is named but not claimed: {t}", l.slug);
            }
        }
    }
}

#[test]
fn every_exercise_opens_as_a_well_posed_task_on_a_claimed_position() {
    for l in LESSONS {
        assert!((1..=3).contains(&l.exercises.len()), "lesson {}: one to three exercises", l.slug);
        let claimed = claimed_positions(l.claims);
        for n in 1..=l.exercises.len() {
            let link = pages::exercise_link(l, n);
            let s = AppState::from_link(&link, false);
            if s.mode == simnim_model::state::Mode::Convex {
                // A convex exercise asks the nim number of a game a claim states.
                assert!(s.convex.sketch.task && s.convex.notice.is_none(), "{link}: a convex exercise");
                let line: Vec<i64> = s.convex.sketch.pts.iter().map(|p| p.0).collect();
                assert!(
                    l.claims.iter().any(|c| matches!(c, Claim::GenLine(pts, ..) if *pts == line.as_slice())),
                    "lesson {}: the exercise's game is claimed",
                    l.slug
                );
                let learn = LearnLink::from_fragment(&s.readable()).expect("learn kept in the link");
                assert_eq!(learn.exercise_key(), Some(format!("{}:{n}", l.slug)), "{link}");
                continue;
            }
            if matches!(s.mode, Mode::Graph | Mode::Matrix) {
                game_exercise(l, &link, &s);
                continue;
            }
            let t = s.task.as_ref().unwrap_or_else(|| panic!("{link}: a task"));
            assert!(s.editor.notice.is_none(), "{link}: {:?}", s.editor.notice);
            assert!(claimed.contains(&t.start), "lesson {}: the exercise's position {:?} is claimed", l.slug, t.start);
            let (c, p) = s.current().expect("a complex");
            let mut g = Naive::parse(&c.to_string());
            if matches!(t.task.kind, TaskKind::Move | TaskKind::Win) {
                assert_ne!(g.value(&p), 0, "{link}: a move task needs an N-position");
            }
            // The link keeps the lesson and the exercise, so a solved task counts for it.
            let learn = LearnLink::from_fragment(&s.readable()).expect("learn kept in the link");
            assert_eq!(learn.exercise_key(), Some(format!("{}:{n}", l.slug)), "{link}");
        }
    }
}

/// An exercise of the graph Nim or the matrix mode: a task on a game a claim states, decided
/// by the naive game solvers (a move task on an N-position), that counts for its lesson.
fn game_exercise(l: &simnim_model::learn::Lesson, link: &str, s: &AppState) {
    let t = s.task.as_ref().unwrap_or_else(|| panic!("{link}: a task"));
    assert!(s.notice().is_none(), "{link}: {:?}", s.notice());
    let value = match s.mode {
        Mode::Graph => {
            let sk = &s.games.graph.sketch;
            let piece = sk.label(sk.piece.expect("the piece is placed"));
            let w = sk.weights();
            assert!(
                l.claims.iter().any(|c| matches!(c, Claim::OnGraph(e, cw, p, _) if *e == sk.edges_text() && *cw == w.as_slice() && *p == piece)),
                "lesson {}: the exercise's game on the graph is claimed",
                l.slug
            );
            graph_of(&sk.edges_text()).value(piece.parse().expect("an integer label"), &w)
        }
        _ => {
            let rows = matrix_text(&s.games.matrix.rows);
            assert_eq!(s.games.matrix.rule, simnim_model::games::protocol::Rule::Ferguson, "{link}");
            assert!(
                l.claims.iter().any(|c| matches!(c, Claim::Ferguson(m, _) | Claim::FergusonMove(m, _) if *m == rows)),
                "lesson {}: the exercise's matrix is claimed",
                l.slug
            );
            NaiveFerguson::default().value(&matrix_of(&rows))
        }
    };
    if matches!(t.task.kind, TaskKind::Move | TaskKind::Win) {
        assert_ne!(value, 0, "{link}: a move task needs an N-position");
    }
    let learn = LearnLink::from_fragment(&s.readable()).expect("learn kept in the link");
    assert_eq!(learn.exercise_key(), Some(format!("{}:{}", l.slug, learn.ex.unwrap_or(0))), "{link}");
    assert!(s.exercise_key().is_some(), "{link}: the exercise counts for its lesson");
}

#[test]
fn every_lesson_opens_by_slug_and_number_and_its_start_is_a_page() {
    for (i, l) in LESSONS.iter().enumerate() {
        assert_eq!(lesson(l.slug).map(|x| x.slug), Some(l.slug));
        assert_eq!(lesson(&(i + 1).to_string()).map(|x| x.slug), Some(l.slug));
        assert_eq!(simnim_model::learn::lessons::STARTS[i].0, l.slug, "the starts are in the course's order");
        let start = format!("{}&learn={}", l.start(), l.slug);
        let s = AppState::from_link(&start, false);
        let nim_notice = s.editor.notice.clone();
        assert!(nim_notice.is_none(), "{start}: {nim_notice:?}");
        assert_eq!(LearnLink::from_fragment(&s.readable()).map(|x| x.page), Some(l.slug.to_string()), "{start}");
    }
    let unknown = LearnLink::from_fragment("learn=zzz").expect("a learn link");
    assert_eq!(unknown.file(), None, "an unknown lesson asks for no file");
    assert_eq!(LearnLink::from_fragment("learn").and_then(|l| l.file()), Some("index.html".into()));
    assert_eq!(LearnLink::from_fragment("learn=6").and_then(|l| l.file()), Some("6.html".into()));
    assert_eq!(LearnLink::from_fragment("c={1,2}&p=1,1"), None);
}

#[test]
fn the_pages_link_every_lesson_and_exercise_and_hold_no_script_or_inline_style() {
    let files = pages::files();
    let names: BTreeSet<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains("index.html") && names.contains("teacher.html"));
    for (i, l) in LESSONS.iter().enumerate() {
        assert!(
            names.contains(format!("{}.html", l.slug).as_str()) && names.contains(format!("{}.html", i + 1).as_str())
        );
    }
    for (name, html) in &files {
        let handler = html.split(" on").skip(1).any(|t| {
            let name: String = t.chars().take_while(|c| c.is_ascii_lowercase()).collect();
            !name.is_empty() && t[name.len()..].starts_with('=')
        });
        assert!(!html.contains("<script") && !html.contains("style=") && !handler, "{name}: no script");
    }
    let course = &files[0].1;
    let teacher = &files[1].1;
    for l in LESSONS {
        assert!(course.contains(&format!("href=\"#learn={}\"", l.slug)), "the course lists {}", l.slug);
        let covers = l.covers.replace('&', "&amp;");
        assert!(
            teacher.contains(&covers) && teacher.contains(&format!("#learn={}\"", l.slug)),
            "the teacher's page has {}",
            l.slug
        );
    }
}

#[test]
fn every_lesson_cites_through_the_one_bibliography() {
    use simnim_core::bibliography::{cite, work, works};
    let teacher = pages::teacher_html();
    for (i, l) in LESSONS.iter().enumerate() {
        assert!(!l.sources.is_empty(), "lesson {}: its sources", l.slug);
        for id in l.sources {
            assert!(work(id).is_some(), "lesson {}: {id} is not in refs/bibliography.tsv", l.slug);
            let printed = cite(id).replace('&', "&amp;");
            assert!(pages::lesson_html(i).contains(&printed), "lesson {}: {id} printed", l.slug);
            assert!(teacher.contains(&printed), "the teacher's page lists {id}");
        }
        // The reference is printed from the bibliography, never written into the lesson.
        // (Titles of a word or two, such as "Matrix Nim", are also the names of games.)
        for w in works().iter().filter(|w| w.title.split_whitespace().count() > 3) {
            assert!(!l.covers.contains(w.title), "lesson {}: {:?} written into covers", l.slug, w.title);
            for t in l.text() {
                assert!(!t.contains(w.title), "lesson {}: {:?} written into the text", l.slug, w.title);
            }
        }
    }
}
