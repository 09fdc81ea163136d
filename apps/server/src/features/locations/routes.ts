import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locationTableRoutes, LOCATION_TABLE_MAX_LIMIT } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { readLocationTable } from './table';
import { exportLanguage, locationsXlsx } from './xlsxExport';
import { parcelsGeoJson, readParcelFeatures } from './geoExport';
import { parcelsGeoPackage } from './geoPackageWriter';
import { keepProductionValuesCurrent } from './productionValue';
import { customValueNames } from './customValueNames';

/** An export's answer under its file name (its media type is the route's). */
const attachment = <T>(reply: FastifyReply, file: string, body: T): T => {
  void reply.header('content-disposition', `attachment; filename="${file}"`);
  return body;
};

const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * The table of locations beside the generic API (docs/api.md, "Table of locations"): its rows with the derived
 * columns, and the exports of the rows shown (XLSX) and of the locations' parcels (GeoJSON, GeoPackage).
 * Everything runs inside db.tenant: the company's rows only.
 */
export function registerLocationRoutes(app: FastifyInstance, db: Db) {
  const productionValues = keepProductionValuesCurrent(app, db);
  serve(app, locationTableRoutes.table, async ({ query }, req) => {
    const actor = actorOf(req);
    const { rows, total } = await db.tenant(actor.companyId, (tx) => readLocationTable(tx, actor.companyId, query));
    // a figure marked by a write the hooks did not see (another server instance) is computed for the next read
    productionValues.kick();
    return { items: rows, total };
  });

  serve(app, locationTableRoutes.exportXlsx, async ({ body }, req, reply) => {
    const actor = actorOf(req);
    const { rows, names } = await db.tenant(actor.companyId, async (tx) => {
      const table = await readLocationTable(tx, actor.companyId, {
        limit: LOCATION_TABLE_MAX_LIMIT,
        offset: 0,
        order: 'id',
        archived: 'all',
        ids: body.ids,
      });
      return { rows: table.rows, names: await customValueNames(tx, actor.companyId) };
    });
    // the rows in the order of the screen; ids of other companies were never read, so they are simply absent
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = body.ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    // written in the screen's language (the web sends it as Accept-Language)
    const file = await locationsXlsx(ordered, body, (id) => names.get(id) ?? null, exportLanguage(req.headers['accept-language']));
    return attachment(reply, `locaties-${stamp()}.xlsx`, file);
  });

  const parcels = async (req: FastifyRequest, ids: number[] | undefined) => {
    const actor = actorOf(req);
    return db.tenant(actor.companyId, (tx) => readParcelFeatures(tx, actor.companyId, ids));
  };
  serve(app, locationTableRoutes.exportGeoJson, async ({ body }, req, reply) =>
    attachment(reply, `locaties-${stamp()}.geojson`, parcelsGeoJson(await parcels(req, body.ids))),
  );
  serve(app, locationTableRoutes.exportGpkg, async ({ body }, req, reply) =>
    attachment(reply, `locaties-${stamp()}.gpkg`, await parcelsGeoPackage(await parcels(req, body.ids))),
  );
}
