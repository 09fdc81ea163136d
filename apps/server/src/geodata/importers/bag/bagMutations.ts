import type { Importer } from '../importer';
import { child, descendant, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import type { MutatedDataset } from '../../runner/objectMutations';
import { perFeature } from '../shared';
import { areaOf, DATASET, isHistory, OBJECTS, TABLE, write } from './bagXml';
import { CurrentVersions, olderVersionReason } from './currentVersion';

// BAG 2.0 mutation deliveries (Kadaster's daily mutations of the Netherlands, or a gemeente's monthly ones): XML files
// `mlm:bagMutaties` with `bagInfo` (the area and the period, MUT-Extract) and an `ml:mutatieBericht` whose
// `ml:mutatieGroep`s hold `ml:toevoeging` (a new voorkomen: `ml:wordt`), `ml:wijziging` (`ml:was` and `ml:wordt`) and
// `ml:verwijdering` (`ml:was`), each around one `bagObject` (schemas: mutatielevering-generiek 1.0 and
// BagvsExtractDeelbestandMutatieLvc 2.0). A voorkomen that ends (a wijziging closing it) is history; the current one
// of an object replaces its rows wherever an extract or an earlier delivery put them (objectMutations.ts); a
// removal without a current voorkomen in the delivery removes the object. A delivery applied once before (its
// leveringsId) changes nothing.

type Kind = keyof typeof TABLE;

/** The BAG object a `ml:was` or `ml:wordt` holds (inside its bagObject), with its short code. */
function objectOf(state: XmlNode | undefined): { kind: Kind; node: XmlNode } | null {
  const bagObject = state?.children.find((c) => c.name === 'bagObject');
  for (const n of bagObject?.children ?? []) if (n.name in OBJECTS) return { kind: OBJECTS[n.name] as Kind, node: n };
  return null;
}

/** An object type's dataset, with the filter that tells its rows apart where two types share a table (LIG, STA). */
function datasetOf(kind: Kind): MutatedDataset {
  const d = DATASET[kind]!;
  const filter = d.targets[0]?.filter;
  return filter ? { dataset: d.dataset, filter } : { dataset: d.dataset };
}

/** What the delivery's files say about it: its id (leveringsId) and its period. */
interface Delivery {
  ids: Set<string>;
  from: string | null;
  to: string | null;
}

/** One object's current version in a `ml:wordt`, offered against the others of the delivery. */
function offerCurrent(ctx: ImportContext, versions: CurrentVersions, file: string, area: string, kind: Kind, n: XmlNode): void {
  const voorkomen = child(child(n, 'voorkomen'), 'Voorkomen');
  if (voorkomen && isHistory(voorkomen)) return ctx.skip(`closed ${kind} version (eindGeldigheid / eindRegistratie)`);
  const id = textAt(n, 'identificatie');
  if (!id) return perFeature(ctx, file, () => `line ${n.line}`, n.line, () => write(ctx, file, area, kind, n));
  const verdict = versions.offer(kind, id, { begin: textAt(voorkomen, 'beginGeldigheid'), status: textAt(n, 'status'), nr: textAt(voorkomen, 'voorkomenidentificatie') });
  if (verdict === 'older') return ctx.skip(olderVersionReason(kind));
  const rows = ctx.held(() => perFeature(ctx, file, () => id, n.line, () => write(ctx, file, area, kind, n)));
  // a version that was rejected (its reason is in the report) leaves the object as it was; a new object belongs in
  // the gemeente its identificatie starts with (the BAG's numbering), where that gemeente's extract was loaded
  if (rows.length) ctx.mutations.set(TABLE[kind], id, datasetOf(kind), rows, /^\d{4}/.test(id) ? id.slice(0, 4) : null);
}

/** The run before this one that applied the delivery `id`, or null. */
async function appliedBefore(ctx: ImportContext, id: string): Promise<number | null> {
  const [run] = await ctx.tx.query<{ id: number }>(
    `SELECT id FROM geo_import_runs WHERE status = 'succeeded' AND format = 'bag_mutations' AND id <> $1 AND report->'delivery'->>'id' = $2 ORDER BY id LIMIT 1`,
    [ctx.runId, id],
  );
  return run?.id ?? null;
}

/** BAG 2.0 mutation files (daily or monthly): each object's current version replaces it, removals remove it. */
export const bagMutationsImporter: Importer = {
  format: 'bag_mutations',
  description: 'BAG 2.0 mutation delivery XML (daily or monthly mutations); file, folder or zip',
  async run(ctx, input) {
    const versions = new CurrentVersions();
    const delivery: Delivery = { ids: new Set(), from: null, to: null };
    /** objects a verwijdering names: removed unless the delivery keeps a current version of them */
    const removals: { kind: Kind; id: string }[] = [];
    for await (const entry of ctx.entries(input, (n) => /\.xml$/i.test(n))) {
      let gemeente: string | undefined;
      await streamXmlFeatures(ctx.bytes(entry), entry.name, {
        capture: (name) => name === 'bagInfo' || name === 'inhoud' || name === 'toevoeging' || name === 'wijziging' || name === 'verwijdering',
        afterChunk: () => ctx.afterChunk(),
        onFeature: (n) => {
          if (n.name === 'bagInfo') {
            gemeente = textAt(descendant(n, 'GemeenteIdentificatie'));
            delivery.from ??= textAt(descendant(n, 'MutatiedatumVanaf')) ?? null;
            delivery.to ??= textAt(descendant(n, 'MutatiedatumTot')) ?? null;
            return;
          }
          if (n.name === 'inhoud') {
            const id = textAt(n, 'leveringsId');
            if (id) delivery.ids.add(id);
            return;
          }
          const current = objectOf(child(n, 'wordt'));
          const removed = n.name === 'verwijdering' ? objectOf(child(n, 'was')) : null;
          const object = current ?? removed;
          if (!object) return;
          ctx.readFeature();
          const area = areaOf(ctx, entry.name, gemeente);
          if (current) return offerCurrent(ctx, versions, entry.name, area, current.kind, current.node);
          const id = textAt(object.node, 'identificatie');
          if (id) removals.push({ kind: object.kind, id });
        },
      });
    }
    // no bagInfo and no inhoud: not a mutation delivery (the run then fails: no features found)
    if (!delivery.ids.size && !delivery.from && !delivery.to) return;
    for (const r of removals)
      if (!ctx.mutations.keeps(TABLE[r.kind], r.id)) ctx.mutations.set(TABLE[r.kind], r.id, datasetOf(r.kind), null);
    // a file without a leveringsId is told apart by its period (a repeated one is still refused)
    const id = [...delivery.ids].sort().join(',') || `${delivery.from ?? '?'}..${delivery.to ?? '?'}`;
    const before = await appliedBefore(ctx, id);
    ctx.report.delivery = { id, from: delivery.from, to: delivery.to, alreadyApplied: before !== null };
    if (before !== null) {
      ctx.mutations.clear();
      ctx.report.warnings.push(`delivery ${ctx.report.delivery.id} was applied by import run ${before}: nothing changed`);
    }
    ctx.mutations.dataDate = delivery.to;
  },
};
