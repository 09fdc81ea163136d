// Function and block types belong to the generator.
export { functionTypes, blockTypes } from '@plotwise/core/generator/enums';
/** Form factors reported per concept (spec 3). */
export const formFactorKeys = [
  'plotarea', 'envelope', 'builtarea', 'gfa', 'nfa', 'gfa_business', 'gfa_office', 'gfa_industrial',
  'gfa_commercial', 'gfa_residential', 'nfa_business', 'nfa_office', 'nfa_industrial', 'nfa_commercial',
  'nfa_residential', 'facade_area', 'roof_area', 'facade_ratio', 'roof_ratio', 'gsi', 'gsi_envelope', 'fsi',
  'volume', 'green_area', 'paved_area', 'water_area', 'green_ratio', 'paved_ratio', 'water_ratio',
  'storage_count', 'bicycle_count', 'floor_count', 'tree_count', 'parking_count', 'unit_count',
  'storage_ratio', 'bicycle_ratio', 'parking_ratio', 'parking_per_100m2', 'average_unit_size',
  'saleable_area', 'saleable_ratio', 'non_saleable_area', 'max_height',
] as const;
export const floorRoofTypes = ['flat', 'pointed', 'shed'] as const;
