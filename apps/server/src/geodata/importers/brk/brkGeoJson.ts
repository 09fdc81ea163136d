import type { Importer } from '../importer';
import { fromGeoJson } from '../../geometry/geojsonGeometry';
import { streamGeoJson } from '../../readers/geoJsonFeatures';
import { tables } from '../../runner/tables';
import { Props } from '../properties';
import { FeatureError, perFeature, skipEnded } from '../shared';

/** BRK percelen as PDOK serves them (WFS GeoJSON output, OGC API Features items), one or more pages. */
export const brkGeoJsonImporter: Importer = {
  format: 'brk-geojson',
  description: 'BRK percelen as PDOK WFS / OGC API GeoJSON; file or folder of pages',
  async run(ctx, input) {
    const area = ctx.options.area ?? 'NL';
    ctx.dataset('brk.percelen', area, [{ table: tables.plots.table }]);
    for await (const entry of ctx.entries(input, (n) => /\.(geo)?json$/i.test(n))) {
      await streamGeoJson(ctx, entry, (f, index, crs) => {
        ctx.readFeature();
        const p = new Props(f.properties ?? {});
        if (skipEnded(ctx, p)) return;
        const id = p.text('identificatieLokaalID', 'identificatie_lokaal_id', 'lokaalID', 'identificatie') ?? (f.id !== undefined ? String(f.id) : undefined);
        perFeature(ctx, entry.name, () => id ?? `#${index + 1}`, undefined, () => {
          if (!id) throw new FeatureError('perceel without identificatie');
          const state = { repairs: 0 };
          const geometry = fromGeoJson(f.geometry, state);
          if (state.repairs) ctx.repaired(state.repairs);
          const point = p.get('perceelnummerPlaatscoordinaten', 'plaatscoordinaten');
          ctx.write(tables.plots, {
            values: [
              id,
              p.text('kadastraleGemeenteCode', 'kadastrale_gemeente_code', 'kadastraleGemeenteCodeCode'),
              p.text('kadastraleGemeenteWaarde', 'kadastrale_gemeente_waarde', 'kadastraleGemeente', 'kadastrale_gemeente'),
              p.text('AKRKadastraleGemeenteCodeWaarde', 'akr_kadastrale_gemeente_code_waarde', 'AKRKadastraleGemeenteCode', 'akr_kadastrale_gemeente_code'),
              p.text('sectie'),
              p.text('perceelnummer'),
              p.text('kadastraleGrootteWaarde', 'kadastrale_grootte_waarde', 'kadastraleGrootte', 'kadastrale_grootte'),
              p.text('soortGrootteWaarde', 'soort_grootte_waarde', 'soortGrootte'),
              point && typeof point === 'object' ? fromGeoJson(point) : undefined,
            ],
            geometry,
            srid: crs.srid,
            area,
            file: entry.name,
            feature: id,
          });
        });
      });
    }
  },
};
