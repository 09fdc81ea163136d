import { readdirSync, readFileSync } from 'node:fs';

// The memory of a process tree, read from Linux's /proc: the PDF printer's Chromium is a browser process with
// renderer, GPU and utility processes below it (through its zygote), and an image-heavy page grows a renderer, not
// the browser. Elsewhere (no /proc) every function answers "nothing known" and the printer runs unwatched.

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between the listing and the read, or no /proc
  }
};

/** The parent of every process now running (pid -> ppid), from /proc/<pid>/stat; empty without /proc. */
function parents(): Map<number, number> {
  const byPid = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readText(`/proc/${name}/stat`);
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after its last ')'
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
    if (Number.isInteger(ppid)) byPid.set(Number(name), ppid);
  }
  return byPid;
}

/** The child of `parentPid` whose command line holds `marker` (one of its arguments), or null. */
export function childWithArgument(parentPid: number, marker: string): number | null {
  for (const [pid, ppid] of parents()) {
    if (ppid !== parentPid) continue;
    const args = readText(`/proc/${pid}/cmdline`)?.split('\0') ?? [];
    if (args.includes(marker)) return pid;
  }
  return null;
}

/** `root` and every process below it that is still running. */
export function processTree(root: number): number[] {
  const byPid = parents();
  if (!byPid.has(root)) return [];
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of byPid) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  for (const queue = [root]; queue.length; ) {
    const pid = queue.pop()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * The memory the processes hold, in bytes: each one's proportional set size (a shared page counted once over its
 * sharers, so the libraries every Chromium process maps are not counted six times), its resident size where the
 * kernel gives no smaps_rollup.
 */
export function memoryBytes(pids: readonly number[]): number {
  let kib = 0;
  for (const pid of pids) {
    const text = readText(`/proc/${pid}/smaps_rollup`) ?? readText(`/proc/${pid}/status`);
    const line = text?.match(/^(?:Pss|VmRSS):\s+(\d+) kB/m);
    if (line) kib += Number(line[1]);
  }
  return kib * 1024;
}
