import { AppError } from '../../http/appError';
import { XmlScanner, XmlSyntaxError } from './xmlScanner';

/** One element of a captured feature, with local names (namespace prefixes stripped). */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
  line: number;
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

const local = (qname: string) => {
  const i = qname.indexOf(':');
  return i < 0 ? qname : qname.slice(i + 1);
};

const NO_ATTRS: Record<string, string> = Object.freeze({}) as Record<string, string>;

function localAttrs(attrs: Record<string, string>): Record<string, string> {
  let out: Record<string, string> | undefined;
  for (const k in attrs) (out ??= {})[local(k)] = attrs[k]!;
  // most elements have no attributes: one shared (frozen) empty object
  return out ?? NO_ATTRS;
}

/**
 * Stream an XML file and hand over the features one by one, each as a small tree: only one feature is
 * in memory at a time, so national files stream. Malformed or truncated XML throws an AppError that
 * names the file and line.
 */
export async function streamXmlFeatures(source: AsyncIterable<string>, fileName: string, h: XmlFeatureHandlers): Promise<void> {
  const stack: string[] = [];
  let capturing: XmlNode[] = [];
  let handlerError: unknown = null;
  const scanner = new XmlScanner({
    open(qname, attrs, line) {
      const name = local(qname);
      if (capturing.length) {
        const node: XmlNode = { name, attrs: localAttrs(attrs), children: [], text: '', line };
        capturing[capturing.length - 1]!.children.push(node);
        capturing.push(node);
      } else if (h.capture(name, stack[stack.length - 1], stack.length)) {
        capturing = [{ name, attrs: localAttrs(attrs), children: [], text: '', line }];
      } else {
        h.onOpen?.(name, attrs, stack.length);
      }
      stack.push(name);
    },
    text(t) {
      if (capturing.length) capturing[capturing.length - 1]!.text += t;
    },
    close() {
      stack.pop();
      if (!capturing.length) return;
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
    const truncated = /unclosed|end of|closing tag|unexpected end/i.test(msg) ? ' (is the file truncated?)' : '';
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

/** The first child with this local name. */
export const child = (n: XmlNode | undefined, name: string): XmlNode | undefined => n?.children.find((c) => c.name === name);

/** All children with this local name. */
export const childrenNamed = (n: XmlNode | undefined, name: string): XmlNode[] => n?.children.filter((c) => c.name === name) ?? [];

/** Follow a path of local names (`a/b/c`), first match at each step. */
export function path(n: XmlNode | undefined, p: string): XmlNode | undefined {
  let cur = n;
  for (const part of p.split('/')) cur = child(cur, part);
  return cur;
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
  for (const c of n?.children ?? []) {
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
