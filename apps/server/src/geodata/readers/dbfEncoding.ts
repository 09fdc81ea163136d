/**
 * The text encoding of a .dbf: named by the .cpg beside it, else by the dBase language driver byte of its header
 * (byte 29), else unknown. The DOS code pages 437 and 850 are not WHATWG encodings (TextDecoder lacks them), so
 * their upper halves are spelled out here.
 */

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** Decodes the bytes of one text field. */
export type TextDecode = (bytes: Uint8Array) => string;

const dosDecoder = (high: string): TextDecode => (bytes) => {
  let s = '';
  for (const b of bytes) s += b < 128 ? String.fromCharCode(b) : high[b - 128]!;
  return s;
};

// dBase language driver ids (header byte 29) as ESRI and GDAL read them; 0x57 is ESRI's "ANSI", written as Windows-1252
const LDID: Record<number, string> = {
  0x01: 'cp437',
  0x02: 'cp850',
  0x03: 'windows-1252',
  0x57: 'windows-1252',
  0x58: 'windows-1252',
  0x59: 'windows-1252',
  0x26: 'ibm866',
  0x65: 'ibm866',
  0x78: 'big5',
  0x79: 'euc-kr',
  0x7a: 'gbk',
  0x7b: 'shift_jis',
  0x7c: 'windows-874',
  0x7d: 'windows-1255',
  0x7e: 'windows-1256',
  0xc8: 'windows-1250',
  0xc9: 'windows-1251',
  0xca: 'windows-1254',
  0xcb: 'windows-1253',
  0xcc: 'windows-1257',
};

/** The encoding a .cpg names ("UTF-8", "1252", "ANSI 1252", "ISO-8859-1", "88591", "CP850" ...), or undefined. */
export function encodingOfCpg(text: string): string | undefined {
  const s = text.trim().toLowerCase().replace(/\s+/g, '');
  if (/^utf-?8$|^65001$/.test(s)) return 'utf-8';
  let m = /^(?:ansi|cp|windows-?)?(12[5][0-8]|874)$/.exec(s);
  if (m) return `windows-${m[1]}`;
  m = /^(?:iso-?)?8859[-_]?(\d{1,2})$/.exec(s);
  if (m) return `iso-8859-${m[1]}`;
  m = /^(?:cp|oem|ibm)?(437|850|866)$/.exec(s);
  if (m) return m[1] === '866' ? 'ibm866' : `cp${m[1]}`;
  if (s === 'oem') return 'cp437';
  return decoderFor(s) ? s : undefined;
}

/** The encoding the language driver byte names, or undefined (0: none). */
export function encodingOfLdid(ldid: number): string | undefined {
  return LDID[ldid];
}

/** A decoder for a WHATWG encoding name or cp437/cp850; undefined when there is none. */
export function decoderFor(encoding: string): TextDecode | undefined {
  if (encoding === 'cp437') return dosDecoder(CP437_HIGH);
  if (encoding === 'cp850') return dosDecoder(CP850_HIGH);
  try {
    const d = new TextDecoder(encoding);
    return (b) => d.decode(b);
  } catch {
    return undefined;
  }
}

/**
 * Neither .cpg nor header says: UTF-8 where the bytes are valid UTF-8 (what QGIS and GDAL write today), else
 * Windows-1252 (what older Dutch files hold); `onFallback` is told when that happens.
 */
export function utf8OrWindows1252(onFallback: () => void): TextDecode {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const latin = new TextDecoder('windows-1252');
  return (b) => {
    try {
      return utf8.decode(b);
    } catch {
      onFallback();
      return latin.decode(b);
    }
  };
}
