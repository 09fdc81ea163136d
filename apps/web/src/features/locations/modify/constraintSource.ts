import { HAND_CONSTRAINT_SOURCE, type Constraint } from '@plotwise/contracts';

/** Where a constraint's value comes from, for the editor: the zoning plan (with its article) or the user's hand. */
export type ConstraintOrigin =
  | { kind: 'zoning'; plan: string | null; zone: string | null; article: string | null; url: string | null }
  | { kind: 'hand'; overrides: { plan: string | null; article: string | null } | null };

// the plan of a derived row: an IMRO plan id, or an omgevingsplan's regeling (source "omgevingsplan <work id> ...",
// or its DSO viewer link, where the work id's slashes are underscores: .../documenten/_akn_nl_act_gm0297_2019_reg456)
const planOf = (c: Pick<Constraint, 'source' | 'url'>) =>
  /^(?:IMRO|omgevingsplan)\s+(\S+)/.exec(c.source ?? '')?.[1] ??
  /planidn=([^&]+)/.exec(c.url ?? '')?.[1] ??
  /\/documenten\/(_akn_[^/?#]+)/.exec(c.url ?? '')?.[1]?.replace(/_/g, '/') ??
  null;

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
  return { kind: 'zoning', plan: plan ? decodeURIComponent(plan) : null, zone: c.zone, article, url: c.url };
}

/** The write body of a hand edit: the value and its kind change, the row becomes hand-made; the plan link stays. */
export const handEdit = (values: Pick<Constraint, 'name' | 'type' | 'operator' | 'value'>) => ({
  ...values,
  source: HAND_CONSTRAINT_SOURCE,
});
