import { describe, expect, it } from 'vitest';
import { actionsFor, countActiveAdmins, displayName, type ManagedUser } from './userActions';

const user = (over: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 2,
  email: 'anna@bouw.test',
  firstName: 'Anna',
  lastName: 'de Vries',
  isActive: true,
  isAdmin: false,
  isStaff: false,
  lastLoginAt: '2026-01-05T10:00:00Z',
  ...over,
});
const admin = { id: 1, isStaff: false };
const staff = { id: 99, isStaff: true };
const summary = (xs: ReturnType<typeof actionsFor>) => xs.map((x) => (x.blocked ? `${x.action}:${x.blocked}` : x.action));

describe('the actions a user row offers', () => {
  it('a company admin deactivates and promotes a colleague, but grants no staff rights', () => {
    expect(summary(actionsFor(admin, user(), 1))).toEqual(['deactivate', 'grantAdmin']);
    expect(summary(actionsFor(admin, user({ isActive: false }), 1))).toEqual(['activate', 'grantAdmin']);
  });

  it('nobody deactivates themselves; the last active admin keeps the admin role', () => {
    const me = user({ id: 1, isAdmin: true });
    expect(summary(actionsFor(admin, me, 1))).toEqual(['deactivate:self', 'revokeAdmin:lastAdmin']);
    expect(summary(actionsFor(admin, me, 2))).toEqual(['deactivate:self', 'revokeAdmin']);
    expect(summary(actionsFor(admin, user({ isAdmin: true }), 1))).toEqual(['deactivate:lastAdmin', 'revokeAdmin:lastAdmin']);
    // unknown count (a list across companies): the server decides
    expect(summary(actionsFor(staff, user({ isAdmin: true })))).toEqual(['deactivate', 'revokeAdmin', 'grantStaff']);
  });

  it('staff grant and revoke staff rights, except their own', () => {
    expect(summary(actionsFor(staff, user({ isStaff: true }), 2))).toEqual(['deactivate', 'grantAdmin', 'revokeStaff']);
    expect(summary(actionsFor(staff, user({ id: 99, isStaff: true, isAdmin: true }), 2))).toEqual(['deactivate:self', 'revokeAdmin', 'revokeStaff:self']);
  });

  it('an invitation is sent again while it is pending, only to active users', () => {
    expect(summary(actionsFor(staff, user({ hasPassword: false, lastLoginAt: null }), 2))).toContain('resendInvite');
    expect(summary(actionsFor(staff, user({ hasPassword: true, lastLoginAt: null }), 2))).not.toContain('resendInvite');
    expect(summary(actionsFor(admin, user({ lastLoginAt: null }), 2))).toContain('resendInvite');
    expect(summary(actionsFor(admin, user({ lastLoginAt: null, isActive: false }), 2))).not.toContain('resendInvite');
  });

  it('staff allow mail again to an address that bounced; a company admin never sees the mark', () => {
    const bounced = user({ bounce: { reason: 'delivery report 5.1.1', bouncedAt: '2026-01-06T09:00:00Z' } });
    expect(summary(actionsFor(staff, bounced, 2))).toEqual(['deactivate', 'grantAdmin', 'grantStaff', 'allowMail']);
    expect(summary(actionsFor(staff, user({ bounce: null }), 2))).not.toContain('allowMail');
    expect(summary(actionsFor(admin, bounced, 2))).not.toContain('allowMail');
  });

  it('counts active admins and names users', () => {
    expect(countActiveAdmins([user({ isAdmin: true }), user({ isAdmin: true, isActive: false }), user()])).toBe(1);
    expect(displayName(user())).toBe('Anna de Vries');
    expect(displayName(user({ firstName: null, lastName: '' }))).toBe('anna@bouw.test');
  });
});
