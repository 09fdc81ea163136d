import type { Importer } from '../importer';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { descendant, path, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
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

/** BRK Kadastrale Kaart v5 GML: percelen and pand outlines (file, folder or zip of the bulk download). */
export const brkGmlImporter: Importer = {
  format: 'brk-gml',
  description: 'BRK Kadastrale Kaart v5 GML (perceel, pand); file, folder or zip',
  async run(ctx, input) {
    const area = ctx.options.area ?? 'NL';
    for await (const entry of ctx.entries(input, (n) => /\.(gml|xml)$/i.test(n))) {
      await streamXmlFeatures(ctx.bytes(entry), entry.name, {
        capture: (name) => name === PARCEL || BUILDINGS.has(name),
        afterChunk: () => ctx.afterChunk(),
        onFeature: (n) => {
          ctx.readFeature();
          const parcel = n.name === PARCEL;
          const dataset = parcel ? 'brk.percelen' : 'brk.panden';
          ctx.dataset(dataset, area, [{ table: parcel ? tables.plots.table : tables.cadastralBuildings.table }]);
          // the kadastrale kaart states no date for itself: its newest change is the least it describes
          ctx.dataDate(dataset, area, textAt(descendant(n, 'beginGeldigheid')), 'objects');
          const ended = endOf(n);
          if (ended) return ctx.skip(`ended ${parcel ? 'perceel' : 'pand'} (${ended})`);
          perFeature(ctx, entry.name, () => textAt(n, 'identificatie') ?? n.attrs.id ?? `line ${n.line}`, n.line, () =>
            parcel ? writeParcel(ctx, entry.name, area, n) : writeBuilding(ctx, entry.name, area, n),
          );
        },
      });
    }
  },
};
