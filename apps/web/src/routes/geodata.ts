import { to, type RouteSpec } from './types';

export const geodataRoutes: RouteSpec[] = [
  { path: '/geodata', frame: 'app', redirect: to('/geodata/buildings') },
  {
    path: '/geodata/buildings/:zoom?/:lat?/:lon?/:pitch?/:bearing?',
    frame: 'app',
    screen: 'geodata.buildings',
    map: true,
    load: () => import('../features/locations/map/BuildingsMapScreen'),
  },
];
