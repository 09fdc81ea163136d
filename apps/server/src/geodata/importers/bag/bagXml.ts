import type { Importer } from '../importer';
import { findGeometry, parseGmlGeometry } from '../../geometry/gmlGeometry';
import {
  child,
  childrenNamed,
  descendant,
  path,
  streamXmlFeatures,
  textAt,
  type XmlNode,
} from '../../readers/xmlFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { FeatureError, gmlCrs, perFeature } from '../shared';
import { CurrentVersions, olderVersionReason } from './currentVersion';

/** BAG 2.0 object types: element name -> short code of the extract file names. */
export const OBJECTS: Record<string, string> = {
  Pand: 'PND',
  Verblijfsobject: 'VBO',
  Nummeraanduiding: 'NUM',
  OpenbareRuimte: 'OPR',
  Woonplaats: 'WPL',
  Ligplaats: 'LIG',
  Standplaats: 'STA',
};

/** The table each object type is written to. */
export const TABLE = {
  PND: tables.bagPanden,
  VBO: tables.bagVerblijfsobjecten,
  NUM: tables.bagNummeraanduidingen,
  OPR: tables.bagOpenbareRuimten,
  WPL: tables.bagWoonplaatsen,
  LIG: tables.bagPlaatsen,
  STA: tables.bagPlaatsen,
} as const;

export const DATASET: Record<
  string,
  { dataset: string; targets: { table: string; filter?: { column: string; value: string } }[] }
> = {
  PND: { dataset: 'bag.panden', targets: [{ table: tables.bagPanden.table }] },
  VBO: { dataset: 'bag.verblijfsobjecten', targets: [{ table: tables.bagVerblijfsobjecten.table }] },
  NUM: { dataset: 'bag.nummeraanduidingen', targets: [{ table: tables.bagNummeraanduidingen.table }] },
  OPR: { dataset: 'bag.openbareruimten', targets: [{ table: tables.bagOpenbareRuimten.table }] },
  WPL: { dataset: 'bag.woonplaatsen', targets: [{ table: tables.bagWoonplaatsen.table }] },
  LIG: {
    dataset: 'bag.ligplaatsen',
    targets: [{ table: tables.bagPlaatsen.table, filter: { column: 'kind', value: 'LIG' } }],
  },
  STA: {
    dataset: 'bag.standplaatsen',
    targets: [{ table: tables.bagPlaatsen.table, filter: { column: 'kind', value: 'STA' } }],
  },
};

/** The ids of the references under every `prop` child (e.g. heeftAlsNevenadres/NummeraanduidingRef). */
function refs(n: XmlNode, prop: string): string[] {
  const out: string[] = [];
  for (const p of n.children) {
    if (p.name !== prop) continue;
    for (const r of p.children) {
      const id = r.text.trim();
      if (id) out.push(id);
    }
  }
  return out;
}

/** The first reference under `prop`. */
const ref = (n: XmlNode, prop: string): string | undefined => textAt(child(n, prop)?.children[0]);

/** Whether this voorkomen is history: it has an end of validity or of registration. */
export const isHistory = (voorkomen: XmlNode) =>
  !!(
    child(voorkomen, 'eindGeldigheid') ||
    child(voorkomen, 'eindRegistratie') ||
    descendant(voorkomen, 'tijdstipEindRegistratieLV')
  );

const trimmedText = (n: XmlNode) => n.text.trim();

/** The area of an extract: the --area option, the gemeente of bagInfo, or the gemeente code the file name starts with ('9999' is national). */
export function areaOf(ctx: ImportContext, fileName: string, gemeente: string | undefined): string {
  if (ctx.options.area) return ctx.options.area;
  const code = gemeente ?? /(?:^|[!/])(\d{4})[A-Z]{3}\d{8}/.exec(fileName)?.[1];
  return !code || code === '9999' ? 'NL' : code;
}

/** The geometrie of a PND, WPL, LIG or STA. */
function surface(ctx: ImportContext, file: string, kind: string, n: XmlNode) {
  const g = findGeometry(child(n, 'geometrie'));
  if (!g) throw new FeatureError(`${kind} without geometrie`);
  const parsed = parseGmlGeometry(g, { defaultCrs: gmlCrs(ctx, n, `${file}: line ${n.line}`), where: `${file}: line ${n.line}` });
  if (parsed.repairs) ctx.repaired(parsed.repairs);
  return { geometry: parsed.geometry, srid: parsed.crs.srid };
}

/** Write one current BAG object `n` of `kind` (PND, VBO ...) read from `file` under `area`. */
export function write(ctx: ImportContext, file: string, area: string, kind: string, n: XmlNode) {
  const id = textAt(n, 'identificatie');
  if (!id) throw new FeatureError(`${kind} without identificatie`);
  const base = { area, file, feature: id, line: n.line };
  switch (kind) {
    case 'PND':
      return ctx.write(tables.bagPanden, {
        values: [id, textAt(n, 'oorspronkelijkBouwjaar'), textAt(n, 'status')],
        ...surface(ctx, file, kind, n),
        ...base,
      });
    case 'VBO': {
      // a verblijfsobject has a point, a surface, or both; keep the point (the surface's point when alone)
      const geo = child(n, 'geometrie');
      const pt = findGeometry(child(geo, 'punt')) ?? findGeometry(geo);
      if (!pt) throw new FeatureError('VBO without geometrie');
      const parsed = parseGmlGeometry(pt, { defaultCrs: gmlCrs(ctx, n, `${file}: line ${n.line}`), where: `${file}: line ${n.line}` });
      return ctx.write(tables.bagVerblijfsobjecten, {
        values: [
          id,
          childrenNamed(n, 'gebruiksdoel').map(trimmedText),
          textAt(n, 'oppervlakte'),
          textAt(n, 'status'),
          ref(n, 'heeftAlsHoofdadres'),
          refs(n, 'heeftAlsNevenadres'),
          refs(n, 'maaktDeelUitVan'),
        ],
        geometry: parsed.geometry,
        srid: parsed.crs.srid,
        ...base,
      });
    }
    case 'NUM':
      return ctx.write(tables.bagNummeraanduidingen, {
        values: [
          id,
          textAt(n, 'huisnummer'),
          textAt(n, 'huisletter'),
          textAt(n, 'huisnummertoevoeging'),
          textAt(n, 'postcode'),
          textAt(n, 'typeAdresseerbaarObject'),
          textAt(n, 'status'),
          ref(n, 'ligtAan'),
          ref(n, 'ligtIn'),
        ],
        ...base,
      });
    case 'OPR':
      return ctx.write(tables.bagOpenbareRuimten, {
        values: [id, textAt(n, 'naam'), textAt(n, 'type'), textAt(n, 'status'), ref(n, 'ligtIn')],
        ...base,
      });
    case 'WPL':
      return ctx.write(tables.bagWoonplaatsen, {
        values: [id, textAt(n, 'naam'), textAt(n, 'status')],
        ...surface(ctx, file, kind, n),
        ...base,
      });
    default:
      return ctx.write(tables.bagPlaatsen, {
        values: [kind, id, textAt(n, 'status'), ref(n, 'heeftAlsHoofdadres'), refs(n, 'heeftAlsNevenadres')],
        ...surface(ctx, file, kind, n),
        ...base,
      });
  }
}

/**
 * BAG 2.0 extract (LV, BAGNLDL): XML files per object type, as files, folders or (nested) zips. Only the
 * current version of each object is kept: a voorkomen with eindGeldigheid or eindRegistratie is history, and of
 * several without an end the one that currentVersion.ts orders first.
 */
export const bagImporter: Importer = {
  format: 'bag',
  description: 'BAG 2.0 extract XML (PND, VBO, NUM, OPR, WPL, LIG, STA); file, folder or zip',
  async run(ctx, input) {
    const versions = new CurrentVersions();
    for await (const entry of ctx.entries(input, (n) => /\.xml$/i.test(n))) {
      let gemeente: string | undefined;
      // the extract's own date (bagInfo StandTechnischeDatum): what its objects describe, whenever it is imported
      let stand: string | undefined;
      let dated = '';
      await streamXmlFeatures(ctx.bytes(entry), entry.name, {
        capture: (name, parent) => name === 'bagInfo' || (name in OBJECTS && parent !== 'heeftAlsHoofdadres'),
        afterChunk: () => ctx.afterChunk(),
        onFeature: (n) => {
          if (n.name === 'bagInfo') {
            gemeente = textAt(descendant(n, 'GemeenteIdentificatie'));
            stand = textAt(descendant(n, 'StandTechnischeDatum'));
            return;
          }
          const kind = OBJECTS[n.name]!;
          ctx.readFeature();
          const area = areaOf(ctx, entry.name, gemeente);
          const d = DATASET[kind]!;
          ctx.dataset(d.dataset, area, d.targets);
          if (stand && dated !== `${d.dataset} ${area}`) {
            ctx.dataDate(d.dataset, area, stand, 'file');
            dated = `${d.dataset} ${area}`;
          }
          const voorkomen = path(n, 'voorkomen/Voorkomen');
          if (voorkomen && isHistory(voorkomen)) {
            ctx.skip(`historical ${kind} version (eindGeldigheid / eindRegistratie)`);
            return;
          }
          const id = textAt(n, 'identificatie');
          const writeIt = () =>
            perFeature(ctx, entry.name, () => id ?? `line ${n.line}`, n.line, () => write(ctx, entry.name, area, kind, n));
          if (!id) return writeIt();
          const version = { begin: textAt(voorkomen, 'beginGeldigheid'), status: textAt(n, 'status'), nr: textAt(voorkomen, 'voorkomenidentificatie') };
          const verdict = versions.offer(kind, id, version);
          if (verdict === 'older') return ctx.skip(olderVersionReason(kind));
          if (verdict === 'newer') return ctx.replaceEarlier(TABLE[kind as keyof typeof TABLE], id, olderVersionReason(kind), writeIt);
          writeIt();
        },
      });
    }
  },
};
