import { describe, expect, it } from 'vitest';
import { environmentFromHost, resolveConfig } from './environment';

describe('environmentFromHost', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['plotwise.local', 'local'],
    ['test.plotwise.nl', 'test'],
    ['app.test.plotwise.nl', 'test'],
    ['plotwise-staging.example.com', 'test'],
    ['app.plotwise.nl', 'production'],
    ['contest.example.com', 'production'],
  ])('%s is %s', (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });
});

describe('resolveConfig', () => {
  it('selects the base addresses of the environment', () => {
    const prod = resolveConfig('app.plotwise.nl');
    const test = resolveConfig('test.plotwise.nl');
    expect(prod.environment).toBe('production');
    expect(prod.services.geodata).not.toBe(test.services.geodata);
    expect(Object.keys(prod.services).sort()).toEqual(['ai', 'api', 'concepts', 'data', 'geodata', 'scheduler']);
  });

  it('lets build variables and then runtime overrides win', () => {
    const cfg = resolveConfig(
      'app.plotwise.nl',
      { VITE_AI_URL: 'https://ai.build', VITE_DATA_URL: 'https://data.build' },
      { services: { ai: 'https://ai.runtime' } },
    );
    expect(cfg.services.ai).toBe('https://ai.runtime');
    expect(cfg.services.data).toBe('https://data.build');
    expect(cfg.services.api).toBe('/api');
  });

  it('lets the runtime force an environment', () => {
    expect(resolveConfig('localhost', {}, { environment: 'test' }).environment).toBe('test');
  });
});
