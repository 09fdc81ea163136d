import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A local SMTP server in a child process: its URL, what it received so far, and stop. */
export async function startSmtpSink(): Promise<{ url: string; report: () => Promise<{ count: number; first: string }>; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./smtpSinkChild.ts', import.meta.url).pathname], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse(((await lines.next()).value as string) ?? 'null');
  const { port } = (await next()) as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    async report() {
      child.stdin!.write('report\n');
      return (await next()) as { count: number; first: string };
    },
    stop: () => void child.stdin!.end(),
  };
}
