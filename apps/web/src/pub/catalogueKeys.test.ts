import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { EDITOR_ONLY_PUBLICATION_KEYS, pubCatalogue } from './catalogueKeys';

// the code the public entry runs: its own folder, the public screens, the page view with its header, and the section
// renderers (the editors of the sections are lazy parts of the signed-in app)
const sources = import.meta.glob(
  ['./**/*.{ts,tsx}', '../features/pub/**/*.{ts,tsx}', '../features/publications/PublicPageView.tsx', '../features/publications/PublicHeader.tsx', '../features/publications/sections/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*Editor.tsx'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('the public entry catalogue', () => {
  it('holds every publications.* group the public code names, and leaves out only editor words', () => {
    const groups = new Set<string>();
    for (const text of Object.values(sources)) for (const m of text.matchAll(/['`"]publications\.(\w+)/g)) groups.add(m[1]!);
    expect(groups.size).toBeGreaterThan(5);
    const leftOut = [...groups].filter((g) => (EDITOR_ONLY_PUBLICATION_KEYS as readonly string[]).includes(g));
    expect(leftOut).toEqual([]);
    const pub = pubCatalogue(en) as { publications: Record<string, unknown>; screens: Record<string, unknown> };
    for (const g of groups) expect(pub.publications[g], g).toBeDefined();
    expect(pub.publications.editor).toBeUndefined();
    expect(Object.keys(pub.screens).every((k) => k.startsWith('pub'))).toBe(true);
  });

  it('holds every key the public code translates (a section that named words outside it showed their keys)', () => {
    const pub = pubCatalogue(en);
    const at = (path: string) => path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), pub);
    const missing: string[] = [];
    let keys = 0;
    for (const [file, text] of Object.entries(sources))
      for (const m of text.matchAll(/\bt\(\s*(['`"])([\w.]+?)(\$\{|\1)/g)) {
        keys++;
        const key = m[2]!;
        // a key built from a value: its fixed part must name a group of the catalogue
        const found = m[3] === '${' ? at(key.replace(/\.$/, '')) : at(key) ?? at(`${key}_one`);
        if (found === undefined) missing.push(`${file}: ${key}`);
      }
    expect(keys).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
