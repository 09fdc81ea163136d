import type { FastifyInstance } from 'fastify';
import { jobNameParamsSchema, jobRunsQuerySchema } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import type { Scheduler } from './scheduler';

/** /admin/scheduler (staff): the jobs, their run log, run now, pause and resume (each recorded in the audit log). */
export function registerSchedulerRoutes(app: FastifyInstance, db: Db, scheduler: Scheduler) {
  app.get('/api/admin/scheduler', access('staff'), async () => scheduler.list());

  app.get('/api/admin/scheduler/:name/runs', access('staff'), async (req) => {
    const { name } = validate(jobNameParamsSchema, req.params, 'path');
    const { limit } = validate(jobRunsQuerySchema, req.query, 'query');
    return scheduler.runs(name, limit);
  });

  app.post('/api/admin/scheduler/:name/run', access('staff'), async (req) => {
    const { name } = validate(jobNameParamsSchema, req.params, 'path');
    const queued = await scheduler.runNow(name);
    await recordAudit(db, { kind: 'job_run_requested', userId: actorOf(req).userId, detail: { job: name, queued }, ip: req.ip });
    return { queued };
  });

  for (const [action, paused, kind] of [['pause', true, 'job_paused'], ['resume', false, 'job_resumed']] as const)
    app.post(`/api/admin/scheduler/:name/${action}`, access('staff'), async (req) => {
      const { name } = validate(jobNameParamsSchema, req.params, 'path');
      await scheduler.setPaused(name, paused, actorOf(req).userId);
      await recordAudit(db, { kind, userId: actorOf(req).userId, detail: { job: name }, ip: req.ip });
      return scheduler.list();
    });
}
