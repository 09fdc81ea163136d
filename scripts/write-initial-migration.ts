// Writes the first migration from the entity model (run once; later schema changes are new migrations).
import { writeFileSync } from 'node:fs';
import { modelDdl } from '../apps/server/src/db/ddl';

const header = '-- 0001: the entity model of spec section 3 (generated from packages/contracts by scripts/write-initial-migration.ts)\nCREATE EXTENSION IF NOT EXISTS postgis;\n';
writeFileSync(new URL('../apps/server/src/db/migrations/0001_entities.sql', import.meta.url), header + modelDdl());
