import { notes, type noteKinds } from '@plotwise/contracts';
import { formSchema } from '../../../ui/form/formSchema';

type NoteKind = (typeof noteKinds)[number];

/** A new note or task as the user types it; the due date is a calendar day (yyyy-mm-dd). */
export interface NoteForm {
  type: NoteKind;
  name: string;
  description: string;
  due: string;
  assignedTo: string | null;
}

export const emptyNote: NoteForm = { type: 'task', name: '', description: '', due: '', assignedTo: null };

/** What the server checks of a note (contracts); a note needs a title. */
export const NOTE_SCHEMA = formSchema(notes.fields, ['name', 'description'], ['name']);

/** A calendar day as the instant the server stores (noon UTC, so it is the same day in Dutch time). */
export const dueInstant = (day: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00.000Z` : null;

/** The write body of a new note of a location: tasks start open, notes have no task state. */
export function noteBody(form: NoteForm, locationId: number): Record<string, unknown> {
  const task = form.type === 'task';
  return {
    locationId,
    type: form.type,
    name: form.name.trim(),
    description: form.description.trim() || null,
    status: task ? 'open' : 'undefined',
    targetAt: task ? dueInstant(form.due) : null,
    assignedTo: task && form.assignedTo ? Number(form.assignedTo) : null,
  };
}
