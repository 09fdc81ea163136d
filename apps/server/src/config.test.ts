import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, SESSION_DAYS: 30, SEED_DEMO: 'true' });
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
});
