import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fixture server received. */
interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export type FixtureHandler = (req: SeenRequest, res: ServerResponse) => unknown;

export interface FixtureServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: SeenRequest[];
  /** replace the handler (one server per test file, one behaviour per test) */
  handle(h: FixtureHandler): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server on 127.0.0.1 and a random port that plays a remote service (PDOK) in tests, serving
 * recorded-style responses; tests never call the internet.
 */
export async function startFixtureServer(initial: FixtureHandler = (_q, res) => res.writeHead(404).end()): Promise<FixtureServer> {
  let handler = initial;
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const seen = { path: u.pathname, query: u.searchParams, headers: req.headers };
    requests.push(seen);
    Promise.resolve(handler(seen, res)).catch((e: Error) => {
      if (!res.headersSent) res.writeHead(599);
      res.end(String(e.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(h) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Send JSON with a content type (GeoJSON by default, as OGC API Features answers). */
export function sendJson(res: ServerResponse, body: unknown, headers: Record<string, string> = {}, status = 200) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/geo+json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
