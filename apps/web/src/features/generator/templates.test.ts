import { describe, expect, it } from 'vitest';
import { findTemplate, generatorTemplates } from './templates';
import en from '../../i18n/en.json';

describe('debug templates', () => {
  it('finds a template by name, by its number from 1, or the first when none is named', () => {
    expect(findTemplate('tower_u')?.template.name).toBe('tower_u');
    expect(findTemplate('1')?.template.name).toBe(generatorTemplates[0]!.name);
    expect(findTemplate(String(generatorTemplates.length))?.index).toBe(generatorTemplates.length - 1);
    expect(findTemplate(undefined)?.index).toBe(0);
    expect(findTemplate('0')).toBeNull();
    expect(findTemplate('castle')).toBeNull();
  });

  it('covers every block type and each new feature, each with a name in the catalogue', () => {
    const names = generatorTemplates.map((x) => x.name);
    for (const n of [
      'gallery_flats',
      'corridor_flats',
      'tower_u',
      'parking',
      'distribution_centre',
      'setback',
      'polygon_footprint',
      'podium_towers',
      'parking_spiral',
    ])
      expect(names).toContain(n);
    for (const n of names) expect((en.generatorDebug.templates as Record<string, string>)[n], n).toBeTruthy();
  });
});
