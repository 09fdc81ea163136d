import type { LocalDso } from './dsoServer';

// The test town's online rules: one omgevingsplan (two articles, a maximum building height of 12 m on an area and a
// qualitative norm), a provincial programme (policy: not read) and one IMRO plan in force with a draft beside it.
export const OMGEVINGSPLAN = '/akn/nl/act/gm9999/2024/omgevingsplan';
export const VERSION = '/akn/nl/act/gm9999/2024/omgevingsplan/nld@2025-03-01;3';

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
      { identificatie: 'nl.imow-gm9999.regeltekst.a22-27', wId: 'gm9999_1__chp_22__art_22.27', label: 'Artikel', nummer: '22.27', opschrift: 'Bouwhoogte', activiteiten: ['nl.imow-gm9999.activiteit.bouwen'], gebiedsaanwijzingen: ['nl.imow-gm9999.gebiedsaanwijzing.wonen'] },
      { identificatie: 'nl.imow-gm9999.regeltekst.a22-30', wId: 'gm9999_1__chp_22__art_22.30', label: 'Artikel', nummer: '22.30', opschrift: 'Kleur van gevels', activiteiten: [], gebiedsaanwijzingen: [] },
    ],
    activiteiten: [{ identificatie: 'nl.imow-gm9999.activiteit.bouwen', naam: 'bouwen van een hoofdgebouw' }],
    gebiedsaanwijzingen: [{ identificatie: 'nl.imow-gm9999.gebiedsaanwijzing.wonen', naam: 'Wonen' }],
    omgevingsnormen: [
      { identificatie: 'nl.imow-gm9999.omgevingsnorm.bouwhoogte', naam: 'maximum bouwhoogte', type: 'maximum bouwhoogte', eenheid: 'meter', waarden: [{ kwantitatieveWaarde: 12, locatie: 'nl.imow-gm9999.gebied.centrum' }] },
      { identificatie: 'nl.imow-gm9999.omgevingsnorm.gevelkleur', naam: 'gevelkleur', type: 'overig', eenheid: '', waarden: [{ kwalitatieveWaarde: 'gedekte kleuren', locatie: 'nl.imow-gm9999.gebied.centrum' }] },
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
