import { useCallback, useEffect, useRef } from 'react';

const EDIT_MARK = 'concept-edit';
const REDRAW_MEASURE = 'concept-edit-to-redraw';

/**
 * Times edit -> regenerate -> plan redrawn with performance marks: `markEdit()` at each edit; when the
 * generated results change (a new answer from the worker) the next frame after React drew it ends the
 * measure `concept-edit-to-redraw` (read by the browser test and shown on screen).
 */
export function useRegenerationTiming(
  results: readonly unknown[],
  onMeasured: (ms: number) => void,
): () => void {
  const pending = useRef(false);
  const previous = useRef<readonly unknown[]>(results);
  const markEdit = useCallback(() => {
    performance.mark(EDIT_MARK);
    pending.current = true;
  }, []);
  useEffect(() => {
    const changed =
      results.length !== previous.current.length || results.some((r, i) => r !== previous.current[i]);
    previous.current = results;
    if (!changed || !pending.current) return;
    pending.current = false;
    const frame = requestAnimationFrame(() => {
      const m = performance.measure(REDRAW_MEASURE, EDIT_MARK);
      onMeasured(m.duration);
    });
    return () => cancelAnimationFrame(frame);
  }, [results, onMeasured]);
  return markEdit;
}
