import { searchVariants, variantsExample } from '@plotwise/core/variants/index';
import { describe, expect, it } from 'vitest';
import { constraintAccept } from './variantsInput';
import { runVariantSearch, type VariantsWorkerLike } from './variantsClient';
import { handleVariantsRequest, type VariantsWorkerState } from './variantsHandler';
import type { VariantsRequest, VariantsResponse } from './variantsProtocol';
import { variantBuildingWrite } from './createVariantConcept';

/** A worker that runs the handler in this thread, answering on the next tick as a real one would. */
function fakeWorker(): VariantsWorkerLike {
  const state: VariantsWorkerState = { search: null };
  const w: VariantsWorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage: (r: VariantsRequest) =>
      setTimeout(() =>
        handleVariantsRequest(state, r, (m: VariantsResponse) =>
          w.onmessage?.({ data: m } as MessageEvent<VariantsResponse>),
        ),
      ),
  };
  return w;
}

const input = () => variantsExample({ seed: 3, count: 60, angles: 2, mixes: 2, refine: 3 });
const fsiMax = [{ id: 1, name: 'FSI', type: 'fsi', operator: 'smaller_than', value: 1.5 }];

describe('constraintAccept', () => {
  it('turns a variant down when a constraint the sheets check is violated, and ignores unchecked kinds', () => {
    const m = {
      plot: 5400,
      gsi: 0.2,
      fsi: 1.6,
      gfa: 8640,
      nfa: 7000,
      office_gfa: 0,
      units: 80,
      buildings: 1,
      height: 27,
      floors: 9,
    };
    expect(constraintAccept(fsiMax)(m)).toBe(false);
    expect(constraintAccept(fsiMax)({ ...m, fsi: 1.5 })).toBe(true);
    expect(
      constraintAccept([
        { id: 2, name: 'Goothoogte', type: 'gutter_height', operator: 'smaller_than', value: 1 },
      ])(m),
    ).toBe(true);
  });
});

describe('runVariantSearch', () => {
  it('gives in two workers the list the core gives in one thread, with the constraints applied and progress told', async () => {
    const seen: number[] = [];
    const r = await runVariantSearch(input(), fsiMax, (p) => seen.push(p.done), fakeWorker, 2);
    const one = searchVariants(input(), { accept: constraintAccept(fsiMax) });
    expect(r.variants.map((v) => v.key)).toEqual(one.variants.map((v) => v.key));
    expect(r.variants.length).toBeGreaterThan(0);
    expect(r.variants.every((v) => v.metrics.fsi <= 1.5)).toBe(true);
    expect(r.rejected).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('stops the workers and rejects when the search is aborted', async () => {
    const stopped: number[] = [];
    const counted = (): VariantsWorkerLike => {
      const w = fakeWorker();
      w.terminate = () => void stopped.push(1);
      return w;
    };
    const controller = new AbortController();
    const run = runVariantSearch(input(), [], () => controller.abort(), counted, 2, controller.signal);
    await expect(run).rejects.toThrow('stopped');
    expect(stopped.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects when a worker answers with an error', async () => {
    const broken = (): VariantsWorkerLike => {
      const w = fakeWorker();
      const post = w.postMessage;
      w.postMessage = (r) =>
        r.type === 'value'
          ? setTimeout(() =>
              w.onmessage?.({
                data: { type: 'error', id: r.id, message: 'boom' },
              } as MessageEvent<VariantsResponse>),
            )
          : post(r);
      return w;
    };
    await expect(runVariantSearch(input(), [], () => undefined, broken, 2)).rejects.toThrow('boom');
  });
});

describe('variantBuildingWrite', () => {
  it('stores the variant as a building of the concept with the varied cfg parts', () => {
    const i = input();
    const r = searchVariants(i);
    const best = r.variants[0]!;
    const body = variantBuildingWrite(i, r.plan, best, 77) as Record<string, unknown> & {
      cfg: Record<string, unknown>;
    };
    expect(body.conceptId).toBe(77);
    expect(body.cfg.blocktype).toBe(best.blocktype);
    const layout = r.plan.layouts[best.layout]!;
    expect(body.maxlength).toBe(layout.rect.length);
    expect(body.rotate_z).toBeCloseTo((best.angleDegrees * Math.PI) / 180);
    if (best.blocktype !== 'street_housing')
      expect((body.cfg.floors as { repeat_count: number }[])[0]!.repeat_count).toBe(best.floors);
  });
});
