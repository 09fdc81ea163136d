/** What the first start does with the demo region (GET /api/admin/demo-region; also in the server's log). */
export interface DemoRegionStatus {
  status: 'off' | 'checking' | 'not_needed' | 'generating' | 'importing' | 'ready' | 'failed' | 'stopped';
  parcels: number;
  reason?: string;
  startedAt?: string;
  finishedAt?: string;
  /** import progress: files done of files, and the file being imported */
  filesDone: number;
  files: number;
  file?: string;
  generateMs?: number;
  importMs?: number;
  runs: { file: string; format: string; runId: number; read: number; written: number; rejected: number; ms: number }[];
  error?: string;
}
