import type { SearchResultRow } from '@plotwise/contracts';
import { explainPlot, roundScore, type CompiledQuery, type RankedPlot } from '@plotwise/core';
import type { Db } from '../../db/database';
import { plotSummariesById } from '../../geodata/plots/plotDetails';
import type { LoadedIndex } from './searchService';

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** Ranked plots as result rows, with the per-filter explanation when asked. */
export async function presentResults(db: Db, loaded: LoadedIndex, query: CompiledQuery, ranked: readonly RankedPlot[], explain: boolean): Promise<SearchResultRow[]> {
  const details = await plotSummariesById(db, ranked.map((r) => r.id));
  const { index } = loaded;
  return ranked.map((r) => {
    const d = details.get(r.id);
    return {
      plotId: r.id,
      identificatie: d?.identificatie ?? null,
      plotNumber: d?.plotNumber ?? null,
      score: roundScore(r.score),
      lat: round(index.lat.at(r.position)!, 6),
      lon: round(index.lon.at(r.position)!, 6),
      sizeSquareMeters: d?.sizeSquareMeters ?? null,
      municipality: d?.municipality ?? null,
      ...(explain ? { explanation: explainPlot(index, query, r.position) } : {}),
    };
  });
}
