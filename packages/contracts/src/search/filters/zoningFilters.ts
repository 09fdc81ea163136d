import { zoningCategories } from '../../enums/locationEnums';
import { categoryFilter, rangeFilter } from '../filterDefinition';

/** Zoning plan: the single zoning (enkelbestemming), its dimensions (maatvoering) and the plan date. */
export const zoningFilters = [
  categoryFilter('zone', 'zoning', ['Bestemming', 'Zoning'], zoningCategories),
  rangeFilter('constraint_building_height', 'zoning', ['Maximale bouwhoogte', 'Maximum building height']),
  rangeFilter('constraint_gsi', 'zoning', ['Maximaal bebouwingspercentage', 'Maximum site coverage'], { defaults: { min: 0, max: 1, weight: 1 } }),
  rangeFilter('plan_date', 'plan', ['Plandatum (jaar)', 'Plan date (year)']),
];
