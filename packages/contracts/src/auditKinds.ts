/** Every kind of event the audit log records (docs/security.md). */
export const auditKinds = [
  'login',
  'login_failed',
  'login_locked',
  'logout',
  'sso_login',
  'sso_failed',
  'password_reset_requested',
  'password_reset',
  'email_changed',
  'role_changed',
  'user_activated',
  'user_deactivated',
  'user_invited',
  'user_deleted',
  'record_deleted',
  'record_restored',
  'record_purged',
  'company_created',
  'company_changed',
  'company_archived',
  'company_unarchived',
  'job_run_requested',
  'job_paused',
  'job_resumed',
  'invoicing_settings_changed',
  'invoicing_contact_linked',
  'invoice_run_requested',
  'mail_bounce_cleared',
  'limit_hit',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** The groups staff filter the audit log by; every kind belongs to exactly one group. */
export const auditKindGroups = {
  signIns: ['login', 'sso_login', 'logout'],
  failedSignIns: ['login_failed', 'login_locked', 'sso_failed'],
  passwordResets: ['password_reset_requested', 'password_reset', 'email_changed'],
  roleChanges: ['role_changed', 'user_activated', 'user_deactivated', 'user_invited'],
  deletions: ['user_deleted', 'record_deleted', 'record_restored', 'record_purged'],
  companies: ['company_created', 'company_changed', 'company_archived', 'company_unarchived'],
  scheduler: ['job_run_requested', 'job_paused', 'job_resumed'],
  invoicing: ['invoicing_settings_changed', 'invoicing_contact_linked', 'invoice_run_requested'],
  mail: ['mail_bounce_cleared'],
  limits: ['limit_hit'],
} as const satisfies Record<string, readonly AuditKind[]>;
export type AuditKindGroup = keyof typeof auditKindGroups;
