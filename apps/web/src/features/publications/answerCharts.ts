import type { SurveyAnswerRow } from '@plotwise/contracts';

/** One bar of a question's chart: a choice (or rating, or range of numbers) and how many answers gave it. */
export interface AnswerBar {
  label: string;
  count: number;
  /** a number question's bar: the values it holds, from and to (equal for one value); formatted by the screen */
  range?: [number, number];
}

/** What the chart of one question shows: its answers counted per choice, or the spread of its numbers. */
export interface QuestionChart {
  questionId: number;
  question: string;
  type: SurveyAnswerRow['questionType'];
  /** answers given (a multiselect answer counts once, though it may add to several bars) */
  answers: number;
  /** empty for open questions (text): the table shows those */
  bars: AnswerBar[];
  /** mean of a rating or number question; null elsewhere or without a number */
  mean: number | null;
  min: number | null;
  max: number | null;
}

/** Most buckets a number question's answers are spread over. */
const NUMBER_BUCKETS = 6;

// the survey form joins a multiselect's choices with "; " (sections/surveyLogic.ts)
const choicesOf = (value: string, type: SurveyAnswerRow['questionType']) =>
  (type === 'multiselect' ? value.split('; ') : [value]).map((v) => v.trim()).filter(Boolean);

const toNumber = (v: string) => Number(v.trim().replace(/\s/g, '').replace(',', '.'));

/**
 * The answers per question, counted for a chart: choices (select, multiselect, checkbox) by how often each was
 * given, most first; ratings as the five stars, with their mean; numbers spread over equal ranges with mean, minimum
 * and maximum. Questions in the order they were made (their id).
 */
export function answerCharts(rows: readonly SurveyAnswerRow[]): QuestionChart[] {
  const byQuestion = new Map<number, SurveyAnswerRow[]>();
  for (const r of rows) {
    if (!r.value?.trim()) continue;
    byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  }
  return [...byQuestion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([questionId, answers]) => chartOf(questionId, answers));
}

function chartOf(questionId: number, answers: SurveyAnswerRow[]): QuestionChart {
  const { question, questionType: type } = answers[0]!;
  const base = { questionId, question, type, answers: answers.length, bars: [] as AnswerBar[], mean: null, min: null, max: null };
  const values = answers.map((a) => a.value!);
  if (type === 'select' || type === 'multiselect' || type === 'checkbox') {
    const counts = new Map<string, number>();
    for (const v of values) for (const c of choicesOf(v, type)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const bars = [...counts.entries()].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return { ...base, bars };
  }
  if (type === 'rating' || type === 'number') {
    const numbers = values.map(toNumber).filter(Number.isFinite);
    if (!numbers.length) return base;
    const min = Math.min(...numbers);
    const max = Math.max(...numbers);
    const mean = numbers.reduce((s, n) => s + n, 0) / numbers.length;
    const stats = { mean, min, max };
    if (type === 'rating') {
      const bars = [1, 2, 3, 4, 5].map((star) => ({ label: String(star), count: numbers.filter((n) => n === star).length }));
      return { ...base, ...stats, bars };
    }
    return { ...base, ...stats, bars: numberBars(numbers, min, max) };
  }
  return base;
}

/** Numbers spread over at most NUMBER_BUCKETS equal ranges "from-to" (one bar per value when there are few). */
function numberBars(numbers: number[], min: number, max: number): AnswerBar[] {
  const distinct = [...new Set(numbers)].sort((a, b) => a - b);
  if (distinct.length <= NUMBER_BUCKETS)
    return distinct.map((v) => ({ label: String(v), count: numbers.filter((n) => n === v).length, range: [v, v] as [number, number] }));
  const width = (max - min) / NUMBER_BUCKETS;
  return Array.from({ length: NUMBER_BUCKETS }, (_, i) => {
    const from = min + i * width;
    const to = i === NUMBER_BUCKETS - 1 ? max : from + width;
    // the last range holds its upper end; the others hold their lower end only
    const count = numbers.filter((n) => n >= from && (i === NUMBER_BUCKETS - 1 ? n <= to : n < to)).length;
    return { label: `${from}–${to}`, count, range: [from, to] as [number, number] };
  });
}
