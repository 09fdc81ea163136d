import { TOL, type SpaceCheck } from './check';

/** Offices: depth between the design rules' minimum and maximum. */
export const office: SpaceCheck = {
  name: 'office',
  check(s, _floor, { rules, add }) {
    if (s.functiontype !== 'office') return;
    if (s.depth_meters < rules.officeMinDepthMeters - TOL || s.depth_meters > rules.officeMaxDepthMeters + TOL)
      add('unit_depth_out_of_range', s.id, s.depth_meters, s.depth_meters < rules.officeMinDepthMeters ? rules.officeMinDepthMeters : rules.officeMaxDepthMeters);
  },
};
