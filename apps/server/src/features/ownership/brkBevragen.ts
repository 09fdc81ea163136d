import { deriveOwnerType, type OwnerInformation } from '@plotwise/contracts';
import { AppError } from '../../http/appError';
import { fetchWithRetry, RemoteServiceError, type HttpOptions } from '../../geodata/pdok/httpClient';
import { pathSegment } from '../../http/outbound';

// An adapter for the Kadaster's "Haal Centraal BRK Bevragen" API v2 (VNG-Realisatie/Haal-Centraal-BRK-bevragen,
// specificatie/genereervariant/openapi.yaml): the zakelijk gerechtigden of a kadastraal onroerende zaak, and for
// a kadaster niet-natuurlijk persoon its legal form. Authenticated with the X-Api-Key header.

interface TypeBreuk {
  teller?: number;
  noemer?: number;
}
interface ZakelijkGerechtigde {
  identificatie?: string;
  type?: string;
  aanvangsdatum?: string;
  tenaamstelling?: { aandeel?: TypeBreuk; gezamenlijkAandeel?: TypeBreuk };
  persoon?: { identificatie?: string; omschrijving?: string; type?: string };
}
interface ZakelijkGerechtigdeHalCollectie {
  _embedded?: { zakelijkGerechtigden?: ZakelijkGerechtigde[] };
}
interface KadasterNietNatuurlijkPersoon {
  statutaireNaam?: string;
  rechtsvorm?: { code?: string; waarde?: string };
}

/** One holder of a right on a parcel, as the product keeps it (owner information). */
export interface BrkOwner {
  name: string;
  data: OwnerInformation;
}

export interface BrkConnection {
  baseUrl: string;
  apiKey: string;
  http?: HttpOptions;
}

/** A kadastraal onroerende zaak identificatie as BRK Bevragen takes it in its path: digits only (76870487970000). */
const PARCEL_ID = /^\d{1,20}$/;
/** A person's identificatie from an answer: letters, digits, `.`, `_`, `-`, never a path step. */
const PERSON_ID = /^[A-Za-z0-9][\w.-]{0,63}$/;

/** The parcel identificatie checked and encoded for the path (invalid_identifier, 400, before any request). */
export const brkParcelSegment = (identificatie: string) => pathSegment(identificatie, PARCEL_ID, 'The parcel identificatie');

const share = (b: TypeBreuk | undefined) => (b?.teller && b.noemer ? `${b.teller}/${b.noemer}` : null);

async function getJson<T>(c: BrkConnection, path: string, what: string): Promise<T> {
  try {
    // the key goes to the configured origin only: a redirect elsewhere is upstream_redirect_refused (http/outbound.ts)
    const res = await fetchWithRetry(`${c.baseUrl.replace(/\/$/, '')}${path}`, { retries: 2, timeoutMs: 15_000, ...c.http, accept: 'application/hal+json', headers: { 'X-Api-Key': c.apiKey }, origin: c.baseUrl });
    return (await res.json()) as T;
  } catch (e) {
    if (!(e instanceof RemoteServiceError)) throw e;
    // details.reason lets the screen say it in the user's language; the message is the English of it
    if (e.httpStatus === 401 || e.httpStatus === 403)
      throw new AppError('external_service_failed', `The Kadaster refused the company's BRK API key (${e.httpStatus}); check it in the company settings`, { reason: 'key_refused' });
    if (e.httpStatus === 404) throw new AppError('not_found', `The Kadaster does not know ${what}`, { reason: 'unknown', what });
    if (e.httpStatus !== null && e.httpStatus < 500)
      throw new AppError('external_service_failed', `The Kadaster refused the request for ${what} (${e.httpStatus})`, { reason: 'refused', status: e.httpStatus });
    // no answer at all, or only 5xx after the retries: the Kadaster is not reachable now (the address is ours, not the user's)
    throw new AppError(
      'service_unavailable',
      e.unreachable ? 'The Kadaster could not be reached; nothing was changed, try again later' : `The Kadaster is not available right now (${e.httpStatus}); nothing was changed, try again later`,
      { reason: 'unreachable', status: e.httpStatus, cause: e.message },
    );
  }
}

/**
 * The holders of rights (owners, leaseholders ...) of one parcel by its BRK identificatie, with their share and
 * the owner type derived from the person type, the name and, for companies and bodies, the legal form.
 */
export async function fetchParcelOwners(c: BrkConnection, identificatie: string, today = new Date()): Promise<BrkOwner[]> {
  const id = brkParcelSegment(identificatie);
  const answer = await getJson<ZakelijkGerechtigdeHalCollectie>(c, `/kadastraalonroerendezaken/${id}/zakelijkgerechtigden`, `parcel ${identificatie}`);
  const owners: BrkOwner[] = [];
  for (const z of answer._embedded?.zakelijkGerechtigden ?? []) {
    const persoon = z.persoon ?? {};
    const natural = persoon.type === 'ingeschreven_natuurlijk_persoon' || persoon.type === 'kadaster_natuurlijk_persoon';
    let name = persoon.omschrijving ?? '';
    let legalForm: string | null = null;
    if (persoon.type === 'kadaster_niet_natuurlijk_persoon' && persoon.identificatie) {
      const body = await getJson<KadasterNietNatuurlijkPersoon>(c, `/kadasternietnatuurlijkpersonen/${pathSegment(persoon.identificatie, PERSON_ID, 'The person identificatie')}`, `person ${persoon.identificatie}`);
      name = body.statutaireNaam ?? name;
      legalForm = body.rechtsvorm?.waarde ?? null;
    }
    if (!name) continue;
    owners.push({
      name,
      data: {
        ownerType: deriveOwnerType(name, natural ? 'natuurlijk_persoon' : persoon.type ? 'niet_natuurlijk_persoon' : null, legalForm),
        share: share(z.tenaamstelling?.aandeel) ?? share(z.tenaamstelling?.gezamenlijkAandeel),
        right: z.type ?? null,
        address: null,
        source: 'brk',
        date: today.toISOString().slice(0, 10),
      },
    });
  }
  return owners;
}
