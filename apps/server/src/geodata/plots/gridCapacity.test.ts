import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { runImport } from '../runner/runImport';
import { bagFile, bagNum, bagVbo, brkParcelFile, gridParcels } from '../testing/fixtures';
import { dsoDelivery, tsoDelivery } from '../testing/netcapaciteitFixtures';
import { fixtureDir } from '../testing/samples';
import { tileLayers } from '../tiles/tileLayers';
import { gridCapacityOf, gridCapacityOfWkt } from './gridCapacity';
import { plotContext } from './plotDetails';

let db: Db;
let drop: () => Promise<void>;
let ids: number[];
let file: (name: string, content: string) => string;
const X = 206000;
const Y = 447000;
const OPR = '0221300000000001';

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  const dir = fixtureDir();
  file = (name: string, content: string) => (writeFileSync(join(dir, name), content), join(dir, name));
  await runImport(db, 'brk-gml', file('perceel.gml', brkParcelFile([...gridParcels(3, X, Y)])));
  // plot 0: two addresses in two postcodes (red and amber); plot 1: a transparant postcode; plot 2: a postcode the map lacks
  const nums = [['6981AA', 1], ['6981AB', 2], ['6981AC', 3], ['6981ZZ', 4]] as const;
  await runImport(db, 'bag', file('0221NUM.xml', bagFile('NUM', nums.map(([pc, n]) => bagNum(`022120000000000${n}`, n, pc, OPR)))));
  const at = [[X + 3, Y + 3], [X + 10, Y + 5], [X + 25, Y + 5], [X + 5, Y + 25]] as const;
  await runImport(db, 'bag', file('0221VBO.xml', bagFile('VBO', at.map(([x, y], k) => bagVbo({ id: `022101000000000${k + 1}`, pand: '0221100000000001', num: `022120000000000${k + 1}`, doel: ['woonfunctie'], oppervlakte: 80, x, y })))));
  await runImport(db, 'netcapaciteit', file('liander-20250301.json', JSON.stringify(dsoDelivery())));
  ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots ORDER BY identificatie')).map((r) => r.id);
}, 120_000);
afterAll(async () => drop?.());

describe('grid capacity of a plot', () => {
  it('takes the worst colour over the postcodes of the addresses on the plot, with the MW and the delivery date', async () => {
    expect(await gridCapacityOf(db, [ids[0]!])).toEqual({
      demand: 'red',
      generation: 'red',
      postcodes: ['6981AA', '6981AB'],
      energyArea: 'OS Doesburg 10-1',
      congestionArea: null, // TenneT's delivery is not imported yet
      nearest: false,
      demandAvailableMw: 12.5,
      demandQueueMw: 4,
      generationAvailableMw: 0,
      demandAlleviationYear: null,
      asOf: '2025-03-01',
    });
    expect(await gridCapacityOf(db, [ids[1]!])).toMatchObject({ demand: 'transparant', generation: 'transparant', postcodes: ['6981AC'] });
  });

  it('says nothing where the capacity map does not know the postcodes, and joins the plot panel context', async () => {
    expect(await gridCapacityOf(db, [ids[2]!])).toBeUndefined();
    expect((await plotContext(db, [ids[2]!])).gridCapacity).toBeUndefined();
    expect((await plotContext(db, [ids[1]!, ids[2]!])).gridCapacity).toMatchObject({ demand: 'transparant', postcodes: ['6981AC'] });
  });

  it('colours the address points of the map layer with the colours of their postcode', async () => {
    const rows = await db.query(tileLayers.get('grid_capacity')!.sql(16), [X - 100, Y - 100, X + 100, Y + 100]);
    expect(rows.map((r) => [r.postcode, r.demand, r.generation, r.issued])).toEqual([
      ['6981AA', 'red', 'red', '2025-03-01'],
      ['6981AB', 'amber', 'yellow', '2025-03-01'],
      ['6981AC', 'transparant', 'transparant', '2025-03-01'],
    ]);
  });

  it('gives bare land the postcode of the nearest address the map knows, within 250 m; further away nothing', async () => {
    const square = (x: number, y: number) => `POLYGON((${x} ${y},${x + 20} ${y},${x + 20} ${y + 20},${x} ${y + 20},${x} ${y}))`;
    // 95 m east of the address in 6981AC (X + 25, Y + 5)
    expect(await gridCapacityOfWkt(db, square(X + 120, Y))).toMatchObject({ demand: 'transparant', postcodes: ['6981AC'], nearest: true });
    expect(await gridCapacityOfWkt(db, square(X + 400, Y))).toBeUndefined();
  });

  it("merges TenneT's congestion area the supply area depends on: the worst of both, dated by the oldest delivery", async () => {
    await runImport(db, 'netcapaciteit', file('tennet-20250305.json', JSON.stringify(tsoDelivery())));
    // 'Gelderland Oost' is red for demand (amber for feeding in, but the DSO area names it for demand only)
    expect(await gridCapacityOf(db, [ids[1]!])).toMatchObject({
      demand: 'red',
      generation: 'transparant',
      postcodes: ['6981AC'],
      congestionArea: 'Gelderland Oost',
      asOf: '2025-03-01',
    });
    // the map layer's address points too
    const rows = await db.query(tileLayers.get('grid_capacity')!.sql(16), [X - 100, Y - 100, X + 100, Y + 100]);
    expect(rows.map((r) => [r.postcode, r.demand, r.generation])).toEqual([
      ['6981AA', 'red', 'red'],
      ['6981AB', 'red', 'yellow'],
      ['6981AC', 'red', 'transparant'],
    ]);
  });
});
