import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect } from 'vitest';

// Per-spec CPU of the processes a browser test starts (its server and its Chromium), written as JSON lines to the
// file E2E_CPU_LOG names (npm test sets it and prints the costliest specs). Chromium's renderer and GPU processes are
// reaped by its zygote, and a vitest worker exits without waiting for them, so the CPU they use never reaches the
// step's own figure: on a quiet machine the browser tests used 965 s of counted CPU and 1 793 s of the machine's, of
// which 972 s in Chromium (a map screen's frame costs about 0.4 s in its software WebGL) and 551 s in the servers.

interface ProcStat {
  ppid: number;
  comm: string;
  cpuTicks: number;
}

/** The processes' parent, name and CPU ticks (own and reaped children's), from /proc (Linux; empty elsewhere). */
function readProcesses(): Map<number, ProcStat> {
  const all = new Map<number, ProcStat>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return all;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // the fields after the name start at field 3 (state); ppid is field 4, utime..cstime fields 14-17
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(pid), { ppid: Number(f[1]), comm, cpuTicks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return all;
}

/** CPU seconds a process and all its live descendants used so far (with the children they reaped). */
export function treeCpuSeconds(root: number | undefined, all = readProcesses()): number {
  if (!root) return 0;
  const children = new Map<number, number[]>();
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  let ticks = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop()!;
    ticks += all.get(pid)?.cpuTicks ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return ticks / 100; // USER_HZ, 100 on every Linux build Node supports
}

/** The spec file running now (vitest sets it per file, hooks included). */
function currentSpec(): string {
  const path = expect.getState().testPath;
  return path ? basename(path) : 'unknown spec';
}

function record(kind: 'server' | 'chromium', cpuSeconds: number): void {
  const file = process.env.E2E_CPU_LOG;
  if (file && cpuSeconds > 0) appendFileSync(file, `${JSON.stringify({ spec: currentSpec(), kind, cpuSeconds })}\n`);
}

/**
 * Record the CPU a process (a server, a Chromium) and its descendants used so far, less `since` (what they had used
 * when the spec took them over): call it just before the spec lets them go.
 */
export function recordCpu(kind: 'server' | 'chromium', pid: number | undefined, since = 0): void {
  record(kind, treeCpuSeconds(pid) - since);
}

/** The pids of this process's children named chromium (to tell which one a launch started). */
export function chromiumChildren(): number[] {
  return [...readProcesses()].filter(([, p]) => p.ppid === process.pid && p.comm.startsWith('chrom')).map(([pid]) => pid);
}
