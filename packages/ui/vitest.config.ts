import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
    // `npm test` runs this beside the server suites and the browsers on two cores: what takes a second alone can
    // take several there. Speed has its budgets in the benches, not here.
    testTimeout: 20_000,
  },
});
