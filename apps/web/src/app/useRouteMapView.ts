import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_MAP_VIEW, parseMapView, pathWithMapView, type MapView } from '../lib/mapView';
import { useScreenMatch } from './RootRoute';
import { storedSettings } from './storedSettings';

/**
 * The map view of a map route: read from the route (underscore decimals), else the view remembered for
 * this screen, else the default. `setView` is what the map calls when it moves: it rewrites the route
 * in place (no history entry per pan) and remembers the view.
 */
export function useRouteMapView(): { view: MapView | undefined; setView: (view: Partial<MapView>) => void; isDefault: boolean; inRoute: boolean } {
  const match = useScreenMatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const key = JSON.stringify(match?.params ?? {});
  const isMap = !!match?.handle.map;
  const screen = match?.handle.screen;
  const { view, isDefault, inRoute } = useMemo(() => {
    if (!isMap) return { view: undefined, isDefault: false, inRoute: false };
    const fromRoute = parseMapView(JSON.parse(key) as Record<string, string>);
    const remembered = storedSettings.get<Partial<MapView>>(`mapView.${screen}`) ?? {};
    const base = fromRoute.zoom !== undefined ? DEFAULT_MAP_VIEW : { ...DEFAULT_MAP_VIEW, ...remembered };
    // neither the route nor an earlier visit chose a view: the screen may pick one (e.g. where the data is)
    const isDefault = fromRoute.zoom === undefined && remembered.zoom === undefined;
    return { view: { ...base, ...fromRoute }, isDefault, inRoute: fromRoute.zoom !== undefined };
  }, [isMap, key, screen]);

  const setView = useCallback(
    (next: Partial<MapView>) => {
      if (!match?.handle.map) return;
      // the address changed since this screen was drawn (a link was followed, the next route not drawn yet): a last
      // move of the map, such as the one a window resize makes, must not send the user back to it
      if (window.location.pathname !== pathname) return;
      storedSettings.set(`mapView.${match.handle.screen}`, { ...view, ...next });
      navigate(pathWithMapView(match.handle.pattern, match.params, { ...view, ...next }), { replace: true, preventScrollReset: true });
    },
    [match, navigate, view, pathname],
  );
  return { view, setView, isDefault, inRoute };
}
