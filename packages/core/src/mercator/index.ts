export * from './webMercator';
export * from './tileAddress';
