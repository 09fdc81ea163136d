import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { BAG_STAND_DATE, bagFile, bagPand, brkParcelFile, rect } from '../testing/fixtures';
import { imroZoningFile } from '../testing/imroFixture';
import { fixtureDir, hasSamples, SAMPLES } from '../testing/samples';
import { dataDateOption, isoDateOrYear } from './importContext';
import { formatReport } from './report';
import { runImport } from './runImport';

// Issue #41 item 4: every dataset records the date its data describe, read from its files where they state it and
// given at the import where they do not; the import date stays beside it (geo_datasets.updated_at).
let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const dated = async (dataset: string) =>
  db.query<{ area: string; data_date: string | null; data_date_origin: string | null }>(
    'SELECT area, data_date, data_date_origin FROM geo_datasets WHERE dataset = $1 ORDER BY area',
    [dataset],
  );
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('the date of the data', () => {
  it("a BAG extract's StandTechnischeDatum, not the day it is imported", async () => {
    const r = await runImport(db, 'bag', file('0221PND15062020-000001.xml', bagFile('PND', [bagPand('0221100000000001', 1931, rect(206300, 447500, 12, 10))])));
    expect(r.datasets).toMatchObject([expect.objectContaining({ dataset: 'bag.panden', dataDate: BAG_STAND_DATE, dataDateOrigin: 'file' })]);
    expect(await dated('bag.panden')).toEqual([{ area: '0221', data_date: BAG_STAND_DATE, data_date_origin: 'file' }]);
    // the file's own date wins over one given at the import
    await runImport(db, 'bag', join(dir, '0221PND15062020-000001.xml'), { dataDate: '2026-01-01' });
    expect(await dated('bag.panden')).toEqual([{ area: '0221', data_date: BAG_STAND_DATE, data_date_origin: 'file' }]);
  });

  it.skipIf(!hasSamples)("the Kadaster's own BAG sample: 15 September 2020", async () => {
    const r = await runImport(db, 'bag', join(SAMPLES, 'bag/0221VBO15092020-000001.xml'));
    expect(r.datasets.map((d) => [d.dataset, d.dataDate])).toEqual([['bag.verblijfsobjecten', '2020-09-15']]);
  });

  it("a plan's date for its IMRO zoning; the newest change of a BRK delivery's objects", async () => {
    await runImport(db, 'imro', file('plan.gml', imroZoningFile({ planId: 'NL.IMRO.0200.datum-vg01', planName: 'Datum', x: 190000, y: 460000 })));
    expect(await dated('imro.plan')).toEqual([{ area: 'NL.IMRO.0200.datum-vg01', data_date: '2021-03-01', data_date_origin: 'file' }]);
    await runImport(db, 'brk-gml', file('percelen.gml', brkParcelFile([{ id: '84920229870000', perceelnummer: 2987, ring: rect(190000, 460000, 20, 20), grootte: 400 }])));
    expect(await dated('brk.percelen')).toEqual([{ area: 'NL', data_date: '2000-11-20', data_date_origin: 'objects' }]);
  });

  it('a file that states no date: none, and the report says how to give it; given at the import, that one', async () => {
    const layer = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { naam: 'x' }, geometry: { type: 'Point', coordinates: [190000, 460000] } }] });
    const none = await runImport(db, 'geojson', file('wegen.geojson', layer), { layer: 'wegen', crs: 'EPSG:28992' });
    expect(none.datasets).toMatchObject([expect.objectContaining({ dataset: 'layer.wegen', dataDate: null, dataDateOrigin: null })]);
    expect(formatReport(none)).toContain('replaced dataset layer.wegen, area NL: 1 features, date of its data unknown (the files state none: give it with --data-date)');
    await runImport(db, 'geojson', join(dir, 'wegen.geojson'), { layer: 'wegen', crs: 'EPSG:28992', dataDate: '2024-07-01' });
    expect(await dated('layer.wegen')).toEqual([{ area: 'NL', data_date: '2024-07-01', data_date_origin: 'given' }]);
  });

  it('reads dates and years, refuses anything else as an option', () => {
    expect([isoDateOrYear('2020-09-15'), isoDateOrYear('2000-11-20T14:29:09+01:00'), isoDateOrYear('2024'), isoDateOrYear('15-09-2020'), isoDateOrYear('2020-13-45'), isoDateOrYear(null)]).toEqual([
      '2020-09-15',
      '2000-11-20',
      '2024',
      null,
      null,
      null,
    ]);
    expect(dataDateOption(undefined)).toBeUndefined();
    expect(dataDateOption('2024')).toBe('2024');
    expect(() => dataDateOption('gisteren')).toThrow(/YYYY-MM-DD or a year/);
    expect(() => dataDateOption('2024-01-01T00:00')).toThrow(/YYYY-MM-DD or a year/);
  });
});
