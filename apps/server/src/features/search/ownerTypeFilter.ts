import { plotPositions, type FilterParam, type PlotIndex, type PlotSet, type ResolvedPlots } from '@plotwise/core';
import { ownerTypeOf, ownerTypePlotSet, type OwnerType } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * The owner type filter (docs/search.md "Per-company filters"): the owner information is the company's own (jsons
 * of type owner_information, from the BRK or by hand), so it never enters plot_features or the shared index. Per
 * request the company's owners are read in one tenant query and the filter becomes the positions of its plots.
 */

/** Owner types per indexed plot (plot_features.plot_id) as the company knows them. */
export async function companyOwnerTypes(db: Db, companyId: number): Promise<Map<number, Set<OwnerType>>> {
  const rows = await db.tenant(companyId, (tx) =>
    tx.query<{ plot_id: number | string; name: string | null; data: unknown }>(
      // an owner kept for one parcel (identificatie), or for the whole location when it names none: then for each
      // cadastral parcel of the location; deleted locations do not count
      `SELECT f.plot_id, j.name, j.data
         FROM jsons j
         JOIN locations l ON l.id = j.location_id AND l.company_id = $1 AND NOT coalesce(l.deleted, false)
         JOIN plot_features f ON f.identificatie = j.identificatie
        WHERE j.company_id = $1 AND j.type = 'owner_information' AND j.identificatie IS NOT NULL
       UNION ALL
       SELECT f.plot_id, j.name, j.data
         FROM jsons j
         JOIN locations l ON l.id = j.location_id AND l.company_id = $1 AND NOT coalesce(l.deleted, false)
         JOIN plots p ON p.location_id = j.location_id AND p.company_id = $1
         JOIN plot_features f ON f.identificatie = p.properties->>'identificatie'
        WHERE j.company_id = $1 AND j.type = 'owner_information' AND j.identificatie IS NULL`,
      [companyId],
    ),
  );
  const out = new Map<number, Set<OwnerType>>();
  for (const r of rows) {
    const hasType = !!r.data && typeof r.data === 'object' && 'ownerType' in r.data;
    // a row with neither a name nor a type says nothing about the owner
    if (!(r.name ?? '').trim() && !hasType) continue;
    const id = Number(r.plot_id);
    const types = out.get(id) ?? new Set<OwnerType>();
    types.add(ownerTypeOf(r.name, r.data));
    out.set(id, types);
  }
  return out;
}

const choices = (p: FilterParam | null | undefined): string[] | null =>
  p === null || p === undefined || p === '' ? null : (Array.isArray(p) ? p : [p]).map(String);

function positionsOf(index: PlotIndex, set: { ids: number[]; complement: boolean }): PlotSet {
  return { positions: plotPositions(index, set.ids), complement: set.complement };
}

/** An owner type reference as plots of `index`: admitted by param1 (the types, `unknown`), preferred by optimal. */
export function resolveOwnerType(index: PlotIndex, known: ReadonlyMap<number, ReadonlySet<OwnerType>>, param1: FilterParam | null | undefined, optimal: FilterParam | null | undefined): ResolvedPlots {
  const preferred = choices(optimal);
  return {
    admit: positionsOf(index, ownerTypePlotSet(known, choices(param1))),
    prefer: preferred && preferred.length ? positionsOf(index, ownerTypePlotSet(known, preferred)) : null,
  };
}
