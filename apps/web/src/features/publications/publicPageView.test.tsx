import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicPage, PublicSection } from '@plotwise/contracts';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { PublicPageView } from './PublicPageView';
import { callToAction } from './sections/call_to_action';
import { VisitorView } from './sections/SectionFrame';

// Issue #39 item 6: a visitor sees only what is true and filled. A section with nothing to show is left out of the
// published page (and so of its PDF); the editor's preview still shows it, saying that visitors do not see it.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({
      lng: 'en',
      resources: { en: { translation: en }, nl: { translation: nl } },
      interpolation: { escapeValue: false },
    });
});

const section = (over: Partial<PublicSection>) =>
  ({
    id: 1,
    type: 'call_to_action',
    order: 10,
    param1: null,
    param2: null,
    questions: [],
    ...over,
  }) as unknown as PublicSection;
const page = (sections: PublicSection[]) =>
  ({
    publication: {
      name: 'Kavels',
      description: null,
      key: 'pubkey',
      type: 'location',
      status: 2,
      reference: null,
      allowAcceptReject: false,
      ratingMode: 'view',
    },
    company: {
      name: 'Bouwbedrijf',
      key: 'bouw',
      style: { hasCustomStyle: false, textColor: '#000', primaryColor: '#0b6e4f', secondaryColor: '#f2a541' },
    },
    sections,
    location: null,
    locations: [],
    searchquery: null,
  }) as unknown as PublicPage;

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, node)),
    ),
  );

const contact = (param2: string | null, visitor: boolean) =>
  html(
    createElement(
      VisitorView.Provider,
      { value: visitor },
      createElement(callToAction.Render, {
        section: section({ param2 }),
        page: page([]),
        mode: visitor ? 'public' : 'preview',
      }),
    ),
  );

describe('empty sections on a public page', () => {
  it('are left out for visitors and shown in the preview with a note, while a filled one shows to both', () => {
    expect(contact(null, true)).not.toContain('data-section="call_to_action"');
    const preview = contact(null, false);
    expect(preview).toContain('No contact details were given.');
    expect(preview).toContain('Visitors do not see this section while it is empty.');
    for (const visitor of [true, false]) {
      const filled = contact('info@bouw.nl', visitor);
      expect(filled).toContain('mailto:info@bouw.nl');
      expect(filled).not.toContain('data-testid="section-empty"');
    }
  });

  it("the published page sets the visitors' view, the preview does not", () => {
    // the published page's PDF link reads the page's language; the unit files share their globals, so it goes again
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    try {
      // a section of a kind this build does not know has nothing to show either
      const sections = [section({ id: 2, type: 'no_such_kind' as PublicSection['type'] })];
      const published = html(createElement(PublicPageView, { page: page(sections), mode: 'public' }));
      expect(published).toContain('data-testid="public-page"');
      expect(published).not.toContain('data-section="no_such_kind"');
      const preview = html(createElement(PublicPageView, { page: page(sections), mode: 'preview' }));
      expect(preview).toContain('data-section="no_such_kind"');
      expect(preview).toContain('data-testid="section-hidden-note"');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
