import { commands } from 'vitest/browser';
import { serveBrandFilesWith } from './pages/theme-tool/serve';

// Only the story test run can start a server: Storybook in a browser has no Node beside it
serveBrandFilesWith({
  expectDownload: () => commands.expectDownload(),
  serveDownloadedBrand: () => commands.serveDownloadedBrand(),
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Listens for the next download of the page (brand-server.ts). */
    expectDownload: () => Promise<void>;
    /** Serves the downloaded brand file from a server's BRANDS_DIR and reports what its host shows. */
    serveDownloadedBrand: () => Promise<import('./brand-server').ServedBrand>;
  }
}
