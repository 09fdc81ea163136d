import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { currentContextStore, nextContext } from './currentContext';
import type { ScreenHandle } from '../routes/types';
import { storedSettings } from './storedSettings';
import { parseMapView } from '../lib/mapView';

export function useScreenMatch() {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as ScreenHandle | undefined)?.screen);
  return match ? { handle: match.handle as ScreenHandle, params: match.params } : undefined;
}

/** Runs on every navigation: current records from the route, remembered map view, document title. */
function NavigationSync() {
  const match = useScreenMatch();
  const { t, i18n } = useTranslation();
  const params = match?.params;
  const key = JSON.stringify(params ?? {});

  useEffect(() => {
    currentContextStore.set(nextContext(currentContextStore.get(), JSON.parse(key) as Record<string, string | undefined>));
  }, [key]);

  useEffect(() => {
    if (!match?.handle.map || !params) return;
    const view = parseMapView(params);
    if (view.zoom !== undefined && view.lat !== undefined && view.lon !== undefined) storedSettings.set(`mapView.${match.handle.screen}`, view);
  }, [key, match?.handle.map, match?.handle.screen, params]);

  const screen = match?.handle.screen;
  useEffect(() => {
    document.title = screen ? `${t(`screens.${screen}`)} · Plotwise` : 'Plotwise';
  }, [screen, t, i18n.language]);

  return null;
}

export function RootRoute() {
  return (
    <>
      <NavigationSync />
      <Outlet />
    </>
  );
}
