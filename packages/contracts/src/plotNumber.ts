/** The parts of a cadastral designation as the BRK gives them. */
interface CadastralParts {
  /** AKR code of the kadastrale gemeente, e.g. "OTL02" */
  akrCode?: string | null;
  /** the kadastrale gemeente's numeric code, e.g. "761"; used when the AKR code is missing */
  kadastraleGemeenteCode?: string | null;
  sectie?: string | null;
  perceelnummer?: number | string | null;
}

/**
 * The plot number of spec section 3: the three cadastral parts joined ("OTL02 B 1234"), as the Kadaster writes a
 * perceel; null when a part is missing.
 */
export function plotNumber(p: CadastralParts): string | null {
  const gemeente = p.akrCode || p.kadastraleGemeenteCode;
  if (!gemeente || !p.sectie || p.perceelnummer === null || p.perceelnummer === undefined || p.perceelnummer === '') return null;
  return `${gemeente} ${p.sectie} ${p.perceelnummer}`;
}
