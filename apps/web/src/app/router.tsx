import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { routeTable } from '../routes/routeTable';
import type { Frame, RouteSpec, ScreenHandle } from '../routes/types';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RootRoute } from './RootRoute';
import { screenLoader } from './screenLoader';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { LoginLayout } from './layout/LoginLayout';
import { NotFoundScreen } from './NotFoundScreen';
import { StartingScreen } from './StartingScreen';

const notAvailable = () => import('../features/notAvailable/NotAvailableScreen');

function toRouteObject(spec: RouteSpec, queryClient: QueryClient): RouteObject {
  if (spec.redirect) {
    const target = spec.redirect;
    return { path: spec.path, loader: ({ params }) => redirect(target(params)) };
  }
  const screen = spec.screen!;
  const handle: ScreenHandle = { screen, pattern: spec.path, map: !!spec.map, built: !!spec.load };
  return {
    path: spec.path,
    handle,
    lazy: screenLoader(screen, spec.load ?? notAvailable),
    ErrorBoundary: RouteErrorBoundary,
    ...(spec.prefetch && {
      loader: () => {
        // a failed prefetch is the screen's query's to show (it fetches again on mount)
        void spec.prefetch!(queryClient).catch(() => undefined);
        return null;
      },
    }),
  };
}

/** The app's router; `queryClient` is the one screens read, so a route's prefetch fills what its screen asks for. */
export function createAppRouter(queryClient: QueryClient) {
  const byFrame = (frame: Frame) => routeTable.filter((r) => r.frame === frame).map((r) => toRouteObject(r, queryClient));
  return createBrowserRouter([
    {
      Component: RootRoute,
      HydrateFallback: StartingScreen,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { Component: AppLayout, children: byFrame('app') },
        { Component: PublicLayout, children: byFrame('public') },
        { Component: LoginLayout, children: byFrame('login') },
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ]);
}
