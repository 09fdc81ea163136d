import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companies, users } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { systemActor, type Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { issueResetKey } from '../../auth/reset/resetKeys';
import { createMailer } from '../../mail/createMailer';
import { AppError, forbidden, notFound } from '../../http/appError';
import { parseWrite } from '../../entities/parseWrite';
import { parseId } from '../../entities/routes';
import { Repository } from '../../entities/repository';
import { inviteMail } from './inviteMail';
import { validate } from '../../http/validate';

/** Invitation links live longer than reset links: people take days to accept. */
const INVITE_MINUTES = 7 * 24 * 60;

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
  name: z.string().min(1).max(200).optional(),
  subscription: z.enum(['none', 'pilot', 'trial']).optional(),
  licence: z.number().int().optional(),
  archived: z.boolean().optional(),
  trialStartedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** Users invited by staff (any company) or by a company admin (their own), and staff tools for users and customers. */
export function registerUserAdminRoutes(app: FastifyInstance, db: Db, config: Config) {
  const mailer = createMailer(config, app.log);

  async function invite(inviter: Actor, companyId: number, body: z.infer<typeof inviteSchema>, ip: string) {
    const company = (await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]))[0];
    if (!company) throw notFound('Company');
    const userId = await db.tenant(companyId, async (tx) => {
      const repo = new Repository(tx);
      const input = parseWrite(users, { email: body.email, first_name: body.first_name ?? '', last_name: body.last_name ?? '', is_admin: body.is_admin ?? false, cfg: { language: body.language } }, 'create');
      return repo.create(users, systemActor(companyId), input);
    });
    const key = await issueResetKey(db, { id: userId, company_id: companyId, email: body.email, password_hash: null }, INVITE_MINUTES);
    await mailer.sendMail(inviteMail(body.email, company.name, `${config.PUBLIC_URL}/login/passwordreset/${key}`, body.language));
    await recordAudit(db, { kind: 'user_invited', companyId, userId: inviter.userId, detail: { invitedUserId: userId, email: body.email.toLowerCase() }, ip });
    return db.tenant(companyId, (tx) => new Repository(tx).detail(users, systemActor(companyId), userId, 0));
  }

  const staffOnly = (req: FastifyRequest) => {
    if (!req.actor) throw new AppError('unauthenticated', 'Sign in first');
    if (!req.actor.isStaff) throw forbidden('Only staff may use the admin API');
    return req.actor;
  };

  // A company admin invites into their own company (spec: company admins manage their users).
  app.post('/api/users/invite', async (req, reply) => {
    if (!req.actor) throw new AppError('unauthenticated', 'Sign in first');
    if (!req.actor.isAdmin && !req.actor.isStaff) throw forbidden('Only a company admin may invite users');
    if (!req.actor.capabilities.write && !req.actor.isStaff) throw new AppError('licence_read_only', 'Your company is read-only');
    return reply.status(201).send(await invite(req.actor, req.actor.companyId, validate(inviteSchema, req.body), req.ip));
  });

  app.post('/api/admin/users/invite', async (req, reply) => {
    const staff = staffOnly(req);
    const body = validate(staffInviteSchema, req.body);
    const { companyId, ...rest } = body;
    return reply.status(201).send(await invite(staff, companyId, rest, req.ip));
  });

  app.get('/api/admin/users/list', async (req) => {
    staffOnly(req);
    const q = validate(z.strictObject({ companyId: z.coerce.number().int().positive().optional(), limit: z.coerce.number().int().min(1).max(500).default(100), offset: z.coerce.number().int().min(0).default(0) }), req.query ?? {}, 'query');
    const rows = await db.query(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.is_active, u.is_admin, u.is_staff, u.company_id AS "companyId", c.name AS "companyName",
              to_char(u.last_login_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastLoginAt"
         FROM users u JOIN companies c ON c.id = u.company_id
        WHERE ($1::integer IS NULL OR u.company_id = $1) ORDER BY c.name, u.email LIMIT $2 OFFSET $3`,
      [q.companyId ?? null, q.limit, q.offset],
    );
    return rows;
  });

  app.patch<{ Params: { id: string } }>('/api/admin/users/detail/:id', async (req) => {
    const staff = staffOnly(req);
    const id = parseId(req.params.id);
    const body = validate(staffUserPatchSchema, req.body);
    const owner = (await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE id = $1', [id]))[0];
    if (!owner) throw notFound('User');
    const companyId = owner.company_id;
    await db.tenant(companyId, (tx) => new Repository(tx).update(users, systemActor(companyId), id, parseWrite(users, body, 'patch')));
    if (body.is_active === false) await db.query('DELETE FROM sessions WHERE user_id = $1', [id]);
    const roles = Object.fromEntries(['is_active', 'is_admin', 'is_staff'].filter((k) => k in body).map((k) => [k, body[k as keyof typeof body]]));
    if (Object.keys(roles).length) await recordAudit(db, { kind: 'role_changed', companyId, userId: staff.userId, detail: { targetUserId: id, ...roles }, ip: req.ip });
    return db.tenant(companyId, (tx) => new Repository(tx).detail(users, systemActor(companyId), id, 0));
  });

  app.patch<{ Params: { id: string } }>('/api/admin/companies/detail/:id', async (req) => {
    const staff = staffOnly(req);
    const id = parseId(req.params.id);
    const { trialStartedAt, ...fields } = validate(companyPatchSchema, req.body);
    const body = trialStartedAt === undefined ? fields : { ...fields, cfg: { trialStartedAt } };
    const exists = await db.query('SELECT 1 FROM companies WHERE id = $1', [id]);
    if (!exists.length) throw notFound('Company');
    await db.tenant(id, (tx) => new Repository(tx).update(companies, systemActor(id), id, parseWrite(companies, body, 'patch')));
    if (fields.archived) await db.query('DELETE FROM sessions WHERE company_id = $1', [id]);
    await recordAudit(db, { kind: 'company_changed', companyId: id, userId: staff.userId, detail: body, ip: req.ip });
    return db.tenant(id, (tx) => new Repository(tx).detail(companies, systemActor(id), id, 0));
  });
}
