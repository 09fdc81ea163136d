import { describe, expect, it } from 'vitest';
import { contentState, fromLocalInput, toLocalInput } from './contentState';

describe('content item state', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('is hidden by its priority, scheduled before its publish time, published after', () => {
    expect(contentState({ level: 'hidden', publishAt: null }, now)).toBe('hidden');
    expect(contentState({ level: 'important', publishAt: '2026-11-25T10:00:00Z' }, now)).toBe('scheduled');
    expect(contentState({ level: 'default', publishAt: '2026-11-24T09:59:00Z' }, now)).toBe('published');
    expect(contentState({ level: 'default', publishAt: null }, now)).toBe('published');
  });

  it('round-trips a publish time through the local date-time input', () => {
    const iso = '2026-12-01T08:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect([toLocalInput(null), fromLocalInput(''), fromLocalInput('not a date')]).toEqual(['', null, null]);
  });
});
