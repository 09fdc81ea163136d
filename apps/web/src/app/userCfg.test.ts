import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_CFG, mergeCfgPatch, withDefaults } from './userCfg';

describe('user cfg', () => {
  it('fills the spec defaults', () => {
    expect(withDefaults(null)).toEqual(DEFAULT_USER_CFG);
    const cfg = withDefaults({ listSize: 50, panels_width: { navbar: 300 }, emails: { weekly: 'never' } });
    expect(cfg.listSize).toBe(50);
    expect(cfg.pincolor).toBe('status');
    expect(cfg.columns).toEqual(['createdByUserName', 'name', 'status', 'phase']);
    expect(cfg.formfactors).toEqual(['plotarea', 'gfa', 'nfa', 'gsi', 'fsi']);
    expect(cfg.panels_width).toEqual({ navbar: 300 });
    expect(cfg.emails.weekly).toBe('never');
  });
  it('merges pending patches per key', () => {
    expect(mergeCfgPatch({ panels: { a: true }, listSize: 10 }, { panels: { b: false } })).toEqual({ panels: { a: true, b: false }, listSize: 10 });
  });
});
