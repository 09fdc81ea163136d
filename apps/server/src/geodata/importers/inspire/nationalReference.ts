/** What a Dutch INSPIRE `nationalCadastralReference` says of the kadastrale aanduiding. */
export interface KadastraleAanduiding {
  akrCode: string;
  sectie: string;
  perceelnummer: number;
}

const KADASTRAAL_OBJECT = /^NL\.IMKAD\.KadastraalObject\./i;

/**
 * The kadastrale aanduiding in a national reference written as AKR code, sectie and perceelnummer
 * (`ASD04-K-1234`, `ASD04 K 1234`, `ASD04K1234`); undefined for another form (such as the object id
 * `NL.IMKAD.KadastraalObject.xxx`, which says nothing of sectie or number).
 */
export function nationalReference(ref: string): KadastraleAanduiding | undefined {
  const m = /^([A-Z]{3}\d{2})[\s-]*([A-Z]{1,2})[\s-]*(\d{1,5})$/i.exec(ref.trim());
  return m ? { akrCode: m[1]!.toUpperCase(), sectie: m[2]!.toUpperCase(), perceelnummer: Number(m[3]) } : undefined;
}

/** The BRK identificatie of a parcel's INSPIRE localId or gml:id (`NL.IMKAD.KadastraalObject.` stripped, so it joins BRK rows). */
export function plotIdentificatie(localId: string | undefined): string | undefined {
  const s = localId?.trim();
  return s ? s.replace(KADASTRAAL_OBJECT, '') : undefined;
}
