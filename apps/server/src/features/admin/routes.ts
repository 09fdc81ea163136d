import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companies, licenceTiers, listQuerySchema, subscriptions } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { AppError, forbidden, notFound } from '../../http/appError';
import { newKey, Repository } from '../../entities/repository';
import { parseWrite } from '../../entities/parseWrite';
import { parseId } from '../../entities/routes';
import { validate } from '../../http/validate';

/** Staff act on a company by taking its id for the one request; every query stays scoped. */
const asCompany = (staff: Actor, companyId: number): Actor => ({ ...staff, companyId });

const newCompanySchema = z.strictObject({
  name: z.string().min(1).max(200),
  subscription: z.enum(subscriptions).default('none'),
  licence: z.union(Object.values(licenceTiers).map((c) => z.literal(c)) as unknown as [z.ZodLiteral<number>]).optional(),
});

const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  companyId: z.coerce.number().int().positive().optional(),
  kind: z.string().max(50).optional(),
});

function staffOnly(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('unauthenticated', 'Sign in first');
  if (!req.actor.isStaff) throw forbidden('Only staff may use the admin API');
  return req.actor;
}

/** The explicit admin endpoints through which staff reach all companies. */
export function registerAdminRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/companies/list', async (req, reply) => {
    staffOnly(req);
    const qy = listQuerySchema.pick({ limit: true, offset: true }).safeParse(req.query ?? {});
    if (!qy.success) throw new AppError('validation_failed', 'limit and offset must be whole numbers');
    const rows = await db.query(
      `SELECT c.id, c.name, c.key, c.subscription, c.licence, c.archived, c.created_at AS "createdAt",
              (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS "userCount",
              (SELECT count(*)::int FROM locations l WHERE l.company_id = c.id) AS "locationCount",
              count(*) OVER ()::int AS "__total"
         FROM companies c ORDER BY c.name, c.id LIMIT $1 OFFSET $2`,
      [qy.data.limit, qy.data.offset],
    );
    void reply.header('X-Total-Count', String(rows[0]?.__total ?? 0));
    return rows.map(({ __total: _t, createdAt, ...r }) => ({ ...r, createdAt: createdAt instanceof Date ? createdAt.toISOString() : createdAt }));
  });

  app.get('/api/admin/audit/list', async (req, reply) => {
    staffOnly(req);
    const { limit, offset, companyId, kind } = validate(auditQuerySchema, req.query ?? {}, 'query');
    const rows = await db.query(
      `SELECT a.id, a.kind, a.company_id AS "companyId", a.user_id AS "userId", u.email, a.detail, a.ip, a.created_at AS "createdAt",
              count(*) OVER ()::int AS "__total"
         FROM audit_events a LEFT JOIN users u ON u.id = a.user_id
        WHERE ($3::integer IS NULL OR a.company_id = $3) AND ($4::text IS NULL OR a.kind = $4)
        ORDER BY a.created_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, companyId ?? null, kind ?? null],
    );
    void reply.header('X-Total-Count', String(rows[0]?.__total ?? 0));
    return rows.map(({ __total: _t, createdAt, ...r }) => ({ ...r, createdAt: createdAt instanceof Date ? createdAt.toISOString() : createdAt }));
  });

  app.get<{ Params: { id: string } }>('/api/admin/companies/detail/:id', async (req) => {
    const staff = staffOnly(req);
    const id = parseId(req.params.id);
    const row = await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0));
    if (!row) throw notFound('Company');
    return row;
  });

  app.post('/api/admin/companies/list', async (req, reply) => {
    const staff = staffOnly(req);
    const body = validate(newCompanySchema, req.body);
    const id = await db.transaction(async (tx) => {
      const [{ id }] = (await tx.query<{ id: number }>(
        `INSERT INTO companies (name, key, subscription, licence, archived) VALUES ($1, $2, $3, $4, false) RETURNING id`,
        [body.name, newKey(), body.subscription, body.licence ?? licenceTiers.none],
      )) as [{ id: number }];
      // creates the default company configuration (authentication, flags, style, parameters)
      await new Repository(tx).update(companies, asCompany(staff, id), id, parseWrite(companies, {}, 'patch'));
      return id;
    });
    await recordAudit(db, { kind: 'company_created', companyId: id, userId: staff.userId, detail: { name: body.name }, ip: req.ip });
    return reply.status(201).send(await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0)));
  });
}
