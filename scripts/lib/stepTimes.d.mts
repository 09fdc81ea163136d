// Types of stepTimes.mjs for the TypeScript that imports it (its test).
export interface StepTime {
  title: string;
  startSeconds: number;
  wallSeconds: number;
  cpuSeconds: number;
  ok: boolean;
}
export function childrenCpuSeconds(): number;
export function stepTable(rows: StepTime[], totalWallSeconds: number): string;
export function machineCpuSeconds(): number;
export function browserCpuTable(jsonLines: string, top?: number): string;
export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
export function failedTestLines(report: VitestReport, root?: string): string[];
export function failureLines(log: string, max?: number): string[];
/** The lines under a vitest log's "Unhandled Errors" banner, else its first error lines. */
export function unhandledErrorLines(log: string, max?: number): string[];
export function passedOnRetryLines(report: VitestReport, root?: string): string[];
export function failedFiles(report: VitestReport): string[];
export function withFilesRunAgain(first: VitestReport, again: VitestReport, root?: string): { report: VitestReport; passedAgainLines: string[] };
