import type { ComponentType } from 'react';
import type { ScreenLoader } from '../routes/types';

/** A screen's code could not be loaded (network down, new deploy removed the chunk). */
export class ScreenLoadError extends Error {
  readonly screen: string;
  constructor(screen: string, cause: unknown) {
    super(`Screen ${screen} could not be loaded: ${String((cause as Error)?.message ?? cause)}`, { cause });
    this.name = 'ScreenLoadError';
    this.screen = screen;
  }
}

/** The navigation that asked for the screen was replaced by another one before the load finished. */
export class CancelledLoadError extends Error {
  constructor(screen: string) {
    super(`Loading ${screen} was cancelled by a newer navigation`);
    this.name = 'CancelledLoadError';
  }
}

/** Counts navigations, so a load can tell whether the navigation that started it is still the current one. */
export interface NavigationCounter {
  current(): number;
}

export function createNavigationCounter(): NavigationCounter & { bump(): void } {
  let n = 0;
  return { current: () => n, bump: () => void n++ };
}

export const isCancelled = (error: unknown, startedAt: number, counter: NavigationCounter): boolean =>
  (error as { name?: string })?.name === 'AbortError' || counter.current() !== startedAt;

/**
 * The `lazy` function of a route: loads the screen's chunk on demand. A failure of a load that was not
 * cancelled is raised again as a ScreenLoadError, which the route's error boundary shows with a retry.
 */
export function screenLoader(screen: string, load: ScreenLoader, counter: NavigationCounter) {
  return async (): Promise<{ Component: ComponentType }> => {
    const startedAt = counter.current();
    try {
      const mod = await load();
      return { Component: mod.default };
    } catch (error) {
      if (isCancelled(error, startedAt, counter)) throw new CancelledLoadError(screen);
      throw new ScreenLoadError(screen, error);
    }
  };
}
