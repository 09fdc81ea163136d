import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '@plotwise/contracts';
import { answersToSend, invalidAnswer, visibleQuestions } from './surveyLogic';

const q = (id: number, field: string, extra: Partial<PublicQuestion> = {}): PublicQuestion => ({
  id,
  name: `Q${id}`,
  description: null,
  field,
  type: 'text',
  folded: false,
  dependsOnQuestionField: null,
  dependsOnQuestionValue: null,
  order: id * 10,
  values: [],
  ...extra,
});

const interest = q(1, 'interest', {
  type: 'select',
  values: [
    { name: 'Ja', value: 'yes' },
    { name: 'Nee', value: 'no' },
  ],
});
const size = q(2, 'size', {
  type: 'number',
  dependsOnQuestionField: 'interest',
  dependsOnQuestionValue: 'yes',
});
const when = q(3, 'when', { dependsOnQuestionField: 'size', dependsOnQuestionValue: '500' });

describe('survey dependencies', () => {
  it('shows a dependent question only when its question has the value', () => {
    expect(visibleQuestions([interest, size], {}).map((x) => x.id)).toEqual([1]);
    expect(visibleQuestions([interest, size], { 1: 'no' }).map((x) => x.id)).toEqual([1]);
    expect(visibleQuestions([size, interest], { 1: 'yes' }).map((x) => x.id)).toEqual([1, 2]);
  });
  it('hides a chain when its first question changes, and drops the hidden answers', () => {
    expect(visibleQuestions([interest, size, when], { 1: 'yes', 2: '500' }).map((x) => x.id)).toEqual([
      1, 2, 3,
    ]);
    expect(visibleQuestions([interest, size, when], { 1: 'no', 2: '500' }).map((x) => x.id)).toEqual([1]);
    expect(answersToSend([interest, size, when], { 1: 'no', 2: '500', 3: 'soon' })).toEqual([
      { surveyquestionId: 1, value: 'no' },
    ]);
  });
  it('a multiselect answer matches any of its choices', () => {
    const multi = q(4, 'uses', { type: 'multiselect' });
    const dep = q(5, 'x', { dependsOnQuestionField: 'uses', dependsOnQuestionValue: 'office' });
    expect(visibleQuestions([multi, dep], { 4: 'housing; office' }).map((x) => x.id)).toEqual([4, 5]);
  });
  it('names the question whose answer is not valid', () => {
    expect(invalidAnswer([interest, size], { 1: 'yes', 2: 'veel' })?.id).toBe(2);
    expect(invalidAnswer([interest, size], { 1: 'yes', 2: '12,5' })).toBeNull();
  });
});
