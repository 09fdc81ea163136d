import type { FinanceWarning } from '@plotwise/core/finance/index';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import nl from '../i18n/nl.json';
import { financeWarningText } from './financeWarnings';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'nl', resources: { nl: { translation: nl }, en: { translation: en } }, interpolation: { escapeValue: false } });
});
const text = (w: FinanceWarning, lang: 'nl' | 'en') => financeWarningText(w, i18n.getFixedT(lang), lang);

describe('financeWarningText', () => {
  it("writes the unpriced open galleries' area as the reader writes numbers", () => {
    const w: FinanceWarning = { code: 'galleries_unpriced', message: '', count: 1234, names: [] };
    expect(text(w, 'nl')).toBe('Open galerijen van 1.234 m² vallen buiten de bvo en geen kostenpost prijst ze: voeg een post per m² galerij toe.');
    expect(text(w, 'en')).toBe('Open galleries of 1,234 m² are outside the gross floor area and no cost line prices them: add a line per m² open gallery.');
  });

  it('names building types in the reader\'s language', () => {
    const w: FinanceWarning = { code: 'no_construction_costs_for_types', message: '', count: 2, names: ['towers', 'parking'] };
    expect(text(w, 'nl')).toBe(`Geen bouwkosten voor ${nl.sheets.buildingTypes.towers}, ${nl.sheets.buildingTypes.parking}: hun vloeroppervlak kost in deze cijfers niets.`);
  });
});
