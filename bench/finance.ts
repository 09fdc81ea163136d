// Finance engine benchmark: evaluations per second of evaluateFinance for a concept of 500 units and
// 40 cost lines (target >= 10 000 per second in Node). Prints its figures; asserts nothing.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { costGroups, costKinds, evaluateFinance, priceBases } from '@plotwise/core/finance/index';
import type { FinanceCostLineInput, FinanceInput, FinanceUnitTypeInput } from '@plotwise/core/finance/index';

import { mustHold, sized } from './lib/smoke';

const TARGET_PER_SECOND = 10_000;

const unitTypes = (types: number, units: number): FinanceUnitTypeInput[] =>
  Array.from({ length: types }, (_, i) => {
    const count = Math.floor(units / types) + (i < units % types ? 1 : 0);
    const basis = priceBases[i % priceBases.length]!;
    const priceCents = {
      rent_m2_month: 1_650,
      rent_unit_month: 110_000,
      rent_m2_year: 19_500,
      rent_unit_year: 1_300_000,
      sell_m2: 520_000,
      sell_unit: 34_500_000,
    }[basis];
    return {
      id: `t${i}`,
      name: `Type ${i}`,
      function: i % 7 === 6 ? 'commercial' : 'apartment',
      buildingId: `b${i % 4}`,
      count,
      totalNetFloorAreaSquareMeters: count * (55 + (i % 9) * 7.35),
      totalGrossFloorAreaSquareMeters: count * (68 + (i % 9) * 8.9),
      priceBasis: basis,
      priceCents,
      parkingRatio: 0.8,
      isDwelling: i % 7 !== 6,
    };
  });

const costLines: FinanceCostLineInput[] = Array.from({ length: 40 }, (_, i) => {
  const kind = costKinds[i % costKinds.length]!;
  const group = costGroups[i % costGroups.length]!;
  const parameter = {
    flat_fee: 15_000 + i * 1_000,
    per_m2_floor: i === 1 ? 1_750 : 12.5 + i,
    per_parking_place: 25_000,
    per_m2_gallery: 1_000,
    percentage_ground: 0.5 + (i % 3),
    percentage_construction: 1 + (i % 4),
    total: 0.5,
  }[kind];
  return {
    id: i + 1,
    name: `Cost ${i + 1}`,
    kind,
    group,
    parameter,
    order: i * 10,
    vatPercent: i % 5 === 0 ? 21 : 0,
  };
});

const concept = (types: number, sensitivity: boolean): FinanceInput => ({
  plotAreaSquareMeters: 12_000,
  buildings: [0, 1, 2, 3].map((i) => ({ id: `b${i}`, name: `Block ${i}`, footprintSquareMeters: 1_200, galleryAreaSquareMeters: 300 })),
  unitTypes: unitTypes(types, 500),
  functionAreas: [
    {
      function: 'corridor',
      buildingId: 'b0',
      totalNetFloorAreaSquareMeters: 0,
      totalGrossFloorAreaSquareMeters: 3_400,
    },
    { function: 'storage', totalNetFloorAreaSquareMeters: 900, totalGrossFloorAreaSquareMeters: 1_000 },
  ],
  parking: { priceBasis: 'sell_unit', priceCents: 3_000_000 },
  parkingPlaces: { surface: 40, garage: 360 },
  costs: costLines,
  parameters: {
    yield_percent: 4.6,
    land_price_euros: 8_500_000,
    cost_vat_recoverable_percent: 60,
    interest_rate_percent: 5.5,
    financing_duration_months: 30,
  },
  sensitivity: sensitivity ? { stepsPercent: [-10, 0, 10] } : null,
});

// The machine may be shared, so throughput is also given per second of this process's own CPU time.
const measure = (label: string, input: FinanceInput, minMs = sized(1_500, 20)): { wall: number; cpu: number } => {
  const first = evaluateFinance(input);
  if (!first.ok) throw new Error(`${label}: ${JSON.stringify(first.errors)}`);
  for (let i = 0; i < sized(300, 3); i++) evaluateFinance(input); // warm-up for the JIT
  mustHold(first.value.rgw.residualLandValue.cents !== 0, `${label}: a residual land value`);
  let runs = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 100; i++) evaluateFinance(input);
    runs += 100;
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const wall = Math.round((runs / elapsed) * 1000);
  const perCpu = Math.round((runs / cpuMs) * 1000);
  const rgw = first.value.rgw.residualLandValue.cents / 100;
  console.log(
    `${label.padEnd(60)} ${String(wall).padStart(7)}/s wall  ${String(perCpu).padStart(7)}/s CPU  ${((elapsed / runs) * 1000).toFixed(1).padStart(6)} µs  RGW ${rgw.toLocaleString('en-US')} euros`,
  );
  return { wall, cpu: perCpu };
};

console.log(`finance engine, Node ${process.version}`);
const main = measure('500 units in 12 unit types, 40 cost lines', concept(12, false));
measure('500 units in 12 unit types, 40 cost lines, sensitivity 3x3', concept(12, true));
measure('500 unit types of one unit each, 40 cost lines', concept(500, false));
const verdict = (n: number) => (n >= TARGET_PER_SECOND ? 'met' : 'NOT met');
console.log(
  `target ${TARGET_PER_SECOND} evaluations/s (first line): wall ${verdict(main.wall)}, CPU ${verdict(main.cpu)}; load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
);
