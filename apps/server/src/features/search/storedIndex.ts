import { indexFromParts, indexParts, type PlotIndex } from '@plotwise/core';
import { plotFeatures } from '@plotwise/contracts';
import { readIndexFile, writeIndexFile, type IndexStamp } from './indexFile';
import type { PlotFeaturesState } from './refreshPlotFeatures';

/** The stamp of an index built from the plot features in `state` with today's feature catalogue. */
function stampOf(state: PlotFeaturesState): IndexStamp {
  return {
    generation: state.generation,
    refreshedAt: state.refreshedAt,
    plotCount: state.plotCount,
    features: plotFeatures.map((f) => `${f.key}:${f.type}`).join(','),
  };
}

/** A stored index and what reading it took. */
export type StoredIndex = { readonly index: PlotIndex; readonly bytes: number; readonly loadMs: number } | { readonly reason: string };

/** Why parts read from a file (CRCs right) still cannot be this build's index, or null when they can. */
function partsProblem(index: PlotIndex): string | null {
  const n = index.size;
  if (index.ids.length !== n || index.x.length !== n || index.y.length !== n || index.lon.length !== n || index.lat.length !== n)
    return 'arrays of another size than the plots';
  const keys = [...index.columns.keys()].sort().join(',');
  if (keys !== plotFeatures.map((f) => f.key).sort().join(',')) return 'other feature columns';
  return null;
}

/**
 * The index stored in `dir` when it was built from the plot features the database holds now (`state`), its arrays on
 * SharedArrayBuffers with `shared`; else why not (no file, another generation, truncated, corrupt).
 */
export async function loadStoredIndex(dir: string, state: PlotFeaturesState, shared: boolean): Promise<StoredIndex> {
  const started = performance.now();
  const read = await readIndexFile(dir, stampOf(state), { shared });
  if (!read.ok) return { reason: read.reason };
  let index: PlotIndex;
  try {
    index = indexFromParts(read.parts);
  } catch (e) {
    return { reason: `unusable parts: ${(e as Error).message}` };
  }
  const problem = partsProblem(index);
  if (problem) return { reason: problem };
  return { index, bytes: read.bytes, loadMs: performance.now() - started };
}

/** Write the index built from `state` to `dir` (replacing the older file atomically); its bytes and the time taken. */
export async function storeIndex(dir: string, index: PlotIndex, state: PlotFeaturesState): Promise<{ bytes: number; writeMs: number }> {
  const started = performance.now();
  const bytes = await writeIndexFile(dir, indexParts(index), stampOf(state));
  return { bytes, writeMs: performance.now() - started };
}
