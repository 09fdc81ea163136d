/** What the scanner reports, in document order. Names are qualified (`gml:Polygon`). */
export interface XmlScanHandlers {
  open(qname: string, attrs: Record<string, string>, line: number, selfClosing: boolean): void;
  close(qname: string): void;
  /** character data with entities decoded (also CDATA sections) */
  text(text: string): void;
}

/** A well-formedness error; `line` is where the scanner was. */
export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const NO_ATTRS: Record<string, string> = Object.freeze({}) as Record<string, string>;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
// the start of an attribute that runs to the end of the buffer (the rest is in the next chunk)
const ATTR_PREFIX = /[^\s=/>]*\s*(?:=\s*(?:"[^"]*|'[^']*)?)?$/y;

function decodeEntities(s: string, line: () => number): string {
  return s.replace(/&([^;&<\s]*);?/g, (m, ent: string) => {
    if (!m.endsWith(';')) throw new XmlSyntaxError(`unterminated entity: ${m}`, line());
    if (ent[0] === '#') {
      const code = ent[1] === 'x' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      if (!Number.isFinite(code) || code < 1 || code > 0x10ffff) throw new XmlSyntaxError(`bad character reference: ${m}`, line());
      return String.fromCodePoint(code);
    }
    const v = ENTITIES[ent];
    if (v === undefined) throw new XmlSyntaxError(`undefined entity: ${m}`, line());
    return v;
  });
}

/**
 * A streaming XML tokenizer for large data files: it finds markup with indexOf instead of a character-by-
 * character state machine (saxes spent most of an import in name and text states), and keeps the checks
 * that tell a broken or truncated file: matching end tags, one root element, quoted attributes, known
 * entities, nothing left open at the end. DTDs are skipped (no entity declarations are honoured).
 */
export class XmlScanner {
  private buf = '';
  private pos = 0;
  /** line number at buffer offset `counted` */
  private lineNo = 1;
  private counted = 0;
  private readonly stack: string[] = [];
  private rootSeen = false;
  private rootClosed = false;

  constructor(private readonly h: XmlScanHandlers) {}

  /** The line of buffer offset `p` (counting newlines lazily, once). */
  private lineAt(p: number): number {
    const b = this.buf;
    let i = b.indexOf('\n', this.counted);
    while (i >= 0 && i < p) {
      this.lineNo++;
      i = b.indexOf('\n', i + 1);
    }
    if (p > this.counted) this.counted = p;
    return this.lineNo;
  }

  /** The line the scanner is at (for error messages). */
  get line(): number {
    return this.lineAt(this.pos);
  }

  private fail(message: string, at = this.pos): never {
    throw new XmlSyntaxError(message, this.lineAt(at));
  }

  write(chunk: string): void {
    if (this.pos > 0) {
      this.lineAt(this.pos);
      this.buf = this.buf.slice(this.pos);
      this.counted -= this.pos;
      this.pos = 0;
    }
    this.buf += chunk;
    this.scan(false);
  }

  /** The end of the input: anything still open is an error. */
  close(): void {
    this.scan(true);
    if (this.pos < this.buf.length) this.fail('unexpected end of file inside markup');
    if (this.stack.length) this.fail(`unclosed tag: ${this.stack[this.stack.length - 1]}`);
    if (!this.rootSeen) this.fail('no root element');
  }

  private textOut(b: string, from: number, to: number): void {
    // whitespace between elements carries nothing in data files (every reader trims): skip it without copying
    let k = from;
    while (k < to) {
      const ch = b.charCodeAt(k);
      if (ch !== 32 && ch !== 10 && ch !== 13 && ch !== 9) break;
      k++;
    }
    if (k === to) return;
    if (!this.stack.length) this.fail(this.rootClosed ? 'text after the root element' : 'text before the root element', from);
    const raw = b.slice(from, to);
    this.h.text(raw.indexOf('&') >= 0 ? decodeEntities(raw, () => this.lineAt(from)) : raw);
  }

  private scan(final: boolean): void {
    const b = this.buf;
    const n = b.length;
    let i = this.pos;
    while (i < n) {
      const lt = b.indexOf('<', i);
      if (lt < 0) {
        // text up to the end of the buffer: wait for the rest (an entity may be split) unless this is the end
        if (final) {
          this.textOut(b, i, n);
          i = n;
        }
        break;
      }
      if (lt > i) this.textOut(b, i, lt);
      i = lt;
      if (i + 1 >= n) break;
      const c = b.charCodeAt(i + 1);
      if (c === 47 /* / */) {
        const open = this.stack[this.stack.length - 1];
        let gt: number;
        if (open !== undefined && b.startsWith(open, i + 2) && b.charCodeAt(i + 2 + open.length) === 62) gt = i + 2 + open.length;
        else {
          gt = b.indexOf('>', i + 2);
          if (gt < 0) break;
          const qname = b.slice(i + 2, gt).trimEnd();
          if (open === undefined) this.fail(`unexpected closing tag: ${qname}`, i);
          if (open !== qname) this.fail(`unexpected closing tag: ${qname} (expected ${open})`, i);
        }
        this.stack.pop();
        this.h.close(open!);
        if (!this.stack.length) this.rootClosed = true;
        i = gt + 1;
      } else if (c === 33 /* ! */) {
        if (b.startsWith('<!--', i)) {
          const end = b.indexOf('-->', i + 4);
          if (end < 0) break;
          i = end + 3;
        } else if (b.startsWith('<![CDATA[', i)) {
          const end = b.indexOf(']]>', i + 9);
          if (end < 0) break;
          if (!this.stack.length) this.fail('CDATA outside the root element', i);
          this.h.text(b.slice(i + 9, end));
          i = end + 3;
        } else if (b.startsWith('<!DOCTYPE', i)) {
          const bracket = b.indexOf('[', i);
          const gt = b.indexOf('>', i);
          if (gt < 0) break;
          if (bracket >= 0 && bracket < gt) {
            const end = b.indexOf(']', bracket);
            const gt2 = end < 0 ? -1 : b.indexOf('>', end);
            if (gt2 < 0) break;
            i = gt2 + 1;
          } else i = gt + 1;
        } else {
          if (n - i < 9) break;
          this.fail('broken markup after <!', i);
        }
      } else if (c === 63 /* ? */) {
        const end = b.indexOf('?>', i + 2);
        if (end < 0) break;
        i = end + 2;
      } else {
        const end = this.openTag(b, i, n);
        if (end < 0) break;
        i = end;
      }
    }
    this.pos = i;
  }

  /** Read the start tag at `lt`; returns the offset after it, or -1 when it does not end in the buffer. */
  private openTag(b: string, lt: number, n: number): number {
    const c0 = b.charCodeAt(lt + 1);
    // a name starts with a letter, _ or : (or a non-ASCII character)
    if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90) || c0 === 95 || c0 === 58 || c0 >= 0xc0)) this.fail(`invalid tag name after <: ${b.slice(lt + 1, lt + 20)}`, lt);
    let k = lt + 2;
    let ch = 0;
    while (k < n) {
      ch = b.charCodeAt(k);
      if (ch === 62 || ch === 47 || ch === 32 || ch === 10 || ch === 9 || ch === 13) break;
      k++;
    }
    if (k >= n) return -1;
    const qname = b.slice(lt + 1, k);
    // most elements of data files have no attributes: they share one empty object (handlers only read it)
    let attrs: Record<string, string> = NO_ATTRS;
    let selfClosing = false;
    for (;;) {
      while (k < n && ((ch = b.charCodeAt(k)) === 32 || ch === 10 || ch === 9 || ch === 13)) k++;
      if (k >= n) return -1;
      if (ch === 62) {
        k++;
        break;
      }
      if (ch === 47) {
        if (k + 1 >= n) return -1;
        if (b.charCodeAt(k + 1) !== 62) this.fail(`broken tag <${qname}>`, lt);
        selfClosing = true;
        k += 2;
        break;
      }
      if (k > lt + 1 + qname.length && !/\s/.test(b[k - 1]!)) this.fail(`no space between attributes in <${qname}>`, lt);
      ATTR.lastIndex = k;
      const m = ATTR.exec(b);
      if (!m) {
        // an attribute cut by the end of the buffer, or a broken one
        ATTR_PREFIX.lastIndex = k;
        if (ATTR_PREFIX.test(b)) return -1;
        this.fail(`broken attribute in <${qname}>: ${b.slice(k, k + 40).split('>')[0]}`, lt);
      }
      let v = m[2] ?? m[3] ?? '';
      if (v.indexOf('&') >= 0) v = decodeEntities(v, () => this.lineAt(lt));
      if (v.indexOf('<') >= 0) this.fail(`< in the value of attribute ${m[1]} of <${qname}>`, lt);
      if (/[\t\n\r]/.test(v)) v = v.replace(/[\t\n\r]/g, ' ');
      if (attrs === NO_ATTRS) attrs = {};
      attrs[m[1]!] = v;
      k = ATTR.lastIndex;
    }
    if (!this.stack.length && this.rootSeen) this.fail(`a second root element: ${qname}`, lt);
    this.rootSeen = true;
    this.h.open(qname, attrs, this.lineAt(lt), selfClosing);
    if (selfClosing) {
      this.h.close(qname);
      if (!this.stack.length) this.rootClosed = true;
    } else this.stack.push(qname);
    return k;
  }
}
