// npm run bench:rules - "which omgevingsplan rules apply to this plot" (rulesAtPlot; target p95 <= 50 ms on
// PostgreSQL) and the constraints derived from their norms for 10 000 locations (omgevingsplanAtPlots: rules, pons
// coverage, constraintsFromNorms, in batches of plots; target <= 60 s), on a synthetic delivery generated here:
// 1 000 rule texts with one juridische regel each, 500 gebieden of 100 x 100 m, 200 omgevingsnormen of five types with
// values at three gebieden each (and a tenth more norms that no rule cites: they apply by their own location, #41),
// a tenth of the rules on one gebiedengroep over the whole area (as general rules
// are), and a pons over a quarter of it. Embedded PGlite by default; PostgreSQL with BENCH_DB=postgres (a private
// cluster) or BENCH_DATABASE_URL. --smoke: a small delivery, checks the answers, prints the figures.
import { cpus, loadavg } from 'node:os';
import type { Db } from '../apps/server/src/db/database';
import { rulesAtPlot } from '../apps/server/src/geodata/omgevingsplan/rulesAtPlot';
import { omgevingsplanAtPlots } from '../apps/server/src/geodata/omgevingsplan/constraintsAtPlot';
import { benchDatabase } from './lib/benchSetup';
import { mustHold, sized, SMOKE } from './lib/smoke';

const RULES = sized(1_000, 100);
const GEBIEDEN = sized(500, 50);
const NORMS = RULES / 5;
/** norms cited by no rule, each with values at three gebieden */
const UNCITED = NORMS / 10;
const RUNS = sized(300, 30);
const DERIVE = Number(process.env.BENCH_RULES_LOCATIONS ?? sized(10_000, 100));
const X0 = 150_000;
const Y0 = 400_000;
const COLS = Math.ceil(Math.sqrt(GEBIEDEN));
const REGELING = '/akn/nl/act/gm9999/2025/bench';
const BESLUIT = '/akn/nl/bill/gm9999/2025/1';
const TYPES = [
  ['MaximumBouwhoogte', 'Meter'],
  ['MaximumGoothoogte', 'Meter'],
  ['MaximumBebouwdeOppervlakte', 'Procent'],
  ['MaximumAantalBouwlagen', null],
  ['MaximumAantalWoningen', null],
] as const;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) => `p50 ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))}, max ${ms(Math.max(...xs))} (${xs.length} runs)`;

/** The synthetic delivery, written in a few set statements as the importer would leave it (one run, one besluit). */
async function seed(db: Db): Promise<void> {
  const [run] = await db.query<{ id: number }>(`INSERT INTO geo_import_runs (format, source_name, status) VALUES ('omgevingsplan', 'bench', 'succeeded') RETURNING id`);
  const head = [run!.id, BESLUIT, REGELING];
  const id = (kind: string) => `'nl.imow-gm9999.${kind}.' || k`;
  // gebieden on a grid, one over all of them (general rules) and the pons over the first quarter of the rows
  const rows = Math.ceil(GEBIEDEN / COLS);
  await db.query(
    `INSERT INTO geo_ow_geometries (run_id, area, besluit, gio, basisgeo_id, naam, geom)
     SELECT $1::int, $2::text, $2::text, '/join/id/regdata/gm9999/2025/bench', 'geo-' || k, 'vak ' || k,
            ST_Multi(ST_MakeEnvelope($4::float8 + (k % $6::int) * 100, $5::float8 + (k / $6::int) * 100, $4::float8 + (k % $6::int) * 100 + 100, $5::float8 + (k / $6::int) * 100 + 100, 28992))
       FROM generate_series(0, $3::int - 1) k
     UNION ALL SELECT $1::int, $2::text, $2::text, 'alle', 'geo-alle', 'alle', ST_Multi(ST_MakeEnvelope($4::float8, $5::float8, $4::float8 + $6::int * 100, $5::float8 + $7::int * 100, 28992))
     UNION ALL SELECT $1::int, $2::text, $2::text, 'pons', 'geo-pons', 'pons', ST_Multi(ST_MakeEnvelope($4::float8, $5::float8, $4::float8 + $6::int * 100, $5::float8 + ceil($7::int / 4.0) * 100, 28992))`,
    [run!.id, BESLUIT, GEBIEDEN, X0, Y0, COLS, rows],
  );
  const obj = `INSERT INTO geo_ow_objects (run_id, area, besluit, regeling, datum_bekendmaking, identificatie, kind, wid, naam, type, eenheid, geometrie_ref, refs)`;
  await db.query(
    `${obj} SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', ${id('gebied')}, 'Gebied', NULL, 'vak ' || k, NULL, NULL, 'geo-' || k, '{}'::jsonb FROM generate_series(0, $4::int - 1) k
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.gebied.alle', 'Gebied', NULL, 'alle', NULL, NULL, 'geo-alle', '{}'::jsonb
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.gebiedengroep.alle', 'Gebiedengroep', NULL, 'gemeente', NULL, NULL, NULL, '{"gebied": ["nl.imow-gm9999.gebied.alle"]}'::jsonb
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.gebied.pons', 'Gebied', NULL, 'pons', NULL, NULL, 'geo-pons', '{}'::jsonb
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.pons.1', 'Pons', NULL, NULL, NULL, NULL, NULL, '{"locatie": ["nl.imow-gm9999.gebied.pons"]}'::jsonb
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', ${id('activiteit')}, 'Activiteit', NULL, 'activiteit ' || k, NULL, NULL, NULL, '{}'::jsonb FROM generate_series(0, 9) k
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', ${id('gebiedsaanwijzing')}, 'Gebiedsaanwijzing', NULL, 'functie ' || k, 'Functie', NULL, NULL, '{}'::jsonb FROM generate_series(0, 4) k
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', ${id('regeltekst')}, 'Regeltekst', 'gm9999_1__art_' || (k / 10 + 1) || '.' || (k % 10 + 1) || '__para_1', NULL, NULL, NULL, NULL, '{}'::jsonb FROM generate_series(0, $5::int - 1) k
     UNION ALL SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', ${id('omgevingsnorm')}, 'Omgevingsnorm', NULL, 'norm ' || k, ($7::text[])[1 + k % 5], ($8::text[])[1 + k % 5], NULL, '{}'::jsonb FROM generate_series(0, $6::int - 1) k`,
    [...head, GEBIEDEN, RULES, NORMS, TYPES.map((t) => t[0]), TYPES.map((t) => t[1])],
  );
  // rule k cites rule text k, an activity and a designation; a tenth lie on the whole area, the rest on the three
  // gebieden of their norm (four in five rules have one), every fifth without a norm
  await db.query(
    `${obj} SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', ${id('juridischeregel')}, 'RegelVoorIedereen', NULL, NULL, NULL, NULL, NULL,
            jsonb_build_object('regeltekst', jsonb_build_array('nl.imow-gm9999.regeltekst.' || k),
              'activiteit', jsonb_build_array('nl.imow-gm9999.activiteit.' || k % 10),
              'gebiedsaanwijzing', jsonb_build_array('nl.imow-gm9999.gebiedsaanwijzing.' || k % 5),
              'locatie', CASE WHEN k % 10 = 0 THEN '["nl.imow-gm9999.gebiedengroep.alle"]'::jsonb
                         ELSE jsonb_build_array('nl.imow-gm9999.gebied.' || ((k % $6::int) * 3) % $5::int, 'nl.imow-gm9999.gebied.' || ((k % $6::int) * 3 + 1) % $5::int, 'nl.imow-gm9999.gebied.' || ((k % $6::int) * 3 + 2) % $5::int) END)
            || CASE WHEN k % 5 = 4 OR k % 10 = 0 THEN '{}'::jsonb ELSE jsonb_build_object('omgevingsnorm', jsonb_build_array('nl.imow-gm9999.omgevingsnorm.' || k % $6::int)) END
       FROM generate_series(0, $4::int - 1) k`,
    [...head, RULES, GEBIEDEN, NORMS],
  );
  await db.query(
    `INSERT INTO geo_ow_articles (run_id, area, besluit, regeling, datum_bekendmaking, wid, kind, nummer, opschrift, tekst)
     SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'gm9999_1__art_' || (k / 10 + 1) || '.' || (k % 10 + 1) || '__para_1', 'Lid', (k / 10 + 1) || '.' || (k % 10 + 1),
            'Regel ' || k, 'Het bouwen is toegestaan met inachtneming van de norm die op de locatie geldt.'
       FROM generate_series(0, $4::int - 1) k`,
    [...head, RULES],
  );
  await db.query(
    `INSERT INTO geo_ow_normwaarden (run_id, area, besluit, regeling, datum_bekendmaking, identificatie, norm_id, norm_kind, norm_naam, norm_type, eenheid, kwantitatief, locatie_id)
     SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.normwaarde.' || k || '.' || m, 'nl.imow-gm9999.omgevingsnorm.' || k, 'Omgevingsnorm', 'norm ' || k,
            ($6::text[])[1 + k % 5], ($7::text[])[1 + k % 5], 3 + (k + m) % 20, 'nl.imow-gm9999.gebied.' || (k * 3 + m) % $5::int
       FROM generate_series(0, $4::int - 1) k, generate_series(0, 2) m`,
    [...head, NORMS, GEBIEDEN, TYPES.map((t) => t[0]), TYPES.map((t) => t[1])],
  );
  // the norms no rule cites: an object and three values each, on gebieden spread over the grid
  await db.query(
    `${obj} SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.omgevingsnorm.u' || k, 'Omgevingsnorm', NULL, 'eigen norm ' || k, 'MaximumGoothoogte', 'Meter', NULL, '{}'::jsonb
       FROM generate_series(0, $4::int - 1) k`,
    [...head, UNCITED],
  );
  await db.query(
    `INSERT INTO geo_ow_normwaarden (run_id, area, besluit, regeling, datum_bekendmaking, identificatie, norm_id, norm_kind, norm_naam, norm_type, eenheid, kwantitatief, locatie_id)
     SELECT $1::int, $2::text, $2::text, $3::text, '2025-01-01', 'nl.imow-gm9999.normwaarde.u' || k || '.' || m, 'nl.imow-gm9999.omgevingsnorm.u' || k, 'Omgevingsnorm', 'eigen norm ' || k,
            'MaximumGoothoogte', 'Meter', 4 + m, 'nl.imow-gm9999.gebied.' || (k * 17 + m * 5) % $5::int
       FROM generate_series(0, $4::int - 1) k, generate_series(0, 2) m`,
    [...head, UNCITED, GEBIEDEN],
  );
  // the delivery's own row (migration 0064): where the rules come from, nothing lacking
  await db.query(
    `INSERT INTO geo_ow_deliveries (run_id, area, besluit, regeling, datum_bekendmaking, regeling_expression, regeling_from) VALUES ($1::int, $2::text, $2::text, $3::text, '2025-01-01', $3::text || '/nld@2025-01-01', 'stop')`,
    head,
  );
  for (const table of ['geo_ow_objects', 'geo_ow_articles', 'geo_ow_normwaarden', 'geo_ow_geometries']) await db.query(`ANALYZE ${table}`);
}

/** A plot of 20 x 20 m somewhere on the grid (a seeded draw, so runs compare). */
function plots(n: number): string[] {
  let s = 42;
  const rnd = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const rows = Math.ceil(GEBIEDEN / COLS);
  return Array.from({ length: n }, () => {
    const x = X0 + rnd() * (COLS * 100 - 20);
    const y = Y0 + rnd() * (rows * 100 - 20);
    return `POLYGON((${x} ${y},${x + 20} ${y},${x + 20} ${y + 20},${x} ${y + 20},${x} ${y}))`;
  });
}

async function main() {
  const { db, drop, kind } = await benchDatabase('rules');
  try {
    const t0 = performance.now();
    await seed(db);
    console.log(`${kind}: ${RULES} rule texts, ${GEBIEDEN} gebieden, ${NORMS} norms written in ${ms(performance.now() - t0)}`);

    const times: number[] = [];
    let rulesSeen = 0;
    let normsSeen = 0;
    let uncitedSeen = 0;
    for (const wkt of plots(RUNS)) {
      const s = performance.now();
      const at = await rulesAtPlot(db, wkt);
      times.push(performance.now() - s);
      rulesSeen += at.rules.length;
      normsSeen += at.norms?.length ?? 0;
      uncitedSeen += at.norms?.filter((n) => !n.citedBy.length).length ?? 0;
      mustHold(at.deliveries?.[0]?.regeling === REGELING, 'the rules name the delivery they come from');
    }
    const p95 = pct(times, 95);
    console.log(
      `which rules apply to this plot (rulesAtPlot, with every norm by its own location): ${summary(times)}; ` +
        `${(rulesSeen / RUNS).toFixed(0)} rules and ${(normsSeen / RUNS).toFixed(1)} norms per plot on average (${uncitedSeen} cited by no rule)`,
    );
    mustHold(rulesSeen / RUNS >= RULES / 10, 'every plot has at least the general rules');
    mustHold(normsSeen > 0 && uncitedSeen > 0, 'norms reach plots by their own location, also those cited by no rule');

    const list = plots(DERIVE);
    let drafts = 0;
    const statuses: Record<string, number> = {};
    const coverage: Record<string, number> = {};
    const s = performance.now();
    // a batch of plots per statement (omgevingsplanAtPlots), as a refresh of every location after an import would
    for (const at of await omgevingsplanAtPlots(db, list)) {
      if (!at) continue;
      drafts += at.drafts.length;
      statuses[at.check.status] = (statuses[at.check.status] ?? 0) + 1;
      coverage[at.ponsCoverage] = (coverage[at.ponsCoverage] ?? 0) + 1;
    }
    const total = performance.now() - s;
    console.log(
      `constraints derived for ${DERIVE} locations: ${(total / 1000).toFixed(1)} s (${ms(total / DERIVE)} each, in batches); ` +
        `${drafts} constraints; status ${JSON.stringify(statuses)}; pons ${JSON.stringify(coverage)}`,
    );
    mustHold(drafts > 0 && (statuses.checked ?? 0) > 0, 'norms became constraints and some locations are checked');
    mustHold((coverage.full ?? 0) > 0 && (coverage.none ?? 0) > 0, 'the pons covers some plots and not others');
    if (!SMOKE) {
      console.log(`targets: p95 ${ms(p95)} (<= 50 ms on PostgreSQL, <= 100 ms on PGlite), ${(total / 1000).toFixed(1)} s for ${DERIVE} (<= 60 s)`);
      console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
    }
  } finally {
    await drop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
