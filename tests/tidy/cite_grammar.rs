//! The grammar of a numbered citation, read by hand (the workspace has no regex crate):
//! `[<Paper>['s]] <Kind>[.] <number>[(sub)] [, / – and or <number>|(sub)|<Kind> <number>]…
//! [of|in <Paper>]`. Kinds in full or short form (`Theorem`/`Thm`/`Thms`, `Q`, `OP3`, `§`),
//! ranges (`Q 9.1–9.5`, `Sec 6–7`, `Thm 2.9(2)–(5)`), lists (`Thms 2.9, 4.1`), sub-items
//! (`Thm 2.9(3)`, `Sec 8 (8)`), and a list that changes kind keeps its paper
//! (`E&S Q 9.1, 9.2 or Conj 8.1`). The text is flattened first: line breaks and the comment
//! leaders after them (`//!`, `///`, `//`) become one space, and `\.` after a digit (a JS
//! regex) becomes `.`. Also the identifiers that carry an item number (`ex4.6`, `EX3_3`,
//! `ms-prop7.2`, `prop_6_5_6_7`).

/// Kind words as written → the kind in `refs/items/*.tsv`. Longest first.
pub(super) const KINDS: &[(&str, &str)] = &[
    ("Open Problems", "open problem"),
    ("Open Problem", "open problem"),
    ("Open problems", "open problem"),
    ("Open problem", "open problem"),
    ("Propositions", "proposition"),
    ("Proposition", "proposition"),
    ("Corollaries", "corollary"),
    ("Definitions", "definition"),
    ("Conjectures", "conjecture"),
    ("Definition", "definition"),
    ("Conjecture", "conjecture"),
    ("Questions", "question"),
    ("Corollary", "corollary"),
    ("Theorems", "theorem"),
    ("Examples", "example"),
    ("Sections", "section"),
    ("Question", "question"),
    ("Theorem", "theorem"),
    ("Example", "example"),
    ("Figures", "figure"),
    ("Section", "section"),
    ("Remarks", "remark"),
    ("Chapter", "chapter"),
    ("Lemmas", "lemma"),
    ("Figure", "figure"),
    ("Remark", "remark"),
    ("Tables", "table"),
    ("Lemma", "lemma"),
    ("Props", "proposition"),
    ("Table", "table"),
    ("Conj", "conjecture"),
    ("Thms", "theorem"),
    ("Prop", "proposition"),
    ("Defs", "definition"),
    ("Figs", "figure"),
    ("Secs", "section"),
    ("Cors", "corollary"),
    ("Thm", "theorem"),
    ("Cor", "corollary"),
    ("Def", "definition"),
    ("Fig", "figure"),
    ("Sec", "section"),
    ("Rem", "remark"),
    ("Lem", "lemma"),
    ("Exs", "example"),
    ("Ex", "example"),
    ("OP", "open problem"),
    ("Q", "question"),
    ("§", "section"),
];

/// Paper names as written → bibliography id. Longest first.
pub(super) const PAPERS: &[(&str, &str)] = &[
    ("Ehrenborg and Steingrímsson", "es1996"),
    ("Ehrenborg–Steingrímsson", "es1996"),
    ("the SetNim paper", "setnim2026"),
    ("McCoy and Sieben", "ms2020"),
    ("McCoy–Sieben", "ms2020"),
    ("McCoy-Sieben", "ms2020"),
    ("Lee Jun Ping", "leejunping2007"),
    ("E&amp;S", "es1996"),
    ("SetNim", "setnim2026"),
    ("E&S", "es1996"),
];

/// One reference: a kind and one number (lists and ranges are expanded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Ref {
    /// The paper named in the text (a bibliography id), if any.
    pub(super) paper: Option<&'static str>,
    pub(super) kind: &'static str,
    /// `4.5`, `8`, `2.9(3)`, `8(8)`.
    pub(super) number: String,
    /// The whole citation as written (`E&S Q 9.1–9.5`), for messages and refs/allow.tsv.
    pub(super) text: String,
    /// Where the citation starts, as a char offset in the flattened text.
    pub(super) at: usize,
}

/// The flattened text (as chars) and the offset where each original line starts.
pub(super) fn flatten(text: &str) -> (Vec<char>, Vec<usize>) {
    let mut out = Vec::with_capacity(text.len());
    let mut starts = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if n > 0 {
            out.push(' ');
        }
        starts.push(out.len());
        let t = line.trim_start();
        let lead = ["//!", "///", "//"].iter().find(|l| t.starts_with(**l)).map_or(0, |l| l.len());
        if line.len() > t.len() || lead > 0 {
            out.push(' ');
        }
        let body: Vec<char> = t[lead..].chars().collect();
        for (k, &c) in body.iter().enumerate() {
            let digit_before = k > 0 && body[k - 1].is_ascii_digit();
            if c == '\\' && digit_before && body.get(k + 1) == Some(&'.') {
                continue;
            }
            // `\n` in a string literal separates words as a line break does.
            if c == '\\' && body.get(k + 1) == Some(&'n') {
                out.push(' ');
                continue;
            }
            if k > 0 && body[k - 1] == '\\' && c == 'n' {
                continue;
            }
            out.push(c);
        }
    }
    (out, starts)
}

/// The 1-based line of a char offset.
pub(super) fn line_of(starts: &[usize], at: usize) -> usize {
    starts.partition_point(|&s| s <= at)
}

fn starts_with(s: &[char], i: usize, word: &str) -> bool {
    word.chars().enumerate().all(|(d, c)| s.get(i + d) == Some(&c))
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn kind_at(s: &[char], i: usize) -> Option<(&'static str, usize)> {
    if i > 0 && (is_word(s[i - 1]) || s[i - 1] == '-' || s[i - 1] == '.') {
        return None;
    }
    KINDS.iter().find(|(w, _)| starts_with(s, i, w)).map(|(w, k)| (*k, w.chars().count()))
}

fn spaces(s: &[char], mut i: usize) -> usize {
    while i < s.len() && matches!(s[i], ' ' | '\u{a0}' | '~' | '\t') {
        i += 1;
    }
    i
}

/// A number `d+(.d+)*` at `i` not followed by a letter or digit: (text, end).
fn number(s: &[char], i: usize) -> Option<(String, usize)> {
    let mut j = i;
    loop {
        let d = j;
        while j < s.len() && s[j].is_ascii_digit() {
            j += 1;
        }
        if j == d {
            return None;
        }
        if j + 1 < s.len() && s[j] == '.' && s[j + 1].is_ascii_digit() {
            j += 1;
            continue;
        }
        break;
    }
    if s.get(j).is_some_and(|c| c.is_alphabetic()) {
        return None;
    }
    Some((s[i..j].iter().collect(), j))
}

/// A sub-item `(3)`, `(c)`, `(A)`, `(ii)` at `i`: (label, end).
fn sub_item(s: &[char], i: usize) -> Option<(String, usize)> {
    if s.get(i) != Some(&'(') {
        return None;
    }
    let close = (i + 1..s.len().min(i + 6)).find(|&k| s[k] == ')')?;
    let label: String = s[i + 1..close].iter().collect();
    let ok = (!label.is_empty() && label.chars().all(|c| c.is_ascii_digit()))
        || (label.len() == 1 && label.chars().all(|c| c.is_ascii_alphabetic()))
        || (!label.is_empty() && label.chars().all(|c| matches!(c, 'i' | 'v' | 'x')));
    ok.then_some((label, close + 1))
}

/// A separator between list members: (is a range dash, end).
fn separator(s: &[char], i: usize) -> Option<(bool, usize)> {
    let j = spaces(s, i);
    match s.get(j) {
        Some(',') | Some('/') | Some('&') => Some((false, j + 1)),
        Some('–') | Some('—') => Some((true, j + 1)),
        Some('-') if j == i => Some((true, j + 1)),
        _ => ["and ", "or "].iter().find(|w| j > i && starts_with(s, j, w)).map(|w| (false, j + w.len())),
    }
}

/// Prose allowed after a member before the separator: `9.1's converse, 9.2`.
fn decoration(s: &[char], i: usize) -> usize {
    for d in ["'s converse", "’s converse", "'s second part", " (converse)", " (its converse)"] {
        if starts_with(s, i, d) {
            return i + d.chars().count();
        }
    }
    i
}

fn dots(n: &str) -> usize {
    n.split('(').next().unwrap_or("").matches('.').count()
}

/// The members from `a` to `b` (same prefix, last component counting up), or both ends.
fn range(a: &str, b: &str) -> Vec<String> {
    let split = |x: &str| -> Option<(String, u32, String)> {
        // "2.9(2)" → ("2.9(", 2, ")"); "9.1" → ("9.", 1, ""); "6" → ("", 6, "")
        let (head, tail) = if let Some(p) = x.find('(') { (&x[..p + 1], &x[p + 1..]) } else { ("", x) };
        let (pre, last) = match tail.rfind('.') {
            Some(p) => (format!("{head}{}", &tail[..p + 1]), &tail[p + 1..]),
            None => (head.to_string(), tail),
        };
        let digits: String = last.chars().take_while(|c| c.is_ascii_digit()).collect();
        let rest = last[digits.len()..].to_string();
        Some((pre, digits.parse().ok()?, rest))
    };
    match (split(a), split(b)) {
        (Some((pa, x, ra)), Some((pb, y, rb))) if pa == pb && ra == rb && x < y && y - x <= 30 => {
            (x..=y).map(|k| format!("{pa}{k}{ra}")).collect()
        }
        _ => vec![a.to_string(), b.to_string()],
    }
}

/// The paper named just before `i`: `E&S Thm`, `SetNim's Conjecture`, `(SetNim, Sec`.
fn paper_before(s: &[char], i: usize) -> Option<(&'static str, usize)> {
    let mut j = i;
    while j > 0 && matches!(s[j - 1], ' ' | '\u{a0}') {
        j -= 1;
    }
    if j > 0 && s[j - 1] == ',' {
        j -= 1;
    }
    for poss in ["'s", "’s"] {
        if j >= 2 && starts_with(s, j - 2, poss) {
            j -= 2;
        }
    }
    PAPERS.iter().find_map(|(name, id)| {
        let n = name.chars().count();
        let start = j.checked_sub(n)?;
        let boundary = start == 0 || !is_word(s[start - 1]);
        (boundary && starts_with(s, start, name)).then_some((*id, start))
    })
}

/// `of Ehrenborg and Steingrímsson`, `in E&S` just after `i`.
fn paper_after(s: &[char], i: usize) -> Option<(&'static str, usize)> {
    let j = spaces(s, i);
    let k = ["of ", "in "].iter().find(|w| starts_with(s, j, w)).map(|w| j + w.len())?;
    PAPERS.iter().find(|(name, _)| starts_with(s, k, name)).map(|(name, id)| (*id, k + name.chars().count()))
}

/// One kind and its members at `i` (a kind word): (kind, members, end, next kind's start).
fn citation(s: &[char], i: usize) -> Option<(&'static str, Vec<String>, usize, Option<usize>)> {
    let (kind, len) = kind_at(s, i)?;
    let mut j = i + len;
    if s.get(j) == Some(&'.') {
        j += 1;
    }
    let tight = matches!(kind, "open problem" | "section") && (s.get(i) == Some(&'O') || s.get(i) == Some(&'§'));
    let k = spaces(s, j);
    if k == j && !tight {
        return None;
    }
    let (first, mut j) = number(s, k)?;
    let shape = dots(&first);
    let mut members = Vec::new();
    let mut last = first.clone();
    let gap = spaces(s, j);
    if let Some((sub, e)) = sub_item(s, gap).filter(|_| gap <= j + 1) {
        last = format!("{first}({sub})");
        j = e;
    }
    members.push(last.clone());
    loop {
        let d = decoration(s, j);
        let Some((dash, after)) = separator(s, d) else { break };
        let k = spaces(s, after);
        let base = last.split('(').next().unwrap_or("").to_string();
        if let Some((sub, e)) = sub_item(s, k) {
            let next = format!("{base}({sub})");
            if dash {
                members.pop();
                members.extend(range(&last, &next));
            } else {
                members.push(next.clone());
            }
            last = next;
            j = e;
        } else if let Some((n, e)) = number(s, k).filter(|(n, _)| dots(n) == shape) {
            let mut next = n.clone();
            let mut e = e;
            if let Some((sub, e2)) = sub_item(s, e) {
                next = format!("{n}({sub})");
                e = e2;
            }
            if dash {
                members.pop();
                members.extend(range(&last, &next));
            } else {
                members.push(next.clone());
            }
            last = next;
            j = e;
        } else if !dash && kind_at(s, k).is_some() {
            return Some((kind, members, j, Some(k)));
        } else {
            break;
        }
    }
    Some((kind, members, j, None))
}

/// Every reference in a flattened text.
pub(super) fn find_refs(s: &[char]) -> Vec<Ref> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        if kind_at(s, i).is_none() {
            i += 1;
            continue;
        }
        let Some((kind, members, mut end, mut next)) = citation(s, i) else {
            i += 1;
            continue;
        };
        let named = paper_before(s, i);
        let start = named.map_or(i, |(_, st)| st);
        let mut chain = vec![(kind, members)];
        while let Some(k) = next {
            match citation(s, k) {
                Some((kind, members, e, n)) => {
                    chain.push((kind, members));
                    end = e;
                    next = n;
                }
                None => next = None,
            }
        }
        let mut paper = named.map(|(p, _)| p);
        if let Some((p, e)) = paper_after(s, end) {
            if paper.is_none() {
                paper = Some(p);
                end = e;
            }
        }
        let text: String = s[start..end].iter().collect();
        for (kind, members) in chain {
            for number in members {
                out.push(Ref { paper, kind, number, text: text.trim().to_string(), at: i });
            }
        }
        i = end.max(i + 1);
    }
    out
}

/// An identifier that carries item numbers (`ex4.6`, `prop_6_5_6_7`).
pub(super) struct Ident {
    /// Its byte offset in the text.
    pub(super) at: usize,
    pub(super) text: String,
    /// The paper its form implies, or `None` for the file's default.
    pub(super) paper: Option<&'static str>,
    pub(super) kind: &'static str,
    pub(super) numbers: Vec<String>,
}

/// Every identifier of a text that carries an item number.
pub(super) fn identifiers(text: &str) -> Vec<Ident> {
    let forms: &[(&str, Option<&'static str>, &'static str, bool)] = &[
        ("ms-ex", Some("ms2020"), "example", true),
        ("ms-prop", Some("ms2020"), "proposition", true),
        ("ms-fig", Some("ms2020"), "figure", true),
        ("example_", None, "example", false),
        ("EX_", None, "example", false),
        ("EX", Some("es1996"), "example", false),
        ("prop_", None, "proposition", false),
        ("theorem_", None, "theorem", false),
        ("ex", Some("es1996"), "example", true),
        ("fig", Some("es1996"), "figure", true),
    ];
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    for (at, _) in text.char_indices() {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.') {
            continue;
        }
        let Some(&(form, paper, kind, dotted)) = forms.iter().find(|f| text[at..].starts_with(f.0)) else {
            continue;
        };
        let mut j = at + form.len();
        let digits = |j: &mut usize| {
            let s = *j;
            while *j < bytes.len() && bytes[*j].is_ascii_digit() {
                *j += 1;
            }
            (*j > s).then(|| text[s..*j].to_string())
        };
        let sep = if dotted { b'.' } else { b'_' };
        let mut nums = Vec::new();
        while let Some(a) = digits(&mut j) {
            let mut n = a;
            if j < bytes.len() && bytes[j] == sep {
                let k = j;
                j += 1;
                match digits(&mut j) {
                    Some(b) => n = format!("{n}.{b}"),
                    None => j = k,
                }
            }
            nums.push(n);
            if !dotted && j + 1 < bytes.len() && bytes[j] == b'_' && bytes[j + 1].is_ascii_digit() {
                j += 1;
                continue;
            }
            break;
        }
        let whole_kind = if kind == "figure" && form == "fig" { true } else { nums.iter().all(|n| n.contains('.')) };
        let after = text[j..].chars().next();
        if nums.is_empty() || !whole_kind || after.is_some_and(|c| c.is_ascii_digit()) {
            continue;
        }
        out.push(Ident { at, text: text[at..j].to_string(), paper, kind, numbers: nums });
    }
    out
}
