import { prepareTemplate } from './templateDb';

/** Vitest global setup of the api project: one migrated template database per run. */
export default async function setup() {
  await prepareTemplate();
}
