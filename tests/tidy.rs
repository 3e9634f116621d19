//! Keeps the map true (the idea of rust-analyzer's `xtask/src/tidy.rs`): this test fails
//! when a module imports in a circle, when a source file is missing from ARCHITECTURE.md's
//! map, when a document cites a `.md` file that does not exist, when the core gains a web,
//! wasm or command-line dependency, when a source file does not open with a `//!` doc, when
//! a file grows past 500 lines without a reason stated in ARCHITECTURE.md, or when a
//! citation names a paper's item that does not exist or a work the bibliography lacks
//! (`citations.rs`).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

mod citations;
mod cite_grammar;
mod cite_library;
mod scan;

use scan::{cited_md, code_only, manifest_deps, mapped_files, referenced_paths};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p.file_name().is_some_and(|n| n != "node_modules" && n != "target") {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn rel(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).to_string_lossy().replace('\\', "/")
}

/// The source roots of the crates: (crate name, `src` directory).
fn crate_sources() -> Vec<(&'static str, PathBuf)> {
    let r = root();
    vec![
        ("simnim-core", r.join("crates/simnim-core/src")),
        ("simnim-model", r.join("crates/simnim-model/src")),
        ("simnim-cli", r.join("crates/simnim-cli/src")),
        ("simnim-web", r.join("src")),
    ]
}

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
        let code = code_only(&fs::read_to_string(f).expect("readable source"));
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
            if target != me && !target.is_empty() && !ancestor {
                edges.insert(target);
            }
        }
        graph.insert(me, edges);
    }
    graph
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
        // The crate root only declares and re-exports; it is no module of its own here.
        for t in edges.iter().map(top).filter(|t| *t != me && !t.is_empty() && !me.is_empty()) {
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
    for (name, src) in crate_sources() {
        let graph = module_graph(&src, &mut hidden);
        assert!(graph.len() > 1 || name == "simnim-cli", "{name}: no modules found under {}", src.display());
        if let Some(c) = circle(&src, &mut hidden) {
            panic!("{name}: modules import each other in a circle: {c}");
        }
    }
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

fn architecture() -> String {
    fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md exists")
}

#[test]
fn every_source_file_is_on_the_map() {
    let map = mapped_files(&architecture());
    let mut missing = Vec::new();
    let r = root();
    let dirs = [r.join("src"), r.join("crates"), r.join("tests"), r.join("benches")];
    for d in dirs {
        for f in rust_files(&d) {
            let p = rel(&f);
            if !map.contains(&p) {
                missing.push(p);
            }
        }
    }
    assert!(missing.is_empty(), "source files missing from ARCHITECTURE.md's map: {missing:?}");
    // ... and the map names no file that does not exist.
    let ghosts: Vec<&String> = map.iter().filter(|p| !r.join(p).exists()).collect();
    assert!(ghosts.is_empty(), "ARCHITECTURE.md maps files that do not exist: {ghosts:?}");
}

#[test]
fn the_map_parser_reads_trees() {
    let m = mapped_files("```\ncrates/core/src/\n  lib.rs   the root\n  solve/\n    pn.rs  P/N\n  a.rs, b.rs  two\nsrc/\n  app.rs\n```\n");
    let want: BTreeSet<String> = [
        "crates/core/src/lib.rs",
        "crates/core/src/solve/pn.rs",
        "crates/core/src/a.rs",
        "crates/core/src/b.rs",
        "src/app.rs",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(m, want);
}

#[test]
fn cited_documents_exist_and_nothing_points_outside_the_repository() {
    let r = root();
    let mut docs: Vec<PathBuf> = ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md", "Makefile", "scripts/install.sh"]
        .iter()
        .map(|p| r.join(p))
        .collect();
    for d in [r.join("src"), r.join("crates"), r.join("tests"), r.join("benches")] {
        docs.extend(rust_files(&d));
    }
    let mut bad = Vec::new();
    for d in &docs {
        let text = fs::read_to_string(d).unwrap_or_default();
        let outside = concat!("..", "/shared");
        if text.contains(outside) {
            bad.push(format!("{} points outside the repository ({outside})", rel(d)));
        }
        for md in cited_md(&text) {
            let here = d.parent().unwrap_or(&r).join(&md);
            if !r.join(&md).exists() && !here.exists() {
                bad.push(format!("{} cites {md}, which does not exist", rel(d)));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    let cited = cited_md(concat!("see ARCHITECTURE.md and docs/x", ".md, not README.mdx"));
    assert_eq!(cited, ["ARCHITECTURE.md", concat!("docs/x", ".md")].iter().map(|s| s.to_string()).collect());
}

#[test]
fn the_core_depends_on_serde_and_wide_only() {
    let m = fs::read_to_string(root().join("crates/simnim-core/Cargo.toml")).expect("core manifest");
    let deps = manifest_deps(&m, "[dependencies]");
    assert_eq!(deps, vec!["serde".to_string(), "wide".to_string()], "simnim-core may depend on serde and wide only");
    assert!(!m.contains("[target."), "simnim-core has no target-specific dependencies");
    // The lock file agrees: the core's dependency tree holds no web, wasm or CLI crate.
    let lock = fs::read_to_string(root().join("Cargo.lock")).expect("Cargo.lock");
    let entry = lock.split("[[package]]").find(|p| p.contains("name = \"simnim-core\"")).expect("core in lock");
    for banned in ["yew", "web-sys", "wasm-bindgen", "js-sys", "gloo", "clap", "indicatif"] {
        assert!(!entry.contains(&format!("\"{banned}")), "simnim-core depends on {banned}");
    }
    // The model is also free of web crates (it is tested natively).
    let m = fs::read_to_string(root().join("crates/simnim-model/Cargo.toml")).expect("model manifest");
    for d in manifest_deps(&m, "[dependencies]") {
        assert!(
            ["simnim-core", "simnim-conjecture", "serde", "serde_json"].contains(&d.as_str()),
            "simnim-model depends on {d}"
        );
    }
    // The research layer (grammar, miner, prover's encoder) is over the core and compiles to
    // wasm: no web, solver or CLI crate; and it is not inside the core.
    let m = fs::read_to_string(root().join("crates/simnim-conjecture/Cargo.toml")).expect("conjecture manifest");
    for d in manifest_deps(&m, "[dependencies]") {
        assert!(["simnim-core", "serde", "serde_json"].contains(&d.as_str()), "simnim-conjecture depends on {d}");
    }
    assert!(!root().join("crates/simnim-core/src/conjecture").exists(), "the miner left the core");
    // The census runner is over the core too, and has no web, solver or CLI crate.
    let m = fs::read_to_string(root().join("crates/simnim-census/Cargo.toml")).expect("census manifest");
    for d in manifest_deps(&m, "[dependencies]") {
        assert!(["simnim-core", "serde", "serde_json", "rayon"].contains(&d.as_str()), "simnim-census depends on {d}");
    }
}

#[test]
fn every_source_file_opens_with_a_doc_and_stays_short() {
    let r = root();
    let arch = architecture();
    let mut bad = Vec::new();
    for d in [r.join("src"), r.join("crates"), r.join("tests"), r.join("benches")] {
        for f in rust_files(&d) {
            let text = fs::read_to_string(&f).unwrap_or_default();
            let p = rel(&f);
            if !text.trim_start().starts_with("//!") {
                bad.push(format!("{p} does not open with a `//!` doc saying its job"));
            }
            let lines = text.lines().count();
            // A long file needs a reason in ARCHITECTURE.md: a line naming it with "long:".
            let excused = arch.lines().any(|l| l.contains(&p) && l.to_lowercase().contains("long:"));
            if lines > 500 && !excused {
                bad.push(format!("{p} has {lines} lines (over 500, and ARCHITECTURE.md gives no reason)"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn oracles_share_no_code_with_the_engines() {
    // The independent solvers read their input themselves and name no simnim code.
    for f in ["tests/support/naive.rs", "tests/support/naive_convex.rs", "tests/support/naive_games.rs"] {
        let code = code_only(&fs::read_to_string(root().join(f)).expect("oracle source"));
        for banned in ["simnim_core", "simnim_model", "simnim_web", "crate::", "super::"] {
            assert!(!code.contains(banned), "{f} names {banned}: an oracle must not share code with the engines");
        }
    }
}
