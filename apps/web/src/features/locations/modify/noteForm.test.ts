import { notes } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { dueInstant, emptyNote, NOTE_SCHEMA, noteBody } from './noteForm';

describe('the note form', () => {
  it('a task starts open with its due day at noon UTC and its assignee', () => {
    const body = noteBody({ ...emptyNote, name: ' Bel eigenaar ', due: '2026-12-01', assignedTo: '7' }, 3);
    expect(body).toEqual({
      locationId: 3,
      type: 'task',
      name: 'Bel eigenaar',
      description: null,
      status: 'open',
      targetAt: '2026-12-01T12:00:00.000Z',
      assignedTo: 7,
    });
    // the server's schema for targetAt accepts it
    expect(notes.fields.targetAt.zod.safeParse(body.targetAt).success).toBe(true);
  });

  it('a note has no task state, due date or assignee', () => {
    expect(
      noteBody({ ...emptyNote, type: 'note', name: 'Gesprek', due: '2026-12-01', assignedTo: '7' }, 3),
    ).toMatchObject({ status: 'undefined', targetAt: null, assignedTo: null });
  });

  it('a due day that is not a date is no due date; an empty title is refused at the field', () => {
    expect(dueInstant('morgen')).toBeNull();
    expect(NOTE_SCHEMA.safeParse({ name: ' ' }).success).toBe(false);
  });
});
