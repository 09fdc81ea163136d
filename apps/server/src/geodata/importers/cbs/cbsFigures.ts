import { basename } from 'node:path';
import type { Importer } from '../importer';
import { streamCsvRows } from '../../readers/csvRows';
import { streamJsonItems } from '../../readers/jsonItems';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { Props } from '../properties';
import { FeatureError, perFeature } from '../shared';
import { levelOf, normaliseCode, reportUnjoined } from './cbsCodes';

// CSV exports call the code regiocode or statcode; the OData tables WijkenEnBuurten (padded) or Codering_3
const CODE_FIELDS = ['regiocode', 'statcode', 'WijkenEnBuurten', 'Codering_3', 'Codering', 'gwb_code', 'RegioS', 'postcode', 'code'];
const TEXT_FIELDS = new Set(['regiotype', 'gemeentecode', 'gemeentenaam_1', 'gemeentenaam', 'soortregio_2', 'soortregio', 'codering_3', 'indelingswijziging', 'id']);

/** A CBS figure: numbers as numbers, CBS's "." and empty for missing as null, other text as text. */
function value(v: unknown): unknown {
  if (typeof v !== 'string') return v ?? null;
  const s = v.trim();
  if (s === '' || s === '.' || s === '-' || s === '?') return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) && /^-?[\d.,]+$/.test(s) ? n : s;
}

function writeFigures(ctx: ImportContext, file: string, area: string, raw: Record<string, unknown>, line?: number) {
  const p = new Props(raw);
  const code = normaliseCode(p.get(...CODE_FIELDS));
  if (!code) throw new FeatureError('row without a CBS code');
  const figures: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) figures[k] = TEXT_FIELDS.has(k.toLowerCase()) && typeof v === 'string' ? v.trim() : value(v);
  ctx.write(tables.statFigures, { values: [code, levelOf(code), figures], area, file, feature: code, ...(line ? { line } : {}) });
}

/** CBS kerncijfers (e.g. 85984NED wijken en buurten) as CSV or OData JSON, keyed by CBS code. */
export const cbsFiguresImporter: Importer = {
  format: 'cbs-figures',
  description: 'CBS kerncijfers as CSV or OData JSON ({"value": [...]}), joined to the areas by CBS code',
  async run(ctx, input) {
    for await (const entry of ctx.entries(input, (n) => /\.(csv|json)$/i.test(n) && !/^(TableInfos|DataProperties)\.json$/i.test(n))) {
      const area = ctx.options.area ?? basename(entry.name.split('!').pop()!).replace(/\.[^.]*$/, '');
      ctx.dataset('cbs.figures', area, [{ table: tables.statFigures.table }]);
      // CBS names the year of its kerncijfers in the file (cbs_kerncijfers_2024_gm_wk.csv, 85984NED is 2024's)
      ctx.dataDate('cbs.figures', area, /(?:^|\D)((?:19|20)\d{2})(?!\d)/.exec(basename(entry.name.split('!').pop()!))?.[1], 'file');
      const each = (raw: Record<string, unknown>, label: string, line?: number) => {
        ctx.readFeature();
        perFeature(ctx, entry.name, () => label, line, () => writeFigures(ctx, entry.name, area, raw, line));
      };
      if (/\.csv$/i.test(entry.name))
        await streamCsvRows(ctx.text(entry), entry.name, (row, line) => each(row, `line ${line}`, line), () => ctx.afterChunk());
      else
        await streamJsonItems(ctx.text(entry), entry.name, ['value'], {
          afterChunk: () => ctx.afterChunk(),
          onItem: (_k, item, i) => each(item as Record<string, unknown>, `row #${i + 1}`),
        });
    }
    await ctx.flush();
    await reportUnjoined(ctx.tx, ctx.runId, 'figures', (m) => ctx.warn(m));
  },
};
