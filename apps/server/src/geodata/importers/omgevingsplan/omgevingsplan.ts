import type { Importer } from '../importer';
import { AppError } from '../../../http/appError';
import { child, childrenNamed, descendants, textAt } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { toEwkbHex } from '../../geometry/wkb';
import { conceptName, hrefOf, readDelivery, refsBelow, type OwDelivery, type OwObject } from './owDelivery';
import { recordRuleChanges } from './ruleChanges';
import { applyMutations } from './regelingMutatie';
import { KNOWN_NORM_TYPES } from '../../omgevingsplan/normTypes';
import { absentFiles, reportDelivery, type Unresolved } from './deliveryReport';

/** The juridische regels: they cite a Regeltekst and say where, for which activity, which norm. */
const RULE_KINDS = new Set(['RegelVoorIedereen', 'Instructieregel', 'Omgevingswaarderegel']);
const LOCATION_KINDS = new Set(['Gebied', 'Gebiedengroep', 'Ambtsgebied', 'Lijn', 'Lijnengroep', 'Punt', 'Puntengroep']);
/** IMOW `status` of an object that ends with this besluit (a withdrawal); also written for every object of a withdrawn regeling */
const ENDED = 'beëindigen';
/** a location group and the kind of its members, with the reference element that names them */
const GROUPS: Record<string, { member: string; ref: string; key: string }> = {
  Gebiedengroep: { member: 'Gebied', ref: 'GebiedRef', key: 'gebied' },
  Lijnengroep: { member: 'Lijn', ref: 'LijnRef', key: 'lijn' },
  Puntengroep: { member: 'Punt', ref: 'PuntRef', key: 'punt' },
};
const NORM_KINDS = new Set(['Omgevingsnorm', 'Omgevingswaarde']);
const KEPT = new Set([...RULE_KINDS, ...LOCATION_KINDS, ...NORM_KINDS, 'Regeltekst', 'Activiteit', 'Gebiedsaanwijzing', 'Pons', 'Regelingsgebied']);

/** One defect that refuses the whole delivery. */
interface Defect {
  file: string;
  id: string;
  reason: string;
  line?: number;
}

/** Identificaties of OW objects of `kinds` stored by earlier imports (an amendment refers to them). */
async function storedIds(ctx: ImportContext, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await ctx.tx.query<{ identificatie: string }>(
    'SELECT DISTINCT identificatie FROM geo_ow_objects WHERE identificatie = ANY($1::text[])',
    [ids],
  );
  return new Set(rows.map((r) => r.identificatie));
}

const LOCATIONS = [...LOCATION_KINDS];

/**
 * The reference checks of the Ozon chain that make a delivery unusable (OZON0101, OZON0097/TPOD1650, OZON0033,
 * OZON0053, OZON0042): every defect, not only the first, each with its file and object. A reference to an object of a
 * kind that only a file the manifests name but the delivery lacks could hold (`absentKinds`) is no defect: the delivery
 * is partial, imported as far as it resolves, and the reference is listed in `unresolved`; so are references the Ozon
 * chain does not refuse (activities, gebiedsaanwijzingen, a pons's or regelingsgebied's locations).
 */
async function checkReferences(ctx: ImportContext, d: OwDelivery, absentKinds: ReadonlySet<string>): Promise<{ defects: Defect[]; unresolved: Unresolved[] }> {
  const delivered = new Map<string, OwObject>();
  for (const o of d.objects) if (o.id) delivered.set(o.id, o);
  const wanted = new Set<string>();
  // reason undefined: a reference that is reported when it resolves nowhere, never refused
  const checks: { o: OwObject; ref: string; kinds: readonly string[]; reason?: string }[] = [];
  const need = (o: OwObject, ref: string, kinds: readonly string[], reason?: string) => {
    wanted.add(ref);
    checks.push({ o, ref, kinds, ...(reason ? { reason } : {}) });
  };
  const defects: Defect[] = [];
  for (const o of d.objects) {
    if (!o.id) {
      if (KEPT.has(o.kind)) defects.push({ file: o.file, id: `${o.kind} at line ${o.line}`, reason: `${o.kind} without identificatie`, line: o.line });
      continue;
    }
    if (RULE_KINDS.has(o.kind)) {
      for (const r of refsBelow(child(o.node, 'artikelOfLid'), 'RegeltekstRef')) need(o, r, ['Regeltekst'], `cites Regeltekst ${r}, which is not delivered (OZON0033)`);
      for (const r of refsBelow(o.node, 'OmgevingsnormRef')) need(o, r, ['Omgevingsnorm'], `refers to Omgevingsnorm ${r}, which is not delivered (OZON0042)`);
      for (const r of refsBelow(o.node, 'OmgevingswaardeRef')) need(o, r, ['Omgevingswaarde'], `refers to Omgevingswaarde ${r}, which is not delivered (OZON0042)`);
      for (const r of refsBelow(o.node, 'LocatieRef')) need(o, r, LOCATIONS, `refers to location ${r}, which is not delivered`);
      for (const r of refsBelow(o.node, 'ActiviteitRef')) need(o, r, ['Activiteit']);
      for (const r of refsBelow(o.node, 'GebiedsaanwijzingRef')) need(o, r, ['Gebiedsaanwijzing']);
    } else if (NORM_KINDS.has(o.kind)) {
      for (const w of descendants(o.node, 'Normwaarde')) {
        const wid = textAt(w, 'identificatie') ?? o.id;
        const values = ['kwantitatieveWaarde', 'kwalitatieveWaarde', 'waardeInRegeltekst'].filter((f) => textAt(w, f) !== undefined);
        if (values.length !== 1)
          defects.push({ file: o.file, id: wid, reason: values.length ? `Normwaarde has ${values.join(' and ')}: exactly one value is allowed (OZON0097)` : 'Normwaarde without a value (OZON0097)', line: o.line });
        for (const r of refsBelow(w, 'LocatieRef')) need({ ...o, id: wid }, r, LOCATIONS, `Normwaarde refers to location ${r}, which does not exist (OZON0101)`);
      }
    } else if (GROUPS[o.kind]) {
      const g = GROUPS[o.kind]!;
      for (const r of refsBelow(o.node, g.ref)) need(o, r, [g.member], `${o.kind} lists ${g.member} ${r}, which is not delivered (OZON0053)`);
    } else if (o.kind === 'Pons' || o.kind === 'Regelingsgebied') for (const r of refsBelow(o.node, 'LocatieRef')) need(o, r, LOCATIONS);
  }
  const earlier = await storedIds(ctx, [...wanted].filter((r) => !delivered.has(r)));
  const unresolved: Unresolved[] = [];
  for (const c of checks) {
    const target = delivered.get(c.ref);
    if (target ? c.kinds.includes(target.kind) : earlier.has(c.ref)) continue;
    if (!c.reason || c.kinds.some((k) => absentKinds.has(k))) unresolved.push({ kinds: c.kinds, ref: c.ref, from: c.o.id });
    else defects.push({ file: c.o.file, id: c.o.id, reason: c.reason, line: c.o.line });
  }
  return { defects, unresolved };
}

/**
 * Omgevingsplan delivery (Omgevingswet, STOP akn regeling + IMOW OW files + GIO GML; TPOD 2.0 / IMOW 1.0.x): rule texts
 * by article, juridische regels, activiteiten, gebiedsaanwijzingen, omgevingsnormen/-waarden with their normwaarden,
 * locations with GIO geometry, pons and regelingsgebied. The import's area is the besluit: an amendment adds its
 * objects as newer versions beside the earlier besluit's (which stay as history). A delivery with a dangling
 * reference or an ambiguous norm value is refused whole.
 */
export const omgevingsplanImporter: Importer = {
  format: 'omgevingsplan',
  description: 'Omgevingsplan (Omgevingswet): STOP regeling + OW files + GIO GML; folder or zip',
  async run(ctx, input) {
    const d = await readDelivery(ctx, input);
    if (!d.objects.length && !d.articles.length && !d.mutations.length && !d.withdrawn.length)
      throw new AppError('validation_failed', `${input}: no OW objects or STOP articles found (not an omgevingsplan delivery)`);
    const area = ctx.options.area ?? d.besluit ?? d.leveringsId ?? 'omgevingsplan';
    const absent = absentFiles(d);
    const checked = await checkReferences(ctx, d, new Set(absent.flatMap((f) => f.objecttypes)));
    const defects = [...checked.defects, ...(await applyMutations(ctx, d, area, false))];
    if (defects.length) {
      for (const x of defects) ctx.reject(x.file, x.id, x.reason, x.line);
      const listed = defects.slice(0, 10).map((x) => `${x.file}: ${x.id}: ${x.reason}`).join('; ');
      throw new AppError('import_rejected', `omgevingsplan delivery refused, nothing was changed: ${listed}${defects.length > 10 ? ` (and ${defects.length - 10} more)` : ''}`);
    }
    if (d.procedure === 'proceduretype_ontwerp') return importDraft(ctx, d, area);
    await alertTouchedLocations(ctx, d, area);
    const delivery = [d.regeling, d.besluit, d.datumBekendmaking, d.inwerkingtreding] as const;
    ctx.dataset('omgevingsplan.besluit', area, [
      { table: tables.owDeliveries.table },
      { table: tables.owArticles.table },
      { table: tables.owObjects.table },
      { table: tables.owNormwaarden.table },
      { table: tables.owGeometries.table },
    ]);
    // the regeling as it stands from its entry into force (else its announcement) is what the rules describe
    ctx.dataDate('omgevingsplan.besluit', area, d.inwerkingtreding ?? d.datumBekendmaking, 'file');
    await reportDelivery(ctx, d, area, absent, checked.unresolved);
    for (const a of d.articles) {
      ctx.readFeature();
      ctx.write(tables.owArticles, { values: [...delivery, a.wid, a.kind, a.nummer, a.opschrift, a.tekst, null], area, file: a.file, feature: a.wid, line: a.line });
    }
    await applyMutations(ctx, d, area, true);
    await endWithdrawnRegelingen(ctx, d, area);
    for (const o of d.objects) {
      if (!KEPT.has(o.kind)) {
        ctx.skip(`OW object ${o.kind} is not imported`);
        continue;
      }
      const n = o.node;
      const refs: Record<string, string[]> = {};
      const add = (key: string, list: string[]) => {
        if (list.length) refs[key] = list;
      };
      add('regeltekst', refsBelow(child(n, 'artikelOfLid'), 'RegeltekstRef'));
      add('activiteit', refsBelow(n, 'ActiviteitRef'));
      add('gebiedsaanwijzing', refsBelow(n, 'GebiedsaanwijzingRef'));
      add('omgevingsnorm', refsBelow(n, 'OmgevingsnormRef'));
      add('omgevingswaarde', refsBelow(n, 'OmgevingswaardeRef'));
      // a norm's locations are per normwaarde (geo_ow_normwaarden)
      if (!NORM_KINDS.has(o.kind)) add('locatie', refsBelow(n, 'LocatieRef'));
      for (const g of Object.values(GROUPS)) add(g.key, refsBelow(n, g.ref));
      // an Ambtsgebied names its municipality (bestuurlijke grens) by code: resolved against the CBS boundaries
      add('bestuurlijkeGrens', descendants(n, 'bestuurlijkeGrenzenID').map((x) => textAt(x)).filter((x): x is string => !!x));
      const type = conceptName(textAt(n, 'type'));
      ctx.write(tables.owObjects, {
        values: [
          ...delivery,
          o.id,
          o.kind,
          n.attrs.wId,
          textAt(n, 'naam') ?? textAt(n, 'noemer'),
          type,
          conceptName(textAt(n, 'groep')),
          conceptName(textAt(n, 'eenheid')),
          hrefOf(descendants(child(n, 'geometrie'), 'GeometrieRef')[0]),
          refs,
          textAt(n, 'status'),
        ],
        area,
        file: o.file,
        feature: o.id,
        line: o.line,
      });
      if (NORM_KINDS.has(o.kind)) writeNormwaarden(ctx, o, area, delivery, type);
    }
    for (const g of d.geometries)
      ctx.write(tables.owGeometries, {
        values: [d.besluit, g.gio, g.basisgeoId, g.naam, g.normwaarde],
        geometry: g.geometry,
        srid: g.srid,
        area,
        file: g.file,
        feature: g.basisgeoId,
        line: g.line,
      });
  },
};

/**
 * A besluit that withdraws a regeling (STOP Intrekking) ends every object of it: each gets a row of this besluit with
 * status 'beëindigen', so it stops answering at a plot while its earlier rows stay as history.
 */
async function endWithdrawnRegelingen(ctx: ImportContext, d: OwDelivery, area: string) {
  if (!d.withdrawn.length) return;
  const rows = await ctx.tx.query<{ regeling: string; identificatie: string; kind: string; wid: string | null; naam: string | null; type: string | null; groep: string | null; eenheid: string | null; geometrie_ref: string | null; refs: Record<string, string[]> }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (identificatie) regeling, identificatie, kind, wid, naam, type, groep, eenheid, geometrie_ref, refs, status FROM geo_ow_objects
        WHERE identificatie IN (SELECT identificatie FROM geo_ow_objects WHERE regeling = ANY($1::text[])) AND area <> $2
        ORDER BY identificatie, run_id DESC) c
      WHERE c.regeling = ANY($1::text[]) AND c.status IS DISTINCT FROM $3`,
    [d.withdrawn, area, ENDED],
  );
  for (const o of rows) {
    ctx.readFeature();
    ctx.write(tables.owObjects, {
      values: [o.regeling, d.besluit, d.datumBekendmaking, d.inwerkingtreding, o.identificatie, o.kind, o.wid, o.naam, o.type, o.groep, o.eenheid, o.geometrie_ref, o.refs, ENDED],
      area,
      file: 'Intrekking',
      feature: o.identificatie,
    });
  }
  ctx.warn(`${area} withdraws ${d.withdrawn.join(', ')}: ${rows.length} object(s) end (kept as history)`);
}

function writeNormwaarden(ctx: ImportContext, o: OwObject, area: string, delivery: readonly unknown[], type: string | undefined) {
  const waarden = childrenNamed(child(o.node, 'normwaarde'), 'Normwaarde');
  // every type keeps its values (a value dropped is a rule that silently disappears); one not in the value list is
  // listed with them as not checked by the product, never as a limit
  if (!type || !KNOWN_NORM_TYPES.has(type))
    ctx.warn(`${o.file}: ${o.kind} ${o.id} has norm type ${textAt(o.node, 'type') ?? '(none)'}, which is not in the value list: its ${waarden.length} norm value(s) are stored and listed as not checked by the product`);
  for (const w of waarden) {
    const id = textAt(w, 'identificatie') ?? o.id;
    const quantity = textAt(w, 'kwantitatieveWaarde');
    const number = quantity === undefined ? undefined : Number(quantity.replace(',', '.'));
    if (quantity !== undefined && !Number.isFinite(number)) {
      ctx.reject(o.file, id, `kwantitatieveWaarde "${quantity}" is not a number`, o.line);
      continue;
    }
    // a value that applies to several locations is stored once per location
    for (const loc of refsBelow(w, 'LocatieRef'))
      ctx.write(tables.owNormwaarden, {
        values: [
          ...delivery,
          id,
          o.id,
          o.kind,
          textAt(o.node, 'naam'),
          type,
          conceptName(textAt(o.node, 'eenheid')),
          number,
          textAt(w, 'kwalitatieveWaarde'),
          textAt(w, 'waardeInRegeltekst'),
          loc,
        ],
        area,
        file: o.file,
        feature: id,
        line: o.line,
      });
  }
}

/**
 * A draft (ontwerpbesluit) is not law: its rules are not stored (rules at a plot stay those in force), but the
 * company locations it touches are alerted, so a developer learns of a coming change while it can still be answered.
 */
function importDraft(ctx: ImportContext, d: OwDelivery, area: string) {
  const delivery = [d.regeling, d.besluit, d.datumBekendmaking, d.inwerkingtreding] as const;
  ctx.dataset('omgevingsplan.draft', area, [{ table: tables.owDrafts.table }]);
  for (let k = 0; k < d.articles.length; k++) {
    ctx.readFeature();
    ctx.skip('article of a draft (ontwerp): not in force');
  }
  const refs = (o: OwObject) => ['LocatieRef', 'GebiedRef', 'GebiedengroepRef'].flatMap((ref) => refsBelow(o.node, ref));
  for (const o of d.objects)
    ctx.write(tables.owDrafts, { values: [...delivery, o.kind, o.id, refs(o).join(' ')], area, file: o.file, feature: o.id, line: o.line });
  const draftLocatieIds = [...new Set(d.objects.flatMap(refs))];
  const draftGeometriesHex = d.geometries.map((g) => toEwkbHex(g.geometry, g.srid));
  ctx.warn(`${area} is a draft (ontwerp): its rules are kept apart (geo_ow_drafts), not as rules in force`);
  ctx.whenWritten(async (tx) => {
    const n = await recordRuleChanges(tx, { besluit: area, regeling: d.regeling ?? null, kind: 'draft', datumBekendmaking: d.datumBekendmaking ?? null, draftGeometriesHex, draftLocatieIds });
    ctx.warn(`${n} location(s) alerted of the draft`);
  });
}

/** Once the rows are written: alert the locations the besluit touches, as an amendment when it re-delivers stored objects. */
async function alertTouchedLocations(ctx: ImportContext, d: OwDelivery, area: string) {
  const ids = d.objects.map((o) => o.id).filter(Boolean);
  const [earlier] = await ctx.tx.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM geo_ow_objects WHERE identificatie = ANY($1::text[]) AND area <> $2) AS any',
    [ids, area],
  );
  ctx.whenWritten(async (tx) => {
    await recordRuleChanges(tx, { besluit: area, regeling: d.regeling ?? null, kind: earlier?.any ? 'amendment' : 'plan', datumBekendmaking: d.datumBekendmaking ?? null });
  });
}
