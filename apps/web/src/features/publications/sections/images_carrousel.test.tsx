import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicImage, PublicPage, PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import ImagesCarrousel from './images_carrousel';
import { sectionRegistry } from './registry';

// The images carrousel rendered to HTML (no DOM needed): one image at a time with its caption, its size known before
// it loads, previous/next and the position; every image at once when printed; a clear empty state without images.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  delete (globalThis as { plotwisePrint?: boolean }).plotwisePrint;
});

const images: PublicImage[] = [
  { url: '/api/publications/images/pk/aaaa', alt: 'Vooraanzicht', width: 640, height: 360 },
  { url: '/api/publications/images/pk/bbbb', alt: 'Achterzijde', width: 300, height: 400 },
];
const page = {
  publication: { name: 'Stationsplein', description: null, key: 'pk', type: 'location', status: 2, reference: null, allowAcceptReject: false, ratingMode: 'view' },
  company: { name: 'Bouwbedrijf', key: 'bouw', style: { hasCustomStyle: false, textColor: '#000', primaryColor: '#0b6e4f', secondaryColor: '#f2a541' } },
  sections: [],
  location: null,
  locations: [],
  searchquery: null,
} as unknown as PublicPage;

async function render(shown: PublicImage[] | undefined, lang = 'en', on: PublicPage = page): Promise<string> {
  await i18n.changeLanguage(lang);
  const section = { id: 1, type: 'images_carrousel', order: 10, param1: null, param2: null, questions: [], ...(shown ? { images: shown } : {}) } as PublicSection;
  return renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(ImagesCarrousel, { section, page: on, mode: 'public' }))),
  );
}

describe('images_carrousel', () => {
  it('is in the registry, loaded only when a page has one, with an image pick in the editor', () => {
    expect(sectionRegistry.images_carrousel?.Render.name).toBe('LazySection');
    expect(sectionRegistry.images_carrousel?.images).toBe(true);
    expect(sectionRegistry.images_carrousel?.for).toEqual(['location', 'concept', 'searchquery', 'business_park', 'population_core']);
  });

  it('shows the first image lazily, with alt text, caption and its size, and a way to the next', async () => {
    const html = await render(images);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(/<img src="\/api\/publications\/images\/pk\/aaaa" alt="Vooraanzicht" width="640" height="360" loading="lazy"/);
    expect(html).toContain('aspect-ratio:640 / 360');
    expect(html).toContain('<figcaption');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('1 of 2');
    expect(html).toContain('Previous');
    expect(html).toContain('Next');
    expect(await render(images, 'nl')).toContain('1 van 2');
    // one image: nothing to turn
    expect(await render(images.slice(0, 1))).not.toContain('Next');
  });

  it('prints every image at once (the PDF printer waits for them)', async () => {
    (globalThis as { plotwisePrint?: boolean }).plotwisePrint = true;
    const html = await render(images);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    expect(html).not.toContain('Previous');
  });

  it('says so when there is no image to show', async () => {
    for (const shown of [[], undefined]) {
      const html = await render(shown);
      expect(html).not.toContain('<img');
      expect(html).toContain('No images to show');
    }
    expect(await render([], 'nl')).toContain('Geen afbeeldingen om te tonen');
  });

  it("on a search query's list page says that each location's page shows its images", async () => {
    const list = { ...page, publication: { ...page.publication, type: 'searchquery' } } as PublicPage;
    expect(await render([], 'en', list)).toContain('open a location to see its images');
    expect(await render([], 'nl', list)).toContain('open een locatie');
    const onLocation = { ...list, location: { name: 'Kavel', key: 'k1' } } as unknown as PublicPage;
    expect(await render(images, 'en', onLocation)).toContain('alt="Vooraanzicht"');
    expect(await render([], 'en', onLocation)).toContain('the location has none yet');
  });
});
