import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rdPoint, rdToLngLat } from '@plotwise/core';
import { TestApp, type TestCompany } from '../../../test/testApp';
import { runImport } from '../../runner/runImport';
import { rect } from '../../testing/fixtures';

// CBS "Bevolkingskernen" (population cores) as their own data set: imported as statistics level kern, with the file's
// numeric properties as the core's figures, and shown by the statistics tiles (the map's population-core layer).
let t: TestApp;
let a: TestCompany;
let dir: string;

const kern = (props: Record<string, unknown>, x: number) => ({ type: 'Feature', properties: props, geometry: { type: 'Polygon', coordinates: [rect(x, 447000, 2000, 2000)] } });

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Kernen A');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-kernen-'));
}, 60_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The z12 tile holding an RD point. */
function tileOf(x: number, y: number, z: number) {
  const p = rdToLngLat(rdPoint(x, y));
  const n = 2 ** z;
  const s = Math.sin((p.lat * Math.PI) / 180);
  return { z, x: Math.floor(((p.lng + 180) / 360) * n), y: Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n) };
}

describe('CBS Bevolkingskernen', () => {
  it('imports population cores with their code or name and figures, and the statistics tiles show them as level kern', async () => {
    const file = join(dir, 'bevolkingskernen_2021.geojson');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          kern({ bc_code: 'BC0123', naam2021: 'Doesburg', aantalInwoners: 10500, provincie: 'Gelderland' }, 206000),
          kern({ naam2021: 'Drempt', aantalInwoners: 1400 }, 210000), // an edition without a code column: named
          kern({ provincie: 'Gelderland' }, 214000), // neither code nor name: refused, named in the report
        ],
      }),
    );
    const r = await runImport(t.db, 'cbs-areas', file);
    expect(r).toMatchObject({ status: 'succeeded', written: 4 }); // two areas and their two figure rows
    expect(r.rejected).toBe(1);
    expect(await t.db.query(`SELECT code, level, name, year, area FROM geo_stat_areas ORDER BY code`)).toEqual([
      { code: 'BC0123', level: 'kern', name: 'Doesburg', year: 2021, area: 'kern-2021' },
      { code: 'KERN:DREMPT', level: 'kern', name: 'Drempt', year: 2021, area: 'kern-2021' },
    ]);
    expect(await t.db.query(`SELECT code, figures FROM geo_stat_figures WHERE level = 'kern' ORDER BY code`)).toEqual([
      { code: 'BC0123', figures: { aantalInwoners: 10500 } },
      { code: 'KERN:DREMPT', figures: { aantalInwoners: 1400 } },
    ]);

    const tt = tileOf(207000, 448000, 12);
    const res = await t.request('GET', `/api/tiles/statistics/${tt.z}/${tt.x}/${tt.y}.mvt`, { as: a.user });
    expect(res.statusCode).toBe(200);
    const layer = new VectorTile(new PbfReader(new Uint8Array(res.rawPayload))).layers.statistics!;
    const props = Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties);
    expect(props).toContainEqual(expect.objectContaining({ level: 'kern', name: 'Doesburg', code: 'BC0123', aantalInwoners: 10500 }));
  });
});
