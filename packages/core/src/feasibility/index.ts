export * from './beng';
