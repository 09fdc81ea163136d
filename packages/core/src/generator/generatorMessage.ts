/**
 * Stable codes of what the generator could not satisfy. The validator uses the same codes, so a violation
 * and the message that owns up to it can be matched.
 */
export type MessageCode =
  | 'parameter_unreadable'
  | 'generator_version_unsupported'
  | 'block_type_unknown'
  | 'footprint_outside_buildable_area'
  | 'footprint_shortened'
  | 'footprint_too_small'
  | 'floors_limited_by_height'
  | 'floor_height_below_minimum'
  | 'floor_height_raised'
  | 'no_units'
  | 'unit_depth_out_of_range'
  | 'unit_length_out_of_range'
  | 'unit_size_out_of_range'
  | 'unit_mix_deviation'
  | 'leftover_space'
  | 'staircase_out_of_reach'
  | 'corridor_dead_end_too_long'
  | 'staircase_too_small'
  | 'elevator_missing'
  | 'elevator_too_small'
  | 'corridor_too_narrow'
  | 'balcony_too_small'
  | 'parking_bay_too_small'
  | 'parking_ramp_missing'
  | 'loading_docks_reduced'
  | 'loading_dock_too_small'
  | 'wall_too_thin'
  | 'outside_buildable_area'
  | 'max_height_exceeded'
  | 'apartments_per_floor_out_of_range'
  | 'apartments_per_floor_short'
  | 'garden_too_shallow'
  | 'house_size_outside_unit_range'
  | 'shape_mode_not_supported'
  | 'polygon_footprint_unusable'
  | 'tower_not_placed'
  | 'core_not_stacked'
  | 'machine_room_missing'
  | 'machine_room_too_small'
  | 'parking_ramp_too_small'
  | 'storage_missing'
  | 'bicycle_storage_missing'
  | 'staircase_missing'
  | 'sidewalk_missing';

/** A generator message of spec section 3: message, target, value, building_id, unit_id. */
export interface GeneratorMessage {
  message: MessageCode;
  /** What it is about: a space id such as "f2-u3", a field name, or a rule name. */
  target: string;
  value: number | string | null;
  building_id: string | number;
  unit_id: string | number | null;
}
