import { z } from 'zod';

/**
 * The letter a company sends to the owners of a site (issue #16 item 3): a subject and a body with
 * placeholders, kept in the company cfg (`ownerLetter`) and merged once per owner.
 */
export const ownerLetterPlaceholders = [
  'owner',
  'owner_address',
  'parcels',
  'location',
  'location_address',
  'date',
  'sender',
  'company',
] as const;
export type OwnerLetterPlaceholder = (typeof ownerLetterPlaceholders)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names that the merge does not know (a typo would otherwise reach the owner). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(ownerLetterPlaceholders);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.has(name)))];
}

const templateText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => unknownPlaceholders(s).length === 0, {
      message: `unknown placeholder; known are ${ownerLetterPlaceholders.map((p) => `{{${p}}}`).join(', ')}`,
    });

export const ownerLetterSchema = z.object({ subject: templateText(200), body: templateText(10_000) });
export type OwnerLetter = z.infer<typeof ownerLetterSchema>;

/** The letter a company starts from, in the user's language. */
export function defaultOwnerLetter(lang: 'nl' | 'en'): OwnerLetter {
  return lang === 'nl'
    ? {
        subject: 'Uw grond aan {{location_address}}',
        body:
          'Geachte {{owner}},\n\nVolgens het Kadaster bent u eigenaar van {{parcels}} aan {{location_address}}. ' +
          '{{company}} onderzoekt de mogelijkheden voor nieuwe woningen op deze plek en komt graag met u in gesprek ' +
          'over de toekomst van uw grond.\n\nU kunt mij bereiken via de gegevens hieronder.\n\nMet vriendelijke groet,\n\n{{sender}}\n{{company}}',
      }
    : {
        subject: 'Your land at {{location_address}}',
        body:
          'Dear {{owner}},\n\nAccording to the Land Registry you own {{parcels}} at {{location_address}}. ' +
          '{{company}} is looking into new homes on this site and would like to talk with you about the future of ' +
          'your land.\n\nYou can reach me through the details below.\n\nKind regards,\n\n{{sender}}\n{{company}}',
      };
}

/** Fills the placeholders of a text; a value that is not known (an owner without address) becomes empty. */
export function mergeOwnerLetterText(text: string, values: Partial<Record<OwnerLetterPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name as OwnerLetterPlaceholder] ?? '');
}

/** One addressee of a letter: an owner with the parcels of the site they hold a right in. */
export interface OwnerLetterRecipient {
  name: string;
  address: string | null;
  /** cadastral identificaties of the parcels */
  parcels: string[];
}

/**
 * The owners of a site as addressees, one per owner: owner information rows (name, identificatie, address in
 * `data`) of the same name and address are one owner, whatever the number of parcels.
 */
export function ownerLetterRecipients(
  owners: readonly { name?: string | null; identificatie?: string | null; data?: unknown }[],
): OwnerLetterRecipient[] {
  const byOwner = new Map<string, OwnerLetterRecipient>();
  for (const o of owners) {
    const name = (o.name ?? '').trim();
    if (!name) continue;
    const data = o.data && typeof o.data === 'object' ? (o.data as { address?: unknown }) : {};
    const address = typeof data.address === 'string' && data.address.trim() ? data.address.trim() : null;
    const key = `${name.toLowerCase()}\n${(address ?? '').toLowerCase()}`;
    const r = byOwner.get(key) ?? { name, address, parcels: [] };
    if (o.identificatie && !r.parcels.includes(o.identificatie)) r.parcels.push(o.identificatie);
    byOwner.set(key, r);
  }
  return [...byOwner.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}
