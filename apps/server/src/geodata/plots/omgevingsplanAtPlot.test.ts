import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { runImport } from '../runner/runImport';
import { brkParcelFile, gridParcels } from '../testing/fixtures';
import { FIXTURE_REGELING, writeOwFixture } from '../testing/omgevingsplan/owFixture';
import { fixtureDir } from '../testing/samples';
import { plotContext } from './plotDetails';

// The plot panel's context carries the omgevingsplan rules of the plots (#21 item 3): the test delivery's gebied is
// the square (155000, 425000)-(155100, 425100); a 6 x 6 grid of parcels from (155050, 425050) lies partly outside it.
let db: Db;
let drop: () => Promise<void>;
let ids: number[];

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  const dir = fixtureDir();
  writeFileSync(join(dir, 'perceel.gml'), brkParcelFile([...gridParcels(36, 155050, 425050)]));
  await runImport(db, 'brk-gml', join(dir, 'perceel.gml'));
  ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots ORDER BY identificatie')).map((r) => r.id);
}, 120_000);
afterAll(async () => drop?.());

describe('the omgevingsplan in the plot context', () => {
  it('is absent before any omgevingsplan is imported', async () => {
    expect((await plotContext(db, [ids[0]!])).omgevingsplan).toBeUndefined();
  });

  it('names the rules, their article, citation and norm values for a plot inside the plan, and nothing outside it', async () => {
    await runImport(db, 'omgevingsplan', writeOwFixture(join(fixtureDir(), 'ow')));
    const inside = (await plotContext(db, [ids[0]!])).omgevingsplan;
    expect(inside).toMatchObject({ rulesAsOf: '2024-03-01', pons: false });
    expect(inside!.rules).toHaveLength(1);
    // the rule cites lid 1 of article 3.1: the article part is that lid, its place is in the wId
    expect(inside!.rules[0]).toMatchObject({ citation: { regeling: FIXTURE_REGELING, wid: 'gm9999_1__art_3.1__para_1' }, article: { nummer: '1' } });
    expect(inside!.rules[0]!.normValues.map((v) => [v.type, v.kwantitatief, v.eenheid])).toEqual([['MaximumBouwhoogte', 9, 'Meter']]);
    expect(inside!.rules[0]!.activiteiten.map((a) => a.naam)).toEqual(['bouwen van een bijgebouw']);
    expect((await plotContext(db, [ids[5]!])).omgevingsplan).toBeUndefined(); // (155150, 425050): east of the plan
  });
});
