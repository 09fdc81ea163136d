import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { runImport } from '../runner/runImport';
import { fixtureDir } from '../testing/samples';
import { NORMS_POINT, normsId, owNorm, writeOwNormsFixture } from '../testing/omgevingsplan/owNormsFixture';
import { omgevingsplanAtPlot } from './constraintsAtPlot';
import { KNOWN_NORM_TYPES, normTypeUse } from './normTypes';

// #41 item 2: every norm type keeps its values. One norm of each type of the value list (and one outside it) lies on
// vak oost, each with its own value and unit; some values are qualitative or only in the text.
const UNKNOWN = 'MaximumAantalKippen';
const TYPES = [...KNOWN_NORM_TYPES, UNKNOWN];
const unitOf = (type: string): string | undefined =>
  /Dakhelling/.test(type) ? 'Graad'
  : /hoogte|Afstand|Diepte|Breedte|diepte/.test(type) ? 'Meter'
  : /percentage|^Percentage$/i.test(type) ? 'Procent'
  : /Inhoud|^Volume$/.test(type) ? 'KubiekeMeter'
  : /Oppervlakte/.test(type) ? 'VierkanteMeter'
  : /Geluid/.test(type) ? 'Decibel'
  : undefined;
// every seventh a qualitative value, every eleventh only in the rule text, the rest a number of their own
const valueOf = (k: number) =>
  k % 7 === 3 ? { kwalitatief: `klasse ${k}` } : k % 11 === 5 ? { inRegeltekst: 'waarde staat in regeltekst' } : { kwantitatief: k + 1 };
const element = (v: ReturnType<typeof valueOf>) =>
  'kwantitatief' in v ? `<rol:kwantitatieveWaarde>${v.kwantitatief}</rol:kwantitatieveWaarde>`
  : 'kwalitatief' in v ? `<rol:kwalitatieveWaarde>${v.kwalitatief}</rol:kwalitatieveWaarde>`
  : `<rol:waardeInRegeltekst>${v.inRegeltekst}</rol:waardeInRegeltekst>`;

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  const norms = TYPES.map((type, k) =>
    owNorm({ n: `t${k}`, naam: `norm ${type}`, type, ...(unitOf(type) ? { eenheid: unitOf(type) } : {}), values: [{ locatie: normsId('gebied', 'oost'), value: element(valueOf(k)) }] }),
  );
  await runImport(db, 'omgevingsplan', writeOwNormsFixture(join(fixtureDir(), 'ow-types'), { norms }));
}, 120_000);
afterAll(async () => drop?.());

describe('every norm type keeps its values', () => {
  it('stores a norm of each value-list type (and one outside it) with its value and unit, and lists it where it applies', async () => {
    const east = await omgevingsplanAtPlot(db, NORMS_POINT.east);
    TYPES.forEach((type, k) => {
      const n = east!.norms!.find((x) => x.normId === normsId('omgevingsnorm', `t${k}`));
      expect(n, type).toMatchObject({ type, eenheid: unitOf(type) ?? null, citedBy: [] });
      expect(n!.values, type).toEqual([{ kwantitatief: null, kwalitatief: null, inRegeltekst: null, ...valueOf(k), locatieId: normsId('gebied', 'oost'), locatieNaam: 'vak oost' }]);
    });
    // and none of them where its location is not
    expect((await omgevingsplanAtPlot(db, NORMS_POINT.west))!.norms!.map((n) => n.normId)).toEqual([normsId('omgevingsnorm', 'hoogte')]);
  });

  it('types of a concept limit become constraints; the others are listed with their values as not checked by the product', async () => {
    const east = (await omgevingsplanAtPlot(db, NORMS_POINT.east))!;
    const constrained = new Set(east.drafts.map((d) => d.name));
    const notChecked = new Map((east.check.notChecked ?? []).map((n) => [n.naam, n]));
    TYPES.forEach((type, k) => {
      const name = `norm ${type}`;
      if (normTypeUse(type) === 'constraint') {
        expect(constrained.has(name), type).toBe(true);
        expect(notChecked.has(name), type).toBe(false);
      } else {
        expect(constrained.has(name), type).toBe(false);
        const v = valueOf(k);
        expect(notChecked.get(name), type).toMatchObject({ type, locatie: 'vak oost', value: 'kwantitatief' in v ? expect.stringMatching(new RegExp(`^${v.kwantitatief}( |$)`)) : (v.kwalitatief ?? 'waarde in de regeltekst') });
      }
    });
    // the noise and odour norms, the bare Volume/Aantal/Oppervlakte ... and the type outside the list are not checked
    expect(normTypeUse('MaximumGeluidbelasting')).toBe('not_checked');
    expect(normTypeUse(UNKNOWN)).toBe('not_checked');
    expect(normTypeUse('MinimumAfstandTotPerceelsgrens')).toBe('constraint');
    expect(notChecked.get(`norm ${UNKNOWN}`)?.reference).toBe(`Omgevingsnorm ${normsId('omgevingsnorm', `t${TYPES.length - 1}`)} (door geen regel geciteerd)`);
  });
});
