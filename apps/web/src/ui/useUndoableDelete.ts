import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deleted item (a concept, a label taken off a location) can be brought back before the deletion is sent. */
const UNDO_MS = 8000;

/**
 * Delete with undo: the item leaves the screen at once, and the deletion is sent only when the undo time has
 * passed, another item is deleted, or the screen closes. Undo within that time and nothing was lost, the
 * buildings and their cfgs included (a server-side restore would have to rebuild them all). The product's undo for
 * a removal on one screen (concepts, a location's labels); a location's own delete is restored by the server.
 *
 * A sent deletion keeps its item hidden: the list still holds it until the server has answered and the list
 * is fetched again, and showing it in between would flash the card back and make it load a record that is
 * about to be gone. A deletion that fails brings the item back (the caller shows the error).
 */
export function useUndoableDelete<T extends { id: number }>(commit: (item: T) => Promise<unknown>) {
  const [pending, setPending] = useState<T | null>(null);
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
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
    setSent((s) => new Set(s).add(p.item.id));
    setPending(null);
    commitRef.current(p.item).catch(() =>
      setSent((s) => {
        const next = new Set(s);
        next.delete(p.item.id);
        return next;
      }),
    );
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

  const isHidden = useCallback((id: number) => id === pending?.id || sent.has(id), [pending, sent]);

  // leaving the screen sends what is pending: the user saw it go
  useEffect(() => flush, [flush]);
  return { pending, isHidden, remove, undo };
}
