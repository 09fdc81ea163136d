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
