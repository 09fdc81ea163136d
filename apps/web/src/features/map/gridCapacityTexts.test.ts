import { describe, expect, it } from 'vitest';
import type { GridConstraint } from '@plotwise/contracts';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';

type Tree = { [k: string]: string | Tree };
const get = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((n, k) => (n && typeof n === 'object' ? n[k] : undefined), tree);

// GridCapacityLine composes the colour keys from the server's value, which the literal-key check cannot see
const colours: GridConstraint[] = ['transparant', 'yellow', 'amber', 'red'];
const composed = [...colours.map((c) => `map.plot.grid.${c}`), 'map.plot.grid.line', 'map.plot.grid.lineNoMw', 'map.plot.grid.generation', 'map.plot.grid.worst'];

describe('texts of the grid capacity line', () => {
  it.each([
    ['en', en],
    ['nl', nl],
  ])('%s has every composed key', (_lang, catalogue) => {
    expect(composed.filter((k) => typeof get(catalogue as Tree, k) !== 'string')).toEqual([]);
  });
});
