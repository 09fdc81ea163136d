import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { path, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { FeatureError, gmlCrs } from '../shared';

/**
 * Map one BRK v5 `KadastraleGrens` (kadastralekaart_kadastralegrens.gml) to a geo_plot_boundaries row: the line, its
 * kind (typeGrens: code and waarde, e.g. 3 Definitief) and the parcels on its left and right. Its quality attributes
 * (nauwkeurigheid, herkomst) are not read: nothing on the map or in a calculation uses them.
 */
export function writeBoundary(ctx: ImportContext, file: string, area: string, n: XmlNode) {
  const id = textAt(n, 'identificatie');
  if (!id) throw new FeatureError('kadastrale grens without identificatie');
  const line = findGeometry(path(n, 'grenslijn'));
  if (!line) throw new FeatureError('kadastrale grens without grenslijn');
  const where = `${file}: line ${n.line}`;
  const g = parseGmlGeometry(line, { defaultCrs: gmlCrs(ctx, n, where), where });
  const type = path(n, 'typeGrens/TypeGrens');
  ctx.write(tables.plotBoundaries, {
    values: [id, textAt(type, 'code'), textAt(type, 'waarde'), textAt(n, 'perceelLinks'), textAt(n, 'perceelRechts')],
    geometry: g.geometry,
    srid: g.crs.srid,
    area,
    file,
    feature: id,
    line: n.line,
  });
}
