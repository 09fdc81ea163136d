import { type AddressLookupResponse, type AddressParts, type AddressSuggestion, type LatLon, postcodeText } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/*
 * Address search on our own BAG tables (imported extracts, OGC API imports or the demo region), answering in
 * the Locatieserver's shape so that the map's address search works offline. Ids are `local:adr:<nummer-
 * aanduiding>`, `local:weg:<openbare ruimte>` and `local:wpl:<woonplaats>`. Text matching is a plain
 * ILIKE per word: fine for a region, not tuned for the whole country.
 */

/** What a typed query holds: a postcode, a house number with letter and addition, and the other words. */
export interface ParsedQuery {
  postcode?: string;
  houseNumber?: number;
  houseLetter?: string;
  addition?: string;
  words: string[];
}

/** Split a typed address ("Kerkstraat 12A, 6981 AB Doesburg") into its parts. */
export function parseAddressQuery(q: string): ParsedQuery {
  let rest = ` ${q.replace(/,/g, ' ').replace(/\s+/g, ' ').trim()} `;
  const out: ParsedQuery = { words: [] };
  const pc = /\s(\d{4})\s?([a-z]{2})(?=\s)/i.exec(rest);
  if (pc) {
    out.postcode = `${pc[1]}${pc[2]!.toUpperCase()}`;
    rest = rest.replace(pc[0], ' ');
  }
  const nr = /\s(\d{1,5})([a-z])?(?:\s?-\s?([a-z0-9]{1,4}))?(?=\s)/i.exec(rest);
  if (nr) {
    out.houseNumber = Number(nr[1]);
    if (nr[2]) out.houseLetter = nr[2].toUpperCase();
    if (nr[3]) out.addition = nr[3].toUpperCase();
    rest = rest.replace(nr[0], ' ');
  } else if (!out.postcode) {
    // a bare four-digit postcode ("6981") when no house number is there to take it
    const pc4 = /\s(\d{4})(?=\s)/.exec(rest);
    if (pc4) {
      out.postcode = pc4[1];
      rest = rest.replace(pc4[0], ' ');
    }
  }
  out.words = rest
    .split(' ')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  // a lone four-digit number is a postcode being typed, not a house number
  if (!out.words.length && !out.postcode && out.houseNumber !== undefined && /^\d{4}$/.test(String(out.houseNumber)) && !out.houseLetter && !out.addition) {
    out.postcode = String(out.houseNumber);
    delete out.houseNumber;
  }
  return out;
}

const likeAll = (words: string[]) => words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** "12A-2" */
const houseNlt = (nr: number | null, letter: string | null, addition: string | null) =>
  nr === null ? '' : `${nr}${letter ?? ''}${addition ? `-${addition}` : ''}`;

/** "Kerkstraat 12A, 6981AB Doesburg", as the Locatieserver writes an address. */
export function addressLabel(a: { street: string | null; nr: number | null; letter: string | null; addition: string | null; postcode: string | null; city: string | null }) {
  const first = [a.street, houseNlt(a.nr, a.letter, a.addition)].filter(Boolean).join(' ');
  const second = [postcodeText(a.postcode), a.city].filter(Boolean).join(' ');
  return [first, second].filter(Boolean).join(', ');
}

type AddressRow = {
  id: string;
  street: string | null;
  nr: number | null;
  letter: string | null;
  addition: string | null;
  postcode: string | null;
  city: string | null;
  city_id: string | null;
  object_id: string | null;
  lon: number | null;
  lat: number | null;
  x: number | null;
  y: number | null;
  d?: number;
};

// One row per nummeraanduiding (the same object may be imported into two areas), with its street and place.
const ADDRESSES = `
  SELECT DISTINCT ON (n.identificatie) n.identificatie AS id, o.naam AS street, n.huisnummer AS nr, n.huisletter AS letter,
         n.toevoeging AS addition, n.postcode, w.naam AS city, coalesce(n.woonplaats_id, o.woonplaats_id) AS city_id
    FROM geo_bag_nummeraanduidingen n
    LEFT JOIN geo_bag_openbare_ruimten o ON o.identificatie = n.openbare_ruimte_id
    LEFT JOIN geo_bag_woonplaatsen w ON w.identificatie = coalesce(n.woonplaats_id, o.woonplaats_id)`;

// The point of an address: its verblijfsobject, else its lig- or standplaats.
const POINT_OF = (numId: string) => `
  LEFT JOIN LATERAL (
    SELECT p.id AS object_id, p.geom FROM (
      SELECT v.identificatie AS id, v.geom, 0 AS k FROM geo_bag_verblijfsobjecten v WHERE v.hoofdadres_id = ${numId}
      UNION ALL
      SELECT s.identificatie, ST_PointOnSurface(s.geom), 1 FROM geo_bag_plaatsen s WHERE s.hoofdadres_id = ${numId}
    ) p ORDER BY p.k LIMIT 1) pt ON true`;

const COORDS = `pt.object_id, ST_X(ST_Transform(pt.geom, 4326)) AS lon, ST_Y(ST_Transform(pt.geom, 4326)) AS lat, ST_X(pt.geom) AS x, ST_Y(pt.geom) AS y`;

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

function partsOf(r: AddressRow): AddressParts {
  const a: AddressParts = { nummeraanduidingId: r.id };
  if (r.street) a.street = r.street;
  if (r.nr !== null) a.houseNumber = r.nr;
  if (r.letter) a.houseLetter = r.letter;
  if (r.addition) a.addition = r.addition;
  if (r.postcode) a.postcode = r.postcode;
  if (r.city) a.city = r.city;
  if (r.object_id) a.adresseerbaarObjectId = r.object_id;
  return a;
}

export class LocalGeocoder {
  constructor(private readonly db: Db) {}

  /** Addresses, streets and places matching a typed query. */
  async search(q: string, limit: number): Promise<AddressSuggestion[]> {
    const p = parseAddressQuery(q);
    const out: AddressSuggestion[] = [];
    if (p.houseNumber === undefined && !p.postcode && p.words.length) {
      const places = await this.db.query<{ id: string; naam: string }>(
        `SELECT DISTINCT ON (lower(naam)) identificatie AS id, naam FROM geo_bag_woonplaatsen
          WHERE lower(naam) LIKE ALL ($1::text[]) ORDER BY lower(naam), identificatie LIMIT $2`,
        [likeAll(p.words), limit],
      );
      out.push(...places.map((r) => ({ id: `local:wpl:${r.id}`, type: 'woonplaats', label: r.naam })));
      const streets = await this.db.query<{ id: string; naam: string; city: string | null }>(
        `SELECT * FROM (
           SELECT DISTINCT ON (o.identificatie) o.identificatie AS id, o.naam, w.naam AS city
             FROM geo_bag_openbare_ruimten o LEFT JOIN geo_bag_woonplaatsen w ON w.identificatie = o.woonplaats_id
            WHERE o.naam IS NOT NULL AND lower(o.naam || ' ' || coalesce(w.naam, '')) LIKE ALL ($1::text[]) AND lower(o.naam) LIKE ANY ($1::text[])
            ORDER BY o.identificatie) s
          ORDER BY (lower(naam) LIKE $2) DESC, naam, city LIMIT $3`,
        [likeAll(p.words), `${p.words[0]}%`, limit],
      );
      out.push(...streets.map((r) => ({ id: `local:weg:${r.id}`, type: 'weg', label: [r.naam, r.city].filter(Boolean).join(', ') })));
    }
    if (out.length < limit && (p.houseNumber !== undefined || p.postcode || p.words.length)) {
      const rows = await this.db.query<AddressRow>(
        `SELECT * FROM (${ADDRESSES}
            WHERE ($1::text IS NULL OR n.postcode = $1 OR ($1 ~ '^[0-9]{4}$' AND n.postcode LIKE $1 || '%'))
              AND ($2::int IS NULL OR n.huisnummer = $2)
              AND ($3::text IS NULL OR upper(n.huisletter) = $3)
              AND ($4::text IS NULL OR upper(n.toevoeging) = $4)
              AND lower(coalesce(o.naam, '') || ' ' || coalesce(w.naam, '')) LIKE ALL ($5::text[])
              -- words alone must name the street (a place name alone is answered by the place, not its every address)
              AND ($1::text IS NOT NULL OR $2::int IS NOT NULL OR lower(coalesce(o.naam, '')) LIKE ANY ($5::text[]))
            ORDER BY n.identificatie) a
          ORDER BY street, nr, letter NULLS FIRST, addition NULLS FIRST LIMIT $6`,
        [p.postcode ?? null, p.houseNumber ?? null, p.houseLetter ?? null, p.addition ?? null, likeAll(p.words), limit - out.length],
      );
      out.push(...rows.map((r) => ({ id: `local:adr:${r.id}`, type: 'adres', label: addressLabel(r) })));
    }
    return out.slice(0, limit);
  }

  /** The point (and area) of a local id; undefined when it is not (or no longer) there. */
  async lookup(id: string): Promise<Omit<AddressLookupResponse, 'source'> | undefined> {
    const m = /^local:(adr|weg|wpl):(.+)$/.exec(id);
    if (!m) return undefined;
    const [, kind, key] = m as unknown as [string, 'adr' | 'weg' | 'wpl', string];
    if (kind === 'adr') {
      const [r] = await this.db.query<AddressRow>(`SELECT a.*, ${COORDS} FROM (${ADDRESSES} WHERE n.identificatie = $1 ORDER BY n.identificatie) a ${POINT_OF('a.id')}`, [key]);
      if (!r || r.lat === null || r.lon === null) return undefined;
      return { id, type: 'adres', label: addressLabel(r), point: { lat: r.lat, lon: r.lon }, rd: { x: round(r.x!, 3), y: round(r.y!, 3) }, bbox: null, address: partsOf(r) };
    }
    // a street: the extent of its addresses; a place: its boundary. The point lies on it (an address, inside the place).
    const source =
      kind === 'weg'
        ? `SELECT min(o.naam) AS street, min(w.naam) AS city, ST_Collect(v.geom) AS g
             FROM geo_bag_openbare_ruimten o
             LEFT JOIN geo_bag_woonplaatsen w ON w.identificatie = o.woonplaats_id
             JOIN geo_bag_nummeraanduidingen n ON n.openbare_ruimte_id = o.identificatie
             JOIN geo_bag_verblijfsobjecten v ON v.hoofdadres_id = n.identificatie
            WHERE o.identificatie = $1`
        : `SELECT NULL::text AS street, naam AS city, geom AS g FROM geo_bag_woonplaatsen WHERE identificatie = $1 ORDER BY id DESC LIMIT 1`;
    const [a] = await this.db.query<{ street: string | null; city: string | null; lon: number; lat: number; x: number; y: number; minx: number; miny: number; maxx: number; maxy: number }>(
      `SELECT street, city, ST_X(ST_Transform(c, 4326)) AS lon, ST_Y(ST_Transform(c, 4326)) AS lat, ST_X(c) AS x, ST_Y(c) AS y,
              ST_XMin(e) AS minx, ST_YMin(e) AS miny, ST_XMax(e) AS maxx, ST_YMax(e) AS maxy
         FROM (SELECT street, city, ST_PointOnSurface(g) AS c, ST_Transform(g, 4326) AS e FROM (${source}) s WHERE g IS NOT NULL) t`,
      [key],
    );
    if (!a) return undefined;
    const address: AddressParts = {};
    if (a.street) address.street = a.street;
    if (a.city) address.city = a.city;
    return {
      id,
      type: kind === 'weg' ? 'weg' : 'woonplaats',
      label: kind === 'weg' ? [a.street, a.city].filter(Boolean).join(', ') : (a.city ?? ''),
      point: { lat: a.lat, lon: a.lon },
      rd: { x: round(a.x, 3), y: round(a.y, 3) },
      bbox: [a.minx, a.miny, a.maxx, a.maxy],
      address,
    };
  }

  /** The addresses nearest to a WGS84 point (within 1 km), nearest first. */
  async reverse(at: LatLon, limit: number): Promise<(AddressSuggestion & { point: LatLon; distanceMeters: number })[]> {
    const rows = await this.db.query<AddressRow>(
      `WITH here AS (SELECT ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 28992) AS g),
            near AS (
              SELECT v.hoofdadres_id, v.identificatie AS object_id, v.geom, ST_Distance(v.geom, here.g) AS d
                FROM geo_bag_verblijfsobjecten v, here
               WHERE v.hoofdadres_id IS NOT NULL AND ST_DWithin(v.geom, here.g, 1000)
               ORDER BY v.geom <-> here.g LIMIT $3 * 4)
       SELECT DISTINCT ON (a.id) a.*, near.object_id, near.d, ST_X(ST_Transform(near.geom, 4326)) AS lon, ST_Y(ST_Transform(near.geom, 4326)) AS lat,
              ST_X(near.geom) AS x, ST_Y(near.geom) AS y
         FROM near JOIN (${ADDRESSES} ORDER BY n.identificatie) a ON a.id = near.hoofdadres_id
        ORDER BY a.id, near.d`,
      [at.lon, at.lat, limit],
    );
    return rows
      .sort((a, b) => a.d! - b.d!)
      .slice(0, limit)
      .map((r) => ({ id: `local:adr:${r.id}`, type: 'adres', label: addressLabel(r), point: { lat: r.lat!, lon: r.lon! }, distanceMeters: round(r.d!, 1) }));
  }
}
