import type { Importer } from '../importer';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { descendant, path, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { FeatureError, gmlCrs, perFeature } from '../shared';
import { nationalReference, plotIdentificatie } from './nationalReference';

const PARCEL = 'CadastralParcel';
// the other feature types of the INSPIRE Cadastral Parcels theme: read past, counted as skipped
const OTHERS = new Set(['CadastralZoning', 'CadastralBoundary', 'BasicPropertyUnit']);

/** An area in square metres from `cp:areaValue` and its uom (m2, or ha); undefined for another unit. */
function squareMetres(n: XmlNode | undefined): number | undefined {
  const v = Number(textAt(n));
  if (!n || !Number.isFinite(v)) return undefined;
  const uom = (n.attrs.uom ?? 'm2').toLowerCase();
  if (/(^|[^a-z])(m2|m\^2|sqm|m²)$/.test(uom)) return v;
  if (/(^|[^a-z])ha$/.test(uom)) return v * 10_000;
  return undefined;
}

/** Map one INSPIRE CadastralParcel onto the geo_plots row the BRK importer writes. */
function writeParcel(ctx: ImportContext, file: string, area: string, n: XmlNode, id: string, unread: (ref: string) => void) {
  const ref = textAt(n, 'nationalCadastralReference');
  const parsed = ref ? nationalReference(ref) : undefined;
  if (ref && !parsed) unread(ref);
  const label = textAt(n, 'label');
  const perceelnummer = parsed?.perceelnummer ?? (label && /^\d+$/.test(label) ? Number(label) : undefined);
  const geometryNode = findGeometry(path(n, 'geometry'));
  if (!geometryNode) throw new FeatureError('CadastralParcel without geometry');
  const where = `${file}: line ${n.line}`;
  const g = parseGmlGeometry(geometryNode, { defaultCrs: gmlCrs(ctx, n, where), where });
  if (g.repairs) ctx.repaired(g.repairs);
  const pointNode = findGeometry(path(n, 'referencePoint'));
  const point = pointNode ? parseGmlGeometry(pointNode, { defaultCrs: g.crs, where }) : undefined;
  const areaNode = path(n, 'areaValue');
  const m2 = squareMetres(areaNode);
  if (areaNode && m2 === undefined) ctx.warn(`${file}: areaValue in "${areaNode.attrs.uom ?? ''}" is not read (read are m2 and ha)`);
  ctx.write(tables.plots, {
    values: [
      id,
      undefined, // Kadaster's numeric kadastrale gemeente code: not in INSPIRE
      undefined, // the kadastrale gemeente's name: not in INSPIRE
      parsed?.akrCode,
      parsed?.sectie,
      perceelnummer,
      m2,
      undefined, // soortGrootte: not in INSPIRE
      // a reference point in another CRS than the boundary would be written in the boundary's: leave it out then
      point?.geometry.type === 'Point' && point.crs.srid === g.crs.srid ? point.geometry : undefined,
    ],
    geometry: g.geometry,
    srid: g.crs.srid,
    area,
    file,
    feature: id,
    line: n.line,
  });
}

/** INSPIRE Cadastral Parcels harmonised GML (as PDOK serves the Dutch parcels) into geo_plots. */
export const inspireCpImporter: Importer = {
  format: 'inspire-cp',
  description: 'INSPIRE Cadastral Parcels GML (cp:CadastralParcel, PDOK; EPSG:28992 or 4258) into the parcels; file, folder or zip',
  async run(ctx, input) {
    const area = ctx.options.area ?? 'NL';
    for await (const entry of ctx.entries(input, (name) => /\.(gml|xml)$/i.test(name))) {
      let warned = false;
      const unread = (ref: string) => {
        if (!warned) ctx.warn(`${entry.name}: nationalCadastralReference "${ref}" (and others) is not a kadastrale aanduiding: AKR code and sectie left empty`);
        warned = true;
      };
      await streamXmlFeatures(ctx.bytes(entry), entry.name, {
        capture: (name) => name === PARCEL || OTHERS.has(name),
        afterChunk: () => ctx.afterChunk(),
        onFeature: (n) => {
          ctx.readFeature();
          if (n.name !== PARCEL) return ctx.skip(`${n.name} (not imported)`);
          // the same dataset as brk-gml: the parcels of an area come from one source, a later import replaces them
          ctx.dataset('brk.percelen', area, [{ table: tables.plots.table }]);
          if (textAt(n, 'endLifespanVersion')) return ctx.skip('ended perceel (endLifespanVersion)');
          const id = plotIdentificatie(textAt(descendant(path(n, 'inspireId'), 'localId')) ?? n.attrs.id);
          perFeature(ctx, entry.name, () => id ?? `line ${n.line}`, n.line, () => {
            if (!id) throw new FeatureError('CadastralParcel without inspireId');
            writeParcel(ctx, entry.name, area, n, id, unread);
          });
        },
      });
    }
  },
};
