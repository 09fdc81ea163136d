import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterReferenceInput, HistogramRequest } from '@plotwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { draftOf, queryFilters, type FilterDraft } from './filterDrafts';
import { searchClient } from './searchClient';
import { useLiveSearch } from './useLiveSearch';

// The hook runs in React without a DOM: the component renders nothing, so the root needs no more of a container
// than its event listeners; React reads `window.event` for an update's priority.
vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
vi.stubGlobal('window', { event: undefined, HTMLIFrameElement: class {}, addEventListener: () => {}, removeEventListener: () => {} });
// the unit files share their worker's globals (isolate: false): a `window` left behind made jsPDF, loaded by a later
// file, take it for the browser's and fail on its missing atob. TanStack Query notifies on a 0 ms timer: one the last
// test's clear() scheduled must run while `window` is still there (under load it ran after, and React threw "window
// is not defined" as an unhandled error that failed the unit step of CI with every test passed).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
});

vi.mock('./searchClient', () => ({
  searchClient: {
    count: vi.fn(async () => ({ count: 10 })),
    // as the server answers: numeric bins over the asked range, else over the data's range (here 0..50)
    histograms: vi.fn(async (_filters: FilterReferenceInput[], requests: (string | HistogramRequest)[]) => ({
      count: 10,
      histograms: requests.map((r) =>
        typeof r === 'string'
          ? { key: r, kind: 'category', counts: [], unknown: 0 }
          : { key: r.key, kind: 'numeric', min: r.min ?? 0, max: r.max ?? 50, counts: Array.from({ length: r.bins ?? 30 }, () => 1), below: 0, above: 0, unknown: 0 },
      ),
    })),
  },
}));

/** A slider with the catalogue's domain (height) and one whose domain the data gives (its first histogram). */
const entries: Record<string, { kind: string; domain?: { min: number; max: number } }> = {
  height: { kind: 'range', domain: { min: 0, max: 100 } },
  area: { kind: 'range' },
};
const entryOf = (key: string) => entries[key];

function Probe({ drafts }: { drafts: FilterDraft[] }) {
  useLiveSearch(queryFilters(drafts, entryOf), drafts, entryOf, true);
  return null;
}

const histogramCalls = () => vi.mocked(searchClient.histograms).mock.calls.length;
/** Long enough for every debounce (count 150 ms, histograms 300 ms) and the answers. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 700)));

describe('useLiveSearch', () => {
  let root: Root;
  let client: QueryClient;
  const render = (drafts: FilterDraft[]) =>
    act(() => root.render(createElement(QueryClientProvider, { client }, createElement(Probe, { drafts }) as ReactNode)));

  beforeEach(() => {
    vi.mocked(searchClient.histograms).mockClear();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    root = createRoot({ nodeType: 1, nodeName: 'DIV', tagName: 'DIV', addEventListener: () => {}, removeEventListener: () => {}, ownerDocument: null } as never);
  });
  afterEach(async () => {
    await act(() => root.unmount());
    client.clear();
  });

  it('asks for the histograms once when a filter changes', async () => {
    const height = draftOf({ key: 'height', param1: 10 });
    const area = draftOf({ key: 'area' });
    await render([height, area]);
    await settle();
    const first = histogramCalls();
    expect(first).toBeGreaterThanOrEqual(1);

    // the user moves a thumb: one change, one request
    await render([{ ...height, param1: 20 }, area]);
    await settle();
    expect(histogramCalls() - first).toBe(1);

    await render([{ ...height, param1: 30 }, area]);
    await settle();
    expect(histogramCalls() - first).toBe(2);
  });

  it('asks for the histograms of a newly shown slider without a catalogue domain once', async () => {
    // its first answer gives the slider the data's range as domain; that answer already holds the bars over that
    // range, so the request with the range set is not sent again (it was: two requests for each new slider)
    await render([draftOf({ key: 'area' })]);
    await settle();
    expect(histogramCalls()).toBe(1);
  });

  it('asks once per change of a slider whose domain the data gave', async () => {
    const area = draftOf({ key: 'area' });
    await render([area]);
    await settle();
    const first = histogramCalls();
    await render([{ ...area, param1: 20 }]);
    await settle();
    expect(histogramCalls() - first).toBe(1);
    await render([{ ...area, param1: 20, param2: 40 }, draftOf({ key: 'height' })]);
    await settle();
    expect(histogramCalls() - first).toBe(2);
  });
});
