import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
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

  it('[AUTH-6] generates the encryption key on first start like the signing key, or takes PORTAL_ENCRYPTION_KEY', () => {
    const dir = dataDir();
    const first = loadConfig({ PORTAL_DATA_DIR: dir });
    const second = loadConfig({ PORTAL_DATA_DIR: dir });
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(first.encryptionKey.equals(Buffer.from(first.jwtSecret, 'base64url').subarray(0, 32))).toBe(false);
    expect(statSync(join(dir, 'encryption-key')).mode & 0o777).toBe(0o600);

    const key = Buffer.alloc(32, 9);
    const otherDir = dataDir();
    const configured = loadConfig({
      PORTAL_DATA_DIR: otherDir,
      PORTAL_ENCRYPTION_KEY: key.toString('base64'),
    });
    expect(configured.encryptionKey.equals(key)).toBe(true);
    expect(existsSync(join(otherDir, 'encryption-key'))).toBe(false);
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
    [{ VITE_CHAT_SCRIPT_URL: 'http://chat.example.com/loader.js' }, 'VITE_CHAT_SCRIPT_URL'],
    [{ VITE_CHAT_SCRIPT_URL: 'not a url' }, 'VITE_CHAT_SCRIPT_URL'],
    [{ PORTAL_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, 'PORTAL_ENCRYPTION_KEY'],
    [
      { PORTAL_ENCRYPTION_KEY: 'not base64 at all, and long enough to be 32 bytes!' },
      'PORTAL_ENCRYPTION_KEY',
    ],
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

  it.each([
    [{}, { mixpanel: false, googleMaps: false, onfido: false, chatScriptUrl: undefined }],
    [
      { VITE_MIXPANEL_TOKEN: 'tok', VITE_GOOGLE_MAPS_KEY: 'key', VITE_ONFIDO_APP_ID: ' ' },
      { mixpanel: true, googleMaps: true, onfido: false, chatScriptUrl: undefined },
    ],
    [{ ONFIDO_API_TOKEN: 'api_sandbox.x' }, { onfido: true }],
    [{ VITE_ONFIDO_APP_ID: 'app' }, { onfido: true }],
    [{ VITE_CHAT_APP_ID: 'ab c' }, { chatScriptUrl: 'https://widget.intercom.io/widget/ab%20c' }],
    [
      { VITE_CHAT_APP_ID: 'x', VITE_CHAT_SCRIPT_URL: 'https://chat.example.com/l.js' },
      { chatScriptUrl: 'https://chat.example.com/l.js' },
    ],
    // Without an app id the portal loads no chat, whatever the script URL says.
    [{ VITE_CHAT_SCRIPT_URL: 'https://chat.example.com/l.js' }, { chatScriptUrl: undefined }],
  ])('reads the portal’s third parties from the same variables: %j', (env, expected) => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32), ...env }).thirdParties).toMatchObject(expected);
  });
});
