import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-config-'));

describe('loadConfig', () => {
  it('has working defaults: port 8080, data and static dirs under the repo root, outbox off', () => {
    const config = loadConfig({ JWT_SECRET: 's'.repeat(32) });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, '.data'),
      staticDir: join(REPO_ROOT, 'apps/portal/dist'),
      devOutbox: false,
      twilio: undefined,
      smtp: undefined,
    });
  });

  it('generates a signing key on first start, stores it privately, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ PORTAL_DATA_DIR: dir });
    const second = loadConfig({ PORTAL_DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ PORTAL_DEV_OUTBOX: 'yes' }, 'PORTAL_DEV_OUTBOX'],
    [{ PORTAL_DEV_OUTBOX: '1', NODE_ENV: 'production' }, 'PORTAL_DEV_OUTBOX'],
    [{ TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_FROM'],
    [{ PORTAL_RATE_LIMIT_FACTOR: '-1' }, 'PORTAL_RATE_LIMIT_FACTOR'],
  ])('names the bad variable: %j', (env, name) => {
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), ...env })).toThrow(new RegExp(`\\b${name}:`));
  });

  it('reads the providers and scales the rate limits', () => {
    const config = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PORTAL_DEV_OUTBOX: '1',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15550001111',
      SMTP_HOST: 'smtp.example.com',
      SMTP_FROM: 'Portal <no-reply@example.com>',
      PORTAL_RATE_LIMIT_FACTOR: '100',
    });
    expect(config.devOutbox).toBe(true);
    expect(config.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+15550001111',
      apiBase: 'https://api.twilio.com',
    });
    expect(config.smtp).toMatchObject({ host: 'smtp.example.com', port: 587, secure: false });
    expect(config.limits.loginPerIp.max).toBe(5000);
  });
});
