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

/** One input format the importers know (GET /api/admin/import/formats). */
export interface ImportFormat {
  format: string;
  description: string;
}

/** Progress of a running import, for the admin screen and the CLI. */
export interface ImportProgress {
  /** reading the files, then finishing: building the indexes of tables loaded anew, replacing the previous version */
  stage: 'reading' | 'finishing';
  file: string;
  fileBytes: number;
  fileBytesRead: number;
  read: number;
  written: number;
}

/** GET /api/admin/import/{jobId}: live progress while it runs on this instance, the stored run afterwards. */
export interface ImportJob {
  jobId: number;
  status: ImportReport['status'];
  /** only while the job runs on the instance that answers; null before the first file is opened */
  progress?: (ImportProgress & { percent: number | null }) | null;
  report: ImportReport | null;
  error?: string | null;
  format?: string;
  source?: string;
}

/** One row of GET /api/admin/import (the last 100 runs, newest first). */
export type ImportRun = {
  jobId: number;
  format: string;
  source: string;
  status: ImportReport['status'];
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  read: number | null;
  written: number | null;
  rejected: number | null;
  /** from the run's report; null while it runs */
  durationMs: number | null;
};
