import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that answers as the three online Omgevingswet APIs do, for the DSO adapter tests, each under its
// production path (the specifications and where they were read are named in ../ontsluiten.ts, ../presenteren.ts and
// ../ruimtelijkePlannen.ts):
//   /publiek/omgevingsinformatie/api/ontsluiten/v2       POST /documenten/_zoek (Content-Crs RD, geometrie)
//   /publiek/omgevingsdocumenten/api/presenteren/v8      GET /regelingen/{id}, POST .../regeltekstannotaties/_zoek,
//                                                        GET .../documentstructuur/{wId}
//   /ruimtelijke-plannen/api/opvragen/v4                 POST /plannen/_zoek, .../bestemmingsvlakken/_zoek,
//                                                        .../maatvoeringen/_zoek (Content-Crs epsg:28992, _geo)
// Every request needs the x-api-key it was started with (401 problem+json otherwise); a geometry with more than three
// decimals is a 422 as the DSO answers it; pages follow HAL _links.next (page size as asked). Failures can be forced:
// 429 with Retry-After, 500, a hang (no answer: the client's timeout), or an answer in another shape.

export const ONTSLUITEN = '/publiek/omgevingsinformatie/api/ontsluiten/v2';
export const PRESENTEREN = '/publiek/omgevingsdocumenten/api/presenteren/v8';
export const RP = '/ruimtelijke-plannen/api/opvragen/v4';
const RD = 'http://www.opengis.net/def/crs/EPSG/0/28992';

/** One document Ontsluiten lists at every point. */
interface LocalDocument {
  identificatie: string;
  titel: string;
  type: string;
  imro?: boolean;
}
/** What Presenteren answers for a regeling (at every point). */
interface LocalRegeling {
  expressionId: string;
  officieleTitel: string;
  beginGeldigheid: string;
  regelteksten: { identificatie: string; wId: string; label: string; nummer: string; opschrift: string; activiteiten: string[]; gebiedsaanwijzingen: string[] }[];
  activiteiten: { identificatie: string; naam: string }[];
  gebiedsaanwijzingen: { identificatie: string; naam: string }[];
  omgevingsnormen: { identificatie: string; naam: string; type: string; eenheid: string; waarden: { kwantitatieveWaarde?: number; kwalitatieveWaarde?: string; locatie: string }[] }[];
}
/** An IMRO plan of Ruimtelijke Plannen with its objects at every point. */
interface LocalPlan {
  id: string;
  naam: string;
  planstatus: string;
  datum: string;
  bestemmingsvlakken: { id: string; naam: string; bestemmingshoofdgroep: string }[];
  maatvoeringen: { id: string; naam: string; omvang: { naam: string; waarde: string }[] }[];
}

type Failure = { status: 429 | 500 } | { hang: true } | { schema: true } | { status: 401 };

export interface LocalDso {
  /** base URLs to configure: DSO_ONTSLUITEN_URL, DSO_PRESENTEREN_URL, RP_OPVRAGEN_URL */
  ontsluitenUrl: string;
  presenterenUrl: string;
  rpUrl: string;
  /** every request: method, path below the host, the key sent, the status answered, the Content-Crs sent */
  requests: { method: string; path: string; apiKey: string | null; status: number; contentCrs: string | null }[];
  documents: LocalDocument[];
  regelingen: Map<string, LocalRegeling>;
  plans: LocalPlan[];
  /** the largest page it answers (the real APIs cap at 200 / 100); tests lower it to see paging */
  maxPageSize: number;
  /** the next `times` requests under this API root fail this way */
  failNext(root: string, failure: Failure, times?: number): void;
  close(): Promise<void>;
}

const uri = (id: string) => id.replace(/[^\w]+/g, '_');

/** Starts the local DSO APIs on 127.0.0.1 and a free port, accepting `apiKey` (and `rpKey` for Ruimtelijke Plannen). */
export async function startDsoServer(apiKey: string, rpKey = apiKey): Promise<LocalDso> {
  const requests: LocalDso['requests'] = [];
  const failures = new Map<string, Failure[]>();
  const documents: LocalDocument[] = [];
  const regelingen = new Map<string, LocalRegeling>();
  const plans: LocalPlan[] = [];
  const hanging = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const root = [ONTSLUITEN, PRESENTEREN, RP].find((r) => u.pathname.startsWith(r));
    const key = typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : null;
    const contentCrs = typeof req.headers['content-crs'] === 'string' ? req.headers['content-crs'] : null;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method: req.method ?? '', path: u.pathname + u.search, apiKey: key, status, contentCrs });
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json', 'content-length': Buffer.byteLength(text), ...headers });
      res.end(text);
    };
    const problem = (status: number, title: string, detail?: string, headers?: Record<string, string>) =>
      send(status, { type: `https://developer.omgevingswet.overheid.nl/problems/${status}`, title, status, ...(detail ? { detail } : {}), instance: u.pathname }, headers);
    if (!root) return problem(404, 'Not Found');
    const forced = failures.get(root)?.shift();
    if (forced && 'hang' in forced) {
      requests.push({ method: req.method ?? '', path: u.pathname + u.search, apiKey: key, status: 0, contentCrs });
      hanging.add(res);
      return;
    }
    if (forced && 'schema' in forced) return send(200, { resultaten: [{ id: 1 }], _links: {} });
    if (forced && forced.status === 429) return problem(429, 'Too Many Requests', 'Het maximale aantal verzoeken is overschreden', { 'retry-after': '30' });
    if (forced && forced.status === 500) return problem(500, 'Internal Server Error');
    if (forced || key !== (root === RP ? rpKey : apiKey)) return problem(401, 'Unauthorized', 'Geen geldige API key');

    const path = u.pathname.slice(root.length);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const tooPrecise = (g: unknown) => JSON.stringify(g ?? null).match(/\.\d{4,}/);
    const page = Number(u.searchParams.get('page') ?? (root === RP ? '1' : '0'));
    const paged = <T>(all: T[], sizeParam: string, name: string) => {
      const size = Math.min(Number(u.searchParams.get(sizeParam) ?? 20), local.maxPageSize);
      const first = root === RP ? page - 1 : page;
      const items = all.slice(first * size, (first + 1) * size);
      const next = (first + 1) * size < all.length ? new URL(u.href) : null;
      next?.searchParams.set('page', String(page + 1));
      return { _embedded: { [name]: items }, _links: { self: { href: u.pathname + u.search }, ...(next ? { next: { href: `${root}${path}${next.search}` } } : {}) }, page: { size, totalElements: all.length, totalPages: Math.ceil(all.length / size), number: page } };
    };

    if (root === ONTSLUITEN && req.method === 'POST' && path === '/documenten/_zoek') {
      if (contentCrs !== RD) return problem(400, 'Bad Request', 'Content-Crs is verplicht bij een geometrie');
      if (tooPrecise(body.geometrie)) return problem(422, 'Unprocessable Entity', 'Geometrie heeft meer dan 3 decimalen');
      return send(
        200,
        paged(
          documents.map((d) => ({
            identificatie: d.identificatie,
            uriIdentificatie: uri(d.identificatie),
            titel: d.titel,
            type: d.type,
            aangeleverdDoorEen: { bestuurslaag: 'GEMEENTE', code: 'gm9999', naam: 'gemeente Testdorp' },
            ...(d.imro ? { imroDocumentMetadata: { planstatus: 'vastgesteld' } } : { omgevingsdocumentMetadata: { expressionId: regelingen.get(d.identificatie)?.expressionId ?? null } }),
          })),
          'size',
          'documenten',
        ),
      );
    }
    if (root === PRESENTEREN) {
      const m = /^\/regelingen\/([^/]+)(\/regeltekstannotaties\/_zoek|\/documentstructuur\/([^/]+))?$/.exec(path);
      const entry = m && [...regelingen.entries()].find(([id]) => uri(id) === decodeURIComponent(m[1]!));
      if (!m || !entry) return problem(404, 'Not Found');
      const [identificatie, r] = entry;
      if (!m[2] && req.method === 'GET')
        return send(200, { identificatie, expressionId: r.expressionId, officieleTitel: r.officieleTitel, type: { code: 'http://standaarden.omgevingswet.overheid.nl/regelingtype/id/concept/Omgevingsplan', waarde: 'Omgevingsplan' }, geregistreerdMet: { beginGeldigheid: r.beginGeldigheid }, _links: { self: { href: u.pathname } } });
      if (m[3] && req.method === 'GET') {
        const t = r.regelteksten.find((x) => x.wId === decodeURIComponent(m[3]!));
        return t ? send(200, { wId: t.wId, kop: { label: t.label, nummer: t.nummer, opschrift: t.opschrift }, inhoud: '<Inhoud/>' }) : problem(404, 'Not Found');
      }
      if (m[2] === '/regeltekstannotaties/_zoek' && req.method === 'POST') {
        if (contentCrs !== RD) return problem(400, 'Bad Request', 'Content-Crs is verplicht bij een geometrie');
        if (tooPrecise(body.geometrie)) return problem(422, 'Unprocessable Entity', 'Geometrie heeft meer dan 3 decimalen');
        return send(200, {
          regelteksten: r.regelteksten.map((t) => ({ identificatie: t.identificatie, wId: t.wId, activiteitIdentificaties: t.activiteiten, gebiedsaanwijzingIdentificaties: t.gebiedsaanwijzingen })),
          activiteiten: r.activiteiten,
          gebiedsaanwijzingen: r.gebiedsaanwijzingen,
          omgevingsnormen: r.omgevingsnormen.map((n) => ({
            identificatie: n.identificatie,
            naam: n.naam,
            type: { waarde: n.type },
            eenheid: [{ waarde: n.eenheid }],
            normwaarden: n.waarden.map((w, i) => ({ identificatie: `${n.identificatie}.${i}`, ...(w.kwantitatieveWaarde !== undefined ? { kwantitatieveWaarde: w.kwantitatieveWaarde } : { kwalitatieveWaarde: w.kwalitatieveWaarde }), locaties: [{ identificatie: w.locatie }] })),
          })),
          _links: { self: { href: u.pathname } },
        });
      }
    }
    if (root === RP && req.method === 'POST') {
      if (contentCrs !== 'epsg:28992') return problem(400, 'Bad Request', 'Content-Crs epsg:28992 is verplicht');
      const geo = (body._geo as { intersects?: unknown } | undefined)?.intersects;
      if (!geo) return problem(400, 'Bad Request', '_geo ontbreekt');
      if (path === '/plannen/_zoek') return send(200, paged(plans.map((p) => ({ id: p.id, naam: p.naam, type: 'bestemmingsplan', planstatusInfo: { planstatus: p.planstatus, datum: p.datum } })), 'pageSize', 'plannen'));
      const m = /^\/plannen\/([^/]+)\/(bestemmingsvlakken|maatvoeringen)\/_zoek$/.exec(path);
      const plan = m && plans.find((p) => p.id === decodeURIComponent(m[1]!));
      if (m && plan) return send(200, paged<unknown>(m[2] === 'bestemmingsvlakken' ? plan.bestemmingsvlakken : plan.maatvoeringen, 'pageSize', m[2]!));
    }
    return problem(404, 'Not Found');
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `http://127.0.0.1:${port}`;
  const local: LocalDso = {
    maxPageSize: 200,
    ontsluitenUrl: host + ONTSLUITEN,
    presenterenUrl: host + PRESENTEREN,
    rpUrl: host + RP,
    requests,
    documents,
    regelingen,
    plans,
    failNext(root, failure, times = 1) {
      const list = failures.get(root) ?? [];
      for (let i = 0; i < times; i++) list.push(failure);
      failures.set(root, list);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return local;
}
