import { describe, expect, it } from 'vitest';
import type { LocationTableRow } from '@plotwise/contracts';
import nl from '../../i18n/nl.json';
import en from '../../i18n/en.json';
import { LOCATION_COLUMNS, type CellContext } from './locationColumns';

const owners = LOCATION_COLUMNS.find((c) => c.key === 'cadastreOwners')!;
const translate = (messages: unknown) => (key: string) => key.split('.').reduce<any>((o, k) => o?.[k], messages) ?? key;
const ctx = (lang: 'nl' | 'en'): CellContext => ({ lang, valueName: () => null, t: translate(lang === 'nl' ? nl : en) });
const row = (ownerDetails: LocationTableRow['ownerDetails']) => ({ id: 1, cadastreOwners: ownerDetails.map((o) => o.name), ownerDetails }) as unknown as LocationTableRow;

describe('the owners (from the cadastre) column', () => {
  const r = row([
    { name: 'Gemeente Almere', ownerType: 'municipality', source: 'brk' },
    { name: 'Bouw B.V.', ownerType: 'company', source: null },
    { name: 'Buurman', ownerType: 'natural_person', source: 'hand' },
  ]);

  it("shows each owner's type beside the name, translated, and those entered by hand apart", () => {
    expect(owners.format(r, ctx('nl'))).toBe('Gemeente Almere (Gemeente), Bouw B.V. (Bedrijf) · met de hand: Buurman (Natuurlijk persoon)');
    expect(owners.format(r, ctx('en'))).toBe('Gemeente Almere (Municipality), Bouw B.V. (Company) · by hand: Buurman (Natural person)');
  });

  it('is empty without owners and sorts by the names', () => {
    expect(owners.format(row([]), ctx('nl'))).toBe('');
    expect(owners.value(r, ctx('nl'))).toBe('Gemeente Almere, Bouw B.V., Buurman');
  });
});
