import { z } from 'zod';
import { auditKinds } from '../auditKinds';
import { licenceTiers, subscriptions } from '../enums/companyEnums';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';
import { companyRecordSchema, userRecordSchema } from './accountRecords';
import { inviteBodySchema } from './companyUsers';

// What the staff endpoints (/api/admin/...) take and answer; the server builds these rows, the staff screens show them.

/** A licence tier by its spec code (pilot 0 ... none 10). */
const licenceSchema = z.union(Object.values(licenceTiers).map((c) => z.literal(c)) as unknown as [z.ZodLiteral<number>], {
  error: `licence must be one of ${Object.values(licenceTiers).join(', ')}`,
});

/** A page of a staff list: `limit` rows (1-500) from `offset`. */
const pageQuery = (limit: number) => ({
  limit: z.coerce.number().int().min(1).max(500).default(limit),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/admin/companies/list: q searches the name (or is the exact key); archived true, false or all. */
const companyListQuerySchema = z.strictObject({
  ...pageQuery(20),
  q: z.string().trim().max(200).optional(),
  archived: z.enum(['true', 'false', 'all']).default('all'),
  subscription: z.enum(subscriptions).optional(),
});

/** POST /api/admin/companies/list: a new customer (a pilot or trial without a start date starts now). */
export const newCompanyBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  subscription: z.enum(subscriptions).default('none'),
  licence: licenceSchema.optional(),
  trialStartedAt: z.iso.datetime({ offset: true }).optional(),
});

/** PATCH /api/admin/companies/detail/{id}: the staff decisions about a customer, and its configuration. */
export const companyPatchBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  subscription: z.enum(subscriptions).optional(),
  licence: licenceSchema.optional(),
  archived: z.boolean().optional(),
  trialStartedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** the company configuration (flags, parameters, style, authentication ...), checked by the entity model */
  cfg: z.record(z.string(), z.unknown()).optional(),
});

/** GET /api/admin/users/list: q searches the email, the name or the company's name. */
const staffUserListQuerySchema = z.strictObject({
  companyId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  role: z.enum(['staff', 'admin', 'user']).optional(),
  ...pageQuery(100),
});

/** PATCH /api/admin/users/detail/{id}: roles, activation and names (a company keeps an active admin). */
const staffUserPatchBodySchema = z.strictObject({
  is_active: z.boolean().optional(),
  is_admin: z.boolean().optional(),
  is_staff: z.boolean().optional(),
  first_name: z.string().max(200).optional(),
  last_name: z.string().max(200).optional(),
});

/** POST /api/admin/users/invite: an invitation into any company. */
const staffInviteBodySchema = inviteBodySchema.extend({ companyId: z.number().int().positive() });

/** GET /api/admin/audit/list: newest first, of one company, of one kind or several (comma-separated). */
const auditQuerySchema = z.strictObject({
  ...pageQuery(50),
  companyId: z.coerce.number().int().positive().optional(),
  /** one kind or several, comma-separated */
  kind: z
    .string()
    .max(1000)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(auditKinds, { error: `kind must be among ${auditKinds.join(', ')}` })))
    .optional(),
});

/** A company as the staff list shows it (GET /api/admin/companies/list). */
const adminCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  subscription: z.enum(subscriptions),
  licence: z.number().int(),
  archived: z.boolean(),
  createdAt: z.string().nullable(),
  trialStartedAt: z.string().nullable(),
  userCount: z.number().int(),
  activeUserCount: z.number().int(),
  locationCount: z.number().int(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

/** A company with its configuration (GET /api/admin/companies/detail/{id}). */
export type AdminCompany = z.infer<typeof companyRecordSchema>;

/** Why and when an address bounced (table mail_bounces; DELETE /api/admin/users/detail/{id}/bounce clears it). */
const mailBounceSchema = z.object({
  /** the SMTP reply at send time, or the status and diagnostic of a delivery report that came back later */
  reason: z.string(),
  bouncedAt: z.string(),
});
export type MailBounce = z.infer<typeof mailBounceSchema>;

/** A user of any company (GET /api/admin/users/list). */
const adminUserRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  is_staff: z.boolean(),
  login_provider: z.string().nullable(),
  hasPassword: z.boolean(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyArchived: z.boolean(),
  createdAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** set when mail to the address bounced: product mail to it is suppressed until staff allow it again */
  bounce: mailBounceSchema.nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** One entry of the audit log (GET /api/admin/audit/list). */
const auditEventRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(auditKinds),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  userId: z.number().int().nullable(),
  email: z.string().nullable(),
  targetEmail: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type AuditEventRow = z.infer<typeof auditEventRowSchema>;

/** The staff home's counts (GET /api/admin/summary). */
const adminSummarySchema = z.object({
  companies: z.number().int(),
  archivedCompanies: z.number().int(),
  trialCompanies: z.number().int(),
  activeUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  pendingInvitations: z.number().int(),
  signInsLast7Days: z.number().int(),
  failedSignInsLast7Days: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** A custom field to choose a company's summary fields from (GET /api/admin/companies/detail/{id}/customfields). */
const adminCustomFieldChoiceSchema = z.object({ id: z.number().int(), name: z.string().nullable() });
export type AdminCustomFieldChoice = z.infer<typeof adminCustomFieldChoiceSchema>;

/** The staff's customers, users, audit log and home figures (staff only); every change is audited. */
export const adminRoutes = {
  companies: defineRoute({
    method: 'GET',
    path: '/api/admin/companies/list',
    access: 'staff',
    summary: 'Staff: companies (q searches name or key; archived true, false or all; subscription)',
    query: companyListQuerySchema,
    response: adminCompanyRowSchema,
    paged: true,
  }),
  createCompany: defineRoute({
    method: 'POST',
    path: '/api/admin/companies/list',
    access: 'staff',
    summary: 'Staff: create a company (a pilot or trial starts now)',
    body: newCompanyBodySchema,
    response: companyRecordSchema,
    status: 201,
  }),
  company: defineRoute({
    method: 'GET',
    path: '/api/admin/companies/detail/:id',
    access: 'staff',
    summary: 'Staff: a company with its configuration',
    params: idParamsSchema,
    response: companyRecordSchema,
  }),
  updateCompany: defineRoute({
    method: 'PATCH',
    path: '/api/admin/companies/detail/:id',
    access: 'staff',
    summary: 'Staff: name, subscription, licence, trial start, archive (ends sessions), cfg (flags, parameters, style, authentication ...)',
    params: idParamsSchema,
    body: companyPatchBodySchema,
    response: companyRecordSchema,
  }),
  companyCustomFields: defineRoute({
    method: 'GET',
    path: '/api/admin/companies/detail/:id/customfields',
    access: 'staff',
    summary: "Staff: a company's custom fields (id, name), to choose its summary fields from",
    params: idParamsSchema,
    response: z.array(adminCustomFieldChoiceSchema),
  }),
  summary: defineRoute({ method: 'GET', path: '/api/admin/summary', access: 'staff', summary: "Staff: counts of companies, users and this week's sign-ins", response: adminSummarySchema }),
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users/list',
    access: 'staff',
    summary: 'Staff: users of all companies (q, companyId, active, role staff|admin|user); bounce: why and when mail to them bounced',
    query: staffUserListQuerySchema,
    response: adminUserRowSchema,
    paged: true,
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/detail/:id',
    access: 'staff',
    summary: 'Staff: roles and activation (a deactivation ends sessions; a company keeps an active admin)',
    params: idParamsSchema,
    body: staffUserPatchBodySchema,
    response: userRecordSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/admin/users/invite',
    access: 'staff',
    summary: 'Staff: invite a user into a company',
    body: staffInviteBodySchema,
    response: userRecordSchema,
    status: 201,
  }),
  resendInvite: defineRoute({
    method: 'POST',
    path: '/api/admin/users/detail/:id/invite',
    access: 'staff',
    summary: 'Staff: send the invitation again',
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
  }),
  allowMail: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/detail/:id/bounce',
    access: 'staff',
    summary: "Staff: allow mail to the user's address again (clears its bounce mark)",
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit/list',
    access: 'staff',
    summary: 'Staff: the audit log (companyId; kind: one or more, comma-separated)',
    query: auditQuerySchema,
    response: auditEventRowSchema,
    paged: true,
  }),
};
