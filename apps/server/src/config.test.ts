import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT, startupWarnings, testConfig } from './config.js';
import { parseTrustProxy } from './http/trust-proxy.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-config-'));

/** What production needs besides keys: a real record source (the sample one is refused there) and a database server. */
function realRecordSource() {
  const keyFile = join(dataDir(), 'fhir-key.pem');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return {
    DATABASE_URL: 'postgres://db.internal/portal',
    RECORD_SOURCES: 'fhir',
    FHIR_BASE_URL: 'https://fhir.example.org/r4',
    FHIR_CLIENT_ID: 'portal',
    FHIR_PRIVATE_KEY_FILE: keyFile,
    FHIR_ALG: 'ES384',
  };
}

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
      oneIdentityAcrossBrands: false,
    });
    expect(
      loadConfig({ JWT_SECRET: 's'.repeat(32), PORTAL_ONE_IDENTITY_ACROSS_BRANDS: '1' })
        .oneIdentityAcrossBrands,
    ).toBe(true);
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

  it('reads the keys a rotation replaced, from a variable (comma-separated) or a file (one a line)', () => {
    const [a, b] = ['a'.repeat(40), 'b'.repeat(40)];
    const [k1, k2] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const fromEnv = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      JWT_PREVIOUS_SECRETS: ` ${a}, ${b} `,
      PORTAL_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PORTAL_ENCRYPTION_PREVIOUS_KEYS: `${k1.toString('base64')},${k2.toString('base64')}`,
    });
    expect(fromEnv.jwtPreviousSecrets).toEqual([a, b]);
    expect(fromEnv.encryptionPreviousKeys).toEqual([k1, k2]);

    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-old'), `${a}\n${b}\n`);
    writeFileSync(join(dir, 'key-old'), `${k1.toString('base64')}\n`);
    const fromFiles = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      JWT_PREVIOUS_SECRETS_FILE: join(dir, 'jwt-old'),
      PORTAL_ENCRYPTION_PREVIOUS_KEYS_FILE: join(dir, 'key-old'),
    });
    expect(fromFiles.jwtPreviousSecrets).toEqual([a, b]);
    expect(fromFiles.encryptionPreviousKeys).toEqual([k1]);
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) })).toMatchObject({
      jwtPreviousSecrets: [],
      encryptionPreviousKeys: [],
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ PORTAL_DEV_OUTBOX: 'yes' }, 'PORTAL_DEV_OUTBOX'],
    [{ PORTAL_DEV_OUTBOX: '1', NODE_ENV: 'production' }, 'PORTAL_DEV_OUTBOX'],
    [
      { PORTAL_DEV_OUTBOX: '1', SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@example.com' },
      'PORTAL_DEV_OUTBOX',
    ],
    [
      { PORTAL_DEV_OUTBOX: 'true', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' },
      'PORTAL_DEV_OUTBOX',
    ],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    // [issue 25] the default brand's origin would be read as Acme's portal by its host name
    [{ PUBLIC_ORIGIN: 'https://acme.example.org' }, 'PUBLIC_ORIGIN'],
    [{ PORTAL_ONE_IDENTITY_ACROSS_BRANDS: 'yes' }, 'PORTAL_ONE_IDENTITY_ACROSS_BRANDS'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ JWT_SECRET_FILE: '/run/secrets/jwt' }, 'JWT_SECRET_FILE'],
    [{ TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_FROM'],
    [{ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'Portal <not an address>' }, 'SMTP_FROM'],
    [{ SMTP_FROM_PER_BRAND: 'globex=no-reply@globex.example' }, 'SMTP_FROM_PER_BRAND'],
    [{ SMTP_FROM_PER_BRAND: 'acme=no-reply@acme.example,acme=hello@acme.example' }, 'SMTP_FROM_PER_BRAND'],
    [{ SMTP_FROM_PER_BRAND: 'acme=not-an-address' }, 'SMTP_FROM_PER_BRAND'],
    [{ SMTP_FROM_PER_BRAND: 'acme:no-reply@acme.example' }, 'SMTP_FROM_PER_BRAND'],
    [{ PORTAL_RATE_LIMIT_FACTOR: '-1' }, 'PORTAL_RATE_LIMIT_FACTOR'],
    [{ PORTAL_INVITES_PER_ADDRESS_PER_DAY: '0' }, 'PORTAL_INVITES_PER_ADDRESS_PER_DAY'],
    [{ PORTAL_INVITES_PER_ACCOUNT_PER_DAY: 'ten' }, 'PORTAL_INVITES_PER_ACCOUNT_PER_DAY'],
    [{ PORTAL_INVITES_PER_HOUR: '2.5' }, 'PORTAL_INVITES_PER_HOUR'],
    [{ VITE_CHAT_SCRIPT_URL: 'http://chat.example.com/loader.js' }, 'VITE_CHAT_SCRIPT_URL'],
    [{ VITE_CHAT_SCRIPT_URL: 'not a url' }, 'VITE_CHAT_SCRIPT_URL'],
    [{ VITE_MIXPANEL_API_HOST: 'http://mp.example.com' }, 'VITE_MIXPANEL_API_HOST'],
    [{ VITE_MIXPANEL_API_HOST: 'https://mp.example.com/track' }, 'VITE_MIXPANEL_API_HOST'],
    [{ VITE_MIXPANEL_API_HOST: "https://mp.example.com 'unsafe-eval'" }, 'VITE_MIXPANEL_API_HOST'],
    [{ PORTAL_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, 'PORTAL_ENCRYPTION_KEY'],
    [
      { PORTAL_ENCRYPTION_KEY: 'not base64 at all, and long enough to be 32 bytes!' },
      'PORTAL_ENCRYPTION_KEY',
    ],
    [{ JWT_PREVIOUS_SECRETS: `${'p'.repeat(32)},short` }, 'JWT_PREVIOUS_SECRETS'],
    [
      { JWT_PREVIOUS_SECRETS: 'p'.repeat(32), JWT_PREVIOUS_SECRETS_FILE: '/run/secrets/old' },
      'JWT_PREVIOUS_SECRETS_FILE',
    ],
    [
      {
        PORTAL_ENCRYPTION_PREVIOUS_KEYS: `${Buffer.alloc(32).toString('base64')},${Buffer.alloc(16).toString('base64')}`,
      },
      'PORTAL_ENCRYPTION_PREVIOUS_KEYS',
    ],
  ])('names the bad variable: %j', (env, name) => {
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), ...env })).toThrow(new RegExp(`\\b${name}:`));
  });

  it('reads the providers and scales the rate limits', () => {
    const config = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15550001111',
      SMTP_HOST: 'smtp.example.com',
      SMTP_FROM: 'Portal <no-reply@example.com>',
      PORTAL_RATE_LIMIT_FACTOR: '100',
    });
    expect(config.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+15550001111',
      apiBase: 'https://api.twilio.com',
    });
    // The address alone: every email's display name is its brand's.
    expect(config.smtp).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      from: 'no-reply@example.com',
      senders: {},
    });
    expect(config.limits.loginPerIp.max).toBe(5000);
  });

  it('[issue 25] a brand may send from its own address (SMTP_FROM_PER_BRAND); the others from SMTP_FROM', () => {
    const config = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      SMTP_HOST: 'smtp.example.com',
      SMTP_FROM: 'no-reply@portal.example',
      SMTP_FROM_PER_BRAND: ' acme = no-reply@acme-health.com , sunrise=care@sunrise.example',
    });
    expect(config.smtp).toMatchObject({
      from: 'no-reply@portal.example',
      senders: { acme: 'no-reply@acme-health.com', sunrise: 'care@sunrise.example' },
    });
  });

  it('[issue 26] caregiver invitations: sensible limits unless the operator tunes them', () => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).limits.invitations).toEqual({
      perAccount: { max: 10, windowSeconds: 86_400 },
      perAddress: { max: 3, windowSeconds: 86_400 },
      total: { max: 200, windowSeconds: 3600 },
    });
    const tuned = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      PORTAL_INVITES_PER_ACCOUNT_PER_DAY: '4',
      PORTAL_INVITES_PER_ADDRESS_PER_DAY: '1',
      PORTAL_INVITES_PER_HOUR: '1000',
    }).limits.invitations;
    expect([tuned.perAccount.max, tuned.perAddress.max, tuned.total.max]).toEqual([4, 1, 1000]);
  });

  it.each([
    [
      {},
      {
        mixpanel: false,
        mixpanelApiHost: undefined,
        googleMaps: false,
        onfido: false,
        chatScriptUrl: undefined,
      },
    ],
    [
      { VITE_MIXPANEL_TOKEN: 'tok', VITE_MIXPANEL_API_HOST: 'https://mp.example.com/' },
      { mixpanel: true, mixpanelApiHost: 'https://mp.example.com' },
    ],
    [
      { VITE_MIXPANEL_TOKEN: 'tok', VITE_MIXPANEL_API_HOST: 'http://127.0.0.1:4318' },
      { mixpanelApiHost: 'http://127.0.0.1:4318' },
    ],
    // Without a token the portal sends nothing, wherever the host points.
    [{ VITE_MIXPANEL_API_HOST: 'https://mp.example.com' }, { mixpanel: false, mixpanelApiHost: undefined }],
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

  it.each([
    ['npm start on a development machine', { PORTAL_DEV_OUTBOX: 'development' }, true],
    ['explicitly asked for', { PORTAL_DEV_OUTBOX: '1' }, true],
    ['not asked for', {}, false],
    ['turned off', { PORTAL_DEV_OUTBOX: '0' }, false],
    [
      'npm start in production',
      {
        PORTAL_DEV_OUTBOX: 'development',
        NODE_ENV: 'production',
        DATAPULL_CALLBACK_SECRET: 'c'.repeat(32),
        ...realRecordSource(),
      },
      false,
    ],
    ['npm start under test', { PORTAL_DEV_OUTBOX: 'development', NODE_ENV: 'test' }, false],
    [
      'npm start with a real SMS sender',
      {
        PORTAL_DEV_OUTBOX: 'development',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
      },
      false,
    ],
    [
      'npm start with a real email sender',
      { PORTAL_DEV_OUTBOX: 'development', SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@example.com' },
      false,
    ],
  ])('the development outbox, %s: %s', (_when, env, on) => {
    const keys = {
      JWT_SECRET: 's'.repeat(32),
      PORTAL_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(loadConfig({ ...keys, ...env }).devOutbox).toBe(on);
  });

  it('warns once at start, plainly, while the outbox is on', () => {
    expect(startupWarnings(testConfig({ devOutbox: false }))).toEqual([]);
    const [warning, ...rest] = startupWarnings(testConfig({ devOutbox: true }));
    expect(rest).toEqual([]);
    expect(warning).toMatch(/DEVELOPMENT OUTBOX IS ON/);
    expect(warning).toMatch(/loopback/);
  });

  it('keeps card photos beside the database by default, stops on a bad blob setting, and warns a fleet', () => {
    const dir = dataDir();
    const local = loadConfig({ PORTAL_DATA_DIR: dir });
    expect(local.blobs).toEqual({ kind: 'directory', dir: join(dir, 'blobs') });
    expect(() => loadConfig({ PORTAL_DATA_DIR: dir, PORTAL_BLOB_S3_REGION: 'eu-west-1' })).toThrow(
      /PORTAL_BLOB_S3_REGION: needs PORTAL_BLOB_S3_BUCKET/,
    );
    const fleet = { env: 'production', databaseUrl: 'postgres://db/portal', devOutbox: false } as const;
    expect(startupWarnings({ ...local, ...fleet })).toEqual([
      expect.stringMatching(/card photos .*blobs.*PORTAL_BLOB_S3_BUCKET/is),
    ]);
    const bucket = loadConfig({ PORTAL_DATA_DIR: dir, PORTAL_BLOB_S3_BUCKET: 'card-photos' });
    expect(bucket.blobs).toMatchObject({ kind: 's3', bucket: 'card-photos' });
    expect(startupWarnings({ ...bucket, ...fleet })).toEqual([]);
  });

  it.each([
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.1.2.3, 192.168.0.0/16 ,fd00::/8', ['10.1.2.3', '192.168.0.0/16', 'fd00::/8']],
    ['true', 'error'],
    ['10.0.0.0/40', 'error'],
    ['proxy.internal', 'error'],
    ['10.0.0.1/8/9', 'error'],
  ])('TRUST_PROXY %j → %j', (value, expected) => {
    const parsed = parseTrustProxy(value);
    if (expected === 'error') expect(parsed).toMatchObject({ error: expect.any(String) });
    else expect(parsed).toEqual(expected);
  });

  describe('keys outside the data folder', () => {
    const jwt = 'j'.repeat(40);
    const key = Buffer.alloc(32, 7).toString('base64');
    const files = () => {
      const dir = dataDir();
      writeFileSync(join(dir, 'jwt'), `${jwt}\n`);
      writeFileSync(join(dir, 'key'), key);
      return { JWT_SECRET_FILE: join(dir, 'jwt'), PORTAL_ENCRYPTION_KEY_FILE: join(dir, 'key') };
    };

    it('reads JWT_SECRET_FILE and PORTAL_ENCRYPTION_KEY_FILE and generates nothing', () => {
      const data = dataDir();
      const config = loadConfig({
        PORTAL_DATA_DIR: data,
        NODE_ENV: 'production',
        DATAPULL_CALLBACK_SECRET: 'c'.repeat(32),
        ...realRecordSource(),
        ...files(),
      });
      expect(config.jwtSecret).toBe(jwt);
      expect(config.encryptionKey.equals(Buffer.from(key, 'base64'))).toBe(true);
      expect(existsSync(join(data, 'jwt-secret'))).toBe(false);
      expect(existsSync(join(data, 'encryption-key'))).toBe(false);
    });

    it.each([
      ['no keys at all (they would be generated into the data folder)', {}, 'JWT_SECRET'],
      ['only the signing key', { JWT_SECRET: 's'.repeat(32) }, 'PORTAL_ENCRYPTION_KEY'],
      ['no data-pull callback secret', { JWT_SECRET: 's'.repeat(32) }, 'DATAPULL_CALLBACK_SECRET'],
    ])('refuses to start in production with %s', (_what, env, name) => {
      expect(() => loadConfig({ PORTAL_DATA_DIR: dataDir(), NODE_ENV: 'production', ...env })).toThrow(
        new RegExp(`\\b${name}:.*production`),
      );
    });

    it('refuses in production a key file kept inside the data folder', () => {
      const data = dataDir();
      writeFileSync(join(data, 'jwt'), jwt);
      const env = {
        ...files(),
        JWT_SECRET_FILE: join(data, 'jwt'),
        PORTAL_DATA_DIR: data,
        DATAPULL_CALLBACK_SECRET: 'c'.repeat(32),
        DATABASE_URL: 'postgres://db.internal/portal',
      };
      expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
        /JWT_SECRET_FILE: must be outside/,
      );
      expect(loadConfig(env).jwtSecret).toBe(jwt);
    });

    it('checks what the file holds', () => {
      const dir = dataDir();
      writeFileSync(join(dir, 'short'), 'short');
      expect(() => loadConfig({ JWT_SECRET_FILE: join(dir, 'short') })).toThrow(
        /JWT_SECRET_FILE: the key must be/,
      );
      expect(() => loadConfig({ JWT_SECRET_FILE: join(dir, 'missing') })).toThrow(
        /JWT_SECRET_FILE: cannot read/,
      );
    });
  });
});
