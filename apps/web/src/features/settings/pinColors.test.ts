import { describe, expect, it } from 'vitest';
import { pinColors } from '@plotwise/contracts';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';

// The settings screen offers contracts' pinColors, the list the server validates: each needs its label.
describe('pin colour choices', () => {
  it.each([['en', en], ['nl', nl]] as const)('every pin colour the server accepts has a %s label', (_, catalogue) => {
    const labels = catalogue.settings.user.pincolors as Record<string, string>;
    for (const v of pinColors) expect(labels[v], v).toEqual(expect.any(String));
  });
});
