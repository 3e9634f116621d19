//! The citation check's data: the papers' numbered items (`refs/items/*.tsv`, checked
//! against the counts they pin), the reviewed exceptions (`refs/allow.tsv`), the topic
//! anchors (`refs/anchors.tsv`), and the two questions asked of a reference: does the item
//! exist with that kind, and does its line speak of another anchored item instead.

use std::collections::BTreeMap;
use std::fs;

use simnim_core::bibliography::works;

use super::root;

pub(super) struct Item {
    pub(super) number: String,
    pub(super) kind: String,
    pub(super) first: String,
}

pub(super) struct Allow {
    pub(super) kind: String,
    pub(super) file: String,
    pub(super) text: String,
    pub(super) used: std::cell::Cell<bool>,
}

/// Words that name what an item is about (`refs/anchors.tsv`).
pub(super) struct Anchor {
    pub(super) paper: String,
    pub(super) kind: String,
    pub(super) number: String,
    pub(super) words: Vec<String>,
}

pub(super) struct Library {
    pub(super) items: BTreeMap<String, Vec<Item>>,
    pub(super) allow: Vec<Allow>,
    pub(super) anchors: Vec<Anchor>,
}

pub(super) fn group(kind: &str) -> &'static str {
    match kind {
        "section" | "subsection" | "chapter" => "section",
        "figure" => "figure",
        "table" => "table",
        "part" | "proof part" => "part",
        _ => "item",
    }
}

/// One `refs/items/<id>.tsv`, its rows checked against the `# counts:` line it pins.
pub(super) fn parse_items(id: &str, text: &str) -> Result<Vec<Item>, String> {
    let mut pinned = None;
    let mut rows = Vec::new();
    for line in text.lines() {
        if let Some(c) = line.strip_prefix("# counts: ") {
            pinned = Some(c.to_string());
        } else if !line.starts_with('#') && !line.starts_with("number\t") && !line.is_empty() {
            let c: Vec<&str> = line.split('\t').collect();
            if c.len() != 3 {
                return Err(format!("{id}: {line:?} has {} cells, not 3", c.len()));
            }
            rows.push(Item { number: c[0].into(), kind: c[1].into(), first: c[2].into() });
        }
    }
    let pinned = pinned.ok_or(format!("{id}: no `# counts:` line"))?;
    for pair in pinned.split_whitespace().filter(|p| !p.starts_with("per-section")) {
        let (g, n) = pair.split_once('=').ok_or(format!("{id}: bad count {pair}"))?;
        let have = rows.iter().filter(|r| group(&r.kind) == g).count();
        if n.parse() != Ok(have) {
            return Err(format!("{id}: pins {g}={n} but has {have} rows of that group"));
        }
    }
    Ok(rows)
}

pub(super) fn parse_allow(text: &str) -> Vec<Allow> {
    let rows = text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    rows.filter_map(|l| {
        let c: Vec<&str> = l.split('\t').collect();
        (c.len() == 4).then(|| Allow { kind: c[0].into(), file: c[1].into(), text: c[2].into(), used: false.into() })
    })
    .collect()
}

pub(super) fn library() -> Library {
    let r = root();
    let mut items = BTreeMap::new();
    for w in works() {
        let p = r.join(format!("refs/items/{}.tsv", w.id));
        if let Ok(t) = fs::read_to_string(&p) {
            items.insert(w.id.to_string(), parse_items(w.id, &t).unwrap_or_else(|e| panic!("{e}")));
        }
    }
    let allow = parse_allow(&fs::read_to_string(r.join("refs/allow.tsv")).unwrap_or_default());
    let anchors = fs::read_to_string(r.join("refs/anchors.tsv")).unwrap_or_default();
    let anchors = anchors
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            assert_eq!(c.len(), 4, "refs/anchors.tsv: {l:?}");
            let words = c[3].split(", ").map(str::to_string).collect();
            Anchor { paper: c[0].into(), kind: c[1].into(), number: c[2].into(), words }
        })
        .collect();
    Library { items, allow, anchors }
}

pub(super) fn title_case(kind: &str) -> String {
    kind.split(' ').map(|w| w[..1].to_uppercase() + &w[1..]).collect::<Vec<_>>().join(" ")
}

pub(super) fn short(id: &str) -> String {
    works().iter().find(|w| w.id == id).map_or(id.to_string(), |w| w.short.to_string())
}

/// What is wrong with `kind number` as a reference to paper `id`, if anything.
pub(super) fn check_item(lib: &Library, id: &str, kind: &str, number: &str) -> Option<String> {
    let items = lib.items.get(id)?;
    let (base, sub) = match number.split_once('(') {
        Some((b, s)) => (b, Some(s.trim_end_matches(')'))),
        None => (number, None),
    };
    let has = |n: &str, pred: &dyn Fn(&str) -> bool| items.iter().any(|i| i.number == n && pred(&i.kind));
    let p = short(id);
    let ok_base = match kind {
        "section" => has(base, &|k| matches!(k, "section" | "subsection" | "chapter")),
        k => has(base, &|x| x == k),
    };
    if ok_base {
        return match sub {
            Some(s) if !has(&format!("{base}({s})"), &|_| true) => {
                Some(format!("{p} {} {base} has no part ({s})", title_case(kind)))
            }
            _ => None,
        };
    }
    let mut msg = format!("{p} has no {} {base}", title_case(kind));
    if let Some((b2, k2)) = base.rsplit_once('.').filter(|(b2, _)| has(b2, &|x| x == kind)) {
        if has(&format!("{b2}({k2})"), &|_| true) {
            return Some(format!("{msg}; write {b2}({k2}) for the part"));
        }
    }
    let same: Vec<&Item> = items.iter().filter(|i| i.number == base && group(&i.kind) == group(kind)).collect();
    for i in &same {
        msg.push_str(&format!("; {base} is {} {base} (\"{}…\")", title_case(&i.kind), trim(&i.first)));
    }
    if let Some(n) = nearest(items, kind, base) {
        msg.push_str(&format!("; did you mean {} {} (\"{}…\")?", title_case(kind), n.number, trim(&n.first)));
    }
    Some(msg)
}

pub(super) fn trim(s: &str) -> String {
    s.chars().take(48).collect::<String>().trim_end().to_string()
}

/// The item of `kind` nearest to `number`: same section first, then the closest count.
pub(super) fn nearest<'a>(items: &'a [Item], kind: &str, number: &str) -> Option<&'a Item> {
    let key = |n: &str| -> (i64, i64) {
        let mut p = n.split('.').map(|x| x.parse::<i64>().unwrap_or(0));
        (p.next().unwrap_or(0), p.next().unwrap_or(0))
    };
    let (s, c) = key(number);
    let want = |k: &str| if kind == "section" { group(k) == "section" } else { k == kind };
    items.iter().filter(|i| want(&i.kind) && !i.number.contains('(')).min_by_key(|i| {
        let (s2, c2) = key(&i.number);
        ((s2 - s).abs() * 1000 + (c2 - c).abs() * 2 - i64::from(c2 > c), i.number.clone())
    })
}

/// Whether `line` (lower case) holds `word` (lower case) with no letter or digit either side.
pub(super) fn has_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The topic check: a reference to an anchored item whose line names another anchored item
/// (not itself cited there) and none of the cited item's words.
pub(super) fn topic(
    lib: &Library,
    paper: &str,
    kind: &str,
    number: &str,
    line: &str,
    cited: &[(&str, String)],
) -> Option<String> {
    let own = lib.anchors.iter().find(|a| a.paper == paper && a.kind == kind && a.number == number)?;
    let low = line.to_lowercase();
    if own.words.iter().any(|w| has_word(&low, &w.to_lowercase())) {
        return None;
    }
    let other = lib.anchors.iter().find(|a| {
        a.paper == paper
            && !(a.kind == kind && a.number == number)
            && !cited.iter().any(|(k, n)| *k == a.kind && *n == a.number)
            && a.words.iter().any(|w| has_word(&low, &w.to_lowercase()))
    })?;
    let word = other.words.iter().find(|w| has_word(&low, &w.to_lowercase()))?;
    let first = lib.items.get(paper)?.iter().find(|i| i.number == number && i.kind == kind).map(|i| trim(&i.first));
    Some(format!(
        "the line speaks of \"{word}\", which is {} {} {}, not {} {number} (\"{}…\")",
        short(paper),
        title_case(&other.kind),
        other.number,
        title_case(kind),
        first.unwrap_or_default()
    ))
}
