export * from './beng';
export * from './landPrice';
export * from './noiseNorms';
export * from './noiseAtFacades';
export * from './parkingNorm';
export * from './parkingDoubleUse';
export * from './parkingProgramme';
export * from './landTransactions';
