// A site-search worker thread (searchPool.ts): holds views of the shared index and scans the parts it is asked for.
import { parentPort } from 'node:worker_threads';
import { compileQuery, indexFromParts, runSearch, type PlotIndex, type SearchOutcome } from '@plotwise/core';
import { lookupFilter } from '@plotwise/contracts';
import type { FromSearchWorker, ToSearchWorker } from './searchPool';

const port = parentPort!;
const indexes = new Map<number, PlotIndex>();

function scan(index: PlotIndex, m: Extract<ToSearchWorker, { type: 'run' }>): SearchOutcome {
  // compiled here: a compiled query points into the index's columns, which are this thread's own views
  const c = compileQuery(m.refs, lookupFilter, index);
  return c.ok ? runSearch(index, c.query, lookupFilter, m.options) : c;
}

port.postMessage({ ready: true } satisfies FromSearchWorker);
port.on('message', (m: ToSearchWorker) => {
  if (m.type === 'index') indexes.set(m.id, indexFromParts(m.parts));
  else if (m.type === 'drop') indexes.delete(m.id);
  else {
    const index = indexes.get(m.id);
    if (!index) return port.postMessage({ seq: m.seq, missing: true } satisfies FromSearchWorker);
    const outcome = scan(index, m);
    const all = outcome.ok ? outcome.result.all : undefined;
    port.postMessage({ seq: m.seq, outcome } satisfies FromSearchWorker, all ? [all.positions.buffer as ArrayBuffer, all.scores.buffer as ArrayBuffer] : []);
  }
});
