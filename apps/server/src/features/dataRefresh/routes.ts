import type { FastifyInstance } from 'fastify';
import { refreshSourceInputSchema, refreshSourceParamsSchema, type RefreshSource } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { importerFor } from '../../geodata/formats';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import type { Scheduler } from '../scheduler/scheduler';
import { createSource, deleteSource, listSources, requestRefresh, updateSource } from './refreshSources';

/** The body of a source, with its format checked against the importers (an unknown one is 400 before it is stored). */
function sourceOf(body: unknown) {
  const s = validate(refreshSourceInputSchema, body);
  if (s.format) importerFor(s.format);
  return s;
}

/** /admin/import "Scheduled refresh" (staff): the sources the data_refresh job re-imports, and refresh now. */
export function registerDataRefreshRoutes(app: FastifyInstance, db: Db, scheduler: Scheduler) {
  app.get('/api/admin/refresh-sources', access('staff'), async () => listSources(db));

  app.post('/api/admin/refresh-sources', access('staff'), async (req, reply) => {
    const created = await createSource(db, sourceOf(req.body), actorOf(req).userId);
    return reply.status(201).send(created);
  });

  app.put('/api/admin/refresh-sources/:id', access('staff'), async (req) => {
    const { id } = validate(refreshSourceParamsSchema, req.params, 'path');
    return updateSource(db, id, sourceOf(req.body));
  });

  app.delete('/api/admin/refresh-sources/:id', access('staff'), async (req, reply) => {
    const { id } = validate(refreshSourceParamsSchema, req.params, 'path');
    await deleteSource(db, id);
    return reply.status(204).send();
  });

  /** Mark the source for the job's next start and start the job now when this server runs the scheduler. */
  app.post('/api/admin/refresh-sources/:id/refresh', access('staff'), async (req): Promise<{ source: RefreshSource; started: boolean }> => {
    const { id } = validate(refreshSourceParamsSchema, req.params, 'path');
    const source = await requestRefresh(db, id);
    const started = scheduler.running ? await scheduler.runNow('data_refresh') : false;
    await recordAudit(db, { kind: 'job_run_requested', userId: actorOf(req).userId, detail: { job: 'data_refresh', source: source.name, queued: started }, ip: req.ip });
    return { source, started };
  });
}
