import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // The server owns /v1 and /locales in production (one origin); in dev Vite forwards them.
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/locales': { target: apiTarget, changeOrigin: true },
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
