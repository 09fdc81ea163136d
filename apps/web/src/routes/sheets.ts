import { to, type RouteSpec } from './types';

const withLocation = (name: string, screen: string, load?: RouteSpec['load']): RouteSpec => ({
  path: `/sheets/${name}/:location_id?`,
  frame: 'app',
  screen,
  ...(load ? { load } : {}),
});

export const sheetRoutes: RouteSpec[] = [
  { path: '/sheets', frame: 'app', redirect: to('/sheets/areas/overview') },
  withLocation('areas/overview', 'sheets.areasOverview', () => import('../features/sheets/AreasOverviewScreen')),
  withLocation('areas/buildings', 'sheets.areasBuildings', () => import('../features/sheets/AreasBuildingsScreen')),
  withLocation('areas/functions', 'sheets.areasFunctions', () => import('../features/sheets/AreasFunctionsScreen')),
  withLocation('finance/income', 'sheets.financeIncome', () => import('../features/sheets/IncomeScreen')),
  withLocation('finance/costs', 'sheets.financeCosts', () => import('../features/sheets/CostsScreen')),
  withLocation('finance/results', 'sheets.financeResults', () => import('../features/sheets/ResultsScreen')),
  withLocation('finance/rgw', 'sheets.financeRgw', () => import('../features/sheets/RgwScreen')),
  // not in the spec's route list: issue #18 item 8 (variants ranked by RGW), beside the finance sheets
  withLocation('finance/variants', 'sheets.financeVariants', () => import('../features/sheets/variants/VariantsScreen')),
  { path: '/sheets/locations/standard_fields', frame: 'app', screen: 'sheets.standardFields', load: () => import('../features/sheets/StandardFieldsScreen') },
  { path: '/sheets/locations/custom_fields', frame: 'app', screen: 'sheets.customFields', load: () => import('../features/sheets/CustomFieldsGridScreen') },
];
