import { describe, expect, it } from 'vitest';
import { cadastreOwnersText, OWNER_TYPE_NAMES, OWNERS_BY_HAND, ownerTypes, ownersTextWords, type LocationTableRow } from '@plotwise/contracts';
import nl from '../../i18n/nl.json';
import en from '../../i18n/en.json';
import { LOCATION_COLUMNS, type CellContext } from './locationColumns';

// The XLSX export writes the owners column on the server with contracts' ownersText.ts: it must say exactly what
// the screen's column says, in both languages.
const catalogues = { nl, en };
const translate = (messages: unknown) => (key: string) => key.split('.').reduce<any>((o, k) => o?.[k], messages) ?? key;
const owners = LOCATION_COLUMNS.find((c) => c.key === 'cadastreOwners')!;

describe("the owners text of the XLSX export and the screen's column", () => {
  it("names every owner type and the by-hand mark as the web's catalogues do", () => {
    for (const lang of ['nl', 'en'] as const) {
      for (const type of ownerTypes) expect(OWNER_TYPE_NAMES[type][lang]).toBe(catalogues[lang].modifyPlot.ownerTypes[type]);
      expect(OWNERS_BY_HAND[lang]).toBe(catalogues[lang].locationsTable.ownersByHand);
    }
  });

  it('writes the same text as the screen for the cadastre, by hand, both and none', () => {
    const details: LocationTableRow['ownerDetails'][] = [
      [
        { name: 'Gemeente Almere', ownerType: 'municipality', source: 'brk' },
        { name: 'Woonstede', ownerType: 'housing_association', source: null },
        { name: 'Buurman', ownerType: 'natural_person', source: 'hand' },
      ],
      [{ name: 'Provincie Flevoland', ownerType: 'province', source: 'hand' }],
      [{ name: 'Rijksvastgoedbedrijf', ownerType: 'state', source: 'brk' }],
      [],
    ];
    for (const lang of ['nl', 'en'] as const) {
      const ctx: CellContext = { lang, valueName: () => null, t: translate(catalogues[lang]) };
      for (const list of details) {
        const row = { id: 1, cadastreOwners: list.map((o) => o.name), ownerDetails: list } as unknown as LocationTableRow;
        expect(cadastreOwnersText(list, ownersTextWords(lang))).toBe(owners.format(row, ctx));
      }
    }
    expect(cadastreOwnersText(details[0]!, ownersTextWords('nl'))).toBe('Gemeente Almere (Gemeente), Woonstede (Woningcorporatie) · met de hand: Buurman (Natuurlijk persoon)');
  });
});
