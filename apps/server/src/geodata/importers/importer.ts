import type { ImportContext } from '../runner/importContext';

/** One input format: what `npm run import -- <format> <path>` and the admin upload accept (the registry: formats.ts). */
export interface Importer {
  format: string;
  description: string;
  run(ctx: ImportContext, path: string): Promise<void>;
}
