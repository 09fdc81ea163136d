import { formatNumber } from '../../../lib/format';
import type { ImportJob, ImportRun } from './importApi';
import type { UploadProgress } from './uploadImport';

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** File sizes in decimal units (as file managers show them): 950 B, 12.3 MB, 2.1 GB. */
export function formatBytes(bytes: number, lang: string): string {
  let v = bytes;
  let u = 0;
  while (v >= 1000 && u < UNITS.length - 1) {
    v /= 1000;
    u++;
  }
  return `${formatNumber(v, lang, u === 0 || v >= 100 ? 0 : 1)} ${UNITS[u]}`;
}

/** A duration for people: 850 ms, 12.3 s, 4 min 05 s, 1 h 03 min. */
export function formatDuration(ms: number, lang: string): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${formatNumber(ms / 1000, lang, 1)} s`;
  const s = Math.round(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** How long a run of the history took (as its report says, else from its times); null while it runs. */
export function runDurationMs(run: Pick<ImportRun, 'startedAt' | 'finishedAt' | 'durationMs'>): number | null {
  if (!run.finishedAt) return null;
  if (typeof run.durationMs === 'number') return run.durationMs;
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** Percentage of an upload, or null when the browser cannot tell the total (an indeterminate bar). */
export function uploadPercent(p: UploadProgress | null): number | null {
  if (!p || !p.total) return null;
  return Math.min(100, Math.floor((100 * p.loaded) / p.total));
}

/** What the progress block of a running job shows. */
export interface JobProgressView {
  /** of the current file, when its size is known; else the bar is indeterminate */
  percent: number | null;
  file: string | null;
  fileBytes: number | null;
  fileBytesRead: number;
  read: number;
  written: number;
  /** every file is read; the indexes are being built and the previous version replaced */
  finishing: boolean;
}

export function jobProgressView(job: ImportJob): JobProgressView {
  const p = job.progress;
  if (!p) return { percent: null, file: null, fileBytes: null, fileBytesRead: 0, read: 0, written: 0, finishing: false };
  const percent = typeof p.percent === 'number' && p.fileBytes > 0 ? Math.max(0, Math.min(100, p.percent)) : null;
  return {
    percent,
    file: p.file || null,
    fileBytes: p.fileBytes > 0 ? p.fileBytes : null,
    fileBytesRead: p.fileBytesRead,
    read: p.read,
    written: p.written,
    finishing: p.stage === 'finishing',
  };
}

/** Reasons with their counts, most frequent first. */
export function reasonsByCount(reasons: Record<string, number> | undefined): { reason: string; count: number }[] {
  return Object.entries(reasons ?? {})
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
