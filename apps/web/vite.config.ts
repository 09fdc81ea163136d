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
    },
  },
});
