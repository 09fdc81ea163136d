import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Where PDOK publishes the Geometrieën Omgevingswet (www.pdok.nl, "OGC API's", Geometrieën Omgevingswet). */
export const PDOK_OMGEVINGSWET_DEFAULT_URL = 'https://api.pdok.nl/kadaster/omgevingswet-geometrieen/ogc/v2';

const httpUrl = z
  .url()
  .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
  .transform((u) => u.replace(/\/+$/, ''));

/**
 * Every environment variable the server reads, validated at start-up: the one place. README.md ("Configuration")
 * describes each (config.test.ts checks that table against this schema: names and defaults). A bad value stops
 * the server with one line per problem.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .describe("a streaming replica of DATABASE_URL: the national tiles and the search index's build are read there, everything else on DATABASE_URL"),
  DATA_DIR: z.string().default('./data'),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  WEB_DIST: z.string().default('apps/web/dist'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: z
    .enum(['true', 'false', 'auto'])
    .default('auto')
    .describe('Secure cookies: auto means on when the request came over https'),
  BULK_WRITE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(20_000)
    .describe('how long a bulk create or update (up to 1 000 items) may write; then it is rolled back and answers 503 bulk_write_timeout'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(1024 * 1024),
  IMAGE_LIMIT_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),
  VISITOR_CHARS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1000).default(200_000).describe('characters of survey answers and notes one signed-out address may store a day'),
  VISITOR_CHARS_PER_PUBLICATION_PER_DAY: z.coerce.number().int().min(1000).default(20_000_000).describe('characters of survey answers and notes one publication takes a day from signed-out visitors'),
  VISITOR_CHARS_PER_PUBLICATION_TOTAL: z.coerce.number().int().min(1000).default(100_000_000).describe('characters of survey answers and notes from signed-out visitors one publication keeps in all'),
  VISITOR_CHARS_PER_SERVER_PER_HOUR: z.coerce.number().int().min(1000).default(50_000_000).describe('characters of survey answers and notes all signed-out visitors may store an hour'),
  IMAGE_LIMIT_PIXELS: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .max(1_000_000_000)
    .default(40_000_000)
    .describe('largest image upload in pixels (width x height x frames): a small file can decode to gigabytes'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SCHEDULER: z.enum(['on', 'off']).default('on').describe('run the scheduled jobs on this server (off: another server runs them)'),
  DEMO_REGION_PARCELS: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_000_000)
    .refine((n) => n === 0 || n >= 100, 'must be 0 (no demo region) or at least 100 parcels')
    .default(20_000)
    .describe('parcels of the demo region loaded into an empty embedded database on the first start'),
  SEARCH_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .optional()
    .describe('worker threads that scan a share of the site-search index beside the request thread (unset: one less than the cores, at most 3; 0: none)'),
  SEARCH_INDEX_DIR: z
    .string()
    .optional()
    .describe('where the built site-search index is stored, so that a restart loads it instead of reading plot_features (unset: search-index inside DATA_DIR; off: never stored)'),
  TILE_ARCHIVE_DIR: z
    .string()
    .optional()
    .describe('where the static tile archives of the national layers (PMTiles) are cut to and served from (unset: tile-archives inside DATA_DIR; off: none cut)'),
  TILE_ARCHIVE_URL: z
    .string()
    .url()
    .optional()
    .describe('where an HTTP cache or CDN serves the files of TILE_ARCHIVE_DIR (unset: this server at /api/tiles/archives)'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  RATE_LIMIT_STORE: z
    .enum(['memory', 'database'])
    .default('memory')
    .describe('where the per-minute rate limits count: memory (each server its own) or database (every server on one PostgreSQL shares the count)'),
  IMPORT_MAX_REJECTED_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(50)
    .describe('an import that rejects more than this share of its features fails and changes nothing (per import: maxRejectedPercent)'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      if (v === 'false') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const proxies = v.split(',').map((s) => s.trim());
      const bad = proxies.filter((p) => {
        const [address = '', prefix, ...rest] = p.split('/');
        const version = isIP(address);
        return !version || rest.length > 0 || (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)));
      });
      if (bad.length) ctx.addIssue({ code: 'custom', message: `false, a hop count, or a comma-separated list of proxy addresses or CIDRs (not ${bad.join(', ')})` });
      return proxies;
    })
    .describe('which proxies may set X-Forwarded-For/-Proto: off by default, so no client can choose its own address'),
  PUBLIC_URL: z.url().default('http://localhost:3000').describe('where users reach the app; used in mailed links and SSO redirects'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .describe('outgoing mail server; without it mails are written to the log'),
  MAIL_FROM: z.string().default('Plotwise <no-reply@plotwise.local>'),
  MAIL_BOUNCE_ADDRESS: z
    .email()
    .transform((a) => a.toLowerCase())
    .optional()
    .describe('envelope sender of product and password-reset mail: delivery reports (bounces) come back to it'),
  BOUNCE_SMTP_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe('port of the inbound SMTP listener that reads delivery reports sent to MAIL_BOUNCE_ADDRESS (unset: none; 0: any free port)'),
  BOUNCE_SMTP_HOST: z.string().default('127.0.0.1').describe('interface of that listener: by default only the local MX can forward to it'),
  OIDC_ISSUER: z.url().optional().describe('OpenID Connect issuer for directory single sign-on (e.g. Microsoft Entra ID)'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  GEOCODER: z
    .enum(['auto', 'pdok', 'local'])
    .default('auto')
    .describe('address search: auto tries the PDOK Locatieserver and falls back to our own BAG tables; local never goes online'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2500),
  PDOK_LOCATIESERVER_URL: httpUrl.default('https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
  PDOK_OGC_BAG_URL: httpUrl.default('https://api.pdok.nl/kadaster/bag/ogc/v2'),
  PDOK_OGC_BRK_URL: httpUrl.default('https://api.pdok.nl/kadaster/brk-kadastrale-kaart/ogc/v1'),
  PDOK_OMGEVINGSWET_URL: httpUrl
    .default(PDOK_OMGEVINGSWET_DEFAULT_URL)
    .describe("PDOK's Geometrieën Omgevingswet (OGC API Tiles, keyless, RD grid): the map layer's tiles are fetched here and reprojected"),
  PDOK_OMGEVINGSWET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  BRK_BEVRAGEN_URL: httpUrl
    .default('https://api.brk.kadaster.nl/esd-eto-apikey/bevragen/v2')
    .describe("the Kadaster's Haal Centraal BRK Bevragen API (v2) for parcel owners; each company enters its own API key"),
  DSO_API_KEY: z.string().min(8).optional().describe("the installation's DSO API key, used for companies that enter none (never sent to a browser or logged)"),
  RP_API_KEY: z.string().min(8).optional().describe('the key for the Ruimtelijke Plannen API v4 when it differs from the DSO key'),
  DSO_ONTSLUITEN_URL: httpUrl.default('https://service.omgevingswet.overheid.nl/publiek/omgevingsinformatie/api/ontsluiten/v2'),
  DSO_PRESENTEREN_URL: httpUrl.default('https://service.omgevingswet.overheid.nl/publiek/omgevingsdocumenten/api/presenteren/v8'),
  RP_OPVRAGEN_URL: httpUrl.default('https://ruimte.omgevingswet.overheid.nl/ruimtelijke-plannen/api/opvragen/v4'),
  DSO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  CHROMIUM_PATH: z
    .string()
    .optional()
    .describe('the Chromium that prints publications to PDF (unset: /usr/bin/chromium-headless-shell, /usr/bin/chromium or another usual place; none found: PDFs answer 503 pdf_unavailable)'),
  PDF_PRINTER_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(256)
    .max(65_536)
    .default(1536)
    .describe("the most memory the PDF printer's Chromium may hold (all its processes); past it the browser is stopped and its PDFs answer 503 pdf_failed"),
  PDF_PRINTER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2).describe('PDFs printed at once (each a page in the one Chromium); more wait in line'),
  PDF_PRINTER_PER_CLIENT: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(1)
    .describe("PDFs one client address may have printing or waiting; at most PDF_PRINTER_CONCURRENCY - 1, so one client never holds every slot"),
})
  // a replica without its primary would leave the writes on PGlite and the tiles elsewhere
  .refine((c) => c.DATABASE_READ_URL === undefined || c.DATABASE_URL !== undefined, {
    message: 'DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too',
    path: ['DATABASE_READ_URL'],
  })
  // a listener without its address would refuse every report: say so at start-up instead
  .refine((c) => c.BOUNCE_SMTP_PORT === undefined || c.MAIL_BOUNCE_ADDRESS !== undefined, {
    path: ['BOUNCE_SMTP_PORT'],
    message: 'needs MAIL_BOUNCE_ADDRESS (the only recipient it accepts)',
  });

export type Config = z.infer<typeof schema> & { dataDir: string; webDist: string; searchIndexDir: string | null; tileArchiveDir: string | null };

/** Every variable the server reads with its default (undefined: none); README.md's table is tested against it. */
export function configVariables(): Map<string, unknown> {
  return new Map(Object.entries(schema.shape).map(([name, field]) => [name, (field as z.ZodType).safeParse(undefined).data]));
}

export class ConfigError extends Error {}

/** Read and validate the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  const indexDir = parsed.data.SEARCH_INDEX_DIR;
  // inside the embedded database's own directory by default, so that the index goes (and is backed up) with its data
  const searchIndexDir = indexDir === 'off' ? null : indexDir ? resolve(indexDir) : join(dataDir, 'search-index');
  const archiveDir = parsed.data.TILE_ARCHIVE_DIR;
  const tileArchiveDir = archiveDir === 'off' ? null : archiveDir ? resolve(archiveDir) : join(dataDir, 'tile-archives');
  return { ...parsed.data, dataDir, webDist: resolve(parsed.data.WEB_DIST), searchIndexDir, tileArchiveDir };
}
