import { matchRoutes } from 'react-router';
import { MAP_VIEW_PARAMS } from '../lib/mapView';
import { routeTable } from '../routes/routeTable';

type Place = { pathname: string };

// The screens of the route table, matched the way the router ranks them (a static segment beats a parameter).
const screens = routeTable.filter((r) => r.screen).map((r) => ({ path: r.path, id: r.screen! }));

/** The screen a path shows and its record parameters; the map view (zoom, lat, lon, ...) left out. */
function screenAt(pathname: string): string | null {
  const match = matchRoutes(screens, pathname)?.at(-1);
  if (!match) return null;
  const params = Object.entries(match.params).filter(([k]) => !(MAP_VIEW_PARAMS as readonly string[]).includes(k));
  return `${match.route.id}|${JSON.stringify(params)}`;
}

/**
 * Whether two places show the same screen of the same records. Moving the map rewrites the URL of a map route,
 * and that is no leaving: an unsaved-changes guard lets it pass.
 */
export function sameScreen(a: Place, b: Place): boolean {
  if (a.pathname === b.pathname) return true;
  const sa = screenAt(a.pathname);
  return sa !== null && sa === screenAt(b.pathname);
}
