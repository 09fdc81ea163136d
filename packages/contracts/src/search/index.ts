export * from './plotFeatures';
export * from './filterDefinition';
export * from './filterCatalogue';
export * from './searchApi';
