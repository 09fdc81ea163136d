import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import type { Geometry } from '../../geometry/geometry';
import { child, descendants, streamXmlFeatures, textAt, type XmlNode } from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { gmlCrs } from '../shared';
import { ArticleTexts, TEXT_UNITS, teeInto } from './articleText';

/** One OW object as delivered, with where it was read. */
export interface OwObject {
  kind: string;
  id: string;
  node: XmlNode;
  file: string;
  line: number;
}

export interface OwArticle {
  wid: string;
  /** Artikel, Lid or Divisietekst */
  kind: string;
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

/** The STOP mutation actions of a RegelingMutatie, as stored in `geo_ow_articles.wijzigactie`. */
type Wijzigactie = 'vervang' | 'vervangKop' | 'voegtoe' | 'verwijder';
const MUTATIONS: Record<string, Wijzigactie> = { Vervang: 'vervang', VervangKop: 'vervangKop', VoegToe: 'voegtoe', Verwijder: 'verwijder' };

/** One change of a RegelingMutatie (renvooi): what it does to which wId, and the texts it brings. */
export interface OwMutation {
  action: Wijzigactie;
  /** the wId changed (`wat`), or for VoegToe the one it is placed at (`context`) */
  target: string;
  /** the articles, leden and divisieteksten it delivers, their text as it reads after the change */
  articles: OwArticle[];
  /** wIds inside it marked `wijzigactie="verwijder"` */
  removed: string[];
  /** VervangKop: the new heading */
  kop?: { nummer?: string; opschrift?: string };
  file: string;
  line: number;
}

/** What a delivery's manifests say it holds: the OW manifest's regeling and doel, and every file either manifest names. */
export interface OwManifest {
  /** manifest-ow `WorkIDRegeling` */
  regeling?: string;
  /** manifest-ow `DoelID` */
  doel?: string;
  /** the files named, each with the manifest naming it and (manifest-ow) the object types it holds */
  files: { name: string; manifest: string; objecttypes: string[] }[];
}

/** Everything a delivery (initial or amendment) holds, read into memory: deliveries are a few MB at most. */
export interface OwDelivery {
  /** the regeling's work id: from the STOP regeling, else (regelingFrom 'manifest') from the OW manifest */
  regeling?: string;
  regelingFrom?: 'stop' | 'manifest';
  /** the STOP regeling's expression (`.../nld@2024-05-01`): only a delivered STOP regeling names it */
  regelingExpression?: string;
  manifest: OwManifest;
  /** the names (last path part) of every file in the delivery, manifests and PDFs too */
  delivered: Set<string>;
  besluit?: string;
  datumBekendmaking?: string;
  inwerkingtreding?: string;
  leveringsId?: string;
  /** STOP soortProcedure, last URI segment: `proceduretype_definitief`, or `proceduretype_ontwerp` for a draft */
  procedure?: string;
  articles: OwArticle[];
  /** the changes of RegelingMutaties (a wijzigingsbesluit's renvooi), in document order */
  mutations: OwMutation[];
  /** regelingen (work ids) the besluit withdraws (STOP Intrekking) */
  withdrawn: string[];
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
  const d: OwDelivery = { manifest: { files: [] }, delivered: new Set(), articles: [], mutations: [], withdrawn: [], objects: [], geometries: [] };
  // every file's name (not opened): what the manifests name is checked against it
  for await (const entry of ctx.entries(input, () => true)) d.delivered.add(baseName(entry.name));
  for await (const entry of ctx.entries(input, (n) => /\.(xml|gml)$/i.test(n))) {
    const file = entry.name;
    let gio: string | undefined;
    const texts = new ArticleTexts();
    const first = d.articles.length;
    const firstMutation = d.mutations.length;
    await streamXmlFeatures(teeInto(ctx.bytes(entry), texts), file, {
      capture: (name, parent) =>
        parent === 'owObject' ||
        (parent === 'RegelingMutatie' && name in MUTATIONS) ||
        (name === 'Intrekking' && parent === 'Intrekkingen') ||
        name === 'Artikel' ||
        name === 'Divisietekst' ||
        name === 'ExpressionIdentificatie' ||
        name === 'Tijdstempel' ||
        name === 'datumBekendmaking' ||
        name === 'soortProcedure' ||
        name === 'leveringsId' ||
        name === 'idLevering' ||
        (name === 'Locatie' && parent === 'locaties') ||
        (name === 'FRBRWork' && parent === 'GeoInformatieObjectVersie') ||
        (name === 'Aanlevering' && parent === 'Aanleveringen') ||
        (name === 'bestand' && parent === 'manifest'),
      onFeature: (n) => {
        switch (n.name) {
          case 'Artikel':
          case 'Divisietekst':
            d.articles.push(...articlesIn(file, { ...n, name: '', children: [n] }));
            return;
          case 'Vervang':
          case 'VervangKop':
          case 'VoegToe':
          case 'Verwijder':
            readMutation(d, file, n);
            return;
          case 'Intrekking': {
            const instrument = textAt(n, 'instrument');
            // a GIO or other information object withdrawn goes with the regeling that cites it
            if (instrument?.startsWith('/akn/nl/act/')) d.withdrawn.push(instrument);
            return;
          }
          case 'ExpressionIdentificatie': {
            const soort = textAt(n, 'soortWork');
            if (soort === SOORT_BESLUIT) d.besluit ??= textAt(n, 'FRBRWork');
            if (soort === SOORT_REGELING) {
              d.regeling ??= textAt(n, 'FRBRWork');
              d.regelingExpression ??= textAt(n, 'FRBRExpression');
            }
            return;
          }
          case 'Aanlevering':
          case 'bestand':
            readManifest(d.manifest, baseName(file), n);
            return;
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
    for (const a of [...d.articles.slice(first), ...d.mutations.slice(firstMutation).flatMap((m) => m.articles)]) a.tekst = texts.texts.get(a.wid) ?? a.tekst;
  }
  if (d.regeling) d.regelingFrom = 'stop';
  else if (d.manifest.regeling) {
    // no STOP regeling delivered (an OW-only delivery): the OW manifest names the regeling the objects belong to
    d.regeling = d.manifest.regeling;
    d.regelingFrom = 'manifest';
  }
  return d;
}

const baseName = (name: string) => name.split(/[/\\!]/).pop() ?? name;

/** One manifest entry: an OW manifest `Aanlevering` (regeling, doel, its files with object types) or an LVBB `bestand`. */
function readManifest(m: OwManifest, manifestFile: string, n: XmlNode) {
  if (n.name === 'bestand') {
    const name = textAt(n, 'bestandsnaam');
    if (name) m.files.push({ name, manifest: manifestFile, objecttypes: [] });
    return;
  }
  m.regeling ??= textAt(n, 'WorkIDRegeling');
  m.doel ??= textAt(n, 'DoelID');
  for (const b of descendants(n, 'Bestand')) {
    const name = textAt(b, 'naam');
    if (name) m.files.push({ name, manifest: manifestFile, objecttypes: descendants(b, 'objecttype').map((t) => textAt(t) ?? '').filter(Boolean) });
  }
}

/** The articles, leden and divisieteksten below `n` (not `n` itself), each with its wId; `removed` collects those a mutation marks removed. */
function articlesIn(file: string, n: XmlNode, removed: string[] = []): OwArticle[] {
  const out: OwArticle[] = [];
  const walk = (x: XmlNode) => {
    for (const c of x.children) {
      const wid = c.attrs.wId;
      if (!TEXT_UNITS.has(c.name) || !wid) {
        walk(c);
        continue;
      }
      if (c.attrs.wijzigactie === 'verwijder') {
        removed.push(wid);
        continue;
      }
      const kop = child(c, 'Kop');
      out.push({
        wid,
        kind: c.name,
        nummer: c.name === 'Lid' ? textAt(c, 'LidNummer') : textAt(kop, 'Nummer'),
        opschrift: textAt(kop, 'Opschrift'),
        // replaced by the scanner's text in document order (ArticleTexts)
        tekst: c.children.filter((k) => k.name !== 'Kop' && k.name !== 'LidNummer').map(allText).join('\n').trim(),
        file,
        line: c.line,
      });
      if (c.name === 'Artikel') walk(c);
    }
  };
  walk(n);
  return out;
}

function readMutation(d: OwDelivery, file: string, n: XmlNode) {
  const action = MUTATIONS[n.name]!;
  // STOP names the target `wat` (VoegToe: `context`); some producers write the wId itself
  const target = (action === 'voegtoe' ? n.attrs.context : n.attrs.wat) ?? n.attrs.wat ?? n.attrs.wId;
  const removed: string[] = [];
  const kop = action === 'vervangKop' ? child(n, 'Kop') : undefined;
  d.mutations.push({
    action,
    target: target?.trim() ?? '',
    articles: action === 'verwijder' || action === 'vervangKop' ? [] : articlesIn(file, n, removed),
    removed,
    kop: kop ? { nummer: textAt(kop, 'Nummer'), opschrift: textAt(kop, 'Opschrift') } : undefined,
    file,
    line: n.line,
  });
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
  const parsed = parseGmlGeometry(g, { defaultCrs: gmlCrs(ctx, n, `${file}: line ${n.line}`), where: `${file}: line ${n.line}` });
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
