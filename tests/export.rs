//! Exports (SVG, TikZ, JSON) and the JSON import.

use simnim_model::drawing::{Drawing, Vertex};
use simnim_model::export::{parse_state_json, state_json, svg, tikz};

fn triangle() -> Drawing {
    let v = |label: &str, x: f64, y: f64, pile: u64| Vertex { label: label.into(), x, y, pile };
    Drawing {
        vertices: vec![v("1", 100.0, 100.0, 1), v("2", 200.0, 100.0, 2), v("a_b", 150.0, 180.0, 3)],
        faces: vec![0b111],
        family: None,
    }
}

#[test]
fn tikz_snapshot() {
    let want = "\\begin{tikzpicture}[x=0.0125cm, y=-0.0125cm]
  \\coordinate (v0) at (100, 100);
  \\coordinate (v1) at (200, 100);
  \\coordinate (v2) at (150, 180);
  \\fill[blue!15] (v0) -- (v1) -- (v2) -- cycle;
  \\draw[thick] (v0) -- (v1);
  \\draw[thick] (v0) -- (v2);
  \\draw[thick] (v1) -- (v2);
  \\node[circle, draw, fill=yellow!20, inner sep=1pt, minimum size=14pt] at (v0) {1};
  \\node[above right, blue] at (v0) {$1$};
  \\node[circle, draw, fill=yellow!20, inner sep=1pt, minimum size=14pt] at (v1) {2};
  \\node[above right, blue] at (v1) {$2$};
  \\node[circle, draw, fill=yellow!20, inner sep=1pt, minimum size=14pt] at (v2) {3};
  \\node[above right, blue] at (v2) {$a\\_b$};
\\end{tikzpicture}
";
    assert_eq!(tikz(&triangle()), want);
}

#[test]
fn svg_is_a_standalone_image_with_escaped_text() {
    let mut d = triangle();
    d.vertices[0].label = "x<y".into(); // never a valid label, but the export must stay well-formed
    let s = svg(&d);
    assert!(s.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(s.contains("x&lt;y") && !s.contains("x<y"));
    assert_eq!(s.matches("<circle").count(), 3);
    assert_eq!(s.matches("<polygon").count(), 1);
    assert_eq!(s.matches("<line").count(), 3);
    assert!(s.trim_end().ends_with("</svg>"));
}

#[test]
fn json_round_trip_and_clear_errors() {
    let d = triangle();
    let back = parse_state_json(&state_json(&d)).unwrap();
    assert_eq!(back, d);
    for (bad, words) in [
        ("", "not a simnim file"),
        ("{\"simnim\":1}", "not a simnim file"),
        ("{\"simnim\":2,\"drawing\":{\"vertices\":[],\"faces\":[]}}", "newer simnim"),
        ("{\"simnim\":1,\"drawing\":{\"vertices\":[{\"label\":\"1\",\"x\":0,\"y\":0,\"pile\":1}],\"faces\":[2]}}", "does not exist"),
        ("{\"simnim\":1,\"drawing\":{\"vertices\":[{\"label\":\"1\",\"x\":0,\"y\":0,\"pile\":1},{\"label\":\"2\",\"x\":0,\"y\":0,\"pile\":1}],\"faces\":[1]}}", "no face"),
        ("{\"simnim\":1,\"drawing\":{\"vertices\":[{\"label\":\"<img src=x onerror=alert(1)>\",\"x\":0,\"y\":0,\"pile\":1}],\"faces\":[1]}}", "not valid"),
    ] {
        let e = parse_state_json(bad).unwrap_err();
        assert!(e.contains(words), "{bad}: {e}");
    }
}
