import { z } from 'zod';
import { defineRoute } from '../model/route';

/** What the first start does with the demo region (GET /api/admin/demo-region; also in the server's log). */
const demoRegionStatusSchema = z.object({
  status: z.enum(['off', 'checking', 'not_needed', 'generating', 'importing', 'ready', 'failed', 'stopped']),
  parcels: z.number(),
  reason: z.string().optional(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** import progress: files done of files, and the file being imported */
  filesDone: z.number(),
  files: z.number(),
  file: z.string().optional(),
  generateMs: z.number().optional(),
  importMs: z.number().optional(),
  runs: z.array(z.object({ file: z.string(), format: z.string(), runId: z.number(), read: z.number(), written: z.number(), rejected: z.number(), ms: z.number() })),
  error: z.string().optional(),
});
export type DemoRegionStatus = z.infer<typeof demoRegionStatusSchema>;

/** GET /api/admin/demo-region (staff). */
export const demoRegionRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/demo-region',
  access: 'staff',
  summary: 'Staff: what this server did with the demo region on its first start (generating, importing file n of m, ready ...)',
  response: demoRegionStatusSchema,
});
