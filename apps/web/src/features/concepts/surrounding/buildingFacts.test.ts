import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { SurroundingBuilding } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { factRows } from './buildingFacts';

const building: SurroundingBuilding = {
  identificatie: '0171100000012345',
  year: 1972,
  status: 'Pand in gebruik',
  use: 'woonfunctie',
  uses: [{ use: 'woonfunctie', units: 1 }],
  units: 1,
  floorAreaSquareMeters: 120,
  footprintSquareMeters: 80,
  onPlotSquareMeters: 0,
  heightMeters: 6.5,
  storeys: 2,
  roofType: 'multiple horizontal',
  addresses: [{ road: 'Polderweg', houseNumber: '45', postcode: '8300AD', city: 'Emmeloord' }],
} as SurroundingBuilding;

async function rows(lang: 'nl' | 'en', b: SurroundingBuilding) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
  return Object.fromEntries(factRows(b, i18n.t.bind(i18n) as never, lang).map(([id, , value]) => [id, value]));
}

describe('the facts of a surrounding building', () => {
  it("write 3D BAG's roof type and the postcode in the reader's language (issue 42: 'Daktype: horizontal')", async () => {
    expect((await rows('nl', building)).roof).toBe('meerdere platte delen');
    expect((await rows('en', { ...building, roofType: 'horizontal' })).roof).toBe('flat');
    expect((await rows('nl', { ...building, roofType: 'slanted' })).roof).toBe('hellend');
    expect((await rows('nl', building)).address).toBe('Polderweg 45 8300 AD Emmeloord');
  });

  it('shows a roof type 3D BAG adds later as it comes, and none as unknown', async () => {
    expect((await rows('nl', { ...building, roofType: 'curved' })).roof).toBe('curved');
    expect((await rows('nl', { ...building, roofType: null })).roof).toBe('onbekend');
  });
});
