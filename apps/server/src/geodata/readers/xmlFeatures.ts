import { AppError } from '../../http/appError';
import { NO_ATTRS, XmlScanner, XmlSyntaxError } from './xmlScanner';

/** One element of a captured feature, with local names (namespace prefixes stripped). */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
  line: number;
  /**
   * On a captured feature only: the srsName of the nearest enclosing element outside the feature that names one (the
   * collection's own srsName or its boundedBy Envelope), for geometries that name none (as GDAL reads them).
   */
  enclosingSrsName?: string;
}

export interface XmlFeatureHandlers {
  /** capture the element (and everything below it) as one feature? `parent` is the local name of its parent */
  capture(name: string, parent: string | undefined, depth: number): boolean;
  onFeature(node: XmlNode): void;
  /** every element outside captured features, e.g. the root element with its namespaces */
  onOpen?(name: string, attrs: Record<string, string>, depth: number): void;
  /** called after each chunk of the file: the place to wait for the database (backpressure) */
  afterChunk?(): Promise<void>;
}

// the envelopes whose srsName covers the element holding their boundedBy (the collection), as GDAL reads it
const ENVELOPES = new Set(['Envelope', 'Box', 'EnvelopeWithTimePeriod']);

/** The srsNames that hold for the elements open outside captured features, innermost last. */
class SrsScopes {
  private readonly scopes: { depth: number; srs: string }[] = [];
  /** An element at `depth` (its parent's name `parent`) opens outside any feature. */
  open(name: string, attrs: Record<string, string>, parent: string | undefined, depth: number) {
    const srs = attrs.srsName;
    if (!srs) return;
    // an Envelope in a boundedBy names the CRS of the element the boundedBy belongs to, and so of all it holds
    const scope = ENVELOPES.has(name) && parent === 'boundedBy' ? depth - 2 : depth;
    this.scopes.push({ depth: scope, srs });
  }
  /** The element at `depth` has closed. */
  close(depth: number) {
    while (this.scopes.length && this.scopes[this.scopes.length - 1]!.depth >= depth) this.scopes.pop();
  }
  get current(): string | undefined {
    return this.scopes[this.scopes.length - 1]?.srs;
  }
}

// a leaf's children; replaced by an array of its own at the first child (readers only read children)
const NO_CHILDREN: XmlNode[] = Object.freeze([]) as unknown as XmlNode[];

/** Local names by qualified name: the scanner interns names, so this is one lookup per element. */
class LocalNames {
  private readonly known = new Map<string, string>();
  of(qname: string): string {
    let l = this.known.get(qname);
    if (l === undefined) {
      const i = qname.indexOf(':');
      l = i < 0 ? qname : qname.slice(i + 1);
      this.known.set(qname, l);
    }
    return l;
  }
  attrs(attrs: Record<string, string>): Record<string, string> {
    // most attribute names have no prefix (srsName, domein): then the scanner's object serves as it is
    let prefixed = false;
    for (const k in attrs) if (this.of(k) !== k) prefixed = true;
    if (!prefixed) return attrs;
    const out: Record<string, string> = {};
    for (const k in attrs) out[this.of(k)] = attrs[k]!;
    return out;
  }
}

/**
 * Stream an XML file and hand over the features one by one, each as a small tree: only one feature is
 * in memory at a time, so national files stream. Malformed or truncated XML throws an AppError that
 * names the file and line. Every node of a feature carries the line where the feature starts.
 */
export async function streamXmlFeatures(
  source: AsyncIterable<Uint8Array | string>,
  fileName: string,
  h: XmlFeatureHandlers,
): Promise<void> {
  const stack: string[] = [];
  const names = new LocalNames();
  const capturing: XmlNode[] = [];
  const srs = new SrsScopes();
  let handlerError: unknown = null;
  const scanner: XmlScanner = new XmlScanner({
    open(qname, attrs) {
      const name = names.of(qname);
      const depth = capturing.length;
      if (depth) {
        const parent = capturing[depth - 1]!;
        const node: XmlNode = {
          name,
          attrs: attrs === NO_ATTRS ? NO_ATTRS : names.attrs(attrs),
          children: NO_CHILDREN,
          text: '',
          line: capturing[0]!.line,
        };
        if (parent.children === NO_CHILDREN) parent.children = [node];
        else parent.children.push(node);
        capturing.push(node);
      } else if (h.capture(name, stack[stack.length - 1], stack.length)) {
        const root: XmlNode = { name, attrs: names.attrs(attrs), children: NO_CHILDREN, text: '', line: scanner.line };
        const enclosing = srs.current;
        if (enclosing) root.enclosingSrsName = enclosing;
        capturing.push(root);
      } else {
        srs.open(name, names.attrs(attrs), stack[stack.length - 1], stack.length);
        h.onOpen?.(name, attrs, stack.length);
      }
      stack.push(name);
    },
    text(t) {
      if (capturing.length) capturing[capturing.length - 1]!.text += t;
    },
    close() {
      stack.pop();
      if (!capturing.length) return srs.close(stack.length);
      const node = capturing.pop()!;
      if (!capturing.length) {
        try {
          h.onFeature(node);
        } catch (e) {
          handlerError ??= e;
        }
      }
    },
  });
  const fail = (e: unknown): never => {
    if (e instanceof AppError) throw e;
    const msg = (e as Error).message;
    const line = e instanceof XmlSyntaxError ? e.line : scanner.line;
    const truncated = /unclosed|end of|closing tag|unexpected end/i.test(msg)
      ? ' (is the file truncated?)'
      : '';
    throw new AppError('validation_failed', `${fileName}: line ${line}: broken XML: ${msg}${truncated}`);
  };
  try {
    for await (const chunk of source) {
      scanner.write(chunk);
      if (handlerError) throw handlerError;
      if (h.afterChunk) await h.afterChunk();
    }
    scanner.close();
  } catch (e) {
    fail(e);
  }
  if (handlerError) throw handlerError;
}

// The accessors below run a dozen times per feature of a national file: plain loops, no callbacks or arrays.

/** The first child with this local name. */
export function child(n: XmlNode | undefined, name: string): XmlNode | undefined {
  if (!n) return undefined;
  const cs = n.children;
  for (let i = 0; i < cs.length; i++) if (cs[i]!.name === name) return cs[i];
  return undefined;
}

/** All children with this local name. */
export function childrenNamed(n: XmlNode | undefined, name: string): XmlNode[] {
  const out: XmlNode[] = [];
  if (n) for (const c of n.children) if (c.name === name) out.push(c);
  return out;
}

/** Follow a path of local names (`a/b/c`), first match at each step. */
export function path(n: XmlNode | undefined, p: string): XmlNode | undefined {
  let cur = n;
  let from = 0;
  for (;;) {
    const slash = p.indexOf('/', from);
    if (slash < 0) return child(cur, from ? p.slice(from) : p);
    cur = child(cur, p.slice(from, slash));
    from = slash + 1;
  }
}

/** The first descendant (depth first) with this local name. */
export function descendant(n: XmlNode | undefined, name: string): XmlNode | undefined {
  if (!n) return undefined;
  for (const c of n.children) {
    if (c.name === name) return c;
    const d = descendant(c, name);
    if (d) return d;
  }
  return undefined;
}

/** All descendants with this local name. */
export function descendants(n: XmlNode | undefined, name: string, out: XmlNode[] = []): XmlNode[] {
  if (n)
    for (const c of n.children) {
      if (c.name === name) out.push(c);
      else descendants(c, name, out);
    }
  return out;
}

/** Trimmed text of the element at `p` (or of the node itself), undefined when missing or empty. */
export function textAt(n: XmlNode | undefined, p?: string): string | undefined {
  const t = (p ? path(n, p) : n)?.text.trim();
  return t ? t : undefined;
}
