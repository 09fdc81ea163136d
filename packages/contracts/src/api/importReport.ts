import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors';
import { defineRoute } from '../model/route';
import { recordId } from '../model/routeParams';

// The report of a geodata import: written by the server's import runner, shown by the CLI and /admin/import.

const importStatuses = ['running', 'succeeded', 'failed'] as const;

/** One rejected feature: where it is and why. */
const rejectionSchema = z.object({ file: z.string(), feature: z.string(), line: z.number().optional(), reason: z.string() });
export type Rejection = z.infer<typeof rejectionSchema>;

const counts = z.record(z.string(), z.number());

/** What an import did, as the CLI prints it and the admin screen shows it. */
const importReportSchema = z.object({
  runId: z.number(),
  format: z.string(),
  source: z.string(),
  status: z.enum(importStatuses),
  /** features read from the file(s), including those skipped and rejected */
  read: z.number(),
  written: z.number(),
  repaired: z.number(),
  rejected: z.number(),
  /** read but deliberately not imported (historical BAG versions, plan object types we do not keep) */
  skipped: z.number(),
  skippedReasons: counts,
  rejectedReasons: counts,
  /** the first rejections in detail */
  rejections: z.array(rejectionSchema),
  /** objects a mutation delivery removed (rows of earlier imports deleted; its new versions count as written) */
  removed: z.number().optional(),
  /**
   * a mutation delivery (BAG daily mutations): its id, the period its changes were made in, and whether a run before
   * applied it already (then this run changed nothing)
   */
  delivery: z.object({ id: z.string(), from: z.string().nullable(), to: z.string().nullable(), alreadyApplied: z.boolean() }).optional(),
  /** rows written per table */
  tables: counts,
  /**
   * dataset and area pairs this import replaced, with the date their data describe (YYYY-MM-DD or a year; null when
   * neither the files nor the import said) and where that date was read
   */
  datasets: z.array(
    z.object({
      dataset: z.string(),
      area: z.string(),
      features: z.number(),
      dataDate: z.string().nullable(),
      dataDateOrigin: z.enum(['file', 'objects', 'given']).nullable(),
      /**
       * the RD New box [xmin, ymin, xmax, ymax] (metres) of the rows this import replaced and wrote for the dataset and
       * area: where the plot features can change (docs/search.md "Refresh"); null when its rows have no geometry
       * (absent in reports of runs before issue 44: read as unknown)
       */
      changedBoxRd: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable().optional(),
      /** generic layers: the `kind` properties of those rows (which distance features they can change); absent: any */
      changedKinds: z.array(z.string()).optional(),
    }),
  ),
  warnings: z.array(z.string()),
  files: z.array(z.string()),
  durationMs: z.number(),
  featuresPerSecond: z.number(),
  /**
   * the plot features refresh that took this run in, written by it once done (after the import): every parcel or the
   * parcels the changes reach, how many of all plots it computed and how long it took (docs/search.md "Refresh")
   */
  plotFeatures: z
    .object({ mode: z.enum(['full', 'changes']), recomputed: z.number(), plots: z.number(), durationMs: z.number(), generation: z.number() })
    .optional(),
  error: z.string().optional(),
  /** the stable code of the failure (`import_rejected` when too many features were rejected) */
  errorCode: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]).optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** One input format the importers know (GET /api/admin/import/formats). */
const importFormatSchema = z.object({ format: z.string(), description: z.string() });

/** Progress of a running import, for the admin screen and the CLI. */
const importProgressSchema = z.object({
  /** reading the files, then finishing: building the indexes of tables loaded anew, replacing the previous version */
  stage: z.enum(['reading', 'finishing']),
  file: z.string(),
  fileBytes: z.number(),
  fileBytesRead: z.number(),
  read: z.number(),
  written: z.number(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** GET /api/admin/import/{jobId}: live progress while it runs on this instance, the stored run afterwards. */
const importJobSchema = z.object({
  jobId: z.number(),
  status: z.enum(importStatuses),
  /** only while the job runs on the instance that answers; null before the first file is opened */
  progress: importProgressSchema.extend({ percent: z.number().nullable() }).nullable().optional(),
  report: importReportSchema.nullable(),
  error: z.string().nullable().optional(),
  format: z.string().optional(),
  source: z.string().optional(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** One row of GET /api/admin/import (the last 100 runs, newest first). */
const importRunSchema = z.object({
  jobId: z.number(),
  format: z.string(),
  source: z.string(),
  status: z.enum(importStatuses),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  read: z.number().nullable(),
  written: z.number().nullable(),
  rejected: z.number().nullable(),
  /** from the run's report; null while it runs */
  durationMs: z.number().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** The routes of /admin/import (staff). */
export const importRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/admin/import',
    access: 'staff',
    summary: 'Staff: import a geodata file (multipart: file, format, area, layer, crs, year, dataDate, maxRejectedPercent) as a job',
    multipart: true,
    response: z.object({ jobId: z.number(), status: z.literal('running'), url: z.string() }),
    status: 202,
  }),
  formats: defineRoute({ method: 'GET', path: '/api/admin/import/formats', access: 'staff', summary: 'Staff: the geodata import formats', response: z.array(importFormatSchema) }),
  runs: defineRoute({ method: 'GET', path: '/api/admin/import', access: 'staff', summary: 'Staff: the last 100 geodata import runs', response: z.array(importRunSchema) }),
  job: defineRoute({
    method: 'GET',
    path: '/api/admin/import/:jobId',
    access: 'staff',
    summary: 'Staff: an import job with its progress and report',
    params: z.strictObject({ jobId: recordId }),
    response: importJobSchema,
  }),
};
