import type { ManagedUser } from '../users/userActions';
import type { AdminUserRow } from '@plotwise/contracts';

/** A user of the admin API as the user table shows them. */
export const fromAdminUser = (u: AdminUserRow): ManagedUser => ({
  id: u.id,
  email: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
  isActive: u.is_active,
  isAdmin: u.is_admin,
  isStaff: u.is_staff,
  lastLoginAt: u.lastLoginAt,
  hasPassword: u.hasPassword,
  companyId: u.companyId,
  companyName: u.companyName,
  bounce: u.bounce,
});
