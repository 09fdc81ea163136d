// Plugins both builds use (vite.config.ts: the signed-in app; vite.pub.config.ts: the public /pub pages).
import type { Plugin } from 'vite';
import en from './src/i18n/en.json' with { type: 'json' };
import nl from './src/i18n/nl.json' with { type: 'json' };
import { pubCatalogue } from './src/pub/catalogueKeys';
// The parts of the app's catalogues the public /pub pages use (src/pub/catalogueKeys.ts): the public entry bundles
// these (a few KB) instead of fetching a whole catalogue (about 15 KB gzip each) before its first render.
const PUB_CATALOGUE = 'virtual:pub-catalogue';

export function pubCatalogueModule(): Plugin {
  const resolved = `\0${PUB_CATALOGUE}`;
  return {
    name: 'plotwise-pub-catalogue',
    resolveId: (id) => (id === PUB_CATALOGUE ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `export const en = ${JSON.stringify(pubCatalogue(en))};\nexport const nl = ${JSON.stringify(pubCatalogue(nl))};\n`
        : undefined,
  };
}

// The server sends these gzip copies as they are (@fastify/static preCompressed): on a phone on 3G the bytes on
// the wire, not the bytes on disk, decide how soon a page shows. (CompressionStream: no Node modules in apps/web.)
export function precompress(): Plugin {
  const gzip = async (body: string | Uint8Array) =>
    new Uint8Array(
      await new Response(
        new Blob([typeof body === 'string' ? body : new Uint8Array(body)])
          .stream()
          .pipeThrough(new CompressionStream('gzip')),
      ).arrayBuffer(),
    );
  return {
    name: 'plotwise-precompress',
    apply: 'build',
    // after the bundle is written: the files' final code (Vite rewrites chunks up to the end of generateBundle)
    async writeBundle(options, bundle) {
      for (const out of Object.values(bundle)) {
        if (!/\.(js|css|svg|json|wasm)$/.test(out.fileName)) continue;
        const body = out.type === 'chunk' ? out.code : out.source;
        if (body.length < 1024) continue;
        await this.fs.writeFile(`${options.dir}/${out.fileName}.gz`, await gzip(body));
      }
    },
  };
}

// The public build's dev server (vite.pub.config.ts) answers /pub/* with the public entry, as the server does in
// production. (The app's dev server shows /pub/* with the app's own /pub routes, on React with i18next.)
export function pubEntryInDev(): Plugin {
  return {
    name: 'plotwise-pub-entry-dev',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url?.startsWith('/pub/') && req.headers.accept?.includes('text/html'))
          req.url = '/pub.html';
        next();
      });
    },
  };
}
