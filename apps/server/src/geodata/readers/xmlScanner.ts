/** What the scanner reports, in document order. Names are qualified (`gml:Polygon`). */
export interface XmlScanHandlers {
  /** a start tag; the scanner's `line` is its line while this runs */
  open(qname: string, attrs: Record<string, string>, selfClosing: boolean): void;
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

/** The attributes of every element without any (one shared, frozen object). */
export const NO_ATTRS: Record<string, string> = Object.freeze({}) as Record<string, string>;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const EMPTY = Buffer.alloc(0);
const NAME_SLOTS = 1024;
const TEXT_SLOTS = 4096;
/** texts and attribute values up to this many bytes are kept (TextCache) */
const MAX_INTERNED_TEXT = 64;
const TEXT_ARENA = 1 << 18;

// bytes
const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;
const QUOT = 34;
const APOS = 39;
const NEWLINE = 10;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

/** A hash of the bytes from `from` to `to`. */
function hashBytes(b: Buffer, from: number, to: number): number {
  let h = 0;
  for (let k = from; k < to; k++) h = (Math.imul(h, 31) + b[k]!) | 0;
  return h;
}

/** Whether `b` holds `bytes` at `at` (the caller checks that it is long enough). */
function bytesAt(b: Buffer, at: number, bytes: Uint8Array): boolean {
  for (let j = 0; j < bytes.length; j++) if (b[at + j] !== bytes[j]) return false;
  return true;
}

/** A name as the scanner keeps it: the string handed to handlers and its UTF-8 bytes to compare with. */
interface Name {
  text: string;
  bytes: Uint8Array;
  /** the name of the start tag that came next the last time after this one's start tag, and after its end tag */
  afterOpen: Name | undefined;
  afterClose: Name | undefined;
}

function decodeEntities(s: string, line: () => number): string {
  return s.replace(/&([^;&<\s]*);?/g, (m, ent: string) => {
    if (!m.endsWith(';')) throw new XmlSyntaxError(`unterminated entity: ${m}`, line());
    if (ent[0] === '#') {
      const code = ent[1] === 'x' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      if (!Number.isFinite(code) || code < 1 || code > 0x10ffff)
        throw new XmlSyntaxError(`bad character reference: ${m}`, line());
      return String.fromCodePoint(code);
    }
    const v = ENTITIES[ent];
    if (v === undefined) throw new XmlSyntaxError(`undefined entity: ${m}`, line());
    return v;
  });
}

/**
 * Short texts by their raw bytes, with the text they decode to (entities and all: the same bytes decode the
 * same). The bytes live in one arena, so that unique texts (ids, coordinates) cost no allocation of their own;
 * when the arena is full it starts again empty.
 */
class TextCache {
  readonly text: (string | undefined)[] = new Array<string | undefined>(TEXT_SLOTS).fill(undefined);
  private readonly offset = new Int32Array(TEXT_SLOTS);
  private readonly length = new Int32Array(TEXT_SLOTS).fill(-1);
  private readonly arena = new Uint8Array(TEXT_ARENA);
  private used = 0;
  private slot = 0;

  /** The slot holding the bytes from `from` to `to`, or -1 (then `add` fills the slot they belong in). */
  find(b: Buffer, from: number, to: number): number {
    const len = to - from;
    const slot = (hashBytes(b, from, to) ^ len) & (TEXT_SLOTS - 1);
    this.slot = slot;
    if (this.length[slot] !== len) return -1;
    const arena = this.arena;
    const off = this.offset[slot]!;
    for (let j = 0; j < len; j++) if (b[from + j] !== arena[off + j]) return -1;
    return slot;
  }

  /** Keep `text` for the bytes `find` did not find; returns it. */
  add(b: Buffer, from: number, to: number, text: string): string {
    const len = to - from;
    if (this.used + len > TEXT_ARENA) {
      this.used = 0;
      this.length.fill(-1);
    }
    const slot = this.slot;
    for (let j = 0; j < len; j++) this.arena[this.used + j] = b[from + j]!;
    this.offset[slot] = this.used;
    this.length[slot] = len;
    this.text[slot] = text;
    this.used += len;
    return text;
  }
}

/**
 * A streaming XML tokenizer for large UTF-8 data files. It works on the bytes: markup is found with
 * Buffer.indexOf (memchr); element names are interned (one string per distinct name, recognised by a hash of
 * their bytes or predicted from the tag before, so a tag allocates nothing unless it has attributes); short texts
 * and attribute values come from a TextCache; only other text is decoded. Decoding whole files to strings and
 * comparing names as strings cost more than half of a BAG import (docs/geodata.md). It keeps the checks that tell a broken or truncated file: matching end tags, one
 * root element, quoted attributes, known entities, nothing left open at the end. DTDs are skipped (no entity
 * declarations are honoured).
 */
export class XmlScanner {
  /** the unread bytes: what the last chunk left (a tag cut in two) and the new chunk */
  private buf: Buffer = EMPTY;
  private pos = 0;
  private started = false;
  /** the offset of the markup being reported (for `line`) */
  private at = 0;
  /** line number at buffer offset `counted` */
  private lineNo = 1;
  private counted = 0;
  private readonly stack: Name[] = [];
  private rootSeen = false;
  private rootClosed = false;
  /** interned names by a hash of their bytes; a collision just replaces the slot */
  private readonly names: (Name | undefined)[] = new Array<Name | undefined>(NAME_SLOTS).fill(undefined);
  /** short texts (codes, statuses, dates), kept apart so that unique ids do not push names out */
  private readonly texts = new TextCache();
  /** the last start or end tag (`lastWasOpen`): data files repeat their sequence of elements, so it predicts the next name */
  private last: Name | undefined;
  private lastWasOpen = false;
  // the attribute attribute() read last (fields rather than a result object: start tags are the hot path)
  private attrName = '';
  private attrValue = '';

  constructor(private readonly h: XmlScanHandlers) {}

  /** The line of buffer offset `p` (counting newlines lazily, once). */
  private lineAt(p: number): number {
    const b = this.buf;
    let i = b.indexOf(NEWLINE, this.counted);
    while (i >= 0 && i < p) {
      this.lineNo++;
      i = b.indexOf(NEWLINE, i + 1);
    }
    if (p > this.counted) this.counted = p;
    return this.lineNo;
  }

  /** The line the scanner is at: inside `open`, the line of that start tag (also for error messages). */
  get line(): number {
    return this.lineAt(this.at);
  }

  private fail(message: string, at = this.pos): never {
    throw new XmlSyntaxError(message, this.lineAt(at));
  }

  /** The next part of the file (UTF-8 bytes, or text). */
  write(chunk: Uint8Array | string): void {
    let c =
      typeof chunk === 'string'
        ? Buffer.from(chunk, 'utf8')
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.lineAt(this.pos);
    if (this.pos < this.buf.length) c = Buffer.concat([this.buf.subarray(this.pos), c]);
    this.counted -= this.pos;
    this.buf = c;
    this.pos = 0;
    this.at = 0;
    if (this.skipByteOrderMark(false)) this.scan(false);
  }

  /** At the start: drop a byte order mark (it is not content); false while fewer than its 3 bytes have come. */
  private skipByteOrderMark(final: boolean): boolean {
    if (this.started) return true;
    const b = this.buf;
    if (b.length < 3 && !final) return false;
    this.started = true;
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) this.pos = 3;
    return true;
  }

  /** The end of the input: anything still open is an error. */
  close(): void {
    this.skipByteOrderMark(true);
    this.scan(true);
    if (this.pos < this.buf.length) this.fail('unexpected end of file inside markup');
    if (this.stack.length) this.fail(`unclosed tag: ${this.stack[this.stack.length - 1]!.text}`);
    if (!this.rootSeen) this.fail('no root element');
  }

  /** Text from `from` to `to`; `firstNonSpace` is where its first non-whitespace byte is. */
  private textOut(b: Buffer, from: number, firstNonSpace: number, to: number): void {
    // whitespace between elements carries nothing in data files (every reader trims): skipped by the caller
    if (!this.stack.length)
      this.fail(
        this.rootClosed ? 'text after the root element' : 'text before the root element',
        firstNonSpace,
      );
    this.at = from;
    // short texts are kept by their raw bytes with the text they decode to (entities and all)
    if (to - from > MAX_INTERNED_TEXT) this.h.text(this.decodeText(b, from, to));
    else {
      const slot = this.texts.find(b, from, to);
      this.h.text(
        slot >= 0 ? this.texts.text[slot]! : this.texts.add(b, from, to, this.decodeText(b, from, to)),
      );
    }
  }

  private decodeText(b: Buffer, from: number, to: number): string {
    const raw = b.toString('utf8', from, to);
    return raw.indexOf('&') >= 0 ? decodeEntities(raw, () => this.lineAt(from)) : raw;
  }

  private scan(final: boolean): void {
    const b = this.buf;
    const n = b.length;
    let i = this.pos;
    while (i < n) {
      // step over indentation by hand: most text between tags is whitespace, and most of the rest is short
      let k = i;
      let c = 0;
      while (k < n && isSpace((c = b[k]!))) k++;
      if (k >= n) {
        if (final) i = n;
        break;
      }
      let lt = k;
      if (c !== LT) {
        lt = b.indexOf(LT, k);
        if (lt < 0) {
          // text up to the end of the buffer: wait for the rest unless this is the end
          if (final) {
            this.textOut(b, i, k, n);
            i = n;
          }
          break;
        }
        this.textOut(b, i, k, lt);
      }
      i = lt;
      if (i + 1 >= n) break;
      c = b[i + 1]!;
      let end: number;
      if (c === SLASH) end = this.closeTag(b, i, n);
      else if (c === BANG) end = this.special(b, i, n);
      else if (c === QUESTION) {
        end = b.indexOf('?>', i + 2, 'latin1');
        if (end >= 0) end += 2;
      } else end = this.openTag(b, i, n);
      if (end < 0) break;
      i = end;
    }
    this.pos = i;
    this.at = i;
  }

  /** `</name>` at `lt`; returns the offset after it, or -1 when it does not end in the buffer. */
  private closeTag(b: Buffer, lt: number, n: number): number {
    const open = this.stack[this.stack.length - 1];
    let k = lt + 2;
    if (open !== undefined) {
      const len = open.bytes.length;
      if (k + len >= n) return -1;
      if (bytesAt(b, k, open.bytes)) {
        k += len;
        while (k < n && isSpace(b[k]!)) k++;
        if (k >= n) return -1;
        if (b[k] === GT) {
          this.stack.pop();
          this.last = open;
          this.lastWasOpen = false;
          this.at = lt;
          this.h.close(open.text);
          if (!this.stack.length) this.rootClosed = true;
          return k + 1;
        }
      }
    }
    const gt = b.indexOf(GT, lt + 2);
    if (gt < 0) return -1;
    const qname = b.toString('utf8', lt + 2, gt).trimEnd();
    if (open === undefined) this.fail(`unexpected closing tag: ${qname}`, lt);
    this.fail(`unexpected closing tag: ${qname} (expected ${open.text})`, lt);
  }

  /** `<!--`, `<![CDATA[` or `<!DOCTYPE` at `lt`; returns the offset after it, or -1 when it does not end in the buffer. */
  private special(b: Buffer, lt: number, n: number): number {
    if (n - lt < 4) return -1;
    if (b[lt + 2] === 45 /* - */ && b[lt + 3] === 45) {
      const end = b.indexOf('-->', lt + 4, 'latin1');
      return end < 0 ? -1 : end + 3;
    }
    if (n - lt < 9) return -1;
    if (b.toString('latin1', lt, lt + 9) === '<![CDATA[') {
      const end = b.indexOf(']]>', lt + 9, 'latin1');
      if (end < 0) return -1;
      if (!this.stack.length) this.fail('CDATA outside the root element', lt);
      this.at = lt;
      this.h.text(b.toString('utf8', lt + 9, end));
      return end + 3;
    }
    if (b.toString('latin1', lt, lt + 9) === '<!DOCTYPE') {
      const bracket = b.indexOf(91 /* [ */, lt);
      const gt = b.indexOf(GT, lt);
      if (gt < 0) return -1;
      if (bracket < 0 || bracket > gt) return gt + 1;
      const close = b.indexOf(93 /* ] */, bracket);
      const gt2 = close < 0 ? -1 : b.indexOf(GT, close);
      return gt2 < 0 ? -1 : gt2 + 1;
    }
    this.fail('broken markup after <!', lt);
  }

  /** The name in bytes `from` to `to` (with this hash of them), as the one Name kept for it. */
  private name(b: Buffer, from: number, to: number, hash: number): Name {
    const len = to - from;
    const slot = (hash ^ len) & (NAME_SLOTS - 1);
    const known = this.names[slot];
    if (known !== undefined && known.bytes.length === len && bytesAt(b, from, known.bytes)) return known;
    const fresh: Name = {
      text: b.toString('utf8', from, to),
      bytes: new Uint8Array(b.subarray(from, to)),
      afterOpen: undefined,
      afterClose: undefined,
    };
    this.names[slot] = fresh;
    return fresh;
  }

  /** Read the start tag at `lt`; returns the offset after it, or -1 when it does not end in the buffer. */
  private openTag(b: Buffer, lt: number, n: number): number {
    const c0 = b[lt + 1]!;
    // a name starts with a letter, _ or : (or a non-ASCII character)
    if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90) || c0 === 95 || c0 === 58 || c0 >= 0x80))
      this.fail(`invalid tag name after <: ${b.toString('utf8', lt + 1, Math.min(n, lt + 20))}`, lt);
    let qname: Name | undefined;
    let k = lt + 1;
    let ch = 0;
    const last = this.last;
    const guess = last === undefined ? undefined : this.lastWasOpen ? last.afterOpen : last.afterClose;
    if (guess !== undefined) {
      const len = guess.bytes.length;
      if (
        k + len < n &&
        bytesAt(b, k, guess.bytes) &&
        ((ch = b[k + len]!) === GT || ch === SLASH || isSpace(ch))
      ) {
        qname = guess;
        k += len;
      }
    }
    if (qname === undefined) {
      k = lt + 2;
      let hash = c0;
      while (k < n) {
        ch = b[k]!;
        if (ch === GT || ch === SLASH || isSpace(ch)) break;
        hash = (Math.imul(hash, 31) + ch) | 0;
        k++;
      }
      if (k >= n) return -1;
      qname = this.name(b, lt + 1, k, hash);
      if (last !== undefined) {
        if (this.lastWasOpen) last.afterOpen = qname;
        else last.afterClose = qname;
      }
    }
    // most elements of data files have no attributes: they share one empty object (handlers only read it)
    let attrs: Record<string, string> = NO_ATTRS;
    let selfClosing = false;
    for (;;) {
      while (k < n && isSpace((ch = b[k]!))) k++;
      if (k >= n) return -1;
      if (ch === GT) {
        k++;
        break;
      }
      if (ch === SLASH) {
        if (k + 1 >= n) return -1;
        if (b[k + 1] !== GT) this.fail(`broken tag <${qname.text}>`, lt);
        selfClosing = true;
        k += 2;
        break;
      }
      if (!isSpace(b[k - 1]!)) this.fail(`no space between attributes in <${qname.text}>`, lt);
      const end = this.attribute(b, k, n, qname.text, lt);
      if (end < 0) return -1;
      if (attrs === NO_ATTRS) attrs = {};
      attrs[this.attrName] = this.attrValue;
      k = end;
    }
    if (!this.stack.length && this.rootSeen) this.fail(`a second root element: ${qname.text}`, lt);
    this.rootSeen = true;
    this.at = lt;
    this.last = qname;
    this.lastWasOpen = !selfClosing;
    this.h.open(qname.text, attrs, selfClosing);
    if (selfClosing) {
      this.h.close(qname.text);
      if (!this.stack.length) this.rootClosed = true;
    } else this.stack.push(qname);
    return k;
  }

  private brokenAttribute(b: Buffer, k: number, qname: string, lt: number): never {
    this.fail(
      `broken attribute in <${qname}>: ${b.toString('utf8', k, Math.min(b.length, k + 40)).split('>')[0]}`,
      lt,
    );
  }

  /** Read `name="value"` at `k`; returns the offset after it, or -1 when it does not end in the buffer. */
  private attribute(b: Buffer, k: number, n: number, qname: string, lt: number): number {
    const from = k;
    let ch = 0;
    let hash = 0;
    while (k < n && (ch = b[k]!) !== EQUALS && ch !== GT && ch !== SLASH && ch !== LT && !isSpace(ch)) {
      hash = (Math.imul(hash, 31) + ch) | 0;
      k++;
    }
    if (k >= n) return -1;
    if (k === from) this.brokenAttribute(b, from, qname, lt);
    const name = this.name(b, from, k, hash).text;
    while (k < n && isSpace((ch = b[k]!))) k++;
    if (k >= n) return -1;
    if (ch !== EQUALS) this.brokenAttribute(b, from, qname, lt);
    k++;
    while (k < n && isSpace((ch = b[k]!))) k++;
    if (k >= n) return -1;
    if (ch !== QUOT && ch !== APOS) this.brokenAttribute(b, from, qname, lt);
    const quote = ch;
    // find the closing quote, noting what needs more than a copy
    let end = k + 1;
    let plain = true;
    while (end < n && (ch = b[end]!) !== quote) {
      if (ch === 38 /* & */ || ch === LT || ch === 9 || ch === 10 || ch === 13) plain = false;
      end++;
    }
    if (end >= n) return -1;
    let v: string;
    // values repeat in data files (srsName, srsDimension, domein, codeSpace): short plain ones are kept too
    if (plain && end - k - 1 <= MAX_INTERNED_TEXT) {
      const slot = this.texts.find(b, k + 1, end);
      v = slot >= 0 ? this.texts.text[slot]! : this.texts.add(b, k + 1, end, b.toString('utf8', k + 1, end));
    } else {
      v = b.toString('utf8', k + 1, end);
      if (v.indexOf('&') >= 0) v = decodeEntities(v, () => this.lineAt(lt));
      if (v.indexOf('<') >= 0) this.fail(`< in the value of attribute ${name} of <${qname}>`, lt);
      if (/[\t\n\r]/.test(v)) v = v.replace(/[\t\n\r]/g, ' ');
    }
    this.attrName = name;
    this.attrValue = v;
    return end + 1;
  }
}
