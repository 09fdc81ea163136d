import type { DemoPand } from './model';
import type { Sink } from './sink';
import { geometryJson, writeFeature } from './writeGeoJson';

export const BAG3D_FILE = '3dbag_pand.geojson';

/**
 * One building's heights as the 3D BAG publishes them (WFS layer BAG3D:pand, GeoPackage layer pand):
 * roof heights in metres NAP. Buildings not yet measured (under construction) are not in the 3D BAG.
 */
export function writeBag3d(sink: Sink, p: DemoPand) {
  if (p.status === 'Bouw gestart' || p.status === 'Pand in gebruik (niet ingemeten)') return;
  const g = p.groundM;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const at = (f: number) => r2(g + p.gutterM + f * (p.ridgeM - p.gutterM));
  writeFeature(
    sink,
    undefined,
    {
      identificatie: `NL.IMBAG.Pand.${p.id}`,
      oorspronkelijkbouwjaar: p.year,
      status: p.status,
      b3_h_maaiveld: g,
      b3_h_dak_min: r2(g + p.gutterM),
      b3_h_dak_50p: at(0.5),
      b3_h_dak_70p: at(0.7),
      b3_h_dak_max: r2(g + p.ridgeM),
      b3_dak_type: p.roof,
      b3_bouwlagen: p.floors,
      b3_kas_warenhuis: false,
    },
    geometryJson({ type: 'Polygon', polygon: { outer: p.ring } }),
  );
}
