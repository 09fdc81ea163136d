import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/api';
import { sessionKey, useSession } from '../api/session';
import type { SessionAnswer } from '@plotwise/contracts';
import { mergeCfgPatch, withDefaults, type UserCfgPatch } from './userCfg';

// the session's copy of the stored cfg, merged with changes not yet sent
type StoredCfg = SessionAnswer['user']['cfg'];

let pending: UserCfgPatch = {};
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> = Promise.resolve();
/** counts changes; an answer to an older PATCH must not undo a newer change already on screen */
let changes = 0;

/**
 * The user's interface state (tabs, panels, widths, views, columns ...) lives in users.cfg so it follows
 * them to the next visit and other devices. Changes show at once and are sent in one PATCH per burst.
 */
export function useUserCfg() {
  const qc = useQueryClient();
  const { data: session } = useSession();
  const cfg = withDefaults(session?.user.cfg);
  const userId = session?.user.id;

  const flush = useCallback(async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const patch = pending;
    const sent = changes;
    pending = {};
    if (userId === undefined || Object.keys(patch).length === 0) return flushing;
    flushing = flushing.then(async () => {
      const updated = await api.update('users', userId, { cfg: patch });
      if (updated?.cfg && changes === sent) qc.setQueryData<SessionAnswer | null>(sessionKey, (s) => (s ? { ...s, user: { ...s.user, cfg: { ...s.user.cfg, ...updated.cfg } as StoredCfg } } : s));
    });
    return flushing;
  }, [qc, userId]);

  const update = useCallback(
    (patch: UserCfgPatch, options: { immediate?: boolean } = {}) => {
      qc.setQueryData<SessionAnswer | null>(sessionKey, (s) =>
        s ? { ...s, user: { ...s.user, cfg: mergeCfgPatch(s.user.cfg ?? {}, patch) as StoredCfg } } : s,
      );
      pending = mergeCfgPatch(pending, patch);
      changes += 1;
      if (options.immediate) return flush();
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush().catch(() => {}), 500);
      return Promise.resolve();
    },
    [qc, flush],
  );

  return { cfg, update, flush };
}
