import { describe, expect, it } from 'vitest';
import { CancelledLoadError, createNavigationCounter, screenLoader, ScreenLoadError } from './screenLoader';

const Screen = () => null;

describe('screen loading', () => {
  it('returns the default export as the route component', async () => {
    const counter = createNavigationCounter();
    const lazy = screenLoader('home.support', async () => ({ default: Screen }), counter);
    await expect(lazy()).resolves.toEqual({ Component: Screen });
  });

  it('raises a failed load again when it was not cancelled', async () => {
    const counter = createNavigationCounter();
    const lazy = screenLoader('settings.user', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), counter);
    const err = await lazy().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ScreenLoadError);
    expect((err as ScreenLoadError).screen).toBe('settings.user');
    expect((err as Error).message).toContain('Failed to fetch');
  });

  it('does not raise the failure of a load whose navigation was replaced', async () => {
    const counter = createNavigationCounter();
    let fail: (e: unknown) => void = () => {};
    const lazy = screenLoader('settings.user', () => new Promise((_, reject) => (fail = reject)), counter);
    const pending = lazy().catch((e: unknown) => e);
    counter.bump();
    fail(new TypeError('network'));
    expect(await pending).toBeInstanceOf(CancelledLoadError);
  });

  it('treats an aborted load as cancelled', async () => {
    const counter = createNavigationCounter();
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const lazy = screenLoader('x', () => Promise.reject(abort), counter);
    expect(await lazy().catch((e: unknown) => e)).toBeInstanceOf(CancelledLoadError);
  });
});
