import type { FastifyBaseLogger } from 'fastify';
import type { JobName } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/createMailer';
import type { SearchService } from '../search/searchService';

/** What a job's run gets: the database, the configuration, a logger, the mailer, the site search, what follows an import and when it runs. */
export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  search: SearchService;
  /** after the job imported data: the plot features refreshed and the tile archives cut again */
  afterImport: (datasets: readonly string[]) => void;
  /** the moment the run started (jobs compute "since the last run" and periods from it, never from Date.now()) */
  now: Date;
}

/** What a finished run reports for the run log: one readable line and optional counts (e.g. { sent: 120, failed: 2 }). */
interface JobRunSummary {
  summary: string;
  counts?: Record<string, number>;
}

/**
 * One scheduled job: its stable name, its default schedule (5-field cron, Europe/Amsterdam), how often a failed run
 * is retried (with backoff) before it shows as failed, and its work. A run throws to fail; it must be safe to repeat.
 */
export interface JobDefinition {
  name: JobName;
  cron: string;
  retryLimit: number;
  run(ctx: JobContext): Promise<JobRunSummary>;
}
