import type { Db } from '../../db/database';

/** The company a user belongs to (any company: for staff), or undefined when there is no such user. */
export async function companyOfUser(db: Db, userId: number): Promise<number | undefined> {
  return (await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE id = $1', [userId]))[0]?.company_id;
}

/** A user's email address and company (any company: for staff), or undefined when there is no such user. */
export async function addressOfUser(db: Db, userId: number): Promise<{ email: string; company_id: number } | undefined> {
  const [user] = await db.query<{ email: string; company_id: number }>('SELECT email, company_id FROM users WHERE id = $1', [userId]);
  return user;
}
