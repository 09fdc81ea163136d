import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A second local server on another port of 127.0.0.1, so another origin than any adapter's stand-in: the place an
// upstream's redirect or link points to in the tests of "no request leaves the configured host" (http/outbound.ts). It answers every request 200
// with an empty JSON object (so an adapter that went there would go on) and counts what reached it.

export interface TrapServer {
  /** its root, http://127.0.0.1:{port} */
  url: string;
  /** every request that reached it, with the X-Api-Key and Authorization it carried (null: none) */
  hits: { method: string; path: string; apiKey: string | null; authorization: string | null }[];
  close(): Promise<void>;
}

/** Starts the trap on 127.0.0.1 and a free port. */
export async function startTrapServer(): Promise<TrapServer> {
  const hits: TrapServer['hits'] = [];
  const server = createServer((req, res) => {
    const key = req.headers['x-api-key'];
    const auth = req.headers.authorization;
    hits.push({ method: req.method ?? '', path: req.url ?? '', apiKey: typeof key === 'string' ? key : null, authorization: typeof auth === 'string' ? auth : null });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
