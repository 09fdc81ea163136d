import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import type { Geometry } from '../../geometry/geometry';
import { child, childrenNamed, descendants, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { optionCrs } from '../shared';
import { ArticleTexts, teeInto } from './articleText';

/** One OW object as delivered, with where it was read. */
export interface OwObject {
  kind: string;
  id: string;
  node: XmlNode;
  file: string;
  line: number;
}

interface OwArticle {
  wid: string;
  kind: 'Artikel' | 'Lid';
  nummer?: string;
  opschrift?: string;
  tekst: string;
  file: string;
  line: number;
}

interface OwGeometry {
  basisgeoId: string;
  naam?: string;
  normwaarde?: string;
  gio?: string;
  geometry: Geometry;
  srid: number;
  file: string;
  line: number;
}

/** Everything a delivery (initial or amendment) holds, read into memory: deliveries are a few MB at most. */
export interface OwDelivery {
  regeling?: string;
  besluit?: string;
  datumBekendmaking?: string;
  inwerkingtreding?: string;
  leveringsId?: string;
  /** STOP soortProcedure, last URI segment: `proceduretype_definitief`, or `proceduretype_ontwerp` for a draft */
  procedure?: string;
  articles: OwArticle[];
  objects: OwObject[];
  geometries: OwGeometry[];
}

// STOP soortWork values: the besluit and the regeling
const SOORT_BESLUIT = '/join/id/stop/work_003';
const SOORT_REGELING = '/join/id/stop/work_019';

/** Text of an element and everything below it, whitespace collapsed. */
function allText(n: XmlNode): string {
  const parts: string[] = [];
  const walk = (x: XmlNode) => {
    parts.push(x.text);
    for (const c of x.children) walk(c);
  };
  walk(n);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The xlink:href of a reference element. */
export const hrefOf = (n: XmlNode | undefined) => n?.attrs.href?.trim() || undefined;

/** The hrefs of every `name` element below `n`, without duplicates. */
export function refsBelow(n: XmlNode | undefined, name: string): string[] {
  return [...new Set(descendants(n, name).map(hrefOf).filter((h): h is string => !!h))];
}

/** The last segment of a value list URI (…/typenorm/id/concept/MaximumBouwhoogte -> MaximumBouwhoogte). */
export const conceptName = (uri: string | undefined) => uri?.replace(/\/+$/, '').split('/').pop() || undefined;

/** Read the STOP, OW and GIO files of one delivery (folder or zip). */
export async function readDelivery(ctx: ImportContext, input: string): Promise<OwDelivery> {
  const d: OwDelivery = { articles: [], objects: [], geometries: [] };
  for await (const entry of ctx.entries(input, (n) => /\.(xml|gml)$/i.test(n))) {
    const file = entry.name;
    let gio: string | undefined;
    const texts = new ArticleTexts();
    const first = d.articles.length;
    await streamXmlFeatures(teeInto(ctx.bytes(entry), texts), file, {
      capture: (name, parent) =>
        parent === 'owObject' ||
        name === 'Artikel' ||
        name === 'ExpressionIdentificatie' ||
        name === 'Tijdstempel' ||
        name === 'datumBekendmaking' ||
        name === 'soortProcedure' ||
        name === 'leveringsId' ||
        name === 'idLevering' ||
        (name === 'Locatie' && parent === 'locaties') ||
        (name === 'FRBRWork' && parent === 'GeoInformatieObjectVersie'),
      onFeature: (n) => {
        switch (n.name) {
          case 'Artikel':
            readArticle(d, file, n);
            return;
          case 'ExpressionIdentificatie': {
            const soort = textAt(n, 'soortWork');
            if (soort === SOORT_BESLUIT) d.besluit ??= textAt(n, 'FRBRWork');
            if (soort === SOORT_REGELING) d.regeling ??= textAt(n, 'FRBRWork');
            return;
          }
          case 'Tijdstempel':
            if (textAt(n, 'soortTijdstempel') === 'juridischWerkendVanaf') d.inwerkingtreding ??= textAt(n, 'datum');
            return;
          case 'datumBekendmaking':
            d.datumBekendmaking ??= textAt(n);
            return;
          case 'soortProcedure':
            d.procedure ??= conceptName(textAt(n));
            return;
          case 'leveringsId':
          case 'idLevering':
            d.leveringsId ??= textAt(n);
            return;
          case 'FRBRWork':
            gio = textAt(n);
            return;
          case 'Locatie':
            readGioLocation(ctx, d, file, n, gio);
            return;
          default: {
            const id = textAt(n, 'identificatie');
            ctx.readFeature();
            d.objects.push({ kind: n.name, id: id ?? '', node: n, file, line: n.line });
          }
        }
      },
      afterChunk: () => ctx.afterChunk(),
    });
    for (const a of d.articles.slice(first)) a.tekst = texts.texts.get(a.wid) ?? a.tekst;
  }
  return d;
}

function readArticle(d: OwDelivery, file: string, n: XmlNode) {
  const kop = child(n, 'Kop');
  const wid = n.attrs.wId;
  if (!wid) return;
  const body = n.children.filter((c) => c.name !== 'Kop');
  d.articles.push({
    wid,
    kind: 'Artikel',
    nummer: textAt(kop, 'Nummer'),
    opschrift: textAt(kop, 'Opschrift'),
    tekst: body.map(allText).join('\n').trim(),
    file,
    line: n.line,
  });
  for (const lid of childrenNamed(n, 'Lid')) {
    if (!lid.attrs.wId) continue;
    d.articles.push({
      wid: lid.attrs.wId,
      kind: 'Lid',
      nummer: textAt(lid, 'LidNummer'),
      tekst: lid.children.filter((c) => c.name !== 'LidNummer').map(allText).join('\n').trim(),
      file,
      line: lid.line,
    });
  }
}

function readGioLocation(ctx: ImportContext, d: OwDelivery, file: string, n: XmlNode, gio: string | undefined) {
  const geo = descendants(n, 'Geometrie')[0];
  const basisgeoId = textAt(geo, 'id');
  const g = findGeometry(child(geo, 'geometrie'));
  ctx.readFeature();
  if (!basisgeoId || !g) {
    ctx.reject(file, basisgeoId ?? `line ${n.line}`, 'GIO Locatie without basisgeo:id or geometry', n.line);
    return;
  }
  const parsed = parseGmlGeometry(g, { defaultCrs: optionCrs(ctx), where: `${file}: line ${n.line}` });
  if (parsed.repairs) ctx.repaired(parsed.repairs);
  d.geometries.push({
    basisgeoId,
    naam: textAt(n, 'naam'),
    normwaarde: textAt(n, 'kwantitatieveNormwaarde') ?? textAt(n, 'kwalitatieveNormwaarde'),
    gio,
    geometry: parsed.geometry,
    srid: parsed.crs.srid,
    file,
    line: n.line,
  });
}
