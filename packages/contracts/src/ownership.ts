import { z } from 'zod';
import { ownerTypes, type AcquisitionState, type OwnerType } from './enums/locationEnums';

/** What a jsons row of type owner_information holds in `data` (its `name` is the owner's name). */
export const ownerInformationSchema = z.object({
  ownerType: z.enum(ownerTypes),
  /** the share in the right, as the cadastre writes it ("1/2"), or null for the whole */
  share: z.string().max(20).nullable(),
  /** the right held (eigendom, erfpacht ...) */
  right: z.string().max(80).nullable(),
  address: z.string().max(300).nullable(),
  /** entered by hand, or read from the Kadaster's BRK */
  source: z.enum(['hand', 'brk']),
  /** when it was entered or read (ISO date) */
  date: z.string().max(40),
});
export type OwnerInformation = z.infer<typeof ownerInformationSchema>;

// Names public bodies carry in the cadastre; checked in this order (a "Gemeente" housing foundation is rare).
const namePatterns: [RegExp, OwnerType][] = [
  [/\b(woningstichting|woningcorporatie|woonstichting|wooncorporatie|woningbouwvereniging|woonbron|ymere|portaal|vestia|eigen haard)\b/i, 'housing_association'],
  [/^gemeente\b/i, 'municipality'],
  [/^provincie\b/i, 'province'],
  [/\b(staat der nederlanden|rijksvastgoedbedrijf|rijkswaterstaat|ministerie)\b/i, 'state'],
  [/\b(waterschap|hoogheemraadschap|prorail|staatsbosbeheer|gemeenschappelijke regeling)\b/i, 'other_public_body'],
];

/**
 * The kind of owner from what the cadastre says: a natural person is one; otherwise the name (and legal form)
 * tells a municipality, province, the state, a housing association or another public body from a company.
 */
export function deriveOwnerType(name: string, personKind?: 'natuurlijk_persoon' | 'niet_natuurlijk_persoon' | null, legalForm?: string | null): OwnerType {
  if (personKind === 'natuurlijk_persoon') return 'natural_person';
  for (const [pattern, type] of namePatterns) if (pattern.test(name)) return type;
  if (legalForm && /publiekrechtelijke rechtspersoon/i.test(legalForm)) return 'other_public_body';
  if (personKind === 'niet_natuurlijk_persoon' || /\b(b\.?v\.?|n\.?v\.?|v\.?o\.?f\.?|c\.?v\.?|stichting|vereniging|coöperatie|holding)\b/i.test(name)) return 'company';
  return 'natural_person';
}

/** The owner type of a stored owner information row: its `ownerType` when valid, else derived from the name. */
export function ownerTypeOf(name: string | null | undefined, data: unknown): OwnerType {
  const stored = data && typeof data === 'object' ? (data as { ownerType?: unknown }).ownerType : undefined;
  if (typeof stored === 'string' && (ownerTypes as readonly string[]).includes(stored)) return stored as OwnerType;
  return deriveOwnerType(name ?? '');
}

/** The values of the site search's owner type filter: the seven owner types and `unknown` (no owner known to the company). */
export const ownerTypeFilterValues = [...ownerTypes, 'unknown'] as const;

/**
 * The plots an owner type filter admits, from the owner types a company knows per plot: those with an owner of an
 * admitted type; with `unknown` admitted, every plot but the known ones without such an owner (so that the set
 * stays as small as the company's own data). No admitted values: every plot with a known owner.
 */
export function ownerTypePlotSet(typesByPlot: ReadonlyMap<number, ReadonlySet<OwnerType>>, admitted: readonly string[] | null): { ids: number[]; complement: boolean } {
  if (!admitted || admitted.length === 0) return { ids: [...typesByPlot.keys()], complement: false };
  const wanted = new Set(admitted);
  const hit = (types: ReadonlySet<OwnerType>) => [...types].some((t) => wanted.has(t));
  const ids: number[] = [];
  if (wanted.has('unknown')) {
    for (const [id, types] of typesByPlot) if (!hit(types)) ids.push(id);
    return { ids, complement: true };
  }
  for (const [id, types] of typesByPlot) if (hit(types)) ids.push(id);
  return { ids, complement: false };
}

/** Acquisition states that count as secured for the land position. */
export const securedStates: readonly AcquisitionState[] = ['option', 'purchased'];

/** The land position of a site: the share (0 to 1) of its parcels' area that is secured; null without area. */
export function landPositionShare(parcels: readonly { areaSquareMeters: number; acquisition: string | null | undefined }[]): number | null {
  const total = parcels.reduce((s, p) => s + p.areaSquareMeters, 0);
  if (!(total > 0)) return null;
  const secured = parcels.filter((p) => securedStates.includes((p.acquisition ?? 'not_contacted') as AcquisitionState)).reduce((s, p) => s + p.areaSquareMeters, 0);
  return secured / total;
}

