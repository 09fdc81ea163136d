import type { FastifyInstance } from 'fastify';
import { debugToolRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { GeometryError } from '../../geodata/geometry/geometry';
import { locationsHolding, plotContext, plotsById } from '../../geodata/plots/plotDetails';
import { actorOf } from '../../http/access';
import { AppError, notFound } from '../../http/appError';
import { serve } from '../../http/serve';
import { ownersOf, plotIdsAt, plotIdsFor, plotsForShape, shapeValidity, zoningAt } from './debugQueries';
import { readShape } from './shape';

/** A bad shape is the user's text, not our failure: 400 with the reason, pointed at the text field. */
const badShape = (message: string) => new AppError('validation_failed', message, { field: 'text' });

/**
 * The staff debug tools of spec section 2 (/debug/shapetofeature, /debug/perceel, /debug/enkelbestemming_features).
 * Everything under /api/admin is staff only by the access hook; each route also declares it.
 */
export function registerDebugToolRoutes(app: FastifyInstance, db: Db) {
  // WKT or GeoJSON in RD New or WGS84 -> the feature and its parcels
  serve(app, debugToolRoutes.shapeToFeature, async ({ body: { text } }) => {
    let shape;
    try {
      shape = readShape(text);
    } catch (e) {
      if (e instanceof GeometryError) throw badShape(e.message);
      throw e;
    }
    let validity;
    let match;
    try {
      validity = await shapeValidity(db, shape.rd);
      match = await plotsForShape(db, shape.rd);
    } catch (e) {
      // PostGIS refuses some shapes the reader lets through (e.g. a ring that collapses to a line): say so
      throw badShape(`PostGIS cannot use this shape: ${(e as Error).message}`);
    }
    return {
      format: shape.format,
      crs: shape.crs,
      geometryType: shape.wgs84.type,
      feature: { type: 'Feature' as const, properties: { areaSquareMeters: shape.areaSquareMeters, crs: shape.crs }, geometry: shape.wgs84 },
      valid: validity.valid,
      invalidReason: validity.reason,
      areaSquareMeters: shape.areaSquareMeters,
      bbox: shape.bbox,
      plots: match.plots,
      plotsTruncated: match.truncated,
    };
  });

  // ?q=OTL02 B 1044 | ?id= | ?lat&lon: the parcel and everything joined to it
  serve(app, debugToolRoutes.perceel, async ({ query }, req) => {
    let ids: number[];
    if (query.q !== undefined) {
      const found = await plotIdsFor(db, query.q);
      if (!found) throw new AppError('validation_failed', 'q: a cadastral designation such as "ASD04 H 1234", or a Kadaster identificatie', { field: 'q' });
      ids = found;
    } else if (query.id !== undefined) ids = [query.id];
    else ids = await plotIdsAt(db, query.lat!, query.lon!);
    const plots = ids.length ? await plotsById(db, ids) : [];
    if (!plots.length) throw notFound('Plot');
    const identificaties = plots.map((p) => p.identificatie);
    const actor = actorOf(req);
    const [context, locations, owners] = await Promise.all([
      plotContext(db, plots.map((p) => p.id)),
      locationsHolding(db, actor, identificaties),
      ownersOf(db, actor, identificaties),
    ]);
    return { plots, context, locations, owners };
  });

  // the IMRO plans and features at a point, with their attributes
  serve(app, debugToolRoutes.zoningFeatures, async ({ query: { lat, lon } }) => zoningAt(db, lat, lon));
}
