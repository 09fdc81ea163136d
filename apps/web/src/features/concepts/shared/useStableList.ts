import { useState } from 'react';

/**
 * The same array as last render while its elements are equal one by one (`eq`), so memos and views keyed on
 * it (the top view's footprints, the mix count, the 3D scene) are not redone when an edit has not changed them yet.
 */
export function useStableList<T>(list: readonly T[], eq: (a: T, b: T) => boolean): readonly T[] {
  const [kept, setKept] = useState(list);
  const same = kept.length === list.length && kept.every((k, i) => eq(k, list[i]!));
  // adjusting state while rendering (React's pattern for state derived from props): no extra commit
  if (!same) setKept(list);
  return same ? kept : list;
}

/** The same value as last render while it serialises the same (small plain data: checks, form factors, mixes). */
export function useStableJson<T>(value: T): T {
  return useStableList([value], (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b))[0]!;
}
