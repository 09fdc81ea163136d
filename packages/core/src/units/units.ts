/** Branded numeric units: the compiler keeps square metres, euros and radians apart. */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

export type SquareMeters = Brand<number, 'SquareMeters'>;
export type Radians = Brand<number, 'Radians'>;
/** Money as integer euro cents: sums never drift. */
export type EuroCents = Brand<number, 'EuroCents'>;

/** A point in the Dutch national grid RD New (EPSG:28992), metres. */
export interface RdPoint {
  readonly kind: 'rd';
  readonly x: number;
  readonly y: number;
}
/** A WGS84 (EPSG:4326) longitude/latitude pair in degrees. */
export interface LngLat {
  readonly kind: 'lnglat';
  readonly lng: number;
  readonly lat: number;
}

export const squareMeters = (n: number) => n as SquareMeters;
export const radians = (n: number) => n as Radians;
export const rdPoint = (x: number, y: number): RdPoint => ({ kind: 'rd', x, y });
export const lngLat = (lng: number, lat: number): LngLat => ({ kind: 'lnglat', lng, lat });
