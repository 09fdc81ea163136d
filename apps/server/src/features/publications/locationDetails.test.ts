import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationCreated, PublicPage } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { samplePolygon } from '../../test/sampleRecords';
import { combineFigure, filterMatched } from './locationDetails';

// The location sections' payload (issue #19): the custom fields the company marked public and nothing else, the
// parcels' national figures, a search query's filter summary and the company's published publications, each only
// when a section of the page asks, and never another company's data or an unpublished publication.

describe('location details, the pure parts', () => {
  it('adds up counts and areas over parcels, takes the nearest distance, the oldest year and the largest parcel otherwise', () => {
    const rows = [
      { building_count: 2, gfa: 100, distance_supermarket: 1.2, building_year_min: 1960, demography_woz_value: 300, building_function: 'wonen' },
      { building_count: 1, gfa: null, distance_supermarket: 0.4, building_year_min: 1931, demography_woz_value: 250, building_function: 'kantoor' },
    ];
    expect(combineFigure('building_count', rows)).toBe(3);
    expect(combineFigure('gfa', rows)).toBe(100);
    expect(combineFigure('distance_supermarket', rows)).toBe(0.4);
    expect(combineFigure('building_year_min', rows)).toBe(1931);
    expect(combineFigure('demography_woz_value', rows)).toBe(300);
    expect(combineFigure('building_function', rows)).toBe('wonen, kantoor');
    expect(combineFigure('noise', rows)).toBeNull();
    expect(combineFigure('noise', [])).toBeNull();
  });

  it('tells whether a value passes a filter, and null when it cannot be told', () => {
    expect(filterMatched('range', { key: 'size', enabled: true, param1: 1000, param2: 5000 }, 1500)).toBe(true);
    expect(filterMatched('range', { key: 'size', enabled: true, param1: 1000, param2: 5000 }, 500)).toBe(false);
    expect(filterMatched('distance', { key: 'd', enabled: true, param1: null, param2: '2' }, 2.5)).toBe(false);
    expect(filterMatched('category', { key: 'z', enabled: true, param1: ['Wonen'], param2: null }, 'Wonen, Gemengd')).toBe(true);
    expect(filterMatched('boolean', { key: 'monument', enabled: true, param1: 0, param2: null }, 1)).toBe(false);
    expect(filterMatched('range', { key: 'size', enabled: true, param1: 1, param2: 2 }, null)).toBeNull();
    expect(filterMatched('region', { key: 'r', enabled: true, param1: 'x', param2: null }, 'x')).toBeNull();
  });
});

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let loc: { id: number; key: string };
let sqLoc: { id: number; key: string };
let sqPub: PublicationCreated;
let locPub: PublicationCreated;

/** A parcel of the national features table (as the feature refresh writes it), at the test polygon. */
async function parcel(identificatie: string, plotId: number, figures: Record<string, number | string>) {
  const cols = Object.keys(figures);
  await t.db.query(
    `INSERT INTO plot_features (plot_id, identificatie, label_point, x_rd, y_rd, lon, lat${cols.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, ST_SetSRID(ST_MakePoint(155000, 463000), 28992), 155000, 463000, 5.1, 52.1${cols.map((_, i) => `, $${i + 3}`).join('')})`,
    [plotId, identificatie, ...Object.values(figures)],
  );
}

const page = async (url: string) => {
  const res = await t.request('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, page: JSON.parse(res.body) as PublicPage };
};
const addSection = (publicationId: number, type: string, order: number) =>
  t.json('POST', '/api/sections/list', a.user, { type, publicationId, order });

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Lambda');
  b = await t.company('Omikron');
  const field = (as: TestCompany, body: Record<string, unknown>) => t.json<{ id: number }>('POST', '/api/customfields/list', as.admin, body);
  const pub = await field(a, { name: 'Bestemmingswens', type: 1, publish: true, visibility: 'edit' });
  const pubSelect = await field(a, { name: 'Fase', type: 3, publish: true, visibility: 'view' });
  const choice = await t.json<{ id: number }>('POST', '/api/customvalues/list', a.admin, { name: 'Verkenning', customfieldId: pubSelect.id });
  const price = await field(a, { name: 'Vraagprijs per m²', type: 2, publish: true, visibility: 'edit' });
  const cleanup = await field(a, { name: 'Sanering nodig', type: 4, publish: true, visibility: 'edit' });
  const internal = await field(a, { name: 'Onderhandelingsruimte', type: 1, publish: false, visibility: 'edit' });
  const hidden = await field(a, { name: 'Verborgen veld', type: 1, publish: true, visibility: 'none' });
  const shape = await field(a, { name: 'Bouwvlak', type: 5, publish: true, visibility: 'edit' });
  const theirs = await field(b, { name: 'Concurrentveld', type: 1, publish: true, visibility: 'edit' });

  loc = await t.json('POST', '/api/locations/list', a.user, { name: 'Werfkade', lat: 52.1, lon: 5.1, plotsize: 2400 });
  const bLoc = await t.json<{ id: number }>('POST', '/api/locations/list', b.user, { name: 'Concurrentkavel', lat: 52.1, lon: 5.1 });
  const value = (as: TestCompany, locationId: number, customfieldId: number, v: string | null, customvalueId?: number) =>
    t.json('POST', '/api/locationscustomvalues/list', as.admin, { locationId, customfieldId, value: v, ...(customvalueId ? { customvalueId } : {}) });
  await value(a, loc.id, pub.id, 'Wonen met zorg');
  await value(a, loc.id, pubSelect.id, null, choice.id);
  await value(a, loc.id, internal.id, 'Max 2 miljoen geheim');
  await value(a, loc.id, price.id, '1234.5');
  await value(a, loc.id, cleanup.id, 'false');
  await t.db.query(
    `INSERT INTO locationscustomvalues (company_id, location_id, customfield_id, value) VALUES ($1, $2, $3, 'Verborgen waarde'), ($1, $2, $4, 'Vormtekst')`,
    [a.id, loc.id, hidden.id, shape.id],
  );
  await value(b, bLoc.id, theirs.id, 'Concurrentwaarde');

  // two parcels of the location, and a parcel of the other company's location with figures of its own
  await t.json('POST', '/api/plots/list', a.user, { locationId: loc.id, geometry: samplePolygon, properties: { identificatie: 'LMB01A0001' } });
  await t.json('POST', '/api/plots/list', a.user, { locationId: loc.id, geometry: samplePolygon, properties: { identificatie: 'LMB01A0002' } });
  await t.json('POST', '/api/plots/list', b.user, { locationId: bLoc.id, geometry: samplePolygon, properties: { identificatie: 'OMK01A0001' } });
  await parcel('LMB01A0001', 910001, { size: 1600, building_count: 2, building_year_min: 1931, gfa: 850, distance_supermarket: 0.8, demography_woz_value: 312, company_employee_count: 14 });
  await parcel('LMB01A0002', 910002, { size: 800, building_count: 1, building_year_min: 1975, distance_supermarket: 0.5, monument: 1 });
  await parcel('OMK01A0001', 910003, { size: 99999, building_count: 777, company_employee_count: 4242 });
  // the data sets the figures come from, as the importers record them (the amenities layer was never imported)
  const [run] = await t.db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status, finished_at) VALUES ('test', 'figures', 'succeeded', now()) RETURNING id`);
  await t.db.query(
    `INSERT INTO geo_datasets (dataset, area, run_id, feature_count, updated_at, data_date, data_date_origin) VALUES
       ('bag.panden', 'GM0001', $1, 3, '2026-11-20T10:00:00Z', '2020-09-15', 'file'), ('bag.panden', 'GM0002', $1, 3, '2026-11-22T10:00:00Z', '2021-01-01', 'file'),
       ('cbs.figures', 'NL', $1, 1, '2026-10-01T10:00:00Z', '2024', 'file'), ('layer.companies', 'NL', $1, 1, '2026-11-02T10:00:00Z', NULL, NULL)`,
    [run!.id],
  );

  locPub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
  for (const [i, type] of ['location_customfields', 'location_current_situation', 'location_context', 'location_business', 'publications_list'].entries())
    await addSection(locPub.id, type, 200 + i * 10);
  await t.json('PATCH', `/api/publications/detail/${locPub.id}`, a.user, { status: 2 });

  const filters = [
    { key: 'size', type: 'range', enabled: true, param1: 1000, param2: 5000, order: 10 },
    { key: 'monument', type: 'boolean', enabled: true, param1: 0, order: 20 },
    { key: 'distance_supermarket', type: 'distance', enabled: false, param2: 0.1, order: 30 },
    { key: 'owner_type', type: 'category', enabled: true, param1: ['municipality'], order: 40 },
  ];
  const sq = await t.json<{ id: number }>('POST', '/api/searchqueries/list', a.user, { name: 'Kavels aan het water', cfg: { filters } });
  const phase = await t.json<{ id: number }>('POST', '/api/customvalues/list', a.admin, { name: 'Haalbaarheid', type: 'phase' });
  sqLoc = await t.json('POST', '/api/locations/list', a.user, { name: 'Waterkavel', searchQueryId: sq.id, score: 87.5, plotsize: 1600, phase: phase.id });
  for (const identificatie of ['LMB01A0001', 'LMB01A0002'])
    await t.json('POST', '/api/plots/list', a.user, { locationId: sqLoc.id, geometry: samplePolygon, properties: { identificatie } });
  sqPub = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'searchquery', id: sq.id });
  await addSection(sqPub.id, 'location_filter_summary', 300);
  await t.json('PATCH', `/api/publications/detail/${sqPub.id}`, a.user, { status: 2 });

  // another company's published publication, and this company's draft: neither is listed
  const bPub = await t.json<PublicationCreated>('POST', '/api/publications/create', b.user, { source: 'location', id: bLoc.id });
  await t.json('PATCH', `/api/publications/detail/${bPub.id}`, b.user, { status: 2 });
  await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: sqLoc.id });
}, 120_000);
afterAll(() => t?.stop());

describe('location details on public pages', () => {
  it('shows the custom fields marked public only, never an internal, hidden or geometry field, nor another company', async () => {
    const { body, page: p } = await page(`/api/publications/page/${locPub.key}`);
    expect(p.locationDetails!.customFields).toEqual([
      { name: 'Bestemmingswens', kind: 'text', value: 'Wonen met zorg' },
      { name: 'Fase', kind: 'text', value: 'Verkenning' },
      { name: 'Vraagprijs per m²', kind: 'number', value: '1234.5' },
      { name: 'Sanering nodig', kind: 'checkbox', value: 'false' },
    ]);
    for (const secret of ['Onderhandelingsruimte', 'geheim', 'Verborgen', 'Vormtekst', 'Bouwvlak', 'Concurrent', 'customfieldId', 'customvalue'])
      expect(body, secret).not.toContain(secret);
  });

  it("combines the location's parcels' figures per section, with the catalogue's labels, and none of another company's parcel", async () => {
    const { body, page: p } = await page(`/api/publications/page/${locPub.key}`);
    const d = p.locationDetails!;
    const value = (list: typeof d.context, key: string) => list.find((f) => f.key === key)?.value;
    expect(value(d.currentSituation, 'building_count')).toBe(3);
    expect(value(d.currentSituation, 'building_year_min')).toBe(1931);
    expect(value(d.currentSituation, 'monument')).toBe(1);
    expect(d.currentSituation.find((f) => f.key === 'building_count')!.label).toEqual({ nl: expect.any(String), en: expect.any(String) });
    expect(value(d.context, 'distance_supermarket')).toBeCloseTo(0.5);
    expect(value(d.context, 'demography_woz_value')).toBe(312);
    expect(d.context.find((f) => f.key === 'distance_supermarket')!.unit).toBe('km');
    expect(value(d.business, 'company_employee_count')).toBe(14);
    // every figure names its data set and that set's last import (provenance); a layer never imported names none
    const source = (list: typeof d.context, key: string) => list.find((f) => f.key === key)?.source;
    // the date the data describe (the older of the two BAG extracts: a figure is never dated younger than its data)
    // beside the date of the last import
    expect(source(d.currentSituation, 'building_count')).toEqual({ source: 'Kadaster / PDOK, BAG (CC0)', date: '2020-09-15', importedOn: '2026-11-22' });
    expect(source(d.context, 'demography_woz_value')).toEqual({ source: 'CBS, Wijk- en buurtkaart en Kerncijfers (CC BY 4.0)', date: '2024', importedOn: '2026-10-01' });
    expect(source(d.business, 'company_employee_count')).toEqual({ source: expect.any(String), date: null, importedOn: '2026-11-02' });
    expect(source(d.context, 'distance_supermarket')).toBeNull();
    // unknown figures are left out, not sent as null
    expect(d.context.some((f) => f.key === 'noise')).toBe(false);
    expect(body).not.toContain('777');
    expect(body).not.toContain('4242');
    expect(body).not.toContain('OMK01');
    expect(p.locationDetails!.filterSummary).toBeNull();
  });

  it("lists the company's published publications only: not a draft, not another company's", async () => {
    const { page: p } = await page(`/api/publications/page/${locPub.key}`);
    expect(p.publications!.map((x) => x.key).sort()).toEqual([locPub.key, sqPub.key].sort());
    expect(p.publications!.every((x) => x.type && x.name !== undefined)).toBe(true);
  });

  it("summarizes the filters a search query's location passed, with its score, and leaves out disabled and owner filters", async () => {
    const { body, page: p } = await page(`/api/publications/page/${sqPub.key}/${sqLoc.key}`);
    const s = p.locationDetails!.filterSummary!;
    expect(s).toMatchObject({ query: 'Kavels aan het water', score: 87.5 });
    expect(s.filters.map((f) => [f.label.en, f.value, f.matched])).toEqual([
      [expect.any(String), 1600, true],
      ['Monument on the plot', 1, false], // a monument on the second parcel, the query wants none
    ]);
    // no filter parameters leave the server
    expect(body).not.toContain('5000');
    expect(body).not.toContain('municipality"]');
    expect(body).not.toContain('Owner type');
    // the query's list page has no one location, so no details
    const list = await page(`/api/publications/page/${sqPub.key}`);
    expect(list.page.locationDetails).toBeUndefined();
    // the locations summary counts by phase: the phase's name comes with each location
    expect(list.page.locations.map((l) => [l.name, l.phaseName])).toEqual([['Waterkavel', 'Haalbaarheid']]);
  });

  it('adds nothing when no section asks for it', async () => {
    const plain = await t.json<PublicationCreated>('POST', '/api/publications/create', a.user, { source: 'location', id: loc.id });
    const p = await t.json<PublicPage>('GET', `/api/publications/preview/${plain.id}`, a.user);
    expect(p.locationDetails).toBeUndefined();
    expect(p.publications).toBeUndefined();
  });

  it('hidden and draft publications answer 404, and the preview is the company’s own', async () => {
    expect((await t.request('GET', `/api/publications/preview/${locPub.id}`, { as: b.user })).statusCode).toBe(404);
    await t.json('PATCH', `/api/publications/detail/${locPub.id}`, a.user, { status: 3 });
    expect((await t.request('GET', `/api/publications/page/${locPub.key}`)).statusCode).toBe(404);
    const { page: p } = await page(`/api/publications/page/${sqPub.key}/${sqLoc.key}`);
    expect(p.sections.map((s) => s.type)).toContain('location_filter_summary');
    await t.json('PATCH', `/api/publications/detail/${locPub.id}`, a.user, { status: 2 });
  });
});
