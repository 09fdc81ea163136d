import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/routeTable';
import en from './en.json';
import nl from './nl.json';

type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});

const EN = flatten(en as Tree);
const NL = flatten(nl as Tree);
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('i18n catalogues', () => {
  it('Dutch and English have the same keys', () => {
    expect(Object.keys(NL).sort()).toEqual(Object.keys(EN).sort());
  });

  it('no entry is empty and placeholders match', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(EN)) {
      expect(EN[key]!.trim(), key).not.toBe('');
      expect(NL[key]!.trim(), key).not.toBe('');
      expect(vars(NL[key]!), key).toEqual(vars(EN[key]!));
    }
  });

  it('every literal key used in the code exists', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(50);
    // a plural key (t('x', { count })) exists as x_one and x_other
    const missing = [...used].filter((k) => !(k in EN) && !(`${k}_one` in EN && `${k}_other` in EN));
    expect(missing).toEqual([]);
  });

  it('every screen of the route table has a title', () => {
    for (const r of routeTable) if (r.screen) expect(EN[`screens.${r.screen}`], r.screen).toBeTruthy();
  });
});
