/** What a Dutch INSPIRE `nationalCadastralReference` says of the kadastrale aanduiding. */
export interface KadastraleAanduiding {
  akrCode: string;
  sectie: string;
  perceelnummer: number;
  /** the index letter: G a parcel (perceel), A an apartment right (appartementsrecht); absent when not written */
  indexletter?: 'G' | 'A';
  /** the index number: 0 for a parcel, the appartementsindex (1, 2 ...) for an apartment right */
  indexnummer?: number;
}

const KADASTRAAL_OBJECT = /^NL\.IMKAD\.KadastraalObject\./i;

// AKR code, sectie, perceelnummer (zero-padded in the fixed-width form), then optionally the index letter and number
// (`G0000` a parcel, `A0002` apartment right 2); separated by spaces, hyphens or underscores, or by nothing
const AANDUIDING = /^([A-Z]{3}\d{2})[\s_-]*([A-Z]{1,2})[\s_-]*(\d{1,5})(?:[\s_-]*([GA])[\s_-]*(\d{1,4}))?$/i;

/**
 * The kadastrale aanduiding in a national reference in every form the Kadaster writes it: `ASD04-K-1234`,
 * `ASD04 K 1234`, `ASD04K1234`, with the index (`ASD04 K 1234 G 0000`, `ASD04K01234G0000`) or an apartment right's
 * appartementsindex (`ASD04 K 1234 A 0002`); undefined for another form (such as the object id
 * `NL.IMKAD.KadastraalObject.xxx`, which says nothing of sectie or number).
 */
export function nationalReference(ref: string): KadastraleAanduiding | undefined {
  const m = AANDUIDING.exec(ref.trim());
  if (!m) return undefined;
  const a: KadastraleAanduiding = { akrCode: m[1]!.toUpperCase(), sectie: m[2]!.toUpperCase(), perceelnummer: Number(m[3]) };
  if (m[4]) {
    a.indexletter = m[4].toUpperCase() as 'G' | 'A';
    a.indexnummer = Number(m[5]);
  }
  return a;
}

/** The BRK identificatie of a parcel's INSPIRE localId or gml:id (`NL.IMKAD.KadastraalObject.` stripped, so it joins BRK rows). */
export function plotIdentificatie(localId: string | undefined): string | undefined {
  const s = localId?.trim();
  return s ? s.replace(KADASTRAAL_OBJECT, '') : undefined;
}
