/** One field that someone else changed differently since the version the edit was based on. */
export interface FieldConflict {
  field: string;
  mine: unknown;
  theirs: unknown;
}

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `edit` whose value differs from `base` (what the user changed). */
export function changedFields<T extends Record<string, unknown>>(base: T, edit: T): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(edit) as (keyof T)[]) if (!same(base[k], edit[k])) out[k] = edit[k];
  return out;
}

/**
 * The conflicts of a 409: fields the user changed that someone else also changed (the server's `current` differs
 * from the base) to another value. Fields only one side changed are no conflict.
 */
export function conflictsOf(
  base: Record<string, unknown>,
  edit: Record<string, unknown>,
  current: Record<string, unknown>,
): FieldConflict[] {
  const out: FieldConflict[] = [];
  for (const [field, mine] of Object.entries(edit)) {
    if (!(field in current)) continue;
    const theirs = current[field];
    if (!same(theirs, base[field]) && !same(theirs, mine)) out.push({ field, mine, theirs });
  }
  return out;
}

/** The edit to send again after the user chose per conflicting field: mine stays in the body, theirs drops out. */
export function resolvedEdit(
  edit: Record<string, unknown>,
  conflicts: FieldConflict[],
  keepMine: Record<string, boolean>,
): Record<string, unknown> {
  const out = { ...edit };
  for (const c of conflicts) if (!keepMine[c.field]) delete out[c.field];
  return out;
}
