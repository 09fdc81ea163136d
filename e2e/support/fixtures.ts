import type { APIRequestContext } from 'playwright-core';

export interface Fixtures {
  company: { id: number; key: string };
  placed: { id: number; key: string | null; lat: number; lon: number };
  empty: { id: number };
  concept: { id: number };
  building: { id: number };
  query: { id: number };
  publication: { id: number; key: string };
  /** a published IBIS survey: /pub/ibis shows its first step (the municipalities with business parks) */
  ibisSurvey: { id: number; key: string };
}

async function post<T>(request: APIRequestContext, entity: string, data: unknown): Promise<T> {
  const res = await request.post(`/api/${entity}/list`, { data, headers: { 'x-requested-with': 'e2e' } });
  if (!res.ok()) throw new Error(`POST ${entity}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as T | T[];
  return Array.isArray(body) ? (body[0] as T) : body;
}

/** Real records made through the API of the signed-in user, so every route has something to show. */
export async function createFixtures(request: APIRequestContext): Promise<Fixtures> {
  const me = (await (await request.get('/api/auth/me')).json()) as { company: { id: number; key: string } };
  const placed = await post<Fixtures['placed']>(request, 'locations', { name: 'Havenkwartier', lat: 52.37, lon: 4.89 });
  const empty = await post<Fixtures['empty']>(request, 'locations', { name: 'Leeg project', lat: 0, lon: 0 });
  const concept = await post<Fixtures['concept']>(request, 'concepts', { name: 'Concept A', locationId: placed.id });
  const building = await post<Fixtures['building']>(request, 'buildings', { name: 'Gebouw 1', conceptId: concept.id });
  const query = await post<Fixtures['query']>(request, 'searchqueries', { name: 'Kansen Utrecht' });
  const publication = await post<Fixtures['publication']>(request, 'publications', { name: 'Havenkwartier publiek', type: 'location', status: 2 });
  const ibisSurvey = await post<Fixtures['ibisSurvey']>(request, 'publications', { name: 'Enquête werklocaties', type: 'ibis_survey', status: 2 });
  return { company: me.company, placed, empty, concept, building, query, publication, ibisSurvey };
}

/** Fills a route pattern of the route table with the fixtures' ids (and a map view where it has one). */
export function fillPattern(pattern: string, f: Fixtures): string {
  const values: Record<string, string> = {
    location_id: String(f.placed.id),
    concept_id: String(f.concept.id),
    building_id: String(f.building.id),
    query_id: String(f.query.id),
    publication_id: String(f.publication.id),
    publication_key: f.publication.key,
    location_key: f.placed.key ?? 'location-key',
    company_key: f.company.key,
    company_id: String(f.company.id),
    contentitem_id: '1',
    userkey: 'e2e-reset-key',
    // the first BAG pand of the test town (support/geodata.ts loadTown)
    identificatie: '0200100000010000',
    archetype: '1',
    municipality: '0344',
    rin_nummer: '1',
    zoom: '12',
    lat: '52_37',
    lon: '4_89',
    pitch: '30',
    bearing: '10',
  };
  // the IBIS survey's own publication, at its first step (the test data has no business parks to go further)
  if (pattern.startsWith('/pub/ibis/')) return `/pub/ibis/${encodeURIComponent(f.ibisSurvey.key)}`;
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`No fixture for :${name} in ${pattern}`);
    return encodeURIComponent(v);
  });
}
