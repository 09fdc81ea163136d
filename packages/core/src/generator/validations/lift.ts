import { roomFits, type SpaceCheck } from './check';

/** Lifts and car lifts: at least the shaft size of the design rules. */
export const lift: SpaceCheck = {
  name: 'lift',
  check(s, _floor, { rules, add }) {
    if (s.subtype === 'elevator' && !roomFits(s, rules.elevatorWidthMeters, rules.elevatorLengthMeters))
      add('elevator_too_small', s.id, s.area_net, rules.elevatorWidthMeters * rules.elevatorLengthMeters);
    if (s.subtype === 'car_lift' && !roomFits(s, rules.carLiftWidthMeters, rules.carLiftLengthMeters))
      add('elevator_too_small', s.id, s.area_net, rules.carLiftWidthMeters * rules.carLiftLengthMeters);
  },
};
