import { useEffect, useState } from 'react';
import { emptySketch, finishSketch, removeLastPoint, sketches, type MapMode, type Sketch } from './sketch';

/**
 * The sketch of a drawing mode and its keyboard: Escape clears (and calls `onEscape`), Backspace takes back a
 * point, Enter finishes. Keys typed into a field are left alone.
 */
export function useSketch(mode: MapMode, onEscape?: () => void) {
  const [sketch, setSketch] = useState<Sketch>(emptySketch);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (e.key === 'Escape') {
        setSketch(emptySketch);
        onEscape?.();
      } else if (e.key === 'Backspace' && sketches(mode)) setSketch(removeLastPoint);
      else if (e.key === 'Enter' && sketches(mode)) setSketch(finishSketch);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode, onEscape]);
  return [sketch, setSketch] as const;
}
