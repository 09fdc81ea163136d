import { systemActor } from '../../auth/sessions';
import { resendFailed, sendProductMails } from '../../mail/productMail';
import { alertMailBody, alertSubject } from '../search/savedQueryAlertMail';
import { runSavedQuery } from '../search/searchRuns';
import type { JobDefinition } from './jobDefinition';

/** Results presented per run: what the query's last results show, as after a run by hand. */
const RESULTS_KEPT = 100;

type QueryRow = { id: number; name: string | null; company_id: number; company_name: string; primary_color: string | null };
type FollowerRow = { user_id: number; email: string; language: string | null };

/**
 * Every morning: run each saved query with filters (of companies not archived) as a stored run, and mail the users
 * who follow it (who ran it themselves, active, alerts on) when plots newly match. Mails that failed on an earlier
 * run are sent again first. A query that fails is counted and the rest go on; the run fails (and is retried) only
 * when every query failed.
 */
export const savedQueryRunsJob: JobDefinition = {
  name: 'saved_query_runs',
  cron: '0 6 * * *',
  retryLimit: 3,
  async run({ db, search, mailer, config, log }) {
    const resent = await resendFailed(db, mailer, 'saved_query_alert');
    const queries = await db.query<QueryRow>(
      `SELECT q.id, q.name, q.company_id, c.name AS company_name, s.primary_color
         FROM searchqueries q
         JOIN companies c ON c.id = q.company_id AND c.archived IS NOT TRUE
         JOIN searchquery_cfgs qc ON qc.search_query_id = q.id
         LEFT JOIN companycfgs cc ON cc.company_id = c.id
         LEFT JOIN company_styles s ON s.company_cfg_id = cc.id
        WHERE q.archived IS NOT TRUE AND EXISTS (SELECT 1 FROM feature_filters f WHERE f.search_query_cfg_id = qc.id)
        ORDER BY q.id`,
    );
    const counts = { queries: queries.length, failedQueries: 0, newPlots: 0, sent: resent.sent, failed: 0, bounced: resent.bounced, suppressed: 0 };
    for (const q of queries) {
      let run;
      try {
        run = await runSavedQuery(db, search, systemActor(q.company_id), q.id, RESULTS_KEPT);
      } catch (e) {
        counts.failedQueries++;
        log.warn({ err: e }, `saved query ${q.id} failed in the scheduled run`);
        continue;
      }
      if (run.newCount === 0) continue;
      counts.newPlots += run.newCount;
      const followers = await db.query<FollowerRow>(
        `SELECT DISTINCT u.id AS user_id, u.email, uc.language
           FROM search_runs r
           JOIN users u ON u.id = r.ran_by AND u.company_id = r.company_id AND u.is_active IS NOT FALSE
           LEFT JOIN user_cfgs uc ON uc.user_id = u.id
           LEFT JOIN user_emails e ON e.usercfg_id = uc.id
          WHERE r.search_query_id = $1 AND e.alerts IS NOT FALSE
          ORDER BY u.id`,
        [q.id],
      );
      const alert = {
        queryId: q.id,
        queryName: q.name || `#${q.id}`,
        newCount: run.newCount,
        count: run.count,
        newPlots: run.newMatches.map((m) => m.identificatie),
        company: { name: q.company_name, primaryColor: q.primary_color ?? '' },
      };
      const sent = await sendProductMails(
        db,
        mailer,
        config.PUBLIC_URL,
        'saved_query_alert',
        followers.map((f) => {
          const lang = f.language === 'en' ? 'en' : 'nl';
          return { to: { userId: f.user_id, companyId: q.company_id, email: f.email }, subject: alertSubject(lang, alert), body: (url: string) => alertMailBody(lang, alert, config.PUBLIC_URL, url) };
        }),
      );
      for (const k of ['sent', 'failed', 'bounced', 'suppressed'] as const) counts[k] += sent[k];
    }
    if (queries.length > 0 && counts.failedQueries === queries.length) throw new Error(`all ${queries.length} saved queries failed`);
    return { summary: `ran ${counts.queries} saved queries: ${counts.newPlots} new plots, ${counts.sent} alerts sent, ${counts.failed} failed, ${counts.bounced} bounced`, counts };
  },
};
