import type { AuditEventRow } from '@plotwise/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const ROLE_FIELDS = ['is_admin', 'is_staff'] as const;

/** What an audit event says beyond its kind and who did it, in a few words. */
export function auditDetail(e: Pick<AuditEventRow, 'kind' | 'detail' | 'targetEmail'>, t: Translate): string {
  const d = e.detail ?? {};
  const about = e.targetEmail ?? (typeof d.email === 'string' ? d.email : '');
  switch (e.kind) {
    case 'role_changed': {
      const changes = ROLE_FIELDS.filter((k) => k in d).map((k) => t(`admin.audit.roles.${k}.${d[k] ? 'on' : 'off'}`));
      return [about, ...changes].filter(Boolean).join(': ');
    }
    case 'user_activated':
    case 'user_deactivated':
    case 'user_invited':
      return about;
    case 'user_deleted':
    case 'record_deleted':
    case 'record_restored':
    case 'record_purged':
      return t('admin.audit.deleted', { entity: String(d.entity ?? ''), ids: Array.isArray(d.ids) ? d.ids.join(', ') : '' });
    case 'company_changed':
      return Object.keys(d).join(', ');
    case 'company_created':
      return typeof d.name === 'string' ? d.name : '';
    case 'password_reset_requested':
      return [about, typeof d.outcome === 'string' ? t(`admin.audit.outcomes.${d.outcome}`) : ''].filter(Boolean).join(': ');
    case 'sso_failed':
      return [about, typeof d.code === 'string' ? d.code : ''].filter(Boolean).join(': ');
    case 'job_run_requested':
    case 'job_paused':
    case 'job_resumed':
      return typeof d.job === 'string' ? t(`adminScheduler.jobs.${d.job}.name`) : '';
    case 'invoice_run_requested':
      return typeof d.period === 'string' ? d.period : '';
    case 'limit_hit':
      return [typeof d.limit === 'string' ? t(`admin.audit.limits.${d.limit}`) : '', typeof d.route === 'string' ? d.route : ''].filter(Boolean).join(': ');
    case 'invoicing_contact_linked':
      return [typeof d.name === 'string' ? d.name : '', typeof d.contactId === 'string' ? d.contactId : ''].filter(Boolean).join(': ');
    default:
      return about;
  }
}
