import { roomFits, type SpaceCheck } from './check';

/** Machine rooms: at least the size of the design rules. */
export const machineRoom: SpaceCheck = {
  name: 'machineRoom',
  check(s, _floor, { rules, add }) {
    if (s.subtype === 'machine_room' && !roomFits(s, rules.machineRoomWidthMeters, rules.machineRoomLengthMeters))
      add('machine_room_too_small', s.id, s.area_net, rules.machineRoomWidthMeters * rules.machineRoomLengthMeters);
  },
};
