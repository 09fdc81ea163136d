import { isConfigured, previousMonth, readSettings, refreshStates, runInvoices } from '../invoicing/invoiceRun';
import type { JobDefinition } from './jobDefinition';

/**
 * The 1st of the month, 06:00: invoice the month before through Moneybird (/admin/moneybird), then refresh the states
 * of the open invoices. A repeated run makes no second invoice; a failed invoice keeps its reason, and the run fails so
 * that the scheduler retries it. Without a token or administration id the run says what to configure and does nothing.
 */
export const invoiceRunJob: JobDefinition = {
  name: 'invoice_run',
  cron: '0 6 1 * *',
  retryLimit: 2,
  async run({ db, now }) {
    if (!isConfigured(await readSettings(db)))
      return { summary: 'nothing invoiced: Moneybird is not configured (set the API token and administration id on /admin/moneybird)', counts: { sent: 0, failed: 0, unchanged: 0, refreshed: 0 } };
    const period = previousMonth(now);
    const run = await runInvoices(db, period);
    const refreshed = await refreshStates(db);
    const summary = `${period}: ${run.sent} invoices sent, ${run.failed} failed, ${run.unchanged} invoiced before; ${refreshed.updated} of ${refreshed.checked} open invoices changed state`;
    if (run.failed) throw new Error(`${summary}; failed: ${run.failures.map((f) => `${f.companyName}: ${f.error}`).join('; ')}`);
    return { summary: refreshed.error ? `${summary} (refreshing stopped: ${refreshed.error})` : summary, counts: { sent: run.sent, failed: 0, unchanged: run.unchanged, refreshed: refreshed.updated } };
  },
};
