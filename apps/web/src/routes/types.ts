import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;
export type Params = Record<string, string | undefined>;

/** Which frame a route renders in: the signed-in app, the public /pub pages, or the login pages. */
export type Frame = 'app' | 'public' | 'login';

/**
 * One URL of spec section 2. `path` is absolute, in React Router syntax (`:name?` is optional).
 * A route either redirects or shows a screen; a screen without `load` is not built yet and shows the
 * shared "not available yet" page. To build a screen: add `load: () => import('../features/x/XScreen')`.
 */
export interface RouteSpec {
  path: string;
  frame: Frame;
  screen?: string;
  load?: ScreenLoader;
  redirect?: (params: Params) => string;
  /** The route carries a map view (zoom, lat, lon, maybe pitch and bearing) in its parameters. */
  map?: boolean;
  /**
   * The screen's first request, started by the route as navigation begins, beside the screen's code instead of
   * after it has loaded and rendered (not awaited; the screen shows its loading state until the answer is in).
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

export const to = (target: string) => () => target;

/** What the router keeps on each screen's route (`useMatches()[i].handle`). */
export interface ScreenHandle {
  screen: string;
  pattern: string;
  map: boolean;
  built: boolean;
}
