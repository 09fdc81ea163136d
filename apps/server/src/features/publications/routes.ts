import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { publicationRoutes, publicPageRoutes, publications } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { readerFor } from '../../db/replicaStatus';
import { notFound } from '../../http/appError';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { authorize } from '../../entities/policy';
import { publicationOverview } from './overview';
import { createPublication, duplicatePublication } from './create';
import { addAreaSections, buildPage, countVisit, ownById, publishedByKey } from './page';
import { answersXlsx, respondentAnswers, surveyAnswers } from './answers';
import { decideLocation } from './decision';
import { registerIbisRoutes } from './ibisRoutes';
import { registerVisitorRoutes } from './visitorRoutes';
import { VisitorBudget, type VisitorBudgetConfig } from './visitorBudget';
import { ibisMunicipalities, ibisParkChoices, ibisParkNamed, ibisParkNames } from './ibisParks';
import { findChromium } from './pdf/headlessChromium';
import { PdfPrinter, PRINT_HEADER } from './pdf/pdfPrinter';
import { addSectionImages } from './publicImages';
import { registerPublicationImageRoutes } from './imageRoutes';

const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;
const checkKey = (key: string | undefined) => {
  if (key !== undefined && !keyPattern.test(key)) throw notFound('publications');
};

// visitor writes count per publication and address, so one busy page does not lock out another
const perPublication = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${(req.params as { key?: string }).key ?? ''}`,
  },
});

/** The PDF printer as configured: its browser, memory limit, PDFs at once and a client's share of them. */
function printerOf(config: Pick<Config, 'CHROMIUM_PATH' | 'PDF_PRINTER_MEMORY_MB' | 'PDF_PRINTER_CONCURRENCY' | 'PDF_PRINTER_PER_CLIENT'>, log: FastifyBaseLogger): PdfPrinter {
  return new PdfPrinter({
    executable: findChromium(config.CHROMIUM_PATH),
    log,
    memoryLimitBytes: config.PDF_PRINTER_MEMORY_MB * 2 ** 20,
    concurrency: config.PDF_PRINTER_CONCURRENCY,
    perClientMax: config.PDF_PRINTER_PER_CLIENT,
  });
}

/**
 * Publications beside the generic data API (issue #19): the overview, creating from a record, duplicating, the
 * editor's preview, survey answers (table and XLSX), the one-request public page and a visitor's accept/reject.
 */
export function registerPublicationRoutes(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'CHROMIUM_PATH' | 'PDF_PRINTER_MEMORY_MB' | 'PDF_PRINTER_CONCURRENCY' | 'PDF_PRINTER_PER_CLIENT'> & VisitorBudgetConfig,
  /** a streaming replica the public page and a respondent's answers are read from when it has caught up (DATABASE_READ_URL) */
  readDb?: Db,
) {
  const printer = printerOf(config, app.log);
  app.addHook('onClose', async () => printer.close());
  const reader = (req: FastifyRequest) => authorize(publications, 'read', actorOf(req));
  // the answers with the name of the park each IBIS answer is about (geodata: read outside the tenant transaction)
  const answersOf = async (companyId: number, id: number) => {
    const rows = await db.tenant(companyId, async (tx) => {
      if (!(await ownById(tx, companyId, id))) throw notFound('publications');
      return surveyAnswers(tx, companyId, id);
    });
    const names = await ibisParkNames(db, rows.flatMap((r) => (r.rin ? [r.rin] : [])));
    return rows.map((r) => ({ ...r, park: r.rin ? (names.get(r.rin) ?? null) : null }));
  };

  serve(app, publicationRoutes.overview, async (_, req) => {
    const actor = reader(req);
    return db.tenant(actor.companyId, (tx) => publicationOverview(tx, actor.companyId));
  });

  serve(app, publicationRoutes.create, async ({ body }, req) => {
    const actor = authorize(publications, 'create', actorOf(req));
    // an IBIS survey of one municipality needs its business parks in the register
    if (body.source === 'ibis_survey' && body.area && !(await ibisMunicipalities(db, body.area)).length)
      throw notFound(`business parks in ${body.area}`);
    // a park of the register may be published before any location names it
    const inRegister = body.source === 'business_park' && (await ibisParkNamed(db, body.area));
    return db.tenant(actor.companyId, (tx) => createPublication(tx, actor.companyId, body, actor.userId || null, inRegister));
  });

  serve(app, publicationRoutes.duplicate, async ({ params: { id }, query: { lang } }, req) => {
    const actor = authorize(publications, 'create', actorOf(req));
    const suffix = lang === 'en' ? 'copy' : 'kopie';
    return db.tenant(actor.companyId, (tx) => duplicatePublication(tx, actor.companyId, id, (n) => `${n} (${suffix})`, actor.userId || null));
  });

  serve(app, publicationRoutes.preview, async ({ params: { id } }, req) => {
    const actor = reader(req);
    const built = await db.tenant(actor.companyId, async (tx) => {
      const p = await ownById(tx, actor.companyId, id);
      if (!p) throw notFound('publications');
      const page = await buildPage(tx, p);
      await addSectionImages(tx, page, p, 'preview');
      return { p, page };
    });
    return addAreaSections(db, built.page, built.p);
  });

  serve(app, publicationRoutes.answers, async ({ params: { id } }, req) => answersOf(reader(req).companyId, id));

  // the municipalities with business parks, for a new IBIS survey (the create dialog)
  serve(app, publicationRoutes.ibisMunicipalities, async (_, req) => {
    reader(req);
    return ibisMunicipalities(db, null);
  });

  // the parks of the register, for a new business-park publication (the create dialog, when no location names a park)
  serve(app, publicationRoutes.ibisParks, async (_, req) => {
    reader(req);
    return ibisParkChoices(db);
  });

  serve(app, publicationRoutes.answersXlsx, async ({ params: { id }, query: { lang } }, req, reply) => {
    const rows = await answersOf(reader(req).companyId, id);
    void reply.header('content-disposition', `attachment; filename="${lang === 'nl' ? 'antwoorden' : 'answers'}-${id}.xlsx"`);
    return answersXlsx(rows, lang);
  });

  servePublicPage(app, db, printer, readDb);

  // The PDF of a published page: the server's own browser prints the public page as a visitor sees it, from the
  // address this request reached the server on (so it works behind any proxy and on any port).
  serve(
    app,
    publicPageRoutes.pdf,
    async ({ params: { key }, query: { lang } }, req, reply) => {
      checkKey(key);
      const p = await publishedByKey(db, key);
      if (!p) throw notFound('publications');
      const host = req.socket.localAddress ?? '127.0.0.1';
      const origin = `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
      const pdf = await printer.print(origin, `${origin}/pub/publication/${encodeURIComponent(key)}`, lang, req.ip);
      const name = (p.name || 'publicatie').replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80) || 'publicatie';
      void reply.header('content-disposition', `attachment; filename="${name}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`);
      return pdf;
    },
    perPublication(10),
  );

  // a respondent's answers by their private link, to change them; an unknown link answers the same 404 as a wrong key
  serve(
    app,
    publicPageRoutes.respondent,
    async ({ params }) => {
      checkKey(params.key);
      checkKey(params.respondent_key);
      const read = await readerFor(db, readDb);
      const p = await publishedByKey(read.db, params.key);
      if (!p) throw notFound('publications');
      const answers = await respondentAnswers(read.db, p.id, params.respondent_key);
      if (!answers.answers.length) throw notFound('survey_answers');
      return answers;
    },
    perPublication(120),
  );

  serve(
    app,
    publicPageRoutes.decision,
    async ({ params, body }) => {
      checkKey(params.key);
      checkKey(params.location_key);
      return decideLocation(db, params.key, params.location_key, body);
    },
    perPublication(20),
  );

  // one budget for every signed-out write of answers and notes
  const budget = new VisitorBudget(config, app.log);
  registerVisitorRoutes(app, db, budget);
  registerIbisRoutes(app, db, budget);
  registerPublicationImageRoutes(app, db, { checkKey, reads: perPublication(120) });
}

/** The public page in one request; draft, hidden and unknown keys all answer the same 404. */
function servePublicPage(app: FastifyInstance, db: Db, printer: PdfPrinter, readDb: Db | undefined) {
  serve(
    app,
    publicPageRoutes.page,
    async ({ params }, req, reply) => {
      checkKey(params.key);
      checkKey(params.location_key);
      // the page is read on the replica when it has caught up with the primary, the visit is counted on the primary
      const read = await readerFor(db, readDb);
      if (readDb) void reply.header('x-read-from', read.from);
      const p = await publishedByKey(read.db, params.key);
      if (!p) throw notFound('publications');
      const page = await addAreaSections(read.db, await buildPage(read.db, p, params.location_key), p);
      await addSectionImages(read.db, page, p, 'public');
      // a location key outside the publication leaves `location` null: the page says so (no 404 noise for the page);
      // the page the PDF printer opens is not a visit
      if (!printer.isPrintRequest(req.headers[PRINT_HEADER])) await countVisit(db, p);
      return page;
    },
    perPublication(120),
  );
}
