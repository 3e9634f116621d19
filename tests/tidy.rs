//! Keeps the map true (the idea of rust-analyzer's `xtask/src/tidy.rs`): this test fails
//! when a module imports in a circle, when a source file is missing from ARCHITECTURE.md's
//! map, when a document cites a `.md` file that does not exist, when the core gains a web,
//! wasm or command-line dependency, when a source file does not open with a `//!` doc, when
//! a file grows past 500 lines without a reason stated in ARCHITECTURE.md, or when a
//! citation names a paper's item that does not exist or a work the bibliography lacks
//! (`citations.rs`).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

mod circles;
mod citations;
mod cite_grammar;
mod cite_library;
mod scan;

use scan::{cited_md, code_only, manifest_deps, mapped_files};

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
fn crate_sources() -> Vec<(String, PathBuf)> {
    let r = root();
    let mut out: Vec<(String, PathBuf)> = fs::read_dir(r.join("crates"))
        .expect("crates/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("src").is_dir())
        .map(|p| (p.file_name().unwrap_or_default().to_string_lossy().into_owned(), p.join("src")))
        .collect();
    out.sort();
    out.push(("simnim-web".to_string(), r.join("src")));
    out
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
