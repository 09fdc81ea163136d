import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { messageDetail, messageText } from './generatorMessageText';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'nl', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

// what the generator says of a flat block without unit types (core generation.ts buildingMix)
const noUnits: GeneratorMessage = { message: 'no_units', target: 'mix', value: 'default unit 50-100 m2', building_id: 1, unit_id: null };
const deep: GeneratorMessage = { message: 'unit_depth_out_of_range', target: 'f2-u3', value: 12.4, building_id: 1, unit_id: 7 };

describe('generator messages for the user (issue #42)', () => {
  it('says a message in the user words of its language, never the generator target or value', () => {
    const nlText = messageText(i18n.getFixedT('nl'), noUnits);
    expect(nlText).toContain('standaardwoning van 50 tot 100 m²');
    const enText = messageText(i18n.getFixedT('en'), noUnits);
    expect(enText).toContain('default dwelling of 50 to 100 m²');
    for (const text of [nlText, enText]) expect(text).not.toMatch(/mix|default unit|m2/);
    // a target that names a space has no words of its own: the code's words
    expect(messageText(i18n.getFixedT('nl'), deep)).toBe('woningdiepte buiten bereik');
    expect(messageText(i18n.getFixedT('en'), deep)).toBe('unit depth out of range');
  });

  it('keeps the generator figures for the details', () => {
    expect(messageDetail(noUnits)).toBe('no_units · mix · default unit 50-100 m2');
    expect(messageDetail(deep)).toBe('unit_depth_out_of_range · f2-u3 · 12.4 · unit_id 7');
  });
});
