// The Web Worker of the sun-hours study (millions of sun rays): the page stays responsive while it runs.
import type { SunHoursQuery } from '@plotwise/core/sun/index';
import { handleSunHoursRequest, type SunHoursResponse } from './sunHoursProtocol';

// The project's TypeScript lib is the DOM's; inside a worker `self` is the worker scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SunHoursQuery>) => void) | null;
  postMessage: (message: SunHoursResponse, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const answer = handleSunHoursRequest(event.data, () => performance.now());
  scope.postMessage(answer, answer.type === 'result' ? [answer.points.buffer, answer.hours.buffer] : []);
};
