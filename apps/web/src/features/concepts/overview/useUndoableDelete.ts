import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deleted concept can be brought back before the deletion is sent. */
const UNDO_MS = 8000;

/**
 * Delete with undo: the item leaves the screen at once, and the deletion is sent only when the undo time has
 * passed, another item is deleted, or the screen closes. Undo within that time and nothing was lost, the
 * buildings and their cfgs included (a server-side restore would have to rebuild them all).
 */
export function useUndoableDelete<T extends { id: number }>(commit: (item: T) => void) {
  const [pending, setPending] = useState<T | null>(null);
  const ref = useRef<{ item: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const flush = useCallback(() => {
    const p = ref.current;
    if (!p) return;
    clearTimeout(p.timer);
    ref.current = null;
    setPending(null);
    commitRef.current(p.item);
  }, []);

  const remove = useCallback(
    (item: T) => {
      flush();
      ref.current = { item, timer: setTimeout(flush, UNDO_MS) };
      setPending(item);
    },
    [flush],
  );

  const undo = useCallback(() => {
    const p = ref.current;
    if (!p) return;
    clearTimeout(p.timer);
    ref.current = null;
    setPending(null);
  }, []);

  // leaving the screen sends what is pending: the user saw it go
  useEffect(() => flush, [flush]);
  return { pending, remove, undo };
}
