//! No module imports in a circle, in any crate of the workspace: each crate's module graph
//! (file modules, the edges its `use` and paths name, re-exports followed to the module that
//! defines the name, and edges into the crate root for what the root itself defines), its
//! circles at the file level and among module trees, and fixtures that show the check fails.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use super::scan::{code_only, referenced_paths};
use super::{crate_sources, rel, rust_files};

/// The module path of a file inside its crate's `src`: `lib.rs`/`main.rs` → `[]`,
/// `theory/mod.rs` → `[theory]`, `theory/pointed.rs` → `[theory, pointed]`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relp = file.strip_prefix(src).expect("file under src");
    let mut parts: Vec<String> = relp.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The module graph of one crate: file module → the modules it names. Paths through the
/// crate root's re-exports (`crate::Complex`) hide the real edge, so they are reported in
/// `hidden` (as "file: path") instead.
fn module_graph(src: &Path, hidden: &mut Vec<String>) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let files = rust_files(src);
    let modules: BTreeSet<Vec<String>> =
        files.iter().filter(|f| !f.starts_with(src.join("bin"))).map(|f| module_of(src, f)).collect();
    let reexports = reexports(src, &files, &modules);
    let mut graph = BTreeMap::new();
    for f in files.iter().filter(|f| !f.starts_with(src.join("bin"))) {
        let me = module_of(src, f);
        let code = inline_modules_read_as_their_file(&without_test_modules(&code_only(
            &fs::read_to_string(f).expect("readable source"),
        )));
        // Declared child modules (`mod x;`) are names in scope for `use x::…`.
        let mut edges = BTreeSet::new();
        for path in referenced_paths(&code) {
            let absolute: Vec<String> = match path[0].as_str() {
                "crate" => path[1..].to_vec(),
                "super" => {
                    let mut base = me.clone();
                    let mut k = 0;
                    while path.get(k).map(String::as_str) == Some("super") {
                        base.pop();
                        k += 1;
                    }
                    base.extend(path[k..].iter().cloned());
                    base
                }
                "self" => me.iter().cloned().chain(path[1..].iter().cloned()).collect(),
                first => {
                    let mut child = me.clone();
                    child.push(first.to_string());
                    if !modules.contains(&child) {
                        continue;
                    }
                    me.iter().cloned().chain(path.iter().cloned()).collect()
                }
            };
            // The longest prefix that is a module of this crate; a name a module re-exports
            // from a child (`pub use matroid::graphical;`) leads to that child.
            let mut target = (1..=absolute.len())
                .rev()
                .map(|k| absolute[..k].to_vec())
                .find(|m| modules.contains(m))
                .unwrap_or_default();
            if let Some(name) = absolute.get(target.len()) {
                if let Some(child) = reexports.get(&(target.clone(), name.clone())) {
                    target = child.clone();
                }
            }
            if target.is_empty() && path[0] == "crate" && !me.is_empty() {
                hidden.push(format!("{}: {}", rel(f), path.join("::")));
            }
            // A submodule naming its own parent (`impl super::Editor` in `editor/operate.rs`)
            // is part of that parent, not an edge between modules.
            let ancestor = target.len() < me.len() && me.starts_with(&target);
            // A module that names something the crate root defines depends on the root,
            // which declares (and so depends on) every module: an edge into the root.
            let into_root = target.is_empty() && !me.is_empty() && matches!(path[0].as_str(), "crate" | "super");
            if (target != me && !target.is_empty() && !ancestor) || into_root {
                edges.insert(target);
            }
        }
        graph.insert(me, edges);
    }
    graph
}

/// `code` with `super::` inside an inline module (`mod native { use super::… }`) read as the
/// file itself, which that `super` names.
fn inline_modules_read_as_their_file(code: &str) -> String {
    // The spans (opening brace, closing brace) of every `mod name { … }`.
    let mut spans = Vec::new();
    let mut at = 0;
    while let Some(k) = code[at..].find("mod ") {
        let start = at + k;
        at = start + 4;
        if code[..start].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[start + 4..];
        let name = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
        let after = rest[name..].trim_start();
        if name == 0 || !after.starts_with('{') {
            continue;
        }
        let open = code.len() - after.len();
        let mut depth = 0usize;
        let close = code[open..]
            .char_indices()
            .find(|&(_, c)| {
                depth = match c {
                    '{' => depth + 1,
                    '}' => depth.saturating_sub(1),
                    _ => depth,
                };
                c == '}' && depth == 0
            })
            .map_or(code.len(), |(i, _)| open + i);
        spans.push((open, close));
    }
    let mut out = String::with_capacity(code.len());
    let mut last = 0;
    for (open, close) in spans {
        if open < last {
            continue; // a module inside one already read
        }
        out.push_str(&code[last..open]);
        out.push_str(&code[open..close].replace("super::", "self::"));
        last = close;
    }
    out.push_str(&code[last..]);
    out
}

/// The code before a file's inline test module (`#[cfg(test)] mod tests { use super::… }`,
/// whose `super` is the file itself, not its parent).
fn without_test_modules(code: &str) -> String {
    let mut at = 0;
    while let Some(k) = code[at..].find("#[cfg(test)]") {
        let start = at + k;
        if code[start + "#[cfg(test)]".len()..].trim_start().starts_with("mod ") {
            return code[..start].to_string();
        }
        at = start + 1;
    }
    code.to_string()
}

/// The names each module re-exports from its own children: (module, name) → child module.
fn reexports(
    src: &Path,
    files: &[PathBuf],
    modules: &BTreeSet<Vec<String>>,
) -> BTreeMap<(Vec<String>, String), Vec<String>> {
    let mut out = BTreeMap::new();
    for f in files {
        let me = module_of(src, f);
        let code = code_only(&fs::read_to_string(f).expect("readable source"));
        for stmt in code.split(';').filter_map(|s| s.trim().strip_prefix("pub use ")) {
            for path in referenced_paths(&format!("{stmt};")) {
                let mut child = me.clone();
                child.push(path[0].clone());
                if !modules.contains(&child) {
                    continue;
                }
                // `a::{b as c}` leaves "b as c" as the last segment.
                let last = path.last().cloned().unwrap_or_default();
                let name = last.rsplit(" as ").next().unwrap_or(&last).trim().to_string();
                let deeper = me.iter().cloned().chain(path[..path.len() - 1].iter().cloned()).collect::<Vec<_>>();
                let target = (1..=deeper.len()).rev().map(|k| deeper[..k].to_vec()).find(|m| modules.contains(m));
                out.insert((me.clone(), name), target.unwrap_or(child));
            }
        }
    }
    out
}

/// A cycle in the graph, if there is one (depth-first search).
fn find_cycle(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Option<Vec<Vec<String>>> {
    fn dfs(
        v: &Vec<String>,
        g: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        state: &mut BTreeMap<Vec<String>, u8>,
        stack: &mut Vec<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        state.insert(v.clone(), 1);
        stack.push(v.clone());
        for w in g.get(v).into_iter().flatten() {
            match state.get(w).copied().unwrap_or(0) {
                1 => {
                    let start = stack.iter().position(|x| x == w).unwrap_or(0);
                    let mut cyc = stack[start..].to_vec();
                    cyc.push(w.clone());
                    return Some(cyc);
                }
                0 => {
                    if let Some(c) = dfs(w, g, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(v.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for v in graph.keys() {
        if state.get(v).copied().unwrap_or(0) == 0 {
            if let Some(c) = dfs(v, graph, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

/// The graph of top-level modules: each module stands for itself and its submodules
/// (`theory::matroid` is part of `theory`), so an import that reaches a child through its
/// parent's re-export (`use crate::theory::graphical`, defined in `theory::matroid`) is an
/// edge to the parent's module tree too.
fn top_level(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let top = |m: &Vec<String>| m.iter().take(1).cloned().collect::<Vec<String>>();
    let mut out: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (m, edges) in graph {
        let me = top(m);
        let entry = out.entry(me.clone()).or_default();
        // The crate root is a module tree of its own (its code, not its declarations).
        for t in edges.iter().map(top).filter(|t| *t != me) {
            entry.insert(t);
        }
    }
    out
}

/// A circle among one crate's modules, at the file level or among module trees, as text.
fn circle(src: &Path, hidden: &mut Vec<String>) -> Option<String> {
    let graph = module_graph(src, hidden);
    let show = |cycle: Vec<Vec<String>>| {
        cycle
            .iter()
            .map(|m| if m.is_empty() { "crate".to_string() } else { m.join("::") })
            .collect::<Vec<_>>()
            .join(" -> ")
    };
    find_cycle(&graph)
        .map(show)
        .or_else(|| find_cycle(&top_level(&graph)).map(|c| format!("{} (module trees)", show(c))))
}

#[test]
fn no_module_imports_in_a_circle() {
    let mut hidden = Vec::new();
    let mut circles = Vec::new();
    for (name, src) in crate_sources() {
        let graph = module_graph(&src, &mut Vec::new());
        assert!(!graph.is_empty(), "{name}: no modules found under {}", src.display());
        if let Some(c) = circle(&src, &mut hidden) {
            circles.push(format!("{name}: {c}"));
        }
    }
    assert!(circles.is_empty(), "modules import each other in a circle: {circles:#?}");
    assert!(hidden.is_empty(), "name the defining module, not the crate root's re-export: {hidden:?}");
}

#[test]
fn the_cycle_check_sees_a_circle_made_through_a_re_export() {
    // A fixture crate: families takes a builder that theory re-exports from its child
    // matroid, theory calls solved, and solved builds through families.
    let dir = std::env::temp_dir().join(format!("simnim-tidy-fixture-{}", std::process::id()));
    let src = dir.join("src");
    fs::create_dir_all(src.join("theory")).unwrap();
    let write = |p: &str, text: &str| fs::write(src.join(p), text).unwrap();
    write("lib.rs", "//! fixture\nmod families;\nmod solved;\nmod theory;\nmod leaf;\n");
    write("families.rs", "//! f\nuse crate::theory::graphical;\npub fn named() { graphical() }\n");
    write("theory/mod.rs", "//! t\nmod matroid;\npub use matroid::graphical;\nuse crate::solved::recognize;\n");
    write("theory/matroid.rs", "//! m\npub fn graphical() {}\n");
    write("solved.rs", "//! s\nuse crate::families::named;\npub fn recognize() { named() }\n");
    write("leaf.rs", "//! l\npub fn graphical() {}\n");
    let mut hidden = Vec::new();
    let found = circle(&src, &mut hidden);
    assert!(
        found.as_deref().is_some_and(|c| c.contains("families") && c.contains("theory") && c.contains("solved")),
        "{found:?}"
    );
    // Moving the builder to a leaf breaks the circle.
    write("families.rs", "//! f\nuse crate::leaf::graphical;\npub fn named() { graphical() }\n");
    assert_eq!(circle(&src, &mut hidden), None);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_cycle_check_sees_a_circle_through_a_crate_root() {
    // A fixture crate whose root holds a pipeline that calls a module which calls back up
    // into the root: the circle the root's `mod` lines do not show.
    let dir = std::env::temp_dir().join(format!("simnim-tidy-root-fixture-{}", std::process::id()));
    let src = dir.join("src");
    fs::create_dir_all(&src).unwrap();
    let write = |p: &str, text: &str| fs::write(src.join(p), text).unwrap();
    write("lib.rs", "//! fixture\nmod reduce;\nmod leaf;\npub fn mine() { reduce::by_reduction() }\n");
    write("reduce.rs", "//! r\npub fn by_reduction() { crate::mine() }\n");
    write("leaf.rs", "//! l\npub fn mine() {}\n");
    let mut hidden = Vec::new();
    let found = circle(&src, &mut hidden);
    assert!(found.as_deref().is_some_and(|c| c.contains("crate") && c.contains("reduce")), "{found:?}");
    // The root that only declares and re-exports, the pipeline in a leaf: no circle.
    write("lib.rs", "//! fixture\nmod reduce;\nmod leaf;\npub use leaf::mine;\n");
    write("reduce.rs", "//! r\npub fn by_reduction() { crate::leaf::mine() }\n");
    assert_eq!(circle(&src, &mut Vec::new()), None);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_cycle_check_finds_a_cycle() {
    // The checker itself must be able to fail.
    let mut g = BTreeMap::new();
    let m = |s: &str| vec![s.to_string()];
    g.insert(m("a"), [m("b")].into_iter().collect());
    g.insert(m("b"), [m("c")].into_iter().collect());
    g.insert(m("c"), [m("a")].into_iter().collect());
    assert_eq!(find_cycle(&g).map(|c| c.len()), Some(4));
    g.insert(m("c"), BTreeSet::new());
    assert_eq!(find_cycle(&g), None);
    let paths = referenced_paths(&code_only(
        "use crate::a::{b::C, d};\n// crate::x::y\nlet s = \"crate::q::r\"; super::e::f();",
    ));
    assert!(paths.contains(&vec!["crate".into(), "a".into(), "b".into(), "C".into()]), "{paths:?}");
    assert!(paths.contains(&vec!["crate".into(), "a".into(), "d".into()]), "{paths:?}");
    assert!(paths.contains(&vec!["super".into(), "e".into(), "f".into()]), "{paths:?}");
    assert!(!paths.iter().any(|p| p.contains(&"x".to_string()) || p.contains(&"q".to_string())), "{paths:?}");
}
