import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicLocation, PublicPage, PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { sectionRegistry } from './registry';

// The public section "Grid capacity" rendered to HTML (no DOM needed): the line with its MW and date, the nearest-address
// note, Dutch number and date formats, and the empty state.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

const section = { id: 1, type: 'location_grid_capacity', order: 10, param1: null, param2: null } as unknown as PublicSection;
const pageWith = (gridCapacity: PublicLocation['gridCapacity']) => ({ location: { gridCapacity }, sections: [section] }) as unknown as PublicPage;

async function render(page: PublicPage, lang = 'en'): Promise<string> {
  await i18n.changeLanguage(lang);
  const kind = sectionRegistry.location_grid_capacity!;
  const html = renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(kind.Render, { section, page, mode: 'public' }))),
  );
  // the text without tags, as a reader sees it
  const entities: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' };
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, (e) => entities[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the location_grid_capacity section', () => {
  it('is in the registry for location pages', () => {
    expect(sectionRegistry.location_grid_capacity?.for).toContain('location');
  });

  it('shows the demand colour with its MW, feeding in and the date of the delivery', async () => {
    const text = await render(pageWith({ demand: 'red', generation: 'amber', demandAvailableMw: 12.5, asOf: '2025-03-01', nearest: false }));
    expect(text).toContain('Grid capacity for demand: congested (queue), 12.5 MW available');
    expect(text).toContain('feeding in: under investigation (queue)');
    expect(text).toMatch(/as of 1 Mar 2025/);
    expect(text).not.toContain('nearest');
  });

  it('in Dutch with a decimal comma, and says when the postcode is the nearest address\'s', async () => {
    const text = await render(pageWith({ demand: 'transparant', generation: 'transparant', demandAvailableMw: 12.5, asOf: '2025-03-01', nearest: true }), 'nl');
    expect(text).toContain('Netcapaciteit afname: beschikbaar, 12,5 MW beschikbaar');
    expect(text).toMatch(/stand 1 mrt\.? 2025 \(van het dichtstbijzijnde adres\)/);
  });

  it('without MW the line still has its colour; without data a clear empty state', async () => {
    expect(await render(pageWith({ demand: 'yellow', generation: 'red', demandAvailableMw: null, asOf: '2025-03-01', nearest: false }))).toContain('Grid capacity for demand: limited');
    expect(await render(pageWith(null))).toContain("The network operators' capacity map says nothing about this location.");
  });
});
