import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // PGlite takes ~3 s to start; each file shares one instance, so give hooks room.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
