import { netDims, TOL, type SpaceCheck } from './check';

/** Corridors, galleries and halls: at least the corridor width. */
export const circulation: SpaceCheck = {
  name: 'circulation',
  check(s, _floor, { rules, add }) {
    if (s.subtype !== 'corridor' && s.subtype !== 'gallery' && s.subtype !== 'hall') return;
    const { w, d } = netDims(s);
    const short = Math.min(w, d);
    if (short < rules.corridorWidthMeters - TOL) add('corridor_too_narrow', s.id, short, rules.corridorWidthMeters);
  },
};
