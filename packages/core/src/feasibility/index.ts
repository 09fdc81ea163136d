export * from './beng';
export * from './landPrice';
