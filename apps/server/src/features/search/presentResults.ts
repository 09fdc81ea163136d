import { plotNumber, type SearchResultRow } from '@plotwise/contracts';
import { explainPlot, type CompiledQuery, type RankedPlot } from '@plotwise/core';
import type { Db } from '../../db/database';
import type { LoadedIndex } from './searchService';

type PlotRow = {
  plot_id: number;
  identificatie: string;
  size: number | null;
  municipality: string | null;
  municipality_name: string | null;
  akr_code: string | null;
  kadastrale_gemeente_code: string | null;
  sectie: string | null;
  perceelnummer: number | null;
};

/** Details of plots by id (national data: read as the server, not as the tenant). */
async function plotDetails(db: Db, ids: readonly number[]): Promise<Map<number, PlotRow>> {
  if (!ids.length) return new Map();
  const rows = await db.query<PlotRow>(
    `SELECT pf.plot_id, pf.identificatie, pf.size, pf.municipality, m.name AS municipality_name,
            gp.akr_code, gp.kadastrale_gemeente_code, gp.sectie, gp.perceelnummer
       FROM plot_features pf
       LEFT JOIN geo_plots gp ON gp.id = pf.plot_id
       LEFT JOIN LATERAL (SELECT a.name FROM geo_stat_areas a WHERE a.code = pf.municipality ORDER BY a.year DESC NULLS LAST LIMIT 1) m ON true
      WHERE pf.plot_id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.plot_id), r]));
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** The cadastral plot number: gemeente code, sectie and nummer (e.g. "ASD04 F 1234"). */
const plotNumberOf = (r: Pick<PlotRow, 'akr_code' | 'kadastrale_gemeente_code' | 'sectie' | 'perceelnummer'>): string | null =>
  plotNumber({ akrCode: r.akr_code, kadastraleGemeenteCode: r.kadastrale_gemeente_code, sectie: r.sectie, perceelnummer: r.perceelnummer });

/** Ranked plots as result rows, with the per-filter explanation when asked. */
export async function presentResults(db: Db, loaded: LoadedIndex, query: CompiledQuery, ranked: readonly RankedPlot[], explain: boolean): Promise<SearchResultRow[]> {
  const details = await plotDetails(db, ranked.map((r) => r.id));
  const { index } = loaded;
  return ranked.map((r) => {
    const d = details.get(r.id);
    return {
      plotId: r.id,
      identificatie: d?.identificatie ?? null,
      plotNumber: d ? plotNumberOf(d) : null,
      score: round(r.score, 2),
      lat: round(index.lat.at(r.position)!, 6),
      lon: round(index.lon.at(r.position)!, 6),
      sizeSquareMeters: d?.size ?? null,
      municipality: d?.municipality ? { code: d.municipality, name: d.municipality_name } : null,
      ...(explain ? { explanation: explainPlot(index, query, r.position) } : {}),
    };
  });
}
