import type { PublicQuestion } from '@plotwise/contracts';

/** A visitor's answers by question id (multiselect answers are joined with "; "). */
export type Answers = Record<number, string>;

const answerValues = (a: string | undefined) => (a ?? '').split('; ').filter(Boolean);

/**
 * The questions a visitor sees, in order: a question with `dependsOnQuestionField` shows only while the question
 * with that field is itself shown and answered `dependsOnQuestionValue` (one of the choices, for a multiselect).
 */
export function visibleQuestions(questions: readonly PublicQuestion[], answers: Answers): PublicQuestion[] {
  const sorted = [...questions].sort((a, b) => a.order - b.order || a.id - b.id);
  const shown = new Map<string, PublicQuestion>();
  const out: PublicQuestion[] = [];
  for (const q of sorted) {
    const dep = q.dependsOnQuestionField;
    if (dep) {
      const parent = shown.get(dep) ?? out.find((p) => p.field === dep);
      if (!parent || !answerValues(answers[parent.id]).includes(q.dependsOnQuestionValue ?? '')) continue;
    }
    out.push(q);
    if (q.field) shown.set(q.field, q);
  }
  return out;
}

/** The first shown question whose answer is not valid for its type (a number that is not a number), or null. */
export function invalidAnswer(questions: readonly PublicQuestion[], answers: Answers): PublicQuestion | null {
  for (const q of questions) {
    const a = answers[q.id]?.trim();
    if (!a) continue;
    if (q.type === 'number' && !Number.isFinite(Number(a.replace(',', '.')))) return q;
    if (q.type === 'rating' && !/^[1-5]$/.test(a)) return q;
  }
  return null;
}

/** What is sent: the answered questions that are shown (an answer of a question hidden again is dropped). */
export const answersToSend = (questions: readonly PublicQuestion[], answers: Answers) =>
  visibleQuestions(questions, answers)
    .filter((q) => answers[q.id]?.trim())
    .map((q) => ({ surveyquestionId: q.id, value: answers[q.id]!.trim() }));
