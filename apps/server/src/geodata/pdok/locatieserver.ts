import { type AddressLookupResponse, type AddressParts, type AddressSuggestion, type LatLon, withDutchPostcodes } from '@plotwise/contracts';
import { shortUrl } from '../../http/outbound';
import { fetchWithRetry, RemoteServiceError, type HttpOptions } from './httpClient';

/*
 * Client of the PDOK Locatieserver v3_1 (https://api.pdok.nl/bzk/locatieserver/search/v3_1): /suggest while
 * typing, /lookup for the details of a chosen hit, /free for classic geocoding, /reverse from a point.
 * The Locatieserver is Apache Solr: every answer is { response: { numFound, docs: [...] } }.
 */

/** A Locatieserver document (the fields we read; a lookup returns many more). */
export interface LsDoc {
  id: string;
  type: string;
  weergavenaam: string;
  score?: number;
  afstand?: number;
  centroide_ll?: string;
  centroide_rd?: string;
  geometrie_ll?: string;
  straatnaam?: string;
  huisnummer?: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  postcode?: string;
  woonplaatsnaam?: string;
  gemeentenaam?: string;
  nummeraanduiding_id?: string;
  adresseerbaarobject_id?: string;
}

/** The coordinate pairs of a WKT geometry, in order ("POINT(5.1 52.0)", "MULTIPOLYGON(((...)))"). */
export function wktPairs(wkt: string | undefined): [number, number][] {
  if (!wkt) return [];
  const nums = (wkt.match(/-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g) ?? []).map(Number);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) out.push([nums[i]!, nums[i + 1]!]);
  return out;
}

const bboxOf = (pairs: [number, number][]): [number, number, number, number] | null => {
  if (pairs.length < 2) return null;
  const xs = pairs.map((p) => p[0]);
  const ys = pairs.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};

const pointOf = (wkt: string | undefined): LatLon | undefined => {
  const [p] = wktPairs(wkt);
  return p ? { lon: p[0], lat: p[1] } : undefined;
};

// the Locatieserver writes "6981AB"; a Dutch reader "6981 AB"
const suggestion = (d: LsDoc): AddressSuggestion => ({ id: d.id, type: d.type, label: withDutchPostcodes(d.weergavenaam) });

export class LocatieserverClient {
  constructor(
    readonly baseUrl: string,
    private readonly http: HttpOptions = {},
  ) {}

  private async docs(endpoint: string, params: Record<string, string | number>): Promise<LsDoc[]> {
    const u = new URL(`${this.baseUrl.replace(/\/+$/, '')}/${endpoint}`);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
    u.searchParams.set('wt', 'json');
    const url = u.toString();
    const res = await fetchWithRetry(url, { accept: 'application/json', ...this.http });
    let body: unknown;
    try {
      body = await res.json();
    } catch (e) {
      throw new RemoteServiceError(`${shortUrl(url)} answered something that is not JSON (${(e as Error).message})`, url, res.status);
    }
    const docs = (body as { response?: { docs?: unknown } } | null)?.response?.docs;
    if (!Array.isArray(docs)) throw new RemoteServiceError(`${shortUrl(url)} answered JSON without response.docs`, url, res.status);
    return (docs as LsDoc[]).filter((d) => d && typeof d.id === 'string' && typeof d.weergavenaam === 'string');
  }

  /** Suggestions for a partly typed query. */
  async suggest(q: string, rows: number): Promise<AddressSuggestion[]> {
    return (await this.docs('suggest', { q, rows, fl: 'id,type,weergavenaam,score' })).map(suggestion);
  }

  /** The best matches of a whole query (classic geocoding), with their points. */
  async free(q: string, rows: number): Promise<(AddressSuggestion & { point?: LatLon })[]> {
    const docs = await this.docs('free', { q, rows, fl: 'id,type,weergavenaam,score,centroide_ll' });
    return docs.map((d) => ({ ...suggestion(d), ...(pointOf(d.centroide_ll) ? { point: pointOf(d.centroide_ll)! } : {}) }));
  }

  /** The details of one hit; undefined when the id is unknown. */
  async lookup(id: string): Promise<Omit<AddressLookupResponse, 'source'> | undefined> {
    const [d] = await this.docs('lookup', { id, fl: '*' });
    if (!d) return undefined;
    const point = pointOf(d.centroide_ll);
    const [rd] = wktPairs(d.centroide_rd);
    if (!point || !rd) throw new RemoteServiceError(`${shortUrl(this.baseUrl)}/lookup: ${id} has no centroide_ll/centroide_rd`, this.baseUrl, 200);
    const address: AddressParts = {};
    if (d.straatnaam) address.street = d.straatnaam;
    if (d.huisnummer !== undefined) address.houseNumber = Number(d.huisnummer);
    if (d.huisletter) address.houseLetter = d.huisletter;
    if (d.huisnummertoevoeging) address.addition = d.huisnummertoevoeging;
    if (d.postcode) address.postcode = d.postcode;
    if (d.woonplaatsnaam) address.city = d.woonplaatsnaam;
    if (d.gemeentenaam) address.municipality = d.gemeentenaam;
    if (d.nummeraanduiding_id) address.nummeraanduidingId = d.nummeraanduiding_id;
    if (d.adresseerbaarobject_id) address.adresseerbaarObjectId = d.adresseerbaarobject_id;
    return { ...suggestion(d), point, rd: { x: rd[0], y: rd[1] }, bbox: bboxOf(wktPairs(d.geometrie_ll)), address };
  }

  /** The addresses nearest to a WGS84 point, nearest first. */
  async reverse(at: LatLon, rows: number): Promise<(AddressSuggestion & { point: LatLon; distanceMeters: number })[]> {
    const docs = await this.docs('reverse', { lat: at.lat, lon: at.lon, rows, type: 'adres', fl: 'id,type,weergavenaam,afstand,centroide_ll' });
    return docs.flatMap((d) => {
      const point = pointOf(d.centroide_ll);
      return point ? [{ ...suggestion(d), point, distanceMeters: Number(d.afstand ?? 0) }] : [];
    });
  }
}
