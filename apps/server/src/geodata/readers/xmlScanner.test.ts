import { describe, expect, it } from 'vitest';
import { XmlScanner } from './xmlScanner';

function scan(chunks: (string | Uint8Array)[]) {
  const out: string[] = [];
  const s: XmlScanner = new XmlScanner({
    open: (q, attrs, self) =>
      out.push(
        `<${q}${Object.entries(attrs)
          .map(([k, v]) => ` ${k}=${v}`)
          .join('')}${self ? '/' : ''}@${s.line}`,
      ),
    close: (q) => out.push(`</${q}`),
    text: (t) => out.push(t),
  });
  for (const c of chunks) s.write(c);
  s.close();
  return out;
}

const doc = `<?xml version="1.0"?>\n<!-- head -->\n<a:root xmlns:a="urn:x" b='1 &amp; 2'>\n  <p x="a>b">x &lt; y &#65;&#x42;</p>\n  <e/><![CDATA[<raw>]]>\n</a:root>\n`;

describe('XmlScanner', () => {
  it('reads tags, attributes, entities, CDATA and lines the same in any chunking', () => {
    const whole = scan([doc]);
    expect(whole).toEqual([
      '<a:root xmlns:a=urn:x b=1 & 2@3',
      '<p x=a>b@4',
      'x < y AB',
      '</p',
      '<e/@5',
      '</e',
      '<raw>',
      '</a:root',
    ]);
    for (let size = 1; size < 12; size++) {
      const parts: string[] = [];
      for (let i = 0; i < doc.length; i += size) parts.push(doc.slice(i, i + size));
      expect(scan(parts)).toEqual(whole);
    }
  });

  it('tells a broken or truncated file with its line', () => {
    expect(() => scan(['<r>\n<a>\n</b></r>'])).toThrow(/unexpected closing tag: b \(expected a\)/);
    expect(() => scan(['<r>\n<a>\n</a>\n<a'])).toThrow(/unexpected end of file/);
    expect(() => scan(['<r>\n<a>\n</a>\n'])).toThrow(/unclosed tag: r/);
    expect(() => scan(['<r>&nbsp;</r>'])).toThrow(/undefined entity/);
    expect(() => scan(['<r/><s/>'])).toThrow(/second root/);
    expect(() => scan(['<r a=1/>'])).toThrow(/broken attribute/);
    expect(() => scan(['<r a="1"b="2"/>'])).toThrow(/no space between attributes/);
    expect(() => scan(['<r>\n<ab></a></r>'])).toThrow(/unexpected closing tag: a \(expected ab\)/);
    expect(() => scan(['<r>\n<a></ab></r>'])).toThrow(/unexpected closing tag: ab \(expected a\)/);
    try {
      scan(['<r>\n\n<a></b></r>']);
    } catch (e) {
      expect((e as { line: number }).line).toBe(3);
    }
  });

  it('reads UTF-8 split at any byte, a byte order mark, and spaces in end tags', () => {
    const bytes = Buffer.from(
      '\ufeff<r n="Súdwest-Fryslân">Leeuwarden – Ljouwert €<s >ä</s ></r >\n<!--x-->',
      'utf8',
    );
    const expected = ['<r n=Súdwest-Fryslân@1', 'Leeuwarden – Ljouwert €', '<s@1', 'ä', '</s', '</r'];
    expect(scan([bytes])).toEqual(expected);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(scan([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(expected);
  });

  it('keeps thousands of distinct element names apart (interned names share hash slots)', () => {
    const names = Array.from({ length: 3000 }, (_, i) => `n${i.toString(36)}`);
    const out = scan([`<root>${names.map((n) => `<${n}>${n}</${n}>`).join('\n')}</root>`]);
    expect(out.filter((o) => o.startsWith('</') && o !== '</root')).toEqual(names.map((n) => `</${n}`));
    expect(out.filter((o) => !o.startsWith('<'))).toEqual(names);
  });

  it('reads many distinct short texts and attribute values right (more than the text cache holds)', () => {
    const values = Array.from(
      { length: 20000 },
      (_, i) => `NL.IMBAG.Verblijfsobject.${String(i).padStart(16, '0')}`,
    );
    const doc = `<root>${values.map((v) => `<a id="${v}">${v}</a>`).join('')}${values.map((v) => `<a id="${v}">${v}</a>`).join('')}</root>`;
    const out = scan([doc]);
    expect(out.filter((o) => o.startsWith('NL.'))).toEqual([...values, ...values]);
    expect(out.filter((o) => o.startsWith('<a '))).toEqual([...values, ...values].map((v) => `<a id=${v}@1`));
  });
});
