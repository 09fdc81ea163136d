import { to, type RouteSpec } from './types';

export const homeRoutes: RouteSpec[] = [
  { path: '/', frame: 'app', redirect: to('/home/gettingstarted') },
  { path: '/home', frame: 'app', redirect: to('/home/gettingstarted') },
  { path: '/home/gettingstarted', frame: 'app', screen: 'home.gettingstarted', load: () => import('../features/home/GettingStartedScreen') },
  { path: '/home/support', frame: 'app', screen: 'home.support', load: () => import('../features/home/SupportScreen') },
  { path: '/home/featurerequest', frame: 'app', screen: 'home.featurerequest', load: () => import('../features/home/FeatureRequestScreen') },
];
