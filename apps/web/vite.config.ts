import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender-landing.ts';

export default defineConfig(({ command }) => {
  // The build is always a production build, whatever NODE_ENV the product runs with: Vite and
  // the React plugin pick development React and `jsxDEV` from NODE_ENV, read after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // After the build: the landing's static shell goes into index.html, then every text asset
    // gets its Brotli and gzip copies (issue 25; docs/decisions/029).
    plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
    server: {
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: {
        output: {
          // Everything the landing route loads at start is one chunk: a page that loads lazily
          // and shares a module with it (React, the router, the client) imports it from there,
          // instead of the landing paying for a handful of small shared chunks (issue 3's budget).
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
  };
});
