import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from '../http/databaseRateLimitStore';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { replicaStatus } from '../db/replicaStatus';
import { actorOfToken } from '../auth/sessions';
import { SESSION_COOKIE } from '../http/sessionCookie';
import { registerAuthRoutes } from '../auth/routes';
import { registerResetRoutes } from '../auth/reset/registerResetRoutes';
import { registerSsoRoutes } from '../auth/sso/registerSsoRoutes';
import { registerEntityRoutes } from '../entities/routes';
import { whoAmI } from '../entities/sessionRecords';
import { registerFeatureEntityHooks } from './entityHooks';
import { registerErrorRoutes } from '../features/errors/routes';
import { registerImageRoutes } from '../features/images/routes';
import { registerAdminRoutes } from '../features/admin/routes';
import { LimitHits } from '../features/admin/limitHits';
import { registerGeodataRoutes } from '../geodata/routes';
import { registerTileRoutes } from '../geodata/tiles/routes';
import { registerTileArchiveRoutes } from '../geodata/tiles/archive/archiveRoutes';
import { registerOmgevingswetTileRoutes } from '../geodata/pdok/omgevingswetTileRoutes';
import { registerPlotRoutes } from '../geodata/plots/routes';
import { registerAddressRoutes } from '../geodata/geocoding/addressRoutes';
import { registerPublicRoutes } from '../entities/publicRoutes';
import { registerFinanceRoutes } from '../features/finance/routes';
import { registerUserAdminRoutes } from '../features/users/routes';
import { registerBounceRoutes } from '../features/users/bounceRoutes';
import { registerSearchRoutes } from '../features/search/routes';
import { registerLocationRoutes } from '../features/locations/routes';
import { registerLocationActivityRoutes } from '../features/locationActivity/routes';
import { registerLocationConstraintRoutes } from '../features/locationConstraints/routes';
import { registerLocationSurfaceRoutes } from '../features/locationSurfaces/routes';
import { registerLocationGridCapacityRoutes } from '../features/locationGridCapacity/routes';
import { registerLocationNoiseRoutes } from '../features/locationNoise/routes';
import { registerLocationNatura2000Routes } from '../features/locationNatura2000/routes';
import { registerLandPriceRoutes } from '../features/landPrices/routes';
import { registerParkingNormRoutes } from '../features/parkingNorms/routes';
import { registerLocationPlotRoutes } from '../features/locationPlots/routes';
import { registerLocationEnrichmentRoutes } from '../features/locationEnrichment/routes';
import { registerOwnershipRoutes } from '../features/ownership/routes';
import { registerDsoRoutes } from '../geodata/dso/routes';
import { registerLocationCustomValueRoutes } from '../features/locationCustomValues/routes';
import { registerLocationUnitRoutes } from '../features/locationUnits/routes';
import { registerStartingTemplateRoutes } from '../features/startingTemplate/routes';
import { registerPublicationRoutes } from '../features/publications/routes';
import { publicPageHtml } from '../features/publications/metaTags';
import { registerConceptRoutes } from '../features/concepts/routes';
import { registerSurroundingBuildingRoutes } from '../features/surroundingBuildings/routes';
import { registerDebugToolRoutes } from '../features/debugTools/routes';
import { registerAdminPresetRoutes } from '../features/adminPresets/routes';
import { registerUsageRoutes } from '../features/usage/routes';
import { registerContentRoutes } from '../features/content/routes';
import { registerSchedulerRoutes } from '../features/scheduler/routes';
import { registerDeletedRecordRoutes } from '../features/deletedRecords/routes';
import { registerDataRefreshRoutes } from '../features/dataRefresh/routes';
import { registerInvoicingRoutes } from '../features/invoicing/routes';
import { registerMailRoutes } from '../features/mail/routes';
import { Scheduler } from '../features/scheduler/scheduler';
import { scheduledJobs } from './scheduledJobs';
import { createMailer } from '../mail/createMailer';
import { registerBounceReceiver, type BounceReceiver } from '../mail/bounces/bounceReceiver';
import { SearchService } from '../features/search/searchService';
import { openApiDocument } from '../http/openapi';
import { installErrorHandler, noRouteBody } from '../http/errorHandler';
import { installJsonBodyParser } from '../http/jsonBody';
import { checkCsrf, securityHeaders } from '../http/security';
import { checkRouteAccess, collectApiRoutes, type ApiRoute } from '../http/access';
import { serve } from '../http/serve';
import { fileRoutes } from '@plotwise/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** site search: the in-memory plot index of this instance (main.ts starts keeping it current) */
    siteSearch: SearchService;
    /** the scheduled jobs (main.ts starts them when SCHEDULER is on) */
    scheduler: Scheduler;
    /** after an import succeeded: the plot features refreshed and the tile archives cut again (buildApp) */
    afterImport: (datasets?: readonly string[]) => void;
    /** the inbound SMTP listener for delivery reports (main.ts starts it when BOUNCE_SMTP_PORT is set) */
    bounceReceiver: BounceReceiver;
    /** the API routes with their declared access levels (the OpenAPI document lists them; a test checks each has one) */
    apiRoutes: () => ApiRoute[];
  }
}

/** Trust the nearest `hops` proxies (TRUST_PROXY as a hop count): the addresses they add, not the client's. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Build the HTTP application: API under /api, the built web app everywhere else. `checkAnswers` checks every
 * declared route's answer against its contract (the API tests; a mismatch is a 500 there).
 */
export async function buildApp(
  db: Db,
  config: Config,
  options: { checkAnswers?: boolean; /** a streaming replica for the national tiles and the search index's build (DATABASE_READ_URL) */ readDb?: Db } = {},
): Promise<FastifyInstance> {
  const readDb = options.readDb;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // X-Forwarded-For decides the client address of rate limits and the audit log: trusted only from configured proxies
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // ids in paths are checked by the routes; keep Fastify from answering 5xx for odd URLs
    routerOptions: { maxParamLength: 200 },
  });
  registerFeatureEntityHooks();
  const limitHits = new LimitHits(db);
  installErrorHandler(app, (req, code, details) => limitHits.refused(req, code, details));
  installJsonBodyParser(app);
  await app.register(cookie);
  // RATE_LIMIT_STORE=database: every server on the database counts one limit (a store error lets the request through)
  await app.register(rateLimit, { global: false, ...(config.RATE_LIMIT_STORE === 'database' && { store: databaseRateLimitStore(db), skipOnError: true }) });
  await app.register(multipart, { limits: { fileSize: config.IMAGE_LIMIT_BYTES, files: 1, fields: 10 } });

  app.decorate('apiRoutes', collectApiRoutes(app));
  app.decorate('checkAnswers', options.checkAnswers ?? false);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    checkCsrf(req, config);
    req.actor = await actorOfToken(db, req.cookies[SESSION_COOKIE]);
    // the route's declared access level (public, signedIn, companyAdmin, staff), before its body is read
    checkRouteAccess(req);
  });
  app.addHook('onSend', async (req, reply) => {
    securityHeaders(req, reply);
  });

  serve(app, fileRoutes.health, async () => {
    await db.query('SELECT 1');
    return { status: 'ok' as const, database: db.kind, ...(readDb && { replica: await replicaStatus(readDb) }) };
  });
  // built at the first request, when every route is registered
  let doc: ReturnType<typeof openApiDocument> | undefined;
  serve(app, fileRoutes.openapi, async () => (doc ??= openApiDocument(app.apiRoutes())));

  await registerAuthRoutes(app, db, config, whoAmI);
  await registerResetRoutes(app, db, config);
  registerSsoRoutes(app, db, config);
  registerErrorRoutes(app, db, config);
  registerImageRoutes(app, db, config);
  registerAdminRoutes(app, db);
  const search = new SearchService(db, app.log, { threads: config.SEARCH_THREADS, indexDir: config.searchIndexDir, readDb });
  app.decorate('siteSearch', search);
  app.addHook('onClose', async () => search.stop());
  // after an import succeeded (staff, the data refresh, the demo region): the plot features of what it wrote, then the
  // static tile archives cut again (queued: one run at a time, one more waiting) so they follow the data; after the
  // features, so a first start is searchable before the cut takes the CPU
  const afterImport = (datasets?: readonly string[]) => {
    void search.afterImport(datasets).then(() => {
      if (config.tileArchiveDir && app.scheduler.running)
        app.scheduler.runNow('tile_archives', 'import').catch((e: unknown) => app.log.warn({ err: e }, 'tile archives: the cut after an import was not queued'));
    });
  };
  app.decorate('afterImport', afterImport);
  const scheduler = new Scheduler(db, { config, log: app.log, mailer: createMailer(config, app.log, db), search, afterImport }, scheduledJobs);
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => scheduler.stop());
  registerBounceReceiver(app, db, config);
  registerGeodataRoutes(app, db, { afterImport: (report) => afterImport(report.datasets.map((d) => d.dataset)) }, { maxRejectedPercent: config.IMPORT_MAX_REJECTED_PERCENT });
  const tiles = registerTileRoutes(app, db, readDb);
  registerTileArchiveRoutes(app, tiles, config.tileArchiveDir, config.TILE_ARCHIVE_URL);
  registerOmgevingswetTileRoutes(app, config);
  registerPlotRoutes(app, db);
  registerAddressRoutes(app, db, config);
  registerPublicRoutes(app, db, readDb);
  registerFinanceRoutes(app, db);
  registerLocationRoutes(app, db);
  registerLocationActivityRoutes(app, db);
  registerLocationConstraintRoutes(app, db, config);
  registerLocationSurfaceRoutes(app, db);
  registerLocationGridCapacityRoutes(app, db);
  registerLocationNoiseRoutes(app, db);
  registerLocationNatura2000Routes(app, db);
  registerLandPriceRoutes(app, db);
  registerParkingNormRoutes(app, db);
  registerLocationPlotRoutes(app, db);
  registerLocationEnrichmentRoutes(app, db);
  registerOwnershipRoutes(app, db, config);
  registerDsoRoutes(app, db, config);
  registerLocationCustomValueRoutes(app, db);
  registerLocationUnitRoutes(app, db);
  registerStartingTemplateRoutes(app, db);
  registerPublicationRoutes(app, db, config, readDb);
  registerConceptRoutes(app, db);
  registerSurroundingBuildingRoutes(app, db);
  registerDebugToolRoutes(app, db);
  registerAdminPresetRoutes(app, db);
  registerUsageRoutes(app, db);
  registerContentRoutes(app, db, config);
  registerSchedulerRoutes(app, db, scheduler);
  registerDeletedRecordRoutes(app, db);
  registerDataRefreshRoutes(app, db, scheduler);
  registerInvoicingRoutes(app, db);
  registerMailRoutes(app, db);
  registerSearchRoutes(app, db, search);
  registerUserAdminRoutes(app, db, config);
  registerBounceRoutes(app, db);
  registerEntityRoutes(app, db, { bulkTimeoutMs: config.BULK_WRITE_TIMEOUT_MS });

  const serveWeb = existsSync(join(config.webDist, 'index.html'));
  // preCompressed: the build writes .br and .gz beside each file (vite.config.ts); sent when the browser takes them.
  if (serveWeb)
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, maxAge: '1h', preCompressed: true });
  // The public /pub pages have their own small entry (pub.html: no app shell); a build without it serves the app.
  const servePub = serveWeb && existsSync(join(config.webDist, 'pub.html'));
  const pubPage = servePub ? publicPageHtml(db, config.webDist, config.PUBLIC_URL, app.log, readDb) : null;
  // The web app routes on the client: any non-API GET that is not a file gets index.html (or pub.html under /pub/,
  // with the publication's title and link-preview tags).
  app.setNotFoundHandler(async (req, reply) => {
    if (serveWeb && req.method === 'GET' && !req.url.startsWith('/api/')) {
      if (pubPage && req.url.startsWith('/pub/')) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await pubPage(req.url));
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send(noRouteBody(req.method, req.url));
  });
  return app;
}
