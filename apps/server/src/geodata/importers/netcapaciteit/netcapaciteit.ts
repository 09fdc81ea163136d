import { basename } from 'node:path';
import { AppError } from '../../../http/appError';
import type { Importer } from '../importer';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { dataSetHeadSchema, energyAreaSchema, firstIssue, postcodeAreaSchema, type EnergyArea, type PostcodeArea } from './capaciteitskaartSchema';

/** A delivery's problems are listed in the refusal up to this many (all of them are in the report's rejections). */
const LISTED = 3;

/**
 * The operator a delivery belongs to: the file name without its extension and its trailing date
 * ("im_capaciteitskaart_dso-20250110.json" -> "im_capaciteitskaart_dso"), so next month's file replaces this one.
 * Not `creator` (a person's e-mail address in real files) and not `identifier` (the same in every example).
 */
export function operatorOf(file: string): string {
  return basename(file.split('!').pop()!).replace(/\.json$/i, '').replace(/[-_.]?\d{8}$/, '') || 'netcapaciteit';
}

interface Checked {
  area: EnergyArea;
  postcodes: PostcodeArea[];
}

/** Every area and postcode area of a delivery checked against the schema's rules; problems as [object, reason]. */
function check(raw: unknown): { head?: { issued: string; valid?: { start?: string; end?: string } }; areas: Checked[]; problems: [string, string][] } {
  const problems: [string, string][] = [];
  const head = dataSetHeadSchema.safeParse(raw);
  if (!head.success) return { areas: [], problems: [['data set', firstIssue(head.error)]] };
  const areas: Checked[] = [];
  head.data.energy_areas.forEach((item, i) => {
    const code = (item as { short_code?: unknown } | null)?.short_code;
    const label = `energy area ${typeof code === 'string' && code ? code : `#${i + 1}`}`;
    const a = energyAreaSchema.safeParse(item);
    if (!a.success) return problems.push([label, firstIssue(a.error)]);
    const postcodes: PostcodeArea[] = [];
    (a.data.postcode_areas ?? []).forEach((pc, j) => {
      const p = postcodeAreaSchema.safeParse(pc);
      const pcode = (pc as { postcode?: unknown } | null)?.postcode;
      if (p.success) postcodes.push(p.data);
      else problems.push([`postcode ${typeof pcode === 'string' && pcode ? pcode : `#${j + 1}`} (${label})`, firstIssue(p.error)]);
    });
    areas.push({ area: a.data, postcodes });
  });
  return { head: head.data, areas, problems };
}

const num = (a: EnergyArea, key: string) => (a as Record<string, unknown>)[key] ?? null;

function areaValues(a: EnergyArea, issued: string): unknown[] {
  const dir = (d: 'demand' | 'generation') => [
    num(a, `${d}_available_capacity`),
    num(a, `${d}_quoted_capacity`),
    num(a, `${d}_capacity_in_queue`),
    num(a, `${d}_requests_in_queue`),
    num(a, `${d}_alleviation_year`),
    num(a, `${d}_energy_area_short_code`),
  ];
  const works = a.works.map((w) => {
    const s = w.time_schedules[0]?.schedule_interval;
    return { project: w.project_name, description: w.description ?? null, status: w.status_kind ?? null, end: s?.end ?? null, year: s?.year ?? null, quarter: s?.quarter ?? null };
  });
  const name = a.names?.find((n) => n.name)?.name ?? a.description ?? null;
  return [a.short_code, name, a.type ?? null, issued, num(a, 'demand_constraint'), num(a, 'generation_constraint'), ...dir('demand'), ...dir('generation'), works];
}

async function readJson(ctx: ImportContext, entry: Parameters<ImportContext['text']>[0]): Promise<unknown> {
  let text = '';
  for await (const chunk of ctx.text(entry)) text += chunk;
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new AppError('import_rejected', `${entry.name}: not JSON (${(e as Error).message}); nothing was changed`);
  }
}

/** Netbeheer Nederland capaciteitskaart (im-capaciteitskaart v1.3): one JSON file per operator delivery. */
export const netcapaciteitImporter: Importer = {
  format: 'netcapaciteit',
  description: 'Grid capacity map (Netbeheer Nederland im-capaciteitskaart JSON): supply areas, MW, queue and colours per PC6 postcode',
  async run(ctx, input) {
    for await (const entry of ctx.entries(input, (n) => /\.json$/i.test(n))) {
      const file = entry.name;
      const { head, areas, problems } = check(await readJson(ctx, entry));
      if (problems.length || !head) {
        // a delivery is taken whole or not at all: a half-read operator would show wrong colours as if current
        for (const [object, reason] of problems) ctx.reject(file, object, reason);
        const listed = problems.slice(0, LISTED).map(([o, r]) => `${o}: ${r}`).join('; ');
        const more = problems.length > LISTED ? ` (and ${problems.length - LISTED} more)` : '';
        throw new AppError('import_rejected', `${basename(file)}: ${listed}${more}; nothing was changed`);
      }
      if (head.valid?.start && head.valid.end && head.valid.start > head.valid.end)
        ctx.warn(`${basename(file)}: valid.start ${head.valid.start} lies after valid.end ${head.valid.end}`);
      const operator = ctx.options.area ?? operatorOf(file);
      ctx.dataset('netcapaciteit', operator, [{ table: tables.gridEnergyAreas.table }, { table: tables.gridPostcodeAreas.table }]);
      ctx.dataDate('netcapaciteit', operator, head.issued, 'file');
      const codes = new Set(areas.map((a) => a.area.short_code));
      for (const { area, postcodes } of areas) {
        ctx.readFeature();
        ctx.write(tables.gridEnergyAreas, { values: areaValues(area, head.issued), area: operator, file, feature: area.short_code });
        for (const ref of [area.demand_energy_area_short_code, area.generation_energy_area_short_code])
          if (typeof ref === 'string' && !codes.has(ref)) ctx.warn(`${basename(file)}: energy area ${area.short_code} points to ${ref}, which is not in this file (another operator's delivery)`);
        for (const p of postcodes) {
          ctx.readFeature();
          ctx.write(tables.gridPostcodeAreas, {
            values: [p.postcode, area.short_code, head.issued, p.demand_constraint, p.generation_constraint],
            area: operator,
            file,
            feature: p.postcode,
          });
        }
        await ctx.afterChunk();
      }
    }
  },
};
