#!/usr/bin/env python3
"""Derive the numbered items of the papers simnim cites into refs/items/<id>.tsv.

Usage:
    scripts/derive-citation-items.py --papers DIR            # (re)write refs/items/*.tsv
    scripts/derive-citation-items.py --papers DIR --check    # compare, write nothing

DIR holds the papers under these file names (the papers are not part of the repository;
whoever has them runs this script, and the committed TSVs are what the tests read):

    es1996          ehrenborg-steingrimsson-1996-simplicial-nim.tex   (the LaTeX source)
    setnim2026      setnim-invariance-reduction-2026.txt              (text of the PDF)
    ms2020          mccoy-sieben-convex-geometry-achievement-games.txt (text of the ar5iv HTML)
    leejunping2007  graph-vs-matrix-method-nim-thesis-2007.txt        (OCR of the thesis)

Each TSV is `number<TAB>kind<TAB>first words`, after a header that names the source file
and its sha256 and pins the counts (`# counts: item=49 section=9 ...`); the tidy test
(tests/tidy/citations.rs) checks the rows against those counts without the papers.

Numbering, as each paper does it:
- E&S: one counter per section shared by all eight theorem-like kinds (read from the
  \\newtheorem declarations); figures numbered globally; parts are \\item[(a)] labels and
  `Condition (A)` inside an item, and the (a)/(b)/(c) paragraphs of a proof.
- SetNim: one counter per section; Open Problems and Conjectures of SetNim Sec 8 on their own
  counters; figures and tables numbered globally; parts are the `1.` lines of an item.
- McCoy–Sieben: one counter per section; figures per section; parts are `(1)` lines.
- Lee Jun Ping: only the table of contents (chapters, sections, tables, figures); the
  rows whose text is not in the file say so.
"""
import argparse
import hashlib
import os
import re
import sys

FILES = {
    "es1996": "ehrenborg-steingrimsson-1996-simplicial-nim.tex",
    "setnim2026": "setnim-invariance-reduction-2026.txt",
    "ms2020": "mccoy-sieben-convex-geometry-achievement-games.txt",
    "leejunping2007": "graph-vs-matrix-method-nim-thesis-2007.txt",
}
THEOREM_LIKE = {"theorem", "proposition", "lemma", "corollary", "example", "definition",
                "conjecture", "question", "remark", "open problem"}
GROUP = {"section": "section", "subsection": "section", "chapter": "section",
         "figure": "figure", "table": "table", "part": "part", "proof part": "part"}
WIDTH = 80


def group(kind):
    return "item" if kind in THEOREM_LIKE else GROUP[kind]


def squash(text):
    return re.sub(r"\s+", " ", text).strip()


# ---------------------------------------------------------------- E&S (LaTeX source)

def strip_comment(line):
    out, i = "", 0
    while i < len(line):
        if line[i] == "\\" and i + 1 < len(line):
            out += line[i:i + 2]
            i += 2
            continue
        if line[i] == "%":
            break
        out += line[i]
        i += 1
    return out


def clean_tex(t):
    t = re.sub(r"\\label\{[^}]*\}", "", t)
    t = re.sub(r"\\ref\{example_ten\}", "3.3", t)
    t = re.sub(r"\\ref\{example_one\}", "4.6", t)
    t = re.sub(r"\{\\rm|\{\\em|\\mbox\{ \}|\\noindent", "", t)
    for a, b in [("\\sd\\", "Δ"), ("\\sd", "Δ"), ("\\dd", "Δ"), ("\\Delta", "Δ"), ("\\BB", "B"),
                 ("\\KK", "K"), ("\\OO", "O"), ("\\nv", "n"), ("\\ev", "e"), ("\\phi", "φ"),
                 ("E.\\ H.\\ ", "E. H. "), ("\\zv", "0"), ("\\ra", "→"), ("\\pv", "p"),
                 ("\\mv", "m"), ("\\sum", "Σ"), ("\\ell", "ℓ"), ("\\geq", "≥"), ("\\leq", "≤"),
                 ("\\ldots", "…"), ("\\left", ""), ("\\right", ""), ("\\cup", "∪"), ("\\emptyset", "∅"),
                 ("\\Nnn", "N"), ("\\hbox", ""), ("\\{", "\x01"), ("\\}", "\x02")]:
        t = t.replace(a, b)
    t = re.sub(r"\\(cal|bf|em|rm|disp|p|hat)\b", "", t)
    t = re.sub(r"[{}$]", "", t).replace("\x01", "{").replace("\x02", "}")
    for a, b in [("\\du", "⊔"), ("\\in", "∈"), ("\\cdot", "·"), ("\\sseq", "⊆"), ("\\not", "¬"),
                 ("~", " "), ("\\/", ""), ("\\ ", " ")]:
        t = t.replace(a, b)
    return squash(t)


def es1996(text):
    lines = [strip_comment(l) for l in text.split("\n")]
    shared = re.findall(r"\\newtheorem\{(\w+)\}\[theorem\]\{(\w+)\}", text)
    kinds = {"theorem": "theorem"}
    kinds.update({env: name.lower() for env, name in shared})
    if not re.search(r"\\newtheorem\{theorem\}\{Theorem\}\[section\]", text):
        sys.exit("es1996: expected \\newtheorem{theorem}{Theorem}[section] (one counter per section)")
    rows, per_section = [], []
    sec = count = fig = 0
    env = None            # (environment name, number) of the open theorem-like item
    last = None           # the number of the last item closed (its proof may follow)
    in_proof = False
    proof_letter = "a"
    tok = re.compile(r"\\section\{([^}]*)\}|\\begin\{(\w+)\}|\\end\{(\w+)\}|\\caption\{|"
                     r"\\item\[([^\]]*)\]|\{\\bf Condition \((\w)\)\}")

    def following(i, start):
        """The item's first words: up to the next \\item, \\begin or \\end."""
        rest, j = start, i + 1
        while len(clean_tex(rest)) < WIDTH + 10 and j < len(lines):
            rest += " " + lines[j]
            j += 1
        rest = re.split(r"\\(?:item|begin|end)\b|(?<=\S)\s+(?:\\noindent\s*)?\([a-z]\) ", rest)[0]
        return clean_tex(rest)[:WIDTH]

    for i, s in enumerate(lines):
        if in_proof and last:
            m = re.match(r"^\s*(?:\\noindent\s*)?\(([a-z])\)", s)
            if m and m.group(1) == proof_letter:
                rows.append((f"{last}({proof_letter})", "proof part", following(i, s[m.end():])))
                proof_letter = chr(ord(proof_letter) + 1)
        for m in tok.finditer(s):
            if m.group(1) is not None:
                sec += 1
                count = 0
                per_section.append(0)
                rows.append((str(sec), "section", clean_tex(m.group(1))))
            elif m.group(2) is not None:
                name = m.group(2)
                if name in kinds:
                    count += 1
                    per_section[-1] += 1
                    env = (name, f"{sec}.{count}")
                    rows.append((env[1], kinds[name], following(i, s[m.end():])))
                elif name == "proof":
                    in_proof, proof_letter = True, "a"
            elif m.group(3) is not None:
                if env and m.group(3) == env[0]:
                    last, env = env[1], None
                elif m.group(3) == "proof":
                    in_proof, last = False, None
            elif m.group(0).startswith("\\caption"):
                fig += 1
                rows.append((str(fig), "figure", following(i, s[m.end():])))
            elif m.group(4) is not None and env:
                label = re.sub(r"[^A-Za-z0-9]", "", m.group(4).replace("\\bf", ""))
                if label:
                    rows.append((f"{env[1]}({label})", "part", following(i, s[m.end():])))
            elif m.group(5) is not None and env:
                rows.append((f"{env[1]}({m.group(5)})", "part",
                             following(i, f"Condition ({m.group(5)})" + s[m.end():])))
    return rows, per_section


# ---------------------------------------------------------------- text papers

def next_heading(prev, cand):
    """Whether section number `cand` may follow `prev` (sibling, child or an ancestor's sibling)."""
    p = [int(x) for x in prev.split(".")] if prev else []
    c = [int(x) for x in cand.split(".")]
    if not p:
        return c == [1]
    if c == p + [1]:
        return True
    for k in range(len(p), 0, -1):
        if c == p[:k - 1] + [p[k - 1] + 1]:
            return True
    return False


def ms_clean(t):
    """The ar5iv text repeats each formula as Unicode, then as LaTeX: keep the first copy."""
    out = []
    for word in t.split(" "):
        cut = len(word)
        for i, ch in enumerate(word):
            if 0x1D400 <= ord(ch) <= 0x1D7FF or ch in "\\𝒦":
                cut = i
                break
        x = word[:cut]
        if cut < len(word):
            for j in range(1, len(x)):
                if x.startswith(x[j:]) and j >= len(x) - j and len(x) - j >= 2:
                    x = x[:j]
                    break
        out.append(x)
    return squash(" ".join(out))


KIND_WORDS = r"Definition|Theorem|Lemma|Example|Remark|Conjecture|Open Problem|Corollary|Proposition|Question"


def text_paper(text, paper):
    lines = text.split("\n")
    rows, per_section = [], {}
    heading = None
    item = None          # number of the open item (parts are read until its proof or the next item)
    part = 0
    if paper == "setnim2026":
        head = re.compile(r"^(" + KIND_WORDS + r") (\d+(?:\.\d+)?)((?: \([^)]*\))?)\.(.*)$")
        fig = re.compile(r"^(Figure|Table) (\d+):(.*)$")
        sec = re.compile(r"^(\d+(?:\.\d+)*) ([A-Z].*)$")
        part_line = re.compile(r"^(\d+)\. (.*)$")
    else:
        head = re.compile(r"^(" + KIND_WORDS + r") (\d+\.\d+)\.()()$")
        fig = re.compile(r"^(Figure) (\d+\.\d+)\.(.*)$")
        sec = re.compile(r"^(\d+(?:\.\d+)?)\. ([A-Z].*)$")
        part_line = re.compile(r"^  (\d+)\. \((\d+)\)$")

    def following(i, start, part=False):
        """The first words: up to the next item, section or part (a part also stops at a
        blank line); figure captions and image placeholders inside an item are skipped."""
        rest, j = start, i + 1
        while len(rest) < WIDTH + 40 and j < len(lines):
            nxt = lines[j]
            ends_part = part_line.match(nxt) and (part or rest.strip())
            if head.match(nxt) or sec.match(nxt) or ends_part or (part and rest.strip() and not nxt.strip()):
                break
            if not (fig.match(nxt) or nxt.startswith("Refer to caption")):
                rest += " " + nxt.strip()
            j += 1
        rest = squash(rest)
        if paper == "ms2020":
            rest = ms_clean(rest)
        return rest[:WIDTH]

    for i, line in enumerate(lines):
        m = sec.match(line)
        if m and next_heading(heading, m.group(1)):
            heading = m.group(1)
            kind = "section" if "." not in heading else "subsection"
            rows.append((heading, kind, squash(m.group(2))[:WIDTH]))
            item, part = (heading if paper == "ms2020" else None), 0
            continue
        m = head.match(line)
        if m:
            kind, num = m.group(1).lower(), m.group(2)
            if "." not in num and kind not in ("open problem", "conjecture"):
                continue
            # SetNim Definition 2.4, printed "(Merge reduction).3 Let …": keep the name, drop the footnote mark.
            start = (m.group(3).strip() + " " + re.sub(r"^\d+ ", "", m.group(4).strip())).strip()
            rows.append((num, kind, following(i, start)))
            if "." in num:
                s = num.split(".")[0]
                per_section[s] = per_section.get(s, 0) + 1
            item, part = num, 0
            continue
        m = fig.match(line)
        if m:
            rows.append((m.group(2), m.group(1).lower(), following(i, m.group(3).strip())))
            continue
        if line.startswith("Proof.") or line.startswith("Proof "):
            item = None
            continue
        m = part_line.match(line)
        if m and item and int(m.group(1)) == part + 1:
            part += 1
            rows.append((f"{item}({part})", "part", following(i, m.group(2) if paper == "setnim2026" else "", True)))
    return rows, per_section


def leejunping2007(text):
    """The table of contents and the lists of tables and figures (OCR; tabs split words)."""
    lines = text.split("\n")
    rows, present = [], set()
    body = "\n".join(lines)

    def title(cells):
        out = ""
        for c in cells:
            c = c.strip()
            if not c:
                continue
            if out and out[-1].isalpha() and c[0].isalpha() and c[0].lower() == out[-1].lower():
                out += c[1:]          # "P\tPlayed", "Matrix\tx Method", "Furthe\tEer"
            elif out and out[-1].isalpha() and c[0].islower():
                out += c              # "Introd\tuction"
            else:
                out += (" " if out else "") + c
        return squash(out)

    where = None
    for line in lines:
        if re.match(r"^CH\S*\s*A?PTER 1 INTRODUCTION", line.replace("\t", "")):
            where = "toc"
        elif line.startswith("LIST OF TABLES"):
            where = "table"
        elif line.startswith("LIST OF FIGURES"):
            where = "figure"
        elif line.startswith("LIST OF SYMBOLS"):
            break
        if where is None:
            continue
        flat = line.replace("\t", " ")
        m = re.match(r"^CH.*?(\d) ?\s*([A-Z][A-Z ]*[A-Z])\s+\d+$", flat)
        if where == "toc" and m:
            rows.append((m.group(1), "chapter", m.group(2).title()))
            continue
        cells = line.split("\t")
        head = [c for c in cells if c.strip()]
        if not head:
            continue
        m = re.match(r"^\s*(\d(?:\.\d){1,2})(?:\s+(.*))?$", head[0])
        if not m:
            if rows and where in ("table", "figure") and rows[-1][1] == where and re.match(r"^\s", line):
                n, k, t = rows[-1]        # a caption continued on the next line
                rows[-1] = (n, k, squash(t + " " + title([c for c in head if not c.strip().isdigit()])))
            continue
        rest = ([m.group(2)] if m.group(2) else []) + head[1:]
        if rest and re.fullmatch(r"\d+", rest[-1].strip()):
            rest = rest[:-1]
        num = m.group(1)
        kind = where if where != "toc" else ("section" if num.count(".") == 1 else "subsection")
        rows.append((num, kind, title(rest)))
    # What the file holds: Lee Jun Ping Chapter 1's text, its tables and figures, and the references.
    for n, k, t in rows:
        if k in ("chapter", "section", "subsection"):
            if n.split(".")[0] == "1":
                present.add((n, k))
        elif n.startswith("1."):
            present.add((n, k))
    out = []
    for n, k, t in rows:
        note = "" if (n, k) in present else " [table of contents only]"
        out.append((n, k, t + note))
    return out, None


# ---------------------------------------------------------------- output

def render(pid, fname, data, rows, per_section):
    counts = {}
    for _, kind, _ in rows:
        counts[group(kind)] = counts.get(group(kind), 0) + 1
    order = [g for g in ("item", "section", "figure", "table", "part") if g in counts]
    line = "# counts: " + " ".join(f"{g}={counts[g]}" for g in order)
    if per_section:
        seq = per_section if isinstance(per_section, list) else [
            per_section.get(str(s), 0) for s in range(1, 1 + max(int(k) for k in per_section))]
        line += " per-section=" + ",".join(str(x) for x in seq)
    sha = hashlib.sha256(data).hexdigest()
    out = [f"# {pid}: the numbered items of the paper, derived by scripts/derive-citation-items.py",
           f"# source: {fname} sha256={sha}",
           line,
           "# first words identify an item; they are not quotations (extraction mangles formulas)",
           "number\tkind\tfirst words"]
    for n, k, t in rows:
        out.append(f"{n}\t{k}\t{t.replace(chr(9), ' ')}")
    return "\n".join(out) + "\n"


def check_numbering(pid, rows):
    """Theorem-like numbers run 1..n in each section; figures and tables 1..n; no duplicates."""
    seen, errors = set(), []
    for n, k, _ in rows:
        if (n, k) in seen:
            errors.append(f"{pid}: {k} {n} twice")
        seen.add((n, k))
    by_section = {}
    for n, k, _ in rows:
        if k in THEOREM_LIKE and "." in n and "(" not in n:
            s, c = n.split(".")
            by_section.setdefault(s, []).append(int(c))
    for s, cs in by_section.items():
        if cs != list(range(1, len(cs) + 1)):
            errors.append(f"{pid}: section {s} numbers its items {cs}")
    return errors


def derive(papers):
    result = {}
    for pid, fname in FILES.items():
        path = os.path.join(papers, fname)
        with open(path, "rb") as f:
            data = f.read()
        text = data.decode("utf-8")
        if pid == "es1996":
            rows, per = es1996(text)
        elif pid == "leejunping2007":
            rows, per = leejunping2007(text)
        else:
            rows, per = text_paper(text, pid)
        errors = check_numbering(pid, rows)
        if errors:
            sys.exit("\n".join(errors))
        result[pid] = render(pid, fname, data, rows, per)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--papers", required=True, help="directory holding the papers' files")
    ap.add_argument("--out", default=os.path.relpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "refs", "items")))
    ap.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    args = ap.parse_args()
    result = derive(args.papers)
    bad = 0
    for pid, text in result.items():
        target = os.path.join(args.out, f"{pid}.tsv")
        if args.check:
            old = open(target, encoding="utf-8").read() if os.path.exists(target) else ""
            if old != text:
                bad += 1
                a, b = old.split("\n"), text.split("\n")
                diff = [f"  committed: {x!r}\n  derived:   {y!r}" for x, y in zip(a, b) if x != y][:5]
                if len(a) != len(b):
                    diff.append(f"  {len(a)} committed lines, {len(b)} derived")
                print(f"{target}: differs from the papers\n" + "\n".join(diff))
            else:
                print(f"{target}: ok ({text.split(chr(10))[2][2:]})")
        else:
            os.makedirs(args.out, exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            print(f"{target}: {text.split(chr(10))[2][2:]}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
