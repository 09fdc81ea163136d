import type { FastifyInstance } from 'fastify';
import { adminRoutes, companies, companyUserRoutes, users, type AdminCompany, type ApiRecord } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { systemActor, type Actor } from '../../auth/sessions';
import { createMailer } from '../../mail/createMailer';
import { AppError, notFound } from '../../http/appError';
import { parseWrite } from '../../entities/parseWrite';
import { Repository } from '../../entities/repository';
import { guardUserChange, recordUserChange } from './userChanges';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { inviteUser, sendInvitation } from './invitations';
import { listUsers } from './staffUserList';
import { companyOfUser } from './userOwner';
import { changeCompany } from './changeCompany';

/** Users invited by staff (any company) or by a company admin (their own), and staff tools for users and customers. */
export function registerUserAdminRoutes(app: FastifyInstance, db: Db, config: Config) {
  const mail = { mailer: createMailer(config, app.log, db), publicUrl: config.PUBLIC_URL, log: app.log };

  // an invitation is a write: a read-only company sends none (staff act for any company)
  const writing = (actor: Actor) => {
    if (!actor.capabilities.write && !actor.isStaff) throw new AppError('licence_read_only', 'Your company is read-only');
    return actor;
  };

  // A company admin invites into their own company (spec: company admins manage their users).
  serve(app, companyUserRoutes.invite, async ({ body }, req) => {
    const actor = writing(actorOf(req));
    return (await inviteUser(db, mail, actor, actor.companyId, body, req.ip)) as ApiRecord<'users'>;
  });

  // ... and sends the link again to someone who has not chosen a password yet (only users of their own company).
  serve(app, companyUserRoutes.resendInvite, async ({ params: { id } }, req) => {
    const actor = writing(actorOf(req));
    await sendInvitation(db, mail, actor, actor.companyId, id, req.ip, true);
  });

  serve(app, adminRoutes.invite, async ({ body: { companyId, ...rest } }, req) => (await inviteUser(db, mail, actorOf(req), companyId, rest, req.ip)) as ApiRecord<'users'>);

  serve(app, adminRoutes.resendInvite, async ({ params: { id } }, req) => {
    const staff = actorOf(req);
    const companyId = await companyOfUser(db, id);
    if (companyId === undefined) throw notFound('User');
    await sendInvitation(db, mail, staff, companyId, id, req.ip, true);
  });

  serve(app, adminRoutes.users, async ({ query }) => {
    const { rows, total } = await listUsers(db, query);
    return { items: rows, total };
  });

  serve(app, adminRoutes.updateUser, async ({ params: { id }, body }, req) => {
    const staff = actorOf(req);
    const companyId = await companyOfUser(db, id);
    if (companyId === undefined) throw notFound('User');
    await db.tenant(companyId, async (tx) => {
      await guardUserChange(tx, staff, companyId, id, body);
      await new Repository(tx).update(users, systemActor(companyId), id, parseWrite(users, body, 'patch'));
    });
    await recordUserChange(db, { byUserId: staff.userId, companyId, targetUserId: id, values: body, ip: req.ip });
    return (await db.tenant(companyId, (tx) => new Repository(tx).detail(users, systemActor(companyId), id, 0))) as ApiRecord<'users'>;
  });

  serve(app, adminRoutes.updateCompany, async ({ params: { id }, body }, req) => {
    await changeCompany(db, actorOf(req), id, body, req.ip);
    return (await db.tenant(id, (tx) => new Repository(tx).detail(companies, systemActor(id), id, 0))) as AdminCompany;
  });
}
