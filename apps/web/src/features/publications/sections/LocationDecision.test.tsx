import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicLocation, PublicPage, PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { locationSummary } from './location_summary';
import type { SectionProps } from './types';

// A location's own page decides as the list does (issue #42): the location summary carries the visitor's name and
// accept/reject on a search query's page that allows it, and nothing of it anywhere else.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'nl', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

const location = { name: 'Kavel Oost 7', key: 'k7', lat: 52, lon: 5, status: null, statusName: 'Open voor bod', phaseName: null, display_address: null, city: 'Almere', municipality: 'Almere', plotnr: null, plotsize: 1200, businesspark: null, rating: null, plots: [], zones: [], maxHeight: null, maxFsi: null, constraints: [], concepts: [], gridCapacity: null } as unknown as PublicLocation;
const page = (type: string, allowAcceptReject: boolean) =>
  ({
    publication: { name: 'Zoektocht Oost', description: null, key: 'pubkey', type, status: 2, reference: null, allowAcceptReject, ratingMode: 'none' },
    company: { name: 'Bouwbedrijf', key: 'bouw', style: { hasCustomStyle: false, textColor: '#000', primaryColor: '#0b6e4f', secondaryColor: '#f2a541' } },
    sections: [],
    location,
    locations: [],
    searchquery: null,
  }) as unknown as PublicPage;
const section = { id: 1, type: 'location_summary', order: 0, param1: null, param2: null, questions: [] } as unknown as PublicSection;

function render(p: PublicPage, mode: SectionProps['mode'] = 'public'): string {
  const Render = locationSummary.Render;
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(Render, { section, page: p, mode }))),
    ),
  );
}

describe("a location's own page of a publication", () => {
  it('offers accept and reject, named for the location, once the visitor gives a name, on a search query that allows it', () => {
    const html = render(page('searchquery', true));
    expect(html).toContain('data-testid="pub-location-decision"');
    expect(html).toContain('Uw naam');
    expect(html).toContain('aria-label="Kavel Oost 7 accepteren"');
    expect(html).toContain('aria-label="Kavel Oost 7 afwijzen"');
    // no name given yet: both wait for it
    expect(html.match(/<button[^>]*disabled=""[^>]*aria-label="Kavel Oost 7 (accepteren|afwijzen)"/g)).toHaveLength(2);
  });

  it('offers nothing where the publication does not allow it, nor on another type (the server decides on search queries only)', () => {
    for (const p of [page('searchquery', false), page('location', true), page('concept', true)]) expect(render(p)).not.toContain('pub-location-decision');
  });
});
