import { to, type RouteSpec } from './types';

const withLocation = (name: string, screen: string): RouteSpec => ({
  path: `/sheets/${name}/:location_id?`,
  frame: 'app',
  screen,
});

export const sheetRoutes: RouteSpec[] = [
  { path: '/sheets', frame: 'app', redirect: to('/sheets/areas/overview') },
  withLocation('areas/overview', 'sheets.areasOverview'),
  withLocation('areas/buildings', 'sheets.areasBuildings'),
  withLocation('areas/functions', 'sheets.areasFunctions'),
  withLocation('finance/income', 'sheets.financeIncome'),
  withLocation('finance/costs', 'sheets.financeCosts'),
  withLocation('finance/results', 'sheets.financeResults'),
  withLocation('finance/rgw', 'sheets.financeRgw'),
  { path: '/sheets/locations/standard_fields', frame: 'app', screen: 'sheets.standardFields' },
  { path: '/sheets/locations/custom_fields', frame: 'app', screen: 'sheets.customFields' },
];
