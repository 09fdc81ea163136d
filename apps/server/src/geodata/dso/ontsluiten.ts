import { z } from 'zod';
import { dsoPages, roundRd, type DsoConnection, type RdGeometry } from './dsoHttp';

/*
 * DSO "Omgevingsinformatie Ontsluiten" API v2: the documents (Omgevingswet documents and IMRO plans) that apply at
 * a geometry. Read from the DSO developer documentation (dso-devs/dso-devs.github.io,
 * docs/plan-keten/Quick-Start-Plan-keten-APIs/omgevingsinformatie-ontsluiten-api.md, "Omgevingsinformatie Ontsluiten
 * API (v2)", and the Functionele documentatie v2 of September 2025 it names):
 *   POST {base}/documenten/_zoek?size=..   x-api-key, Content-Crs http://www.opengis.net/def/crs/EPSG/0/28992 (the
 *   only CRS it accepts), body { geometrie: GeoJSON in RD with at most three decimals }; answer application/hal+json
 *   { _embedded: { documenten: [...] }, _links: { self, next }, page: { size, totalElements, totalPages, number } }.
 * The default page size is 20 while 40-50 documents apply at an average point: we ask 200 and follow `next`.
 */

export const RD_CRS = 'http://www.opengis.net/def/crs/EPSG/0/28992';

const documentSchema = z.looseObject({
  identificatie: z.string(),
  uriIdentificatie: z.string().optional(),
  titel: z.string().nullish(),
  type: z.string(),
  aangeleverdDoorEen: z.looseObject({ bestuurslaag: z.string().nullish(), code: z.string().nullish(), naam: z.string().nullish() }).nullish(),
  omgevingsdocumentMetadata: z.looseObject({ expressionId: z.string().nullish() }).nullish(),
  imroDocumentMetadata: z.looseObject({ planstatus: z.string().nullish(), planstatusdatum: z.string().nullish() }).nullish(),
});

const pageSchema = z.looseObject({
  _embedded: z.looseObject({ documenten: z.array(documentSchema) }).optional(),
  _links: z.looseObject({ next: z.looseObject({ href: z.string() }).nullish() }).nullish(),
  page: z.looseObject({ totalElements: z.number().int() }).optional(),
});

/** A document that applies at the point, as Ontsluiten names it. */
export interface FoundDocument {
  identificatie: string;
  /** the path form of the identificatie (every non-word character "_") for the detail APIs */
  uriIdentificatie: string;
  title: string | null;
  /** e.g. Omgevingsplan, Omgevingsverordening, Bestemmingsplan */
  type: string;
  /** OW: an Omgevingswet document (Presenteren); IMRO: a Wro plan (Ruimtelijke Plannen) */
  domain: 'ow' | 'imro';
  bevoegdGezag: string | null;
  expressionId: string | null;
}

/** The uriIdentificatie of an AKN work id as the DSO paths take it: every run of non-word characters becomes "_". */
const uriIdentificatie = (identificatie: string) => identificatie.replace(/[^\w]+/g, '_');

/** The documents that apply at an RD geometry (all pages), OW documents and IMRO plans apart. */
export async function findDocumentsAt(c: DsoConnection, geometry: RdGeometry): Promise<FoundDocument[]> {
  const pages = await dsoPages(
    c,
    { method: 'POST', path: '/documenten/_zoek?size=200', body: { geometrie: roundRd(geometry) }, headers: { 'content-crs': RD_CRS } },
    pageSchema,
    'the documents at the location',
  );
  return pages.flatMap((p) =>
    (p._embedded?.documenten ?? []).map((d) => ({
      identificatie: d.identificatie,
      uriIdentificatie: d.uriIdentificatie ?? uriIdentificatie(d.identificatie),
      title: d.titel ?? null,
      type: d.type,
      domain: d.imroDocumentMetadata || !d.identificatie.startsWith('/akn/') ? ('imro' as const) : ('ow' as const),
      bevoegdGezag: d.aangeleverdDoorEen?.naam ?? null,
      expressionId: d.omgevingsdocumentMetadata?.expressionId ?? null,
    })),
  );
}
