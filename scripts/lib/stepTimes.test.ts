// The closing tables of npm test: per step, and the browser specs' CPU.
import { describe, expect, it } from 'vitest';
import {
  browserCpuTable,
  failedFiles,
  failedTestLines,
  failureLines,
  machineCpuSeconds,
  passedOnRetryLines,
  stepTable,
  unhandledErrorLines,
  withFilesRunAgain,
} from './stepTimes.mjs';

describe('npm test tables', () => {
  it('sums each browser spec over its Chromium and server lines and puts the costliest first', () => {
    const lines = [
      { spec: 'a.e2e.test.ts', kind: 'chromium', cpuSeconds: 10 },
      { spec: 'b.e2e.test.ts', kind: 'server', cpuSeconds: 4 },
      { spec: 'a.e2e.test.ts', kind: 'server', cpuSeconds: 2.4 },
      { spec: 'b.e2e.test.ts', kind: 'chromium', cpuSeconds: 30 },
    ].map((l) => JSON.stringify(l));
    const rows = browserCpuTable(`${lines.join('\n')}\n`, 1).split('\n');
    expect(rows).toHaveLength(3); // header, the top one, the totals
    expect(rows[1]).toMatch(/^b\.e2e\.test\.ts\s+30\s+4$/);
    expect(rows[2]).toMatch(/^all 2 specs\s+40\s+6$/);
  });

  it('totals the steps and marks a failed one', () => {
    const table = stepTable(
      [
        { title: 'lint', startSeconds: 0, wallSeconds: 10, cpuSeconds: 8, ok: true },
        { title: 'unit tests', startSeconds: 1, wallSeconds: 20, cpuSeconds: 30, ok: false },
      ],
      21,
    ).split('\n');
    expect(table[2]).toMatch(/^unit tests\s+1\s+20\s+30\s+FAILED$/);
    expect(table[3]).toMatch(/^total\s+21\s+38$/);
  });

  it("reads the machine's busy CPU, which only grows", () => {
    const before = machineCpuSeconds();
    let x = 0;
    for (let i = 0; i < 3e7; i++) x += i;
    expect(x).toBeGreaterThan(0);
    expect(machineCpuSeconds()).toBeGreaterThan(before);
  });

  it('names each failed test with the first line of its error, and a file that failed to load', () => {
    const lines = failedTestLines(
      {
        testResults: [
          {
            name: '/repo/e2e/a.e2e.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a walks', status: 'passed' },
              { fullName: 'a saves', status: 'failed', failureMessages: ['\x1b[31mTimeoutError: 30000 ms\x1b[39m\n    at x'] },
            ],
          },
          { name: '/repo/e2e/b.e2e.test.ts', status: 'failed', message: 'SyntaxError: y', assertionResults: [] },
          { name: '/repo/e2e/c.e2e.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
        ],
      },
      '/repo',
    );
    expect(lines).toEqual(['  e2e/a.e2e.test.ts > a saves: TimeoutError: 30000 ms', '  e2e/b.e2e.test.ts: SyntaxError: y']);
  });

  it('names a timed-out test as such, a test that passed on its second try, and why a step without tests failed', () => {
    const [line] = failedTestLines({
      testResults: [{ name: 'x.test.ts', status: 'failed', assertionResults: [{ fullName: 'x', status: 'failed', failureMessages: ['Error: STACK_TRACE_ERROR\n    at y'] }] }],
    });
    expect(line).toBe('  x.test.ts > x: timed out (the test or a hook ran past its timeout)');
    const clickLog = [
      'locator.click: Timeout 30000ms exceeded.',
      'Call log:',
      "  - waiting for getByTestId('label-undo')",
      '',
      ' ❯ LocationModifyPage.save e2e/pages/LocationModifyPage.ts:48:9',
      ' ❯ e2e/specs/locationModify.e2e.test.ts:125:5',
    ].join('\n');
    const [click] = failedTestLines({
      testResults: [{ name: 'm.test.ts', status: 'failed', assertionResults: [{ fullName: 'm', status: 'failed', failureMessages: [clickLog] }] }],
    });
    expect(click).toBe(
      "  m.test.ts > m: locator.click: Timeout 30000ms exceeded. | waiting for getByTestId('label-undo') | at specs/locationModify.e2e.test.ts:125:5",
    );
    const log = 'bench:api\nPGlite: GET /x   12 req/s\n\x1b[31mFAILED: PGlite: GET /x: 0 errors, 3 non-2xx answers (503: 3)\x1b[39m\nok\n';
    const retried = passedOnRetryLines(
      {
        testResults: [
          {
            name: '/repo/y.test.ts',
            status: 'passed',
            assertionResults: [
              { fullName: 'steady', status: 'passed', failureMessages: [] },
              { fullName: 'flaky', status: 'passed', failureMessages: ['Error: STACK_TRACE_ERROR\n    at z'] },
            ],
          },
        ],
      },
      '/repo',
    );
    expect(retried).toEqual(['  y.test.ts > flaky: timed out (the test or a hook ran past its timeout)']);
    expect(failureLines(log)).toEqual(['    FAILED: PGlite: GET /x: 0 errors, 3 non-2xx answers (503: 3)']);
  });

  it('names an unhandled error of a vitest run whose tests all passed', () => {
    const esc = String.fromCharCode(27);
    const log = [
      ' Test Files  3 passed (3)',
      `${esc}[31m⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯${esc}[39m`,
      '',
      'Vitest caught 1 unhandled error during the test run.',
      'TypeError: Cannot read properties of undefined (reading "x")',
      ' ❯ src/a.ts:3:9',
      'This error originated in "a.test.ts" test file.',
    ].join('\n');
    const lines = unhandledErrorLines(log);
    expect(lines[0]).toBe('    ⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯');
    expect(lines).toContain('    TypeError: Cannot read properties of undefined (reading "x")');
    expect(lines).toContain('    This error originated in "a.test.ts" test file.');
    // without the banner: the log's error lines
    expect(unhandledErrorLines('ok\nError: boom\n')).toEqual(['    Error: boom']);
  });

  it('counts a failed spec file by its second run: a flaky file passes with its tests named, one failing twice still fails', () => {
    const file = (name: string, status: string, tests: [string, string][]) => ({
      name,
      status,
      assertionResults: tests.map(([fullName, s]) => ({ fullName, status: s, failureMessages: s === 'failed' ? ['Error: timed out'] : [] })),
    });
    const first = {
      testResults: [
        file('/r/e2e/a.e2e.test.ts', 'passed', [['a1', 'passed']]),
        file('/r/e2e/b.e2e.test.ts', 'failed', [['b1', 'passed'], ['b2', 'failed'], ['b3', 'failed']]),
        file('/r/e2e/c.e2e.test.ts', 'failed', [['c1', 'failed']]),
      ],
    };
    expect(failedFiles(first)).toEqual(['/r/e2e/b.e2e.test.ts', '/r/e2e/c.e2e.test.ts']);
    const again = {
      testResults: [
        file('/r/e2e/b.e2e.test.ts', 'passed', [['b1', 'passed'], ['b2', 'passed'], ['b3', 'passed']]),
        file('/r/e2e/c.e2e.test.ts', 'failed', [['c1', 'failed']]),
      ],
    };
    const { report, passedAgainLines } = withFilesRunAgain(first, again, '/r');
    const statuses = report.testResults.flatMap((f) => f.assertionResults.map((a) => `${a.fullName} ${a.status}`));
    expect(statuses).toEqual(['a1 passed', 'b1 passed', 'b2 passed', 'b3 passed', 'c1 failed']);
    expect(passedAgainLines).toEqual([
      '  e2e/b.e2e.test.ts > b2: Error: timed out (its spec file passed when run again)',
      '  e2e/b.e2e.test.ts > b3: Error: timed out (its spec file passed when run again)',
    ]);
  });
});
