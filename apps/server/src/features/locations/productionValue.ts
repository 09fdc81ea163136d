import { evaluateFinance } from '@plotwise/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { systemActor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { AppError } from '../../http/appError';
import { financeInputOf, readConceptRecords } from '../concepts/conceptGeneration';

/** A location's production value: the concept it comes from and its total income excl. VAT in cents. */
interface ProductionValue {
  conceptId: number | null;
  valueCents: number | null;
}

/**
 * The concept the figure is computed from: the location's first concept in its order (the one the sheets open
 * when the user has no current concept of this location; a user's current concept is personal, the column is not).
 */
async function firstConceptId(tx: Db, companyId: number, locationId: number): Promise<number | null> {
  const [c] = await tx.query<{ id: number }>(
    `SELECT id FROM concepts WHERE location_id = $1 AND company_id = $2 ORDER BY "order" ASC NULLS LAST, id LIMIT 1`,
    [locationId, companyId],
  );
  return c?.id ?? null;
}

/**
 * The production value of one location as the sheets compute it: its first concept generated with the location's
 * units and evaluated by the finance engine; the figure is the income sheet's total value (rents capitalised with
 * the yield, sale prices excl. VAT under v.o.n.), the sheets' "total income". Costs are left out: income does not
 * depend on them, and a cost line the engine refuses must not blank the figure. The records are read in one tenant
 * transaction and the generation runs after it (CPU-bound; on PGlite a transaction holds the one connection).
 */
async function computeProductionValue(db: Db, companyId: number, locationId: number): Promise<ProductionValue> {
  const actor = systemActor(companyId);
  const read = await db.tenant(companyId, async (tx) => {
    const conceptId = await firstConceptId(tx, companyId, locationId);
    if (conceptId === null) return null;
    return { conceptId, records: await readConceptRecords(new Repository(tx), actor, locationId, conceptId) };
  });
  if (!read) return { conceptId: null, valueCents: null };
  const { input } = financeInputOf({ ...read.records, costs: [] });
  const outcome = evaluateFinance(input);
  return { conceptId: read.conceptId, valueCents: outcome.ok ? outcome.value.income.totalValue.cents : null };
}

const BATCH = 20;

/**
 * Keeps the stored production values current (migration 0045): the database marks a location's figure out of date
 * whenever an input changes; this recomputes marked figures in the background, one location at a time, and stores
 * each only if no further change came in meanwhile (else it stays marked and is computed again). It runs when
 * kicked: after a write request, after the table is read and when the server starts, so the table itself never
 * runs the engine.
 */
export class ProductionValueRefresher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Start a refresh of the marked figures unless one runs (then it looks again when done). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((e: unknown) => this.log.error({ err: e }, 'production values: the refresh failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no refresh runs (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stop after the location in hand (the server closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      // as the server: every company's marked rows (each is then read and written inside its own tenant)
      const marked = await this.db.query<{ location_id: number; company_id: number; changed: number }>(
        `SELECT location_id, company_id, changed FROM location_production_values WHERE changed <> computed ORDER BY location_id LIMIT ${BATCH}`,
      );
      if (!marked.length) return;
      for (const m of marked) {
        if (this.stopped) return;
        let figure: ProductionValue;
        try {
          figure = await computeProductionValue(this.db, m.company_id, m.location_id);
        } catch (e) {
          // a location or concept removed meanwhile has no figure; any other failure is logged. Either is stored
          // as "no figure", so it is not retried forever: the next change of an input tries again
          if (!(e instanceof AppError && e.code === 'not_found'))
            this.log.error({ err: e, locationId: m.location_id }, 'production value: computing failed');
          figure = { conceptId: null, valueCents: null };
        }
        await this.db.tenant(m.company_id, (tx) =>
          tx.query(
            `UPDATE location_production_values SET value_cents = $1, concept_id = $2, computed = $3, computed_at = now()
              WHERE location_id = $4 AND company_id = $5 AND changed = $3`,
            [figure.valueCents, figure.conceptId, m.changed, m.location_id, m.company_id],
          ),
        );
        // let requests in between locations: the generation is CPU-bound
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** keeps the table of locations' production values current (features/locations/productionValue.ts) */
    productionValues: ProductionValueRefresher;
  }
}

/**
 * Starts the refresher with the app: once when it is ready (figures marked before the start, e.g. by the
 * migration or the demo seed), after every write request of a signed-in user that succeeded (any write may touch
 * an input: a unit, a concept, a building, the finance parameters), and stops it before the app closes.
 */
export function keepProductionValuesCurrent(app: FastifyInstance, db: Db): ProductionValueRefresher {
  const refresher = new ProductionValueRefresher(db, app.log);
  app.decorate('productionValues', refresher);
  app.addHook('onReady', async () => refresher.kick());
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.actor && reply.statusCode < 400) refresher.kick();
  });
  app.addHook('onClose', async () => refresher.stop());
  return refresher;
}
