//! The citation check (issue 55): every numbered reference to a paper in the repository's
//! tracked text files — "E&S Thm 4.4", "SetNim Thm 2.9(3)", "McCoy–Sieben Prop 7.1", lists,
//! ranges and sub-items (grammar in `cite_grammar.rs`) — must name an item that exists with
//! that kind in `refs/items/<paper>.tsv` (derived from the papers by
//! `scripts/derive-citation-items.py`), and must not sit on a line that speaks of another
//! item's topic (`refs/anchors.tsv`: "the cone (Cor 6.3)" cites the suspension). A reference
//! names its paper, or its file declares a default with a `cites: <id>` marker in a comment
//! (`//! Item numbers without a paper name are E&S's (cites: es1996).` at the end of the
//! module doc, `<!-- cites: ms2020 -->`; in Markdown until the next `#`/`##` heading,
//! elsewhere for the whole file or until the next marker; `cites: none` ends one);
//! references with neither are counted, not checked (`CITATIONS_LIST_UNCHECKED=1` and
//! `--nocapture` list them). Also: identifiers that carry an item (`ex4.6`, `ms-prop7.2`,
//! `example_3_3`, `prop_6_5_6_7`), author initials (`S. Kadam` is wrong: the bibliography
//! has B. R. Kadam), arXiv ids, and Markdown "## References" sections, all against
//! `refs/bibliography.tsv`. Reviewed exceptions are in `refs/allow.tsv`; an exception
//! nothing needs any more fails the test.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::process::Command;

use simnim_core::bibliography::{works, Work};

use super::cite_grammar::{find_refs, flatten, identifiers, line_of, Ident, PAPERS};
use super::cite_library::{check_item, library, topic, Library};
use super::root;

#[derive(Default)]
struct Report {
    checked: usize,
    by_marker: usize,
    unchecked: BTreeMap<String, usize>,
    marked: BTreeSet<String>,
    errors: Vec<String>,
}

/// The papers' surnames → the initials the bibliography gives them.
fn initials() -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for w in works() {
        for a in w.authors() {
            let words: Vec<&str> = a.split_whitespace().collect();
            let (last, first) = words.split_last().expect("an author");
            if !first.is_empty() && first.iter().all(|x| x.len() == 2 && x.ends_with('.')) {
                out.entry(last.to_string()).or_default().insert(first.join(" "));
            }
        }
    }
    out
}

/// The initials written just before byte `at` (`B. R. ` or `B.R. ` → `B. R.`).
fn initials_before(text: &str, at: usize) -> String {
    let b: Vec<char> = text[..at].chars().collect();
    let mut i = b.len();
    let mut got = Vec::new();
    loop {
        let mut j = i;
        if j > 0 && matches!(b[j - 1], ' ' | '\u{a0}') {
            j -= 1;
        }
        if j >= 2 && b[j - 1] == '.' && b[j - 2].is_uppercase() && (j == 2 || !b[j - 3].is_alphanumeric()) {
            got.push(format!("{}.", b[j - 2]));
            i = j - 2;
        } else {
            break;
        }
    }
    got.reverse();
    got.join(" ")
}

/// The `cites:` markers of a file: for each line (1-based), the paper its bare references
/// cite. A marker is `cites: <id>` in a comment (`<!-- … -->` in Markdown and HTML); in
/// Markdown it holds until the next `#`/`##` heading, elsewhere the first one holds from
/// the top of the file (it sits at the end of the module doc) and each later one from its line.
fn markers(path: &str, text: &str) -> Vec<Option<String>> {
    let md = path.ends_with(".md");
    let marker = |line: &str| {
        let t = line.trim_start();
        let comment = if md || path.ends_with(".html") {
            t.contains("<!--")
        } else {
            ["//", "#", "/*", "*"].iter().any(|c| t.starts_with(c))
        };
        let p = line.find("cites: ").filter(|_| comment)?;
        let id: String = line[p + 7..].chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        Some((id != "none").then_some(id))
    };
    let mut cur: Option<String> = if md { None } else { text.lines().find_map(marker).flatten() };
    let mut out = vec![None];
    for line in text.lines() {
        if md && (line.starts_with("# ") || line.starts_with("## ")) {
            cur = None;
        }
        if let Some(m) = marker(line) {
            cur = m;
        }
        out.push(cur.clone());
    }
    out
}

fn check_text(lib: &Library, path: &str, text: &str, report: &mut Report) {
    let marks = markers(path, text);
    let mut errors = Vec::new();
    for id in marks.iter().flatten().collect::<BTreeSet<_>>() {
        report.marked.insert(path.to_string());
        if !lib.items.contains_key(id.as_str()) {
            errors.push((1, format!("cites: {id}: no refs/items/{id}.tsv")));
        }
    }
    let (flat, starts) = flatten(text);
    let lines: Vec<&str> = text.lines().collect();
    let refs = find_refs(&flat);
    let resolved = |r: &super::cite_grammar::Ref| {
        let line = line_of(&starts, r.at);
        r.paper.map(str::to_string).or_else(|| marks.get(line).cloned().flatten())
    };
    for r in &refs {
        let line = line_of(&starts, r.at);
        let paper = resolved(r);
        let Some(paper) = paper else {
            *report.unchecked.entry(path.to_string()).or_default() += 1;
            if std::env::var_os("CITATIONS_LIST_UNCHECKED").is_some() {
                println!("unchecked {path}:{line}: {}", r.text);
            }
            continue;
        };
        report.checked += 1;
        report.by_marker += usize::from(r.paper.is_none());
        let how = if r.paper.is_some() { String::new() } else { format!(" (by the file's cites: {paper})") };
        let cited: Vec<(&str, String)> = refs
            .iter()
            .filter(|o| line_of(&starts, o.at) == line && resolved(o).as_deref() == Some(paper.as_str()))
            .map(|o| (o.kind, o.number.clone()))
            .collect();
        let here = lines.get(line - 1).copied().unwrap_or_default();
        let m =
            check_item(lib, &paper, r.kind, &r.number).or_else(|| topic(lib, &paper, r.kind, &r.number, here, &cited));
        if let Some(m) = m {
            errors.push((line, format!("\"{}\"{how}: {m}", r.text)));
        }
    }
    let line_at = |at: usize| text[..at].matches('\n').count() + 1;
    for Ident { at, text: ident, paper, kind, numbers } in identifiers(text) {
        if let Some(a) = lib.allow.iter().find(|a| a.kind == "alias" && a.text == ident) {
            a.used.set(true);
            continue;
        }
        let line = line_at(at);
        // `families::example_3_3` is E&S's; a bare `example_4_17` follows the file's marker.
        let paper = match paper {
            Some(p) => p.to_string(),
            None if text[..at].ends_with("families::") => "es1996".to_string(),
            None => marks.get(line).cloned().flatten().unwrap_or("es1996".into()),
        };
        for n in numbers {
            if let Some(m) = check_item(lib, &paper, kind, &n) {
                errors.push((line, format!("identifier {ident}: {m}")));
            }
        }
    }
    let known = initials();
    for (surname, ok) in &known {
        for (at, _) in text.match_indices(surname.as_str()) {
            let after = text[at + surname.len()..].chars().next();
            if after.is_some_and(char::is_alphanumeric) {
                continue;
            }
            let got = initials_before(text, at);
            if !got.is_empty() && !ok.contains(&got) {
                let want: Vec<&str> = ok.iter().map(String::as_str).collect();
                errors.push((
                    line_at(at),
                    format!("\"{got} {surname}\": the bibliography has {} {surname}", want.join(" or ")),
                ));
            }
        }
    }
    let lower = text.to_lowercase();
    let ids: BTreeSet<&str> = works().iter().filter_map(|w| w.arxiv).collect();
    for pat in ["arxiv:", "arxiv.org/abs/"] {
        for (at, _) in lower.match_indices(pat) {
            let id: String = lower[at + pat.len()..].chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
            let id = id.trim_end_matches('.');
            if id.contains('.') && !ids.contains(id) {
                errors.push((line_at(at), format!("arXiv:{id} is in no row of refs/bibliography.tsv")));
            }
        }
    }
    if path.ends_with(".md") {
        errors.extend(references_section(text));
    }
    for (line, msg) in errors {
        let allowed = lib
            .allow
            .iter()
            .find(|a| matches!(a.kind.as_str(), "pending" | "quoted") && a.file == path && msg.contains(&a.text));
        match allowed {
            Some(a) => a.used.set(true),
            None => report.errors.push(format!("{path}:{line}: {msg}")),
        }
    }
}

/// A Markdown "## References" section lists the bibliography's own text: `- <cite_md>` or
/// `| <cite_md> | <read> |`.
fn references_section(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut inside = false;
    let refs: Vec<&Work> = works().iter().collect();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') {
            inside = line.trim() == "## References";
            continue;
        }
        let t = line.trim_end();
        let ok = if let Some(item) = t.strip_prefix("- ") {
            refs.iter().any(|w| w.reference_md() == item)
        } else if t.starts_with("| ") && !t.starts_with("| reference") && !t.starts_with("| ---") {
            refs.iter().any(|w| t == format!("| {} | {} |", w.reference_md(), w.read))
        } else {
            true
        };
        if inside && !ok {
            out.push((n + 1, format!("{t:?} is not a reference as simnim_core::bibliography::cite_md prints it")));
        }
    }
    out
}

/// The tracked text files (`git ls-files`), without lockfiles, `refs/` and this checker.
/// Without git (a source archive), every file under the root but build output and tools.
fn tracked_files() -> Vec<String> {
    let r = root();
    let git =
        Command::new("git").arg("ls-files").arg("-z").current_dir(&r).output().ok().filter(|o| o.status.success());
    let listed: Vec<String> = match git {
        Some(out) => String::from_utf8_lossy(&out.stdout).split('\0').map(str::to_string).collect(),
        None => {
            let mut out = Vec::new();
            let mut stack = vec![r.clone()];
            let names = ["target", "node_modules", "dist", ".git", ".venv"];
            let paths = ["tools/venv", "tools/bin", "tests/e2e/screenshots", "tests/e2e/out"];
            while let Some(d) = stack.pop() {
                for e in fs::read_dir(&d).into_iter().flatten().flatten() {
                    let p = e.path();
                    let rel = p.strip_prefix(&r).unwrap_or(&p).to_string_lossy().replace('\\', "/");
                    let pruned =
                        names.iter().any(|n| p.file_name().is_some_and(|f| f == *n)) || paths.contains(&rel.as_str());
                    if p.is_dir() && !pruned {
                        stack.push(p);
                    } else if p.is_file() {
                        out.push(rel);
                    }
                }
            }
            out
        }
    };
    let skip = ["tests/tidy/citations.rs", "tests/tidy/cite_grammar.rs", "tests/tidy/cite_library.rs"];
    listed
        .iter()
        .map(String::as_str)
        .filter(|p| !p.is_empty() && !p.starts_with("refs/") && !skip.contains(p))
        .filter(|p| !p.ends_with(".lock") && !p.ends_with("package-lock.json"))
        .filter(|p| Path::new(&r.join(p)).is_file())
        .map(str::to_string)
        .collect()
}

fn run(lib: &Library, files: &[String]) -> Report {
    let mut report = Report::default();
    for f in files {
        let Ok(text) = fs::read_to_string(root().join(f)) else { continue };
        check_text(lib, f, &text, &mut report);
    }
    for a in lib.allow.iter().filter(|a| !a.used.get()) {
        report.errors.push(format!(
            "refs/allow.tsv: {} {} {:?} is needed by nothing any more: remove it",
            a.kind, a.file, a.text
        ));
    }
    report
}

#[test]
fn citations_name_items_that_exist_and_works_of_the_bibliography() {
    let lib = library();
    for id in ["es1996", "setnim2026", "ms2020", "leejunping2007"] {
        assert!(lib.items.contains_key(id), "refs/items/{id}.tsv is missing");
    }
    for (name, id) in PAPERS {
        assert!(works().iter().any(|w| w.id == *id), "the paper name {name} maps to {id}, not a bibliography id");
    }
    for w in works() {
        let read = ["in full", "Chapter 1", "abstract", "sequence entries", "not read"];
        assert!(read.iter().any(|r| w.read.starts_with(r)), "{}: read {:?}", w.id, w.read);
    }
    let files = tracked_files();
    let report = run(&lib, &files);
    let unchecked: usize = report.unchecked.values().sum();
    println!(
        "citations: {} references checked in {} files ({} by a file's cites: marker; {} files carry a marker); \
         {unchecked} references in {} files name no paper and have no marker, unchecked: {:?}",
        report.checked,
        files.len(),
        report.by_marker,
        report.marked.len(),
        report.unchecked.len(),
        report.unchecked
    );
    assert!(report.errors.is_empty(), "{} citation errors:\n{}", report.errors.len(), report.errors.join("\n"));
    assert!(report.checked > 500, "only {} references checked: is the grammar still reading?", report.checked);
}

/// A Markdown file's name for the snippets (written so the `.md` check above does not read it).
const MD: &str = concat!("snippet", ".md");

fn check_snippet(path: &str, text: &str) -> Vec<String> {
    let lib = library();
    let mut report = Report::default();
    check_text(&lib, path, text, &mut report);
    report.errors
}

#[test]
fn the_citation_check_fails_on_a_wrong_number() {
    let e = check_snippet(MD, "E&S Example 4.5 is Nim-regular.");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("Corollary 4.5") && e[0].contains("Example 4.6"), "{e:?}");
    assert!(check_snippet(MD, "E&S Example 4.6 is Nim-regular.").is_empty());
    // A marker resolves a bare number; without one the number is not checked.
    let e = check_snippet("x.rs", "//! cites: es1996\n// the cone (Cor 6.5)\n");
    assert!(e.len() == 1 && e[0].contains("6.5 is Theorem 6.5"), "{e:?}");
    assert!(check_snippet("x.rs", "// the cone (Cor 6.5)\n").is_empty());
    // A label that exists but names something else: the cone is Cor 6.2, not the suspension.
    let e = check_snippet(MD, "E&S: the apex of a cone holds no chips (E&S Cor 6.3).");
    assert!(e.len() == 1 && e[0].contains("\"cone\", which is E&S Corollary 6.2"), "{e:?}");
    assert!(check_snippet(MD, "E&S: join, cone, suspension (E&S Thm 6.1, Cor 6.2, Cor 6.3)").is_empty());
    // Lists, ranges and sub-items are read member by member.
    let e = check_snippet(MD, "SetNim Thm 2.9(2)–(7) and E&S Q 9.1–9.6, 9.1's converse or Conj 8.2");
    assert_eq!(e.len(), 3, "{e:?}");
    assert!(e.iter().any(|m| m.contains("no part (7)")) && e.iter().any(|m| m.contains("no Question 9.6")));
    assert!(e.iter().any(|m| m.contains("no Conjecture 8.2")), "{e:?}");
    assert!(check_snippet(MD, "(SetNim Thms 2.9, 4.1, 4.2; McCoy–Sieben Sec 8 (8); E&S Prop 6.9 / 7.4)").is_empty());
    let e = check_snippet(MD, "SetNim Remark 3.3.1");
    assert!(e.len() == 1 && e[0].contains("write 3.3(1)"), "{e:?}");
    // Identifiers, initials and arXiv ids.
    let e = check_snippet("x.rs", "let f = \"ms-prop7.3\"; families::example_4_5();");
    assert!(e.len() == 2 && e[0].contains("ms-prop7.3") && e[1].contains("Corollary 4.5"), "{e:?}");
    let e = check_snippet(MD, "S. Kadam, M. Dufour, S. Heubach; T. A. Jenkyns; arXiv:2604.02587, arXiv:9999.00001");
    assert!(e.len() == 2 && e[0].contains("B. R. Kadam") && e[1].contains("9999.00001"), "{e:?}");
    let good = format!("## References\n\n{}", simnim_core::bibliography::references_md(&["es1996", "hora2025"]));
    assert!(check_snippet(MD, &good).is_empty(), "{good}");
    assert_eq!(check_snippet(MD, "## References\n\n- Y. Hora, Games, arXiv:2510.22886\n").len(), 2);
}
