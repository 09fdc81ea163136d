import type { MailBounce } from '@plotwise/contracts';

/** A user as the user tables show them, whichever API they came from. */
export interface ManagedUser {
  id: number | string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  isAdmin: boolean;
  isStaff: boolean;
  lastLoginAt: string | null;
  /** known to staff only: whether the user has chosen a password (false: the invitation is pending) */
  hasPassword?: boolean;
  companyId?: number | string;
  companyName?: string;
  /** known to staff only: mail to the address bounced (product mail is suppressed until staff allow it again) */
  bounce?: MailBounce | null;
}

/** What a row can offer, and why an action is not possible (shown instead of the action). */
export type Action = 'deactivate' | 'activate' | 'grantAdmin' | 'revokeAdmin' | 'grantStaff' | 'revokeStaff' | 'resendInvite' | 'allowMail';
type Blocked = 'self' | 'lastAdmin';
export interface OfferedAction {
  action: Action;
  blocked: Blocked | null;
}

export interface Viewer {
  id: number | string;
  isStaff: boolean;
}

/** The actions that are a PATCH of the user (the others: the invitation again, mail allowed again). */
export type PatchAction = Exclude<Action, 'resendInvite' | 'allowMail'>;

/** The body of the PATCH that an action sends. */
export const patchOf: Record<PatchAction, Partial<Record<'is_active' | 'is_admin' | 'is_staff', boolean>>> = {
  deactivate: { is_active: false },
  activate: { is_active: true },
  grantAdmin: { is_admin: true },
  revokeAdmin: { is_admin: false },
  grantStaff: { is_staff: true },
  revokeStaff: { is_staff: false },
};

/**
 * The actions on a user, mirroring the server's rules (features/users/userChanges.ts) so that the screen says
 * why before the server refuses: nobody deactivates themselves or drops their own staff rights, a company keeps
 * an active admin, and only staff grant staff. `activeAdmins` is the number of active admins of the user's
 * company when the screen knows it (a company's own list); unknown, the server decides.
 */
export function actionsFor(viewer: Viewer, user: ManagedUser, activeAdmins?: number): OfferedAction[] {
  const self = String(viewer.id) === String(user.id);
  const lastAdmin = user.isActive && user.isAdmin && activeAdmins !== undefined && activeAdmins <= 1;
  const out: OfferedAction[] = [];
  if (user.isActive) out.push({ action: 'deactivate', blocked: self ? 'self' : lastAdmin ? 'lastAdmin' : null });
  else out.push({ action: 'activate', blocked: null });
  if (user.isAdmin) out.push({ action: 'revokeAdmin', blocked: lastAdmin ? 'lastAdmin' : null });
  else out.push({ action: 'grantAdmin', blocked: null });
  if (viewer.isStaff) out.push(user.isStaff ? { action: 'revokeStaff', blocked: self ? 'self' : null } : { action: 'grantStaff', blocked: null });
  // an invitation can go out again while the user has no password (staff know) or has never signed in
  const pending = user.hasPassword === undefined ? user.lastLoginAt === null : !user.hasPassword;
  if (user.isActive && pending && !self) out.push({ action: 'resendInvite', blocked: null });
  // only staff clear a bounce mark, and only their rows carry one
  if (viewer.isStaff && user.bounce) out.push({ action: 'allowMail', blocked: null });
  return out;
}

/** Active admins among the users of one company. */
export const countActiveAdmins = (users: ManagedUser[]) => users.filter((u) => u.isActive && u.isAdmin).length;

/** Full name (first and last name joined, spec section 3), or the email when there is none. */
export const displayName = (u: Pick<ManagedUser, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
