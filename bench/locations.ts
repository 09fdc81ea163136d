// npm run bench:locations - the table of locations and the planboard on 10 000 locations with children
// (notes and tasks, concepts, units, labels, owner information): GET /api/locations/table for a page of 100 with
// every column (p50/p95 over pages and orders; target p95 <= 100 ms), the whole list as the web reads it, and the
// planboard's saves (a status change + PUT /order of the changed items: a card to the end of a column, and to
// its top, which renumbers the whole column), and a maximal bulk create of 1 000 locations by another company
// while this one reads its list (its duration, the list's p50/p99 meanwhile: issue #38 item 2). In-process server (Fastify inject) on embedded PGlite, or on
// PostgreSQL with BENCH_DB=postgres (a private cluster) or BENCH_DATABASE_URL. Prints figures and the load average;
// --smoke runs 300 locations and checks the answers.
import { cpus, loadavg } from 'node:os';
import { renumber } from '../packages/contracts/src/index';
import type { Db } from '../apps/server/src/db/database';
import { TestApp } from '../apps/server/src/test/testApp';
import { benchDatabase } from './lib/benchSetup';
import { mustHold, sized, SMOKE } from './lib/smoke';
import { bulkFairnessLine, bulkWhileReading } from './lib/bulkFairness';

const N = Number(process.env.BENCH_LOCATIONS ?? sized(10_000, 300));
const RUNS = sized(200, 20);
const STATUSES = 5;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) =>
  `p50 ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))}, max ${ms(Math.max(...xs))} (${xs.length} runs)`;

/** N locations of one company with the children every derived column reads, written in a few set statements. */
async function seed(db: Db, companyId: number, userId: number): Promise<number[]> {
  const field = await db.query<{ id: number }>(
    `INSERT INTO customfields (company_id, name, type, "order") VALUES ($1, 'Status', 3, 0) RETURNING id`,
    [companyId],
  );
  const statuses = await db.query<{ id: number }>(
    `INSERT INTO customvalues (company_id, name, type, "order", color, customfield_id)
     SELECT $1, 'Status ' || g, 'status', g * 10, '#228be6', $2 FROM generate_series(1, ${STATUSES}) g RETURNING id`,
    [companyId, field[0]!.id],
  );
  const ids = statuses.map((s) => s.id);
  await db.query(
    `INSERT INTO locations (company_id, name, key, type, lat, lon, "order", rating, status, road, house_number, postcode, city, plotsize, plotnr,
                            archived, deleted, assigned_to, created_by_user_name, created_at, updated_at)
     SELECT $1, 'Locatie ' || g, md5('bench' || g), 0, 52.3 + (g % 100) / 1000.0, 5.2 + (g / 100) / 1000.0, (g / 6 + 1) * 10, g % 6,
            CASE WHEN g % 6 = 0 THEN NULL ELSE ($3::int[])[1 + g % ${STATUSES}] END, 'Straat', (g % 200)::text, '1234AB', 'Almere',
            500 + g % 20000, 'ALM00-A-' || g, g % 50 = 0, false, CASE WHEN g % 3 = 0 THEN $2::int END, 'Bench Gebruiker',
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       FROM generate_series(1, $4::int) g`,
    [companyId, userId, ids, N],
  );
  const locs = await db.query<{ id: number }>(`SELECT id FROM locations WHERE company_id = $1 ORDER BY id`, [
    companyId,
  ]);
  await db.query(
    `INSERT INTO location_cfgs (company_id, location_id, finance_parameters) SELECT $1, id, '{}' FROM locations WHERE company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO location_summaries (company_id, location_cfg_id, zones, max_height, max_fsi, nrconcepts)
     SELECT $1, id, '["Wonen","Gemengd"]', 12.5, 1.4, 1 FROM location_cfgs WHERE company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO notes (company_id, name, type, status, location_id, target_at, created_at)
     SELECT $1, k || ' ' || l.id, k, CASE WHEN k = 'task' THEN 'open' ELSE 'undefined' END, l.id,
            CASE WHEN k = 'task' THEN now() + interval '7 days' END, now() - (n || ' hours')::interval
       FROM locations l, (VALUES ('note', 1), ('task', 2), ('general', 3)) AS kinds(k, n) WHERE l.company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO concepts (company_id, name, key, location_id) SELECT $1, 'Variant A', md5('c' || id), id FROM locations WHERE company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO units (company_id, name, "order", location_id) SELECT $1, u, o, l.id FROM locations l, (VALUES ('Studio', 1), ('Driekamer', 2)) AS x(u, o) WHERE l.company_id = $1`,
    [companyId],
  );
  const labels = await db.query<{ id: number }>(
    `INSERT INTO labels (company_id, name, color) VALUES ($1, 'Kansrijk', '#40c057'), ($1, 'Later', '#fab005') RETURNING id`,
    [companyId],
  );
  await db.query(
    `INSERT INTO locationslabels (company_id, location_id, label_id) SELECT $1, id, $2 FROM locations WHERE company_id = $1 AND id % 2 = 0`,
    [companyId, labels[0]!.id],
  );
  await db.query(
    `INSERT INTO jsons (company_id, name, type, data, location_id) SELECT $1, 'Eigenaar ' || id, 'owner_information', '{}', id FROM locations WHERE company_id = $1 AND id % 3 = 0`,
    [companyId],
  );
  // the stored production values as the server's refresher leaves them (migration 0045): each location's concept has
  // no buildings, so its total income is 0; the table reads them, it never computes them
  await db.query(
    `UPDATE location_production_values v SET value_cents = 0, computed = changed, computed_at = now(),
            concept_id = (SELECT c.id FROM concepts c WHERE c.location_id = v.location_id ORDER BY c.id LIMIT 1)
      WHERE v.company_id = $1`,
    [companyId],
  );
  await db.query('ANALYZE');
  return locs.map((l) => l.id);
}

async function main() {
  const started = performance.now();
  const database = await benchDatabase('locations');
  const t = await TestApp.start({}, database);
  try {
    const company = await t.company('Bench Locaties');
    const seedStart = performance.now();
    const ids = await seed(t.db, company.id, company.user.id);
    console.log(
      `bench:locations on ${database.kind}: ${N.toLocaleString('en-US')} locations with 3 notes, 1 concept, 2 units, labels and owners each; seeded in ${ms(performance.now() - seedStart)}`,
    );
    const get = async (url: string) => {
      const s = performance.now();
      const res = await t.request('GET', url, { as: company.user });
      return {
        ms: performance.now() - s,
        status: res.statusCode,
        rows: JSON.parse(res.body) as { id: number; labels: unknown[]; productionValue: number | null }[],
        total: Number(res.headers['x-total-count']),
        bytes: res.body.length,
      };
    };

    // a page of 100 with every column, at pages spread over the list and in the orders the screens use
    const orders = ['order', '-updatedAt', 'name', '-plotsize'];
    const pages = Math.max(1, Math.floor(N / 100));
    await get('/api/locations/table?limit=100'); // warm-up: plans and caches
    const times: number[] = [];
    let ok = true;
    for (let i = 0; i < RUNS; i++) {
      const r = await get(
        `/api/locations/table?limit=100&offset=${((i * 37) % pages) * 100}&order=${orders[i % orders.length]}`,
      );
      times.push(r.ms);
      ok &&= r.status === 200 && r.rows.length === Math.min(100, N) && r.total === N;
      ok &&= r.rows.every((row) => row.productionValue === 0);
    }
    mustHold(ok, 'every page answers 100 rows, the total and the stored production values');
    console.log(
      `GET /api/locations/table?limit=100 (all columns): ${summary(times)}; target p95 <= 100 ms: ${pct(times, 95) <= 100 ? 'met' : 'NOT met'}`,
    );

    // the whole list, as the table and the planboard read it
    const whole: number[] = [];
    let bytes = 0;
    for (let i = 0; i < sized(5, 2); i++) {
      const r = await get(`/api/locations/table?limit=10000`);
      whole.push(r.ms);
      bytes = r.bytes;
      mustHold(r.rows.length === Math.min(N, 10_000), 'the whole list answers every location');
    }
    console.log(
      `GET /api/locations/table?limit=10000 (the web's read): ${summary(whole)}, ${(bytes / 1e6).toFixed(1)} MB of JSON`,
    );

    // planboard saves: a card to another status at the end of its column (one order), and at its top (the column renumbered)
    const board = await get('/api/locations/table?limit=10000&order=order');
    const column = board.rows.filter(
      (r) =>
        (r as unknown as { status: number | null }).status ===
        (board.rows[1] as unknown as { status: number }).status,
    ) as unknown as { id: number; order: number | null; status: number }[];
    const save = async (
      card: { id: number; order: number | null },
      to: number,
      list: { id: number; order: number | null }[],
    ) => {
      const s = performance.now();
      const patch = await t.request('PATCH', `/api/locations/detail/${card.id}`, {
        as: company.user,
        body: { status: to },
      });
      const pairs = renumber([...list, card], list.length, 0);
      let status = patch.statusCode;
      for (let i = 0; i < pairs.length; i += 1000)
        status = Math.max(
          status,
          (
            await t.request('PUT', '/api/locations/order', {
              as: company.user,
              body: pairs.slice(i, i + 1000),
            })
          ).statusCode,
        );
      return { ms: performance.now() - s, status, pairs: pairs.length };
    };
    const statusIds = [
      ...new Set(
        board.rows
          .map((r) => (r as unknown as { status: number | null }).status)
          .filter((s): s is number => s !== null),
      ),
    ];
    const toEnd: number[] = [];
    const toTop: number[] = [];
    let topPairs = 0;
    for (let i = 0; i < sized(30, 5); i++) {
      const card = board.rows[(i * 7919) % board.rows.length] as unknown as {
        id: number;
        order: number | null;
      };
      const target = statusIds[i % statusIds.length]!;
      // to the end: only the card's own order changes (the column already counts in steps of 10)
      const s = performance.now();
      const patch = await t.request('PATCH', `/api/locations/detail/${card.id}`, {
        as: company.user,
        body: { status: target },
      });
      const put = await t.request('PUT', '/api/locations/order', {
        as: company.user,
        body: [{ id: card.id, order: 10 * (N + i + 1) }],
      });
      toEnd.push(performance.now() - s);
      mustHold(
        patch.statusCode === 200 && put.statusCode < 300,
        'a card moved to the end of a column is saved',
      );
      if (i < sized(5, 2)) {
        const r = await save(
          card,
          target,
          column.filter((c) => c.id !== card.id),
        );
        toTop.push(r.ms);
        topPairs = r.pairs;
        mustHold(r.status < 300, 'a card moved to the top of a column is saved');
      }
    }
    console.log(
      `planboard save, card to the end of another status (PATCH + PUT /order of 1): ${summary(toEnd)}; target <= 200 ms: ${pct(toEnd, 95) <= 200 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `planboard save, card to the top of a column of ${column.length} (PATCH + PUT /order of ${topPairs} in parts of 1000): ${summary(toTop)}`,
    );

    // the XLSX export of 1 000 rows with every column
    const xlsxIds = ids.slice(0, Math.min(1000, ids.length));
    const s = performance.now();
    const xlsx = await t.request('POST', '/api/locations/export/xlsx', {
      as: company.user,
      body: {
        ids: xlsxIds,
        columns: [
          { key: 'name', header: 'Naam' },
          { key: 'labels', header: 'Labels' },
          { key: 'lastNote', header: 'Laatste notitie' },
          { key: 'plotsize', header: 'Perceel' },
        ],
      },
    });
    mustHold(xlsx.statusCode === 200 && xlsx.rawPayload.length > 1000, 'the XLSX export answers a workbook');
    console.log(
      `XLSX export of ${xlsxIds.length} rows: ${ms(performance.now() - s)}, ${(xlsx.rawPayload.length / 1024).toFixed(0)} KiB`,
    );
    // another company's maximal bulk create while this one reads its list
    const bulkItems = sized(1000, 50);
    console.log(bulkFairnessLine(bulkItems, await bulkWhileReading(t, await t.company('Bench Bulk'), company, bulkItems)));
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s${SMOKE ? ' (smoke)' : ''}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
  } finally {
    await t.stop();
  }
}

await main();
