import { z } from 'zod';

/** What happened to a location, for its activity timeline (GET /api/locations/detail/{id}/activity). */
const activityKinds = [
  'created',
  'status',
  'phase',
  'general',
  'note',
  'task',
  'concept',
  'image',
  /** a publication of the location or of one of its concepts was made */
  'publication',
  /** such a publication's status changed: `from` and `to` are status names (draft, published, hidden) */
  'publication_status',
  /** an omgevingsplan delivery touched the location (issue #21): `title` is the besluit, `to` plan, amendment or draft */
  'rule_change',
] as const;

/** One event of a location's activity: when, by whom, and what (a title, or a value moved from and to). */
const activityEntrySchema = z.object({
  kind: z.enum(activityKinds),
  at: z.string(),
  by: z.string().nullable(),
  title: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** the colour of the `to` value (status and phase) */
  color: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The answer of the activity endpoint: newest first. */
export const activitySchema = z.array(activityEntrySchema);
