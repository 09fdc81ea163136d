// A maximal bulk create by one company while another reads its list (issue #38 item 2): how long the bulk takes and
// how long the other company waits meanwhile. On PGlite (one connection) every request waits while a transaction is
// open; before the bulk was set-based it ran 27 000+ one-row statements in one.
import type { TestApp, TestCompany } from '../../apps/server/src/test/testApp';
import { mustHold } from './smoke';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** The figures of one bulk create of `items` locations with its writer's unit types, the reader's list meanwhile. */
export interface BulkFairness {
  bulkMs: number;
  status: number;
  readers: number[];
}

/**
 * `writer` (its company keeps two unit types, so each location gets two units with their cfg) creates `items`
 * locations in one POST /api/locations/list; from its start a reader request of `reader` is due every 100 ms, each
 * timed from when it was due: a reader that a blocked server could not even take in waits from then (a client on
 * another machine would have sent it).
 */
export async function bulkWhileReading(t: TestApp, writer: TestCompany, reader: TestCompany, items: number): Promise<BulkFairness> {
  const template = await t.json<{ id: number }>('POST', '/api/locations/list', writer.admin, { name: 'Sjabloon', type: 1 });
  for (const [i, name] of ['Studio', 'Gezinswoning'].entries())
    await t.json('POST', '/api/units/list', writer.admin, { name, size: 40 + 70 * i, size_max: 60 + 70 * i, order: 10 * (i + 1), locationId: template.id });
  const body = Array.from({ length: items }, (_, i) => ({ name: `Bulk ${i}`, lat: 52 + i / 1e4, lon: 5 }));
  const readers: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let bulkMs = 0;
  let status = 0;
  const bulk = t.request('POST', '/api/locations/list', { as: writer.user, body }).then((r) => {
    bulkMs = performance.now() - start;
    status = r.statusCode;
  });
  let k = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      for (; start + 20 + k * 100 <= performance.now(); k++) {
        const due = start + 20 + k * 100;
        pending.push(t.request('GET', '/api/locations/list?limit=25', { as: reader.user }).then((r) => {
          mustHold(r.statusCode === 200, "the other company's list answers while the bulk writes");
          readers.push(performance.now() - due);
        }));
      }
      if (bulkMs) resolve();
      else setTimeout(tick, 5);
    };
    setTimeout(tick, 5);
  });
  await bulk;
  await Promise.all(pending);
  mustHold(status === 201, `the bulk create of ${items} answers 201`);
  return { bulkMs, status, readers };
}

/** One line of figures. */
export function bulkFairnessLine(items: number, f: BulkFairness): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const reads = f.readers.length ? `p50 ${ms(pct(f.readers, 50))}, p99 ${ms(pct(f.readers, 99))}, max ${ms(Math.max(...f.readers))} (${f.readers.length} requests)` : 'none due';
  return `bulk create of ${items} locations (2 unit types each) by one company: ${ms(f.bulkMs)}; another company's GET /api/locations/list meanwhile, every 100 ms from when due: ${reads}`;
}
