//! Text scanners of the tidy test: Rust source without comments and strings, the paths a
//! file names, ARCHITECTURE.md's tree of files, cited `.md` names, manifest dependencies.

use std::collections::BTreeSet;

/// Source text without comments, strings and char literals (so `crate::x` in a doc or a
/// message is not an import).
pub(super) fn code_only(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if b[i] == '/' && b.get(i + 1) == Some(&'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if b[i] == 'r'
            && (b.get(i + 1) == Some(&'"') || b.get(i + 1) == Some(&'#'))
            && (i == 0 || !is_ident(b[i - 1]))
        {
            // raw string r"..." or r#"..."#
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(b[i]);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == '"' && (0..hashes).all(|h| b.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if b[i] == '"' {
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == '\''
            && i + 2 < b.len()
            && (b[i + 2] == '\'' || (b[i + 1] == '\\' && b.get(i + 3) == Some(&'\'')))
        {
            // a char literal ('x' or '\n'); lifetimes ('a) stay
            i += if b[i + 1] == '\\' { 4 } else { 3 };
            out.push_str("' '");
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

pub(super) fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths a file names: `crate::a::b`, `super::a`, and `use` paths that start with a
/// child module (`use pn::PnJob;` in `solve/mod.rs`), expanding one level of braces.
pub(super) fn referenced_paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let starts_word = i == 0 || !is_ident(chars[i - 1]) && chars[i - 1] != ':';
        if starts_word && is_ident(chars[i]) {
            let mut j = i;
            let mut segs = Vec::new();
            loop {
                let s = j;
                while j < chars.len() && is_ident(chars[j]) {
                    j += 1;
                }
                segs.push(chars[s..j].iter().collect::<String>());
                if j + 2 < chars.len() && chars[j] == ':' && chars[j + 1] == ':' {
                    j += 2;
                    if chars[j] == '{' {
                        // one level of braces: a::{b, c::D}
                        let close = chars[j..].iter().position(|&c| c == '}').map_or(chars.len(), |k| j + k);
                        let inner: String = chars[j + 1..close].iter().collect();
                        for part in inner.split(',') {
                            let mut p = segs.clone();
                            p.extend(part.trim().split("::").map(|s| s.trim().to_string()).filter(|s| !s.is_empty()));
                            out.push(p);
                        }
                        j = close;
                        segs.clear();
                        break;
                    }
                    if j < chars.len() && is_ident(chars[j]) {
                        continue;
                    }
                }
                break;
            }
            if segs.len() >= 2 {
                out.push(segs);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// The files named in ARCHITECTURE.md's map: code blocks whose lines are an indented
/// tree of folders (`name/`) and files; a path is the folders above a line plus its name.
pub(super) fn mapped_files(map: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut in_block = false;
    let mut stack: Vec<(usize, String)> = Vec::new();
    for line in map.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            stack.clear();
            continue;
        }
        if !in_block || line.trim().is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        // The first word; several files may share a line, separated by ", ".
        let head = line.trim_start().split("  ").next().unwrap_or("").trim();
        while stack.last().is_some_and(|(i, _)| *i >= indent) {
            stack.pop();
        }
        let prefix: String = stack.iter().map(|(_, d)| d.as_str()).collect();
        if head.ends_with('/') && !head.contains(' ') {
            stack.push((indent, head.to_string()));
        } else {
            for name in head.split(", ") {
                let name = name.trim();
                let name = name.trim_end_matches(',');
                if name.contains('.') && !name.contains(' ') {
                    out.insert(format!("{prefix}{name}"));
                }
            }
        }
    }
    out
}

/// Names of `.md` files cited in a text (like `ARCHITECTURE.md`).
pub(super) fn cited_md(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices(".md") {
        let after = text[i + 3..].chars().next();
        if after.is_some_and(|c| c.is_alphanumeric()) {
            continue;
        }
        let start = text[..i]
            .char_indices()
            .rev()
            .find(|&(_, c)| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '/' | '.')))
            .map_or(0, |(k, c)| k + c.len_utf8());
        let name = &text[start..i + 3];
        if name.len() > 3 && !name.starts_with("http") {
            out.insert(name.to_string());
        }
    }
    out
}

/// The dependency names of a manifest section like `[dependencies]`.
pub(super) fn manifest_deps(manifest: &str, section: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in manifest.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            inside = t == section;
            continue;
        }
        if inside && !t.is_empty() && !t.starts_with('#') {
            if let Some((name, _)) = t.split_once('=') {
                out.push(name.trim().trim_end_matches(".workspace").to_string());
            }
        }
    }
    out
}
