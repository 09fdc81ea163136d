import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditKinds, companies, subscriptions } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { Repository } from '../../entities/repository';
import { parseId } from '../../entities/routes';
import { validate } from '../../http/validate';
import { licenceSchema } from './licenceSchema';
import { access, actorOf } from '../../http/access';
import { asCompany } from './asCompany';
import { listCompanies } from './companyList';
import { adminSummary } from './summary';
import { listAuditEvents } from './auditList';
import { companyCustomFields } from './companyCustomFields';
import { createCompany } from './createCompany';

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
    const { rows, total } = await listCompanies(db, q);
    void reply.header('X-Total-Count', String(total));
    return rows.map(({ createdAt, trialStartedAt, ...r }) => ({ ...r, createdAt: iso(createdAt), trialStartedAt: iso(trialStartedAt) }));
  });

  // The staff home: how many customers and users there are, and how signing in went this week.
  app.get('/api/admin/summary', access('staff'), async () => adminSummary(db));

  app.get('/api/admin/audit/list', access('staff'), async (req, reply) => {
    const { rows, total } = await listAuditEvents(db, validate(auditQuerySchema, req.query ?? {}, 'query'));
    void reply.header('X-Total-Count', String(total));
    return rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: iso(createdAt) }));
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
    const fields = await companyCustomFields(db, parseId(req.params.id));
    if (!fields) throw notFound('Company');
    return fields;
  });

  app.post('/api/admin/companies/list', access('staff'), async (req, reply) => {
    const staff = actorOf(req);
    const body = validate(newCompanySchema, req.body);
    const id = await createCompany(db, staff, body);
    await recordAudit(db, { kind: 'company_created', companyId: id, userId: staff.userId, detail: { name: body.name }, ip: req.ip });
    return reply.status(201).send(await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0)));
  });
}
