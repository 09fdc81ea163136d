import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { parseId } from '../../entities/routes';
import { access, actorOf } from '../../http/access';
import { notFound } from '../../http/appError';
import { allowMailAgain } from '../../mail/bounces/mailBounces';
import { addressOfUser } from './userOwner';

/**
 * Staff allow product mail to a user's address again after it bounced (the users list shows the mark): the mark
 * goes, so the next mail is sent; should it bounce again, it is marked again. Answers 204 also when there was no
 * mark (a second click changes nothing); only a real change is audited.
 */
export function registerBounceRoutes(app: FastifyInstance, db: Db) {
  app.delete<{ Params: { id: string } }>('/api/admin/users/detail/:id/bounce', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    const user = await addressOfUser(db, id);
    if (!user) throw notFound('User');
    const reason = await allowMailAgain(db, user.email);
    if (reason !== null)
      await recordAudit(db, { kind: 'mail_bounce_cleared', companyId: user.company_id, userId: staff.userId, detail: { targetUserId: id, email: user.email, reason }, ip: req.ip });
    return reply.status(204).send();
  });
}
