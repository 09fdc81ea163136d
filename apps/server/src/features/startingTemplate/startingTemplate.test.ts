import type { ApiRecord, CompanySetupResponse, GalleryLineResponse, StartingTemplateResponse } from '@plotwise/contracts';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import type { FinanceSheets } from '@plotwise/core/finance/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../../test/testApp';
import { TEMPLATE_COST_LINES, TEMPLATE_STANDARD_VALUES, TEMPLATE_UNIT_TYPES } from './dutchStartingTemplate';

// Issues #39 item 2 and #42 item 1: a company starts from the Dutch starting template (unit types with prices, cost
// lines with their sources, statuses, phases, presets), a location copies the template's costs as it copies its unit
// types, and so the first RGW of a new company rests on construction costs instead of a silent zero.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let staff: TestCompany;

const q = (where: object) => `?where=${encodeURIComponent(JSON.stringify(where))}&limit=500&order=order`;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Template A');
  b = await t.company('Template B');
  staff = await t.company('Template Staff', { staff: true });
});
afterAll(() => t?.stop());

describe('the Dutch starting template', () => {
  it('is what staff give a new company: unit types, cost lines with sources, statuses, phases and presets', async () => {
    const created = await t.json<{ id: number }>('POST', '/api/admin/companies/list', staff.admin, { name: 'Nieuwe Ontwikkelaar' }, 201);
    const [template] = await t.db.query<{ id: number }>(`SELECT id FROM locations WHERE company_id = $1 AND type = 1`, [created.id]);
    expect(template).toBeDefined();
    const units = await t.db.query<{ name: string; price: number }>(`SELECT name, price FROM units WHERE location_id = $1 ORDER BY "order"`, [template!.id]);
    expect(units.map((u) => u.name)).toEqual(TEMPLATE_UNIT_TYPES.map((u) => u.name));
    expect(units.every((u) => u.price > 0)).toBe(true);
    const costs = await t.db.query<{ name: string; source: string }>(`SELECT name, source FROM costs WHERE location_id = $1 ORDER BY "order"`, [template!.id]);
    expect(costs.map((c) => c.name)).toEqual(TEMPLATE_COST_LINES.map((c) => c.name));
    expect(costs.every((c) => /20\d\d/.test(c.source))).toBe(true);
    const values = await t.db.query<{ type: string }>(`SELECT type FROM customvalues WHERE company_id = $1 AND customfield_id IS NULL`, [created.id]);
    expect(values.length).toBe(TEMPLATE_STANDARD_VALUES.length);
    const [{ n: presets }] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM presets WHERE company_id = $1`, [created.id])) as [{ n: number }];
    expect(presets).toBe(7);
  });

  it('reaches an existing company through its admin, once: a second call adds nothing, and a user may not apply it', async () => {
    const before = await t.json<CompanySetupResponse>('GET', '/api/companies/setup', a.user);
    expect(before).toMatchObject({ unitTypes: 0, costLines: 0, statuses: 0, phases: 0, presets: 0, users: 2, customStyle: false });
    expect((await t.request('POST', '/api/companies/setup/starting-template', { as: a.user })).statusCode).toBe(403);
    const first = await t.json<StartingTemplateResponse>('POST', '/api/companies/setup/starting-template', a.admin, undefined, 200);
    expect(first.added).toEqual({
      unitTypes: TEMPLATE_UNIT_TYPES.length,
      costLines: TEMPLATE_COST_LINES.length,
      statuses: 5,
      phases: 5,
      presets: 7,
    });
    const again = await t.json<StartingTemplateResponse>('POST', '/api/companies/setup/starting-template', a.admin, undefined, 200);
    expect(again).toEqual({ added: { unitTypes: 0, costLines: 0, statuses: 0, phases: 0, presets: 0 }, locationsGivenCosts: 0 });
    expect(await t.json<CompanySetupResponse>('GET', '/api/companies/setup', a.user)).toMatchObject({
      unitTypes: TEMPLATE_UNIT_TYPES.length,
      costLines: TEMPLATE_COST_LINES.length,
      statuses: 5,
      phases: 5,
      presets: 7,
    });
    // isolation: company B has none of it, and its set-up counts only its own
    expect(await t.json<CompanySetupResponse>('GET', '/api/companies/setup', b.user)).toMatchObject({ unitTypes: 0, costLines: 0, statuses: 0, phases: 0, presets: 0 });
    const [{ n }] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM costs WHERE company_id = $1`, [b.id])) as [{ n: number }];
    expect(n).toBe(0);
    expect((await t.request('GET', '/api/companies/setup')).statusCode).toBe(401);
  });

  it('gives a new location the cost lines and unit types, and its first RGW rests on construction costs', async () => {
    const location = await t.json<ApiRecord<'locations'>>('POST', '/api/locations/list', a.user, { name: 'Eerste kavel', lat: 52.3707, lon: 4.9262, plotsize: 2400 });
    const costs = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId: location.id })}`, a.user);
    expect(costs.map((c) => [c.name, c.type, c.parameter, c.source, c.building_type, c.parking_kind])).toEqual(
      TEMPLATE_COST_LINES.map((c) => [c.name, c.type, c.parameter, c.source, c.building_type ?? null, c.parking_kind ?? null]),
    );
    const detail = await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${location.id}?depth=2`, a.user);
    expect((detail.units ?? []).map((u) => u.name)).toEqual(TEMPLATE_UNIT_TYPES.map((u) => u.name));
    // each unit type keeps its source and year into the location's copy, for the unit-type lists to show
    expect((detail.units ?? []).map((u) => u.source)).toEqual(TEMPLATE_UNIT_TYPES.map((u) => u.source));
    const conceptId = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Corridor', locationId: location.id })).id;
    const centre = conceptSite(detail).centre;
    await t.json('POST', '/api/buildings/list', a.user, {
      name: 'Corridorflat',
      conceptId,
      x: centre.x,
      y: centre.y,
      maxwidth: 16,
      maxlength: 40,
      maxheight: 15,
      cfg: { blocktype: 'corridor_flats', function: 'apartment' },
    });
    const { sheets, formFactors } = await t.json<{ sheets: FinanceSheets; formFactors: { gfa: number }[] }>('POST', '/api/finance/evaluate', a.user, { locationId: location.id, conceptId }, 200);
    const construction = sheets.costs.rows.filter((r) => r.group === 'building').reduce((s, r) => s + r.total.cents, 0);
    // the flats' line counts the building's generated GFA (the areas sheet's sum of rounded lines may differ by 0.01s)
    const gfa = formFactors[0]!.gfa;
    expect(gfa).toBeGreaterThan(500);
    expect(Math.abs(gfa - sheets.areas.overview.grossFloorAreaSquareMeters.value!)).toBeLessThan(0.1);
    // 2 000 euro per m2 GFA of flats, to the cent of the rounding
    expect(Math.abs(construction - gfa * 2000 * 100)).toBeLessThan(1);
    expect(sheets.warnings.map((w) => w.code)).not.toContain('no_construction_costs');
    expect(sheets.warnings.map((w) => w.code)).not.toContain('untyped_dwellings');
  });

  it('prices each building type of a concept at its own construction line, and says which type no line costs', async () => {
    const location = await t.json<ApiRecord<'locations'>>('POST', '/api/locations/list', a.user, { name: 'Gemengd', lat: 52.3707, lon: 4.9262, plotsize: 20000 });
    const detail = await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${location.id}?depth=2`, a.user);
    const conceptId = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Mix', locationId: location.id })).id;
    const { x, y } = conceptSite(detail).centre;
    const building = (name: string, blocktype: string, dy: number, size: number) => ({
      name,
      conceptId,
      x,
      y: y + dy,
      maxwidth: size,
      maxlength: size * 1.5,
      maxheight: 30,
      cfg: { blocktype, function: 'apartment' },
    });
    await t.json('POST', '/api/buildings/list', a.user, [building('Flat', 'corridor_flats', -60, 16), building('Toren', 'tower', -35, 30), building('Huizen', 'street_housing', 5, 12)]);
    const evaluate = () => t.json<{ sheets: FinanceSheets; formFactors: { buildingId: number; gfa: number; parking_spots: number }[] }>('POST', '/api/finance/evaluate', a.user, { locationId: location.id, conceptId }, 200);
    const { sheets, formFactors } = await evaluate();
    const buildings = await t.json<ApiRecord<'buildings'>[]>('GET', `/api/buildings/list?where=${encodeURIComponent(JSON.stringify({ conceptId }))}`, a.user);
    const gfaOf = (name: string) => formFactors.find((f) => f.buildingId === buildings.find((b) => b.name === name)!.id)!.gfa;
    const costs = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId: location.id })}`, a.user);
    const lineOf = (type: string) => costs.find((c) => c.building_type === type)!;
    const amountOf = (type: string) => sheets.costs.rows.find((r) => r.id === String(lineOf(type).id))!.amount.cents;
    // each typed line: its price per m2 × the GFA of the concept's buildings of its type, to the cent of the rounding
    for (const [type, name] of [['flats', 'Flat'], ['towers', 'Toren'], ['houses', 'Huizen']] as const) {
      expect(gfaOf(name), name).toBeGreaterThan(100);
      expect(Math.abs(amountOf(type) - lineOf(type).parameter! * gfaOf(name) * 100), name).toBeLessThan(gfaOf(name));
    }
    expect([amountOf('offices'), amountOf('distribution_centres')]).toEqual([0, 0]);
    // the places: the houses' bays in the street at the surface line's price a place, none in a garage
    const placeLine = (kind: string) => costs.find((c) => c.parking_kind === kind)!;
    const placeRow = (kind: string) => sheets.costs.rows.find((r) => r.id === String(placeLine(kind).id))!.amount;
    const bays = formFactors.reduce((sum, f) => sum + f.parking_spots, 0);
    expect(bays).toBeGreaterThan(0);
    expect(placeRow('surface')).toMatchObject({ cents: placeLine('surface').parameter! * bays * 100, inputs: { parkingPlaces: bays, parkingKind: 'surface' } });
    expect(placeRow('garage').cents).toBe(0);
    expect(sheets.warnings.map((w) => w.code)).not.toContain('no_construction_costs_for_types');
    // without the towers' line the towers cost nothing, and the figures say so
    await t.request('DELETE', `/api/costs/detail/${lineOf('towers').id}`, { as: a.user });
    const without = (await evaluate()).sheets;
    expect(without.warnings.find((w) => w.code === 'no_construction_costs_for_types')?.names).toEqual(['towers']);
    expect(without.costs.groups.find((g) => g.group === 'building')!.total.cents).toBe(amountOf('flats') + amountOf('houses') + placeRow('surface').cents);
  });

  // ADR 0011: a gallery flat's open galleries are outside its GFA; the template's line per m2 of open gallery prices them
  it("prices a gallery flat's open galleries at the template's gallery line, apart from its GFA, and says so when that line is gone", async () => {
    const location = await t.json<ApiRecord<'locations'>>('POST', '/api/locations/list', a.user, { name: 'Galerijflat', lat: 52.3707, lon: 4.9262, plotsize: 2400 });
    const detail = await t.json<ApiRecord<'locations'>>('GET', `/api/locations/detail/${location.id}?depth=2`, a.user);
    const conceptId = (await t.json<{ id: number }>('POST', '/api/concepts/list', a.user, { name: 'Galerij', locationId: location.id })).id;
    const centre = conceptSite(detail).centre;
    await t.json('POST', '/api/buildings/list', a.user, {
      name: 'Galerijflat',
      conceptId,
      x: centre.x,
      y: centre.y,
      maxwidth: 14,
      maxlength: 40,
      maxheight: 15,
      cfg: { blocktype: 'gallery_flats', function: 'apartment' },
    });
    const evaluate = () =>
      t.json<{ sheets: FinanceSheets; formFactors: { gfa: number; outdoor_circulation_area: number }[] }>('POST', '/api/finance/evaluate', a.user, { locationId: location.id, conceptId }, 200);
    const { sheets, formFactors } = await evaluate();
    const { gfa, outdoor_circulation_area: galleries } = formFactors[0]!;
    expect(gfa).toBeGreaterThan(500);
    expect(galleries).toBeGreaterThan(10);
    const costs = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId: location.id })}`, a.user);
    const galleryLine = costs.find((c) => c.type === 'per_m2_gallery')!;
    expect(galleryLine).toMatchObject({ name: 'Galerijen', category: 'building', building_type: null });
    const rowOf = (s: FinanceSheets, id: number) => s.costs.rows.find((r) => r.id === String(id))!;
    const gallery = rowOf(sheets, galleryLine.id).amount;
    expect(gallery.inputs.galleryAreaSquareMeters).toBeCloseTo(galleries, 2);
    expect(gallery.cents).toBe(Math.round(galleryLine.parameter! * (gallery.inputs.galleryAreaSquareMeters as number) * 100));
    // the flats' line counts the GFA only, the galleries not a second time
    const flats = rowOf(sheets, costs.find((c) => c.building_type === 'flats')!.id).amount;
    expect(Math.abs(flats.cents - 2000 * gfa * 100)).toBeLessThan(gfa);
    expect(sheets.warnings.map((w) => w.code)).toEqual([]);
    // without the gallery line nothing prices them, and the figures say how many m2
    await t.request('DELETE', `/api/costs/detail/${galleryLine.id}`, { as: a.user });
    const without = (await evaluate()).sheets;
    expect(without.warnings).toEqual([expect.objectContaining({ code: 'galleries_unpriced', count: Math.round(galleries), names: [] })]);
    const building = (s: FinanceSheets) => s.costs.groups.find((g) => g.group === 'building')!.amount.cents;
    expect(building(sheets) - building(without)).toBe(gallery.cents);

    // the warning's fix: one call puts the company template's gallery line back, and the figures are as before
    const path = `/api/locations/detail/${location.id}/costs/gallery-line`;
    expect((await t.request('POST', path, { as: b.user })).statusCode).toBe(404);
    const added = await t.json<GalleryLineResponse>('POST', path, a.user, undefined, 200);
    expect(added).toMatchObject({ name: 'Galerijen', parameter: 1000, from: 'company_template' });
    const fixed = (await evaluate()).sheets;
    expect(fixed.warnings).toEqual([]);
    expect(building(fixed)).toBe(building(sheets));
    expect(rowOf(fixed, added.costId).amount.cents).toBe(gallery.cents);
    const again = await t.request('POST', path, { as: a.user });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'conflict']);
    // a company whose template keeps no gallery line takes the starting template's, its source with it
    const own = await t.json<ApiRecord<'locations'>>('POST', '/api/locations/list', b.user, { name: 'Zonder sjabloon', lat: 52.37, lon: 4.92 });
    const fallback = await t.json<GalleryLineResponse>('POST', `/api/locations/detail/${own.id}/costs/gallery-line`, b.user, undefined, 200);
    expect(fallback).toMatchObject({ name: 'Galerijen', parameter: 1000, from: 'starting_template' });
    const [line] = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId: own.id })}`, b.user);
    expect(line).toMatchObject({ id: fallback.costId, type: 'per_m2_gallery', category: 'building', source: expect.stringMatching(/per m² open galerij/) });
  });

  it('leaves a location with cost lines of its own alone', async () => {
    const location = await t.json<ApiRecord<'locations'>>('POST', '/api/locations/list', b.user, { name: 'Eigen', lat: 52.1, lon: 5.1 });
    await t.json('POST', '/api/costs/list', b.user, { name: 'Eigen bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 2500, locationId: location.id });
    const applied = await t.json<StartingTemplateResponse>('POST', '/api/companies/setup/starting-template', b.admin, undefined, 200);
    expect(applied.locationsGivenCosts).toBe(0);
    const costs = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId: location.id })}`, b.user);
    expect(costs.map((c) => c.name)).toEqual(['Eigen bouwkosten']);
  });

  it('gives the template costs to the locations that had no cost line when an admin applies it', async () => {
    const staffCompany = await t.company('Template C');
    const bare = await t.json<ApiRecord<'locations'>>('POST', '/api/locations/list', staffCompany.user, { name: 'Kaal', lat: 52.2, lon: 5.2 });
    const applied = await t.json<StartingTemplateResponse>('POST', '/api/companies/setup/starting-template', staffCompany.admin, undefined, 200);
    expect(applied.locationsGivenCosts).toBe(1);
    const costs = await t.json<ApiRecord<'costs'>[]>('GET', `/api/costs/list${q({ locationId: bare.id })}`, staffCompany.user);
    expect(costs).toHaveLength(TEMPLATE_COST_LINES.length);
  });
});
