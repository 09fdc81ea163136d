import type { OwnerType } from '../enums/locationEnums';
import type { LocationTableOwner } from './locationTable';

// The text of the "owners (from the cadastre)" column of the table of locations: one function for the screen and
// the XLSX export, so the file says what the screen shows.

/** The owner types' names in both languages: the web's catalogue (modifyPlot.ownerTypes) says the same (its test). */
export const OWNER_TYPE_NAMES: Record<OwnerType, { nl: string; en: string }> = {
  natural_person: { nl: 'Natuurlijk persoon', en: 'Natural person' },
  company: { nl: 'Bedrijf', en: 'Company' },
  municipality: { nl: 'Gemeente', en: 'Municipality' },
  province: { nl: 'Provincie', en: 'Province' },
  state: { nl: 'Rijk', en: 'State' },
  housing_association: { nl: 'Woningcorporatie', en: 'Housing association' },
  other_public_body: { nl: 'Ander overheidsorgaan', en: 'Other public body' },
};
/** The mark before the owners entered by hand (the web's locationsTable.ownersByHand). */
export const OWNERS_BY_HAND = { nl: 'met de hand', en: 'by hand' } as const;

/** The words the owners text is written with: an owner type's name, and the mark before owners entered by hand. */
interface OwnersTextWords {
  ownerType: (type: OwnerType) => string;
  byHand: string;
}

/** The words of the owners text in one language, for a writer without the web's catalogue (the server's exports). */
export function ownersTextWords(language: 'nl' | 'en'): OwnersTextWords {
  return { ownerType: (type) => OWNER_TYPE_NAMES[type][language], byHand: OWNERS_BY_HAND[language] };
}

/**
 * "Name (owner type)" per owner, the cadastre's first (and those of no recorded source), then those entered by hand
 * after a "by hand:" mark: "Gemeente Almere (Gemeente) · met de hand: Buurman (Natuurlijk persoon)"; '' without owners.
 */
export function cadastreOwnersText(owners: readonly LocationTableOwner[], words: OwnersTextWords): string {
  const named = (list: readonly LocationTableOwner[]) => list.map((o) => `${o.name} (${words.ownerType(o.ownerType)})`).join(', ');
  const cadastre = named(owners.filter((o) => o.source !== 'hand'));
  const hand = named(owners.filter((o) => o.source === 'hand'));
  return [cadastre, hand && `${words.byHand}: ${hand}`].filter(Boolean).join(' · ');
}
