import { useState } from 'react';

/**
 * The same array object for as long as the items are the same (by identity), so a caller that builds a new
 * array of the same models each render does not rebuild the 3D scene each render.
 */
export function useStableList<T>(list: readonly T[]): readonly T[] {
  const [stable, setStable] = useState(list);
  const same = stable.length === list.length && stable.every((item, i) => item === list[i]);
  // Adjusting state while rendering is React's pattern for state derived from props.
  if (!same) setStable(list);
  return same ? stable : list;
}
