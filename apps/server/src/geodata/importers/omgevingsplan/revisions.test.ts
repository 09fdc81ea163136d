import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import { fixtureDir } from '../../testing/samples';
import {
  FIXTURE_AMENDMENT,
  FIXTURE_POINT_INSIDE,
  LOCATIONS_PUNT,
  LOCATIONS_REGELING,
  writeOwAmendmentFixture,
  writeOwFixture,
  writeOwLocationsFixture,
} from '../../testing/omgevingsplan/owFixture';
import { articleHistory, rulesAtPlot } from '../../omgevingsplan/rulesAtPlot';

// Issue #21: renvooi (RegelingMutatie), withdrawals, Lijn/Punt locations and the Ambtsgebied, on the tests' own fixtures.
let db: Db;
let drop: () => Promise<void>;
const dir = fixtureDir();
beforeAll(async () => ({ db, drop } = await freshDatabase()));
afterAll(async () => drop?.());

const LID = 'gm9999_1__art_3.1__para_1';
const snapshot = () => db.query(`SELECT wid, run_id, tekst FROM geo_ow_articles ORDER BY wid, run_id`);

describe('omgevingsplan revisions: renvooi', () => {
  it('applies a wijzigingsbesluit to the article texts and keeps the earlier text as history', async () => {
    await runImport(db, 'omgevingsplan', writeOwFixture(join(dir, 'base')));
    const report = await runImport(db, 'omgevingsplan', writeOwAmendmentFixture(join(dir, 'amendment')));
    // the changed lid, its article (new text and heading) and the added article 3.2
    expect(report.tables.geo_ow_articles).toBe(3);
    const [rule] = (await rulesAtPlot(db, FIXTURE_POINT_INSIDE)).rules;
    expect(rule?.article).toMatchObject({ tekst: 'De bouwhoogte is ten hoogste 12 meter.', besluit: FIXTURE_AMENDMENT, datumBekendmaking: '2024-06-01', wijzigactie: 'vervang' });
    expect(rule?.article?.history).toEqual([
      { besluit: '/akn/nl/bill/gm9999/2024/1', datumBekendmaking: '2024-03-01', nummer: '1', opschrift: null, tekst: 'De bouwhoogte is ten hoogste de maximum bouwhoogte.', wijzigactie: null },
    ]);
    const artikel = await articleHistory(db, 'gm9999_1__art_3.1');
    expect(artikel.map((a) => [a.opschrift, a.tekst, a.wijzigactie, a.current, a.supersededBy])).toEqual([
      ['Bouwhoogte hoofdgebouw', 'De bouwhoogte is ten hoogste 12 meter.', 'vervang', true, null],
      ['Bouwhoogte', 'De bouwhoogte is ten hoogste de maximum bouwhoogte.', null, false, FIXTURE_AMENDMENT],
    ]);
    expect((await articleHistory(db, 'gm9999_1__art_3.2')).map((a) => [a.nummer, a.tekst, a.wijzigactie])).toEqual([['3.2', 'De goothoogte bedraagt ten hoogste 6 meter.', 'voegtoe']]);
    // a re-import of the same besluit gives the same texts (its own earlier rows are not the text it changes)
    await runImport(db, 'omgevingsplan', writeOwAmendmentFixture(join(dir, 'amendment-again')));
    expect((await articleHistory(db, LID)).map((a) => a.tekst)).toEqual(['De bouwhoogte is ten hoogste 12 meter.', 'De bouwhoogte is ten hoogste de maximum bouwhoogte.']);
  });

  it('refuses a mutation of an unknown wId with file, object and reason, writing nothing', async () => {
    const before = await snapshot();
    await expect(runImport(db, 'omgevingsplan', writeOwAmendmentFixture(join(dir, 'unknown-wid'), { vervangWat: 'gm9999_1__art_9.9' }))).rejects.toThrow(
      /akn_nl_bill_gm9999-2\.xml: gm9999_1__art_9\.9: RegelingMutatie Vervang names wId gm9999_1__art_9\.9, which is neither in this delivery nor imported before/,
    );
    expect(await snapshot()).toEqual(before);
    const [run] = await db.query<{ status: string }>(`SELECT status FROM geo_import_runs ORDER BY id DESC LIMIT 1`);
    expect(run?.status).not.toBe('succeeded');
  });

  it('removes an article a Verwijder names: it reads as removed, its text kept as history', async () => {
    const d = writeOwAmendmentFixture(join(dir, 'verwijder'));
    const file = join(d, 'akn_nl_bill_gm9999-2.xml');
    const { readFileSync } = await import('node:fs');
    // a third besluit: only the removal of article 3.2
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replaceAll('/akn/nl/bill/gm9999/2024/2', '/akn/nl/bill/gm9999/2024/4')
        .replace(/<VervangKop[\s\S]*<\/VoegToe>/, '<Verwijder wat="gm9999_1__art_3.2"/>'),
    );
    await runImport(db, 'omgevingsplan', d);
    const history = await articleHistory(db, 'gm9999_1__art_3.2');
    expect(history.map((a) => [a.besluit, a.tekst, a.wijzigactie])).toEqual([
      ['/akn/nl/bill/gm9999/2024/4', null, 'verwijder'],
      [FIXTURE_AMENDMENT, 'De goothoogte bedraagt ten hoogste 6 meter.', 'voegtoe'],
    ]);
    // the lid the rule cites is untouched by it
    expect((await rulesAtPlot(db, FIXTURE_POINT_INSIDE)).rules[0]?.article?.tekst).toBe('De bouwhoogte is ten hoogste 12 meter.');
  });
});

describe('omgevingsplan revisions: withdrawals', () => {
  it('a rule delivered with status beëindigen stops answering, kept as history', async () => {
    expect((await rulesAtPlot(db, FIXTURE_POINT_INSIDE)).rules).toHaveLength(1);
    await runImport(db, 'omgevingsplan', writeOwAmendmentFixture(join(dir, 'end-rule'), { endRule: true }));
    expect((await rulesAtPlot(db, FIXTURE_POINT_INSIDE)).rules).toEqual([]);
    const versions = await db.query<{ besluit: string; status: string | null }>(
      `SELECT besluit, status FROM geo_ow_objects WHERE identificatie = 'nl.imow-gm9999.juridischeregel.1' ORDER BY run_id`,
    );
    expect(versions).toEqual([
      { besluit: '/akn/nl/bill/gm9999/2024/1', status: null },
      { besluit: FIXTURE_AMENDMENT, status: 'beëindigen' },
    ]);
    // importing the initial besluit again makes its version the one in force (the besluit imported last)
    await runImport(db, 'omgevingsplan', writeOwFixture(join(dir, 'base-again')));
    expect((await rulesAtPlot(db, FIXTURE_POINT_INSIDE)).rules).toHaveLength(1);
  });

  it('a besluit withdrawing the regeling (Intrekking) ends every object of it, pons included', async () => {
    const report = await runImport(db, 'omgevingsplan', writeOwAmendmentFixture(join(dir, 'withdraw'), { withdraw: true }));
    expect(report.warnings.join(' ')).toMatch(/withdraws \/akn\/nl\/act\/gm9999\/2024\/testplan: \d+ object\(s\) end/);
    const at = await rulesAtPlot(db, 'POINT(155020 425020)');
    expect(at.rules).toEqual([]);
    expect(at.pons).toBe(false);
    const [kept] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM geo_ow_objects WHERE regeling = '/akn/nl/act/gm9999/2024/testplan' AND status IS NULL`);
    expect(kept?.n).toBeGreaterThan(0);
  });
});

describe('omgevingsplan revisions: Lijn, Punt and Ambtsgebied locations', () => {
  const plotAround = (x: number, y: number, half: number) => `POLYGON((${x - half} ${y - half},${x + half} ${y - half},${x + half} ${y + half},${x - half} ${y + half},${x - half} ${y - half}))`;
  const ruleIds = async (wkt: string) => (await rulesAtPlot(db, wkt)).rules.filter((r) => r.citation.regeling === LOCATIONS_REGELING).map((r) => r.ruleId);

  it('answers rules at a Punt and a Lijnengroep within a few metres of the plot, and lists Ambtsgebied rules as not located', async () => {
    const report = await runImport(db, 'omgevingsplan', writeOwLocationsFixture(join(dir, 'locations')));
    expect(report.tables.geo_ow_geometries).toBe(2);
    const { x, y } = LOCATIONS_PUNT;
    expect(await ruleIds(plotAround(x, y, 10))).toEqual(['nl.imow-gm9999.juridischeregel.5.1']);
    // a plot 3 m beside the point still answers, one 20 m away does not
    expect(await ruleIds(plotAround(x + 13, y, 10))).toEqual(['nl.imow-gm9999.juridischeregel.5.1']);
    expect(await ruleIds(plotAround(x + 30, y + 30, 10))).toEqual([]);
    // the line crosses this plot; a plot 4 m north of it is within the distance
    expect(await ruleIds(plotAround(x + 150, y, 10))).toEqual(['nl.imow-gm9999.juridischeregel.5.2']);
    expect(await ruleIds(`POINT(${x + 150} ${y + 4})`)).toEqual(['nl.imow-gm9999.juridischeregel.5.2']);
    const at = await rulesAtPlot(db, `POINT(${x + 500} ${y + 500})`);
    expect(at.notLocated).toEqual([
      {
        ruleId: 'nl.imow-gm9999.juridischeregel.5.3',
        citation: { regeling: LOCATIONS_REGELING, wid: 'gm9999_3__art_5.3' },
        opschrift: 'Algemene regel',
        ambtsgebied: 'GM9999',
        reason: 'ambtsgebied_not_resolved',
      },
      // the municipality-wide norm no rule cites: its own location is the Ambtsgebied, so it is not located either
      {
        ruleId: 'nl.imow-gm9999.omgevingsnorm.gemeente',
        citation: { regeling: LOCATIONS_REGELING, wid: null },
        opschrift: 'maximum bouwhoogte gemeente',
        ambtsgebied: 'GM9999',
        reason: 'ambtsgebied_not_resolved',
      },
    ]);
  });

  it('resolves the Ambtsgebied from the imported CBS municipality boundary', async () => {
    const { x, y } = LOCATIONS_PUNT;
    const file = join(dir, 'gemeenten.geojson');
    const ring = [
      [x - 1000, y - 1000],
      [x + 1000, y - 1000],
      [x + 1000, y + 1000],
      [x - 1000, y + 1000],
      [x - 1000, y - 1000],
    ];
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
        features: [{ type: 'Feature', properties: { statcode: 'GM9999', statnaam: 'Teststad', jaar: 2024 }, geometry: { type: 'Polygon', coordinates: [ring] } }],
      }),
    );
    await runImport(db, 'cbs-areas', file, { crs: 'EPSG:28992' });
    const inside = await rulesAtPlot(db, `POINT(${x + 500} ${y + 500})`);
    expect(inside.notLocated).toEqual([]);
    expect(inside.rules.map((r) => r.ruleId)).toEqual(['nl.imow-gm9999.juridischeregel.5.3']);
    // and the municipality-wide norm reaches the plot by its own location
    expect(inside.norms?.map((n) => n.normId)).toContain('nl.imow-gm9999.omgevingsnorm.gemeente');
    expect(await ruleIds(`POINT(${x + 5000} ${y})`)).toEqual([]);
  });
});
