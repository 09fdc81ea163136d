import { to, type Params, type RouteSpec } from './types';

const optional = (p: Params, names: string[]) => {
  const parts: string[] = [];
  for (const n of names) {
    if (!p[n]) break;
    parts.push(encodeURIComponent(p[n]));
  }
  return parts.length ? `/${parts.join('/')}` : '';
};

export const locationRoutes: RouteSpec[] = [
  { path: '/locations', frame: 'app', redirect: to('/locations/map') },
  { path: '/locations/map/:zoom?/:lat?/:lon?', frame: 'app', screen: 'locations.map', map: true, load: () => import('../features/locations/map/LocationsMapScreen') },
  {
    path: '/locations/map/detail/:location_id/:zoom?/:lat?/:lon?',
    frame: 'app',
    screen: 'locations.mapDetail',
    map: true,
    load: () => import('../features/locations/map/LocationMapDetailScreen'),
  },
  { path: '/locations/planboard/:location_id?', frame: 'app', screen: 'locations.planboard', load: () => import('../features/locations/planboard/PlanboardScreen') },
  {
    path: '/locations/list/:location_id?',
    frame: 'app',
    screen: 'locations.list',
    load: () => import('../features/locations/LocationsListScreen'),
    prefetch: (queryClient) =>
      import('../features/locations/useLocationTable').then((m) => queryClient.prefetchQuery(m.locationTableQuery(m.LIST_FIRST_ORDER))),
  },
  {
    path: '/locations/detail/:location_id/modify',
    frame: 'app',
    screen: 'locations.modify',
    load: () => import('../features/locations/modify/LocationModifyScreen'),
  },
  {
    path: '/locations/detail/:location_id/modifyplot',
    frame: 'app',
    screen: 'locations.modifyPlot',
    load: () => import('../features/locations/modifyplot/LocationModifyPlotScreen'),
  },
  {
    // Old links to the location editor on the map: the same location and view, on the locations map.
    path: '/locations/modify/:location_id/:zoom?/:lat?/:lon?',
    frame: 'app',
    redirect: (p) => `/locations/map/detail/${encodeURIComponent(p.location_id ?? '')}${optional(p, ['zoom', 'lat', 'lon'])}`,
  },
];
