import { to, type RouteSpec, type ScreenLoader } from './types';

/**
 * The invoicing screen's path names the accounting service. The company cfg keeps an `administrationId`
 * (kept as a string by the saving rule), which is Moneybird's term for a bookkeeping, hence `moneybird`.
 */
export const ACCOUNTING_SERVICE = 'moneybird';

const admin = (path: string, screen: string, load?: ScreenLoader): RouteSpec => ({ path: `/admin/${path}`, frame: 'app', screen, ...(load ? { load } : {}) });

export const adminRoutes: RouteSpec[] = [
  { path: '/admin', frame: 'app', redirect: to('/admin/home') },
  admin('home', 'admin.home', () => import('../features/admin/AdminHomeScreen')),
  admin('customers', 'admin.customers', () => import('../features/admin/CustomersScreen')),
  admin('customers/:company_id', 'admin.customer', () => import('../features/admin/CustomerScreen')),
  admin('customers/:company_id/properties', 'admin.customerProperties', () => import('../features/admin/CustomerPropertiesScreen')),
  admin('presets', 'admin.presets', () => import('../features/admin/presets/PresetsScreen')),
  admin('users', 'admin.users', () => import('../features/admin/UsersScreen')),
  admin('import', 'admin.import', () => import('../features/admin/ImportScreen')),
  admin('deleted', 'admin.deleted', () => import('../features/admin/deleted/DeletedScreen')),
  admin('content/:contentitem_id?', 'admin.content', () => import('../features/admin/content/ContentScreen')),
  admin(ACCOUNTING_SERVICE, 'admin.invoicing', () => import('../features/admin/invoicing/InvoicingScreen')),
  admin('usage', 'admin.usage', () => import('../features/admin/usage/UsageScreen')),
  admin('playground', 'admin.playground', () => import('../features/admin/playground/PlaygroundScreen')),
  admin('scheduler', 'admin.scheduler', () => import('../features/admin/scheduler/SchedulerScreen')),
  admin('reporting', 'admin.reporting', () => import('../features/admin/usage/ReportingScreen')),
  admin('reporting/searchresults', 'admin.reportingSearchResults', () => import('../features/admin/usage/SearchResultsReportScreen')),
];
