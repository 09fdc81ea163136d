import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import nl from '../../i18n/nl.json';
import { unitSizeProblem } from './unitSizeProblem';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'nl', resources: { nl: { translation: nl } } });
});

describe('unitSizeProblem (issue #42: size ≤ max size in every unit row)', () => {
  it('says at either field when the size lies above the maximum, in Dutch number format', () => {
    expect(unitSizeProblem('size', 120.5, 100, i18n.t, 'nl')).toBe('Boven de maximale grootte (100 m²)');
    expect(unitSizeProblem('size_max', 120.5, 100, i18n.t, 'nl')).toBe('Onder de grootte (120,5 m²)');
  });

  it('is quiet when the pair may stand or a figure is left open', () => {
    expect(unitSizeProblem('size', 80, 100, i18n.t, 'nl')).toBeNull();
    expect(unitSizeProblem('size', 100, 100, i18n.t, 'nl')).toBeNull();
    expect(unitSizeProblem('size_max', null, 50, i18n.t, 'nl')).toBeNull();
    expect(unitSizeProblem('size', 80, undefined, i18n.t, 'nl')).toBeNull();
  });
});
