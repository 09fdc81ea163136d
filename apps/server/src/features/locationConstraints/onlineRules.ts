import { locations, type LocationOmgevingsplanResponse, type OmgevingsplanFetchResponse, type OnlineRuleDocument, type OnlineRules, type PlanSourceDecision } from '@plotwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { AppError, notFound } from '../../http/appError';
import { omgevingsplanOfLocation } from './omgevingsplanOfLocation';
import { replaceDerivedConstraints } from './refreshConstraints';
import { choosePlanSources, keepChosen, setAsideFrom } from '../../geodata/omgevingsplan/planPrecedence';
import { constraintsFromNorms } from '../../geodata/omgevingsplan/constraintsFromNorms';
import { effectiveKeys, readCompanyDsoKey } from '../../geodata/dso/dsoKeys';
import type { RdGeometry } from '../../geodata/dso/dsoHttp';
import { constraintsFromOnline } from '../../geodata/dso/onlineNorms';
import { findDocumentsAt } from '../../geodata/dso/ontsluiten';
import { regelingAt } from '../../geodata/dso/presenteren';
import { planObjectsAt, plansAt } from '../../geodata/dso/ruimtelijkePlannen';
import { storedOnlineRules } from '../../geodata/dso/storedOnlineRules';

/** The endpoints and timeout of the three APIs (config.ts). */
export type DsoEndpoints = Pick<Config, 'DSO_API_KEY' | 'RP_API_KEY' | 'DSO_ONTSLUITEN_URL' | 'DSO_PRESENTEREN_URL' | 'RP_OPVRAGEN_URL' | 'DSO_TIMEOUT_MS'>;

// IMRO plan statuses that are law (a draft or a withdrawn plan is not the rule at the site)
const PLANS_IN_FORCE = new Set(['vastgesteld', 'onherroepelijk', 'deels onherroepelijk', 'in werking', 'deels in werking']);
// only these Omgevingswet documents hold rules for a building site; programmes and visions are policy
const OW_TYPES = /omgevingsplan|omgevingsverordening|waterschapsverordening|projectbesluit|voorbereidingsbesluit/i;

const viewerUrl = (identificatie: string) => `https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/${encodeURIComponent(identificatie.replace(/[^\w]+/g, '_'))}`;
const rpUrl = (planId: string) => `https://www.ruimtelijkeplannen.nl/viewer?planidn=${encodeURIComponent(planId)}`;

/** The point the APIs are asked at: inside the location's parcels, or its own point (RD); null when it has neither. */
async function locationPoint(tx: Db, locationId: number, companyId: number): Promise<RdGeometry | null> {
  const [row] = await tx.query<{ x: number | null; y: number | null }>(
    `WITH g AS (
       SELECT coalesce(
         (SELECT ST_PointOnSurface(ST_Union(p.geometry)) FROM plots p WHERE p.location_id = l.id AND p.company_id = $2 AND p.geometry IS NOT NULL),
         CASE WHEN l.lat <> 0 OR l.lon <> 0 THEN ST_Transform(ST_SetSRID(ST_MakePoint(l.lon, l.lat), 4326), 28992) END) AS pt
       FROM locations l WHERE l.id = $1 AND l.company_id = $2)
     SELECT ST_X(pt) AS x, ST_Y(pt) AS y FROM g`,
    [locationId, companyId],
  );
  return row?.x != null && row.y != null ? { type: 'Point', coordinates: [row.x, row.y] } : null;
}

/**
 * Reads the rules at a location from the online sources and stores them (replacing the location's earlier fetch):
 * the documents at its point from Ontsluiten v2, each omgevingsplan-like regeling's rules and norm values from
 * Presenteren v8, and the IMRO plans in force with their bestemmingsvlakken and maatvoeringen from Ruimtelijke
 * Plannen v4. Everything is read before anything is written: a failure keeps the last good version. The norm values
 * read become the location's constraints (the imported omgevingsplan's mapping) in the same transaction: the rows of
 * the previous online read are replaced, hand rows keep overriding (a changed value updates their description).
 */
export async function fetchOnlineRules(db: Db, actor: Actor, locationId: number, config: DsoEndpoints, log: FastifyBaseLogger): Promise<OmgevingsplanFetchResponse> {
  const { point, companyKey } = await db.tenant(actor.companyId, async (tx) => {
    if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
    return { point: await locationPoint(tx, locationId, actor.companyId), companyKey: await readCompanyDsoKey(tx, actor.companyId) };
  });
  const keys = effectiveKeys(companyKey, config);
  if (!keys) throw new AppError('dso_key_missing', 'No DSO API key: set the DSO key under Settings, Company (request a free key at the DSO developer portal)', { reason: 'no_key' });
  if (!point) throw new AppError('validation_failed', 'The location has no parcels and no point to look up', { reason: 'no_geometry' });

  const timeoutMs = config.DSO_TIMEOUT_MS;
  const fetchedAt = new Date().toISOString();
  const found = await findDocumentsAt({ baseUrl: config.DSO_ONTSLUITEN_URL, apiKey: keys.dso, timeoutMs }, point);
  const documents: OnlineRuleDocument[] = [];
  for (const d of found.filter((f) => f.domain === 'ow' && OW_TYPES.test(f.type))) {
    const r = await regelingAt({ baseUrl: config.DSO_PRESENTEREN_URL, apiKey: keys.dso, timeoutMs }, d.uriIdentificatie, point);
    documents.push({
      source: 'dso_presenteren_v8',
      identificatie: r.identificatie,
      title: r.title ?? d.title,
      version: r.version,
      versionDate: r.versionDate,
      fetchedAt,
      url: viewerUrl(r.identificatie),
      ruleTexts: r.ruleTexts,
      normValues: r.normValues,
      planObjects: [],
    });
  }
  const rp = { baseUrl: config.RP_OPVRAGEN_URL, apiKey: keys.rp, timeoutMs };
  for (const plan of (await plansAt(rp, point)).filter((p) => p.planstatus && PLANS_IN_FORCE.has(p.planstatus.toLowerCase()))) {
    documents.push({
      source: 'ruimtelijke_plannen_v4',
      identificatie: plan.id,
      title: plan.naam,
      version: plan.planstatus,
      versionDate: plan.planstatusDate,
      fetchedAt,
      url: rpUrl(plan.id),
      ruleTexts: [],
      normValues: [],
      planObjects: await planObjectsAt(rp, plan.id, point),
    });
  }

  // one source per regeling: the imported omgevingsplan at the location (national data) against what was read
  const imported = (await omgevingsplanOfLocation(db, actor, locationId)).omgevingsplan?.rules ?? [];
  const sources = choosePlanSources(imported, documents);
  const derivation = constraintsFromOnline(documents);
  // the import answers (again) where an online version stands beside it: an earlier fetch may have removed its rows
  const importAnswers = sources.filter((s) => s.used === 'imported' && s.setAside === 'online').map((s) => s.regeling);
  const constraints = await db.tenant(actor.companyId, async (tx) => {
    await storeDocuments(tx, actor.companyId, locationId, documents, fetchedAt);
    await dropImportedRows(tx, actor.companyId, locationId, setAsideFrom(sources, 'imported'));
    const back = importAnswers.length
      ? await replaceDerivedConstraints(tx, actor, locationId, importedDraftsOf(imported, importAnswers), { importedRegelingen: importAnswers })
      : { derived: 0 };
    const online = await replaceDerivedConstraints(tx, actor, locationId, keepChosen(derivation?.drafts ?? [], sources), 'online');
    return { derived: online.derived + back.derived, kept: online.kept };
  });
  // what was read, never with which key
  log.info({ locationId, documents: documents.length, sources: [...new Set(documents.map((d) => d.source))], constraints }, 'online Omgevingswet rules fetched');
  return { fetchedAt, documents, check: derivation?.check ?? null, constraints, sources };
}

/** The constraints the imported rules of `regelingen` give (their source's second word is the regeling: constraintsFromNorms). */
function importedDraftsOf(imported: Parameters<typeof constraintsFromNorms>[0], regelingen: readonly string[]) {
  return constraintsFromNorms(imported).drafts.filter((d) => regelingen.includes(d.source?.split(' ')[1] ?? ''));
}

/** Replaces the location's stored online read by `documents` (inside the tenant transaction). */
async function storeDocuments(tx: Db, companyId: number, locationId: number, documents: readonly OnlineRuleDocument[], fetchedAt: string): Promise<void> {
  await tx.query('DELETE FROM location_online_rules WHERE location_id = $1 AND company_id = $2', [locationId, companyId]);
  for (const d of documents)
    await tx.query(
      `INSERT INTO location_online_rules (company_id, location_id, source, document, title, version, version_date, fetched_at, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [companyId, locationId, d.source, d.identificatie, d.title, d.version, d.versionDate, fetchedAt, JSON.stringify(d)],
    );
}

/**
 * Removes the constraints derived from the imported versions of `regelingen` (their newer online version now answers).
 * When the import answers again (the online version read now is older or the same), the fetch writes the imported rows
 * of that regeling back (replaceDerivedConstraints with `importedRegelingen`).
 */
async function dropImportedRows(tx: Db, companyId: number, locationId: number, regelingen: readonly string[]): Promise<void> {
  for (const regeling of regelingen) {
    const prefix = `omgevingsplan ${regeling} `;
    // compared by prefix, not LIKE: a work id may hold an underscore
    await tx.query('DELETE FROM constraints WHERE location_id = $1 AND company_id = $2 AND left(source, $3) = $4', [locationId, companyId, prefix.length, prefix]);
  }
}

/**
 * Adds to a location's imported omgevingsplan answer its stored online rules and, per regeling, which of the two
 * sources answers (the location was read as the tenant before).
 */
export async function withOnlineRules(
  db: Db,
  actor: Actor,
  locationId: number,
  answer: LocationOmgevingsplanResponse,
): Promise<LocationOmgevingsplanResponse & { online: OnlineRules | null; sources: PlanSourceDecision[] }> {
  const online = await db.tenant(actor.companyId, (tx) => storedOnlineRules(tx, actor.companyId, locationId));
  return { ...answer, online, sources: choosePlanSources(answer.omgevingsplan?.rules ?? [], online?.documents ?? []) };
}
