import { checkBay, type SpaceCheck } from './check';

/** Parking bays in a storey (bays among the site's functions: modelChecks.ts). */
export const parkingBay: SpaceCheck = {
  name: 'parkingBay',
  check(s, _floor, { rules, add }) {
    if (s.subtype === 'parking_bay') checkBay(s, rules, add);
  },
};
