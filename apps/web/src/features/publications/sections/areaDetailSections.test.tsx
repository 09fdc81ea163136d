import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaContextFigureKeys, type PublicArea, type PublicPage, type PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import BusinessParkDensify from './business_park_densify';
import BusinessParkRegulations from './business_park_regulations';
import MunicipalityContext from './municipality_context';
import PopulationCoreContext from './population_core_context';
import { formatContextFigure } from './AreaContext';
import MunicipalityMapSvg from './MunicipalityMapSvg';
import StateMunicipalityMap from './state_municipality_map';
import { sectionRegistry } from './registry';
import type { SectionProps } from './types';

// The regulations, densification and context sections rendered to HTML: bestemmingen with their share, maatvoeringen,
// the omgevingsplan's norms with their date, densification figures with their basis and a plain reason where a limit
// is unknown, CBS figures with their period, in Dutch number formats; an empty state (never an error) without data.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

const area: PublicArea = {
  kind: 'business_park',
  name: 'De Knar',
  register: { rin: '9960/001', municipality: 'Knarwijk', kind: null, status: null, startYear: null, grossHa: 42.5, netHa: 31.2, environmentalCategory: '4.1' },
  basis: 'register_outline',
  locations: 2,
  areaM2: 200_000,
  buildings: { count: 3, footprintM2: 1200, withYear: 2, before1985: 1, before1995: 2 },
  companies: null,
  zoning: {
    plans: [{ planId: 'NL.IMRO.9960.BPknar-VA01', name: 'Bestemmingsplan De Knar', date: '2019-03-01', status: 'vastgesteld' }],
    zones: [
      { name: 'Bedrijventerrein', category: 'bedrijventerrein', share: 0.75 },
      { name: 'Verkeer', category: 'verkeer', share: 0.25 },
    ],
    dimensions: [
      { name: 'maximum bebouwingspercentage (%)', value: '60', kind: 'gsi', zone: 'Bedrijventerrein', share: 0.75 },
      { name: 'maximum bouwhoogte (m)', value: '12,5', kind: 'building_height', zone: 'Bedrijventerrein', share: 0.75 },
    ],
    buildingPlaneShare: 0.5,
    environmentalCategories: ['bedrijf tot en met categorie 3.2'],
    omgevingsplan: {
      pons: true,
      rulesAsOf: '2024-05-01',
      rules: 2,
      norms: [{ name: 'maximum bouwhoogte', value: '15', unit: 'm', place: 'Knar industriegebied', besluit: '/akn/nl/bill/gm9960/2024/1', date: '2024-04-15' }],
      articles: [{ reference: 'Artikel 2.14', title: 'Bouwhoogte', url: 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9960_2024_omgevingsplan' }],
    },
  },
  densify: {
    netAreaSquareMeters: 312_000,
    netBasis: 'register_net',
    footprintSquareMeters: 1200,
    coverage: 1200 / 312_000,
    maxCoverage: 0.6,
    maxCoverageBasis: 'bebouwingspercentage',
    maxCoverageShare: 0.75,
    maxHeightMeters: 12.5,
    maxBuiltSquareMeters: 187_200,
    maxVolumeCubicMeters: 2_340_000,
    roomSquareMeters: 186_000,
    roomShare: 186_000 / 312_000,
  },
};
const context: NonNullable<PublicArea['context']> = {
  level: 'gemeente',
  code: 'GM9960',
  name: 'Knarwijk',
  year: 2024,
  figures: [
    { key: 'population', value: 25_845 },
    { key: 'averageHouseholdSize', value: 2.15 },
    { key: 'distanceToSupermarket', value: 0.8 },
  ],
};
const section = (type: string, extra: Partial<PublicSection> = {}) =>
  ({ id: 1, type, order: 10, param1: null, param2: null, questions: [], ...extra }) as PublicSection;
const pageWith = (a: PublicArea | undefined) => ({ area: a, sections: [] }) as unknown as PublicPage;

async function render(Render: ComponentType<SectionProps>, s: PublicSection, page: PublicPage, lang = 'en'): Promise<string> {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(Render, { section: s, page, mode: 'public' }))),
    ),
  ).replace(/&#x27;/g, "'");
}

describe('area regulations, densification and context sections', () => {
  it('are in the registry (the editor offers them) for their publication type', () => {
    expect(sectionRegistry.business_park_regulations?.for).toEqual(['business_park']);
    expect(sectionRegistry.business_park_densify?.for).toEqual(['business_park']);
    expect(sectionRegistry.population_core_context?.for).toEqual(['population_core']);
    expect(sectionRegistry.municipality_context?.for).toEqual(['municipality']);
  });

  it('every CBS figure has a label in both languages', () => {
    for (const cat of [en, nl]) for (const k of areaContextFigureKeys) expect(cat.publications.areaDetails.cbs[k], k).toBeTruthy();
  });

  it('regulations: bestemmingen with their share, maatvoeringen, categories, the omgevingsplan with its dates, the plan as source', async () => {
    const html = await render(BusinessParkRegulations, section('business_park_regulations'), pageWith(area), 'nl');
    expect(html).toContain('data-zone="Bedrijventerrein"');
    expect(html).toMatch(/75\s?%/);
    expect(html).toContain('maximum bouwhoogte (m)');
    expect(html).toContain('12,5');
    expect(html).toContain('bedrijf tot en met categorie 3.2');
    expect(html).toContain('Er ligt een pons');
    expect(html).toContain('Er gelden 2 regels.');
    expect(html).toContain('Knar industriegebied');
    expect(html).toContain('15 apr 2024');
    expect(html).toContain('Artikel 2.14 Bouwhoogte');
    expect(html).toContain('Bron: bestemmingsplannen (IMRO) Bestemmingsplan De Knar, 1 mrt 2019');
  });

  it('densify: the figures in Dutch formats with their basis, and a plain explanation when a limit is unknown', async () => {
    const html = await render(BusinessParkDensify, section('business_park_densify'), pageWith(area), 'nl');
    expect(html).toContain('31,20 ha'); // net area from the register
    expect(html).toContain('1.200 m²');
    expect(html).toContain('187.200 m²');
    expect(html).toContain('186.000 m²');
    expect(html).toContain('2.340.000 m³');
    expect(html).toMatch(/60\s?%/);
    expect(html).toContain('Netto oppervlakte uit het IBIS-register.');
    expect(html).toMatch(/gesteld voor 75\s?% van het gebied/);
    const unknown: PublicArea = {
      ...area,
      register: null,
      densify: { ...area.densify!, netAreaSquareMeters: 200_000, netBasis: 'measured', maxCoverage: null, maxCoverageBasis: 'unknown', maxCoverageShare: 0, maxHeightMeters: null, maxBuiltSquareMeters: null, maxVolumeCubicMeters: null, roomSquareMeters: null, roomShare: null },
    };
    const plain = await render(BusinessParkDensify, section('business_park_densify'), pageWith(unknown), 'en');
    expect(plain).toContain('The room left is not known');
    expect(plain).toContain('the maximum coverage is unknown');
    expect(plain).toContain('the build volume is unknown');
    expect(plain).not.toContain('NaN');
  });

  it('context: CBS figures in the page number format with the CBS area and period', async () => {
    const html = await render(MunicipalityContext, section('municipality_context'), pageWith({ ...area, kind: 'municipality', context }), 'nl');
    expect(html).toContain('25.845');
    expect(html).toContain('2,2'); // average household size, one decimal
    expect(html).toContain('0,8 km');
    expect(html).toContain('Bron: CBS kerncijfers, gemeente Knarwijk (GM9960), 2024.');
    expect(formatContextFigure('averageWozValue', 310, 'nl')).toBe('€ 310 dzd.');
  });

  it('without figures every section renders a clear empty state, never an error', async () => {
    for (const [Render, type] of [
      [BusinessParkRegulations, 'business_park_regulations'],
      [BusinessParkDensify, 'business_park_densify'],
      [PopulationCoreContext, 'population_core_context'],
      [MunicipalityContext, 'municipality_context'],
    ] as const) {
      expect(await render(Render, section(type), pageWith(undefined)), type).toContain('data-testid="section-empty"');
      const bare = { ...area, zoning: undefined, densify: undefined, context: null };
      expect(await render(Render, section(type), pageWith(bare)), type).toContain('data-testid="section-empty"');
    }
  });

  it('state_municipality_map: a list of the municipalities with links to their publications; the SVG links each outline; empty without any', async () => {
    const square = (x: number) => ({ type: 'MultiPolygon', coordinates: [[[[x, 0], [x + 1000, 0], [x + 1000, 1000], [x, 1000], [x, 0]]]] });
    const municipalityMap = [
      { name: 'Amsterdam', outline: square(0), publications: [{ name: 'Amsterdam', type: 'municipality' as const, key: 'k-ams' }, { name: 'Oostenburg', type: 'population_core' as const, key: 'k-oost' }] },
      { name: 'Knarwijk', outline: null, publications: [{ name: 'De Knar', type: 'business_park' as const, key: 'k-knar' }] },
    ];
    const page = { area: undefined, sections: [], municipalityMap, company: { name: 'X', key: 'x', style: { primaryColor: '#123456' } } } as unknown as PublicPage;
    expect(sectionRegistry.state_municipality_map?.for).toEqual(['state_index', 'municipality_index']);
    const html = await render(StateMunicipalityMap, section('state_municipality_map'), page, 'nl');
    expect(html).toContain('data-municipality="Amsterdam"');
    expect(html).toContain('href="/pub/municipality/k-ams"');
    expect(html).toContain('href="/pub/populationcore/k-oost"');
    expect(html).toContain('href="/pub/businesspark/k-knar"');
    const svg = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(I18nextProvider, { i18n }, createElement(MunicipalityMapSvg, { municipalities: municipalityMap, color: '#123456', linked: true }))),
    );
    expect(svg.match(/data-testid="municipality-map-link"/g)).toHaveLength(1); // Knarwijk has no outline: in the list only
    expect(svg).toContain('href="/pub/municipality/k-ams"');
    expect(svg).toContain('<title>Amsterdam</title>');
    const none = await render(StateMunicipalityMap, section('state_municipality_map'), { ...page, municipalityMap: [] } as PublicPage);
    expect(none).toContain('data-testid="section-empty"');
    const noOutlines = await render(StateMunicipalityMap, section('state_municipality_map'), { ...page, municipalityMap: [municipalityMap[1]!] } as PublicPage);
    expect(noOutlines).toContain('data-testid="municipality-map-no-outlines"');
  });
});
