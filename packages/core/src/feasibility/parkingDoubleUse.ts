// Double use of parking places (CROW "dubbelgebruik", issue #43 item 1): residents, their visitors, office workers and
// shoppers do not park at the same hours, so a programme that mixes them needs the places of its busiest moment, not
// the sum of every norm. A nota parkeernormen gives, per user group, the share of its places in use at each moment of
// the week (its "aanwezigheidspercentages"); the company enters that table from the nota, and the split of a dwelling's
// norm into residents and visitors (the nota's visitors' share). Nothing here is a default: without the table or a
// share the requirement stays the plain sum, and the check says which input is missing.

/** The moments of the week a nota's presence table names (CROW's columns). */
export const PARKING_MOMENTS = [
  'weekday_morning',
  'weekday_afternoon',
  'weekday_evening',
  'weekday_night',
  'shopping_evening',
  'saturday_afternoon',
  'saturday_evening',
  'sunday_afternoon',
] as const;
type ParkingMoment = (typeof PARKING_MOMENTS)[number];

/** The user groups of a presence table: a dwelling's norm splits into residents and visitors; the other uses are one. */
export const PARKING_PRESENCE_GROUPS = ['residents', 'visitors', 'office', 'commercial', 'industrial'] as const;
export type ParkingPresenceGroup = (typeof PARKING_PRESENCE_GROUPS)[number];

/** One cell of a municipality's presence table: the share (0-100 %) of a group's places in use at a moment. */
export interface ParkingPresenceEntry {
  group: ParkingPresenceGroup;
  moment: ParkingMoment;
  percent: number;
}

/** The places of one user group in the requirement (before double use). */
export interface ParkingGroupPlaces {
  group: ParkingPresenceGroup;
  places: number;
}

/** The requirement with double use: the places in use at each moment, and the busiest one, which is required. */
export interface ParkingDoubleUse {
  moments: { moment: ParkingMoment; places: number }[];
  peakMoment: ParkingMoment;
  /** the places at the busiest moment, rounded half up (the moments' places are shown to a tenth) */
  required: number;
}

/** Why double use was not applied: no table entered, a dwelling norm without its visitors' share, or cells missing. */
export type ParkingDoubleUseMissing =
  | { reason: 'no_presence' }
  | { reason: 'no_visitor_share' }
  | { reason: 'incomplete_presence'; groups: ParkingPresenceGroup[] };

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The requirement at each moment of the week from the groups' places and the presence table; the busiest moment is
 * required (the earliest of equal ones). Every group with places needs all eight moments, else the groups short of
 * cells are named and nothing is computed.
 */
export function parkingDoubleUse(
  groups: readonly ParkingGroupPlaces[],
  presence: readonly ParkingPresenceEntry[],
): ParkingDoubleUse | ParkingDoubleUseMissing {
  if (!presence.length) return { reason: 'no_presence' };
  const percent = new Map(presence.map((p) => [`${p.group}/${p.moment}`, p.percent] as const));
  const used = groups.filter((g) => g.places > 0);
  const incomplete = used.filter((g) => PARKING_MOMENTS.some((m) => !percent.has(`${g.group}/${m}`))).map((g) => g.group);
  if (incomplete.length) return { reason: 'incomplete_presence', groups: incomplete };
  const exact = PARKING_MOMENTS.map((moment) => ({
    moment,
    places: used.reduce((sum, g) => sum + (g.places * percent.get(`${g.group}/${moment}`)!) / 100, 0),
  }));
  // the peak and its rounding from the exact sums: a moment shown as 47.5 may need 47 places (47.49)
  const peak = exact.reduce((best, m) => (m.places > best.places + 1e-9 ? m : best));
  return {
    moments: exact.map((m) => ({ moment: m.moment, places: round1(m.places) })),
    peakMoment: peak.moment,
    required: Math.round(peak.places + 1e-9),
  };
}

/** Whether a double-use answer is a computed requirement (else it says what is missing). */
export const isDoubleUse = (d: ParkingDoubleUse | ParkingDoubleUseMissing): d is ParkingDoubleUse => 'required' in d;
