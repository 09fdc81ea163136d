export * from './general';
export * from './indicatorThresholds';
export * from './featureFilterDefaults';
