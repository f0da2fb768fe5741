import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    // The server build bundles the whole Express app (API + SSR) into build/server/index.js.
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
    // Server source maps stay on the server (never copied into build/client).
    sourcemap: isSsrBuild,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
