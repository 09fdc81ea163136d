import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { actorOf } from '../../http/access';
import { notFound } from '../../http/appError';
import { serve } from '../../http/serve';
import { allowMailAgain } from '../../mail/bounces/mailBounces';
import { addressOfUser } from './userOwner';

/**
 * Staff allow product mail to a user's address again after it bounced (the users list shows the mark): the mark
 * goes, so the next mail is sent; should it bounce again, it is marked again. Answers 204 also when there was no
 * mark (a second click changes nothing); only a real change is audited.
 */
export function registerBounceRoutes(app: FastifyInstance, db: Db) {
  serve(app, adminRoutes.allowMail, async ({ params: { id } }, req) => {
    const staff = actorOf(req);
    const user = await addressOfUser(db, id);
    if (!user) throw notFound('User');
    const reason = await allowMailAgain(db, user.email);
    if (reason !== null)
      await recordAudit(db, { kind: 'mail_bounce_cleared', companyId: user.company_id, userId: staff.userId, detail: { targetUserId: id, email: user.email, reason }, ip: req.ip });
  });
}
