import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import type { DemoRegionStatus, ImportStatus } from './importApi';
import { FORM_ERRORS } from './importForm';

type Tree = { [k: string]: string | Tree };
const get = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((n, k) => (n && typeof n === 'object' ? n[k] : undefined), tree);

const statuses: ImportStatus[] = ['running', 'succeeded', 'failed'];
const demoStatuses: DemoRegionStatus['status'][] = ['off', 'checking', 'not_needed', 'generating', 'importing', 'ready', 'failed', 'stopped'];

// keys the import screen composes from values, which the literal-key check of the catalogues cannot see
const composed = [
  'adminImport.nav',
  ...statuses.map((s) => `adminImport.status.${s}`),
  ...demoStatuses.map((s) => `adminImport.demo.status.${s}`),
  ...FORM_ERRORS.map((e) => `adminImport.form.errors.${e}`),
  ...['bag', 'imro', 'cbsAreas', 'cbsFigures', 'other'].map((a) => `adminImport.form.areaDefault.${a}`),
];

describe('texts of the import screen', () => {
  it.each([
    ['en', en],
    ['nl', nl],
  ])('%s has every composed key', (_lang, catalogue) => {
    expect(composed.filter((k) => typeof get(catalogue as Tree, k) !== 'string')).toEqual([]);
  });
});
