import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditKindGroups, auditKinds, companies, isTrial, licenceTiers, subscriptions } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { newKey, Repository } from '../../entities/repository';
import { parseWrite } from '../../entities/parseWrite';
import { parseId } from '../../entities/routes';
import { validate } from '../../http/validate';
import { licenceSchema } from './licenceSchema';
import { containing } from './containing';
import { access, actorOf } from '../../http/access';

/** Staff act on a company by taking its id for the one request; every query stays scoped. */
const asCompany = (staff: Actor, companyId: number): Actor => ({ ...staff, companyId });

const newCompanySchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  subscription: z.enum(subscriptions).default('none'),
  licence: licenceSchema.optional(),
  trialStartedAt: z.iso.datetime({ offset: true }).optional(),
});

const companyListSchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  q: z.string().trim().max(200).optional(),
  archived: z.enum(['true', 'false', 'all']).default('all'),
  subscription: z.enum(subscriptions).optional(),
});

const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  companyId: z.coerce.number().int().positive().optional(),
  /** one kind or several, comma-separated */
  kind: z
    .string()
    .max(1000)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(auditKinds, { error: `kind must be among ${auditKinds.join(', ')}` })))
    .optional(),
});

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/** The explicit admin endpoints through which staff reach all companies. */
export function registerAdminRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/companies/list', access('staff'), async (req, reply) => {
    const q = validate(companyListSchema, req.query ?? {}, 'query');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT c.id, c.name, c.key, c.subscription, c.licence, coalesce(c.archived, false) AS archived, c.created_at AS "createdAt",
              cc.trial_started_at AS "trialStartedAt",
              (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS "userCount",
              (SELECT count(*)::int FROM users u WHERE u.company_id = c.id AND u.is_active) AS "activeUserCount",
              (SELECT count(*)::int FROM locations l WHERE l.company_id = c.id) AS "locationCount",
              count(*) OVER ()::int AS "__total"
         FROM companies c LEFT JOIN companycfgs cc ON cc.company_id = c.id
        WHERE ($3::text IS NULL OR c.name ILIKE $3 OR c.key = $4)
          AND ($5::boolean IS NULL OR coalesce(c.archived, false) = $5)
          AND ($6::text IS NULL OR c.subscription = $6)
        ORDER BY lower(c.name), c.id LIMIT $1 OFFSET $2`,
      [q.limit, q.offset, containing(q.q), q.q ?? null, q.archived === 'all' ? null : q.archived === 'true', q.subscription ?? null],
    );
    void reply.header('X-Total-Count', String(rows[0]?.__total ?? 0));
    return rows.map(({ __total: _t, createdAt, trialStartedAt, ...r }) => ({ ...r, createdAt: iso(createdAt), trialStartedAt: iso(trialStartedAt) }));
  });

  // The staff home: how many customers and users there are, and how signing in went this week.
  app.get('/api/admin/summary', access('staff'), async () => {
    const [counts] = (await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM companies WHERE NOT coalesce(archived, false)) AS "companies",
              (SELECT count(*)::int FROM companies WHERE coalesce(archived, false)) AS "archivedCompanies",
              (SELECT count(*)::int FROM companies WHERE NOT coalesce(archived, false) AND subscription = ANY($1::text[])) AS "trialCompanies",
              (SELECT count(*)::int FROM users WHERE is_active) AS "activeUsers",
              (SELECT count(*)::int FROM users WHERE NOT is_active) AS "inactiveUsers",
              (SELECT count(*)::int FROM users WHERE is_active AND password_hash IS NULL AND last_login_at IS NULL) AS "pendingInvitations",
              (SELECT count(*)::int FROM audit_events WHERE created_at > now() - interval '7 days' AND kind = ANY($2::text[])) AS "signInsLast7Days",
              (SELECT count(*)::int FROM audit_events WHERE created_at > now() - interval '7 days' AND kind = ANY($3::text[])) AS "failedSignInsLast7Days"`,
      [subscriptions.filter(isTrial), ['login', 'sso_login'], [...auditKindGroups.failedSignIns]],
    )) as [Record<string, number>];
    return counts;
  });

  app.get('/api/admin/audit/list', access('staff'), async (req, reply) => {
    const { limit, offset, companyId, kind } = validate(auditQuerySchema, req.query ?? {}, 'query');
    // the user an event is about (role changes, invitations) is named beside the user who acted
    const rows = await db.query<Record<string, unknown>>(
      `SELECT a.id, a.kind, a.company_id AS "companyId", c.name AS "companyName", a.user_id AS "userId", u.email,
              t.email AS "targetEmail", a.detail, a.ip, a.created_at AS "createdAt",
              count(*) OVER ()::int AS "__total"
         FROM audit_events a
         LEFT JOIN users u ON u.id = a.user_id
         LEFT JOIN companies c ON c.id = a.company_id
         LEFT JOIN users t ON t.id = CASE WHEN a.detail->>'targetUserId' ~ '^[0-9]{1,9}$' THEN (a.detail->>'targetUserId')::int
                                          WHEN a.detail->>'invitedUserId' ~ '^[0-9]{1,9}$' THEN (a.detail->>'invitedUserId')::int END
        WHERE ($3::integer IS NULL OR a.company_id = $3) AND ($4::text[] IS NULL OR a.kind = ANY($4::text[]))
        ORDER BY a.created_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, companyId ?? null, kind?.length ? kind : null],
    );
    void reply.header('X-Total-Count', String(rows[0]?.__total ?? 0));
    return rows.map(({ __total: _t, createdAt, ...r }) => ({ ...r, createdAt: iso(createdAt) }));
  });

  app.get<{ Params: { id: string } }>('/api/admin/companies/detail/:id', access('staff'), async (req) => {
    const staff = actorOf(req);
    const id = parseId(req.params.id);
    const row = await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0));
    if (!row) throw notFound('Company');
    return row;
  });

  // The company's custom fields, to choose the summary fields of its configuration from.
  app.get<{ Params: { id: string } }>('/api/admin/companies/detail/:id/customfields', access('staff'), async (req) => {
    const id = parseId(req.params.id);
    if (!(await db.query('SELECT 1 FROM companies WHERE id = $1', [id])).length) throw notFound('Company');
    return db.query('SELECT id, name FROM customfields WHERE company_id = $1 ORDER BY "order", id', [id]);
  });

  app.post('/api/admin/companies/list', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const body = validate(newCompanySchema, req.body);
    const licence = body.licence ?? licenceTiers.none;
    // a pilot or trial starts now unless staff give the date (a trial that never started would never end)
    const trial = isTrial(body.subscription) || licence === licenceTiers.pilot || licence === licenceTiers.trial;
    const trialStartedAt = body.trialStartedAt ?? (trial ? new Date().toISOString() : undefined);
    const id = await db.transaction(async (tx) => {
      const [{ id }] = (await tx.query<{ id: number }>(
        `INSERT INTO companies (name, key, subscription, licence, archived) VALUES ($1, $2, $3, $4, false) RETURNING id`,
        [body.name, newKey(), body.subscription, licence],
      )) as [{ id: number }];
      // creates the default company configuration (authentication, flags, style, parameters)
      const cfg = trialStartedAt ? { cfg: { trialStartedAt } } : {};
      await new Repository(tx).update(companies, asCompany(staff, id), id, parseWrite(companies, cfg, 'patch'));
      return id;
    });
    await recordAudit(db, { kind: 'company_created', companyId: id, userId: staff.userId, detail: { name: body.name }, ip: req.ip });
    return reply.status(201).send(await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0)));
  });
}
