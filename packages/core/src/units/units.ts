/** Branded numeric units: the compiler keeps metres, square metres, euros and radians apart. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type Meters = Brand<number, 'Meters'>;
export type SquareMeters = Brand<number, 'SquareMeters'>;
export type CubicMeters = Brand<number, 'CubicMeters'>;
export type Radians = Brand<number, 'Radians'>;
export type Degrees = Brand<number, 'Degrees'>;
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

export const meters = (n: number) => n as Meters;
export const squareMeters = (n: number) => n as SquareMeters;
export const cubicMeters = (n: number) => n as CubicMeters;
export const radians = (n: number) => n as Radians;
export const degrees = (n: number) => n as Degrees;
export const euroCents = (n: number) => Math.round(n) as EuroCents;
export const rdPoint = (x: number, y: number): RdPoint => ({ kind: 'rd', x, y });
export const lngLat = (lng: number, lat: number): LngLat => ({ kind: 'lnglat', lng, lat });

/** Degrees to radians, keeping the brands honest. */
export const toRadians = (d: Degrees) => ((d * Math.PI) / 180) as Radians;
/** Radians to degrees, keeping the brands honest. */
export const toDegrees = (r: Radians) => ((r * 180) / Math.PI) as Degrees;
