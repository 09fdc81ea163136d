import { XmlScanner } from '../../readers/xmlScanner';

const local = (q: string) => q.slice(q.indexOf(':') + 1);
// headings are stored apart (nummer, opschrift); paragraphs and list items are separated by a new line
const HEADINGS = new Set(['Kop', 'LidNummer']);
const BLOCKS = new Set(['Al', 'Lid', 'Li', 'Lijst', 'Tabel', 'row']);
/** the text units kept by wId: articles, their leden, and the free-text Divisietekst (bijlagen, begrippen) */
export const TEXT_UNITS = new Set(['Artikel', 'Lid', 'Divisietekst']);
// renvooi: text a mutation removes is not part of the new text (VerwijderdeTekst inline, wijzigactie on an element)
const removedElement = (name: string, attrs: Record<string, string>) => name === 'VerwijderdeTekst' || attrs.wijzigactie === 'verwijder';

/**
 * The text of every Artikel and Lid (by wId) of a STOP file in document order, inline markup (<i>, <Verwijzing>,
 * <IntRef> ...) kept in place. The feature reader keeps an element's own text apart from its children's, which loses
 * the order of mixed content; this scanner reads the same chunks beside it. In a RegelingMutatie (renvooi) the text
 * marked removed (`VerwijderdeTekst`, an element with `wijzigactie="verwijder"`) is left out: the text read is the
 * new one.
 */
export class ArticleTexts {
  readonly texts = new Map<string, string>();
  private readonly open: { wid?: string; parts?: string[]; heading: boolean; removed: boolean }[] = [];
  private headings = 0;
  private removed = 0;
  private readonly scanner = new XmlScanner({
    open: (qname, attrs, selfClosing) => {
      const name = local(qname);
      const wid = TEXT_UNITS.has(name) && attrs.wId ? attrs.wId : undefined;
      const heading = HEADINGS.has(name);
      const removed = removedElement(name, attrs);
      if (BLOCKS.has(name) && !this.removed) this.append('\n');
      if (selfClosing) return;
      if (heading) this.headings++;
      if (removed) this.removed++;
      this.open.push(wid ? { wid, parts: [], heading, removed } : { heading, removed });
    },
    close: () => {
      const f = this.open.pop();
      if (f?.heading) this.headings--;
      if (f?.removed) this.removed--;
      if (f?.wid && f.parts)
        this.texts.set(f.wid, f.parts.join('').split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n'));
    },
    text: (t) => {
      if (!this.headings && !this.removed) this.append(t);
    },
  });

  private append(t: string) {
    for (const f of this.open) f.parts?.push(t);
  }

  write(chunk: Uint8Array | string) {
    this.scanner.write(chunk);
  }
}

/** Pass the chunks on, and let `texts` read them too. */
export async function* teeInto(source: AsyncIterable<Uint8Array | string>, texts: ArticleTexts): AsyncGenerator<Uint8Array | string> {
  for await (const chunk of source) {
    texts.write(chunk);
    yield chunk;
  }
}
