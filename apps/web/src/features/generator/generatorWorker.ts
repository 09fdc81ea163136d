// The Web Worker that generates buildings off the main thread ("building generation runs locally with
// no server call"). Loaded by generatorClient.ts with Vite's `new Worker(new URL(...), { type: 'module' })`.
import { handleGenerateRequest, type GenerateRequest, type GenerateResponse } from './generatorProtocol';

// The project's TypeScript lib is the DOM's; inside a worker `self` is the worker scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<GenerateRequest>) => void) | null;
  postMessage: (message: GenerateResponse) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(handleGenerateRequest(event.data, () => performance.now()));
};
