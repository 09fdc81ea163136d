import type { EntityHooks } from '../../entities/hooks';
import { AppError } from '../../http/appError';
import { guardUserChange, recordUserChange } from './userChanges';

/** The rules of users' writes through the data API. */
export const usersEntityHooks: Record<string, EntityHooks> = {
  users: {
    // nobody locks themselves out, and a company keeps an active admin
    beforeWrite: async (db, actor, input, id) => {
      if (id !== null) await guardUserChange(db, actor, actor.companyId, id, input ? input.values : 'delete');
      // one's own sign-in email changes only with the current password (POST /api/auth/email): a stolen session
      // must not be able to redirect the password-reset mail and so take the account over
      const email = input?.values.email;
      if (id !== null && id === actor.userId && typeof email === 'string') {
        const [me] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1 AND company_id = $2', [id, actor.companyId]);
        if (me && me.email.toLowerCase() !== email.toLowerCase())
          throw new AppError('reauthentication_required', 'Changing your sign-in email needs your current password: POST /api/auth/email { email, current_password }');
      }
    },
    // role and activation changes go to the audit log (and a deactivation ends sessions) once committed
    afterUpdateCommitted: (db, actor, id, values, ip) =>
      recordUserChange(db, { byUserId: actor.userId, companyId: actor.companyId, targetUserId: id, values, ip }),
  },
};
