import { HAND_CONSTRAINT_SOURCE, type Constraint } from '@plotwise/contracts';
import { constraintsInForce, derivedKey, isDerived, replacedByHand } from '@plotwise/core/zoning/index';

/** Where a constraint's value comes from, for the editor: the zoning plan (with its article) or the user's hand. */
export type ConstraintOrigin =
  | { kind: 'zoning'; plan: string | null; date: string | null; zone: string | null; article: string | null; url: string | null }
  | { kind: 'hand'; overrides: { plan: string | null; article: string | null } | null };

// the plan of a derived row: an IMRO plan id, or an omgevingsplan's regeling (source "omgevingsplan <work id> ...",
// or its DSO viewer link, where the work id's slashes are underscores: .../documenten/_akn_nl_act_gm0297_2019_reg456)
const planOf = (c: Pick<Constraint, 'source' | 'url'>) =>
  /^(?:IMRO|omgevingsplan)\s+(\S+)/.exec(c.source ?? '')?.[1] ??
  /planidn=([^&]+)/.exec(c.url ?? '')?.[1] ??
  /\/documenten\/(_akn_[^/?#]+)/.exec(c.url ?? '')?.[1]?.replace(/_/g, '/') ??
  null;

// the date of a derived row's plan: the last word of its source when it is a date ("IMRO <plan id> <plan date>",
// "omgevingsplan <regeling> <besluit> <date of announcement>")
const planDateOf = (c: Pick<Constraint, 'source'>) => /\s(\d{4}-\d{2}-\d{2})(?:\s\(bruidsschat\))?$/.exec(c.source ?? '')?.[1] ?? null;

/** The origin of a stored constraint; a hand-made row that still names a plan overrides that plan's value. */
export function originOf(
  c: Pick<Constraint, 'source' | 'url' | 'zone' | 'subzone' | 'reference'>,
): ConstraintOrigin {
  const article = [c.subzone, c.reference].filter(Boolean).join(' · ') || null;
  if (c.source === HAND_CONSTRAINT_SOURCE) {
    const plan = c.url ? planOf(c) : null;
    return {
      kind: 'hand',
      overrides: plan || c.reference ? { plan: plan ? decodeURIComponent(plan) : null, article } : null,
    };
  }
  const plan = planOf(c);
  return { kind: 'zoning', plan: plan ? decodeURIComponent(plan) : null, date: planDateOf(c), zone: c.zone, article, url: c.url };
}

/** The write body of a hand edit: the value and its kind change, the row becomes hand-made; the plan link stays. */
export const handEdit = (values: Pick<Constraint, 'name' | 'type' | 'operator' | 'value'>) => ({
  ...values,
  source: HAND_CONSTRAINT_SOURCE,
});

/** How a row stands among the constraints in force (core constraintsInForce): the hand row replacing it, or the one it replaces. */
export interface ConstraintStanding {
  replacedBy: Map<number, Constraint>;
  /** per hand row that names one: the derived row it replaces, null when the zoning no longer has it */
  replaces: Map<number, Constraint | null>;
}

/** How each row stands among the constraints in force (core's one rule): who replaces a derived row, what a hand row replaces. */
export function constraintStanding(constraints: readonly Constraint[]): ConstraintStanding {
  const replacedBy = new Map(constraintsInForce(constraints).replaced.map((r) => [r.constraint.id, r.replacedBy]));
  const replaces = new Map(constraints.filter((c) => c.replaces && !isDerived(c)).map((c) => [c.id, replacedByHand(c, constraints)]));
  return { replacedBy, replaces };
}

/** The write body of a hand constraint that replaces the derived `derived`: the same quantity, its key kept. */
export const handReplacement = (derived: Constraint, values: Pick<Constraint, 'name' | 'operator' | 'value'>) => ({
  ...handEdit({ ...values, type: derived.type }),
  replaces: derivedKey(derived),
});

/** What saving the form writes: an update of a row, or a new row (a location's id and priority added by the caller). */
export type ConstraintWrite = { kind: 'update'; id: number; body: Record<string, unknown> } | { kind: 'create'; body: Record<string, unknown> };

/**
 * What an edit of `edited` writes (issue #39 item 4). A hand row is updated in place. A derived row is never
 * overwritten: a change of its value becomes a hand row that replaces it (or an update of the hand row that already
 * does), so the zoning's value stays shown beside it ("replaced by ...") and a refresh of the zoning keeps the
 * choice; a change of its kind is a new hand row of that kind, the derived row left as it is.
 */
export function constraintEditWrite(
  edited: Constraint,
  values: Pick<Constraint, 'name' | 'type' | 'operator' | 'value'>,
  standing: ConstraintStanding,
): ConstraintWrite {
  if (!isDerived(edited)) return { kind: 'update', id: edited.id, body: handEdit(values) };
  const replacer = standing.replacedBy.get(edited.id);
  if (values.type !== edited.type) return { kind: 'create', body: handEdit(values) };
  if (replacer) return { kind: 'update', id: replacer.id, body: handEdit(values) };
  return { kind: 'create', body: handReplacement(edited, values) };
}
