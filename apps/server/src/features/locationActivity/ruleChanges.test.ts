import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../../test/testApp';
import { locationWithRdParcels } from '../../test/rdParcels';
import { runImport } from '../../geodata/runner/runImport';
import { rulesAtPlot } from '../../geodata/omgevingsplan/rulesAtPlot';
import { FIXTURE_POINT_INSIDE, writeOwFixture } from '../../geodata/testing/omgevingsplan/owFixture';
import { fixtureDir } from '../../geodata/testing/samples';
import { weeklyDigests } from '../weeklyEmail/weeklyDigest';
import { weeklyMailBody } from '../weeklyEmail/weeklyMail';

// Alerts on rule changes (#21 item 6): an omgevingsplan delivery that touches a saved location shows in the location's
// activity and in the weekly e-mail; a draft (ontwerp) alerts without becoming the rules in force. The test delivery's
// gebied is the square (155000, 425000)-(155100, 425100) in RD New.
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

const locationWithParcel = (company: TestCompany, name: string, x: number, y: number) =>
  locationWithRdParcels(t, company.user, name, [[x, y]]);
const ruleActivity = async (company: TestCompany, id: number) =>
  (await t.json<ActivityEntry[]>('GET', `/api/locations/detail/${id}/activity`, company.user))
    .filter((e) => e.kind === 'rule_change')
    .map((e) => [e.to, e.title]);

/** The test delivery as another besluit, with another height, optionally as a draft (ontwerp). */
function delivery(name: string, besluit: string, height: number, draft = false): string {
  const dir = writeOwFixture(join(fixtureDir(), name), { normValue: `<rol:kwantitatieveWaarde>${height}</rol:kwantitatieveWaarde>` });
  const file = join(dir, 'akn_nl_bill_gm9999-1.xml');
  const procedure = `<BesluitMetadata xmlns="https://standaarden.overheid.nl/stop/imop/data/"><soortProcedure>/join/id/stop/proceduretype_${draft ? 'ontwerp' : 'definitief'}</soortProcedure></BesluitMetadata>`;
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('/akn/nl/bill/gm9999/2024/1', besluit).replace('<BesluitVersie>', `<BesluitVersie>${procedure}`));
  return dir;
}
const height = async () => (await rulesAtPlot(t.db, FIXTURE_POINT_INSIDE)).rules[0]?.normValues[0]?.kwantitatief;

beforeAll(async () => {
  t = await TestApp.start();
  a = await t.company('Wijziging A');
  b = await t.company('Wijziging B');
}, 120_000);
afterAll(async () => t?.stop());

describe('alerts when an omgevingsplan delivery touches a location', () => {
  it('records a plan, an amendment and a draft on the locations they touch, once each, per company', async () => {
    const inside = await locationWithParcel(a, 'In het plan', 155040, 425040);
    const outside = await locationWithParcel(a, 'Ernaast', 155300, 425300);
    const otherCompany = await locationWithParcel(b, 'Ook in het plan', 155060, 425060);

    await runImport(t.db, 'omgevingsplan', delivery('plan', '/akn/nl/bill/gm9999/2024/1', 9));
    await runImport(t.db, 'omgevingsplan', delivery('plan-again', '/akn/nl/bill/gm9999/2024/1', 9));
    expect(await ruleActivity(a, inside)).toEqual([['plan', '/akn/nl/bill/gm9999/2024/1']]);
    expect(await ruleActivity(a, outside)).toEqual([]);
    expect(await ruleActivity(b, otherCompany)).toEqual([['plan', '/akn/nl/bill/gm9999/2024/1']]);

    await runImport(t.db, 'omgevingsplan', delivery('amendment', '/akn/nl/bill/gm9999/2024/2', 12));
    expect(await height()).toBe(12);
    const report = await runImport(t.db, 'omgevingsplan', delivery('draft', '/akn/nl/bill/gm9999/2024/3', 20, true));
    expect(report.warnings).toContain('2 location(s) alerted of the draft');
    expect(report.tables).toEqual({ geo_ow_drafts: 8 });
    // a draft is not law: the rules in force keep the amendment's value
    expect(await height()).toBe(12);
    expect((await ruleActivity(a, inside)).sort()).toEqual([
      ['amendment', '/akn/nl/bill/gm9999/2024/2'],
      ['draft', '/akn/nl/bill/gm9999/2024/3'],
      ['plan', '/akn/nl/bill/gm9999/2024/1'],
    ]);
    expect(await ruleActivity(a, outside)).toEqual([]);
    // another company's location is not reachable through this one's activity
    expect((await t.request('GET', `/api/locations/detail/${otherCompany}/activity`, { as: a.user })).json()).not.toContainEqual(
      expect.objectContaining({ kind: 'rule_change' }),
    );
  });

  it('the weekly e-mail lists the rule changes on the reader\'s locations', async () => {
    const { news, digests } = await weeklyDigests(t.db, new Date());
    const mine = digests.find((d) => d.userId === a.user.id)!;
    expect(mine.ruleChanges.map((c) => [c.locationName, c.kind]).sort()).toEqual([
      ['In het plan', 'amendment'],
      ['In het plan', 'draft'],
      ['In het plan', 'plan'],
    ]);
    const body = weeklyMailBody(news, { ...mine, lang: 'en' }, 'https://app.example', 'https://app.example/unsubscribe');
    const section = body.sections.find((s) => s.heading === 'Rule changes on your locations');
    expect(section?.items?.map((i) => i.detail)).toContain('draft amendment open for comment: /akn/nl/bill/gm9999/2024/3');
    expect(digests.find((d) => d.userId === b.user.id)!.ruleChanges.map((c) => c.locationName)).toEqual(['Ook in het plan', 'Ook in het plan', 'Ook in het plan']);
  });
});
