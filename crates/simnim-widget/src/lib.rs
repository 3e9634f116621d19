//! # simnim-widget
//!
//! The solver of the notebook widget (`simnim.widget.Playground`): [`analyze_json`] answers a
//! complex in the papers' notation and its piles with the same `simnim_core` analysis as the
//! CLI and the page, as one JSON object. For wasm32 it is exported with wasm-bindgen as
//! `analyze`; `make widget` builds it and puts the wasm and its glue into the Python
//! package, which ships them to a notebook once and runs them in a Web Worker.

use serde_json::json;
use simnim_core::{analyze_misere, analyze_with, parse_piles, Complex, Limits, Outcome, Wants};

/// `{"vertices", "outcome", "value", "moves", "method", "explanation"}` for the position, or
/// `{"error"}` with the core's message. Piles are comma-separated, in the complex's vertex
/// order (numeric labels numerically).
pub fn analyze_json(complex: &str, piles: &str, misere: bool) -> String {
    let answer = (|| -> Result<serde_json::Value, String> {
        let c = Complex::parse(complex).map_err(|e| e.to_string())?;
        let p = parse_piles(piles, c.n()).map_err(|e| e.to_string())?;
        let limits = Limits::default();
        let a = if misere {
            analyze_misere(&c, &p, &limits, true)
        } else {
            analyze_with(&c, &p, &limits, Wants::MOVES, |_, _| true)
        }
        .map_err(|e| e.to_string())?;
        Ok(json!({
            "vertices": c.labels().iter().map(ToString::to_string).collect::<Vec<_>>(),
            "outcome": if a.outcome == Outcome::P { "P" } else { "N" },
            "value": a.value,
            "moves": a.moves,
            "method": a.method.name(),
            "explanation": a.explanation,
        }))
    })();
    match answer {
        Ok(v) => v.to_string(),
        Err(e) => json!({ "error": e }).to_string(),
    }
}

/// [`analyze_json`] for JavaScript.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn analyze(complex: &str, piles: &str, misere: bool) -> String {
    analyze_json(complex, piles, misere)
}

#[cfg(test)]
mod tests {
    use super::analyze_json;

    #[test]
    fn answers_and_errors_are_json() {
        let v: serde_json::Value = serde_json::from_str(&analyze_json("{1,2,3}", "1,2,3", false)).unwrap();
        assert_eq!(v["outcome"], "N");
        assert_eq!(v["moves"], serde_json::json!([[0, 0, 0]]));
        let v: serde_json::Value = serde_json::from_str(&analyze_json("{1},{2}", "3,3", false)).unwrap();
        assert_eq!((v["outcome"].as_str(), v["value"].as_u64()), (Some("P"), Some(0)));
        let v: serde_json::Value = serde_json::from_str(&analyze_json("{1},{2},{3}", "1,1,1", true)).unwrap();
        assert_eq!(v["outcome"], "P", "misère Nim on 1,1,1");
        let v: serde_json::Value = serde_json::from_str(&analyze_json("{1,2", "1", false)).unwrap();
        assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()));
        let v: serde_json::Value = serde_json::from_str(&analyze_json("{1,2}", "1", false)).unwrap();
        assert!(v["error"].is_string());
    }
}
