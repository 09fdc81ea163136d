import type { RouteSpec } from './types';

const debug = (path: string, screen: string, map = false, load?: RouteSpec['load']): RouteSpec => ({
  path: `/debug/${path}`,
  frame: 'app',
  screen,
  ...(map ? { map } : {}),
  ...(load ? { load } : {}),
});

export const debugRoutes: RouteSpec[] = [
  debug('three/:location_id?/:concept_id?/:building_id?', 'debug.three'),
  debug('shaders', 'debug.shaders'),
  debug('shadows/:location_id?/:concept_id?', 'debug.shadows'),
  debug('templates/:archetype?', 'debug.templates', false, () => import('../features/generator/GeneratorDebugScreen')),
  debug('globaledges/:location_id?/:concept_id?/:building_id?', 'debug.globaledges'),
  debug('map/:zoom?/:lat?/:lon?/:pitch?/:bearing?', 'debug.map', true),
  debug('shapetofeature', 'debug.shapetofeature'),
  debug('paper', 'debug.paper'),
  debug('perceel', 'debug.perceel'),
  debug('enkelbestemming_features', 'debug.enkelbestemmingFeatures'),
];
