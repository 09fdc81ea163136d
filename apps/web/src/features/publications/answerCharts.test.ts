import { describe, expect, it } from 'vitest';
import type { SurveyAnswerRow } from '@plotwise/contracts';
import { answerCharts } from './answerCharts';

let id = 0;
const row = (questionId: number, questionType: SurveyAnswerRow['questionType'], value: string | null): SurveyAnswerRow => ({
  id: ++id,
  question: `Q${questionId}`,
  questionId,
  questionType,
  value,
  createdAt: '2026-11-25 10:00:00+00',
  rin: null,
  park: null,
});

describe('answerCharts', () => {
  it('counts choices, most first; a multiselect answer adds to each of its choices but counts once', () => {
    const [select, multi] = answerCharts([
      row(2, 'multiselect', 'Wonen; Werken'),
      row(1, 'select', 'Ja'),
      row(1, 'select', 'Nee'),
      row(1, 'select', 'Ja'),
      row(2, 'multiselect', 'Wonen'),
      row(1, 'select', '  '),
    ]);
    expect(select).toMatchObject({ questionId: 1, answers: 3, bars: [{ label: 'Ja', count: 2 }, { label: 'Nee', count: 1 }] });
    expect(multi).toMatchObject({ questionId: 2, answers: 2, bars: [{ label: 'Wonen', count: 2 }, { label: 'Werken', count: 1 }] });
  });

  it('shows all five stars of a rating, with its mean', () => {
    const [rating] = answerCharts([row(3, 'rating', '4'), row(3, 'rating', '5'), row(3, 'rating', '4')]);
    expect(rating!.bars.map((b) => b.count)).toEqual([0, 0, 0, 2, 1]);
    expect(rating!.mean).toBeCloseTo(13 / 3);
  });

  it('spreads numbers over equal ranges (Dutch decimal commas read), or one bar per value when few', () => {
    const few = answerCharts([row(4, 'number', '2,5'), row(4, 'number', '10'), row(4, 'number', '10')])[0]!;
    expect(few.bars).toEqual([
      { label: '2.5', count: 1, range: [2.5, 2.5] },
      { label: '10', count: 2, range: [10, 10] },
    ]);
    expect([few.min, few.max]).toEqual([2.5, 10]);
    const many = answerCharts([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => row(5, 'number', String(n))))[0]!;
    expect(many.bars).toHaveLength(6);
    expect(many.bars.reduce((s, b) => s + b.count, 0)).toBe(13);
    expect(many.bars[0]!.range).toEqual([0, 2]);
    expect(many.bars[5]!).toMatchObject({ range: [10, 12], count: 3 });
  });

  it('leaves open questions without bars: the table shows their answers', () => {
    expect(answerCharts([row(6, 'text', 'Mooie plek')])[0]).toMatchObject({ answers: 1, bars: [], mean: null });
  });
});
