import { dataTemplate } from './server';

/** Vitest global setup of the e2e project: the seeded data templates the specs copy, built once before any spec. */
export default async function setup() {
  // the plain one and the demo region of the map specs, side by side (the first is mostly waiting on the second's CPU)
  await Promise.all([dataTemplate(0), dataTemplate(1500)]);
}
