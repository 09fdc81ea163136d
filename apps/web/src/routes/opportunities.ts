import type { RouteSpec } from './types';

export const opportunityRoutes: RouteSpec[] = [
  { path: '/opportunities/:zoom?/:lat?/:lon?', frame: 'app', screen: 'opportunities.map', map: true },
  { path: '/opportunities/queries/:query_id/activity', frame: 'app', screen: 'opportunities.activity' },
  { path: '/opportunities/queries/:query_id/:zoom?/:lat?/:lon?', frame: 'app', screen: 'opportunities.query', map: true },
];
