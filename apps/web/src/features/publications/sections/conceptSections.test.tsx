import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicFormFactorKeys, type PublicConceptDetail, type PublicPage, type PublicSection } from '@plotwise/contracts';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import ConceptFloorplans from './concept_floorplans';
import ConceptFormFactors from './concept_formfactors';
import ConceptTopview from './concept_topview';
import ConceptUnitBreakdown, { unitTotals } from './concept_unit_breakdown';
import { sectionRegistry } from './registry';
import type { SectionProps } from './types';

// The concept sections rendered to HTML (no DOM needed): labels as the concepts screens name the form factors,
// Dutch number formats, unit types summed over buildings, the plans as images, and the plain "not available yet".
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

const ff = { units: 24, gfa: 2412.4, nfa: 1980.2, built_area: 640, plot_area: 1800, fsi: 1.34, gsi: 0.36, max_height: 12.6, floors: 4, average_unit_size: 68.5, parking_spots: 12 };
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><polygon points="0,0 10,0 10,10"/></svg>';
const concept: PublicConceptDetail = {
  name: 'Variant Zuid',
  key: 'k1',
  formFactors: ff,
  missing: 1,
  topview: svg,
  buildings: [
    { name: 'Blok Zon', formFactors: ff, floorplan: { level: 1, svg }, unitTypes: [{ name: 'Appartement 70', count: 18, area: 1224 }, { name: 'Studio', count: 6, area: 240 }] },
    { name: 'Blok Later', formFactors: null, floorplan: null, unitTypes: [] },
  ],
};
const section = (type: string) => ({ id: 1, type, order: 10, param1: null, param2: null, questions: [] }) as unknown as PublicSection;
const pageWith = (details: PublicConceptDetail[] | undefined) => ({ conceptDetails: details, sections: [] }) as unknown as PublicPage;

async function render(Render: ComponentType<SectionProps>, type: string, page: PublicPage, lang = 'en'): Promise<string> {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, createElement(Render, { section: section(type), page, mode: 'public' }))),
  ).replace(/&#x27;/g, "'");
}

describe('concept sections', () => {
  it('are in the registry for concept and location publications, the floor plans with a storey parameter', () => {
    for (const type of ['concept_formfactors', 'concept_unit_breakdown', 'concept_floorplans', 'concept_topview'] as const)
      expect(sectionRegistry[type]?.for).toEqual(['concept', 'location']);
    expect(sectionRegistry.concept_floorplans!.params.map((p) => p.param)).toEqual(['param1', 'param2']);
  });

  it('form factors carry the labels of the concepts screens in both languages', () => {
    for (const cat of [en, nl])
      for (const k of publicFormFactorKeys) expect(cat.publications.concept.ff[k]).toBe(cat.conceptEditor.ff[k]);
  });

  it('writes form factors in Dutch number formats and names the building without figures', async () => {
    const html = await render(ConceptFormFactors, 'concept_formfactors', pageWith([concept]), 'nl');
    expect(html).toContain('Bruto vloeroppervlak (BVO)');
    expect(html).toContain('2.412 m²');
    expect(html).toContain('1,34');
    expect(html).toContain('Cijfers nog niet beschikbaar voor Blok Later');
    const enHtml = await render(ConceptFormFactors, 'concept_formfactors', pageWith([concept]));
    expect(enHtml).toContain('2,412 m²');
  });

  it('sums unit types over buildings, with a total', async () => {
    const two = { ...concept, buildings: [concept.buildings[0]!, { ...concept.buildings[0]!, name: 'Blok Maan' }] };
    expect(unitTotals(two)).toEqual([
      { name: 'Appartement 70', count: 36, area: 2448 },
      { name: 'Studio', count: 12, area: 480 },
    ]);
    const html = await render(ConceptUnitBreakdown, 'concept_unit_breakdown', pageWith([concept]), 'nl');
    expect(html).toContain('Appartement 70');
    expect(html).toMatch(/Totaal<\/th><th class="pub-num">24<\/th><th class="pub-num">1\.464 m²/);
  });

  it('shows plans and the top view as SVG images, and a plain empty state without concepts or figures', async () => {
    const plans = await render(ConceptFloorplans, 'concept_floorplans', pageWith([concept]));
    expect(plans).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
    expect(plans).toContain('Floor plan of Blok Zon, Storey 1');
    expect(plans).not.toContain('<polygon');
    expect(await render(ConceptTopview, 'concept_topview', pageWith([concept]))).toContain('data-testid="pub-topview"');
    expect(await render(ConceptTopview, 'concept_topview', pageWith(undefined))).toContain('There are no concepts yet.');
    const none = { ...concept, formFactors: null, topview: null, missing: 2, buildings: concept.buildings.map((b) => ({ ...b, formFactors: null, floorplan: null, unitTypes: [] })) };
    for (const [R, type] of [[ConceptFormFactors, 'concept_formfactors'], [ConceptUnitBreakdown, 'concept_unit_breakdown'], [ConceptFloorplans, 'concept_floorplans']] as const)
      expect(await render(R, type, pageWith([none]))).toContain('Figures not available yet.');
  });
});
