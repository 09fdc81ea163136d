import { DELETED_RETENTION_DAYS } from '@plotwise/contracts';
import { purgeExpired } from '../deletedRecords/deletedItems';
import type { JobDefinition } from './jobDefinition';

/** Nightly: remove the copies of deleted records older than the retention period (they can no longer be restored). */
export const purgeDeletedJob: JobDefinition = {
  name: 'purge_deleted',
  cron: '0 2 * * *',
  retryLimit: 2,
  async run({ db, now }) {
    const purged = await purgeExpired(db, now);
    return { summary: `purged ${purged} deleted records older than ${DELETED_RETENTION_DAYS} days`, counts: { purged } };
  },
};
