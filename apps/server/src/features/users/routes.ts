import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companies, subscriptions, users } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { systemActor, type Actor } from '../../auth/sessions';
import { createMailer } from '../../mail/createMailer';
import { AppError, notFound } from '../../http/appError';
import { licenceSchema } from '../admin/licenceSchema';
import { parseWrite } from '../../entities/parseWrite';
import { parseId } from '../../entities/routes';
import { Repository } from '../../entities/repository';
import { validate } from '../../http/validate';
import { guardUserChange, recordUserChange } from './userChanges';
import { access, actorOf } from '../../http/access';
import { inviteUser, sendInvitation } from './invitations';
import { listUsers } from './staffUserList';
import { companyOfUser } from './userOwner';
import { changeCompany } from './changeCompany';

const inviteSchema = z.strictObject({
  email: z.email().max(320),
  first_name: z.string().max(200).optional(),
  last_name: z.string().max(200).optional(),
  is_admin: z.boolean().optional(),
  language: z.enum(['nl', 'en']).default('nl'),
});
const staffInviteSchema = inviteSchema.extend({ companyId: z.number().int().positive() });
const staffUserPatchSchema = z.strictObject({
  is_active: z.boolean().optional(),
  is_admin: z.boolean().optional(),
  is_staff: z.boolean().optional(),
  first_name: z.string().max(200).optional(),
  last_name: z.string().max(200).optional(),
});
const companyPatchSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  subscription: z.enum(subscriptions).optional(),
  licence: licenceSchema.optional(),
  archived: z.boolean().optional(),
  trialStartedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** the company configuration (flags, parameters, style, authentication ...), checked by the entity model */
  cfg: z.record(z.string(), z.unknown()).optional(),
});
const staffUserListSchema = z.strictObject({
  companyId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
  active: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  role: z.enum(['staff', 'admin', 'user']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Users invited by staff (any company) or by a company admin (their own), and staff tools for users and customers. */
export function registerUserAdminRoutes(app: FastifyInstance, db: Db, config: Config) {
  const mail = { mailer: createMailer(config, app.log), publicUrl: config.PUBLIC_URL, log: app.log };

  // an invitation is a write: a read-only company sends none (staff act for any company)
  const writing = (actor: Actor) => {
    if (!actor.capabilities.write && !actor.isStaff) throw new AppError('licence_read_only', 'Your company is read-only');
    return actor;
  };

  // A company admin invites into their own company (spec: company admins manage their users).
  app.post('/api/users/invite', access('companyAdmin'), async (req, reply) => {
    const actor = writing(actorOf(req));
    return reply.status(201).send(await inviteUser(db, mail, actor, actor.companyId, validate(inviteSchema, req.body), req.ip));
  });

  // ... and sends the link again to someone who has not chosen a password yet (only users of their own company).
  app.post<{ Params: { id: string } }>('/api/users/detail/:id/invite', access('companyAdmin'), async (req, reply) => {
    const actor = writing(actorOf(req));
    await sendInvitation(db, mail, actor, actor.companyId, parseId(req.params.id), req.ip, true);
    return reply.status(204).send();
  });

  app.post('/api/admin/users/invite', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const body = validate(staffInviteSchema, req.body);
    const { companyId, ...rest } = body;
    return reply.status(201).send(await inviteUser(db, mail, staff, companyId, rest, req.ip));
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/detail/:id/invite', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    const companyId = await companyOfUser(db, id);
    if (companyId === undefined) throw notFound('User');
    await sendInvitation(db, mail, staff, companyId, id, req.ip, true);
    return reply.status(204).send();
  });

  app.get('/api/admin/users/list', access('staff'), async (req, reply) => {
    const { rows, total } = await listUsers(db, validate(staffUserListSchema, req.query ?? {}, 'query'));
    void reply.header('X-Total-Count', String(total));
    return rows;
  });

  app.patch<{ Params: { id: string } }>('/api/admin/users/detail/:id', access('staff'), async (req) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    const body = validate(staffUserPatchSchema, req.body);
    const companyId = await companyOfUser(db, id);
    if (companyId === undefined) throw notFound('User');
    await db.tenant(companyId, async (tx) => {
      await guardUserChange(tx, staff, companyId, id, body);
      await new Repository(tx).update(users, systemActor(companyId), id, parseWrite(users, body, 'patch'));
    });
    await recordUserChange(db, { byUserId: staff.userId, companyId, targetUserId: id, values: body, ip: req.ip });
    return db.tenant(companyId, (tx) => new Repository(tx).detail(users, systemActor(companyId), id, 0));
  });

  app.patch<{ Params: { id: string } }>('/api/admin/companies/detail/:id', access('staff'), async (req) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    await changeCompany(db, staff, id, validate(companyPatchSchema, req.body), req.ip);
    return db.tenant(id, (tx) => new Repository(tx).detail(companies, systemActor(id), id, 0));
  });
}
