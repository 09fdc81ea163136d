import { useState } from 'react';

/**
 * Local, editable state that starts from `source` and starts over whenever `source` changes identity
 * (fresh server data). Adjusting during render avoids the extra render pass of a setState in an effect.
 */
export function useDerivedState<S, T>(source: S, derive: (source: S) => T): [T, (value: T) => void] {
  const [state, setState] = useState(() => derive(source));
  const [prev, setPrev] = useState(source);
  if (prev !== source) {
    setPrev(source);
    setState(derive(source));
  }
  return [state, setState];
}
