import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, configVariables, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, SESSION_DAYS: 30, SEED_DEMO: 'true', DEMO_REGION_PARCELS: 20000 });
    expect(c.dataDir).toMatch(/\/data$/);
  });
  it('reports every bad variable on its own line', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_PASSWORD: 'short', LOG_LEVEL: 'loud' });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((l) => l.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'DEMO_PASSWORD', 'LOG_LEVEL', 'PORT']);
    expect(message).toContain('"eighty"');
  });
  it('defaults to the real PDOK services and checks their URLs and the geocoder mode', () => {
    expect(loadConfig({})).toMatchObject({
      GEOCODER: 'auto',
      PDOK_LOCATIESERVER_URL: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
      PDOK_OGC_BAG_URL: 'https://api.pdok.nl/kadaster/bag/ogc/v2',
      PDOK_OGC_BRK_URL: 'https://api.pdok.nl/kadaster/brk-kadastrale-kaart/ogc/v1',
      PDOK_OMGEVINGSWET_URL: 'https://api.pdok.nl/kadaster/omgevingswet-geometrieen/ogc/v2',
      PDOK_OMGEVINGSWET_TIMEOUT_MS: 10_000,
    });
    expect(loadConfig({ PDOK_LOCATIESERVER_URL: 'http://127.0.0.1:8080/ls/' }).PDOK_LOCATIESERVER_URL).toBe('http://127.0.0.1:8080/ls');
    expect(() => loadConfig({ GEOCODER: 'google', PDOK_OGC_BAG_URL: 'ftp://x' })).toThrow(/GEOCODER[\s\S]*PDOK_OGC_BAG_URL|PDOK_OGC_BAG_URL[\s\S]*GEOCODER/);
  });

  it('takes a read replica only beside its primary, as a postgres URL', () => {
    const both = { DATABASE_URL: 'postgres://p@127.0.0.1:5432/db', DATABASE_READ_URL: 'postgres://p@127.0.0.1:5433/db' };
    expect(loadConfig(both).DATABASE_READ_URL).toBe(both.DATABASE_READ_URL);
    expect(() => loadConfig({ DATABASE_READ_URL: both.DATABASE_READ_URL })).toThrow(/^DATABASE_READ_URL: .*set DATABASE_URL too/m);
    expect(() => loadConfig({ ...both, DATABASE_READ_URL: 'mysql://x' })).toThrow(/^DATABASE_READ_URL: must be a postgres/m);
  });

  it('takes 0 or at least 100 demo region parcels', () => {
    expect(loadConfig({ DEMO_REGION_PARCELS: '0' }).DEMO_REGION_PARCELS).toBe(0);
    expect(loadConfig({ DEMO_REGION_PARCELS: '1500' }).DEMO_REGION_PARCELS).toBe(1500);
    for (const bad of ['50', '-1', 'many', '3000000']) expect(() => loadConfig({ DEMO_REGION_PARCELS: bad })).toThrow(/^DEMO_REGION_PARCELS: /m);
  });
  it("README.md's table names every variable once, with the default the server uses", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const rows = new Map<string, string>();
    for (const line of readme.split('\n')) {
      const m = /^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \| ([^|]+) \|/.exec(line);
      if (m) for (const name of m[1]!.split(', ')) rows.set(name.replace(/`/g, ''), m[2]!.trim());
    }
    const variables = configVariables();
    expect([...rows.keys()].sort()).toEqual([...variables.keys()].sort());
    for (const [name, value] of variables) {
      const shown = rows.get(name)!;
      if (value === undefined) expect([name, shown]).toEqual([name, expect.stringMatching(/^(unset|generated)$/)]);
      else expect([name, shown]).toEqual([name, `\`${String(value)}\``]);
    }
  });
});
