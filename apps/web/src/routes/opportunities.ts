import type { RouteSpec } from './types';

export const opportunityRoutes: RouteSpec[] = [
  { path: '/opportunities/:zoom?/:lat?/:lon?', frame: 'app', screen: 'opportunities.map', map: true, load: () => import('../features/opportunities/OpportunitiesScreen') },
  { path: '/opportunities/queries/:query_id/activity', frame: 'app', screen: 'opportunities.activity', load: () => import('../features/opportunities/ActivityScreen') },
  {
    path: '/opportunities/queries/:query_id/:zoom?/:lat?/:lon?',
    frame: 'app',
    screen: 'opportunities.query',
    map: true,
    load: () => import('../features/opportunities/QueryScreen'),
  },
];
