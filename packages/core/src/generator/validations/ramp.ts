import { roomFits, type SpaceCheck } from './check';

/** Parking ramps: a spiral ramp's size; a straight ramp climbs a storey at the rule's length for 3 m, scaled. */
export const ramp: SpaceCheck = {
  name: 'ramp',
  check(s, floor, { rules, add }) {
    if (s.subtype === 'spiral_ramp' && !roomFits(s, rules.spiralRampWidthMeters, rules.spiralRampLengthMeters))
      add('parking_ramp_too_small', s.id, s.area_net, rules.spiralRampWidthMeters * rules.spiralRampLengthMeters);
    if (s.subtype === 'ramp') {
      const needLong = (rules.carRampLengthFor3mFloorMeters * floor.height) / 3;
      if (!roomFits(s, rules.carRampWidthMeters, needLong)) add('parking_ramp_too_small', s.id, s.area_net, rules.carRampWidthMeters * needLong);
    }
  },
};
