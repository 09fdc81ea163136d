import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFilterReference } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { runImport } from '../../geodata/runner/runImport';
import { dsoDelivery, tsoDelivery } from '../../geodata/testing/netcapaciteitFixtures';
import { fixtureDir } from '../../geodata/testing/samples';
import { plotFeaturesStale } from './refreshPlotFeatures';
import { SearchService } from './searchService';

// Grid congestion as plot features, a filter and a scoring criterion (#21 item 7). Five parcels of 50 x 50 m in RD New:
// G1 has an address in 6981AA (red), G2 one in 6981AC (transparant) near its east edge, G3 none (G2's address is 10 m
// away), G4 none within 250 m, G5 one in a postcode the capacity map lacks, G6 (beside G3) one in such a postcode too.
let db: Db;
let drop: () => Promise<void>;
let search: SearchService;
const X = 160_000;
const Y = 440_000;
const square = (x0: number) => `MULTIPOLYGON(((${X + x0} ${Y},${X + x0 + 50} ${Y},${X + x0 + 50} ${Y + 50},${X + x0} ${Y + 50},${X + x0} ${Y})))`;
const ids: Record<string, number> = {};

async function insertPlotsAndAddresses() {
  const [run] = await db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('test', 'grid', 'succeeded') RETURNING id`);
  for (const [name, x0] of [['G1', 0], ['G2', 50], ['G3', 100], ['G4', 1000], ['G5', 3000], ['G6', 150]] as const) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO geo_plots (run_id, area, identificatie, kadastrale_gemeente_code, sectie, perceelnummer, geom)
       VALUES ($1, 'NL', $2, 'GRD01', 'A', $3, ST_GeomFromText($4, 28992)) RETURNING id::int AS id`,
      [run!.id, `GRD01A0000${name[1]}`, Number(name[1]), square(x0)],
    );
    ids[name] = row!.id;
  }
  const address = async (n: number, postcode: string, x: number) => {
    await db.query(`INSERT INTO geo_bag_nummeraanduidingen (run_id, area, identificatie, postcode) VALUES ($1, '0221', $2, $3)`, [run!.id, `022120000000010${n}`, postcode]);
    await db.query(
      `INSERT INTO geo_bag_verblijfsobjecten (run_id, area, identificatie, hoofdadres_id, geom) VALUES ($1, '0221', $2, $3, ST_GeomFromText($4, 28992))`,
      [run!.id, `022101000000010${n}`, `022120000000010${n}`, `POINT(${X + x} ${Y + 25})`],
    );
  };
  await address(1, '6981 aa', 20); // written as some BAG extracts do: the capacity map's form is 6981AA
  await address(2, '6981AC', 90);
  await address(3, '6981ZZ', 3020);
  await address(4, '6981ZZ', 175);
}

const file = (name: string, content: unknown) => {
  const path = join(fixtureDir(), name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

const featuresOf = async () =>
  Object.fromEntries(
    (await db.query<{ plot_id: number; d: string | null; s: string | null }>(`SELECT plot_id::int, grid_congestion_demand AS d, grid_congestion_supply AS s FROM plot_features`)).map((r) => [
      Object.keys(ids).find((k) => ids[k] === r.plot_id)!,
      [r.d, r.s],
    ]),
  );

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await insertPlotsAndAddresses();
  search = new SearchService(db, { info: () => undefined, error: () => undefined });
}, 120_000);
afterAll(async () => {
  await search?.stop();
  await drop?.();
});

describe('grid congestion plot features', () => {
  it('are unknown before any capacity map is imported', async () => {
    await search.refresh();
    expect(Object.values(await featuresOf()).every(([d, s]) => d === null && s === null)).toBe(true);
  });

  it('an operator delivery makes the features stale; the refresh gives each plot the worst colour of its postcodes', async () => {
    await runImport(db, 'netcapaciteit', file('liander-20250301.json', dsoDelivery()));
    expect(await plotFeaturesStale(db)).toBe(true);
    await search.refresh();
    expect(await featuresOf()).toEqual({
      G1: ['red', 'red'],
      G2: ['transparant', 'transparant'],
      // no address on it: the nearest address within 250 m (G2's, 10 m away)
      G3: ['transparant', 'transparant'],
      // nothing within 250 m; a postcode the map does not know (also right beside known ones: its operator did not deliver)
      G4: [null, null],
      G5: [null, null],
      G6: [null, null],
    });
  });

  it('the filter admits the chosen colours: the red plot and the unknown ones are out', async () => {
    const run = async (filters: unknown[]) => search.run(await search.prepare(filters as never, 0), { limit: 10, histograms: [{ key: 'grid_congestion_demand' }] });
    const r = await run([{ key: 'grid_congestion_demand', param1: ['transparant', 'yellow'] }]);
    expect(r.results.map((p) => p.id).sort()).toEqual([ids.G2, ids.G3].sort());
    // the histogram of the filter's own key counts every colour of the plots the other filters let through
    const h = (await run([])).histograms[0]!;
    expect(h).toMatchObject({ kind: 'category', unknown: 3 });
    expect(h.kind === 'category' && Object.fromEntries(h.counts.map((c) => [c.value, c.count]))).toEqual({ red: 1, transparant: 2 });
  });

  it('the criterion "no structural congestion for demand" keeps the red plot but ranks it last', async () => {
    const criterion = newFilterReference('grid_no_demand_congestion');
    expect(criterion).toMatchObject({ type: 'category', param1: ['transparant', 'yellow', 'amber', 'red'], optimal: ['transparant', 'yellow'] });
    const r = await search.run(await search.prepare([criterion, { key: 'size', param1: 0, optimal: 2500, weight: 1 }] as never, 0), { limit: 10 });
    expect(r.results.map((p) => [p.id, p.score])).toEqual([
      [ids.G2, 100],
      [ids.G3, 100],
      [ids.G1, 50],
    ]);
  });

  it("TenneT's congestion area the supply area depends on is merged in: the worst of both", async () => {
    await runImport(db, 'netcapaciteit', file('tennet-20250305.json', tsoDelivery()));
    expect(await plotFeaturesStale(db)).toBe(true);
    await search.refresh();
    // 'Gelderland Oost' is red for demand; the DSO area names it for demand only, so feeding in keeps the DSO colour
    expect(await featuresOf()).toMatchObject({ G1: ['red', 'red'], G2: ['red', 'transparant'], G3: ['red', 'transparant'] });
  });
});
