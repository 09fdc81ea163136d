import type { AuditKind } from '../auditKinds';
import type { Subscription } from '../enums';
import type { ApiRecord } from '../types';

// What the staff endpoints (/api/admin/...) answer; the server builds these rows, the staff screens show them.

/** A company as the staff list shows it (GET /api/admin/companies/list). */
export interface AdminCompanyRow {
  id: number;
  name: string;
  key: string;
  subscription: Subscription;
  licence: number;
  archived: boolean;
  createdAt: string | null;
  trialStartedAt: string | null;
  userCount: number;
  activeUserCount: number;
  locationCount: number;
}

/** A company with its configuration (GET /api/admin/companies/detail/{id}). */
export type AdminCompany = ApiRecord<'companies'>;

/** A user of any company (GET /api/admin/users/list). */
export interface AdminUserRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_active: boolean;
  is_admin: boolean;
  is_staff: boolean;
  login_provider: string | null;
  hasPassword: boolean;
  companyId: number;
  companyName: string;
  companyArchived: boolean;
  createdAt: string | null;
  lastLoginAt: string | null;
  /** set when mail to the address bounced: product mail to it is suppressed until staff allow it again */
  bounce: MailBounce | null;
}

/** Why and when an address bounced (table mail_bounces; DELETE /api/admin/users/detail/{id}/bounce clears it). */
export interface MailBounce {
  /** the SMTP reply at send time, or the status and diagnostic of a delivery report that came back later */
  reason: string;
  bouncedAt: string;
}

/** One entry of the audit log (GET /api/admin/audit/list). */
export interface AuditEventRow {
  id: number;
  kind: AuditKind;
  companyId: number | null;
  companyName: string | null;
  userId: number | null;
  email: string | null;
  targetEmail: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  createdAt: string | null;
}

/** The staff home's counts (GET /api/admin/summary). */
export interface AdminSummary {
  companies: number;
  archivedCompanies: number;
  trialCompanies: number;
  activeUsers: number;
  inactiveUsers: number;
  pendingInvitations: number;
  signInsLast7Days: number;
  failedSignInsLast7Days: number;
}

/** A custom field to choose a company's summary fields from (GET /api/admin/companies/detail/{id}/customfields). */
export interface AdminCustomFieldChoice {
  id: number;
  name: string | null;
}
