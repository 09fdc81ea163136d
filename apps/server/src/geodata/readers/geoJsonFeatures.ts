import { AppError } from '../../http/appError';
import { parseCrs, RD, WGS84, type Crs } from '../geometry/crs';
import { firstPosition } from '../geometry/geojsonGeometry';
import type { InputEntry } from './inputFiles';
import { streamJsonItems } from './jsonItems';
import type { ImportContext } from '../runner/importContext';

export interface GeoJsonFeature {
  id?: string | number;
  properties?: Record<string, unknown> | null;
  geometry?: unknown;
}

/**
 * Stream the features of a GeoJSON FeatureCollection (PDOK WFS and OGC API answers included). The CRS is the
 * --crs option, else the file's `crs` member (old GeoJSON, PDOK WFS), else told from the first coordinate:
 * RD New ranges are unmistakable next to longitude/latitude (OGC API's default CRS84).
 */
export async function streamGeoJson(
  ctx: ImportContext,
  entry: InputEntry,
  onFeature: (f: GeoJsonFeature, index: number, crs: Crs) => void,
): Promise<void> {
  let crs: Crs | undefined = ctx.options.crs ? parseCrs(ctx.options.crs, 'option crs') : undefined;
  await streamJsonItems(ctx.text(entry), entry.name, ['features'], {
    afterChunk: () => ctx.afterChunk(),
    onMember(key, value) {
      entry.onJsonMember?.(key, value);
      if (key === 'crs' && !ctx.options.crs) {
        const name = (value as { properties?: { name?: string } } | null)?.properties?.name;
        if (name) crs = parseCrs(name, entry.name);
      }
    },
    onItem(_key, item, index) {
      const f = item as GeoJsonFeature & { type?: string };
      if (!f || typeof f !== 'object' || (f.type && f.type !== 'Feature'))
        throw new AppError('validation_failed', `${entry.name}: feature #${index + 1} is not a GeoJSON Feature`);
      crs ??= guessCrs(f.geometry, entry.name);
      onFeature(f, index, crs);
    },
  });
}

function guessCrs(geometry: unknown, file: string): Crs {
  const p = firstPosition(geometry);
  if (!p) return RD;
  const [x, y] = p;
  if (Math.abs(x) <= 180 && Math.abs(y) <= 90) return WGS84;
  if (x > -8000 && x < 300000 && y > 289000 && y < 629000) return RD;
  throw new AppError('validation_failed', `${file}: cannot tell the coordinate reference system (first coordinate ${x} ${y}); pass --crs`);
}
