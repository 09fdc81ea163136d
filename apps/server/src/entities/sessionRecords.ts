import { companies, users, type SessionAnswer } from '@plotwise/contracts';
import type { Db } from '../db/database';
import type { Actor } from '../auth/sessions';
import { Repository } from './repository';

/** The signed-in user and company as GET /api/auth/me answers. */
export async function whoAmI(db: Db, actor: Actor): Promise<SessionAnswer> {
  const repo = new Repository(db);
  const [user, company] = await Promise.all([repo.detail(users, actor, actor.userId, 0), repo.detail(companies, actor, actor.companyId, 0)]);
  return { user, company } as SessionAnswer;
}
