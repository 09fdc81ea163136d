import type { OnlineNormValue, OnlineRuleText } from '@plotwise/contracts';
import { z } from 'zod';
import { dsoPages, dsoRequest, dsoSegment, roundRd, type DsoConnection, type RdGeometry } from './dsoHttp';
import { ArticleTexts } from '../importers/omgevingsplan/articleText';
import { conceptOf } from './onlineNorms';
import { RD_CRS } from './ontsluiten';

/*
 * DSO "Omgevingsdocumenten Presenteren" API v8 (Ozon): what a regeling says at a point. Read from the DSO developer
 * documentation (dso-devs/dso-devs.github.io, docs/plan-keten/Quick-Start-Plan-keten-APIs/
 * omgevingsdocument-presenteren-api.md, "Omgevingsdocumenten Presenteren API (v8)", functionele documentatie of
 * 16 April 2025) and its worked example "regels op een adres":
 *   GET  {base}/regelingen/{uriIdentificatie}                       the regeling: expressionId, officieleTitel, type
 *   POST {base}/regelingen/{uriIdentificatie}/regeltekstannotaties/_zoek?locatieSelectie=primair
 *        Content-Crs RD, body { geometrie }: the rule texts at the point with their annotations (activiteiten,
 *        gebiedsaanwijzingen, omgevingsnormen with normwaarden, locaties) in arrays, paged by _links.next; a rule
 *        text names its annotations by identificatie (activiteit-, gebiedsaanwijzing-, omgevingsnormIdentificaties),
 *        a value list field is { code: concept URI, waarde: label }
 *   GET  {base}/regelingen/{uriIdentificatie}/documentstructuur/{wId} one article: its heading (kop) and its text
 *        (inhoud, STOP XML; leden as components of their own). The shape of this answer could not be confirmed
 *        against the OpenAPI document (docs/geodata.md "DSO adapters", assumptions)
 * All with x-api-key; failures are problem+json. Only the fields read here are checked, unknown ones pass.
 */

const named = z.looseObject({ identificatie: z.string(), naam: z.string().nullish() });
const waarde = z.looseObject({ code: z.string().nullish(), waarde: z.string().nullish() });

const regelingSchema = z.looseObject({
  identificatie: z.string(),
  expressionId: z.string(),
  officieleTitel: z.string().nullish(),
  type: waarde.nullish(),
  geregistreerdMet: z.looseObject({ beginGeldigheid: z.string().nullish(), beginInwerking: z.string().nullish() }).nullish(),
});

const normSchema = z.looseObject({
  identificatie: z.string(),
  naam: z.string().nullish(),
  type: waarde.nullish(),
  eenheid: z.array(waarde).nullish(),
  normwaarden: z.array(
    z.looseObject({
      identificatie: z.string().nullish(),
      kwantitatieveWaarde: z.number().nullish(),
      kwalitatieveWaarde: z.string().nullish(),
      waardeInRegeltekst: z.string().nullish(),
      locaties: z.array(z.looseObject({ identificatie: z.string(), noemer: z.string().nullish() })).nullish(),
    }),
  ),
});

const annotatiesSchema = z.looseObject({
  regelteksten: z.array(
    z.looseObject({
      identificatie: z.string(),
      wId: z.string().nullish(),
      activiteitIdentificaties: z.array(z.string()).nullish(),
      gebiedsaanwijzingIdentificaties: z.array(z.string()).nullish(),
      omgevingsnormIdentificaties: z.array(z.string()).nullish(),
    }),
  ),
  activiteiten: z.array(named).nullish(),
  gebiedsaanwijzingen: z.array(named).nullish(),
  omgevingsnormen: z.array(normSchema).nullish(),
  _links: z.looseObject({ next: z.looseObject({ href: z.string() }).nullish() }).nullish(),
});

const kop = z.looseObject({ label: z.string().nullish(), nummer: z.string().nullish(), opschrift: z.string().nullish() });
// one component of the document structure: its heading and its content as STOP XML (Al, Lijst, ...); an article with
// leden has them as components of its own (assumed HAL _embedded.documentComponenten, each with kop and inhoud)
const componentSchema = z.looseObject({
  kop: kop.nullish(),
  inhoud: z.string().nullish(),
  _embedded: z.looseObject({ documentComponenten: z.array(z.looseObject({ kop: kop.nullish(), inhoud: z.string().nullish() })).nullish() }).nullish(),
});

/** The plain text of STOP XML content (the import's reader: paragraphs and list items on lines of their own). */
function stopText(inhoud: string | null | undefined): string | null {
  if (!inhoud) return null;
  const texts = new ArticleTexts();
  texts.write(`<Artikel wId="_">${inhoud}</Artikel>`);
  return texts.texts.get('_') || null;
}

/**
 * An article's text: its own content, then each lid's on a line of its own; null when none has text. Without the lid
 * numbers, as the import reads an article (they are headings): a number in the text is what a value is read from.
 */
function componentText(c: z.infer<typeof componentSchema>): string | null {
  return [c.inhoud, ...(c._embedded?.documentComponenten ?? []).map((l) => l.inhoud)].map(stopText).filter(Boolean).join('\n') || null;
}

/** A regeling read at a point: its version and what applies there. */
export interface RegelingAtPoint {
  identificatie: string;
  title: string | null;
  type: string | null;
  /** the expressionId: the version of the regeling that was read */
  version: string;
  /** beginGeldigheid (or beginInwerking) of that version */
  versionDate: string | null;
  ruleTexts: OnlineRuleText[];
  normValues: OnlineNormValue[];
}

/** At most this many articles (heading and text) are read per regeling (one request each); the rest keep their wId only. */
const MAX_HEADINGS = 30;

/** A regeling's version and the rule texts, annotations and norm values that apply at an RD geometry. */
export async function regelingAt(c: DsoConnection, uriIdentificatie: string, geometry: RdGeometry): Promise<RegelingAtPoint> {
  const path = `/regelingen/${dsoSegment(uriIdentificatie, 'The regeling')}`;
  const regeling = await dsoRequest(c, { method: 'GET', path }, regelingSchema, `regeling ${uriIdentificatie}`);
  const pages = await dsoPages(
    c,
    { method: 'POST', path: `${path}/regeltekstannotaties/_zoek?locatieSelectie=primair&size=200`, body: { geometrie: roundRd(geometry) }, headers: { 'content-crs': RD_CRS } },
    annotatiesSchema,
    `the rules of ${uriIdentificatie} at the location`,
  );
  const names = new Map<string, string>();
  for (const p of pages) for (const a of [...(p.activiteiten ?? []), ...(p.gebiedsaanwijzingen ?? [])]) names.set(a.identificatie, a.naam ?? a.identificatie);
  const texts = pages.flatMap((p) => p.regelteksten);
  const ruleTexts: OnlineRuleText[] = [];
  for (const [i, r] of texts.entries()) {
    let label: string | null = null;
    let text: string | null = null;
    if (r.wId && i < MAX_HEADINGS) {
      const component = await dsoRequest(c, { method: 'GET', path: `${path}/documentstructuur/${dsoSegment(r.wId, 'The article wId')}` }, componentSchema, `article ${r.wId}`);
      label = [component.kop?.label, component.kop?.nummer, component.kop?.opschrift].filter(Boolean).join(' ') || null;
      text = componentText(component);
    }
    ruleTexts.push({
      identificatie: r.identificatie,
      wId: r.wId ?? null,
      label,
      activiteiten: (r.activiteitIdentificaties ?? []).map((id) => names.get(id) ?? id),
      gebiedsaanwijzingen: (r.gebiedsaanwijzingIdentificaties ?? []).map((id) => names.get(id) ?? id),
      omgevingsnormen: r.omgevingsnormIdentificaties ?? [],
      text,
    });
  }
  const normValues: OnlineNormValue[] = pages.flatMap((p) =>
    (p.omgevingsnormen ?? []).flatMap((n) =>
      n.normwaarden.map((w) => ({
        norm: n.naam ?? n.identificatie,
        normId: n.identificatie,
        normType: n.type?.waarde ?? null,
        normTypeCode: conceptOf(n.type?.code, null),
        unit: n.eenheid?.[0]?.waarde || null,
        unitCode: conceptOf(n.eenheid?.[0]?.code, null),
        value: w.kwantitatieveWaarde ?? null,
        text: w.kwalitatieveWaarde ?? null,
        inRegeltekst: !!w.waardeInRegeltekst,
        locaties: (w.locaties ?? []).map((l) => l.identificatie),
        locatieNoemers: (w.locaties ?? []).map((l) => l.noemer ?? null),
      })),
    ),
  );
  return {
    identificatie: regeling.identificatie,
    title: regeling.officieleTitel ?? null,
    type: regeling.type?.waarde ?? null,
    version: regeling.expressionId,
    versionDate: regeling.geregistreerdMet?.beginGeldigheid ?? regeling.geregistreerdMet?.beginInwerking ?? null,
    ruleTexts,
    normValues,
  };
}
