// Seeded random concepts for the one-answer checks (issue #39): the API test (features/sheets/oneAnswer.test.ts)
// and the browser's walk over the same concepts (e2e/specs/oneAnswer.e2e.test.ts) make them alike, so a concept
// that disagrees somewhere can be made again from its seed.

/** A small deterministic random source in [0, 1). */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

const BLOCKS = ['gallery_flats', 'corridor_flats', 'tower', 'street_housing', 'parking'] as const;

/** The unit types of a one-answer location: a rented studio and a three-room flat for sale. */
export const ONE_ANSWER_UNITS = [
  { name: 'Studio', size: 45, size_max: 55, price: 1050, income_mode: 'rent_unit_month' },
  { name: 'Driekamer', size: 80, size_max: 95, price: 5400, income_mode: 'sell_m2' },
] as const;

/** Its cost lines: demolition, construction, fees, transfer tax and unforeseen. */
export const oneAnswerCosts = (locationId: number) => [
  { name: 'Sloop', type: 'flat_fee', category: 'ground', parameter: 60_000, locationId, order: 10 },
  { name: 'Bouwkosten', type: 'per_m2_floor', category: 'building', parameter: 1_900, locationId, order: 10 },
  { name: 'Advies', type: 'percentage_construction', category: 'additional', parameter: 12, locationId, order: 10 },
  { name: 'Overdrachtsbelasting', type: 'percentage_ground', category: 'tax', parameter: 10.4, locationId, order: 10 },
  { name: 'Onvoorzien', type: 'total', category: 'unforeseen', parameter: 3, locationId, order: 10 },
];

/** The buildings of one seeded random concept around the site's centre (RD metres): slabs, towers, houses, parking, mixes. */
export function randomConceptBuildings(seed: number, centre: { x: number; y: number }, conceptId: number, unitIds: readonly number[]) {
  const r = seededRandom(seed);
  const units = unitIds.map((unitId, i) => ({ mode: 'reference', repeat_ratio: 1 + Math.floor(r() * 2), order: i, name: `U${i}`, size: null, size_max: null, unitId }));
  return Array.from({ length: 1 + Math.floor(r() * 3) }, (_, i) => {
    const blocktype = BLOCKS[Math.floor(r() * BLOCKS.length)]!;
    return {
      name: `${blocktype} ${seed}.${i}`,
      conceptId,
      x: centre.x + (i - 1) * 35 + (r() - 0.5) * 10,
      y: centre.y + (r() - 0.5) * 20,
      rotate_z: Math.round(r() * 90),
      maxwidth: 10 + Math.round(r() * 14),
      maxlength: 20 + Math.round(r() * 40),
      maxheight: 9 + Math.round(r() * 30),
      cfg: { blocktype, function: 'apartment', units },
    };
  });
}
