import { filterDefinition, regionFilter } from '../filterDefinition';

/** Region: municipality, province, within the map, a custom area and a distance to a point. */
export const regionFilters = [
  regionFilter('municipality', 'category', ['Gemeente', 'Municipality'], { feature: 'municipality', defaults: { weight: 1 } }),
  regionFilter('province', 'category', ['Provincie', 'Province'], { feature: 'province', defaults: { weight: 1 } }),
  regionFilter('bbox', 'bbox', ['Binnen kaartbeeld', 'Within the map']),
  filterDefinition('custom_area', 'region', 'polygon', ['Eigen gebied', 'Custom area'], { defaults: { weight: 1 } }),
  regionFilter('distance_point', 'point', ['Afstand tot een punt', 'Distance to a point'], { defaultRadiusKilometers: 5 }),
];
