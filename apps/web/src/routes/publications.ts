import { to, type RouteSpec } from './types';

export const publicationRoutes: RouteSpec[] = [
  { path: '/publications', frame: 'app', redirect: to('/publications/overview') },
  { path: '/publications/overview', frame: 'app', screen: 'publications.overview' },
  { path: '/publications/modify/:publication_id', frame: 'app', screen: 'publications.modify' },
];
