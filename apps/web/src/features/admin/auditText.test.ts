import { describe, expect, it } from 'vitest';
import { auditDetail } from './auditText';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}(${Object.values(o).join('|')})` : key);

describe('audit event details', () => {
  it('name the user an event is about and what changed', () => {
    expect(auditDetail({ kind: 'role_changed', detail: { targetUserId: 3, is_admin: true }, targetEmail: 'anna@x.test' }, t)).toBe('anna@x.test: admin.audit.roles.is_admin.on');
    expect(auditDetail({ kind: 'role_changed', detail: { is_admin: false, is_staff: true }, targetEmail: null }, t)).toBe('admin.audit.roles.is_admin.off: admin.audit.roles.is_staff.on');
    expect(auditDetail({ kind: 'user_deactivated', detail: { targetUserId: 3 }, targetEmail: 'anna@x.test' }, t)).toBe('anna@x.test');
  });

  it('say what was deleted, which company fields changed and how a reset request ended', () => {
    expect(auditDetail({ kind: 'record_deleted', detail: { entity: 'labels', ids: [4, 5] }, targetEmail: null }, t)).toBe('admin.audit.deleted(labels|4, 5)');
    expect(auditDetail({ kind: 'company_changed', detail: { licence: 3, subscription: 'trial' }, targetEmail: null }, t)).toBe('licence, subscription');
    expect(auditDetail({ kind: 'password_reset_requested', detail: { outcome: 'unknown_email' }, targetEmail: null }, t)).toBe('admin.audit.outcomes.unknown_email');
    expect(auditDetail({ kind: 'login_failed', detail: { email: 'wie@x.test' }, targetEmail: null }, t)).toBe('wie@x.test');
    expect(auditDetail({ kind: 'login', detail: {}, targetEmail: null }, t)).toBe('');
  });

  it('name the limit that was hit and the route it refused', () => {
    expect(auditDetail({ kind: 'limit_hit', detail: { limit: 'pdf_memory', route: 'GET /api/publications/pdf/:key' }, targetEmail: null }, t)).toBe(
      'admin.audit.limits.pdf_memory: GET /api/publications/pdf/:key',
    );
  });
});
