import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicLocation, PublicLocationDetails, PublicPage, PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import LocationBusiness from './location_business';
import LocationContext from './location_context';
import LocationCurrentSituation from './location_current_situation';
import LocationCustomfields from './location_customfields';
import LocationFilterSummary from './location_filter_summary';
import { nextIndex } from './carrousel';
import LocationsCarrousel from './locations_carrousel';
import LocationsSummary, { summarize } from './locations_summary';
import LocationsTable from './locations_table';
import PublicationsList from './publications_list';
import { figureText } from './parcelFigures';
import { sectionRegistry } from './registry';
import type { SectionProps } from './types';

// The location and locations sections rendered to HTML (no DOM needed): Dutch number formats, links to each
// location's page, the server's figures with their labels, and a clear empty state whenever data is missing.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

const loc = (name: string, key: string, plotsize: number | null, statusName: string | null, phaseName: string | null = null): PublicLocation => ({
  name, key, lat: 52, lon: 5, status: null, statusName, phaseName, display_address: `${name}straat 1`, city: 'Utrecht', municipality: 'Utrecht',
  plotnr: 'UTR01 A 12', plotsize, businesspark: null, rating: null, plots: [], zones: [], maxHeight: null, maxFsi: null,
  constraints: [], concepts: [], gridCapacity: null,
});
const three = [loc('Akker', 'a1', 12000, 'Kansrijk', 'Verkenning'), loc('Beemd', 'b2', 3456, 'Kansrijk'), loc('Cour', 'c3', null, null, 'Verkenning')];
const details: PublicLocationDetails = {
  customFields: [
    { name: 'Bestemmingswens', kind: 'text', value: 'Wonen, Zorg' },
    { name: 'Vraagprijs per m²', kind: 'number', value: '1234.5' },
    { name: 'Bodemonderzoek gedaan', kind: 'checkbox', value: 'true' },
  ],
  currentSituation: [
    { key: 'building_count', label: { nl: 'Aantal gebouwen', en: 'Number of buildings' }, unit: 'count', value: 3, source: { source: 'Kadaster / PDOK, BAG (CC0)', date: '2026-11-20', importedOn: '2026-11-27' } },
    { key: 'gfa', label: { nl: 'BVO', en: 'GFA' }, unit: 'm2', value: 12345.4, source: { source: 'Kadaster / PDOK, BAG (CC0)', date: '2026-11-20', importedOn: '2026-11-27' } },
  ],
  context: [
    { key: 'distance_supermarket', label: { nl: 'Afstand tot supermarkt', en: 'Distance to a supermarket' }, unit: 'km', value: 1.25, source: { source: 'Voorzieningen (supermarkten, scholen, zorg)', date: '2026-11-21', importedOn: '2026-11-27' } },
    { key: 'demography_woz_value', label: { nl: 'WOZ-waarde', en: 'WOZ value' }, unit: 'thousand_eur', value: 312, source: null },
  ],
  business: [],
  filterSummary: {
    query: 'Bouwgrond Utrecht',
    score: 87.46,
    filters: [
      { label: { nl: 'Perceeloppervlakte', en: 'Plot area' }, unit: 'm2', value: 1500, matched: true },
      { label: { nl: 'Monument op het perceel', en: 'Monument on the plot' }, unit: 'yes_no', value: 1, matched: false },
      { label: { nl: 'Gemeente', en: 'Municipality' }, unit: null, value: null, matched: null },
    ],
  },
};
const section = (type: string) => ({ id: 1, type, order: 10, param1: null, param2: null, questions: [] }) as unknown as PublicSection;
const basePage = {
  publication: { name: 'Kavels', description: null, key: 'pubkey', type: 'searchquery', status: 2, reference: null, allowAcceptReject: false, ratingMode: 'view' },
  company: { name: 'Bouwbedrijf', key: 'bouw', style: { hasCustomStyle: false, textColor: '#000', primaryColor: '#0b6e4f', secondaryColor: '#f2a541' } },
  sections: [],
  location: null,
  locations: [],
  searchquery: null,
} as unknown as PublicPage;
const pageWith = (over: Partial<PublicPage>): PublicPage => ({ ...basePage, ...over });

async function render(Render: ComponentType<SectionProps>, type: string, page: PublicPage, lang = 'en', mode: SectionProps['mode'] = 'public'): Promise<string> {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(Render, { section: section(type), page, mode }))),
    ),
  ).replace(/&#x27;/g, "'");
}

describe('locations and location sections', () => {
  it('are in the registry, each loaded only when a page has one', () => {
    const types = ['locations_carrousel', 'locations_table', 'locations_summary', 'location_customfields', 'location_current_situation', 'location_context', 'location_business', 'location_filter_summary', 'publications_list'] as const;
    for (const type of types) expect(sectionRegistry[type]?.Render.name, type).toBe('LazySection');
    for (const type of ['locations_carrousel', 'locations_table', 'locations_summary'] as const) expect(sectionRegistry[type]!.for).toEqual(['searchquery', 'business_park', 'population_core']);
    expect(sectionRegistry.location_filter_summary!.for).toEqual(['searchquery']);
    expect(sectionRegistry.publications_list!.for).toContain('state_index');
  });

  it('sums the locations: count, total plot area in Dutch whole m², per status and per phase', async () => {
    expect(summarize(three)).toEqual({
      count: 3,
      area: 15456,
      statuses: [{ name: 'Kansrijk', count: 2, area: 15456 }, { name: null, count: 1, area: 0 }],
      phases: [{ name: 'Verkenning', count: 2, area: 12000 }, { name: null, count: 1, area: 3456 }],
    });
    const html = await render(LocationsSummary, 'locations_summary', pageWith({ locations: three }), 'nl');
    expect(html).toContain('15.456 m²');
    expect(html).toContain('Kansrijk');
    expect(html).toContain('Geen status');
    expect(html).toMatch(/Verkenning<\/td><td class="pub-num">2<\/td><td class="pub-num">12\.000 m²/);
    expect(html).toContain('Geen fase');
    expect(await render(LocationsSummary, 'locations_summary', basePage)).toContain('data-testid="section-empty"');
  });

  it('tables the locations with links to their pages and Dutch figures', async () => {
    const html = await render(LocationsTable, 'locations_table', pageWith({ locations: three }), 'nl');
    expect(html.match(/data-testid="pub-table-row"/g)).toHaveLength(3);
    expect(html).toContain('href="/pub/searchquery/pubkey/a1"');
    expect(html).toContain('12.000 m²');
    expect(html).toContain('UTR01 A 12');
    expect(await render(LocationsTable, 'locations_table', pageWith({ locations: three }), 'en', 'preview')).not.toContain('href=');
    expect(await render(LocationsTable, 'locations_table', basePage)).toContain('This search query has no locations.');
  });

  it('shows one location card at a time, moved by the arrow keys, Home and End', async () => {
    expect([nextIndex('ArrowRight', 2, 3), nextIndex('ArrowLeft', 0, 3), nextIndex('Home', 2, 3), nextIndex('End', 0, 3), nextIndex('a', 1, 3)]).toEqual([0, 2, 0, 2, null]);
    const html = await render(LocationsCarrousel, 'locations_carrousel', pageWith({ locations: three }), 'nl');
    expect(html).toContain('data-name="Akker"');
    expect(html).not.toContain('data-name="Beemd"');
    expect(html).toContain('1 van 3');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('1,20 ha');
    expect(await render(LocationsCarrousel, 'locations_carrousel', basePage)).toContain('data-testid="section-empty"');
  });

  it('shows the public custom fields the server sent (numbers in Dutch, a checkbox as yes or no), and says so when there are none', async () => {
    const page = pageWith({ location: three[0]!, locationDetails: details });
    const html = await render(LocationCustomfields, 'location_customfields', page, 'nl');
    expect(html).toContain('<th scope="row">Bestemmingswens</th><td>Wonen, Zorg</td>');
    expect(html).toContain('<td>1.234,5</td>');
    expect(html).toContain('Bodemonderzoek gedaan</th><td>Ja</td>');
    expect(await render(LocationCustomfields, 'location_customfields', pageWith({ location: three[0]! }))).toContain('No public custom fields');
    expect(await render(LocationCustomfields, 'location_customfields', basePage)).toContain('No location is linked.');
  });

  it('writes parcel figures with their labels in the page language and Dutch units', async () => {
    const page = pageWith({ location: three[0]!, locationDetails: details });
    const now = await render(LocationCurrentSituation, 'location_current_situation', page, 'nl');
    expect(now).toContain('Aantal gebouwen');
    expect(now).toContain('12.345 m²');
    // provenance: each figure's data set on hover, and the section's sources once each in small print (so the PDF has them)
    expect(now).toContain('title="Kadaster / PDOK, BAG (CC0), stand 20 nov 2026 (geïmporteerd 27 nov 2026)"');
    expect(now.match(/Kadaster \/ PDOK, BAG \(CC0\), stand 20 nov 2026 \(geïmporteerd 27 nov 2026\)/g)).toHaveLength(4);
    expect(now).toMatch(/data-testid="pub-figures-currentSituation-sources">Bron: Kadaster \/ PDOK, BAG \(CC0\), stand 20 nov 2026 \(geïmporteerd 27 nov 2026\)</);
    const around = await render(LocationContext, 'location_context', page, 'nl');
    expect(around).toContain('Afstand tot supermarkt');
    expect(around).toContain('1,3 km');
    expect(around).toMatch(/€\s312\.000/); // Intl writes a no-break space after the sign
    expect(around).toContain('Voorzieningen (supermarkten, scholen, zorg), stand 21 nov 2026 (geïmporteerd 27 nov 2026)');
    expect(await render(LocationContext, 'location_context', page, 'en')).toContain('Distance to a supermarket');
    expect(await render(LocationBusiness, 'location_business', page)).toContain('No business figures are known for this location.');
    expect(figureText({ unit: 'yes_no', value: 1 }, 'nl', i18n.getFixedT('nl'))).toBe('Ja');
    expect(figureText({ unit: 'ten_thousand_residents', value: 12.5 }, 'nl', i18n.getFixedT('nl'))).toBe('125.000');
  });

  it('summarizes a search query location: score and each filter passed or not', async () => {
    const html = await render(LocationFilterSummary, 'location_filter_summary', pageWith({ location: three[0]!, locationDetails: details }), 'nl');
    expect(html).toContain('Zoekopdracht: Bouwgrond Utrecht');
    expect(html).toContain('Score: 87,5');
    expect(html).toMatch(/data-matched="true"><td>Perceeloppervlakte<\/td><td class="pub-num">1\.500 m²<\/td><td>Ja/);
    expect(html).toMatch(/data-matched="false"><td>Monument op het perceel<\/td><td class="pub-num">Ja<\/td><td>Nee/);
    expect(html).toMatch(/data-matched="null"><td>Gemeente<\/td><td class="pub-num"><\/td><td>onbekend/);
    expect(await render(LocationFilterSummary, 'location_filter_summary', basePage)).toContain('Shown on the page of each location');
  });

  it('links the company publications but not the page itself, and the company index', async () => {
    const publications = [
      { name: 'Kavels', type: 'searchquery', key: 'pubkey' },
      { name: 'Villa Zon', type: 'location', key: 'villa' },
    ] as PublicPage['publications'];
    const html = await render(PublicationsList, 'publications_list', pageWith({ publications }));
    expect(html).toContain('href="/pub/location/villa"');
    expect(html).not.toContain('href="/pub/searchquery/pubkey"');
    expect(html).toContain('href="/pub/index/bouw"');
    expect(await render(PublicationsList, 'publications_list', basePage)).toContain('There are no other publications yet.');
  });
});
