import type { ServedBrand } from '../../brand-server';

/** The story test run's bridge to a server started on a downloaded brand file (brand-server.ts). */
export interface BrandFileServer {
  expectDownload: () => Promise<void>;
  serveDownloadedBrand: () => Promise<ServedBrand>;
}

let server: BrandFileServer | undefined;

export function serveBrandFilesWith(bridge: BrandFileServer): void {
  server = bridge;
}

/** The bridge in the story test run (a story there fails without it); undefined in Storybook itself. */
export function brandFileServer(): BrandFileServer | undefined {
  if (!server && import.meta.env.VITEST_STORYBOOK !== undefined)
    throw new Error('the story test run has no brand file server: see .storybook/brand-server.setup.ts');
  return server;
}
