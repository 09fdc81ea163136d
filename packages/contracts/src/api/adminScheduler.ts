// The staff scheduler (/admin/scheduler): the jobs the server runs on a schedule and what the screen shows of them.

/** Every scheduled job, by its stable name (one file per job on the server registers it). */
export const jobNames = ['weekly_email', 'saved_query_runs', 'data_refresh', 'purge_deleted', 'invoice_run', 'database_maintenance'] as const;
export type JobName = (typeof jobNames)[number];
