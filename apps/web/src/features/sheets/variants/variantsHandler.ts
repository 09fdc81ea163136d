import {
  planVariants,
  refineVariants,
  valueLayouts,
  type VariantAccept,
  type VariantPlan,
  type VariantSearchInput,
} from '@plotwise/core/variants/index';
import { constraintAccept } from './variantsInput';
import type { VariantsRequest, VariantsResponse } from './variantsProtocol';

/** What a variants worker holds between requests: the search it was started with. */
export interface VariantsWorkerState {
  search: { input: VariantSearchInput; plan: VariantPlan; accept: VariantAccept } | null;
}

/**
 * What a variants worker does with a request: start a search (plan it, with the location's constraints as its
 * check), value layouts (reporting each one done) or refine variants. A failure comes back as an error answer.
 */
export function handleVariantsRequest(
  state: VariantsWorkerState,
  r: VariantsRequest,
  post: (m: VariantsResponse) => void,
): void {
  try {
    if (r.type === 'init') {
      state.search = { input: r.input, plan: planVariants(r.input), accept: constraintAccept(r.constraints) };
      post({ type: 'ready', id: r.id });
      return;
    }
    const s = state.search;
    if (!s) throw new Error('The variant search was not started');
    if (r.type === 'value')
      post({
        type: 'valued',
        id: r.id,
        answer: valueLayouts(s.input, s.plan, r.layouts, s.accept, (done) =>
          post({ type: 'progress', id: r.id, done }),
        ),
      });
    else post({ type: 'refined', id: r.id, answer: refineVariants(s.input, s.plan, r.variants, s.accept) });
  } catch (error) {
    post({ type: 'error', id: r.id, message: error instanceof Error ? error.message : String(error) });
  }
}
