import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  locationExportGeoSchema,
  locationExportXlsxSchema,
  locationTableQuerySchema,
  LOCATION_TABLE_MAX_LIMIT,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { access, actorOf } from '../../http/access';
import { readLocationTable } from './table';
import { exportLanguage, locationsXlsx } from './xlsxExport';
import { parcelsGeoJson, readParcelFeatures } from './geoExport';
import { parcelsGeoPackage } from './geoPackageWriter';
import { keepProductionValuesCurrent } from './productionValue';
import { customValueNames } from './customValueNames';

const download = (reply: FastifyReply, type: string, file: string, body: Buffer | string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${file}"`)
    .send(body);

const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * The table of locations beside the generic API (docs/api.md, "Table of locations"): its rows with the derived
 * columns, and the exports of the rows shown (XLSX) and of the locations' parcels (GeoJSON, GeoPackage).
 * Everything runs inside db.tenant: the company's rows only.
 */
export function registerLocationRoutes(app: FastifyInstance, db: Db) {
  const productionValues = keepProductionValuesCurrent(app, db);
  app.get('/api/locations/table', access('signedIn'), async (req, reply) => {
    const actor = actorOf(req);
    const q = validate(locationTableQuerySchema, req.query, 'query');
    const { rows, total } = await db.tenant(actor.companyId, (tx) =>
      readLocationTable(tx, actor.companyId, q),
    );
    void reply.header('X-Total-Count', String(total));
    // a figure marked by a write the hooks did not see (another server instance) is computed for the next read
    productionValues.kick();
    return rows;
  });

  app.post('/api/locations/export/xlsx', access('signedIn'), async (req, reply) => {
    const actor = actorOf(req);
    const body = validate(locationExportXlsxSchema, req.body);
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
    return download(
      reply,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      `locaties-${stamp()}.xlsx`,
      file,
    );
  });

  const parcels = async (req: FastifyRequest) => {
    const actor = actorOf(req);
    const body = validate(locationExportGeoSchema, req.body ?? {});
    return db.tenant(actor.companyId, (tx) => readParcelFeatures(tx, actor.companyId, body.ids));
  };
  app.post('/api/locations/export/geojson', access('signedIn'), async (req, reply) =>
    download(
      reply,
      'application/geo+json',
      `locaties-${stamp()}.geojson`,
      parcelsGeoJson(await parcels(req)),
    ),
  );
  app.post('/api/locations/export/gpkg', access('signedIn'), async (req, reply) =>
    download(
      reply,
      'application/geopackage+sqlite3',
      `locaties-${stamp()}.gpkg`,
      await parcelsGeoPackage(await parcels(req)),
    ),
  );
}
