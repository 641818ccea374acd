import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localesPlugin } from './locales-plugin';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), localesPlugin()],
  server: {
    // The server owns /v1 in production (one origin); in dev Vite forwards it (and builds /locales itself).
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // bench/bundle-size.mjs reads the module graph from it
    manifest: true,
  },
  test: {
    environment: 'happy-dom',
    // The support chat test adds a <script>; happy-dom must not try to fetch it
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
