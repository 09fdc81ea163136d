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

const ff = { units: 24, gfa: 2412.4, outdoor_circulation_area: 312.5, nfa: 1980.2, built_area: 640, plot_area: 1800, fsi: 1.34, gsi: 0.36, max_height: 12.6, floors: 4, average_unit_size: 68.5, parking_spots: 12 };
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
    // open galleries beside the GFA, outside it (ADR 0011)
    expect(html).toContain('Open galerijen (buiten het BVO)');
    expect(html).toContain('313 m²');
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

describe('business case and valuation sections', () => {
  const finance = {
    totalValueCents: 1_234_567_800,
    totalInvestmentCents: 1_000_000_000,
    resultCents: 234_567_800,
    resultPercentOfCosts: 23.46,
    landPriceCents: 150_000_000,
    landPriceSource: 'input' as const,
    costsByGroup: [
      { group: 'ground', cents: 150_000_000 },
      { group: 'building', cents: 850_000_000 },
      { group: 'tax', cents: 0 },
    ],
    income: [{ name: 'Appartement 70', count: 18, valueCents: 1_234_567_800 }],
    residualLandValueCents: -5_000_000,
    perPlotSquareMeterCents: -2_778,
    perUnitCents: null,
    perGrossSquareMeterCents: -2_073,
    isNegative: true,
    warnings: [] as { code: 'untyped_dwellings' | 'unpriced_unit_types' | 'no_construction_costs'; count: number; names: string[] }[],
  };
  const withFinance = { ...concept, missing: 0, finance };

  it('are in the registry for concept and location publications', () => {
    for (const type of ['concept_business_case', 'concept_valuation'] as const) expect(sectionRegistry[type]?.for).toEqual(['concept', 'location']);
  });

  it('write euros in Dutch formats, cost groups by name, empty groups left out', async () => {
    const { default: ConceptBusinessCase } = await import('./concept_business_case');
    const html = await render(ConceptBusinessCase, 'concept_business_case', pageWith([withFinance]), 'nl');
    expect(html).toContain('Totale opbrengst');
    expect(html).toMatch(/€\s12\.345\.678/);
    expect(html).toContain('Bouwkosten');
    expect(html).not.toContain('Belastingen');
    expect(html).toMatch(/23,5 %/);
  });

  it('the valuation shows the RGW per m² plot and says when it is negative; no per-dwelling figure without dwellings', async () => {
    const { default: ConceptValuation } = await import('./concept_valuation');
    const html = await render(ConceptValuation, 'concept_valuation', pageWith([withFinance]), 'en');
    expect(html).toContain('Residual land value (RGW)');
    expect(html).toMatch(/-€50,000|−€50,000|€-50,000/);
    expect(html).toContain('per m² plot');
    expect(html).not.toContain('per dwelling');
    expect(html).toContain('cannot bear a land price');
  });

  it('say what the figures lack under them: dwellings without a unit type, unpriced types, no construction costs', async () => {
    const { default: ConceptValuation } = await import('./concept_valuation');
    const lacking = {
      ...finance,
      income: [{ name: 'No unit type', count: 12, valueCents: 0, untyped: true }],
      warnings: [
        { code: 'untyped_dwellings' as const, count: 12, names: [] },
        { code: 'no_construction_costs' as const, count: 0, names: [] },
      ],
    };
    const html = await render(ConceptValuation, 'concept_valuation', pageWith([{ ...withFinance, finance: lacking }]), 'nl');
    expect(html).toContain('Woningen zonder woningtype');
    expect(html).not.toContain('No unit type');
    expect(html).toContain('12 woningen hebben geen woningtype en zijn dus op nul gewaardeerd.');
    expect(html).toContain('In deze cijfers zitten geen bouwkosten.');
    const complete = await render(ConceptValuation, 'concept_valuation', pageWith([withFinance]), 'nl');
    expect(complete).not.toContain('data-warning');
  });

  it('without figures say why: a building without figures, or input the engine refuses', async () => {
    const { default: ConceptBusinessCase } = await import('./concept_business_case');
    const missing = await render(ConceptBusinessCase, 'concept_business_case', pageWith([{ ...concept, finance: null }]), 'en');
    expect(missing).toContain('every building needs its figures first');
    expect(missing).toContain('Figures not available yet for Blok Later');
    const refused = await render(ConceptBusinessCase, 'concept_business_case', pageWith([{ ...withFinance, finance: null }]), 'en');
    expect(refused).toContain('the finance input is incomplete');
  });
});
