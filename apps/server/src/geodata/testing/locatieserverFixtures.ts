/**
 * PDOK Locatieserver v3_1 answers in its documented shape (Apache Solr JSON: response.numFound, start,
 * maxScore, numFoundExact, docs; suggest adds highlighting), written by the project for its tests.
 */

interface Doc {
  id: string;
  type: string;
  weergavenaam: string;
  [k: string]: unknown;
}

/** A Solr answer around `docs`. */
export function lsAnswer(docs: Doc[], highlight = false) {
  return {
    response: { numFound: docs.length, start: 0, maxScore: docs.length ? 14.53 : 0, numFoundExact: true, docs: docs.map((d, i) => ({ ...d, score: 14.53 - i })) },
    ...(highlight ? { highlighting: Object.fromEntries(docs.map((d) => [d.id, { suggest: [`<b>${d.weergavenaam.split(' ')[0]}</b>${d.weergavenaam.slice(d.weergavenaam.indexOf(' '))}`] }])) } : {}),
  };
}

/** The Damrak 1 address as /lookup?fl=* returns it (abridged to the fields the API documents for addresses). */
export const lsDamrak1 = {
  bron: 'BAG',
  woonplaatscode: '3594',
  type: 'adres',
  woonplaatsnaam: 'Amsterdam',
  wijkcode: 'WK036300',
  huis_nlt: '1',
  openbareruimtetype: 'Weg',
  buurtnaam: 'Burgwallen-Oude Zijde',
  gemeentecode: '0363',
  rdf_seealso: 'http://bag.basisregistraties.overheid.nl/bag/id/nummeraanduiding/0363200000218908',
  weergavenaam: 'Damrak 1, 1012LG Amsterdam',
  straatnaam_verkort: 'Damrak',
  id: 'adr-4c6d35b0b3b0b8d2f2c1b1f2c6e4a9a1',
  gekoppeld_perceel: ['ASD04-F-5372'],
  gemeentenaam: 'Amsterdam',
  buurtcode: 'BU03630000',
  wijknaam: 'Burgwallen-Oude Zijde',
  identificatie: '0363010000696734-0363200000218908',
  openbareruimte_id: '0363300000002692',
  waterschapsnaam: 'HH Amstel, Gooi en Vecht',
  provinciecode: 'PV27',
  postcode: '1012LG',
  provincienaam: 'Noord-Holland',
  centroide_ll: 'POINT(4.89499164 52.37626838)',
  nummeraanduiding_id: '0363200000218908',
  waterschapscode: '11',
  adresseerbaarobject_id: '0363010000696734',
  huisnummer: 1,
  provincieafkorting: 'NH',
  centroide_rd: 'POINT(121687.895 487563.157)',
  straatnaam: 'Damrak',
};

/** Doesburg as a woonplaats, with its boundary (simplified) in geometrie_ll. */
export const lsDoesburg = {
  bron: 'BAG',
  woonplaatscode: '1028',
  type: 'woonplaats',
  woonplaatsnaam: 'Doesburg',
  gemeentecode: '0221',
  weergavenaam: 'Doesburg, Doesburg, Gelderland',
  id: 'wpl-3b5a4b5ba8e0b7a4c2c9ab1d5d4d0c2e',
  gemeentenaam: 'Doesburg',
  provinciecode: 'PV25',
  provincienaam: 'Gelderland',
  centroide_ll: 'POINT(6.13827454 52.01373932)',
  centroide_rd: 'POINT(206470.001 447528.002)',
  geometrie_ll: 'MULTIPOLYGON(((6.11 52.0,6.17 52.0,6.17 52.03,6.11 52.03,6.11 52.0)))',
  geometrie_rd: 'MULTIPOLYGON(((205100 446400,209200 446400,209200 449700,205100 449700,205100 446400)))',
  provincieafkorting: 'GD',
};
