import type { FastifyBaseLogger } from 'fastify';
import { users } from '@plotwise/contracts';
import type { Db, Row } from '../../db/database';
import { systemActor, type Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { issueResetKey } from '../../auth/reset/resetKeys';
import type { Mailer } from '../../mail/createMailer';
import { AppError, notFound } from '../../http/appError';
import { parseWrite } from '../../entities/parseWrite';
import { Repository } from '../../entities/repository';
import { inviteMail } from './inviteMail';

/** Invitation links live longer than reset links: people take days to accept. */
const INVITE_MINUTES = 7 * 24 * 60;

/** How invitations are mailed: the mailer, the address of the web app for the link, and the log of failed mails. */
interface InvitationMail {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

interface Invitation {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  is_admin?: boolean | undefined;
  language: 'nl' | 'en';
}

/** Mail a set-password link to a user who has no password yet (a new invitation replaces an older link); audited. */
export async function sendInvitation(db: Db, mail: InvitationMail, inviter: Actor, companyId: number, userId: number, ip: string, resent = false): Promise<void> {
  const rows = await db.query<{ email: string; password_hash: string | null; is_active: boolean; company: string; archived: boolean; language: string | null }>(
    `SELECT u.email, u.password_hash, u.is_active, c.name AS company, coalesce(c.archived, false) AS archived, uc.language
       FROM users u JOIN companies c ON c.id = u.company_id LEFT JOIN user_cfgs uc ON uc.user_id = u.id
      WHERE u.id = $1 AND u.company_id = $2`,
    [userId, companyId],
  );
  const u = rows[0];
  if (!u) throw notFound('User');
  if (u.archived) throw new AppError('conflict', 'This company is archived: unarchive it before inviting users', { reason: 'company_archived' });
  if (!u.is_active) throw new AppError('conflict', 'This user is deactivated: activate them before sending an invitation', { reason: 'user_inactive' });
  if (u.password_hash) throw new AppError('conflict', 'This user has already chosen a password; they can reset it from the sign-in screen', { reason: 'has_password' });
  const key = await issueResetKey(db, { id: userId, company_id: companyId, email: u.email, password_hash: null }, INVITE_MINUTES);
  const language = u.language === 'en' ? 'en' : 'nl';
  try {
    await mail.mailer.sendMail(inviteMail(u.email, u.company, `${mail.publicUrl}/login/passwordreset/${key}`, language));
  } catch (e) {
    mail.log.error({ err: e, userId }, 'invitation mail failed');
    throw new AppError('service_unavailable', 'The invitation mail could not be sent; try sending it again later', { reason: 'mail_failed' });
  }
  await recordAudit(db, { kind: 'user_invited', companyId, userId: inviter.userId, detail: { invitedUserId: userId, email: u.email, ...(resent ? { resent } : {}) }, ip });
}

/** A new user of the company, invited by mail; answers the user as the data API shows it. */
export async function inviteUser(db: Db, mail: InvitationMail, inviter: Actor, companyId: number, body: Invitation, ip: string): Promise<Row | null> {
  const company = (await db.query<{ archived: boolean }>('SELECT coalesce(archived, false) AS archived FROM companies WHERE id = $1', [companyId]))[0];
  if (!company) throw notFound('Company');
  if (company.archived) throw new AppError('conflict', 'This company is archived: unarchive it before inviting users', { reason: 'company_archived' });
  const email = body.email.toLowerCase();
  // emails are unique across companies; compare case-insensitively as sign-in does
  if ((await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email])).length)
    throw new AppError('conflict', 'This email address already has an account', { reason: 'email_taken' });
  const userId = await db.tenant(companyId, async (tx) => {
    const repo = new Repository(tx);
    const input = parseWrite(users, { email, first_name: body.first_name ?? '', last_name: body.last_name ?? '', is_admin: body.is_admin ?? false, cfg: { language: body.language } }, 'create');
    return repo.create(users, systemActor(companyId), input);
  });
  await sendInvitation(db, mail, inviter, companyId, userId, ip);
  return db.tenant(companyId, (tx) => new Repository(tx).detail(users, systemActor(companyId), userId, 0));
}
