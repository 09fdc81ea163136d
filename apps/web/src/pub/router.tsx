import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { PublicLayout } from '../app/layout/PublicLayout';
import { RootRoute } from '../app/RootRoute';
import { RouteErrorBoundary as ErrorBoundary } from '../app/RouteErrorBoundary';
import { screenLoader } from '../app/screenLoader';
import PublicLocationScreen from '../features/pub/PublicLocationScreen';
import PublicCollectionScreen from '../features/pub/PublicCollectionScreen';
import { publicPageQuery } from '../features/pub/usePublicPage';
import { pubRoutes } from '../routes/pub';
import type { ScreenHandle } from '../routes/types';

const notAvailable = () => import('../features/notAvailable/NotAvailableScreen');

// The screens that show one publication page (usePublicPage) are part of the entry, not lazy: their code arrives
// with the entry (modulepreload) instead of after it, and their request starts before the first render.
const PAGE_SCREENS: Record<string, ComponentType> = {
  'pub.location': PublicLocationScreen,
  'pub.concept': PublicLocationScreen,
  'pub.searchquery': PublicCollectionScreen,
  'pub.searchqueryLocation': PublicCollectionScreen,
  'pub.state': PublicLocationScreen,
  'pub.municipality': PublicLocationScreen,
  'pub.populationcore': PublicCollectionScreen,
  'pub.populationcoreLocation': PublicCollectionScreen,
  'pub.businesspark': PublicCollectionScreen,
  'pub.businessparkLocation': PublicCollectionScreen,
};

/**
 * The router of the public entry: the /pub routes of routes/pub.ts (the same table the app uses, so both show the
 * same screens), an unknown /pub path shows "not found", and any other path belongs to the app: it is loaded
 * afresh from the server, which serves the app's entry there.
 */
export function createPubRouter(queryClient: QueryClient) {
  const screens: RouteObject[] = pubRoutes.map((spec) => {
    const screen = spec.screen!;
    const handle: ScreenHandle = { screen, pattern: spec.path, map: false, built: !!spec.load };
    const page = PAGE_SCREENS[screen];
    if (!page)
      return {
        path: spec.path,
        handle,
        lazy: screenLoader(screen, spec.load ?? notAvailable),
        ErrorBoundary,
      };
    return {
      path: spec.path,
      handle,
      Component: page,
      ErrorBoundary,
      loader: ({ params }) => {
        // not awaited: the screen renders its loading state, then the page as soon as the answer is in
        void queryClient.prefetchQuery(publicPageQuery(params.publication_key ?? '', params.location_key));
        return null;
      },
    } satisfies RouteObject;
  });
  return createBrowserRouter([
    {
      Component: RootRoute,
      ErrorBoundary,
      // Preact (the public build) renders at once, before the router has run the first route's loader (it starts
      // the page request and returns); React rendered a moment later. Nothing to show in between: the body is empty.
      HydrateFallback: () => null,
      children: [
        { Component: PublicLayout, children: screens },
        { path: '/pub/*', Component: NotFoundScreen },
        {
          path: '*',
          loader: ({ request }) => {
            window.location.assign(request.url);
            return new Promise<null>(() => {}); // the browser leaves this page
          },
        },
      ],
    },
  ]);
}
