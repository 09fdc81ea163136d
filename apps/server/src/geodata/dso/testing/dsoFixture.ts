import type { LocalDso } from './dsoServer';

// The test town's online rules: one omgevingsplan (three articles, two with their text, the second in two leden: building heights of 12 m for the main building and
// 400 cm for an annex, a gutter height of 6 m; a built area of 60 %, 3 storeys and a number of dwellings only in the
// text; a facade colour of a norm type we do not know), a provincial programme (policy: not read) and one IMRO plan in
// force with a draft beside it. Norm types and units are labelled, some also with their concept code, as the API does.
export const OMGEVINGSPLAN = '/akn/nl/act/gm9999/2024/omgevingsplan';
export const VERSION = '/akn/nl/act/gm9999/2024/omgevingsplan/nld@2025-03-01;3';
const NORM = 'nl.imow-gm9999.omgevingsnorm';
const CENTRUM = 'nl.imow-gm9999.gebied.centrum';

/** Fills a local DSO with the test town. */
export function seedTestTown(dso: LocalDso): void {
  dso.documents.push(
    { identificatie: OMGEVINGSPLAN, titel: 'Omgevingsplan gemeente Testdorp', type: 'Omgevingsplan' },
    { identificatie: '/akn/nl/act/pv99/2024/programma-wonen', titel: 'Programma Wonen', type: 'Programma' },
    { identificatie: 'NL.IMRO.9999.BPcentrum-VA01', titel: 'Centrum', type: 'Bestemmingsplan', imro: true },
  );
  dso.regelingen.set(OMGEVINGSPLAN, {
    expressionId: VERSION,
    officieleTitel: 'Omgevingsplan gemeente Testdorp',
    beginGeldigheid: '2025-03-01',
    regelteksten: [
      { identificatie: 'nl.imow-gm9999.regeltekst.a22-27', wId: 'gm9999_1__chp_22__art_22.27', label: 'Artikel', nummer: '22.27', opschrift: 'Bouwhoogte', activiteiten: ['nl.imow-gm9999.activiteit.bouwen'], gebiedsaanwijzingen: ['nl.imow-gm9999.gebiedsaanwijzing.wonen'], omgevingsnormen: [`${NORM}.bouwhoogte`, `${NORM}.bouwhoogte-bijbehorend`, `${NORM}.goothoogte`], inhoud: '<Inhoud><Al>De <i>bouwhoogte</i> van een gebouw bedraagt ten hoogste de <IntRef ref="begrip">maximum bouwhoogte</IntRef> &amp; de goothoogte ten hoogste de maximum goothoogte.</Al></Inhoud>' },
      { identificatie: 'nl.imow-gm9999.regeltekst.a22-28', wId: 'gm9999_1__chp_22__art_22.28', label: 'Artikel', nummer: '22.28', opschrift: 'Bebouwing', activiteiten: ['nl.imow-gm9999.activiteit.bouwen'], gebiedsaanwijzingen: ['nl.imow-gm9999.gebiedsaanwijzing.wonen'], omgevingsnormen: [`${NORM}.bebouwing`, `${NORM}.bouwlagen`, `${NORM}.woningen`], leden: [{ nummer: '1', inhoud: '<Inhoud><Al>Het bebouwingspercentage bedraagt ten hoogste het maximum bebouwingspercentage.</Al></Inhoud>' }, { nummer: '2', inhoud: '<Inhoud><Al>Het aantal woningen is ten hoogste 2 per 300 m² bouwperceel.</Al></Inhoud>' }] },
      { identificatie: 'nl.imow-gm9999.regeltekst.a22-30', wId: 'gm9999_1__chp_22__art_22.30', label: 'Artikel', nummer: '22.30', opschrift: 'Kleur van gevels', activiteiten: [], gebiedsaanwijzingen: [], omgevingsnormen: [`${NORM}.gevelkleur`] },
    ],
    activiteiten: [{ identificatie: 'nl.imow-gm9999.activiteit.bouwen', naam: 'bouwen van een hoofdgebouw' }],
    gebiedsaanwijzingen: [{ identificatie: 'nl.imow-gm9999.gebiedsaanwijzing.wonen', naam: 'Wonen' }],
    omgevingsnormen: [
      { identificatie: `${NORM}.bouwhoogte`, naam: 'maximum bouwhoogte', type: 'maximum bouwhoogte', eenheid: 'meter', waarden: [{ kwantitatieveWaarde: 12, locatie: CENTRUM, noemer: 'Centrum' }] },
      { identificatie: `${NORM}.bouwhoogte-bijbehorend`, naam: 'maximum bouwhoogte bijbehorend bouwwerk', type: 'maximum bouwhoogte', concept: 'MaximumBouwhoogte', eenheid: 'centimeter', eenheidConcept: 'Centimeter', waarden: [{ kwantitatieveWaarde: 400, locatie: CENTRUM, noemer: 'Centrum' }] },
      { identificatie: `${NORM}.goothoogte`, naam: 'maximum goothoogte', type: 'maximum goothoogte', eenheid: 'meter', waarden: [{ kwantitatieveWaarde: 6, locatie: CENTRUM, noemer: 'Centrum' }] },
      { identificatie: `${NORM}.bebouwing`, naam: 'maximum bebouwingspercentage', type: 'maximum bebouwingspercentage', concept: 'MaximumBebouwingspercentage', eenheid: 'procent', eenheidConcept: 'Procent', waarden: [{ kwantitatieveWaarde: 60, locatie: CENTRUM, noemer: 'Centrum' }] },
      { identificatie: `${NORM}.bouwlagen`, naam: 'maximum aantal bouwlagen', type: 'maximum aantal bouwlagen', eenheid: '', waarden: [{ kwantitatieveWaarde: 3, locatie: CENTRUM, noemer: 'Centrum' }] },
      { identificatie: `${NORM}.woningen`, naam: 'maximum aantal woningen', type: 'maximum aantal woningen', eenheid: '', waarden: [{ waardeInRegeltekst: 'zie lid 2', locatie: CENTRUM, noemer: 'Centrum' }] },
      { identificatie: `${NORM}.gevelkleur`, naam: 'gevelkleur', type: 'overig', eenheid: '', waarden: [{ kwalitatieveWaarde: 'gedekte kleuren', locatie: CENTRUM }] },
    ],
  });
  dso.plans.push(
    {
      id: 'NL.IMRO.9999.BPcentrum-VA01',
      naam: 'Centrum',
      planstatus: 'vastgesteld',
      datum: '2019-06-12',
      bestemmingsvlakken: [{ id: 'NL.IMRO.PT.bv1', naam: 'Wonen', bestemmingshoofdgroep: 'wonen' }],
      maatvoeringen: [{ id: 'NL.IMRO.PT.mv1', naam: 'maximum goothoogte (m)', omvang: [{ naam: 'maximum goothoogte (m)', waarde: '6' }] }],
    },
    { id: 'NL.IMRO.9999.BPcentrum-ON01', naam: 'Centrum (ontwerp)', planstatus: 'ontwerp', datum: '2026-09-01', bestemmingsvlakken: [], maatvoeringen: [] },
  );
}

/**
 * Adds (or replaces) a regeling on the local DSO, listed at every point: one article (wId gm9999_1__art_3.1) with a
 * maximum building height of `metres` on the tests' omgevingsplan gebied, in a version valid from `date`. With
 * FIXTURE_REGELING it is the online twin of the imported test delivery (owFixture.ts: 9 m, published 2024-03-01).
 */
export function seedRegeling(dso: LocalDso, id: string, o: { title: string; type?: string; date: string; metres: number }): void {
  if (!dso.documents.some((d) => d.identificatie === id)) dso.documents.push({ identificatie: id, titel: o.title, type: o.type ?? 'Omgevingsplan' });
  dso.regelingen.set(id, {
    expressionId: `${id}/nld@${o.date};1`,
    officieleTitel: o.title,
    beginGeldigheid: o.date,
    regelteksten: [{ identificatie: `${id}.regeltekst.1`, wId: 'gm9999_1__art_3.1', label: 'Artikel', nummer: '3.1', opschrift: 'Bouwhoogte', activiteiten: [], gebiedsaanwijzingen: [], omgevingsnormen: [`${id}.norm`] }],
    activiteiten: [],
    gebiedsaanwijzingen: [],
    omgevingsnormen: [{ identificatie: `${id}.norm`, naam: 'maximum bouwhoogte', type: 'maximum bouwhoogte', eenheid: 'meter', waarden: [{ kwantitatieveWaarde: o.metres, locatie: 'nl.imow-gm9999.gebied.1', noemer: 'testgebied' }] }],
  });
}
