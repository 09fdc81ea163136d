import type { Geometry } from '../../geometry/geometry';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import { childrenNamed, descendant, path, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { FeatureError, gmlCrs } from '../shared';

/**
 * Map one `OpenbareRuimteLabel` (kadastralekaart_openbareruimtelabel.gml, IMGeo CityGML as Kadaster delivers it) to
 * geo_plot_labels: one row per Labelpositie, each with the label's text, BAG openbare ruimte, type and its own angle.
 * The IMGeo bookkeeping (bronhouder, bgt-status, inOnderzoek, LV-publicatiedatum) is not read: the map draws the
 * name where the Kadaster put it, nothing more.
 */
export function writeLabel(ctx: ImportContext, file: string, area: string, n: XmlNode) {
  const id = textAt(descendant(n, 'lokaalID')) ?? n.attrs.id;
  if (!id) throw new FeatureError('openbare ruimte label without identificatie');
  const label = path(n, 'openbareRuimteNaam/Label');
  const tekst = textAt(label, 'tekst');
  if (!tekst) throw new FeatureError('openbare ruimte label without tekst');
  const where = `${file}: line ${n.line}`;
  const defaultCrs = gmlCrs(ctx, n, where);
  // every position is read before any is written: a label with one unreadable position is rejected whole
  const positions = new Map<string, { geometry: Geometry; srid: number; hoek: string | undefined }>();
  for (const pos of childrenNamed(label, 'positie')) {
    const lp = path(pos, 'Labelpositie');
    const point = findGeometry(path(lp, 'plaatsingspunt'));
    if (!point) throw new FeatureError('label position without plaatsingspunt');
    const g = parseGmlGeometry(point, { defaultCrs, where });
    if (g.geometry.type !== 'Point') throw new FeatureError(`label position is a ${g.geometry.type}, not a point`);
    const hoek = textAt(lp, 'hoek');
    // real files repeat a position (the same point and angle twice): one text drawn twice on itself is one too many
    positions.set(`${g.geometry.coords.join(' ')} ${hoek ?? ''}`, { geometry: g.geometry, srid: g.crs.srid, hoek });
  }
  if (!positions.size) throw new FeatureError('openbare ruimte label without positie');
  const bag = textAt(n, 'identificatieBAGOPR');
  const type = textAt(n, 'openbareRuimteType');
  for (const p of positions.values())
    ctx.write(tables.plotLabels, { values: [id, tekst, bag, type, p.hoek], geometry: p.geometry, srid: p.srid, area, file, feature: id, line: n.line });
}
