import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, jobProgressView, reasonsByCount, runDurationMs, uploadPercent } from './importDisplay';

describe('formatBytes', () => {
  it('uses decimal units with one decimal below 100', () => {
    expect(formatBytes(950, 'en')).toBe('950 B');
    expect(formatBytes(12_345_678, 'en')).toBe('12.3 MB');
    expect(formatBytes(12_345_678, 'nl')).toBe('12,3 MB');
    expect(formatBytes(2_100_000_000, 'en')).toBe('2.1 GB');
    expect(formatBytes(250_000_000, 'en')).toBe('250 MB');
  });
});

describe('formatDuration', () => {
  it('reads well from milliseconds to hours', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(12_345, 'en')).toBe('12.3 s');
    expect(formatDuration(12_345, 'nl')).toBe('12,3 s');
    expect(formatDuration(245_000, 'en')).toBe('4 min 05 s');
    expect(formatDuration(3_780_000, 'en')).toBe('1 h 03 min');
  });
});

describe('runDurationMs', () => {
  it("is the report's duration, else the time between start and finish, and null while a run has not finished", () => {
    expect(runDurationMs({ startedAt: '2025-03-01T10:00:00.000Z', finishedAt: '2025-03-01T10:00:02.500Z', durationMs: 2460 })).toBe(2460);
    expect(runDurationMs({ startedAt: '2025-03-01T10:00:00.000Z', finishedAt: '2025-03-01T10:00:02.500Z', durationMs: null })).toBe(2500);
    expect(runDurationMs({ startedAt: '2025-03-01T10:00:00.000Z', finishedAt: null, durationMs: null })).toBeNull();
  });
});

describe('progress', () => {
  it('of an upload is indeterminate without a total', () => {
    expect(uploadPercent({ loaded: 50, total: 200 })).toBe(25);
    expect(uploadPercent({ loaded: 50, total: null })).toBeNull();
    expect(uploadPercent(null)).toBeNull();
  });

  it('of a job shows the current file and a percentage when the file size is known', () => {
    expect(jobProgressView({ jobId: 1, status: 'running', report: null, progress: { stage: 'reading', file: 'perceel.gml', fileBytes: 1000, fileBytesRead: 400, percent: 40, read: 12, written: 10 } })).toEqual({
      percent: 40,
      file: 'perceel.gml',
      fileBytes: 1000,
      fileBytesRead: 400,
      read: 12,
      written: 10,
      finishing: false,
    });
    // every file read: the indexes are built and the previous version replaced
    expect(jobProgressView({ jobId: 1, status: 'running', report: null, progress: { stage: 'finishing', file: 'perceel.gml', fileBytes: 1000, fileBytesRead: 1000, percent: 100, read: 20, written: 20 } }).finishing).toBe(true);
    // a page of an online source has no size: the bar is indeterminate
    expect(jobProgressView({ jobId: 1, status: 'running', report: null, progress: { stage: 'reading', file: 'page 3', fileBytes: 0, fileBytesRead: 9000, percent: null, read: 3000, written: 2000 } }).percent).toBeNull();
    // before the first file is opened
    expect(jobProgressView({ jobId: 1, status: 'running', report: null, progress: null })).toMatchObject({ percent: null, file: null, read: 0 });
  });
});

describe('reasonsByCount', () => {
  it('lists the most frequent reason first', () => {
    expect(reasonsByCount({ 'geometry is not a surface': 2, 'ring of N points': 5 })).toEqual([
      { reason: 'ring of N points', count: 5 },
      { reason: 'geometry is not a surface', count: 2 },
    ]);
    expect(reasonsByCount(undefined)).toEqual([]);
  });
});
