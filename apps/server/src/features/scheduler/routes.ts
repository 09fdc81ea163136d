import type { FastifyInstance } from 'fastify';
import { schedulerRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import type { Scheduler } from './scheduler';

/** /admin/scheduler (staff): the jobs, their run log, run now, pause and resume (each recorded in the audit log). */
export function registerSchedulerRoutes(app: FastifyInstance, db: Db, scheduler: Scheduler) {
  serve(app, schedulerRoutes.list, async () => scheduler.list());

  serve(app, schedulerRoutes.runs, async ({ params, query }) => scheduler.runs(params.name, query.limit));

  serve(app, schedulerRoutes.runNow, async ({ params: { name } }, req) => {
    const queued = await scheduler.runNow(name);
    await recordAudit(db, { kind: 'job_run_requested', userId: actorOf(req).userId, detail: { job: name, queued }, ip: req.ip });
    return { queued };
  });

  for (const [contract, paused, kind] of [[schedulerRoutes.pause, true, 'job_paused'], [schedulerRoutes.resume, false, 'job_resumed']] as const)
    serve(app, contract, async ({ params: { name } }, req) => {
      await scheduler.setPaused(name, paused, actorOf(req).userId);
      await recordAudit(db, { kind, userId: actorOf(req).userId, detail: { job: name }, ip: req.ip });
      return scheduler.list();
    });
}
