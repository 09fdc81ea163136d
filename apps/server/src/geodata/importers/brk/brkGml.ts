import type { Importer } from '../importer';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { child, descendant, path, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import type { TableSpec } from '../../runner/tableSpec';
import { tables } from '../../runner/tables';
import { writeBoundary } from './brkBoundaries';
import { writeLabel } from './brkLabels';
import { END_FIELDS, FeatureError, gmlCrs, perFeature } from '../shared';

const PARCEL = 'Perceel';
const BUILDINGS = new Set(['BuildingPart', 'Building', 'Pand']);

// An object whose validity or registration has ended (a merged or split parcel, a demolished building) is
// history, not the current map: in BRK v5 historie and in IMGeo (the cadastral map's buildings) alike.
const endOf = (n: XmlNode) => END_FIELDS.find((name) => !!textAt(descendant(n, name))?.trim());

/** Map one BRK v5 `Perceel` to a geo_plots row. */
function writeParcel(ctx: ImportContext, file: string, area: string, n: XmlNode) {
  const id = textAt(n, 'identificatie');
  if (!id) throw new FeatureError('perceel without identificatie');
  const ka = path(n, 'kadastraleAanduiding/TypeKadastraleAanduiding') ?? n;
  const grootte = path(n, 'kadastraleGrootte/TypeOppervlak');
  const boundary = findGeometry(path(n, 'begrenzingPerceel'));
  if (!boundary) throw new FeatureError('perceel without begrenzingPerceel');
  const where = `${file}: line ${n.line}`;
  const g = parseGmlGeometry(boundary, { defaultCrs: gmlCrs(ctx, n, where), where });
  const pointNode = findGeometry(path(n, 'plaatscoordinaten'));
  const point = pointNode ? parseGmlGeometry(pointNode, { defaultCrs: g.crs, where }).geometry : undefined;
  if (g.repairs) ctx.repaired(g.repairs);
  ctx.write(tables.plots, {
    values: [
      id,
      textAt(ka, 'kadastraleGemeente/KadastraleGemeente/code'),
      textAt(ka, 'kadastraleGemeente/KadastraleGemeente/waarde'),
      textAt(ka, 'aKRKadastraleGemeenteCode/AKRKadastraleGemeenteCode/waarde'),
      textAt(ka, 'sectie'),
      textAt(ka, 'perceelnummer'),
      textAt(grootte, 'waarde'),
      textAt(grootte, 'soortGrootte/SoortGrootte/waarde'),
      point?.type === 'Point' ? point : undefined,
    ],
    geometry: g.geometry,
    srid: g.crs.srid,
    area,
    file,
    feature: id,
    line: n.line,
  });
}

/** Map one building outline of the cadastral map (IMGeo BuildingPart as Kadaster ships it) to geo_cadastral_buildings. */
function writeBuilding(ctx: ImportContext, file: string, area: string, n: XmlNode) {
  const id = textAt(descendant(n, 'lokaalID')) ?? textAt(n, 'identificatie') ?? n.attrs.id;
  if (!id) throw new FeatureError('pand without identificatie');
  const geomProp = descendant(n, 'geometrie2dGrondvlak') ?? descendant(n, 'begrenzing') ?? descendant(n, 'geometrie');
  const gnode = findGeometry(geomProp ?? n);
  if (!gnode) throw new FeatureError('pand without geometry');
  const g = parseGmlGeometry(gnode, { defaultCrs: gmlCrs(ctx, n, `${file}: line ${n.line}`), where: `${file}: line ${n.line}` });
  if (g.repairs) ctx.repaired(g.repairs);
  ctx.write(tables.cadastralBuildings, {
    values: [id, textAt(descendant(n, 'identificatieBAGPND'))],
    geometry: g.geometry,
    srid: g.crs.srid,
    area,
    file,
    feature: id,
    line: n.line,
  });
}

type Writer = (ctx: ImportContext, file: string, area: string, n: XmlNode) => void;

/** What each object of the download becomes: its dataset, table, the noun of its skip reasons, and its writer. */
interface Kind {
  dataset: string;
  spec: TableSpec;
  noun: string;
  write: Writer;
  /** the date the object's data took effect: BRK v5 historie's beginGeldigheid, IMGeo's tijdstipRegistratie */
  date: (n: XmlNode) => string | undefined;
}

const BEGIN = (n: XmlNode) => textAt(descendant(n, 'beginGeldigheid'));
const PARCELS: Kind = { dataset: 'brk.percelen', spec: tables.plots, noun: 'perceel', write: writeParcel, date: BEGIN };
const BUILDING_KIND: Kind = { dataset: 'brk.panden', spec: tables.cadastralBuildings, noun: 'pand', write: writeBuilding, date: BEGIN };
const KINDS = new Map<string, Kind>([
  [PARCEL, PARCELS],
  ...[...BUILDINGS].map((b): [string, Kind] => [b, BUILDING_KIND]),
  ['KadastraleGrens', { dataset: 'brk.grenzen', spec: tables.plotBoundaries, noun: 'kadastrale grens', write: writeBoundary, date: BEGIN }],
  // the labels come as IMGeo CityGML, which has no beginGeldigheid: registration is when the label took its place
  ['OpenbareRuimteLabel', { dataset: 'brk.labels', spec: tables.plotLabels, noun: 'label', write: writeLabel, date: (n) => textAt(child(n, 'tijdstipRegistratie')) }],
]);

/**
 * BRK Kadastrale Kaart v5 GML: percelen, pand outlines, kadastrale grenzen and openbare-ruimtelabels (file, folder or
 * zip of the bulk download). Each file is its own dataset, so a download without the labels keeps those imported before.
 */
export const brkGmlImporter: Importer = {
  format: 'brk-gml',
  description: 'BRK Kadastrale Kaart v5 GML (perceel, pand, kadastralegrens, openbareruimtelabel); file, folder or zip',
  async run(ctx, input) {
    const area = ctx.options.area ?? 'NL';
    for await (const entry of ctx.entries(input, (n) => /\.(gml|xml)$/i.test(n))) {
      await streamXmlFeatures(ctx.bytes(entry), entry.name, {
        capture: (name) => KINDS.has(name),
        afterChunk: () => ctx.afterChunk(),
        onFeature: (n) => {
          ctx.readFeature();
          const kind = KINDS.get(n.name)!;
          ctx.dataset(kind.dataset, area, [{ table: kind.spec.table }]);
          // the kadastrale kaart states no date for itself: its newest change is the least it describes
          ctx.dataDate(kind.dataset, area, kind.date(n), 'objects');
          const ended = endOf(n);
          if (ended) return ctx.skip(`ended ${kind.noun} (${ended})`);
          perFeature(ctx, entry.name, () => textAt(n, 'identificatie') ?? textAt(descendant(n, 'lokaalID')) ?? n.attrs.id ?? `line ${n.line}`, n.line, () =>
            kind.write(ctx, entry.name, area, n),
          );
        },
      });
    }
  },
};
