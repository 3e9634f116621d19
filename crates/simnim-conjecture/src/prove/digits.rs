//! Digit-column descriptions proved by E&S Theorem 4.4: Conditions (A), (B), (C) checked
//! exactly on all 2^n vertex sets (no solver); a failure refuted on the box {0..3}^V.

use simnim_core::Complex;

use super::super::certificate::CertificateFile;
use super::super::json::Json;
use super::super::theorem44;
use super::{report, ProofStatus, Run, OB1, OB2};

pub(super) fn theorem_4_4(run: &mut Run<'_>, family: &[u64]) {
    let started = run.start();
    let Some(cond) = theorem44::check(run.c, family) else {
        run.out.method = format!("E&S Theorem 4.4 not checked: more than {} vertices", theorem44::MAX_VERTICES);
        return;
    };
    let detail = format!(
        "Conditions (A), (B), (C) checked on all {} sets ({} pairs for (B), {} face-and-set pairs for (C))",
        1u64 << run.c.n(),
        cond.checked_b,
        cond.checked_c
    );
    run.out.certificate.push(CertificateFile::read(
        "theorem-4.4.json",
        conditions_json(&cond, run.c),
        "E&S Theorem 4.4: the family of digit columns and Conditions (A), (B), (C) as checked on all subsets",
    ));
    if cond.hold() {
        run.out.status = ProofStatus::Proved;
        run.out.method = format!("E&S Theorem 4.4, conditions (A)-(C) checked on all 2^{} sets", run.c.n());
        for name in [OB1, OB2] {
            run.out.obligations.push(report(name, "holds", started, &detail));
        }
        return;
    }
    let why = cond.failure.clone().unwrap_or_default();
    run.out.method =
        format!("E&S Theorem 4.4 does not apply: {why}; refuted on the box {{0..3}}^V (by the proof of E&S Prop 4.3)");
    run.out.counterexample = run.smallest(3);
    run.out.status = if run.out.counterexample.is_some() { ProofStatus::Refuted } else { ProofStatus::Unknown };
    for name in [OB1, OB2] {
        run.out.obligations.push(report(
            name,
            if run.out.counterexample.is_some() { "fails" } else { "unknown" },
            started,
            &why,
        ));
    }
}

/// The conditions as the certificate's JSON.
fn conditions_json(cond: &theorem44::Conditions, c: &Complex) -> String {
    let facets: Vec<Json> = c.facets().iter().map(|&s| Json::Str(c.set_to_string(s))).collect();
    let basis: Vec<Json> =
        cond.basis.iter().map(|b| Json::Arr(b.iter().map(|l| Json::Str(l.clone())).collect())).collect();
    let obj = Json::Obj(vec![
        ("theorem".into(), Json::Str("E&S Theorem 4.4: if the family satisfies Conditions (A), (B), (C), the P-positions are the positions whose binary digit columns all lie in it".into())),
        ("facets".into(), Json::Arr(facets)),
        ("family".into(), Json::Arr(basis)),
        ("A".into(), Json::Bool(cond.a)),
        ("B".into(), Json::Bool(cond.b)),
        ("C".into(), Json::Bool(cond.c)),
        ("failure".into(), cond.failure.clone().map_or(Json::Null, Json::Str)),
    ]);
    serde_json::to_string_pretty(&obj).unwrap_or_default()
}
