import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/api';
import { sessionKey, useSession } from '../api/session';
import type { Session, UserCfg } from '../api/types';
import { mergeCfgPatch, withDefaults } from './userCfg';

let pending: Partial<UserCfg> = {};
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
      const updated = await api.update<Session['user']>('users', userId, { cfg: patch });
      if (updated?.cfg && changes === sent) qc.setQueryData<Session | null>(sessionKey, (s) => (s ? { ...s, user: { ...s.user, cfg: { ...s.user.cfg, ...updated.cfg } } } : s));
    });
    return flushing;
  }, [qc, userId]);

  const update = useCallback(
    (patch: Partial<UserCfg>, options: { immediate?: boolean } = {}) => {
      qc.setQueryData<Session | null>(sessionKey, (s) =>
        s ? { ...s, user: { ...s.user, cfg: mergeCfgPatch(s.user.cfg ?? {}, patch) } } : s,
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
