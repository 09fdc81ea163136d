// A Web Worker of the variant search (variantsHandler.ts) off the main thread; two of them run a search
// (variantsClient.ts). Loaded with Vite's `new Worker(new URL(...), { type: 'module' })`.
import { handleVariantsRequest, type VariantsWorkerState } from './variantsHandler';
import type { VariantsRequest, VariantsResponse } from './variantsProtocol';

// The project's TypeScript lib is the DOM's; inside a worker `self` is the worker scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VariantsRequest>) => void) | null;
  postMessage: (message: VariantsResponse) => void;
};

const state: VariantsWorkerState = { search: null };
scope.onmessage = (event) => handleVariantsRequest(state, event.data, (m) => scope.postMessage(m));
