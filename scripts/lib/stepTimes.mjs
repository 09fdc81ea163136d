// Per-step wall and CPU time for npm test: each step's command runs under a small wrapper (cpuOf below) that waits
// for it and reports the CPU its whole process tree used, so steps that overlap are still measured one by one.
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) of this process's waited-for children, from /proc/self/stat (Linux; 0 elsewhere). */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // fields after the command name (which may hold spaces) start at field 3; cutime and cstime are fields 16 and 17
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux build Node supports
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The closing table: one row per step with its wall and CPU time, steps in the order they started. */
export function stepTable(rows, totalWallSeconds) {
  const name = Math.max(4, ...rows.map((r) => r.title.length));
  const pad = (s, n) => String(s).padEnd(n);
  const num = (x) => x.toFixed(0).padStart(7);
  const lines = [
    `${pad('step', name)}  ${'start'.padStart(7)}  ${'wall s'.padStart(7)}  ${'CPU s'.padStart(7)}  result`,
  ];
  for (const r of rows)
    lines.push(
      `${pad(r.title, name)}  ${num(r.startSeconds)}  ${num(r.wallSeconds)}  ${num(r.cpuSeconds)}  ${r.ok ? 'ok' : 'FAILED'}`,
    );
  const cpu = rows.reduce((s, r) => s + r.cpuSeconds, 0);
  lines.push(`${pad('total', name)}  ${''.padStart(7)}  ${num(totalWallSeconds)}  ${num(cpu)}`);
  return lines.join('\n');
}

/** Busy CPU seconds of the whole machine since boot (every core; user, system, irq, steal), from /proc/stat. */
export function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return 0;
  }
}

/**
 * The browser specs that cost the most CPU, from the JSON lines the browser tests write (e2e/support/cpuUse.ts):
 * per spec its Chromium's and its server's CPU seconds, the top `top` rows and the totals.
 */
export function browserCpuTable(jsonLines, top = 12) {
  const bySpec = new Map();
  for (const line of jsonLines.split('\n').filter(Boolean)) {
    const { spec, kind, cpuSeconds } = JSON.parse(line);
    const row = bySpec.get(spec) ?? { spec, chromium: 0, server: 0 };
    row[kind] += cpuSeconds;
    bySpec.set(spec, row);
  }
  const rows = [...bySpec.values()].sort((a, b) => b.chromium + b.server - (a.chromium + a.server));
  const num = (x) => x.toFixed(0).padStart(9);
  const name = Math.max(5, ...rows.map((r) => r.spec.length));
  const line = (r) => `${r.spec.padEnd(name)}  ${num(r.chromium)}  ${num(r.server)}`;
  const total = rows.reduce((t, r) => ({ spec: `all ${rows.length} specs`, chromium: t.chromium + r.chromium, server: t.server + r.server }), { chromium: 0, server: 0 });
  return [`${'spec'.padEnd(name)}  ${'Chromium'.padStart(9)}  ${'server'.padStart(9)}  (CPU s)`, ...rows.slice(0, top).map(line), line(total)].join('\n');
}

// a terminal's colour codes, removed from what the summary quotes
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const relativeTo = (root, file) => (root && file.startsWith(root) ? file.slice(root.length).replace(/^\//, '') : file);

/** The first line of a test's first error, colour removed. */
function firstLine(messages) {
  const lines = (messages?.[0] ?? '').replace(colour, '').split('\n');
  const line = lines.find((l) => l.trim()) ?? '';
  // vitest 4 writes a timeout's stack with the placeholder where the message belongs (makeTimeoutError)
  if (line === 'Error: STACK_TRACE_ERROR') return 'timed out (the test or a hook ran past its timeout)';
  // a browser action that timed out names only the action; its call log says which element it waited for, and the
  // stack which line of the test asked (the summary is often all a failed run leaves)
  const waitedFor = lines.find((l) => /^\s*- waiting for /.test(l))?.trim().replace(/^- /, '');
  const at = lines.find((l) => /\.test\.tsx?:\d+:\d+/.test(l))?.match(/[\w./-]+\.test\.tsx?:\d+:\d+/)?.[0];
  return [line, waitedFor, at && `at ${at.split('/').slice(-2).join('/')}`].filter(Boolean).join(' | ');
}

/**
 * One line per failed test of a vitest JSON report (file, test, the first line of its error), and per file that
 * failed to load: what the closing summary names, since a long run's log is often cut to its tail.
 */
export function failedTestLines(report, root = '') {
  const lines = [];
  for (const file of report.testResults) {
    const failedTests = file.assertionResults.filter((a) => a.status === 'failed');
    for (const test of failedTests)
      lines.push(`  ${relativeTo(root, file.name)} > ${test.fullName}: ${firstLine(test.failureMessages).slice(0, 700)}`);
    if (file.status === 'failed' && failedTests.length === 0)
      lines.push(`  ${relativeTo(root, file.name)}: ${firstLine([file.message]).slice(0, 300) || 'failed to load'}`);
  }
  return lines;
}

/** One line per test of a vitest JSON report that passed on a retry (it keeps the failed try's error). */
export function passedOnRetryLines(report, root = '') {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'passed' && a.failureMessages?.length)
      .map((a) => `  ${relativeTo(root, file.name)} > ${a.fullName}: ${firstLine(a.failureMessages).slice(0, 300)}`),
  );
}

/**
 * The lines of a failed step's log that say why (a "FAILED" or error line, the first `max` of them, colour removed):
 * the closing summary names them, since a long run's log is often cut to its tail.
 */
export function failureLines(log, max = 3) {
  return log
    .replace(colour, '')
    .split('\n')
    .filter((l) => /FAILED|\bError\b|\berror:/.test(l))
    .slice(0, max)
    .map((l) => `    ${l.trim().slice(0, 300)}`);
}

/**
 * The lines of a vitest log under its "Unhandled Errors" banner (the error, its message and the test it was
 * attributed to), colour removed; else the log's first error lines.
 */
export function unhandledErrorLines(log, max = 8) {
  const lines = log.replace(colour, '').split('\n');
  const at = lines.findIndex((l) => /Unhandled (Errors?|Rejection)/.test(l));
  if (at < 0) return failureLines(log);
  return lines
    .slice(at, at + 40)
    .filter((l) => l.trim() && !/^\s*[⎯-]+\s*$/.test(l))
    .slice(0, max)
    .map((l) => `    ${l.trim().slice(0, 300)}`);
}

/** The files of a vitest JSON report that failed (a test failed, or the file did not load). */
export function failedFiles(report) {
  return report.testResults.filter((f) => f.status === 'failed').map((f) => f.name);
}

/**
 * A report whose failed files ran once more: each file's second run in place of its first, and a line for each test
 * that failed in a file that then passed whole (the summary names them as flaky).
 */
export function withFilesRunAgain(first, again, root = '') {
  const failing = new Set(failedFiles(first));
  const passedAgain = new Set(again.testResults.filter((f) => f.status === 'passed').map((f) => f.name));
  const flaky = { testResults: first.testResults.filter((f) => failing.has(f.name) && passedAgain.has(f.name)) };
  return {
    report: { testResults: [...first.testResults.filter((f) => !failing.has(f.name)), ...again.testResults] },
    passedAgainLines: failedTestLines(flaky, root).map((l) => `${l} (its spec file passed when run again)`),
  };
}
