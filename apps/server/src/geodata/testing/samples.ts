import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The real Dutch samples beside the repository (../shared/data/nl-samples), when that folder exists. */
export const SAMPLES = resolve(new URL('../../../../../', import.meta.url).pathname, '../shared/data/nl-samples');
export const hasSamples = existsSync(SAMPLES);

/** A temporary folder for a test's own fixture files. */
export const fixtureDir = () => mkdtempSync(join(tmpdir(), 'plotwise-geodata-'));
