import type { SensitivityFactor, SensitivitySheet } from '@plotwise/core/finance/index';

/** One cell of the heat table: the RGW of a scenario and how far it is from the base case. */
interface HeatCell {
  stepPercent: number;
  rgwCents: number | null;
  /** RGW minus the base RGW (step 0, or the RGW passed in when the steps skip 0) */
  deltaCents: number | null;
  /** -1 (most below the base) .. 1 (most above); 0 for the base or an undefined RGW */
  heat: number;
}

export interface HeatRow {
  factor: SensitivityFactor;
  cells: HeatCell[];
}

/** Parses the user's steps ("-10, 0, 10" in either language): whole percentages between −50 and +50, sorted, at most 9. */
export function parseSteps(text: string): number[] | null {
  // steps are whole numbers, so a comma is always a separator, in Dutch too
  const parts = text.split(/[;,\s]+/).filter(Boolean);
  const steps = parts.map((p) => Number(p.replace('+', '').replace('−', '-').replace('%', '')));
  if (steps.length === 0 || steps.length > 9 || steps.some((s) => !Number.isInteger(s) || s < -50 || s > 50)) return null;
  return [...new Set(steps)].sort((a, b) => a - b);
}

/** The engine's sensitivity rows as a factor × step grid coloured by the change of the RGW. */
export function sensitivityHeat(grid: SensitivitySheet, baseRgwCents: number): HeatRow[] {
  const deltas = grid.rows.map((r) => (r.residualLandValueCents === null ? null : r.residualLandValueCents - baseRgwCents));
  const maxAbs = Math.max(1, ...deltas.map((d) => Math.abs(d ?? 0)));
  const byFactor = new Map<SensitivityFactor, HeatCell[]>();
  grid.rows.forEach((r, i) => {
    const d = deltas[i] ?? null;
    const cells = byFactor.get(r.factor) ?? [];
    cells.push({ stepPercent: r.stepPercent, rgwCents: r.residualLandValueCents, deltaCents: d, heat: d === null ? 0 : d / maxAbs });
    byFactor.set(r.factor, cells);
  });
  return [...byFactor.entries()].map(([factor, cells]) => ({ factor, cells: cells.sort((a, b) => a.stepPercent - b.stepPercent) }));
}

/** A heat value as a background: red below the base, green above, white at the base. */
export function heatColour(heat: number): string {
  const h = Math.max(-1, Math.min(1, heat));
  const a = Math.round(Math.abs(h) * 0.55 * 100) / 100;
  return h < 0 ? `rgba(224, 49, 49, ${a})` : h > 0 ? `rgba(47, 158, 68, ${a})` : 'transparent';
}
