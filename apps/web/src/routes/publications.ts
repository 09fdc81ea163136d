import { to, type RouteSpec } from './types';

export const publicationRoutes: RouteSpec[] = [
  { path: '/publications', frame: 'app', redirect: to('/publications/overview') },
  { path: '/publications/overview', frame: 'app', screen: 'publications.overview', load: () => import('../features/publications/PublicationsOverviewScreen') },
  { path: '/publications/modify/:publication_id', frame: 'app', screen: 'publications.modify', load: () => import('../features/publications/PublicationModifyScreen') },
];
