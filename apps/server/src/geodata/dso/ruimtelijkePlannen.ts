import type { OnlinePlanObject } from '@plotwise/contracts';
import { z } from 'zod';
import { dsoPages, dsoSegment, roundRd, type DsoConnection, type RdGeometry } from './dsoHttp';

/*
 * Ruimtelijke Plannen Opvragen API v4 (Informatiehuis Ruimte; the IMRO plans of ruimtelijkeplannen.nl, the
 * "tijdelijk deel" of the omgevingsplan). Read from the DSO developer documentation (dso-devs/dso-devs.github.io,
 * docs/plan-keten/Quick-Start-Plan-keten-APIs/ruimtelijke-plannen-opvragen-api.md, "Ruimtelijke Plannen Opvragen API
 * (v4)", functionele documentatie v1.0):
 *   POST {base}/plannen/_zoek?pageSize=100                          body { _geo: { intersects: GeoJSON } }
 *   POST {base}/plannen/{planId}/bestemmingsvlakken/_zoek?pageSize=100  the zoning areas of a plan at the geometry
 *   POST {base}/plannen/{planId}/maatvoeringen/_zoek?pageSize=100       its measures (omvang: naam + waarde)
 * with x-api-key and Content-Crs epsg:28992; HAL answers { _embedded: { plannen | bestemmingsvlakken |
 * maatvoeringen: [...] }, _links: { next } }, failures problem+json.
 */

const RP_CRS = 'epsg:28992';

const linksSchema = z.looseObject({ next: z.looseObject({ href: z.string() }).nullish() }).nullish();

const planSchema = z.looseObject({
  id: z.string(),
  naam: z.string().nullish(),
  type: z.string().nullish(),
  planstatusInfo: z.looseObject({ planstatus: z.string().nullish(), datum: z.string().nullish() }).nullish(),
});
const plannenPage = z.looseObject({ _embedded: z.looseObject({ plannen: z.array(planSchema) }).optional(), _links: linksSchema });
const vlakkenPage = z.looseObject({
  _embedded: z.looseObject({ bestemmingsvlakken: z.array(z.looseObject({ id: z.string(), naam: z.string().nullish(), bestemmingshoofdgroep: z.string().nullish() })) }).optional(),
  _links: linksSchema,
});
const maatvoeringenPage = z.looseObject({
  _embedded: z
    .looseObject({
      maatvoeringen: z.array(z.looseObject({ id: z.string(), naam: z.string().nullish(), omvang: z.array(z.looseObject({ naam: z.string(), waarde: z.string() })).nullish() })),
    })
    .optional(),
  _links: linksSchema,
});

/** An IMRO plan at the point with its status and date (its version). */
export interface PlanAtPoint {
  id: string;
  naam: string | null;
  type: string | null;
  planstatus: string | null;
  planstatusDate: string | null;
}

const search = (geometry: RdGeometry) => ({ _geo: { intersects: roundRd(geometry) } });

/** The IMRO plans whose area meets an RD geometry (all pages). */
export async function plansAt(c: DsoConnection, geometry: RdGeometry): Promise<PlanAtPoint[]> {
  const pages = await dsoPages(c, { method: 'POST', path: '/plannen/_zoek?pageSize=100', body: search(geometry), headers: { 'content-crs': RP_CRS } }, plannenPage, 'the plans at the location');
  return pages.flatMap((p) =>
    (p._embedded?.plannen ?? []).map((plan) => ({
      id: plan.id,
      naam: plan.naam ?? null,
      type: plan.type ?? null,
      planstatus: plan.planstatusInfo?.planstatus ?? null,
      planstatusDate: plan.planstatusInfo?.datum ?? null,
    })),
  );
}

/** A plan's bestemmingsvlakken and maatvoeringen that meet an RD geometry. */
export async function planObjectsAt(c: DsoConnection, planId: string, geometry: RdGeometry): Promise<OnlinePlanObject[]> {
  const base = `/plannen/${dsoSegment(planId, 'The plan id')}`;
  const headers = { 'content-crs': RP_CRS };
  const vlakken = await dsoPages(c, { method: 'POST', path: `${base}/bestemmingsvlakken/_zoek?pageSize=100`, body: search(geometry), headers }, vlakkenPage, `the zoning of plan ${planId}`);
  const maten = await dsoPages(c, { method: 'POST', path: `${base}/maatvoeringen/_zoek?pageSize=100`, body: search(geometry), headers }, maatvoeringenPage, `the measures of plan ${planId}`);
  return [
    ...vlakken.flatMap((p) => (p._embedded?.bestemmingsvlakken ?? []).map((v) => ({ kind: 'bestemmingsvlak' as const, id: v.id, naam: v.naam ?? null, group: v.bestemmingshoofdgroep ?? null, values: [] }))),
    ...maten.flatMap((p) => (p._embedded?.maatvoeringen ?? []).map((m) => ({ kind: 'maatvoering' as const, id: m.id, naam: m.naam ?? null, group: null, values: m.omvang ?? [] }))),
  ];
}
