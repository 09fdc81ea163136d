import { to, type RouteSpec } from './types';

export const settingsRoutes: RouteSpec[] = [
  { path: '/settings', frame: 'app', redirect: to('/settings/general/user') },
  { path: '/settings/general/user', frame: 'app', screen: 'settings.user', load: () => import('../features/settings/UserSettingsScreen') },
  { path: '/settings/general/company', frame: 'app', screen: 'settings.company', load: () => import('../features/settings/CompanySettingsScreen') },
  { path: '/settings/locations/defaultfields', frame: 'app', screen: 'settings.defaultFields', load: () => import('../features/settings/DefaultFieldsScreen') },
  { path: '/settings/locations/customfields', frame: 'app', screen: 'settings.customFields', load: () => import('../features/settings/CustomFieldsScreen') },
  { path: '/settings/concepts/units', frame: 'app', screen: 'settings.units', load: () => import('../features/settings/UnitsScreen') },
  { path: '/settings/concepts/parameters', frame: 'app', screen: 'settings.parameters', load: () => import('../features/settings/ParametersScreen') },
  { path: '/settings/publications/style', frame: 'app', screen: 'settings.publicationStyle', load: () => import('../features/settings/PublicationStyleScreen') },
];
