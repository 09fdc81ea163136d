import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationOmgevingsplanResponse } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../../geodata/runner/runImport';
import { brkParcelFile } from '../../geodata/testing/fixtures';
import { omgevingsplanAtPlot } from '../../geodata/omgevingsplan/constraintsAtPlot';

// The Gemeentestad samples (../shared/data/omgevingswet, SOURCES.md) as constraints of a location: per norm type
// what the files say, the amendment 4b (13 -> 15 m) and a hand edit that survives it. Skips without the folder.
const OW = resolve(new URL('../../../../../', import.meta.url).pathname, '../shared/data/omgevingswet');
const has = existsSync(join(OW, 'gemeentestad', 'opdracht'));
const REGELING = '/akn/nl/act/gm0297/2019/reg456';
const DSO_URL = 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm0297_2019_reg456';
const GEO = {
  zuilichem3: '954BA8CC-6E90-4698-BEEC-005A65C63E98',
  zuilichem1: '772B4B37-69F8-4671-B92E-3BCED242409D',
};

type Row = { id: number; name: string; type: string; operator: string; value: number | null; source: string | null; reference: string | null; url: string | null; description: string | null; subzone: string | null };

describe.skipIf(!has)('omgevingsplan norms of the Gemeentestad samples as constraints', () => {
  let t: TestApp;
  let a: TestCompany;
  let dir: string;
  const pointIn = async (basisgeoId: string) =>
    (await t.db.query<{ x: number; y: number }>(`SELECT ST_X(p) AS x, ST_Y(p) AS y FROM (SELECT ST_PointOnSurface(geom) AS p FROM geo_ow_geometries WHERE basisgeo_id = $1 LIMIT 1) s`, [basisgeoId]))[0]!;
  const constraintsOf = async (id: number) =>
    (await t.json<{ constraints: Row[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).constraints.sort((x, y) => x.id - y.id);

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.company('Gemeentestad A');
    dir = mkdtempSync(join(tmpdir(), 'plotwise-ow-norms-'));
    await runImport(t.db, 'omgevingsplan', join(OW, 'gemeentestad', 'opdracht'));
    // a parcel of 2 x 2 m around a point inside Zuilichem industriegebied 3
    const p = await pointIn(GEO.zuilichem3);
    const ring: [number, number][] = [[p.x - 1, p.y - 1], [p.x + 1, p.y - 1], [p.x + 1, p.y + 1], [p.x - 1, p.y + 1], [p.x - 1, p.y - 1]];
    writeFileSync(join(dir, 'perceel.gml'), brkParcelFile([{ id: '29700000000001', perceelnummer: 1, ring, grootte: 4 }]));
    await runImport(t.db, 'brk-gml', join(dir, 'perceel.gml'));
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('per norm type: 13 m and 7 m bouwhoogte, welstand as text, fijnstof listed as not checked by the product', async () => {
    const p3 = await pointIn(GEO.zuilichem3);
    const at3 = (await omgevingsplanAtPlot(t.db, `POINT(${p3.x} ${p3.y})`))!;
    const height3 = at3.drafts.filter((d) => d.type === 'building_height');
    expect(height3.map((d) => [d.value, d.operator, d.reference, d.subzone, d.url])).toEqual([[13, 'smaller_than', 'Artikel 2.14', 'Zuilichem industriegebied 3', DSO_URL]]);
    expect(height3[0]!.source).toBe(`omgevingsplan ${REGELING} /akn/nl/bill/gm0297/2019/3520 2022-06-25`);
    expect(height3[0]!.description).toBe('maximum bouwhoogte bedrijfsgebouw — Zuilichem industriegebied 3: 13 m');
    // fijnstof (an omgevingswaarde of type Volume, its value in the text) is no limit of a concept: listed with its value
    // and article as not checked by the product, no constraint, not held against the status (#41 item 2)
    expect(at3.drafts.find((d) => d.reference === 'Artikel 2.12')).toBeUndefined();
    expect(at3.check.notChecked).toContainEqual(expect.objectContaining({ reference: 'Artikel 2.12', naam: 'fijnstof', type: 'Volume', value: 'waarde in de regeltekst', url: DSO_URL }));
    // what is left to read here is the welstand level (qualitative): partly checked for that, not for fijnstof
    expect(at3.check.unread.map((u) => [u.reference, u.reason])).toEqual([['Artikel 2.15', 'qualitative']]);
    expect(at3.check.status).toBe('partly_checked');
    expect(at3.norms!.map((n) => [n.naam, n.citedBy.map((c) => c.reference)])).toContainEqual(['fijnstof', ['Artikel 2.12']]);

    const p1 = await pointIn(GEO.zuilichem1);
    const at1 = (await omgevingsplanAtPlot(t.db, `POINT(${p1.x} ${p1.y})`))!;
    expect(at1.drafts.filter((d) => d.type === 'building_height').map((d) => d.value)).toEqual([7]);

    // welstand: qualitative values of a norm typed MaximumBouwhoogte, per zone; each a general constraint with its text
    const welstand = await t.db.query<{ naam: string; kwalitatief: string; basisgeo: string }>(
      `SELECT g.naam, w.kwalitatief, o.geometrie_ref AS basisgeo FROM geo_ow_normwaarden w
         JOIN geo_ow_objects o ON o.kind = 'Gebied' AND (o.identificatie = w.locatie_id OR o.identificatie IN (SELECT jsonb_array_elements_text(grp.refs->'gebied') FROM geo_ow_objects grp WHERE grp.identificatie = w.locatie_id))
         JOIN geo_ow_geometries g ON g.basisgeo_id = o.geometrie_ref
        WHERE w.norm_id = 'nl.imow-gm0297.omgevingsnorm.2019000003' ORDER BY w.kwalitatief`,
    );
    expect(welstand.map((w) => w.kwalitatief)).toEqual(['hoog', 'laag', 'midden']);
    for (const w of welstand) {
      const p = await pointIn(w.basisgeo);
      const at = (await omgevingsplanAtPlot(t.db, `POINT(${p.x} ${p.y})`))!;
      const d = at.drafts.find((x) => x.reference === 'Artikel 2.15' && x.description.endsWith(`: ${w.kwalitatief}`));
      expect(d, w.kwalitatief).toMatchObject({ type: 'general', operator: 'equal', value: null });
      expect(at.check.unread).toContainEqual(expect.objectContaining({ reference: 'Artikel 2.15', reason: 'qualitative' }));
    }
  });

  it('the location endpoint answers the check status and what was not read', async () => {
    const plot = (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM geo_plots WHERE identificatie LIKE '%29700000000001'`))[0]!;
    const loc = await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, { plotIds: [plot.id] });
    const answer = (await t.json<LocationOmgevingsplanResponse>('GET', `/api/locations/detail/${loc.id}/omgevingsplan`, a.user)).omgevingsplan!;
    expect(answer.check.status).toBe('partly_checked');
    expect(answer.check.numeric).toBeGreaterThanOrEqual(1);
    expect(answer.check.unread.map((u) => u.reason)).toEqual(['qualitative']);
    expect(answer.check.notChecked?.map((u) => u.naam)).toContain('fijnstof');
    expect(answer.norms?.map((n) => n.naam)).toEqual(expect.arrayContaining(['maximum bouwhoogte bedrijfsgebouw', 'fijnstof']));
    expect(answer.rules.every((r) => r.url === DSO_URL)).toBe(true);
    // the sample's pons (PonsGebied.gml) covers the parcel whole: there the IMRO plan no longer applies
    const [covered] = await t.db.query<{ covers: boolean }>(
      `SELECT ST_Covers(g.geom, p.geom) AS covers FROM geo_ow_geometries g, geo_plots p WHERE g.basisgeo_id = 'e8028788-a5bd-4d1c-ab6e-ae8258c7097d' AND p.id = $1`,
      [plot.id],
    );
    expect(covered!.covers).toBe(true);
    expect(answer.ponsCoverage).toBe('full');
    expect(answer.pons).toBe(true);
  });

  it('a hand edit of the derived height survives amendment 4b and a refresh, and still shows the plan', async () => {
    const plot = (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM geo_plots WHERE identificatie LIKE '%29700000000001'`))[0]!;
    const loc = await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, { plotIds: [plot.id] });
    const height = (await constraintsOf(loc.id)).find((c) => c.type === 'building_height')!;
    expect(height).toMatchObject({ value: 13, reference: 'Artikel 2.14', url: DSO_URL });
    await t.json('PATCH', `/api/constraints/detail/${height.id}`, a.user, { value: 14, source: 'hand' });
    await runImport(t.db, 'omgevingsplan', join(OW, 'gemeentestad', 'opdracht_4b'));
    await t.json('POST', `/api/locations/detail/${loc.id}/constraints/refresh`, a.user, undefined, 200);
    const heights = (await constraintsOf(loc.id)).filter((c) => c.type === 'building_height');
    // one row: the hand value, with the article, link and the plan's current value in its description
    expect(heights.map((c) => [c.id, c.value, c.source, c.reference, c.url])).toEqual([[height.id, 14, 'hand', 'Artikel 2.14', DSO_URL]]);
    expect(heights[0]!.description).toBe('maximum bouwhoogte bedrijfsgebouw — Zuilichem industriegebied 3: 15 m');
    // a location made now takes the amended 15 m
    const fresh = await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, { plotIds: [plot.id] });
    expect((await constraintsOf(fresh.id)).filter((c) => c.type === 'building_height').map((c) => [c.value, c.source])).toEqual([
      [15, `omgevingsplan ${REGELING} /akn/nl/bill/gm0297/2020/4540 2022-06-24`],
    ]);
  });
});
