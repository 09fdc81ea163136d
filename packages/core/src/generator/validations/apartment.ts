import { TOL, type SpaceCheck } from './check';

/** Apartments: depth (one- or two-window), length, size and balcony within the unit's limits or the design rules. */
export const apartment: SpaceCheck = {
  name: 'apartment',
  check(s, _floor, { ctx, rules, add }) {
    if (s.functiontype !== 'apartment') return;
    const u = ctx.units?.find((x) => x.id === s.unit_id);
    const c = u?.cfg;
    const minDepth = c?.mindepth ?? rules.apartmentMinDepthMeters;
    const twoWindowMinLength = c?.two_window_minlength ?? rules.apartmentTwoWindowMinLengthMeters;
    const maxDepth =
      s.two_window && s.length_meters >= twoWindowMinLength - TOL
        ? (c?.two_window_maxdepth ?? rules.apartmentTwoWindowMaxDepthMeters)
        : (c?.maxdepth ?? rules.apartmentMaxDepthMeters);
    if (s.depth_meters < minDepth - TOL || s.depth_meters > maxDepth + TOL)
      add('unit_depth_out_of_range', s.id, s.depth_meters, s.depth_meters < minDepth ? minDepth : maxDepth, s.unit_id);
    const minLength = c?.minlength ?? rules.apartmentMinLengthMeters;
    const maxLength = c?.maxlength ?? rules.apartmentMaxLengthMeters;
    if (s.length_meters < minLength - TOL || s.length_meters > maxLength + TOL)
      add('unit_length_out_of_range', s.id, s.length_meters, s.length_meters < minLength ? minLength : maxLength, s.unit_id);
    if (u && (s.area_net < u.size - 0.01 || s.area_net > Math.max(u.size, u.size_max) + 0.01))
      add('unit_size_out_of_range', s.id, s.area_net, s.area_net < u.size ? u.size : u.size_max, s.unit_id);
    if (c?.balcony) {
      const b = s.balcony;
      if (!b || b.depth_meters < rules.balconyMinDepthMeters - TOL || b.length_meters < rules.balconyMinLengthMeters - TOL)
        add('balcony_too_small', s.id, b ? b.depth_meters * b.length_meters : 0, rules.balconyMinDepthMeters * rules.balconyMinLengthMeters, s.unit_id);
    }
  },
};
