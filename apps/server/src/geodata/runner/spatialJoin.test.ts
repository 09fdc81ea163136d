import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { brkParcelFile, gridParcels } from '../testing/fixtures';
import { fixtureDir } from '../testing/samples';
import { runImport } from './runImport';

// Direct spatial joins between imported tables, on PGlite and PostgreSQL alike. On PGlite (32-bit WebAssembly) PostGIS's
// join estimate for two geometry columns whose statistics do not overlap returned a pointer as the selectivity
// ("invalid join selectivity: 172879520.000000"); see docs/geodata.md, "Statistics".
let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const layer = (name: string, points: [number, number][]) => {
  const file = join(dir, `${name}.geojson`);
  const features = points.map(([x, y], i) => ({ type: 'Feature', properties: { id: `${name}-${i}` }, geometry: { type: 'Point', coordinates: [x, y] } }));
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } }, features }));
  return file;
};
const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]!.n;

describe('direct spatial joins between imported tables', () => {
  it('ST_Intersects, && and ST_DWithin joins answer on this database, also between tables whose data lie apart', async () => {
    const parcels = join(dir, 'join_parcels.gml');
    writeFileSync(parcels, brkParcelFile([...gridParcels(40, 180000, 450000)]));
    await runImport(db, 'brk-gml', parcels);
    // trees 100 km away from every parcel: the two tables' statistics do not overlap
    await runImport(db, 'geojson', layer('trees', Array.from({ length: 40 }, (_, i) => [250000 + 10 * i, 550000])));
    // a point inside each of the first three parcels (18 x 15 m at 20 m steps)
    await runImport(db, 'geojson', layer('wells', [[180005, 450005], [180025, 450005], [180045, 450005]]));
    // statistics as any later ANALYZE (by hand, a benchmark) leaves them
    await db.exec('ANALYZE geo_plots');
    await db.exec('ANALYZE geo_features');
    const far = `FROM geo_plots p JOIN geo_features f ON f.layer = 'trees' AND`;
    expect(await count(`SELECT count(*)::int AS n ${far} ST_Intersects(p.geom, f.geom)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n ${far} p.geom && f.geom`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n ${far} ST_DWithin(p.geom, f.geom, 100)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM geo_plots p JOIN geo_features f ON ST_Intersects(p.geom, f.geom)`)).toBe(3);
    expect(await count(`SELECT count(*)::int AS n FROM geo_features f JOIN geo_plots p ON ST_Contains(p.geom, f.geom) WHERE f.layer = 'wells'`)).toBe(3);
  });
});
