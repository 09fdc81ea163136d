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

/**
 * A load is cancelled when its request was aborted. A load whose navigation was replaced by a newer one
 * needs no check here: the router discards the results of navigations it has moved past.
 */
const isCancelled = (error: unknown): boolean => (error as { name?: string })?.name === 'AbortError';

/**
 * The `lazy` function of a route: loads the screen's chunk on demand. A failure of a load that was not
 * cancelled is raised again as a ScreenLoadError when the route renders, so the route's error boundary
 * shows it with a retry. (Throwing from `lazy` itself leaves the router treating the route as still
 * loading, and the page would stay blank.)
 */
export function screenLoader(screen: string, load: ScreenLoader) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const mod = await load();
      return { Component: mod.default };
    } catch (error) {
      if (isCancelled(error)) throw new CancelledLoadError(screen);
      const failure = new ScreenLoadError(screen, error);
      return {
        Component: () => {
          throw failure;
        },
      };
    }
  };
}
