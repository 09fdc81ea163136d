import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';
import { openPglite, openPostgres, type Db } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app/buildApp';
import { demoUsers, seedDemo } from './seed/seedDemo';
import { DemoRegionLoader, demoRegionOff } from './geodata/demo/demoRegionLoader';

/** Open the configured database: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const started = Date.now();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.SEED_DEMO === 'true') {
    const seeded = await seedDemo(db, config.DEMO_PASSWORD);
    if (seeded) {
      console.log(`Seeded the demo company. Sign in as ${demoUsers.map((u) => u.email).join(', ')}`);
      console.log(
        seeded.generated
          ? `Demo password (shown once; set DEMO_PASSWORD to choose it): ${seeded.password}`
          : 'Demo password: the value of DEMO_PASSWORD',
      );
    }
  }
  // national tiles and the search index's build on a streaming replica when one is configured (ADR 0010); the rest on the primary
  const readDb = config.DATABASE_READ_URL ? openPostgres(config.DATABASE_READ_URL, 10, 5_000) : undefined;
  const app = await buildApp(db, config, { readDb });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.siteSearch.start(); // refresh stale plot features and build the search index in the background
  if (config.SCHEDULER === 'on')
    // the server answers without its jobs rather than not at all; /admin/scheduler then says that no jobs run here
    await app.scheduler.start().catch((e: unknown) => app.log.error({ err: e }, 'the scheduler did not start'));
  // like the scheduler: the server answers without its bounce mailbox rather than not at all (the log says why)
  await app.bounceReceiver.start().catch((e: unknown) => app.log.error({ err: e }, 'the bounce mailbox did not start'));
  const where = config.DATABASE_URL ? `PostgreSQL${readDb ? ', national tiles and search index from a replica' : ''}` : `embedded PGlite in ${config.dataDir}`;
  console.log(`Plotwise is running at http://localhost:${config.PORT} (${where}; ready in ${Date.now() - started} ms)`);

  // the demo region loads in the background: the server answers meanwhile (on PGlite a request may wait
  // for the file being imported); staff follow it at GET /api/admin/demo-region and on /admin/import
  let demo: DemoRegionLoader | null = null;
  if (config.SEED_DEMO !== 'true' || !config.DEMO_REGION_PARCELS) demoRegionOff(config.SEED_DEMO !== 'true' ? 'SEED_DEMO is false' : 'DEMO_REGION_PARCELS is 0');
  else if (config.DATABASE_URL) demoRegionOff('not loaded into PostgreSQL; use npm run demo:generate -- <folder> --import', config.DEMO_REGION_PARCELS);
  else demo = new DemoRegionLoader(db, { parcels: config.DEMO_REGION_PARCELS, onReady: () => app.afterImport() });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests and closing the database`);
    await demo?.stop(); // a demo import in progress rolls back
    await app.close(); // waits for in-flight requests; their transactions commit first
    await db.close();
    await readDb?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
