import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companies, isTrial, subscriptions, users } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { systemActor, type Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { issueResetKey } from '../../auth/reset/resetKeys';
import { createMailer } from '../../mail/createMailer';
import { AppError, notFound } from '../../http/appError';
import { hooks } from '../../entities/hooks';
import { licenceSchema } from '../admin/licenceSchema';
import { containing } from '../admin/containing';
import { parseWrite } from '../../entities/parseWrite';
import { parseId } from '../../entities/routes';
import { Repository } from '../../entities/repository';
import { inviteMail } from './inviteMail';
import { validate } from '../../http/validate';
import { guardUserChange, recordUserChange } from './userChanges';
import { access, actorOf } from '../../http/access';

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
  const mailer = createMailer(config, app.log);

  /** Mail a set-password link to a user who has no password yet (a new invitation replaces an older link). */
  async function sendInvitation(inviter: Actor, companyId: number, userId: number, ip: string, resent = false) {
    const rows = await db.query<{ email: string; password_hash: string | null; is_active: boolean; company: string; archived: boolean; language: string | null }>(
      `SELECT u.email, u.password_hash, u.is_active, c.name AS company, coalesce(c.archived, false) AS archived, uc.language
         FROM users u JOIN companies c ON c.id = u.company_id LEFT JOIN user_cfgs uc ON uc.user_id = u.id
        WHERE u.id = $1 AND u.company_id = $2`,
      [userId, companyId],
    );
    const u = rows[0];
    if (!u) throw notFound('User');
    if (u.archived) throw new AppError('conflict', 'This company is archived: unarchive it before inviting users', { reason: 'company_archived' });
    if (!u.is_active) throw new AppError('conflict', 'This user is deactivated: activate them before sending an invitation', { reason: 'user_inactive' });
    if (u.password_hash) throw new AppError('conflict', 'This user has already chosen a password; they can reset it from the sign-in screen', { reason: 'has_password' });
    const key = await issueResetKey(db, { id: userId, company_id: companyId, email: u.email, password_hash: null }, INVITE_MINUTES);
    const language = u.language === 'en' ? 'en' : 'nl';
    try {
      await mailer.sendMail(inviteMail(u.email, u.company, `${config.PUBLIC_URL}/login/passwordreset/${key}`, language));
    } catch (e) {
      app.log.error({ err: e, userId }, 'invitation mail failed');
      throw new AppError('service_unavailable', 'The invitation mail could not be sent; try sending it again later', { reason: 'mail_failed' });
    }
    await recordAudit(db, { kind: 'user_invited', companyId, userId: inviter.userId, detail: { invitedUserId: userId, email: u.email, ...(resent ? { resent } : {}) }, ip });
  }

  async function invite(inviter: Actor, companyId: number, body: z.infer<typeof inviteSchema>, ip: string) {
    const company = (await db.query<{ archived: boolean }>('SELECT coalesce(archived, false) AS archived FROM companies WHERE id = $1', [companyId]))[0];
    if (!company) throw notFound('Company');
    if (company.archived) throw new AppError('conflict', 'This company is archived: unarchive it before inviting users', { reason: 'company_archived' });
    const email = body.email.toLowerCase();
    // emails are unique across companies; compare case-insensitively as sign-in does
    if ((await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email])).length)
      throw new AppError('conflict', 'This email address already has an account', { reason: 'email_taken' });
    const userId = await db.tenant(companyId, async (tx) => {
      const repo = new Repository(tx);
      const input = parseWrite(users, { email, first_name: body.first_name ?? '', last_name: body.last_name ?? '', is_admin: body.is_admin ?? false, cfg: { language: body.language } }, 'create');
      return repo.create(users, systemActor(companyId), input);
    });
    await sendInvitation(inviter, companyId, userId, ip);
    return db.tenant(companyId, (tx) => new Repository(tx).detail(users, systemActor(companyId), userId, 0));
  }

  // an invitation is a write: a read-only company sends none (staff act for any company)
  const writing = (actor: Actor) => {
    if (!actor.capabilities.write && !actor.isStaff) throw new AppError('licence_read_only', 'Your company is read-only');
    return actor;
  };

  // A company admin invites into their own company (spec: company admins manage their users).
  app.post('/api/users/invite', access('companyAdmin'), async (req, reply) => {
    const actor = writing(actorOf(req));
    return reply.status(201).send(await invite(actor, actor.companyId, validate(inviteSchema, req.body), req.ip));
  });

  // ... and sends the link again to someone who has not chosen a password yet (only users of their own company).
  app.post<{ Params: { id: string } }>('/api/users/detail/:id/invite', access('companyAdmin'), async (req, reply) => {
    const actor = writing(actorOf(req));
    await sendInvitation(actor, actor.companyId, parseId(req.params.id), req.ip, true);
    return reply.status(204).send();
  });

  app.post('/api/admin/users/invite', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const body = validate(staffInviteSchema, req.body);
    const { companyId, ...rest } = body;
    return reply.status(201).send(await invite(staff, companyId, rest, req.ip));
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/detail/:id/invite', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    const owner = (await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE id = $1', [id]))[0];
    if (!owner) throw notFound('User');
    await sendInvitation(staff, owner.company_id, id, req.ip, true);
    return reply.status(204).send();
  });

  app.get('/api/admin/users/list', access('staff'), async (req, reply) => {
    const q = validate(staffUserListSchema, req.query ?? {}, 'query');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.is_active, u.is_admin, u.is_staff, u.login_provider,
              u.password_hash IS NOT NULL AS "hasPassword",
              u.company_id AS "companyId", c.name AS "companyName", coalesce(c.archived, false) AS "companyArchived",
              to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
              to_char(u.last_login_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastLoginAt",
              CASE WHEN b.address IS NOT NULL THEN json_build_object('reason', b.reason,
                'bouncedAt', to_char(b.bounced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) END AS bounce,
              count(*) OVER ()::int AS "__total"
         FROM users u JOIN companies c ON c.id = u.company_id
         LEFT JOIN mail_bounces b ON b.address = lower(u.email)
        WHERE ($1::integer IS NULL OR u.company_id = $1)
          AND ($2::text IS NULL OR u.email ILIKE $2 OR (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE $2 OR c.name ILIKE $2)
          AND ($3::boolean IS NULL OR u.is_active = $3)
          AND ($4::text IS NULL OR ($4 = 'staff' AND u.is_staff) OR ($4 = 'admin' AND u.is_admin) OR ($4 = 'user' AND NOT u.is_admin AND NOT u.is_staff))
        ORDER BY c.name, c.id, u.email LIMIT $5 OFFSET $6`,
      [q.companyId ?? null, containing(q.q), q.active ?? null, q.role ?? null, q.limit, q.offset],
    );
    void reply.header('X-Total-Count', String(rows[0]?.__total ?? 0));
    return rows.map(({ __total: _t, ...r }) => r);
  });

  app.patch<{ Params: { id: string } }>('/api/admin/users/detail/:id', access('staff'), async (req) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    const body = validate(staffUserPatchSchema, req.body);
    const owner = (await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE id = $1', [id]))[0];
    if (!owner) throw notFound('User');
    const companyId = owner.company_id;
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
    const { trialStartedAt, cfg, ...fields } = validate(companyPatchSchema, req.body);
    const before = (
      await db.query<{ archived: boolean; trial: string | null }>(
        'SELECT coalesce(c.archived, false) AS archived, cc.trial_started_at::text AS trial FROM companies c LEFT JOIN companycfgs cc ON cc.company_id = c.id WHERE c.id = $1',
        [id],
      )
    )[0];
    if (!before) throw notFound('Company');
    // a trial starts when a company becomes one, unless staff give the date (an unstarted trial never ends)
    const startTrial = trialStartedAt === undefined && fields.subscription && isTrial(fields.subscription) && !before.trial ? new Date().toISOString() : trialStartedAt;
    const cfgBody = { ...(cfg ?? {}), ...(startTrial === undefined ? {} : { trialStartedAt: startTrial }) };
    const body = Object.keys(cfgBody).length ? { ...fields, cfg: cfgBody } : fields;
    await db.tenant(id, async (tx) => {
      const input = parseWrite(companies, body, 'patch');
      // the company rules of the data API (a sign-in method kept, feature flags) hold for staff too
      await hooks.companies?.beforeWrite?.(tx, systemActor(id), input, id);
      await new Repository(tx).update(companies, systemActor(id), id, input);
    });
    const audit = { companyId: id, userId: staff.userId, ip: req.ip };
    const { archived, ...changes } = body;
    if (archived === true && !before.archived) {
      // sign-in already refuses an archived company; its open sessions end now
      await db.query('DELETE FROM sessions WHERE company_id = $1', [id]);
      await recordAudit(db, { ...audit, kind: 'company_archived' });
    }
    if (archived === false && before.archived) await recordAudit(db, { ...audit, kind: 'company_unarchived' });
    if (Object.keys(changes).length) await recordAudit(db, { ...audit, kind: 'company_changed', detail: changes });
    return db.tenant(id, (tx) => new Repository(tx).detail(companies, systemActor(id), id, 0));
  });
}
