// A Dutch postcode is written "8300 AD": four digits, a space, two capitals (PostNL's notation, the one on every
// letter). BAG and PDOK deliver it as "8300AD"; it is kept as delivered and written the Dutch way wherever shown.
const DUTCH_POSTCODE = /^\s*([1-9]\d{3})\s*([a-zA-Z]{2})\s*$/;

/** A postcode as a Dutch reader writes it ("8300AD", "8300 ad" -> "8300 AD"); anything else as it was, trimmed. */
export function postcodeText(value: string | null | undefined): string {
  if (!value) return '';
  const m = DUTCH_POSTCODE.exec(value);
  return m ? `${m[1]} ${m[2]!.toUpperCase()}` : value.trim();
}

/** Every postcode inside an address line written the Dutch way ("Kerkstraat 12, 6981AB Doesburg" -> "6981 AB"). */
export function withDutchPostcodes(text: string): string {
  return text.replace(/\b([1-9]\d{3})([A-Z]{2})\b/g, '$1 $2');
}
