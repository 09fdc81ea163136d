// The report of a geodata import: written by the server's import runner, shown by the CLI and /admin/import.
import type { ErrorCode } from '../errors';

/** One rejected feature: where it is and why. */
export interface Rejection {
  file: string;
  feature: string;
  line?: number;
  reason: string;
}

/** What an import did, as the CLI prints it and the admin screen shows it. */
export interface ImportReport {
  runId: number;
  format: string;
  source: string;
  status: 'running' | 'succeeded' | 'failed';
  /** features read from the file(s), including those skipped and rejected */
  read: number;
  written: number;
  repaired: number;
  rejected: number;
  /** read but deliberately not imported (historical BAG versions, plan object types we do not keep) */
  skipped: number;
  skippedReasons: Record<string, number>;
  rejectedReasons: Record<string, number>;
  /** the first rejections in detail */
  rejections: Rejection[];
  /** rows written per table */
  tables: Record<string, number>;
  /** dataset and area pairs this import replaced */
  datasets: { dataset: string; area: string; features: number }[];
  warnings: string[];
  files: string[];
  durationMs: number;
  featuresPerSecond: number;
  error?: string;
  /** the stable code of the failure (`import_rejected` when too many features were rejected) */
  errorCode?: ErrorCode;
}
