//! The course as static HTML files, written at build time (`learn-pages`) and loaded by the
//! page only when a lesson is opened: `index.html` (the course, with progress marks filled in
//! by the page), one file per lesson (by slug and by number), `teacher.html` (every
//! lesson's goal, theorem, exercises, link, embed snippet and this browser's grades) and
//! `key.html` (the teacher's answer key: the lesson pages hold no answers). The files hold no script and
//! no inline style (the page runs under a strict Content-Security-Policy); `{{BASE}}` in an
//! embed snippet is the page's address, which the page fills in.

use simnim_core::bibliography::cite;

use super::lessons::{sources, Lesson, LESSONS};
use super::markup::{self, Piece};

/// Text with `<`, `>`, `&` and `"` escaped.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A paragraph's text: escaped, `*…*` as emphasis.
fn inline(s: &str) -> String {
    let mut out = String::new();
    for (i, part) in esc(s).split('*').enumerate() {
        if i % 2 == 1 {
            out.push_str(&format!("<em>{part}</em>"));
        } else {
            out.push_str(part);
        }
    }
    out
}

/// The lesson's paragraphs: every position its text names is a link that loads it into the
/// lesson's playground (see [`super::markup`]); a paragraph whose marks cannot be read is
/// shown as written (the test suite fails on it).
fn paragraphs(l: &Lesson) -> String {
    let Ok(paras) = markup::pieces(l.start(), l.text()) else {
        return l.text().iter().map(|p| format!("<p>{}</p>\n", inline(p))).collect();
    };
    let show = show(l);
    let tail = if show.is_empty() { String::new() } else { format!("&{show}") };
    let mut h = String::new();
    for para in paras {
        h.push_str("<p>");
        for piece in para {
            match piece {
                Piece::Text(t) => h.push_str(&inline(&t)),
                Piece::Fact { shown, link, complex, .. } => {
                    let at = markup::tuples(&shown).first().map(|&(a, b, _)| (a, b)).unwrap_or((0, shown.len()));
                    let piles: Vec<String> = link.iter().map(u64::to_string).collect();
                    let href = format!("#c={complex}&p={}&learn={}{tail}", piles.join(","), l.slug);
                    h.push_str(&format!(
                        "{}<a class=\"pos\" href=\"{}\" title=\"Load this position into the playground\">{}</a>{}",
                        esc(&shown[..at.0]),
                        esc(&href),
                        esc(&shown[at.0..at.1]),
                        esc(&shown[at.1..])
                    ));
                }
            }
        }
        h.push_str("</p>\n");
    }
    h
}

/// The lesson's sources, printed from the one bibliography.
fn sources_html(l: &Lesson) -> String {
    let items: Vec<String> = l.sources.iter().map(|id| format!("<li>{}</li>", esc(&cite(id)))).collect();
    format!("<div class=\"sources\"><strong>Sources:</strong><ul>{}</ul></div>\n", items.concat())
}

/// The lesson's `show=` flags, as written in its start link (kept by its exercises).
fn show(l: &Lesson) -> &'static str {
    l.start().split('&').find(|p| p.starts_with("show=")).unwrap_or("")
}

/// The link that opens the lesson's `n`-th exercise (from 1).
pub fn exercise_link(l: &Lesson, n: usize) -> String {
    let e = &l.exercises[n - 1];
    let show = show(l);
    let tail = if show.is_empty() || l.start().starts_with("convex") { String::new() } else { format!("&{show}") };
    format!("#{}&learn={}&ex={n}{tail}", e.link, l.slug)
}

/// The snippet that embeds lesson `slug` in a course page (`readonly` keeps the playground
/// fixed; the exercises still work).
fn embed_snippet(slug: &str, readonly: bool) -> String {
    let flags = if readonly { "embed&amp;readonly" } else { "embed" };
    format!(
        "&lt;iframe src=\"{{{{BASE}}}}?{flags}#learn={slug}\" width=\"960\" height=\"720\" title=\"simnim lesson\"&gt;&lt;/iframe&gt;"
    )
}

fn nav(i: usize) -> String {
    let prev = match i {
        0 => String::new(),
        _ => format!("<a href=\"#learn={}\" rel=\"prev\">← {}</a>", LESSONS[i - 1].slug, esc(LESSONS[i - 1].title)),
    };
    let next = LESSONS
        .get(i + 1)
        .map(|l| format!("<a href=\"#learn={}\" rel=\"next\">{} →</a>", l.slug, esc(l.title)))
        .unwrap_or_default();
    format!("<nav class=\"lesson-nav\" aria-label=\"Lessons\">{prev}<a href=\"#learn\">The course</a>{next}</nav>")
}

/// Lesson `i` (from 0) as an HTML fragment.
pub fn lesson_html(i: usize) -> String {
    let l = &LESSONS[i];
    let mut h = format!(
        "<article class=\"lesson\" data-slug=\"{}\" data-start=\"{}&amp;learn={}\">\n<p class=\"lesson-kicker\">Lesson {} of {} <button type=\"button\" class=\"link jump\" data-jump>The playground ↓</button></p>\n<h2 id=\"lesson-title\" tabindex=\"-1\">{}</h2>\n<p class=\"goal\"><strong>Goal:</strong> {}</p>\n",
        l.slug,
        esc(l.start()),
        l.slug,
        i + 1,
        LESSONS.len(),
        esc(l.title),
        esc(l.goal)
    );
    h.push_str(&paragraphs(l));
    h.push_str(&format!("<p class=\"covers\"><strong>Covers:</strong> {}</p>\n", esc(l.covers)));
    h.push_str(&sources_html(l));
    h.push_str("<h3>Exercises</h3>\n<ol class=\"exercises\">\n");
    for (n, e) in l.exercises.iter().enumerate() {
        h.push_str(&format!(
            "<li data-ex=\"{}:{}\"><a class=\"exercise\" href=\"{}\">{}</a> <span class=\"done-mark\">✓ solved</span> <span class=\"grade muted\"></span><span class=\"handout-line\"></span></li>\n",
            l.slug,
            n + 1,
            esc(&exercise_link(l, n + 1)),
            esc(e.prompt)
        ));
    }
    h.push_str("</ol>\n<p class=\"lesson-hint screen-only\">An exercise opens in the playground: answer there. A wrong answer gets a hint; a right one says why.</p>\n");
    h.push_str(&format!(
        "<p class=\"screen-only\"><a href=\"#learn={}\">Back to the lesson's own playground</a> · <button type=\"button\" data-print=\"handout\">Print a handout</button></p>\n",
        l.slug
    ));
    h.push_str(&format!(
        "<details class=\"screen-only embed-lesson\"><summary>Embed this lesson in a course page</summary><label>Snippet<textarea readonly rows=\"3\">{}</textarea></label><label>Read-only playground<textarea readonly rows=\"3\">{}</textarea></label></details>\n",
        embed_snippet(l.slug, false),
        embed_snippet(l.slug, true)
    ));
    h.push_str(&nav(i));
    h.push_str("\n</article>\n");
    h
}

/// The course: every lesson with its goal, the progress marks (filled in by the page), a way
/// back to where the student was, and starting again.
pub fn course_html() -> String {
    let mut h = String::from(
        "<article class=\"lesson course\">\n<h2 id=\"lesson-title\" tabindex=\"-1\">Learn: from Nim to the papers' theorems</h2>\n<p>Ten short lessons, each beside the live playground, each with exercises the engines check. Start with Nim; end with questions nobody has answered yet. Your progress stays in this browser.</p>\n<p class=\"screen-only\"><a id=\"learn-continue\" class=\"button primary\" href=\"#learn=nim\">Start with lesson 1</a> <button type=\"button\" id=\"learn-reset\">Start again</button> <a href=\"#learn=teacher\">For teachers</a></p>\n<ol class=\"course-list\">\n",
    );
    for l in LESSONS {
        h.push_str(&format!(
            "<li data-lesson=\"{}\" data-exercises=\"{}\"><a href=\"#learn={}\">{}</a> <span class=\"done-mark\">✓ done</span><br><span class=\"muted\">{}</span></li>\n",
            l.slug,
            l.exercises.len(),
            l.slug,
            esc(l.title),
            esc(l.goal)
        ));
    }
    h.push_str("</ol>\n<p><a href=\"#\">Leave the course: the full playground</a></p>\n</article>\n");
    h
}

/// The teacher's page: each lesson's goal, the theorem it covers, its exercises and links,
/// its embed snippets and handout; the sources.
pub fn teacher_html() -> String {
    let mut h = String::from(
        "<article class=\"lesson teacher\">\n<h2 id=\"lesson-title\" tabindex=\"-1\">For teachers</h2>\n<p>Each lesson is a page of its own: link to it, embed it in a course page (paste a snippet below), or print it as a handout without the answers (open the lesson, then <em>Print a handout</em>). Every exercise is graded in the page by simnim's engines, with a hint after a wrong answer that never gives the answer away. Beside each exercise below: how it was closed in this browser (solved at the first try, after a wrong try, or the answer shown); an embedded exercise reports the same to its course page (<code>simnim:task</code>, its <code>grade</code>). The answers are in the <a href=\"#learn=key\">answer key</a>, a page of its own. Every fact a lesson states is checked by simnim's test suite against an independent solver.</p>\n<ol class=\"teacher-list\">\n",
    );
    for (i, l) in LESSONS.iter().enumerate() {
        h.push_str(&format!(
            "<li><h3><a href=\"#learn={}\">{}. {}</a></h3><p><strong>Goal:</strong> {}</p><p><strong>Covers:</strong> {}</p>{}<p>Exercises: ",
            l.slug,
            i + 1,
            esc(l.title),
            esc(l.goal),
            esc(l.covers),
            sources_html(l)
        ));
        let ex: Vec<String> = l
            .exercises
            .iter()
            .enumerate()
            .map(|(n, e)| {
                format!(
                    "<span data-ex=\"{}:{}\"><a href=\"{}\">{}</a> <span class=\"grade muted\"></span></span>",
                    l.slug,
                    n + 1,
                    esc(&exercise_link(l, n + 1)),
                    esc(e.prompt)
                )
            })
            .collect();
        h.push_str(&ex.join(" · "));
        h.push_str(&format!(
            "</p><label>Embed<textarea readonly rows=\"2\">{}</textarea></label></li>\n",
            embed_snippet(l.slug, false)
        ));
    }
    h.push_str("</ol>\n<h3>Sources</h3>\n<ul>\n");
    for id in sources() {
        h.push_str(&format!("<li>{}</li>\n", esc(&cite(id))));
    }
    h.push_str("</ul>\n<p><a href=\"#learn\">The course</a></p>\n</article>\n");
    h
}

/// The teacher's answer key: each exercise with what decides it (the student's pages hold
/// no answers).
pub fn key_html() -> String {
    let mut h = String::from(
        "<article class=\"lesson teacher key\">\n<h2 id=\"lesson-title\" tabindex=\"-1\">Answer key</h2>\n<p>For teachers: each exercise of the course with what decides it. The lesson pages and their handouts do not contain these.</p>\n<ol class=\"teacher-list\">\n",
    );
    for (i, l) in LESSONS.iter().enumerate() {
        h.push_str(&format!("<li><h3><a href=\"#learn={}\">{}. {}</a></h3><ol>", l.slug, i + 1, esc(l.title)));
        for (n, e) in l.exercises.iter().enumerate() {
            h.push_str(&format!(
                "<li><a href=\"{}\">{}</a><br>{}</li>",
                esc(&exercise_link(l, n + 1)),
                esc(e.prompt),
                esc(e.theorem)
            ));
        }
        h.push_str("</ol></li>\n");
    }
    h.push_str(
        "</ol>\n<p><a href=\"#learn=teacher\">For teachers</a> · <a href=\"#learn\">The course</a></p>\n</article>\n",
    );
    h
}

/// Every file of the course: (name, HTML).
pub fn files() -> Vec<(String, String)> {
    let mut out = vec![
        ("index.html".to_string(), course_html()),
        ("teacher.html".to_string(), teacher_html()),
        ("key.html".to_string(), key_html()),
    ];
    for (i, l) in LESSONS.iter().enumerate() {
        let page = lesson_html(i);
        out.push((format!("{}.html", l.slug), page.clone()));
        out.push((format!("{}.html", i + 1), page));
    }
    out
}
