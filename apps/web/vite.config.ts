import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vitePlugins';

// Node >= 20.11 sets import.meta.dirname; the config must not depend on the working directory.
const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react(), precompress()],
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
      // The framework the app's entry loads at once in one chunk. With pub.html in this build the shared chunk held
      // it; alone, the entry's code split into some 45 chunks that cost about 9 KB gzip more (import/export glue,
      // gzip per file): 253.2 instead of 244 KB. Only packages the entry needs whole, so no lazy code comes with it.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
