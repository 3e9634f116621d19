//! `questions`: the papers' open questions (E&S Sec 8–9) checked for this complex within
//! piles ≤ `--max`: "holds within the box", or a counterexample with its reason.

use serde_json::json;
use simnim_core::{check_questions, position_to_string, Question, QUESTIONS};

use super::{complex, describe, Ctx};
use crate::args::{Game, QuestionId};
use crate::output::{Failure, Out};

fn question(id: QuestionId) -> Question {
    match id {
        QuestionId::Double => Question::DoubleOfZero,
        QuestionId::Half => Question::HalfOfZero,
        QuestionId::Multiples => Question::MultiplesOfOnes,
        QuestionId::Addition => Question::ClosedUnderAddition,
        QuestionId::Genuine => Question::GenuineWithMinOne,
        QuestionId::PlusOnes => Question::PlusOnes,
        QuestionId::MinusOnes => Question::MinusOnes,
        QuestionId::Basis => Question::BasisIsUnionsOfCircuits,
    }
}

/// Runs `questions`.
pub(crate) fn run(game: &Game, max: u64, only: Option<QuestionId>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    describe(out, "questions", &c);
    out.set("max", max);
    let mut all = Vec::new();
    let asked: Vec<(Question, &str)> =
        QUESTIONS.iter().copied().filter(|&(q, _)| only.is_none_or(|o| question(o) == q)).collect();
    let qs: Vec<Question> = asked.iter().map(|&(q, _)| q).collect();
    for ((q, text), v) in asked.into_iter().zip(check_questions(&qs, &c, max, &ctx.limits)?) {
        let line = match &v.counterexample {
            None if !v.applies => format!("{}: does not apply: {}", q.id(), v.note.as_deref().unwrap_or_default()),
            None => format!(
                "{}: holds within piles ≤ {max}{}",
                q.id(),
                v.note.as_ref().map(|n| format!("; {n}")).unwrap_or_default()
            ),
            Some((p, why)) => format!("{}: fails at ({}): {why}", q.id(), position_to_string(p)),
        };
        out.line(&line)?;
        all.push(json!({
            "id": q.id(),
            "question": text,
            "applies": v.applies,
            "holds": v.holds,
            "counterexample": v.counterexample.as_ref().map(|(p, why)| json!({ "position": p, "reason": why })),
            "note": v.note,
        }));
    }
    out.set("questions", json!(all));
    Ok(())
}
