import { z } from 'zod';
import { locations, type Location } from '@plotwise/contracts';
import { formSchema } from '../../../ui/form/formSchema';

/** The free-text fields of a location the editor shows, in screen order (address, then parties, then area). */
export const ADDRESS_FIELDS = [
  'road',
  'house_number',
  'postcode',
  'city',
  'municipality',
  'neighbourhood',
  'suburb',
  'state',
  'country',
  'display_address',
] as const;
export const PARTY_FIELDS = ['owner', 'architect', 'builder', 'advisors', 'buyer'] as const;
export const AREA_FIELDS = ['region', 'businesspark'] as const;
const TEXT_FIELDS = ['name', ...ADDRESS_FIELDS, ...PARTY_FIELDS, ...AREA_FIELDS] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** The 0-100 figures of a location the team sets by hand (the score also comes from the saved query it was found by). */
export const PERCENTAGE_FIELDS = ['score', 'chanceOfSuccess'] as const;
type PercentageField = (typeof PERCENTAGE_FIELDS)[number];

/** The editor's form: text as strings, references (status, phase, user) as select values (string ids). */
export type LocationForm = Record<TextField, string> & {
  type: string;
  status: string | null;
  phase: string | null;
  assignedTo: string | null;
  rating: number;
  archived: boolean;
} & Record<PercentageField, number | ''>;

/** What the server checks of these fields (contracts), checked at the fields before sending; a name is required. */
export const LOCATION_SCHEMA = formSchema(locations.fields, TEXT_FIELDS, ['name']).extend(
  Object.fromEntries(PERCENTAGE_FIELDS.map((k) => [k, z.union([z.literal(''), locations.fields[k].zod])])),
);

const idOrNull = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

/** The form of a saved location. */
export function toForm(loc: Location): LocationForm {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, (loc[k] as string | null) ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    ...text,
    type: String(loc.type ?? 0),
    status: idOrNull(loc.status),
    phase: idOrNull(loc.phase),
    assignedTo: idOrNull(loc.assignedTo),
    rating: loc.rating ?? 0,
    archived: !!loc.archived,
    score: loc.score ?? '',
    chanceOfSuccess: loc.chanceOfSuccess ?? '',
  };
}

/** The write body of a form: empty text is no value (null), except the name; ids as numbers. */
export function toBody(form: LocationForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const k of TEXT_FIELDS) body[k] = k === 'name' ? form.name.trim() : form[k].trim() || null;
  body.type = Number(form.type);
  body.status = form.status === null ? null : Number(form.status);
  body.phase = form.phase === null ? null : Number(form.phase);
  body.assignedTo = form.assignedTo === null ? null : Number(form.assignedTo);
  body.rating = form.rating;
  body.archived = form.archived;
  for (const k of PERCENTAGE_FIELDS) body[k] = form[k] === '' ? null : form[k];
  return body;
}
