import type { Importer } from '../importer';
import { AppError } from '../../../http/appError';
import { parseCrs } from '../../geometry/crs';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { child, childrenNamed, descendants, path, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { FeatureError, gmlCrs, perFeature } from '../shared';
import { zoningCategory } from './zoningCategory';

/** The plan objects we keep, by element name -> object_type. */
const OBJECT_TYPES: Record<string, string> = {
  Enkelbestemming: 'enkelbestemming',
  Dubbelbestemming: 'dubbelbestemming',
  Bouwvlak: 'bouwvlak',
  Maatvoering: 'maatvoering',
  Functieaanduiding: 'functieaanduiding',
  Bouwaanduiding: 'bouwaanduiding',
  Gebiedsaanduiding: 'gebiedsaanduiding',
};
const PLAN = 'Bestemmingsplangebied';

const href = (n: XmlNode | undefined) => n?.attrs.href?.replace(/^#/, '') || undefined;

function geometryOf(ctx: ImportContext, file: string, n: XmlNode) {
  const g = findGeometry(child(n, 'geometrie'));
  if (!g) throw new FeatureError(`${n.name} without geometrie`);
  const parsed = parseGmlGeometry(g, { defaultCrs: gmlCrs(ctx, n, `${file}: line ${n.line}`), where: `${file}: line ${n.line}` });
  if (parsed.repairs) ctx.repaired(parsed.repairs);
  return { geometry: parsed.geometry, srid: parsed.crs.srid };
}

/**
 * Bestemmingsplan in IMRO2008 or IMRO2012 GML: plan area and plan objects (bestemmingen, bouwvlakken,
 * maatvoeringen with their waardeType/waarde pairs, aanduidingen), arcs linearised, bestemmingen mapped to the
 * spec's zoning categories. The area of the import is the plan identificatie, so a new version of a plan
 * replaces the old one.
 */
export const imroImporter: Importer = {
  format: 'imro',
  description: 'Bestemmingsplan IMRO2008 / IMRO2012 GML; file, folder or zip',
  async run(ctx, input) {
    for await (const entry of ctx.entries(input, (n) => /\.(gml|xml)$/i.test(n))) {
      const file = entry.name;
      let version = '';
      const pending: { n: XmlNode }[] = [];
      let planId: string | undefined = ctx.options.area;
      // the plan's own date (planstatusInfo datum): the state of the zoning its objects describe
      let planDate: string | undefined;
      const area = () => planId ?? ctx.options.area ?? 'unknown-plan';
      await streamXmlFeatures(ctx.bytes(entry), file, {
        capture: (_name, parent) => parent === 'featureMember' || parent === 'featureMembers',
        onOpen: (_name, attrs, depth) => {
          if (depth > 0) return;
          const ns = Object.values(attrs).find((v) => /geonovum\.nl\/imro\//.test(v)) ?? '';
          version = /imro\/(\d{4})/.exec(ns)?.[1] ? `IMRO${/imro\/(\d{4})/.exec(ns)![1]}` : '';
        },
        afterChunk: async () => {
          // objects are written once the plan id is known (the plan area may come after them)
          if (planId) for (const p of pending.splice(0)) writeObject(p.n);
          await ctx.afterChunk();
        },
        onFeature: (n) => {
          if (n.name === 'MetadataIMRObestand') {
            const code = textAt(n, 'codeReferentiesysteem');
            if (code) parseCrs(code, `${file}: line ${n.line}`);
            version ||= textAt(n, 'naamApplicatieschema') ?? '';
            return;
          }
          ctx.readFeature();
          if (n.name === PLAN) {
            const id = textAt(n, 'identificatie') ?? n.attrs.id;
            perFeature(ctx, file, () => id ?? PLAN, n.line, () => {
              if (!id) throw new FeatureError('Bestemmingsplangebied without identificatie');
              planId = ctx.options.area ?? id;
              const status = path(n, 'planstatusInfo')?.children[0];
              planDate = textAt(status, 'datum');
              ctx.write(tables.zoningPlans, {
                values: [id, textAt(n, 'naam'), textAt(n, 'typePlan'), textAt(status, 'planstatus'), textAt(status, 'datum'), textAt(n, 'overheidsCode'), version || undefined],
                ...geometryOf(ctx, file, n),
                area: area(),
                file,
                feature: id,
                line: n.line,
              });
            });
            return;
          }
          if (!(n.name in OBJECT_TYPES)) {
            ctx.skip(`plan object type ${n.name} is not imported`);
            return;
          }
          if (planId) writeObject(n);
          else {
            // until the plan area is read, keep the objects' plan reference: it names the plan too
            planId = href(child(n, 'plangebied'));
            if (planId) writeObject(n);
            else pending.push({ n });
          }
        },
      });
      if (!planId) planId = 'unknown-plan';
      for (const p of pending.splice(0)) writeObject(p.n);
      if (version && !/IMRO20(08|12)/.test(version)) ctx.warn(`${file}: ${version} is read as IMRO2008/IMRO2012`);
      ctx.dataset('imro.plan', area(), [{ table: tables.zoningPlans.table }, { table: tables.zoningObjects.table }]);
      ctx.dataDate('imro.plan', area(), planDate, 'file');

      function writeObject(n: XmlNode) {
        const id = textAt(n, 'identificatie') ?? n.attrs.id;
        perFeature(ctx, file, () => id ?? `line ${n.line}`, n.line, () => {
          if (!id) throw new FeatureError(`${n.name} without identificatie`);
          const type = OBJECT_TYPES[n.name]!;
          const naam = textAt(n, 'naam');
          const hoofdgroep = textAt(n, 'bestemmingshoofdgroep') ?? textAt(n, 'gebiedsaanduidinggroep');
          const isBestemming = type === 'enkelbestemming' || type === 'dubbelbestemming';
          const dimensions = descendants(n, 'WaardeEnType').map((w) => ({ waardeType: textAt(w, 'waardeType'), waarde: textAt(w, 'waarde') }));
          ctx.write(tables.zoningObjects, {
            values: [
              href(child(n, 'plangebied')) ?? planId,
              id,
              type,
              naam,
              hoofdgroep,
              isBestemming ? zoningCategory(hoofdgroep, naam) : undefined,
              textAt(n, 'artikelnummer'),
              textAt(path(n, 'labelInfo/Label'), 'tekst'),
              childrenNamed(n, 'bestemmingsvlak').map(href).filter(Boolean),
              dimensions.length ? dimensions : undefined,
            ],
            ...geometryOf(ctx, file, n),
            area: area(),
            file,
            feature: id,
            line: n.line,
          });
        });
      }
      if (!version) throw new AppError('validation_failed', `${file}: not an IMRO file (no IMRO namespace or metadata)`);
    }
  },
};
