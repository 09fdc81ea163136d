import type { RouteSpec } from './types';

const debug = (path: string, screen: string, map = false, load?: RouteSpec['load']): RouteSpec => ({
  path: `/debug/${path}`,
  frame: 'app',
  screen,
  ...(map ? { map } : {}),
  ...(load ? { load } : {}),
});

export const debugRoutes: RouteSpec[] = [
  debug('three/:location_id?/:concept_id?/:building_id?', 'debug.three', false, () => import('../features/concepts/debug/ThreeDebugScreen')),
  debug('shaders', 'debug.shaders', false, () => import('../features/concepts/debug/ShadersDebugScreen')),
  debug('shadows/:location_id?/:concept_id?', 'debug.shadows', false, () => import('../features/concepts/debug/ShadowsDebugScreen')),
  debug('templates/:archetype?', 'debug.templates', false, () => import('../features/generator/GeneratorDebugScreen')),
  debug('globaledges/:location_id?/:concept_id?/:building_id?', 'debug.globaledges', false, () => import('../features/concepts/debug/GlobalEdgesDebugScreen')),
  debug('map/:zoom?/:lat?/:lon?/:pitch?/:bearing?', 'debug.map', true, () => import('../features/debugTools/DebugMapScreen')),
  debug('shapetofeature', 'debug.shapetofeature', false, () => import('../features/debugTools/ShapeToFeatureScreen')),
  debug('paper', 'debug.paper', false, () => import('../features/debugTools/PaperScreen')),
  debug('perceel', 'debug.perceel', false, () => import('../features/debugTools/PerceelScreen')),
  debug('enkelbestemming_features', 'debug.enkelbestemmingFeatures', false, () => import('../features/debugTools/ZoningFeaturesScreen')),
];
