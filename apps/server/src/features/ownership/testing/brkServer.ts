import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that answers as the Kadaster's "Haal Centraal BRK Bevragen" API v2 does, for the ownership tests
// (api and e2e): the OpenAPI specification VNG-Realisatie/Haal-Centraal-BRK-bevragen, specificatie/genereervariant/
// openapi.yaml (info.version 2.0.0), for the two operations the adapter calls, in memory:
//   GET /kadastraalonroerendezaken/{id}/zakelijkgerechtigden  -> ZakelijkGerechtigdeHalCollectie (application/hal+json)
//   GET /kadasternietnatuurlijkpersonen/{id}                   -> KadasterNietNatuurlijkPersoonHal (application/hal+json)
// Every answer carries the api-version header; the key goes in X-Api-Key (securitySchemes.apiKeyAuth); failures are
// Foutbericht bodies (RFC 7807, application/problem+json) with the type, title and code of the specification's
// examples: 401 authentication, 403 autorisation, 404 notFound, 406 notAcceptable, 500 serverError, 503 notAvailable.

const API_VERSION = '2.0.0';
const SEC10 = 'https://www.w3.org/Protocols/rfc2616/rfc2616-sec10.html';

/** The person types of the specification (PersoonTypeEnum). */
type BrkPersonType = 'ingeschreven_natuurlijk_persoon' | 'kadaster_natuurlijk_persoon' | 'ingeschreven_niet_natuurlijk_persoon' | 'kadaster_niet_natuurlijk_persoon';

/** One holder of a right on a parcel as the test describes it; the server answers it as a ZakelijkGerechtigde. */
interface BrkHolder {
  /** PersoonBeperkt.omschrijving: the readable name */
  name: string;
  personType: BrkPersonType;
  /** TypeGerechtigdeEnum (eigenaar, erfpachter, opstalhouder ...); default eigenaar */
  right?: string;
  /** the share as teller/noemer, e.g. [1, 2]; absent for the whole */
  share?: [number, number];
  /** for a kadaster niet-natuurlijk persoon: its statutaire naam and rechtsvorm (Waardelijst) */
  statutaireNaam?: string;
  rechtsvorm?: { code: string; waarde: string };
}

/** A failure the specification lists for these operations. */
type BrkFailure = 401 | 403 | 404 | 406 | 500 | 503;

const problems: Record<BrkFailure, { section: string; title: string; code: string }> = {
  401: { section: 'sec10.4.2', title: 'Niet correct geauthenticeerd.', code: 'authentication' },
  403: { section: 'sec10.4.4', title: 'U bent niet geautoriseerd voor deze operatie.', code: 'autorisation' },
  404: { section: 'sec10.4.5', title: 'Opgevraagde resource bestaat niet.', code: 'notFound' },
  406: { section: 'sec10.4.7', title: 'Gevraagde contenttype wordt niet ondersteund.', code: 'notAcceptable' },
  500: { section: 'sec10.5.1', title: 'Interne server fout.', code: 'serverError' },
  503: { section: 'sec10.5.4', title: 'Bronservice BRK is tijdelijk niet beschikbaar.', code: 'notAvailable' },
};

export interface LocalBrk {
  /** the API root to configure as BRK_BEVRAGEN_URL: http://127.0.0.1:{port}/esd-eto-apikey/bevragen/v2 */
  url: string;
  /** the one API key it accepts */
  apiKey: string;
  /** every request: path below the API root, the key sent, whether it was accepted */
  requests: { path: string; apiKey: string | null; status: number }[];
  /** the Kadaster registers these holders of rights for a parcel (kadastraal onroerende zaak identificatie) */
  setParcel(identificatie: string, holders: BrkHolder[]): void;
  /** the next `times` requests answer with this failure instead */
  failNext(status: BrkFailure, times?: number): void;
  /** the next request answers 302 Found to `location` (an upstream sending the client elsewhere) */
  redirectNext(location: string): void;
  /** stops listening (a connection is refused, as when the Kadaster cannot be reached) until reachable() */
  unreachable(): Promise<void>;
  /** listens again on the same port */
  reachable(): Promise<void>;
  close(): Promise<void>;
}

const ROOT = '/esd-eto-apikey/bevragen/v2';

/** Starts the local BRK Bevragen v2 on 127.0.0.1 and a free port, accepting `apiKey`. */
export async function startBrkServer(apiKey = 'local-brk-key-0001'): Promise<LocalBrk> {
  const parcels = new Map<string, { identificatie: string; holder: BrkHolder; persoonId: string }[]>();
  const persons = new Map<string, BrkHolder & { identificatie: string }>();
  const requests: LocalBrk['requests'] = [];
  const failures: (BrkFailure | { redirect: string })[] = [];
  let nextPerson = 1;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json',
      'content-length': Buffer.byteLength(text),
      'api-version': API_VERSION,
    });
    res.end(text);
  };
  const problem = (res: ServerResponse, status: BrkFailure, instance: string) => {
    const p = problems[status];
    send(res, status, { type: `${SEC10}#${p.section}`, title: p.title, status, instance, code: p.code });
  };
  const acceptable = (req: IncomingMessage) => {
    const accept = req.headers.accept ?? '*/*';
    return /application\/hal\+json|application\/json|application\/\*|\*\/\*/.test(accept);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = u.pathname.startsWith(ROOT) ? u.pathname.slice(ROOT.length) : u.pathname;
    const key = typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : null;
    const answer = (status: number, body: unknown) => {
      requests.push({ path, apiKey: key, status });
      send(res, status, body);
    };
    const fail = (status: BrkFailure) => {
      requests.push({ path, apiKey: key, status });
      problem(res, status, u.href);
    };
    const forced = failures.shift();
    if (typeof forced === 'object') {
      requests.push({ path, apiKey: key, status: 302 });
      return res.writeHead(302, { location: forced.redirect, 'content-length': 0 }).end();
    }
    if (forced) return fail(forced);
    if (req.method !== 'GET' || !u.pathname.startsWith(ROOT)) return fail(404);
    if (key !== apiKey) return fail(401);
    if (!acceptable(req)) return fail(406);

    const holders = /^\/kadastraalonroerendezaken\/([^/]+)\/zakelijkgerechtigden$/.exec(path);
    if (holders) {
      const id = decodeURIComponent(holders[1]!);
      const list = parcels.get(id);
      if (!list) return fail(404);
      return answer(200, {
        _links: { self: { href: `${ROOT}/kadastraalonroerendezaken/${id}/zakelijkgerechtigden` } },
        _embedded: {
          zakelijkGerechtigden: list.map(({ identificatie, holder, persoonId }) => ({
            identificatie,
            type: holder.right ?? 'eigenaar',
            tenaamstelling: holder.share ? { aandeel: { teller: holder.share[0], noemer: holder.share[1] } } : {},
            persoon: { identificatie: persoonId, omschrijving: holder.name, type: holder.personType },
            _links: {
              self: { href: `${ROOT}/kadastraalonroerendezaken/${id}/zakelijkgerechtigden/${identificatie}` },
              persoon: { href: `${ROOT}/${holder.personType.startsWith('kadaster_niet') ? 'kadasternietnatuurlijkpersonen' : 'kadasternatuurlijkpersonen'}/${persoonId}` },
            },
          })),
        },
      });
    }
    const person = /^\/kadasternietnatuurlijkpersonen\/([^/]+)$/.exec(path);
    if (person) {
      const p = persons.get(decodeURIComponent(person[1]!));
      if (!p || p.personType !== 'kadaster_niet_natuurlijk_persoon') return fail(404);
      return answer(200, {
        identificatie: p.identificatie,
        omschrijving: p.name,
        type: p.personType,
        domein: 'NL.IMKAD.Persoon',
        statutaireNaam: p.statutaireNaam ?? p.name,
        ...(p.rechtsvorm ? { rechtsvorm: p.rechtsvorm } : {}),
        _links: { self: { href: `${ROOT}/kadasternietnatuurlijkpersonen/${p.identificatie}` } },
      });
    }
    return fail(404);
  };

  let server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let listening = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}${ROOT}`,
    apiKey,
    requests,
    setParcel(identificatie, list) {
      parcels.set(
        identificatie,
        list.map((holder, i) => {
          const persoonId = `${holder.personType.startsWith('kadaster_niet') ? 'NNP' : 'NP'}${String(nextPerson++).padStart(6, '0')}`;
          persons.set(persoonId, { ...holder, identificatie: persoonId });
          return { identificatie: `NL.IMKAD.ZakelijkGerechtigde.${identificatie}.${i + 1}`, holder, persoonId };
        }),
      );
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    redirectNext: (location) => void failures.push({ redirect: location }),
    unreachable: stop,
    async reachable() {
      if (listening) return;
      server = createServer(handle);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      listening = true;
    },
    close: stop,
  };
}
