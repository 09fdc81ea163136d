import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { runImport } from '../runner/runImport';
import { fixtureDir } from '../testing/samples';
import { NORMS_POINT, NORMS_REGELING, normsId, writeOwNormsFixture } from '../testing/omgevingsplan/owNormsFixture';
import { omgevingsplanAtPlot } from './constraintsAtPlot';

// #41 item 1: a norm reaches a plot by its own location (each normwaarde names it), not by the rule citing it.
// The fixture: rule 4.1 on both gebieden cites the height norm of vak west only; the gutter norm of vak oost is
// cited by no rule.
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await runImport(db, 'omgevingsplan', writeOwNormsFixture(join(fixtureDir(), 'ow-normen')));
}, 120_000);
afterAll(async () => drop?.());

describe('norms by their own location', () => {
  it('a norm cited by no rule reaches a plot in its location, with its value, unit, location and "cited by no rule"', async () => {
    const east = await omgevingsplanAtPlot(db, NORMS_POINT.east);
    expect(east!.norms).toEqual([
      {
        normId: normsId('omgevingsnorm', 'goot'),
        normKind: 'Omgevingsnorm',
        naam: 'maximum goothoogte',
        type: 'MaximumGoothoogte',
        eenheid: 'Meter',
        regeling: NORMS_REGELING,
        besluit: '/akn/nl/bill/gm9998/2024/1',
        datumBekendmaking: '2024-05-01',
        inwerkingtreding: null,
        values: [{ kwantitatief: 6, kwalitatief: null, inRegeltekst: null, locatieId: normsId('gebied', 'oost'), locatieNaam: 'vak oost' }],
        citedBy: [],
      },
    ]);
    // and it constrains the plot: a gutter height cited by the norm itself
    expect(east!.drafts).toEqual([
      expect.objectContaining({ type: 'gutter_height', operator: 'smaller_than', value: 6, subzone: 'vak oost', reference: `Omgevingsnorm ${normsId('omgevingsnorm', 'goot')} (door geen regel geciteerd)` }),
    ]);
    expect(east!.check).toMatchObject({ status: 'checked', numeric: 1 });
  });

  it('a norm cited by a rule is never offered where its own location does not meet the plot', async () => {
    const east = await omgevingsplanAtPlot(db, NORMS_POINT.east);
    // the rule lies on both gebieden, so it is here; the height norm it cites lies on vak west only
    expect(east!.rules.map((r) => r.ruleId)).toEqual([normsId('juridischeregel', '1')]);
    expect(east!.rules[0]!.normValues).toEqual([]);
    expect(east!.norms!.map((n) => n.normId)).not.toContain(normsId('omgevingsnorm', 'hoogte'));
    expect(east!.drafts.map((d) => d.type)).not.toContain('building_height');
  });

  it('at the norm\'s own location: the norm with the rule citing it and its article; outside both locations: nothing', async () => {
    const west = await omgevingsplanAtPlot(db, NORMS_POINT.west);
    expect(west!.norms).toEqual([
      expect.objectContaining({
        normId: normsId('omgevingsnorm', 'hoogte'),
        values: [expect.objectContaining({ kwantitatief: 10, locatieNaam: 'vak west' })],
        citedBy: [{ ruleId: normsId('juridischeregel', '1'), wid: 'gm9998_1__art_4.1__para_1', reference: 'Artikel 4.1 lid 1', atPlot: true }],
      }),
    ]);
    expect(west!.drafts).toEqual([expect.objectContaining({ type: 'building_height', value: 10, reference: 'Artikel 4.1 lid 1' })]);
    // between the gebieden: neither the rule nor a norm
    expect(await omgevingsplanAtPlot(db, NORMS_POINT.between)).toBeNull();
  });
});
