import type { FastifyInstance } from 'fastify';
import { refreshSourceRoutes, type RefreshSourceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { importerFor } from '../../geodata/formats';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import type { Scheduler } from '../scheduler/scheduler';
import { createSource, deleteSource, listSources, requestRefresh, updateSource } from './refreshSources';

/** A source with its format checked against the importers (an unknown one is 400 before it is stored). */
function checkedFormat(s: RefreshSourceInput) {
  if (s.format) importerFor(s.format);
  return s;
}

/** /admin/import "Scheduled refresh" (staff): the sources the data_refresh job re-imports, and refresh now. */
export function registerDataRefreshRoutes(app: FastifyInstance, db: Db, scheduler: Scheduler) {
  serve(app, refreshSourceRoutes.list, async () => listSources(db));

  serve(app, refreshSourceRoutes.create, async ({ body }, req) => createSource(db, checkedFormat(body), actorOf(req).userId));

  serve(app, refreshSourceRoutes.update, async ({ params, body }) => updateSource(db, params.id, checkedFormat(body)));

  serve(app, refreshSourceRoutes.remove, async ({ params }) => {
    await deleteSource(db, params.id);
  });

  /** Mark the source for the job's next start and start the job now when this server runs the scheduler. */
  serve(app, refreshSourceRoutes.refresh, async ({ params }, req) => {
    const source = await requestRefresh(db, params.id);
    const started = scheduler.running ? await scheduler.runNow('data_refresh') : false;
    await recordAudit(db, { kind: 'job_run_requested', userId: actorOf(req).userId, detail: { job: 'data_refresh', source: source.name, queued: started }, ip: req.ip });
    return { source, started };
  });
}
