import type { JobDefinition } from '../features/scheduler/jobDefinition';
import { databaseMaintenanceJob } from '../features/scheduler/databaseMaintenanceJob';
import { dataRefreshJob } from '../features/dataRefresh/dataRefreshJob';
import { invoiceRunJob } from '../features/scheduler/invoiceRunJob';
import { purgeDeletedJob } from '../features/scheduler/purgeDeletedJob';
import { savedQueryRunsJob } from '../features/scheduler/savedQueryRunsJob';
import { weeklyEmailJob } from '../features/scheduler/weeklyEmailJob';
import { tileArchivesJob } from '../features/scheduler/tileArchivesJob';

/** The jobs this server schedules, one file per job (a job name of the contracts without an entry is not run yet). */
export const scheduledJobs: readonly JobDefinition[] = [weeklyEmailJob, savedQueryRunsJob, databaseMaintenanceJob, purgeDeletedJob, dataRefreshJob, invoiceRunJob, tileArchivesJob];
