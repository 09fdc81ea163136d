import type { RouteSpec } from './types';

export const conceptRoutes: RouteSpec[] = [
  { path: '/concepts/:location_id?', frame: 'app', screen: 'concepts.overview', load: () => import('../features/concepts/overview/ConceptsOverviewScreen') },
  { path: '/concepts/modify/:location_id/:concept_id', frame: 'app', screen: 'concepts.modify', load: () => import('../features/concepts/editor/ConceptEditorScreen') },
  { path: '/concepts/planview/:location_id/:concept_id', frame: 'app', screen: 'concepts.planview', load: () => import('../features/concepts/planview/PlanViewScreen') },
  { path: '/concepts/planview/:location_id/:concept_id/:building_id', frame: 'app', screen: 'concepts.planview', load: () => import('../features/concepts/planview/PlanViewScreen') },
  { path: '/concepts/surrounding_building/:location_id/:concept_id/:identificatie', frame: 'app', screen: 'concepts.surroundingBuilding', load: () => import('../features/concepts/surrounding/SurroundingBuildingScreen') },
  { path: '/buildings/modify/:location_id/:concept_id/:building_id', frame: 'app', screen: 'buildings.modify', load: () => import('../features/buildings/BuildingEditorScreen') },
];
