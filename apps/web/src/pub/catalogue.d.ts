// The part of the app's catalogues the public pages use, made at build time by vite.config.ts (pubCatalogue).
declare module 'virtual:pub-catalogue' {
  export const en: Record<string, unknown>;
  export const nl: Record<string, unknown>;
}
