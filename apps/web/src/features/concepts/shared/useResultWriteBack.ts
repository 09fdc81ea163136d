import type { ApiRecord } from '@plotwise/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/ApiError';
import type { ListResult } from '../../../api/apiClient';
import { entityKeys } from '../../../api/queries';
import {
  resultWrites,
  writeBatches,
  type GeneratedAnswer,
  type PlannedBuilding,
  type ResultWrite,
} from './resultWriteBack';

type BuildingRow = ApiRecord<'buildings'>;

// Tokens of the writes already sent (resultWrites), for the whole page: a screen that mounts twice or two screens
// of the same concept do not send the same result twice. A failed write is not retried until its row changes.
const sent = new Set<string>();
const MAX_SENT = 2000;
const remember = (token: string) => {
  sent.add(token);
  if (sent.size > MAX_SENT) sent.delete(sent.values().next().value!);
};

// Refusals that only mean "not now": a read-only company (403), a building deleted meanwhile (404), a row changed
// since it was read (409), a body over a lowered limit (413). None is an error of the user's or of ours, so none
// becomes an error entry; the building stays dirty and is generated again the next time it is shown.
const EXPECTED = [403, 404, 409, 413];

const buildingLists = () => [...entityKeys.all('buildings'), 'list'];

/** The stored rows of the lists in the query cache take the written fields, so no list has to be read again. */
function patchLists(qc: QueryClient, written: readonly BuildingRow[]): void {
  const byId = new Map(written.map((r) => [r.id, r]));
  qc.setQueriesData<ListResult<BuildingRow>>({ queryKey: buildingLists() }, (old) => {
    if (!old?.items?.some((r) => byId.has(r.id))) return old;
    const items = old.items.map((r) => {
      const w = byId.get(r.id);
      return w ? { ...r, dirty: w.dirty, result: w.result, messages: w.messages, updatedAt: w.updatedAt } : r;
    });
    return { ...old, items };
  });
}

async function storeResults(qc: QueryClient, writes: ResultWrite[]): Promise<void> {
  for (const batch of writeBatches(writes).batches) {
    try {
      patchLists(qc, await api.bulkUpdate('buildings', batch as never, { expected: EXPECTED }));
    } catch (e) {
      // a row changed since it was read: read the lists again, the next decision is made on what is stored now
      if (isApiError(e) && e.status === 409) void qc.invalidateQueries({ queryKey: buildingLists() });
      else if (!isApiError(e)) throw e;
    }
  }
}

/**
 * Spec 4, "after generation the dirty flag clears, old messages are replaced and the result is stored": writes the
 * results of a generation run that the stored rows need (resultWriteBack.ts decides which) in one bulk request,
 * which clears `dirty` on the server. Off (`enabled` false) for read-only companies, signed-out pages and while an
 * editor holds unsaved edits.
 */
export function useResultWriteBack(
  answers: readonly GeneratedAnswer[] | undefined,
  stored: readonly PlannedBuilding[] | undefined,
  forceNonce: number | null,
  enabled: boolean,
): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || !answers || !stored) return;
    const due = resultWrites(answers, stored, forceNonce).filter((w) => !sent.has(w.token));
    if (due.length === 0) return;
    for (const w of due) remember(w.token);
    void storeResults(
      qc,
      due.map((d) => d.write),
    ).catch((e: unknown) => console.error('[concepts] storing generation results failed', e));
  }, [answers, stored, forceNonce, enabled, qc]);
}
