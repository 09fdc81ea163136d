import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { indicatorTypes, scoreMissingReasons, type PublicArea, type PublicPage, type PublicScore, type PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import BusinessParkCompanies from './business_park_companies';
import BusinessParkDescription from './business_park_description';
import BusinessParkList from './business_park_list';
import BusinessParkScores from './business_park_scores';
import BusinessParkSummary from './business_park_summary';
import MunicipalityScores from './municipality_scores';
import PopulationCoreSummary from './population_core_summary';
import { formatScore } from './areaSectionRenderers';
import { sectionRegistry } from './registry';
import type { SectionProps } from './types';

// The area sections rendered to HTML: register facts and indicators in Dutch number formats, a plain reason where an
// indicator has no data, and an empty state (never an error) where the page has no area figures at all.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

const area: PublicArea = {
  kind: 'business_park',
  name: 'De Knar',
  register: { rin: '9960/001', municipality: 'Knarwijk', kind: 'gemengd bedrijventerrein', status: 'bestaand', startYear: 1985, grossHa: 42.5, netHa: 31.2, environmentalCategory: '4.1' },
  basis: 'register_outline',
  locations: 2,
  areaM2: 200_000,
  buildings: { count: 1234, footprintM2: 50_000, withYear: 3, before1985: 1, before1995: 2 },
  companies: { count: 3, withBoth: 2, employees: 1180, employees2018: 1160 },
  parks: [{ name: 'De Knar', rin: '9960/001', kind: 'gemengd', grossHa: 42.5, netHa: null }],
  sources: {
    register: { source: 'Provincies, IBIS bedrijventerreinen', date: '2026-11-20', importedOn: '2026-11-27' },
    buildings: { source: 'Kadaster / PDOK, BAG (CC0)', date: '2026-11-21', importedOn: '2026-11-27' },
    companies: { source: 'Bedrijvenregister', date: null, importedOn: '2026-11-27' },
  },
};
const ibis = area.sources!.register!;
const roads = { source: 'Rijkswaterstaat, Nationaal Wegenbestand (CC0)', date: '2026-11-16', importedOn: '2026-11-27' };
const score = (s: Omit<PublicScore, 'detail' | 'sources'> & Partial<PublicScore>): PublicScore => ({ detail: null, sources: [], ...s });
const scores: PublicScore[] = [
  score({ type: 'gross_hectares', name: '', description: null, unit: 'ha', value: 42.5, missing: null, sources: [ibis] }),
  score({ type: 'site_coverage_total', name: 'Bebouwd', description: 'van het terrein', unit: 'ratio', value: 0.254, missing: null }),
  score({ type: 'job_development_2018', name: '', description: null, unit: 'jobs', value: 1200, missing: null }),
  score({ type: 'distance_to_highway', name: '', description: null, unit: 'km', value: 2.35, missing: null, sources: [ibis, roads] }),
  score({ type: 'height_difference_3m', name: '', description: null, unit: 'ratio', value: null, missing: 'no_heights' }),
  score({ type: 'deviating_main_environmental_category', name: '', description: null, unit: 'yes_no', value: 1, missing: null, detail: '2' }),
  score({ type: 'custom', name: 'Eigen', description: null, unit: 'score', value: 8, missing: null }),
];
const section = (type: string, extra: Partial<PublicSection> = {}) =>
  ({ id: 1, type, order: 10, param1: null, param2: null, questions: [], ...extra }) as PublicSection;
const pageWith = (a: PublicArea | undefined) => ({ area: a, sections: [] }) as unknown as PublicPage;

async function render(Render: ComponentType<SectionProps>, s: PublicSection, page: PublicPage, lang = 'en'): Promise<string> {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(Render, { section: s, page, mode: 'public' }))),
  ).replace(/&#x27;/g, "'");
}

describe('area sections', () => {
  it('are in the registry for their publication type (the park list also for a municipality), the scores with indicators', () => {
    expect(sectionRegistry.business_park_summary?.for).toEqual(['business_park']);
    expect(sectionRegistry.population_core_scores?.for).toEqual(['population_core']);
    expect(sectionRegistry.municipality_description?.for).toEqual(['municipality']);
    expect(sectionRegistry.business_park_list?.for).toEqual(['business_park', 'municipality']);
    for (const type of ['business_park_scores', 'population_core_scores', 'municipality_scores'] as const) expect(sectionRegistry[type]?.indicators).toBe(true);
    expect(sectionRegistry.business_park_summary?.indicators).toBeUndefined();
  });

  it('every indicator type and missing reason has words in both languages', () => {
    for (const cat of [en, nl]) {
      for (const t of indicatorTypes) expect(cat.publications.indicators[t], t).toBeTruthy();
      for (const r of scoreMissingReasons) expect(cat.publications.area.missing[r], r).toBeTruthy();
    }
  });

  it('a summary shows the register record in Dutch number formats', async () => {
    const html = await render(BusinessParkSummary, section('business_park_summary'), pageWith(area), 'nl');
    expect(html).toContain('Bedrijventerrein in het kort');
    expect(html).toContain('42,5 ha');
    expect(html).toContain('31,2 ha');
    expect(html).toContain('1.234'); // buildings
    expect(html).toContain('gemengd bedrijventerrein');
    expect(html).not.toContain('9960/001'); // the register number is not a fact a visitor needs
    expect(html).toContain('data-testid="area-sources"');
    expect(html).toContain('Bron: Provincies, IBIS bedrijventerreinen, stand 20 nov 2026 (geïmporteerd 27 nov 2026); Kadaster / PDOK, BAG (CC0), stand 21 nov 2026 (geïmporteerd 27 nov 2026)');
    expect(html).toMatch(/data-fact="Bruto oppervlakte" title="Provincies, IBIS bedrijventerreinen, stand 20 nov 2026 \(geïmporteerd 27 nov 2026\)"/);
  });

  it('scores show each value by its unit, the author name, and a plain reason without data', async () => {
    const html = await render(BusinessParkScores, section('business_park_scores', { scores }), pageWith(area), 'nl');
    expect(html).toContain('Bruto hectares');
    expect(html).toContain('42,5 ha');
    expect(html).toContain('Bebouwd');
    expect(html).toContain('25');
    expect(html).toContain('+1.200');
    expect(html).toContain('Afstand tot snelweg');
    expect(html).toContain('2,4 km');
    expect(html).toContain('geen 3D BAG-hoogtes');
    expect(html).toContain('Ja (hoofdcategorie 2)');
    // provenance: printed under the indicator (so the PDF has it) and on hover, with the import date in Dutch format
    expect(html).toContain('Bron: Provincies, IBIS bedrijventerreinen, stand 20 nov 2026 (geïmporteerd 27 nov 2026); Rijkswaterstaat, Nationaal Wegenbestand (CC0), stand 16 nov 2026 (geïmporteerd 27 nov 2026)');
    expect(html).toMatch(/<tr[^>]*data-indicator="gross_hectares"[^>]*title="Bron: Provincies, IBIS bedrijventerreinen, stand 20 nov 2026 \(geïmporteerd 27 nov 2026\)"/);
    expect(html).toContain('Bron: eigen score van de auteur');
    // a missing value names no source
    expect(html).not.toMatch(/data-indicator="height_difference_3m"[^>]*title=/);
    expect(html).toContain('IBIS-register');
    expect(formatScore({ unit: 'ratio', value: 0.254 }, 'nl')).toMatch(/^25\s?%$/);
    expect(formatScore({ unit: 'jobs', value: -3 }, 'en')).toBe('-3');
    expect(formatScore({ unit: 'score', value: 7.25 }, 'nl')).toBe('7,3');
  });

  it('a population core measured in its CBS outline shows its inhabitants with the CBS edition as source', async () => {
    const cbs = { source: 'CBS, Bevolkingskernen 2021 (CC BY 4.0)', date: '2026-11-15', importedOn: '2026-11-27' };
    const core: PublicArea = { ...area, kind: 'population_core', name: 'Knarwijk', register: null, basis: 'cbs_outline', inhabitants: 10500, parks: [], sources: { cbs } };
    const html = await render(PopulationCoreSummary, section('population_core_summary'), pageWith(core), 'nl');
    expect(html).toMatch(/data-fact="Inwoners" title="CBS, Bevolkingskernen 2021 \(CC BY 4.0\), stand 15 nov 2026 \(geïmporteerd 27 nov 2026\)"/);
    expect(html).toContain('10.500');
    expect(html).toContain('Bron: CBS, Bevolkingskernen 2021 (CC BY 4.0), stand 15 nov 2026 (geïmporteerd 27 nov 2026)');
  });

  it('without figures every section renders a clear empty state, never an error', async () => {
    for (const [Render, type] of [
      [BusinessParkSummary, 'business_park_summary'],
      [BusinessParkDescription, 'business_park_description'],
      [BusinessParkCompanies, 'business_park_companies'],
      [BusinessParkList, 'business_park_list'],
      [BusinessParkScores, 'business_park_scores'],
      [MunicipalityScores, 'municipality_scores'],
      [PopulationCoreSummary, 'population_core_summary'],
    ] as const) {
      const html = await render(Render, section(type), pageWith(undefined));
      expect(html, type).toContain('data-testid="section-empty"');
    }
  });

  it('a description has the author text and a sentence of the register; companies and the park list show their figures', async () => {
    const html = await render(BusinessParkDescription, section('business_park_description', { param2: 'Goed bereikbaar.' }), pageWith(area), 'nl');
    expect(html).toContain('Goed bereikbaar.');
    expect(html).toContain('De Knar is een gemengd bedrijventerrein.');
    expect(html).toContain('We hebben hier 2 locaties.');
    const companies = await render(BusinessParkCompanies, section('business_park_companies'), pageWith(area), 'nl');
    expect(companies).toContain('1.180');
    expect(companies).toContain('1.160');
    const list = await render(BusinessParkList, section('business_park_list'), pageWith(area), 'en');
    expect(list).toContain('data-rin="9960/001"');
    expect(list).toContain('42.5 ha');
  });
});
