import { gridConstraints } from '../../enums/locationEnums';
import { categoryFilter } from '../filterDefinition';

/**
 * Grid congestion (Netbeheer Nederland's capaciteitskaart, docs/geodata.md "Grid capacity"): the worst operator colour
 * over the plot's postcodes, TenneT's congestion area merged in. Colours best first: transparant (capacity),
 * yellow (limited, no queue), amber (congestion being investigated, queue), red (shortage, queue).
 */
export const gridFilters = [
  categoryFilter('grid_congestion_demand', 'grid_capacity', ['Netcongestie afname', 'Grid congestion for demand'], gridConstraints),
  categoryFilter('grid_congestion_supply', 'grid_capacity', ['Netcongestie invoeding', 'Grid congestion for feeding in'], gridConstraints),
  // the scoring criterion: admits every known colour and prefers the two without a queue, so congested plots rank lower
  categoryFilter('grid_no_demand_congestion', 'grid_capacity', ['Geen structurele netcongestie voor afname', 'No structural congestion for demand'], gridConstraints, {
    feature: 'grid_congestion_demand',
    defaults: { choices: gridConstraints, optimal: ['transparant', 'yellow'], weight: 1 },
  }),
];
