import { descendants } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { hrefOf, type OwDelivery, type OwManifest } from './owDelivery';

// What a partial delivery lacks (#41 item 3): the files its manifests name that are not there, the references that
// resolve nowhere (by kind, with a count and examples) and the locations without geometry. Each is named in the
// import's report and kept with the besluit (geo_ow_deliveries, migration 0065), so a location where its rules apply
// reads "partly checked" with why.

/** How many examples of an unresolved kind, and how many locations without geometry, the report names. */
const EXAMPLES = 3;
const LISTED = 50;

/** A reference that resolves nowhere, kept and reported (not refused): kinds expected, the reference, who makes it. */
export interface Unresolved {
  kinds: readonly string[];
  ref: string;
  from: string;
}

/** An unresolved kind in the report: how many references of it resolve nowhere, and a few of them. */
interface UnresolvedKind {
  kind: string;
  count: number;
  examples: string[];
}

/** The files the manifests name that the delivery lacks (each once, the first manifest naming it). */
export function absentFiles(d: OwDelivery): OwManifest['files'] {
  const seen = new Set<string>();
  const delivered = new Set([...d.delivered].map((n) => n.toLowerCase()));
  return d.manifest.files.filter((f) => {
    // a manifest may name a file with its folder; the delivery is compared by the file's own name
    const key = (f.name.split(/[/\\]/).pop() ?? f.name).toLowerCase();
    if (delivered.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Which of `values` a column of a table holds (from earlier imports: an amendment re-delivers only what changes). */
async function stored(ctx: ImportContext, table: string, column: string, values: string[]): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await ctx.tx.query<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM ${table} WHERE ${column} = ANY($1::text[])`, [values]);
  return new Set(rows.map((r) => r.v));
}

/** Gebieden, Lijnen and Punten whose GeometrieRef names a geometry neither delivered nor imported before. */
async function withoutGeometry(ctx: ImportContext, d: OwDelivery): Promise<{ id: string; kind: string; ref: string | null }[]> {
  const located = d.objects.filter((o) => o.id && ['Gebied', 'Lijn', 'Punt'].includes(o.kind));
  const refOf = new Map(located.map((o) => [o.id, hrefOf(descendants(o.node, 'GeometrieRef')[0]) ?? null]));
  const deliveredGeo = new Set(d.geometries.map((g) => g.basisgeoId));
  const earlier = await stored(ctx, 'geo_ow_geometries', 'basisgeo_id', [...refOf.values()].filter((r): r is string => !!r && !deliveredGeo.has(r)));
  return located.filter((o) => {
    const ref = refOf.get(o.id);
    return !ref || !(deliveredGeo.has(ref) || earlier.has(ref));
  }).map((o) => ({ id: o.id, kind: o.kind, ref: refOf.get(o.id) ?? null }));
}

/** Regelteksten whose article (wId) is neither in the delivery's STOP text nor imported before: their text is unknown. */
async function withoutArticle(ctx: ImportContext, d: OwDelivery): Promise<Unresolved[]> {
  const texts = d.objects.filter((o) => o.kind === 'Regeltekst' && o.node.attrs.wId);
  const deliveredWids = new Set([...d.articles, ...d.mutations.flatMap((m) => m.articles)].map((a) => a.wid));
  const earlier = await stored(ctx, 'geo_ow_articles', 'wid', texts.map((o) => o.node.attrs.wId!).filter((w) => !deliveredWids.has(w)));
  return texts.filter((o) => !deliveredWids.has(o.node.attrs.wId!) && !earlier.has(o.node.attrs.wId!)).map((o) => ({ kinds: ['Artikel (STOP)'], ref: o.node.attrs.wId!, from: o.id }));
}

/** Unresolved references by kind, with a count and the first few. */
function byKind(unresolved: readonly Unresolved[]): UnresolvedKind[] {
  const out = new Map<string, UnresolvedKind>();
  for (const u of unresolved) {
    const kind = u.kinds.length > 1 ? 'locatie' : (u.kinds[0] ?? '?');
    const k = out.get(kind) ?? { kind, count: 0, examples: [] };
    k.count++;
    if (k.examples.length < EXAMPLES && !k.examples.includes(u.ref)) k.examples.push(u.ref);
    out.set(kind, k);
  }
  return [...out.values()];
}

/**
 * Name in the report what the delivery lacks and where its regeling comes from, and keep it with the besluit
 * (geo_ow_deliveries). Nothing here refuses: a partial delivery is imported as far as it resolves.
 */
export async function reportDelivery(ctx: ImportContext, d: OwDelivery, area: string, absent: OwManifest['files'], unresolved: readonly Unresolved[]) {
  for (const f of absent) ctx.warn(`${f.manifest} names ${f.name}${f.objecttypes.length ? ` (${f.objecttypes.join(', ')})` : ''}, which is not in the delivery`);
  if (d.regelingFrom === 'manifest')
    ctx.warn(`regeling ${d.regeling} named by the OW manifest: no STOP regeling delivered (no article texts, expression or date of entry into force)`);
  const kinds = byKind([...unresolved, ...(await withoutArticle(ctx, d))]);
  for (const k of kinds) ctx.warn(`unresolved ${k.kind} references: ${k.count} (e.g. ${k.examples.join(', ')}); kept, they answer nowhere until delivered`);
  const noGeometry = await withoutGeometry(ctx, d);
  for (const g of noGeometry.slice(0, LISTED)) ctx.warn(`${g.kind} ${g.id} has no geometry (${g.ref ? `GeometrieRef ${g.ref} is not delivered` : 'no GeometrieRef'}): it meets no plot`);
  if (noGeometry.length > LISTED) ctx.warn(`and ${noGeometry.length - LISTED} more locations without geometry`);
  ctx.write(tables.owDeliveries, {
    values: [
      d.regeling, d.besluit, d.datumBekendmaking, d.inwerkingtreding, d.regelingExpression, d.regelingFrom, d.manifest.doel,
      absent.map((f) => ({ name: f.name, manifest: f.manifest, objecttypes: f.objecttypes })),
      kinds,
      noGeometry,
    ],
    area,
    file: 'manifest',
    feature: area,
  });
}
