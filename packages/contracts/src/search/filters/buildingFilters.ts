import { buildingFunctionCategories } from '../../enums/locationEnums';
import { categoryFilter, rangeFilter } from '../filterDefinition';

/** Buildings (BAG panden with 3D BAG heights) and residence objects (verblijfsobjecten) on the plot. */
export const buildingFilters = [
  rangeFilter('building_count', 'building', ['Aantal gebouwen', 'Number of buildings']),
  rangeFilter('building_height', 'building', ['Gebouwhoogte', 'Building height']),
  rangeFilter('building_volume', 'building', ['Gebouwvolume', 'Building volume']),
  rangeFilter('building_date_built', 'building', ['Bouwjaar hoofdgebouw', 'Year built (main building)']),
  rangeFilter('building_year_min', 'building', ['Oudste bouwjaar', 'Oldest year built']),
  categoryFilter('building_function', 'building', ['Gebruiksfunctie', 'Building function'], buildingFunctionCategories),
  rangeFilter('ratio', 'building', ['Aandeel wonen', 'Residential share'], { feature: 'residential_ratio' }),
  rangeFilter('resobject_count', 'residence_object', ['Aantal verblijfsobjecten', 'Number of residence objects']),
];
