export * from './units/units';
