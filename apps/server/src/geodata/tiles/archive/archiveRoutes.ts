import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileRoutes } from '@plotwise/contracts';
import { AppError } from '../../../http/appError';
import { serve } from '../../../http/serve';
import type { TileService } from '../tileService';
import { currentArchives, isArchiveFileName } from './tileArchives';

/** Where this server serves the archives (when no TILE_ARCHIVE_URL names an HTTP cache or CDN). */
const ARCHIVE_ROUTE_BASE = '/api/tiles/archives';

/**
 * GET /api/tiles/archives: the archives at the current data version (the map reads those layers from them);
 * GET /api/tiles/archives/{file}: an archive's bytes, whole or a byte range (206), as a static file server or a CDN
 * answers them. The name carries the data version, so a file never changes: cached for a year, immutable.
 */
export function registerTileArchiveRoutes(app: FastifyInstance, service: TileService, dir: string | null, urlBase: string = ARCHIVE_ROUTE_BASE): void {
  serve(app, fileRoutes.tileArchives, async (_input, _req, reply) => {
    reply.header('cache-control', 'no-cache');
    return { archives: currentArchives(dir, await service.dataVersion(), urlBase) };
  });

  serve(app, fileRoutes.tileArchive, async ({ params }, req, reply) => {
    const size = dir && isArchiveFileName(params.file) ? fileSize(join(dir, params.file)) : null;
    if (size === null) throw new AppError('not_found', `No tile archive "${params.file}" (GET ${ARCHIVE_ROUTE_BASE} lists them)`);
    const path = join(dir!, params.file);
    const etag = `"${params.file}-${size}"`;
    reply.header('accept-ranges', 'bytes').header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable').type('application/vnd.pmtiles');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = req.headers.range;
    if (!range) return reply.header('content-length', size).send(createReadStream(path));
    const r = parseRange(range, size);
    if (!r) return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${r.start}-${r.end}/${size}`)
      .header('content-length', r.end - r.start + 1)
      .send(createReadStream(path, { start: r.start, end: r.end }));
  });
}

function fileSize(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 14.1.2) within a file of `size` bytes, its end cut to
 * the file's; null when it starts past the end or is not one such range (a reader asks for one range at a time).
 */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start < size && start <= end ? { start, end } : null;
}
