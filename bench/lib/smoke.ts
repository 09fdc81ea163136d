// `--smoke`: every benchmark also runs at a tiny size inside npm test, so a benchmark that breaks fails CI.
// A smoke run asserts that it ran and that its answers are right (never its timings) and prints its figures.

/** True when the benchmark was started with --smoke. */
export const SMOKE = process.argv.includes('--smoke');

/** The full size, or the smoke size under --smoke. */
export const sized = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full);

/** A check that makes the run fail (exit code 1) when it does not hold: wrong answers, errors, a broken budget. */
export function mustHold(ok: boolean, what: string): void {
  if (ok) return;
  console.error(`FAILED: ${what}`);
  process.exitCode = 1;
}
