import { resendFailed, sendProductMails } from '../../mail/productMail';
import { hasContent, weeklyDigests } from '../weeklyEmail/weeklyDigest';
import { weeklyMailBody, weeklySubject } from '../weeklyEmail/weeklyMail';
import type { JobDefinition } from './jobDefinition';

/**
 * Monday 07:00: the weekly e-mail to every user who chose it, with the week's news, their open tasks, the new matches
 * of their saved queries and the changes on their locations; nothing to a user whose week was empty. A repeated run
 * (a retry) skips whom it mailed already; failed sends of earlier runs go first.
 */
export const weeklyEmailJob: JobDefinition = {
  name: 'weekly_email',
  cron: '0 7 * * 1',
  retryLimit: 3,
  async run({ db, mailer, config, now }) {
    const resent = await resendFailed(db, mailer, 'weekly');
    const { news, digests } = await weeklyDigests(db, now);
    const full = digests.filter((d) => hasContent(news, d));
    const sent = await sendProductMails(
      db,
      mailer,
      config.PUBLIC_URL,
      'weekly',
      full.map((d) => ({ to: { userId: d.userId, companyId: d.companyId, email: d.email }, subject: weeklySubject(d), body: (url) => weeklyMailBody(news, d, config.PUBLIC_URL, url) })),
    );
    const counts = { readers: digests.length, empty: digests.length - full.length, ...sent, sent: sent.sent + resent.sent, bounced: sent.bounced + resent.bounced };
    return { summary: `${counts.sent} weekly e-mails sent to ${counts.readers} readers (${counts.empty} had an empty week), ${counts.failed} failed, ${counts.bounced} bounced`, counts };
  },
};
