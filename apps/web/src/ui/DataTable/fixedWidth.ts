import type { CSSProperties } from 'react';

/** A resized column keeps its width: wider content is cut off with an ellipsis instead of widening it. */
export const fixedWidth = (w: number | string | undefined): CSSProperties | undefined =>
  typeof w === 'number' ? { width: w, minWidth: w, maxWidth: w, overflow: 'hidden', textOverflow: 'ellipsis' } : undefined;
