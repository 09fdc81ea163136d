import { basename } from 'node:path';
import type { Importer } from '../importer';
import { AppError } from '../../../http/appError';
import { fromGeoJson } from '../../geometry/geojsonGeometry';
import type { Geometry } from '../../geometry/geometry';
import { streamGeoJson } from '../../readers/geoJsonFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { Props } from '../properties';
import { FeatureError, perFeature, skipEnded } from '../shared';
import { CurrentVersions, olderVersionReason } from './currentVersion';

/** The BAG object types PDOK's OGC API serves as collections, and where each goes. */
const TYPES = {
  pand: { dataset: 'bag.panden', spec: tables.bagPanden, table: tables.bagPanden.table },
  verblijfsobject: { dataset: 'bag.verblijfsobjecten', spec: tables.bagVerblijfsobjecten, table: tables.bagVerblijfsobjecten.table },
  ligplaats: { dataset: 'bag.ligplaatsen', spec: tables.bagPlaatsen, table: tables.bagPlaatsen.table, filter: { column: 'kind', value: 'LIG' } },
  standplaats: { dataset: 'bag.standplaatsen', spec: tables.bagPlaatsen, table: tables.bagPlaatsen.table, filter: { column: 'kind', value: 'STA' } },
  woonplaats: { dataset: 'bag.woonplaatsen', spec: tables.bagWoonplaatsen, table: tables.bagWoonplaatsen.table },
} as const;
type BagType = keyof typeof TYPES;

/** The object type: the --layer option (the collection id for OGC API imports), else the file name. */
function typeOf(ctx: ImportContext, fileName: string): BagType {
  const hint = (ctx.options.layer ?? basename(fileName)).toLowerCase();
  const t = (Object.keys(TYPES) as BagType[]).find((k) => hint.startsWith(k) || hint.includes(`${k}.`) || hint === `${k}en`);
  if (!t) throw new AppError('bad_request', `${fileName}: cannot tell the BAG object type; pass --layer ${Object.keys(TYPES).join('|')}`);
  return t;
}

/** A list from a PDOK value: an array, or a comma separated string ("woonfunctie,kantoorfunctie"). */
function list(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v.flatMap((x) => list(x));
  // a relation of OGC API v2: { href, title } objects pointing at the related feature
  if (typeof v === 'object') {
    const o = v as { identificatie?: unknown; title?: unknown; href?: unknown };
    const id = o.identificatie ?? o.title ?? (typeof o.href === 'string' ? /([0-9]{16})(?:[?#].*)?$/.exec(o.href)?.[1] : undefined);
    return id === undefined ? [] : [String(id)];
  }
  return String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * BAG objects as PDOK's OGC API serves them (GeoJSON pages of the pand, verblijfsobject, ligplaats,
 * standplaats and woonplaats collections). A verblijfsobject carries its main address, which is written as
 * a nummeraanduiding and an openbare ruimte so that addresses imported this way can be found offline.
 */
export const bagGeoJsonImporter: Importer = {
  format: 'bag-geojson',
  description: 'BAG pand, verblijfsobject, ligplaats, standplaats or woonplaats as PDOK OGC API GeoJSON (--layer <type>)',
  async run(ctx, input) {
    const area = ctx.options.area ?? 'NL';
    const streets = new Set<string>();
    // one version per identificatie (pages of an OGC API can repeat an object; a file may hold versions)
    const versions = new CurrentVersions();
    for await (const entry of ctx.entries(input, (n) => /\.(geo)?json$/i.test(n))) {
      const type = typeOf(ctx, entry.name);
      const t = TYPES[type];
      ctx.dataset(t.dataset, area, [{ table: t.table, ...('filter' in t ? { filter: t.filter } : {}) }]);
      if (type === 'verblijfsobject') {
        ctx.dataset('bag.nummeraanduidingen', area, [{ table: tables.bagNummeraanduidingen.table }]);
        ctx.dataset('bag.openbareruimten', area, [{ table: tables.bagOpenbareRuimten.table }]);
      }
      await streamGeoJson(ctx, entry, (f, index, crs) => {
        ctx.readFeature();
        const p = new Props(f.properties ?? {});
        if (skipEnded(ctx, p)) return;
        const id = p.text('identificatie') ?? (f.id !== undefined ? String(f.id) : undefined);
        const writeIt = () => perFeature(ctx, entry.name, () => id ?? `#${index + 1}`, undefined, () => {
          if (!id) throw new FeatureError(`${type} without identificatie`);
          const state = { repairs: 0 };
          const geometry: Geometry = fromGeoJson(f.geometry, state);
          if (state.repairs) ctx.repaired(state.repairs);
          const base = { geometry, srid: crs.srid, area, file: entry.name, feature: id };
          const status = p.text('status');
          switch (type) {
            case 'pand':
              return ctx.write(tables.bagPanden, { values: [id, p.text('bouwjaar', 'oorspronkelijkBouwjaar'), status], ...base });
            case 'woonplaats':
              return ctx.write(tables.bagWoonplaatsen, { values: [id, p.text('naam', 'woonplaats'), status], ...base });
            case 'ligplaats':
            case 'standplaats':
              return ctx.write(tables.bagPlaatsen, {
                values: [type === 'ligplaats' ? 'LIG' : 'STA', id, status, p.text('hoofdadres_identificatie', 'hoofdadres'), list(p.get('nevenadressen'))],
                ...base,
              });
            case 'verblijfsobject': {
              if (geometry.type !== 'Point') throw new FeatureError(`verblijfsobject geometry is a ${geometry.type}, not a point`);
              const num = p.text('hoofdadres_identificatie', 'nummeraanduiding_hoofdadres_identificatie');
              const opr = p.text('openbare_ruimte_identificatie');
              ctx.write(tables.bagVerblijfsobjecten, {
                values: [id, list(p.get('gebruiksdoel', 'gebruiksdoelen')), p.text('oppervlakte'), status, num, list(p.get('nevenadressen')), list(p.get('pand_identificatie', 'pand'))],
                ...base,
              });
              if (num)
                ctx.write(tables.bagNummeraanduidingen, {
                  values: [num, p.text('huisnummer'), p.text('huisletter'), p.text('toevoeging', 'huisnummertoevoeging'), p.text('postcode'), 'Verblijfsobject', p.text('hoofdadres_status'), opr, p.text('woonplaats_identificatie')],
                  area,
                  file: entry.name,
                  feature: num,
                });
              if (opr && !streets.has(opr)) {
                streets.add(opr);
                ctx.write(tables.bagOpenbareRuimten, {
                  values: [opr, p.text('openbare_ruimte_naam'), undefined, p.text('openbare_ruimte_status'), p.text('woonplaats_identificatie')],
                  area,
                  file: entry.name,
                  feature: opr,
                });
              }
              return;
            }
          }
        });
        if (!id) return writeIt();
        const version = { begin: p.text('beginGeldigheid', 'begin_geldigheid'), status: p.text('status'), nr: p.text('voorkomenidentificatie', 'voorkomen_identificatie') };
        const verdict = versions.offer(type, id, version);
        if (verdict === 'older') return ctx.skip(olderVersionReason(type));
        if (verdict === 'newer') return ctx.replaceEarlier(t.spec, id, olderVersionReason(type), writeIt);
        writeIt();
      });
    }
  },
};
