import type { LayoutsValued, RankedVariant, VariantSearchInput } from '@plotwise/core/variants/index';
import { type ConstraintLike } from '@plotwise/core/zoning/index';

/** Main thread to a variants worker: start a search, value some layouts, or refine some variants. */
export type VariantsRequest =
  | { type: 'init'; id: number; input: VariantSearchInput; constraints: ConstraintLike[] }
  | { type: 'value'; id: number; layouts: number[] }
  | { type: 'refine'; id: number; variants: RankedVariant[] };

/** A variants worker's answers: progress (layouts done), the answer of a request, or what went wrong. */
export type VariantsResponse =
  | { type: 'progress'; id: number; done: number }
  | { type: 'ready'; id: number }
  | { type: 'valued'; id: number; answer: LayoutsValued }
  | { type: 'refined'; id: number; answer: { key: string; variant: RankedVariant | null }[] }
  | { type: 'error'; id: number; message: string };
