export * from './units/units';
export * from './geometry/index';
export * from './mercator/index';
export * from './generator/index';
export * from './finance/index';
export * from './search/index';
export * from './variants/index';
export * from './zoning/index';
