import { useEffect, useState } from 'react';

/** `value` once it has stood still for `ms` (the live count waits ~150 ms while a slider is dragged). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * True once `busy` has lasted `ms`: a quick answer shows no spinner at all, so the count does not flicker
 * while a slider moves; a slow one shows that it is working.
 */
export function useDelayedFlag(busy: boolean, ms = 250): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), ms);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy, ms]);
  return busy && shown;
}
