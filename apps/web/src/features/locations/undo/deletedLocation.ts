import { useSyncExternalStore } from 'react';

/** How long the notice after deleting a location offers "Undo" (the server allows it for UNDO_DELETE_HOURS). */
const UNDO_NOTICE_MS = 15_000;

/** The location just deleted in this tab, while its undo notice shows. */
export interface DeletedLocation {
  id: number;
  name: string;
  /** Date.now() until which the notice offers undo */
  until: number;
}

// Module state, not React state: the delete happens on the modify screen and the notice shows on the list the
// user is sent to, so it has to outlive the screen that deleted.
let current: DeletedLocation | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Offer undo for a location just deleted (replaces an earlier offer: only the last delete can be undone here). */
export function announceDeleted(id: number, name: string, now = Date.now()): void {
  current = { id, name, until: now + UNDO_NOTICE_MS };
  emit();
}

/** Withdraw the offer (undone, closed or timed out); only the given location's offer, if one is given. */
export function clearDeleted(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/** The current offer, for the notice. */
export function useDeletedLocation(): DeletedLocation | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
