import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SERVICE } from './admin';
import { routeTable } from './routeTable';

/** Spec section 2, transcribed URL by URL (optional segments as `:name?`). */
const SPEC_ROUTES = [
  // Entry and home
  '/', '/home', '/home/gettingstarted', '/home/support', '/home/featurerequest',
  // Opportunities
  '/opportunities/:zoom?/:lat?/:lon?',
  '/opportunities/queries/:query_id/activity',
  '/opportunities/queries/:query_id/:zoom?/:lat?/:lon?',
  // Locations
  '/locations',
  '/locations/map/:zoom?/:lat?/:lon?',
  '/locations/map/detail/:location_id/:zoom?/:lat?/:lon?',
  '/locations/planboard/:location_id?',
  '/locations/list/:location_id?',
  '/locations/detail/:location_id/modify',
  '/locations/detail/:location_id/modifyplot',
  '/locations/modify/:location_id/:zoom?/:lat?/:lon?',
  // Concepts and buildings
  '/concepts/:location_id?',
  '/concepts/modify/:location_id/:concept_id',
  '/concepts/planview/:location_id/:concept_id',
  '/concepts/planview/:location_id/:concept_id/:building_id',
  '/concepts/surrounding_building/:location_id/:concept_id/:identificatie',
  '/buildings/modify/:location_id/:concept_id/:building_id',
  // Sheets
  '/sheets',
  '/sheets/areas/overview/:location_id?', '/sheets/areas/buildings/:location_id?', '/sheets/areas/functions/:location_id?',
  '/sheets/finance/income/:location_id?', '/sheets/finance/costs/:location_id?', '/sheets/finance/results/:location_id?',
  '/sheets/finance/rgw/:location_id?',
  // beyond spec section 2: the variants ranked by RGW of issue #18 item 8, beside the finance sheets
  '/sheets/finance/variants/:location_id?',
  '/sheets/locations/standard_fields', '/sheets/locations/custom_fields',
  // Settings
  '/settings',
  '/settings/general/user', '/settings/general/company', '/settings/locations/defaultfields', '/settings/locations/customfields',
  '/settings/concepts/units', '/settings/concepts/parameters', '/settings/publications/style',
  // Publications
  '/publications', '/publications/overview', '/publications/modify/:publication_id',
  // Public publications
  '/pub/index/:company_key', '/pub/location/:publication_key', '/pub/concept/:publication_key',
  '/pub/searchquery/:publication_key', '/pub/searchquery/:publication_key/:location_key', '/pub/state/:publication_key',
  '/pub/municipality/:publication_key', '/pub/populationcore/:publication_key', '/pub/populationcore/:publication_key/:location_key',
  '/pub/businesspark/:publication_key', '/pub/businesspark/:publication_key/:location_key',
  '/pub/ibis/:publication_key/:municipality?/:rin_nummer?', '/pub/publication/:publication_key/:location_key?',
  // Geodata
  '/geodata', '/geodata/buildings/:zoom?/:lat?/:lon?/:pitch?/:bearing?',
  // Admin
  '/admin', '/admin/home', '/admin/customers', '/admin/customers/:company_id', '/admin/customers/:company_id/properties',
  '/admin/presets', '/admin/users', '/admin/import', '/admin/deleted', '/admin/content/:contentitem_id?',
  `/admin/${ACCOUNTING_SERVICE}`, '/admin/usage', '/admin/playground', '/admin/scheduler', '/admin/reporting',
  '/admin/reporting/searchresults',
  // Debug
  '/debug/three/:location_id?/:concept_id?/:building_id?', '/debug/shaders', '/debug/shadows/:location_id?/:concept_id?',
  '/debug/templates/:archetype?', '/debug/globaledges/:location_id?/:concept_id?/:building_id?',
  '/debug/map/:zoom?/:lat?/:lon?/:pitch?/:bearing?', '/debug/shapetofeature', '/debug/paper', '/debug/perceel',
  '/debug/enkelbestemming_features',
  // Login
  '/login', '/login/password_reset_request', '/login/passwordreset/:userkey',
];

const SPEC_REDIRECTS: Record<string, string> = {
  '/': '/home/gettingstarted',
  '/home': '/home/gettingstarted',
  '/locations': '/locations/map',
  '/sheets': '/sheets/areas/overview',
  '/settings': '/settings/general/user',
  '/publications': '/publications/overview',
  '/geodata': '/geodata/buildings',
  '/admin': '/admin/home',
};

const routes = routeTable.map((r) => ({ path: r.path, id: r.path }));
const resolve = (url: string) => {
  const matches = matchRoutes(routes, url);
  const m = matches?.[matches.length - 1];
  return m ? { spec: routeTable.find((r) => r.path === m.route.id)!, params: m.params as Record<string, string | undefined> } : undefined;
};

describe('route table', () => {
  it('matches spec section 2 one to one', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('every route either redirects or shows a screen', () => {
    for (const r of routeTable) {
      expect(Boolean(r.redirect) !== Boolean(r.screen), r.path).toBe(true);
      expect(r.frame === 'public', r.path).toBe(r.path.startsWith('/pub/'));
      expect(r.frame === 'login', r.path).toBe(r.path.startsWith('/login'));
    }
  });

  it('no route falls back to the "not available yet" screen: a new route needs its screen', () => {
    // the routers show features/notAvailable for a screen route without `load`
    const unbuilt = routeTable.filter((r) => r.screen && !r.load).map((r) => r.path);
    expect(unbuilt).toEqual([]);
    const placeholders = routeTable.filter((r) => /notAvailable/i.test(String(r.load))).map((r) => r.path);
    expect(placeholders).toEqual([]);
  });

  it.each(Object.entries(SPEC_REDIRECTS))('%s redirects to %s', (from, target) => {
    const hit = resolve(from);
    expect(hit?.spec.path).toBe(from);
    expect(hit?.spec.redirect?.(hit.params)).toBe(target);
  });

  it('/locations/modify keeps the location and the view on the locations map', () => {
    const hit = resolve('/locations/modify/12/15/52_1/4_3')!;
    expect(hit.spec.redirect?.(hit.params)).toBe('/locations/map/detail/12/15/52_1/4_3');
    const bare = resolve('/locations/modify/12')!;
    expect(bare.spec.redirect?.(bare.params)).toBe('/locations/map/detail/12');
  });

  it.each([
    ['/opportunities', '/opportunities/:zoom?/:lat?/:lon?', {}],
    ['/opportunities/9/52_1/5_2', '/opportunities/:zoom?/:lat?/:lon?', { zoom: '9', lat: '52_1', lon: '5_2' }],
    ['/opportunities/queries/4', '/opportunities/queries/:query_id/:zoom?/:lat?/:lon?', { query_id: '4' }],
    ['/opportunities/queries/4/activity', '/opportunities/queries/:query_id/activity', { query_id: '4' }],
    ['/locations/map/detail/3/15/52_37/4_89', '/locations/map/detail/:location_id/:zoom?/:lat?/:lon?', { location_id: '3', zoom: '15', lat: '52_37', lon: '4_89' }],
    ['/locations/map/12', '/locations/map/:zoom?/:lat?/:lon?', { zoom: '12' }],
    ['/concepts', '/concepts/:location_id?', {}],
    ['/concepts/7', '/concepts/:location_id?', { location_id: '7' }],
    ['/concepts/modify/7/8', '/concepts/modify/:location_id/:concept_id', { location_id: '7', concept_id: '8' }],
    ['/concepts/planview/7/8/9', '/concepts/planview/:location_id/:concept_id/:building_id', { building_id: '9' }],
    ['/sheets/finance/rgw/7', '/sheets/finance/rgw/:location_id?', { location_id: '7' }],
    ['/pub/ibis/k/0363/12', '/pub/ibis/:publication_key/:municipality?/:rin_nummer?', { municipality: '0363', rin_nummer: '12' }],
    ['/admin/customers/5/properties', '/admin/customers/:company_id/properties', { company_id: '5' }],
    ['/admin/reporting/searchresults', '/admin/reporting/searchresults', {}],
    ['/geodata/buildings/16/52_1/4_3/60/20', '/geodata/buildings/:zoom?/:lat?/:lon?/:pitch?/:bearing?', { pitch: '60', bearing: '20' }],
  ])('%s resolves to %s', (url, path, params) => {
    const hit = resolve(url);
    expect(hit?.spec.path).toBe(path);
    expect(hit?.params).toMatchObject(params);
  });

  it('routes that carry a map view are the map routes of the spec', () => {
    const mapRoutes = routeTable.filter((r) => r.map).map((r) => r.path);
    for (const p of mapRoutes) expect(p).toMatch(/:zoom\?\/:lat\?\/:lon\?/);
    expect(routeTable.filter((r) => /:zoom\?/.test(r.path) && !r.redirect).every((r) => r.map)).toBe(true);
  });
});
