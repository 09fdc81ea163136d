import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, pubCatalogueModule } from './vitePlugins';
// Node >= 20.11 sets import.meta.dirname; the config must not depend on the working directory.
const root = import.meta.dirname;

// `vite` (dev) answers /pub/* with the public entry, as the server does in production.
function pubEntryInDev(): Plugin {
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

export default defineConfig({
  root,
  plugins: [react(), pubCatalogueModule(), precompress(), pubEntryInDev()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web.ts reads the manifest to map every screen module to its chunk.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // index.html: the signed-in app. pub.html (the public /pub pages) has a build of its own on Preact,
      // vite.pub.config.ts, run after this one into the same dist.
      input: { main: `${root}/index.html` },
    },
  },
});
