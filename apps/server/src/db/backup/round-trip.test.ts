import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as backup } from '../../cli/backup.js';
import { main as restore } from '../../cli/restore.js';
import { testConfig } from '../../config.js';
import { totpCode } from '../../lib/totp.js';
import { DEMO_PATIENT, seedDemoPatient } from '../../modules/accounts/seed.js';
import { ensureDemoPull } from '../../modules/datapull/service.js';
import { drain, testWorker } from '../../modules/datapull/testing.js';
import { testRecordsConfig } from '../../modules/datapull/config.js';
import { SampleRecordSource } from '../../providers/records/sample.js';
import { requester, testApp } from '../../test/helpers.js';
import { softAuthenticator, TEST_RP, type Challenge } from '../../test/webauthn.js';
import { createDatabase, type Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { DATABASE_FILE } from './manifest.js';
import { tableCount } from './queries.js';

/*
 * The restore drill as a test: the demo patient with records, an insurance card photo (in the local blob store),
 * an authenticator app and a passkey is backed up with `npm run backup`, restored with `npm run restore` into a
 * fresh database and blob folder, and signs in there with all of it intact. A wrong key is refused and changes
 * nothing.
 */

const KEY = testConfig().encryptionKey;
const CONFIG = { publicOrigin: `${TEST_RP.origin}/` };
const CREDENTIALS = { email: DEMO_PATIENT.email, password: DEMO_PATIENT.password };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
type Headers = Record<string, string>;

/** Where a database lives, as the environment of `npm run backup` / `restore` names it. */
interface Place {
  env: NodeJS.ProcessEnv;
  /** The card photos' folder the environment names (the local blob store). */
  blobDir: string;
  open(): Promise<Db>;
  /** What is in it, to tell that a refused restore changed nothing. */
  fingerprint(): Promise<string>;
}

interface Engine {
  name: string;
  place(): Promise<Place>;
  cleanUp(): Promise<void>;
}

/** A temporary folder, removed after the suite (a PGlite database is tens of megabytes). */
const temporary: string[] = [];
const temporaryDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Every file under `dir` whose top-level name passes `keep`, by size and time written. */
function filesOf(dir: string, keep: (name: string) => boolean): string {
  const files: string[] = [];
  const walk = (path: string, names: string[]): void => {
    for (const name of names.sort()) {
      const child = join(path, name);
      const stat = statSync(child);
      if (stat.isDirectory()) walk(child, readdirSync(child));
      else files.push(`${child} ${stat.size} ${stat.mtimeMs}`);
    }
  };
  walk(dir, readdirSync(dir).filter(keep));
  return files.join('\n');
}

function pgliteEngine(): Engine {
  return {
    name: 'PGlite',
    async place() {
      const dataDir = temporaryDir('portal-backup-');
      return {
        env: { PORTAL_DATA_DIR: dataDir },
        blobDir: join(dataDir, 'blobs'),
        open: () => createDatabase({ dataDir: join(dataDir, 'pglite') }),
        // The database folder, the blob folder, and what is beside them (a staged or set-aside copy).
        fingerprint: async () =>
          filesOf(dataDir, (name) => name.startsWith('pglite') || name.startsWith('blobs')),
      };
    },
    cleanUp: async () => undefined,
  };
}

function postgresEngine(serverUrl: string): Engine {
  const created: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async place() {
      const name = `portal_backup_${Date.now()}_${randomBytes(3).toString('hex')}`;
      await admin((client) => client.query(`create database "${name}"`));
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const open = () => createDatabase({ url: url.toString(), settings: { poolSize: 2 } });
      const blobParent = temporaryDir('portal-backup-blobs-');
      const blobDir = join(blobParent, 'blobs');
      return {
        env: { DATABASE_URL: url.toString(), PORTAL_BLOB_DIR: blobDir },
        blobDir,
        open,
        fingerprint: async () => {
          const db = await open();
          try {
            const patients = await db.selectFrom('patients').select(['id', 'email']).orderBy('id').execute();
            return JSON.stringify({
              tables: await tableCount(db),
              patients,
              blobs: filesOf(blobParent, () => true),
            });
          } catch {
            return JSON.stringify({ tables: await tableCount(db), blobs: filesOf(blobParent, () => true) });
          } finally {
            await db.destroy();
          }
        },
      };
    },
    cleanUp: () =>
      admin(async (client) => {
        for (const name of created) await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

const engines = [
  pgliteEngine(),
  ...(process.env.TEST_DATABASE_URL ? [postgresEngine(process.env.TEST_DATABASE_URL)] : []),
];

/** What the demo patient sees of their own data; equal before the backup and after the restore. */
async function whatThePatientSees(call: Call, headers: Headers) {
  const get = async (url: string) => {
    const answer = await call('GET', url, headers);
    expect(answer.statusCode, url).toBe(200);
    return answer;
  };
  const insurance = (await get('/v1/patient/insurance')).json().content.insurance as Array<{ id: string }>;
  // The bundle is stamped with the time it was read.
  const { timestamp: _readAt, ...bundle } = (await get('/v1/patient/records/bundle')).json().content;
  return {
    bundle,
    summary: (await get('/v1/patient/records/summary')).json().content,
    insurance,
    card: (await get(`/v1/patient/insurance/${insurance[0]!.id}/card/front`)).rawPayload,
    authenticators: (await get('/v1/account/authenticators')).json().content,
    passkeys: (await get('/v1/account/passkeys')).json().content,
  };
}

type Call = ReturnType<typeof requester>;

/** Runs one of the commands as an operator would, capturing what it prints. */
async function command(
  run: (argv: string[], env: NodeJS.ProcessEnv) => Promise<number>,
  argv: string[],
  env: NodeJS.ProcessEnv,
) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await run(argv, { NODE_ENV: 'test', PATH: process.env.PATH, ...env });
    return { code, output: [...out.mock.calls, ...err.mock.calls].flat().join('\n') };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe.each(engines)('backup and restore on $name', (engine) => {
  let source: Place;
  let folder: string;
  let before: Awaited<ReturnType<typeof whatThePatientSees>>;
  let totpSecret: string;
  const passkey = softAuthenticator(TEST_RP);

  /** The demo patient as they stand after using the portal a while: records, a card photo, two second factors. */
  async function demoPatientInUse(db: Db, blobDir: string) {
    await seedDemoPatient({ db, config: { env: 'development' } });
    await ensureDemoPull({ db, config: { records: testRecordsConfig() }, now: () => new Date() });
    await drain(testWorker(db, new SampleRecordSource({ demoResources: 120 })).worker);

    const { app, messages } = await testApp(db, { ...CONFIG, blobs: { kind: 'directory', dir: blobDir } });
    const call = requester({ app });
    const content = async (answer: ReturnType<Call>) => (await answer).json().content;
    const login = await content(call('POST', '/v1/login', {}, CREDENTIALS));
    await call('POST', '/v1/mfa/choose', {}, { mfa_token: login.mfa_token, method: 'sms' });
    const tokens = await content(
      call(
        'POST',
        '/v1/mfa/confirm',
        {},
        { mfa_token: login.mfa_token, code: messages.lastCodeTo(DEMO_PATIENT.phone) },
      ),
    );
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-csrftoken': tokens.web_token };
    const stepUp = async (action: string) => {
      const started = await content(call('POST', '/v1/account/step-up', headers, { action }));
      return { mfa_token: started.mfa_token, code: messages.lastCodeTo(DEMO_PATIENT.phone) };
    };

    const plan = await call('POST', '/v1/patient/insurance', headers, {
      payer: 'Blue Harbor Health',
      member_id: 'BHH-99817730',
      subscriber_name: 'Alex Rivera',
      subscriber_relationship: 'self',
      front_image: { file_name: 'front.png', content_type: 'image/png', data_base64: PNG.toString('base64') },
    });
    expect(plan.statusCode).toBe(201);

    const added = await content(
      call('POST', '/v1/account/authenticators', headers, {
        label: 'Phone',
        ...(await stepUp('add_authenticator')),
      }),
    );
    totpSecret = added.secret;
    const confirmed = await call('PATCH', '/v1/account/authenticators', headers, {
      id: added.id,
      code: totpCode(totpSecret, new Date()),
    });
    expect(confirmed.statusCode).toBe(200);

    const options = await content(
      call('POST', '/v1/account/passkeys/options', headers, await stepUp('add_passkey')),
    );
    const registered = await call('POST', '/v1/account/passkeys', headers, {
      label: 'Laptop',
      credential: passkey.create(options as Challenge),
    });
    expect(registered.statusCode).toBe(201);

    before = await whatThePatientSees(call, headers);
    await app.close();
  }

  beforeAll(async () => {
    source = await engine.place();
    const db = await source.open();
    try {
      await migrateToLatest(db);
      await demoPatientInUse(db, source.blobDir);
    } finally {
      await db.destroy();
    }
    folder = join(temporaryDir('portal-backups-'), 'nightly');
    const taken = await command(backup, [folder], source.env);
    expect(taken, taken.output).toMatchObject({ code: 0 });
    expect(taken.output).toContain(`Card photos from ${source.blobDir} are in it.`);
  }, 120_000);
  afterAll(() => engine.cleanUp());

  it('restores into a fresh database where the demo patient signs in with every record, card photo and authenticator', async () => {
    const target = await engine.place();
    const restored = await command(restore, [folder], {
      ...target.env,
      PORTAL_ENCRYPTION_KEY: KEY.toString('base64'),
    });
    expect(restored.code, restored.output).toBe(0);
    // The authenticator's seed in its column and the card photo in the blob store (its column is empty).
    expect(restored.output).toMatch(/2 encrypted values opened with the key from PORTAL_ENCRYPTION_KEY/);

    const db = await target.open();
    // A minute on, so the authenticator's code is one it has not used yet.
    const later = () => new Date(Date.now() + 60_000);
    const { app } = await testApp(
      db,
      { ...CONFIG, blobs: { kind: 'directory', dir: target.blobDir } },
      { now: later },
    );
    try {
      const call = requester({ app });
      const login = (await call('POST', '/v1/login', {}, CREDENTIALS)).json().content;
      expect(login).toMatchObject({ methods: ['sms', 'totp'], passkey: true });
      await call('POST', '/v1/mfa/choose', {}, { mfa_token: login.mfa_token, method: 'totp' });
      const signedIn = await call(
        'POST',
        '/v1/mfa/confirm',
        {},
        {
          mfa_token: login.mfa_token,
          code: totpCode(totpSecret, later()),
        },
      );
      expect(signedIn.statusCode).toBe(200);
      const tokens = signedIn.json().content;
      const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-csrftoken': tokens.web_token };
      const after = await whatThePatientSees(call, headers);
      expect(after).toEqual(before);
      expect(after.card.equals(PNG)).toBe(true);
      expect((after.bundle as { entry: unknown[] }).entry.length).toBeGreaterThan(50);

      const options = (await call('POST', '/v1/login/passwordless/options', {}, {})).json().content;
      const withPasskey = await call(
        'POST',
        '/v1/login/passwordless',
        {},
        {
          credential: passkey.get(options as Challenge, { discoverable: true }),
        },
      );
      expect(withPasskey.statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }

    // A database is there now: restoring again needs --force, which replaces it.
    const again = await command(restore, [folder], {
      ...target.env,
      PORTAL_ENCRYPTION_KEY: KEY.toString('base64'),
    });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/is not empty.*: restore into a fresh .*, or pass --force/);
    const forced = await command(restore, [folder, '--force'], {
      ...target.env,
      PORTAL_ENCRYPTION_KEY: KEY.toString('base64'),
    });
    expect(forced.code, forced.output).toBe(0);
    if (engine.name === 'PGlite')
      expect(forced.output).toMatch(/The database that was there is in .*pglite\.before-restore-/);
    expect(forced.output).toMatch(/The card photos that were there are in .*blobs\.before-restore-/);
    const replaced = await target.open();
    try {
      expect(await replaced.selectFrom('patients').select('email').execute()).toEqual([
        { email: DEMO_PATIENT.email },
      ]);
    } finally {
      await replaced.destroy();
    }
  }, 60_000);

  if (engine.name === 'PGlite') {
    it('refuses to back up the embedded database while a server has it open', async () => {
      const db = await source.open();
      try {
        expect(await db.selectFrom('patients').select('email').execute()).toEqual([
          { email: DEMO_PATIENT.email },
        ]);
        const elsewhere = join(temporaryDir('portal-backups-'), 'while-open');
        const refused = await command(backup, [elsewhere], source.env);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/the embedded database in .* is open: stop the server first/);
        expect(readdirSync(join(elsewhere, '..'))).toEqual([]);
      } finally {
        await db.destroy();
      }
    });
  }

  it('says a bucket is not copied, and refuses to restore a folder of photos where a bucket is configured', async () => {
    const bucket = { PORTAL_BLOB_S3_BUCKET: 'card-photos', PORTAL_BLOB_DIR: '' };
    const withBucket = join(temporaryDir('portal-backups-'), 'bucket');
    const taken = await command(backup, [withBucket], { ...source.env, ...bucket });
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toContain(
      'Card photos are in the bucket card-photos, which a backup does not copy: keep versioning on the bucket',
    );
    expect(readdirSync(withBucket).sort()).toEqual(
      [DATABASE_FILE[engine.name === 'PGlite' ? 'pglite' : 'postgresql'], 'manifest.json'].sort(),
    );

    const fresh = await engine.place();
    const freshBefore = await fresh.fingerprint();
    const refused = await command(restore, [folder], {
      ...fresh.env,
      ...bucket,
      PORTAL_ENCRYPTION_KEY: KEY.toString('base64'),
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'the backup holds card photos from a local blob store and the configuration names the bucket card-photos',
    );
    expect(await fresh.fingerprint()).toBe(freshBefore);
  }, 60_000);

  it('refuses a key that does not open the backup’s secrets, naming the problem, and changes nothing', async () => {
    const wrongKey = { PORTAL_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    const fresh = await engine.place();
    const freshBefore = await fresh.fingerprint();
    const intoFresh = await command(restore, [folder], { ...fresh.env, ...wrongKey });
    expect(intoFresh.code).toBe(1);
    expect(intoFresh.output).toContain(
      "the backup's encrypted values do not open with this encryption key (PORTAL_ENCRYPTION_KEY): " +
        'the blob store (card photos) 1 of 1, totp_authenticators.secret 1 of 1 sampled values fail.',
    );
    expect(await fresh.fingerprint()).toBe(freshBefore);

    // Over the database the backup came from, even when told to replace it.
    const sourceBefore = await source.fingerprint();
    const over = await command(restore, [folder, '--force'], { ...source.env, ...wrongKey });
    expect(over.code).toBe(1);
    expect(over.output).toContain('do not open with this encryption key');
    expect(await source.fingerprint()).toBe(sourceBefore);
  }, 60_000);
});
