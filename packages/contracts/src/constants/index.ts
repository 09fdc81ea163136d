export * from './general';
export * from './featureFilterDefaults';
