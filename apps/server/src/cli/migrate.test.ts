import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.js';

const run = promisify(execFile);
const migrate = (env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'migrate.ts')], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

describe('npm run migrate (the release step)', () => {
  it('brings a fresh database to this release, then finds nothing to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
    const first = await migrate({ PORTAL_DATA_DIR: dataDir });
    expect(first.stdout).toContain(`migrated: ${Object.keys(migrations).sort().join(', ')}`);
    const again = await migrate({ PORTAL_DATA_DIR: dataDir });
    expect(again.stdout.trim()).toBe('the schema was already current');
  }, 120_000);
});
