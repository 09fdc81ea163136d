import type { TFunction } from 'i18next';

/**
 * A constraint as a public page names it. Names from the zoning come in lower case ("maximum bouwhoogte") and the
 * kind is a code ("building_height"): the page shows the name with a capital and the kind in the reader's language
 * (the sheets' names of the kinds), never the code. Without a name the kind is the name.
 */
export function constraintName(c: { name: string; type: string }, t: TFunction): { name: string; kind: string | null } {
  const kind = t(`sheets.constraints.kinds.${c.type}`, { defaultValue: t('sheets.constraints.kinds.general') });
  const name = c.name.trim();
  if (!name) return { name: kind, kind: null };
  const capitalised = name.charAt(0).toLocaleUpperCase('nl') + name.slice(1);
  return { name: capitalised, kind: capitalised.toLocaleLowerCase('nl') === kind.toLocaleLowerCase('nl') ? null : kind };
}
