import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { freshDatabase } from '../../../test/templateDb';
import { runImport } from '../../runner/runImport';
import type { ImportReport } from '../../runner/report';
import { fixtureDir } from '../../testing/samples';
import { NORMS_ABSENT, NORMS_POINT, NORMS_REGELING, normsId, writeOwNormsFixture } from '../../testing/omgevingsplan/owNormsFixture';
import { omgevingsplanAtPlot } from '../../omgevingsplan/constraintsAtPlot';

// #41 item 3: where a rule comes from, and a partial delivery imported as far as it resolves. The partial fixture is
// OW-only: its manifests name the STOP regeling and an activities file that are absent, the rule cites an activity of
// that file, and one gebied has no geometry in any GIO.
const DSO_URL = 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9998_2024_normen';
let partial: Db;
let complete: Db;
let report: ImportReport;
const drops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  for (const which of ['partial', 'complete'] as const) {
    const { db, drop } = await freshDatabase();
    drops.push(drop);
    if (which === 'partial') {
      partial = db;
      report = await runImport(db, 'omgevingsplan', writeOwNormsFixture(join(fixtureDir(), 'ow-partial'), { partial: true }));
    } else {
      complete = db;
      await runImport(db, 'omgevingsplan', writeOwNormsFixture(join(fixtureDir(), 'ow-complete')));
    }
  }
}, 180_000);
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('a delivery without the STOP regeling', () => {
  it('is imported as far as it resolves; the report names each absent file, the unresolved references by kind and the location without geometry', () => {
    expect(report).toMatchObject({ status: 'succeeded', rejected: 0 });
    expect(report.warnings).toEqual([
      `manifest-ow.xml names ${NORMS_ABSENT[1]} (Activiteit), which is not in the delivery`,
      `manifest.xml names ${NORMS_ABSENT[0]}, which is not in the delivery`,
      `regeling ${NORMS_REGELING} named by the OW manifest: no STOP regeling delivered (no article texts, expression or date of entry into force)`,
      `unresolved Activiteit references: 1 (e.g. ${normsId('activiteit', 'bouwen')}); kept, they answer nowhere until delivered`,
      'unresolved Artikel (STOP) references: 1 (e.g. gm9998_1__art_4.1__para_1); kept, they answer nowhere until delivered',
      `Gebied ${normsId('gebied', 'zonder')} has no geometry (GeometrieRef geo-zonder is not delivered): it meets no plot`,
    ]);
  });

  it('names the regeling from the OW manifest: rules, constraint source and link carry it, never "? ?"', async () => {
    const west = (await omgevingsplanAtPlot(partial, NORMS_POINT.west))!;
    expect(west.rules.map((r) => [r.citation.regeling, r.url])).toEqual([[NORMS_REGELING, DSO_URL]]);
    expect(west.drafts.map((d) => [d.type, d.value, d.source, d.url])).toEqual([['building_height', 10, `omgevingsplan ${NORMS_REGELING} ? 2024-05-01`, DSO_URL]]);
    expect(west.deliveries).toEqual([
      {
        regeling: NORMS_REGELING,
        expression: null,
        inwerkingtreding: null,
        besluit: null,
        datumBekendmaking: '2024-05-01',
        regelingFrom: 'manifest',
        absentFiles: [NORMS_ABSENT[1], NORMS_ABSENT[0]],
        unresolved: [
          { kind: 'Activiteit', count: 1, examples: [normsId('activiteit', 'bouwen')] },
          { kind: 'Artikel (STOP)', count: 1, examples: ['gm9998_1__art_4.1__para_1'] },
        ],
        withoutGeometry: [normsId('gebied', 'zonder')],
      },
    ]);
    // every norm there was read, yet the delivery was partial: partly checked, and the deliveries say why
    expect(west.check).toMatchObject({ status: 'partly_checked', numeric: 1, unread: [], partialDelivery: true });
  });

  it('a complete delivery names the regeling, its expression and date from the STOP regeling, and is checked', async () => {
    const west = (await omgevingsplanAtPlot(complete, NORMS_POINT.west))!;
    expect(west.deliveries).toEqual([
      expect.objectContaining({ regeling: NORMS_REGELING, expression: `${NORMS_REGELING}/nld@2024-05-01`, besluit: '/akn/nl/bill/gm9998/2024/1', regelingFrom: 'stop', absentFiles: [], unresolved: [], withoutGeometry: [] }),
    ]);
    expect(west.check.status).toBe('checked');
    expect(west.check.partialDelivery).toBeUndefined();
  });
});
