import type { RouteSpec } from './types';

export const conceptRoutes: RouteSpec[] = [
  { path: '/concepts/:location_id?', frame: 'app', screen: 'concepts.overview' },
  { path: '/concepts/modify/:location_id/:concept_id', frame: 'app', screen: 'concepts.modify' },
  { path: '/concepts/planview/:location_id/:concept_id', frame: 'app', screen: 'concepts.planview' },
  { path: '/concepts/planview/:location_id/:concept_id/:building_id', frame: 'app', screen: 'concepts.planview' },
  { path: '/concepts/surrounding_building/:location_id/:concept_id/:identificatie', frame: 'app', screen: 'concepts.surroundingBuilding' },
  { path: '/buildings/modify/:location_id/:concept_id/:building_id', frame: 'app', screen: 'buildings.modify' },
];
