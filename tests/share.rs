//! Links that hold the whole page: the compact versioned form `#v1=…` round-trips every preset,
//! every gallery entry, every convex preset and 1,000 random states (drawing, labels, piles,
//! positions, view settings; convex sketches); broken, truncated and fuzzed links never panic.

use crate::support;

use simnim_core::AtlasFamily;
use simnim_model::convex::{self, CONVEX_PRESETS};
use simnim_model::drawing::Drawing;
use simnim_model::share::{
    self, base64url_decode, base64url_encode, lz_compress, lz_decompress, AtlasQuery, ViewSettings, ViewTab,
};
use simnim_model::{gallery, presets, url};
use support::Rng;

/// The page's readable fragment for a drawing and view settings (as the app writes it).
fn readable(d: &Drawing, v: &ViewSettings) -> String {
    format!("{}{}", url::encode(d), v.to_query())
}

/// Round trip through the compact link; returns the decoded drawing and settings.
fn through_v1(text: &str) -> (String, Drawing, ViewSettings) {
    let link = share::encode_v1(text);
    assert!(link.starts_with("v1=") && link[3..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    let back = share::expand(&format!("#{link}")).unwrap();
    assert_eq!(back, text);
    let d = url::decode(&back).unwrap();
    (back, d, ViewSettings::from_fragment(text))
}

fn same_drawing(a: &Drawing, b: &Drawing) {
    let (ca, oa) = a.to_complex().unwrap();
    let (cb, ob) = b.to_complex().unwrap();
    assert_eq!(ca.to_string(), cb.to_string());
    for (&i, &j) in oa.iter().zip(&ob) {
        let (va, vb) = (&a.vertices[i], &b.vertices[j]);
        assert_eq!((va.x.round(), va.y.round(), va.pile, &va.label), (vb.x, vb.y, vb.pile, &vb.label));
    }
}

#[test]
fn every_preset_gallery_entry_and_convex_preset_round_trips() {
    let v = ViewSettings::default();
    for p in presets::PRESETS {
        let d = presets::drawing(p);
        let (_, back, _) = through_v1(&readable(&d, &v));
        same_drawing(&d, &back);
    }
    for e in gallery::ENTRIES {
        let d = gallery::drawing(e.prefix, e.args).unwrap();
        let (_, back, _) = through_v1(&readable(&d, &v));
        same_drawing(&d, &back);
    }
    for p in CONVEX_PRESETS {
        let s = convex::decode(p.link).unwrap();
        let text = convex::encode(&s);
        let back = share::expand(&share::encode_v1(&text)).unwrap();
        assert_eq!(convex::decode(&back).unwrap(), s, "{}", p.id);
    }
    // Compact: a big complex's compact link is shorter than its percent-encoded readable link.
    let mut d = gallery::drawing("cn", "12,3").unwrap();
    d.family = None; // its facets written out, not its name
    let text = readable(&d, &v);
    assert!(share::encode_v1(&text).len() < text.len(), "{} vs {}", share::encode_v1(&text).len(), text.len());
}

#[test]
fn a_thousand_random_states_round_trip() {
    let mut rng = Rng(0x51ab);
    let tabs = [
        ViewTab::Table,
        ViewTab::Graph,
        ViewTab::Play,
        ViewTab::Invariants,
        ViewTab::Questions,
        ViewTab::Workbench,
        ViewTab::Describe,
    ];
    let odd_labels = ["a", "x_1", "<img src=x onerror=alert(1)>", "ü", "b&c=d", "v#2", "%41", "{}"];
    for case in 0..1000 {
        let mut d = Drawing::empty();
        let n = 1 + rng.below(10) as usize;
        for _ in 0..n {
            d.add_vertex(rng.below(600) as f64, rng.below(400) as f64).unwrap();
        }
        for _ in 0..rng.below(5) {
            d.make_face(rng.below(1 << n));
        }
        for (i, v) in d.vertices.iter_mut().enumerate() {
            v.pile = match rng.below(3) {
                0 => rng.below(10),
                1 => rng.next(),
                _ => u64::MAX - rng.below(3),
            };
            if rng.below(3) == 0 {
                v.label = format!("{}{i}", odd_labels[rng.below(odd_labels.len() as u64) as usize]);
            }
        }
        if d.to_complex().is_err() {
            continue;
        }
        let v = ViewSettings {
            tab: tabs[rng.below(tabs.len() as u64) as usize],
            tu: rng.below(n as u64) as usize,
            tv: rng.below(n as u64) as usize,
            tk: 1 + rng.below(64),
            rn: 2 + rng.below(199),
            wb: rng.below(41),
            misere: rng.below(2) == 0,
            atlas: (rng.below(2) == 0).then(|| {
                let n_min = 3 + rng.below(10) as usize;
                let family = if rng.below(2) == 0 { AtlasFamily::Cycle } else { AtlasFamily::Path };
                AtlasQuery { family, n_min, n_max: n_min + rng.below(13 - n_min as u64) as usize }
            }),
            dk: 2 + rng.below(39),
        };
        let text = readable(&d, &v);
        let (_, back, back_v) = through_v1(&text);
        same_drawing(&d, &back);
        assert_eq!(back_v, v, "case {case}");
        // The readable form alone decodes to the same page too (older links keep working).
        same_drawing(&d, &url::decode(&text).unwrap());
    }
}

#[test]
fn broken_truncated_and_fuzzed_links_never_panic() {
    let d = presets::drawing(&presets::PRESETS[1]);
    let link = share::encode_v1(&readable(
        &d,
        &ViewSettings { tab: ViewTab::Graph, tu: 2, tv: 0, tk: 12, ..ViewSettings::default() },
    ));
    for cut in 3..link.len() {
        // Every truncation is detected (the payload carries its length).
        let e = share::expand(&link[..cut]).unwrap_err();
        assert!(e.contains("cut short") || e.contains("damaged") || e.contains("empty") || e.contains("stray"), "{e}");
    }
    assert!(share::expand("v2=abc").unwrap_err().contains("newer"));
    assert!(share::expand("v1=ab*c").unwrap_err().contains("stray"));
    assert!(share::expand("v1=_____").is_err());
    // Embedding flags after the payload survive.
    assert!(share::expand(&format!("{link}&embed&readonly")).unwrap().ends_with("&embed&readonly"));
    let mut rng = Rng(3);
    for _ in 0..20000 {
        let mut b = link.clone().into_bytes();
        for _ in 0..1 + rng.below(3) {
            let k = 3 + rng.below((b.len() - 3) as u64) as usize;
            b[k] = b"AZaz09-_%&=+/*"[rng.below(14) as usize];
        }
        if let Ok(t) = share::expand(&String::from_utf8_lossy(&b)) {
            let _ = url::decode(&t);
            let _ = ViewSettings::from_fragment(&t);
        }
        // Random payloads of random bytes: the decompressor refuses or stays within its cap.
        let junk: Vec<u8> = (0..rng.below(64)).map(|_| rng.next() as u8).collect();
        if let Ok(out) = lz_decompress(&junk, 1 << 16) {
            assert!(out.len() <= 1 << 16);
        }
    }
}

#[test]
fn codec_pieces_round_trip() {
    let mut rng = Rng(11);
    for _ in 0..2000 {
        let len = rng.below(400) as usize;
        let alphabet = rng.below(255) + 1;
        let data: Vec<u8> = (0..len).map(|_| (rng.below(alphabet)) as u8).collect();
        assert_eq!(base64url_decode(&base64url_encode(&data)).unwrap(), data);
        assert_eq!(lz_decompress(&lz_compress(&data), 1 << 20).unwrap(), data);
    }
    // A repetitive text compresses well.
    let text = "{1,2,3},".repeat(100);
    assert!(lz_compress(text.as_bytes()).len() < text.len() / 4);
}

#[test]
fn embed_snippet_is_an_escaped_iframe_with_the_options() {
    use share::{embed_snippet, EmbedOptions};
    let link = share::encode_v1("c=%7B1,2%7D&p=1,2");
    let s = embed_snippet(
        "https://example.org/simnim/?x=1#old",
        &link,
        &EmbedOptions { readonly: true, play: true, width: 700, height: 500, task: None },
    );
    assert_eq!(
        s,
        format!("<iframe src=\"https://example.org/simnim/?embed&amp;readonly&amp;play#{link}\" width=\"700\" height=\"500\" title=\"simnim: an interactive example\" loading=\"lazy\" style=\"border:1px solid #ccc;border-radius:8px\"></iframe>")
    );
    let plain = embed_snippet("https://h/\"><script>", "", &EmbedOptions::default());
    assert!(plain.contains("&quot;&gt;&lt;script&gt;?embed\"") && !plain.contains("<script>"));
    assert!(plain.contains("width=\"760\" height=\"560\""));
}
