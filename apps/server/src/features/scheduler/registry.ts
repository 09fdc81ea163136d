import type { JobDefinition } from './jobDefinition';
import { databaseMaintenanceJob } from './databaseMaintenanceJob';
import { dataRefreshJob } from './dataRefreshJob';
import { invoiceRunJob } from './invoiceRunJob';
import { purgeDeletedJob } from './purgeDeletedJob';
import { savedQueryRunsJob } from './savedQueryRunsJob';
import { weeklyEmailJob } from './weeklyEmailJob';

/** The jobs this server schedules, one file per job (a job name of the contracts without an entry is not run yet). */
export const scheduledJobs: readonly JobDefinition[] = [weeklyEmailJob, savedQueryRunsJob, databaseMaintenanceJob, purgeDeletedJob, dataRefreshJob, invoiceRunJob];
