import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationOmgevingsplanResponse } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { runImport } from '../../geodata/runner/runImport';
import { brkParcelFile, type FixtureParcel } from '../../geodata/testing/fixtures';
import { imroZoningFile } from '../../geodata/testing/imroFixture';
import { FIXTURE_REGELING, writeOwFixture } from '../../geodata/testing/omgevingsplan/owFixture';
import { PARTLY_REPLACED } from '../../geodata/omgevingsplan/constraintsAtPlot';

// Which plan applies (issue #21 item 3) on the tests' own delivery: its gebied is the square (155000, 425000) -
// (155100, 425100), the pons its south-west 40 x 40 m. Three parcels, each under an IMRO maatvoering of its own:
// one inside the pons, one across its edge, one outside it.
const X = 155000;
const Y = 425000;
const parcel = (n: number, x: number, y: number): FixtureParcel => ({
  id: String(99990000000000 + n),
  perceelnummer: n,
  ring: [[x, y], [x + 18, y], [x + 18, y + 15], [x, y + 15], [x, y]],
  grootte: 270,
});
const SPOTS = { full: [X + 5, Y + 5], partial: [X + 30, Y + 5], none: [X + 60, Y + 60] } as const;

type Row = { id: number; type: string; value: number | null; source: string | null; description: string | null; reference: string | null };
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let dir: string;
const plotIds: Record<string, number> = {};
const constraintsOf = async (id: number) =>
  (await t.json<{ constraints: Row[] }>('GET', `/api/locations/detail/${id}?depth=1`, a.user)).constraints.sort((x, y) => x.id - y.id);
const locationAt = async (spot: keyof typeof SPOTS) => (await t.json<{ id: number }>('POST', '/api/geodata/plots/to-location', a.user, { plotIds: [plotIds[spot]] })).id;
const rulesOf = async (id: number) => (await t.json<LocationOmgevingsplanResponse>('GET', `/api/locations/detail/${id}/omgevingsplan`, a.user)).omgevingsplan;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Pons A');
  b = await t.company('Pons B');
  dir = mkdtempSync(join(tmpdir(), 'plotwise-pons-'));
  const spots = Object.entries(SPOTS);
  writeFileSync(join(dir, 'percelen.gml'), brkParcelFile(spots.map(([, [x, y]], i) => parcel(i + 1, x, y))));
  await runImport(t.db, 'brk-gml', join(dir, 'percelen.gml'));
  for (const [name, [x, y]] of spots) {
    writeFileSync(join(dir, `${name}.gml`), imroZoningFile({ planId: `NL.IMRO.9999.bp${name}-0001`, planName: name, x, y }));
    await runImport(t.db, 'imro', join(dir, `${name}.gml`));
  }
  const rows = await t.db.query<{ id: number; nr: string }>(`SELECT id::int AS id, identificatie AS nr FROM geo_plots ORDER BY identificatie`);
  spots.forEach(([name], i) => (plotIds[name] = rows[i]!.id));
  await runImport(t.db, 'omgevingsplan', writeOwFixture(join(dir, 'ow')));
}, 180_000);
afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('which plan gives a location its constraints', () => {
  it('under the pons: the omgevingsplan only, no IMRO constraint', async () => {
    const loc = await locationAt('full');
    const rows = await constraintsOf(loc);
    expect(rows.map((c) => [c.type, c.value, c.reference])).toEqual([['building_height', 9, 'Artikel 3.1 lid 1']]);
    expect(rows[0]!.source).toBe(`omgevingsplan ${FIXTURE_REGELING} /akn/nl/bill/gm9999/2024/1 2024-03-01`);
    expect((await rulesOf(loc))?.ponsCoverage).toBe('full');
    // and a refresh keeps it so
    await t.json('POST', `/api/locations/detail/${loc}/constraints/refresh`, a.user, undefined, 200);
    expect((await constraintsOf(loc)).every((c) => c.source?.startsWith('omgevingsplan '))).toBe(true);
  });

  it('across the edge of the pons: both, the IMRO ones marked as partly replaced', async () => {
    const loc = await locationAt('partial');
    const rows = await constraintsOf(loc);
    const imro = rows.filter((c) => c.source?.startsWith('IMRO '));
    expect(imro.map((c) => [c.type, c.value]).sort()).toEqual([
      ['building_height', 10],
      ['gsi', 0.6],
    ]);
    expect(imro.every((c) => c.description?.endsWith(PARTLY_REPLACED))).toBe(true);
    expect(rows.filter((c) => c.source?.startsWith('omgevingsplan ')).map((c) => [c.type, c.value])).toEqual([['building_height', 9]]);
    expect((await rulesOf(loc))?.ponsCoverage).toBe('partial');
  });

  it('outside the pons: the IMRO plan unmarked beside the omgevingsplan rules that meet the parcel', async () => {
    const loc = await locationAt('none');
    const rows = await constraintsOf(loc);
    expect(rows.filter((c) => c.source?.startsWith('IMRO ')).map((c) => c.description).sort()).toEqual(['maximum bebouwingspercentage (%): 60', 'maximum bouwhoogte (m): 10']);
    expect((await rulesOf(loc))?.ponsCoverage).toBe('none');
  });
});

describe('the check status of a location', () => {
  it('checked, then not checkable when the value is only in the text, then when its type is unknown', async () => {
    const loc = await locationAt('none');
    expect((await rulesOf(loc))?.check).toEqual({ status: 'checked', numeric: 1, unread: [] });
    await runImport(t.db, 'omgevingsplan', writeOwFixture(join(dir, 'text'), { normValue: '<rol:waardeInRegeltekst>waarde staat in regeltekst</rol:waardeInRegeltekst>' }));
    const inText = (await rulesOf(loc))!.check;
    expect(inText.status).toBe('not_checkable');
    expect(inText.unread).toEqual([
      {
        ruleId: 'nl.imow-gm9999.juridischeregel.1',
        reference: 'Artikel 3.1 lid 1',
        url: 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9999_2024_testplan',
        naam: 'maximum bouwhoogte',
        reason: 'in_text',
      },
    ]);
    // the refresh turns the norm into "read the article": a general constraint without a value, with its citation
    await t.json('POST', `/api/locations/detail/${loc}/constraints/refresh`, a.user, undefined, 200);
    expect((await constraintsOf(loc)).filter((c) => c.source?.startsWith('omgevingsplan ')).map((c) => [c.type, c.value, c.description])).toEqual([
      ['general', null, 'maximum bouwhoogte — vak 1: waarde in de regeltekst: lees Artikel 3.1 lid 1'],
    ]);
    await runImport(t.db, 'omgevingsplan', writeOwFixture(join(dir, 'unknown'), { normType: 'MaximumAantalKippen' }));
    // a type outside the value list keeps its value: listed as not checked by the product, no constraint
    expect((await rulesOf(loc))!.check).toMatchObject({ status: 'not_checkable', unread: [], notChecked: [{ naam: 'maximum bouwhoogte', type: 'MaximumAantalKippen', value: '9 m', locatie: 'vak 1' }] });
    await t.json('POST', `/api/locations/detail/${loc}/constraints/refresh`, a.user, undefined, 200);
    expect((await constraintsOf(loc)).filter((c) => c.source?.startsWith('omgevingsplan '))).toEqual([]);
    // back to the first delivery for the other tests
    await runImport(t.db, 'omgevingsplan', writeOwFixture(join(dir, 'again')));
  });

  it("is the company's own: another company gets 404 and no rules", async () => {
    const loc = await locationAt('full');
    const res = await t.request('GET', `/api/locations/detail/${loc}/omgevingsplan`, { as: b.user });
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('check');
  });
});
