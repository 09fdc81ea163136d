import { describe, expect, it } from 'vitest';
import { CancelledLoadError, screenLoader, ScreenLoadError } from './screenLoader';

const Screen = () => null;

describe('screen loading', () => {
  it('returns the default export as the route component', async () => {
    const lazy = screenLoader('home.support', async () => ({ default: Screen }));
    await expect(lazy()).resolves.toEqual({ Component: Screen });
  });

  it('raises a failed load again when it was not cancelled', async () => {
    const lazy = screenLoader('settings.user', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { Component } = await lazy();
    let err: unknown;
    try {
      (Component as () => unknown)();
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScreenLoadError);
    expect((err as ScreenLoadError).screen).toBe('settings.user');
    expect((err as Error).message).toContain('Failed to fetch');
  });

  it('treats an aborted load as cancelled', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const lazy = screenLoader('x', () => Promise.reject(abort));
    expect(await lazy().catch((e: unknown) => e)).toBeInstanceOf(CancelledLoadError);
  });
});
