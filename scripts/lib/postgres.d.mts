// Types of postgres.mjs for the TypeScript that imports it (benchmarks, failure tests).
export interface PrivatePostgres {
  url: string;
  /** restart the server process; mode `fast` (default) or `immediate` */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  stop(): void;
}
export function aptInstall(packages: string[], why: string): boolean;
export function freePort(): Promise<number>;
export function startPostgres(): Promise<PrivatePostgres | null>;
export interface ReplicatedPostgres {
  primaryUrl: string;
  replicaUrl: string;
  stopReplica(): void;
  startReplica(): void;
  stop(): void;
}
export function startReplicatedPostgres(): Promise<ReplicatedPostgres | null>;
