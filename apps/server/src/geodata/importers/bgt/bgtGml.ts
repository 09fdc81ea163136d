import { basename } from 'node:path';
import type { Importer } from '../importer';
import { AppError } from '../../../http/appError';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { child, path, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { END_FIELDS, FeatureError, gmlCrs, perFeature } from '../shared';
import { bgtSurfacesTable } from './bgtTable';
import { BGT_CLASSES, surfaceClass } from './surfaceClass';

/** The feature wrappers of both forms: CityGML's cityObjectMember, GML light's (WFS-style) featureMember(s). */
const MEMBERS = new Set(['cityObjectMember', 'featureMember', 'featureMembers']);
/** The root elements of both forms. */
const ROOTS = new Set(['CityModel', 'FeatureCollection']);

/** The first direct child's text among `names` (the same field is spelled differently in the two forms). */
function first(n: XmlNode, ...names: string[]): string | undefined {
  for (const name of names) {
    const t = textAt(n, name);
    if (t) return t;
  }
  return undefined;
}

/**
 * The NEN3610 lokaalID: nested in CityGML (identificatie/NEN3610ID/lokaalID), flattened in GML light
 * (identificatie.lokaalID), or the bare text of `identificatie` in a lean file.
 */
function identificatieOf(n: XmlNode): string | undefined {
  const id = child(n, 'identificatie');
  return textAt(n, 'identificatie.lokaalID') ?? textAt(path(id, 'NEN3610ID/lokaalID')) ?? (id && !id.children.length ? textAt(id) : undefined);
}

/** The field (as the feature spells it) that ends the object, if one is set: the object is then history. */
const endOf = (n: XmlNode) => END_FIELDS.find((name) => !!textAt(n, name));

/** The 2D geometry property: geometrie2dWegdeel, geometrie2dGrondvlak ... in CityGML, geometrie2d in GML light. */
function geometryProperty(n: XmlNode): XmlNode | undefined {
  for (const c of n.children) if (c.name.startsWith('geometrie2d')) return c;
  return undefined;
}

function writeSurface(ctx: ImportContext, file: string, area: string, n: XmlNode, objectType: string, id: string) {
  const prop = geometryProperty(n);
  const g = findGeometry(prop);
  if (!g) throw new FeatureError(`${n.name} without a 2D geometry (geometrie2d...)`);
  const parsed = parseGmlGeometry(g, { defaultCrs: gmlCrs(ctx, n, `${file}: line ${n.line}`), where: `${file}: line ${n.line}` });
  if (parsed.repairs) ctx.repaired(parsed.repairs);
  const type = parsed.geometry.type;
  if (type !== 'Polygon' && type !== 'MultiPolygon') {
    // a scheiding or kunstwerkdeel may be a line: it covers no ground, so it is not a surface of the plot
    ctx.skip(`${objectType} with a ${type} geometry (not a surface)`);
    return;
  }
  const water = objectType === 'waterdeel' || objectType === 'ondersteunendWaterdeel';
  // PlantCover (begroeid terreindeel) carries its fysiekVoorkomen in CityGML's `class`; WaterBody's `class` is its type
  const fysiek = first(n, 'bgt-fysiekVoorkomen', 'fysiekVoorkomen', 'surfaceMaterial', ...(water ? [] : ['class']));
  const functie = first(n, 'bgt-functie', 'functie', 'function', 'bgt-type', 'type', ...(water ? ['class'] : []));
  const level = Number(textAt(n, 'relatieveHoogteligging'));
  ctx.write(bgtSurfacesTable, {
    values: [id, objectType, surfaceClass(objectType, fysiek), fysiek, functie, Number.isInteger(level) ? level : undefined],
    geometry: parsed.geometry,
    srid: parsed.crs.srid,
    area,
    file,
    feature: id,
    line: n.line,
  });
}

/**
 * BGT large-scale topography, both forms of PDOK's download: CityGML IMGeo 2.1 (`citygml`) and GML light
 * (`gmllight`, IMGeo simple). Keeps the current surfaces (wegdeel, ondersteunend wegdeel, begroeid and onbegroeid
 * terreindeel, waterdeel, ondersteunend waterdeel, pand, overig bouwwerk, kunstwerkdeel, bridges, tunnels,
 * unclassified) with their class, fysiekVoorkomen and functie and our surface class; history and the point and
 * line objects (paal, put, bord, weginrichtingselement ...) are skipped and counted. The area is the download
 * (its file or folder name), so importing the same download again replaces it.
 */
export const bgtImporter: Importer = {
  format: 'bgt',
  description: 'BGT large-scale topography: CityGML IMGeo 2.1 or PDOK GML light; file, folder or zip',
  async run(ctx, input) {
    const area = ctx.options.area ?? basename(input).replace(/\.(zip|gml|xml)$/i, '');
    ctx.dataset('bgt.surfaces', area, [{ table: bgtSurfacesTable.table }]);
    for await (const entry of ctx.entries(input, (n) => /\.(gml|xml)$/i.test(n))) {
      const file = entry.name;
      let root = '';
      await streamXmlFeatures(ctx.bytes(entry), file, {
        capture: (_name, parent) => !!parent && MEMBERS.has(parent),
        onOpen: (name, _attrs, depth) => {
          if (depth > 0) return;
          root = name;
          if (!ROOTS.has(name.slice(name.indexOf(':') + 1)))
            throw new AppError('validation_failed', `${file}: not a BGT file (root <${name}>, expected a CityGML CityModel or a GML FeatureCollection)`);
        },
        afterChunk: () => ctx.afterChunk(),
        onFeature: (n) => {
          ctx.readFeature();
          const objectType = BGT_CLASSES[n.name];
          if (!objectType) return ctx.skip(`BGT object type ${n.name} is not a surface we keep`);
          const ended = endOf(n);
          if (ended) return ctx.skip(`ended object (${ended})`);
          const id = identificatieOf(n);
          perFeature(ctx, file, () => id ?? n.attrs.id ?? `line ${n.line}`, n.line, () => {
            if (!id) throw new FeatureError(`${n.name} without identificatie`);
            writeSurface(ctx, file, area, n, objectType, id);
          });
        },
      });
      if (!root) throw new AppError('validation_failed', `${file}: empty file`);
    }
  },
};
