import type { FastifyInstance } from 'fastify';
import { adminRoutes, companies, type AdminCompany } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { Repository } from '../../entities/repository';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { asCompany } from './asCompany';
import { listCompanies } from './companyList';
import { adminSummary } from './summary';
import { listAuditEvents } from './auditList';
import { companyCustomFields } from './companyCustomFields';
import { createCompany } from './createCompany';

const iso = (v: Date | string | null) => (v instanceof Date ? v.toISOString() : v);

/** The explicit admin endpoints through which staff reach all companies. */
export function registerAdminRoutes(app: FastifyInstance, db: Db) {
  serve(app, adminRoutes.companies, async ({ query }) => {
    const { rows, total } = await listCompanies(db, query);
    return { items: rows.map(({ createdAt, trialStartedAt, ...r }) => ({ ...r, createdAt: iso(createdAt), trialStartedAt: iso(trialStartedAt) })), total };
  });

  // The staff home: how many customers and users there are, and how signing in went this week.
  serve(app, adminRoutes.summary, async () => adminSummary(db));

  serve(app, adminRoutes.audit, async ({ query }) => {
    const { rows, total } = await listAuditEvents(db, query);
    return { items: rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: iso(createdAt) })), total };
  });

  serve(app, adminRoutes.company, async ({ params: { id } }, req) => {
    const staff = actorOf(req);
    const row = await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0));
    if (!row) throw notFound('Company');
    return row as AdminCompany;
  });

  // The company's custom fields, to choose the summary fields of its configuration from.
  serve(app, adminRoutes.companyCustomFields, async ({ params: { id } }) => {
    const fields = await companyCustomFields(db, id);
    if (!fields) throw notFound('Company');
    return fields;
  });

  serve(app, adminRoutes.createCompany, async ({ body }, req) => {
    const staff = actorOf(req);
    const id = await createCompany(db, staff, body);
    await recordAudit(db, { kind: 'company_created', companyId: id, userId: staff.userId, detail: { name: body.name }, ip: req.ip });
    return (await db.tenant(id, (tx) => new Repository(tx).detail(companies, asCompany(staff, id), id, 0))) as AdminCompany;
  });
}
