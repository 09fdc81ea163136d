import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, pubCatalogueModule, pubEntryInDev } from './vitePlugins';

const root = import.meta.dirname;

/**
 * The public /pub pages' build (pub.html, src/pub/main.tsx), run after the app's (vite.config.ts) into the same
 * dist, so the server serves pub.html as before. The same page and section components run here on Preact
 * (preact/compat in place of react and react-dom: about 10 KB gzip instead of React DOM's 57), while the app and
 * its editor preview keep rendering them with React. Their `useTranslation` is the public pages' own translation
 * function (src/pub/translate.ts) instead of i18next's (about 20 KB gzip). Its manifest is
 * .vite/manifest.pub.json (read by bench:publications).
 */
export default defineConfig({
  root,
  // its own pre-bundled dependencies (preact in place of react): the app's dev server may run beside it
  cacheDir: 'node_modules/.vite-pub',
  // React's Fast Refresh does not apply to Preact: in dev a change reloads the page
  plugins: [react({ refreshExclude: /./ }), pubCatalogueModule(), precompress(), pubEntryInDev()],
  // npm run dev: this build's dev server (http://localhost:5174/pub/...) beside the app's (5173)
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: `${root}/src/pub/preact/react.ts` },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-i18next$/, replacement: `${root}/src/pub/preact/react-i18next.ts` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/manifest.pub.json',
    sourcemap: false,
    rolldownOptions: { input: { pub: `${root}/pub.html` } },
  },
});
