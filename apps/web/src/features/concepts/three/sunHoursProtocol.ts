import { sunHoursStudy, type FacadeSunHours, type SunHoursQuery } from '@plotwise/core/sun/index';

/** What the sun-hours worker answers: points (x, y, z, nx, ny each), hours per point and the facades' verdicts. */
export type SunHoursResponse =
  | {
      type: 'result';
      points: Float64Array;
      hours: Float32Array;
      facades: FacadeSunHours[];
      dayLengthHours: number;
      thresholdHours: number;
      elapsedMs: number;
    }
  | { type: 'error'; message: string };

/** The worker's work: one study; a failure comes back as an error answer, never a silent worker. */
export function handleSunHoursRequest(query: SunHoursQuery, now: () => number): SunHoursResponse {
  const started = now();
  try {
    const s = sunHoursStudy(query);
    return {
      type: 'result',
      points: s.grid.points,
      hours: s.hours,
      facades: s.facades,
      dayLengthHours: s.dayLengthHours,
      thresholdHours: s.thresholdHours,
      elapsedMs: now() - started,
    };
  } catch (error) {
    return { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
