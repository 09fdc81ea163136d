import type { Connection } from 'pg';

/**
 * `COPY ... FROM STDIN` as a node-postgres "Submittable": client.query() hands it the connection, it sends
 * the statement, answers PostgreSQL's CopyInResponse with the data and CopyDone, and settles when the
 * server is ready again (with the server's error, e.g. a bad value, if the COPY failed).
 */
export class CopyFromText {
  private error: Error | null = null;
  private rowCount = 0;
  readonly done: Promise<number>;
  private settle!: { resolve: (n: number) => void; reject: (e: Error) => void };

  constructor(
    private readonly sql: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise<number>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: Connection): void {
    (connection as unknown as { query(text: string): void }).query(this.sql);
  }

  handleCopyInResponse(connection: Connection): void {
    const c = connection as unknown as { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void };
    // CopyData messages of at most 1 MB each
    for (let o = 0; o < this.data.length; o += 1 << 20) c.sendCopyFromChunk(this.data.subarray(o, o + (1 << 20)));
    c.endCopyFrom();
  }

  handleCommandComplete(msg: { text?: string }): void {
    this.rowCount = Number(/(\d+)$/.exec(msg.text ?? '')?.[1] ?? 0);
  }

  handleError(err: Error): void {
    // settle at once: pg sends nothing else on this connection before the server is ready again, and a
    // lost connection never sends ReadyForQuery
    this.error ??= err;
    this.settle.reject(err);
  }

  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rowCount);
  }

  // a COPY FROM returns no rows
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
