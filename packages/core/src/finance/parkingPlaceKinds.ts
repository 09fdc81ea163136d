/**
 * The kinds of parking place a cost line can be priced per place for (issue #43 item 1: the parking cost per place by
 * type); the stored `parking_kind` of a cost line. Each is where the generator draws the place: a bay on the site
 * (surface), a bay in a parking building (garage), or the garage of a house. The generator draws no parking below
 * ground level, so there is no underground kind to count.
 */
export const parkingPlaceKinds = ['surface', 'garage', 'house_garage'] as const;
export type ParkingPlaceKind = (typeof parkingPlaceKinds)[number];

const knownParkingPlaceKinds: ReadonlySet<unknown> = new Set(parkingPlaceKinds);
/** True when the value is one of the stable parking place kind codes. */
export const isParkingPlaceKind = (value: unknown): value is ParkingPlaceKind => knownParkingPlaceKinds.has(value);

/** The parking places of a concept per kind. */
export type ParkingPlaces = Record<ParkingPlaceKind, number>;

/** No places of any kind. */
export const noParkingPlaces = (): ParkingPlaces => ({ surface: 0, garage: 0, house_garage: 0 });

/** Every place of every kind. */
export const totalParkingPlaces = (places: ParkingPlaces): number => parkingPlaceKinds.reduce((sum, k) => sum + places[k], 0);

const kindOfFunction: Readonly<Record<string, ParkingPlaceKind>> = {
  parking_ground: 'surface',
  parking: 'garage',
  garage: 'house_garage',
  yardgarage: 'house_garage',
};

/** The kind of place a space of this function type holds (spec function types); null for one that holds none. */
export function parkingPlaceKindOfFunction(functiontype: string): ParkingPlaceKind | null {
  return kindOfFunction[functiontype] ?? null;
}
