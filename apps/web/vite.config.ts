import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Node >= 20.11 sets import.meta.dirname; the config must not depend on the working directory.
const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react()],
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
  },
});
