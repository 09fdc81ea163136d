import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import type { OwArticle, OwDelivery, OwMutation } from './owDelivery';

/** One defect that refuses the whole delivery (as the reference checks give them). */
interface MutationDefect {
  file: string;
  id: string;
  reason: string;
  line?: number;
}

type StoredArticle = { wid: string; kind: string; nummer: string | null; opschrift: string | null; tekst: string | null; wijzigactie: string | null };

const STOP_NAME = { vervang: 'Vervang', vervangKop: 'VervangKop', voegtoe: 'VoegToe', verwijder: 'Verwijder' } as const;

// wIds are paths: "gm0297_1__chp_2__art_2.14__para_1" lies below "gm0297_1__chp_2" (STOP naming of wId)
const atOrBelow = (wid: string, target: string) => wid === target || wid.startsWith(`${target}__`);

/**
 * The articles in force before this besluit (the newest row per wId of every other besluit) at or below the mutations'
 * targets, and the targets that lie inside a stored article (a change below the level we keep).
 */
async function storedAt(ctx: ImportContext, targets: string[], area: string) {
  if (!targets.length) return { current: [] as StoredArticle[], inside: new Set<string>(), containing: [] as StoredArticle[] };
  const current = await ctx.tx.query<StoredArticle>(
    `SELECT DISTINCT ON (a.wid) a.wid, a.kind, a.nummer, a.opschrift, a.tekst, a.wijzigactie FROM geo_ow_articles a
      WHERE a.area <> $2 AND EXISTS (SELECT 1 FROM unnest($1::text[]) t(x) WHERE a.wid = t.x OR starts_with(a.wid, t.x || '__'))
      ORDER BY a.wid, a.run_id DESC`,
    [targets, area],
  );
  // the articles that contain a target (a lid's article): their text is the leden's, so it follows a changed lid
  const containing = await ctx.tx.query<StoredArticle & { x: string }>(
    `SELECT DISTINCT ON (t.x, a.wid) t.x, a.wid, a.kind, a.nummer, a.opschrift, a.tekst, a.wijzigactie
       FROM unnest($1::text[]) t(x) JOIN geo_ow_articles a ON a.area <> $2 AND starts_with(t.x, a.wid || '__')
      ORDER BY t.x, a.wid, a.run_id DESC`,
    [targets, area],
  );
  const live = (a: StoredArticle) => a.wijzigactie !== 'verwijder';
  return { current: current.filter(live), inside: new Set(containing.filter(live).map((r) => r.x)), containing: containing.filter(live) };
}

/**
 * Apply a wijzigingsbesluit's RegelingMutaties (renvooi) to the stored article texts: every article a change
 * delivers becomes a new row of the besluit (`wijzigactie` vervang / voegtoe / vervangKop), every article it removes
 * a row without text (`verwijder`); the rows of earlier besluiten stay as history (`articleHistory`). A change naming
 * a wId that is neither in this delivery nor imported before is a defect (the whole delivery is refused); one below
 * the article level (a single list item) is not applied and said so in the warnings.
 * Returns the defects; writes only when there are none (the caller checks first with `write = false`).
 */
export async function applyMutations(ctx: ImportContext, d: OwDelivery, area: string, write: boolean): Promise<MutationDefect[]> {
  if (!d.mutations.length) return [];
  const delivered = new Set(d.articles.map((a) => a.wid));
  const { current, inside, containing } = await storedAt(ctx, [...new Set(d.mutations.map((m) => m.target))], area);
  const defects: MutationDefect[] = [];
  const known = (m: OwMutation) =>
    !!m.target && ([...delivered].some((w) => atOrBelow(w, m.target)) || current.some((a) => atOrBelow(a.wid, m.target)) || inside.has(m.target));
  for (const m of d.mutations)
    if (!known(m))
      defects.push({
        file: m.file,
        id: m.target || `${STOP_NAME[m.action]} at line ${m.line}`,
        reason: m.target
          ? `RegelingMutatie ${STOP_NAME[m.action]} names wId ${m.target}, which is neither in this delivery nor imported before`
          : `RegelingMutatie ${STOP_NAME[m.action]} without the wId it changes`,
        line: m.line,
      });
  if (defects.length || !write) return defects;

  const delivery = [d.regeling, d.besluit, d.datumBekendmaking, d.inwerkingtreding] as const;
  const row = (a: Pick<OwArticle, 'wid' | 'kind' | 'file' | 'line'> & { nummer?: string | null; opschrift?: string | null; tekst: string | null }, action: string) => {
    ctx.readFeature();
    ctx.write(tables.owArticles, {
      values: [...delivery, a.wid, a.kind, a.nummer ?? undefined, a.opschrift ?? undefined, a.tekst ?? undefined, action],
      area,
      file: a.file,
      feature: a.wid,
      line: a.line,
    });
  };
  const written = new Set<string>();
  const newText = new Map<string, string>();
  const headings = new Map<string, { article: StoredArticle; kop: OwMutation['kop']; m: OwMutation }>();
  for (const m of d.mutations) {
    if (inside.has(m.target) && !current.some((a) => atOrBelow(a.wid, m.target))) {
      ctx.warn(`${m.file}: ${STOP_NAME[m.action]} ${m.target} changes text below the article level: not applied, the article keeps its earlier text`);
      ctx.skip('mutation below the article level');
      continue;
    }
    const before = current.filter((a) => atOrBelow(a.wid, m.target));
    const remove = (list: StoredArticle[]) => {
      for (const a of list) if (!written.has(a.wid)) row({ ...a, tekst: null, file: m.file, line: m.line }, 'verwijder');
      for (const a of list) written.add(a.wid);
    };
    if (m.action === 'vervangKop') {
      const a = before.find((x) => x.wid === m.target);
      if (a) headings.set(a.wid, { article: a, kop: m.kop, m });
      else {
        ctx.warn(`${m.file}: VervangKop ${m.target} changes the heading of a container, which is not kept (only article headings are)`);
        ctx.skip('heading of a container');
      }
      continue;
    }
    if (m.action === 'verwijder') {
      remove(before);
      continue;
    }
    for (const a of m.articles) {
      row(a, m.action);
      written.add(a.wid);
    }
    // a replaced article or container: what it held before and no longer holds is gone
    const kept = new Set(m.articles.map((a) => a.wid));
    if (m.action === 'vervang') remove(before.filter((a) => !kept.has(a.wid)));
    remove(current.filter((a) => m.removed.some((r) => atOrBelow(a.wid, r))));
    for (const a of m.articles) newText.set(a.wid, a.tekst);
  }
  // an article whose leden changed (and that was not itself replaced) reads with its new leden: the old lid text
  // replaced in place, a new lid appended, a removed one taken out; a VervangKop gives it its new heading
  const parents = new Map<string, { article: StoredArticle; m: OwMutation }>();
  for (const p of containing)
    if (p.kind === 'Artikel' && !written.has(p.wid) && [...written].some((w) => w.startsWith(`${p.wid}__`)))
      parents.set(p.wid, { article: p, m: d.mutations.find((x) => atOrBelow(x.target, p.wid))! });
  for (const [wid, h] of headings) if (!written.has(wid) && !parents.has(wid)) parents.set(wid, { article: h.article, m: h.m });
  for (const [wid, { article, m }] of parents) {
    let tekst = article.tekst ?? '';
    const changed = [...written].filter((w) => w.startsWith(`${wid}__`));
    for (const w of changed) {
      const old = current.find((a) => a.wid === w)?.tekst;
      const now = newText.get(w) ?? '';
      if (old && tekst.includes(old)) tekst = tekst.replace(old, now);
      else if (now) tekst = `${tekst}\n${now}`;
    }
    const kop = headings.get(wid)?.kop;
    row(
      { ...article, nummer: kop ? (kop.nummer ?? article.nummer) : article.nummer, opschrift: kop ? (kop.opschrift ?? null) : article.opschrift, tekst: tekst.split('\n').filter((l) => l.trim()).join('\n'), file: m.file, line: m.line },
      changed.length ? 'vervang' : 'vervangKop',
    );
  }
  return defects;
}
