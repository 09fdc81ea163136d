// The three APIs of the local DSO (dsoServer.ts), one route handler each. A handler answers through the exchange and
// returns true, or returns false when the request is none of its routes (the server then answers 404).

const RD = 'http://www.opengis.net/def/crs/EPSG/0/28992';

/** One document Ontsluiten lists at every point. */
export interface LocalDocument {
  identificatie: string;
  titel: string;
  type: string;
  imro?: boolean;
}
/** What Presenteren answers for a regeling (at every point). */
export interface LocalRegeling {
  expressionId: string;
  officieleTitel: string;
  beginGeldigheid: string;
  /** `inhoud`: the article's STOP XML content; `leden`: its leden as components of their own (number and content) */
  regelteksten: {
    identificatie: string;
    wId: string;
    label: string;
    nummer: string;
    opschrift: string;
    activiteiten: string[];
    gebiedsaanwijzingen: string[];
    omgevingsnormen?: string[];
    inhoud?: string;
    leden?: { nummer: string; inhoud: string }[];
  }[];
  activiteiten: { identificatie: string; naam: string }[];
  gebiedsaanwijzingen: { identificatie: string; naam: string }[];
  /** `concept`/`eenheidConcept`: the value list concepts, answered as the code URI beside the label (waarde) */
  omgevingsnormen: LocalNorm[];
}
/** An omgevingsnorm with its normwaarden: a number, a word, or "in the rule text" (the text answered as given). */
interface LocalNorm {
  identificatie: string;
  naam: string;
  type: string;
  concept?: string;
  eenheid: string;
  eenheidConcept?: string;
  waarden: { kwantitatieveWaarde?: number; kwalitatieveWaarde?: string; waardeInRegeltekst?: string; locatie: string; noemer?: string }[];
}

/** The code URI of a concept of a DSO value list (typenorm, eenheid), as the regelingtype's is answered. */
const conceptUri = (list: string, concept: string) => `http://standaarden.omgevingswet.overheid.nl/${list}/id/concept/${concept}`;

/** A normwaarde as Presenteren answers it: exactly one of the three values, and its location. */
function normwaarde(n: LocalNorm, w: LocalNorm['waarden'][number], i: number) {
  const value =
    w.kwantitatieveWaarde !== undefined ? { kwantitatieveWaarde: w.kwantitatieveWaarde } : w.kwalitatieveWaarde !== undefined ? { kwalitatieveWaarde: w.kwalitatieveWaarde } : { waardeInRegeltekst: w.waardeInRegeltekst ?? '' };
  return { identificatie: `${n.identificatie}.${i}`, ...value, locaties: [{ identificatie: w.locatie, ...(w.noemer ? { noemer: w.noemer } : {}) }] };
}
/** An IMRO plan of Ruimtelijke Plannen with its objects at every point. */
export interface LocalPlan {
  id: string;
  naam: string;
  planstatus: string;
  datum: string;
  bestemmingsvlakken: { id: string; naam: string; bestemmingshoofdgroep: string }[];
  maatvoeringen: { id: string; naam: string; omvang: { naam: string; waarde: string }[] }[];
}

/** What the routes answer from: the test fills it (LocalDso). */
interface DsoData {
  documents: LocalDocument[];
  regelingen: Map<string, LocalRegeling>;
  plans: LocalPlan[];
}

/** One request being answered, past the key check: what it asks and the ways to answer it. */
export interface DsoExchange {
  method: string | undefined;
  url: URL;
  /** below the API root */
  path: string;
  body: Record<string, unknown>;
  contentCrs: string | null;
  send(status: number, body: unknown, headers?: Record<string, string>): true;
  problem(status: number, title: string, detail?: string, headers?: Record<string, string>): true;
  /** one page of `all` as a HAL collection `name`, page size from the query parameter `sizeParam` */
  paged<T>(all: T[], sizeParam: string, name: string): unknown;
}

/** The form of an identificatie in a URL path. */
const uri = (id: string) => id.replace(/[^\w]+/g, '_');

/** The DSO's 422 for a geometry with more than three decimals. */
const tooPrecise = (g: unknown) => JSON.stringify(g ?? null).match(/\.\d{4,}/);

/** Ontsluiten v2: POST /documenten/_zoek lists every document at every point. */
export function ontsluitenRoute(x: DsoExchange, dso: DsoData): boolean {
  if (x.method !== 'POST' || x.path !== '/documenten/_zoek') return false;
  if (x.contentCrs !== RD) return x.problem(400, 'Bad Request', 'Content-Crs is verplicht bij een geometrie');
  if (tooPrecise(x.body.geometrie)) return x.problem(422, 'Unprocessable Entity', 'Geometrie heeft meer dan 3 decimalen');
  return x.send(
    200,
    x.paged(
      dso.documents.map((d) => ({
        identificatie: d.identificatie,
        uriIdentificatie: uri(d.identificatie),
        titel: d.titel,
        type: d.type,
        aangeleverdDoorEen: { bestuurslaag: 'GEMEENTE', code: 'gm9999', naam: 'gemeente Testdorp' },
        ...(d.imro ? { imroDocumentMetadata: { planstatus: 'vastgesteld' } } : { omgevingsdocumentMetadata: { expressionId: dso.regelingen.get(d.identificatie)?.expressionId ?? null } }),
      })),
      'size',
      'documenten',
    ),
  );
}

/** Presenteren v8: a regeling, one of its rule texts (documentstructuur), and its annotations at a geometry. */
export function presenterenRoute(x: DsoExchange, dso: DsoData): boolean {
  const { url: u } = x;
  const m = /^\/regelingen\/([^/]+)(\/regeltekstannotaties\/_zoek|\/documentstructuur\/([^/]+))?$/.exec(x.path);
  const entry = m && [...dso.regelingen.entries()].find(([id]) => uri(id) === decodeURIComponent(m[1]!));
  if (!m || !entry) return x.problem(404, 'Not Found');
  const [identificatie, r] = entry;
  if (!m[2] && x.method === 'GET')
    return x.send(200, { identificatie, expressionId: r.expressionId, officieleTitel: r.officieleTitel, type: { code: 'http://standaarden.omgevingswet.overheid.nl/regelingtype/id/concept/Omgevingsplan', waarde: 'Omgevingsplan' }, geregistreerdMet: { beginGeldigheid: r.beginGeldigheid }, _links: { self: { href: u.pathname } } });
  if (m[3] && x.method === 'GET') {
    const t = r.regelteksten.find((y) => y.wId === decodeURIComponent(m[3]!));
    if (!t) return x.problem(404, 'Not Found');
    const leden = (t.leden ?? []).map((l) => ({ wId: `${t.wId}__para_${l.nummer}`, kop: { label: 'Lid', nummer: l.nummer }, inhoud: l.inhoud }));
    return x.send(200, { wId: t.wId, kop: { label: t.label, nummer: t.nummer, opschrift: t.opschrift }, inhoud: t.inhoud ?? '<Inhoud/>', ...(leden.length ? { _embedded: { documentComponenten: leden } } : {}) });
  }
  if (m[2] === '/regeltekstannotaties/_zoek' && x.method === 'POST') {
    if (x.contentCrs !== RD) return x.problem(400, 'Bad Request', 'Content-Crs is verplicht bij een geometrie');
    if (tooPrecise(x.body.geometrie)) return x.problem(422, 'Unprocessable Entity', 'Geometrie heeft meer dan 3 decimalen');
    return x.send(200, {
      regelteksten: r.regelteksten.map((t) => ({ identificatie: t.identificatie, wId: t.wId, activiteitIdentificaties: t.activiteiten, gebiedsaanwijzingIdentificaties: t.gebiedsaanwijzingen, omgevingsnormIdentificaties: t.omgevingsnormen ?? [] })),
      activiteiten: r.activiteiten,
      gebiedsaanwijzingen: r.gebiedsaanwijzingen,
      omgevingsnormen: r.omgevingsnormen.map((n) => ({
        identificatie: n.identificatie,
        naam: n.naam,
        type: { waarde: n.type, ...(n.concept ? { code: conceptUri('typenorm', n.concept) } : {}) },
        eenheid: [{ waarde: n.eenheid, ...(n.eenheidConcept ? { code: conceptUri('eenheid', n.eenheidConcept) } : {}) }],
        normwaarden: n.waarden.map((w, i) => normwaarde(n, w, i)),
      })),
      _links: { self: { href: u.pathname } },
    });
  }
  return false;
}

/** Ruimtelijke Plannen opvragen v4: the plans at a geometry, and a plan's bestemmingsvlakken or maatvoeringen. */
export function ruimtelijkePlannenRoute(x: DsoExchange, dso: DsoData): boolean {
  if (x.method !== 'POST') return false;
  if (x.contentCrs !== 'epsg:28992') return x.problem(400, 'Bad Request', 'Content-Crs epsg:28992 is verplicht');
  const geo = (x.body._geo as { intersects?: unknown } | undefined)?.intersects;
  if (!geo) return x.problem(400, 'Bad Request', '_geo ontbreekt');
  if (x.path === '/plannen/_zoek') return x.send(200, x.paged(dso.plans.map((p) => ({ id: p.id, naam: p.naam, type: 'bestemmingsplan', planstatusInfo: { planstatus: p.planstatus, datum: p.datum } })), 'pageSize', 'plannen'));
  const m = /^\/plannen\/([^/]+)\/(bestemmingsvlakken|maatvoeringen)\/_zoek$/.exec(x.path);
  const plan = m && dso.plans.find((p) => p.id === decodeURIComponent(m[1]!));
  if (m && plan) return x.send(200, x.paged<unknown>(m[2] === 'bestemmingsvlakken' ? plan.bestemmingsvlakken : plan.maatvoeringen, 'pageSize', m[2]!));
  return false;
}
