import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError } from '../../lib/encryption.js';
import { loadBlobConfig } from './config.js';
import { directoryStore } from './directory.js';
import { createBlobStore } from './index.js';
import { s3Store, type S3Settings } from './s3.js';
import { sealedStore } from './sealed.js';
import { BlobStoreError } from './types.js';

const KEY = randomBytes(32);
const KEYS = { encryptionKey: KEY, encryptionPreviousKeys: [] };
/** A PNG's signature and some bytes: what must never be readable in a file or a bucket. */
const PHOTO = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(4096)]);
const FRONT = 'insurance/p1/plan1/front/0a1b';
const BACK = 'insurance/p1/plan1/back/0c2d';
const tempDir = () => mkdtempSync(join(tmpdir(), 'blob-test-'));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());

describe('the local directory store', () => {
  const dir = tempDir();
  const store = sealedStore(directoryStore(dir), KEYS);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a photo encrypted in a file only the server user reads, and gives it back whole', async () => {
    await store.put(FRONT, PHOTO);
    const file = join(dir, ...FRONT.split('/'));
    expect(filesUnder(dir)).toEqual([FRONT.split('/').join('/')]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).includes(PHOTO.subarray(8, 64))).toBe(false);
    expect((await store.get(FRONT))?.equals(PHOTO)).toBe(true);
  });

  it('answers nothing for a key it does not hold, and deletes (twice) without complaint', async () => {
    expect(await store.get('insurance/p1/plan1/front/none')).toBeUndefined();
    await store.put(BACK, PHOTO);
    await store.delete(BACK);
    await store.delete(BACK);
    expect(await store.get(BACK)).toBeUndefined();
  });

  it('leaves no empty folder behind its last file, and keeps the folders others still use', async () => {
    const own = tempDir();
    const local = directoryStore(`${own}/`);
    await local.put('insurance/p1/plan1/front/a', PHOTO);
    await local.put('insurance/p1/plan2/back/b', PHOTO);
    await local.delete('insurance/p1/plan1/front/a');
    expect(readdirSync(join(own, 'insurance', 'p1'))).toEqual(['plan2']);
    await local.delete('insurance/p1/plan2/back/b');
    expect(readdirSync(own)).toEqual([]);
    await local.put('insurance/p1/plan2/back/c', PHOTO);
    expect((await local.get('insurance/p1/plan2/back/c'))?.equals(PHOTO)).toBe(true);
    rmSync(own, { recursive: true, force: true });
  });

  it('refuses a file moved under another key: it does not decrypt there', async () => {
    await store.put(FRONT, PHOTO);
    const other = 'insurance/p2/plan9/front/0a1b';
    await directoryStore(dir).put(other, Buffer.alloc(0));
    renameSync(join(dir, ...FRONT.split('/')), join(dir, ...other.split('/')));
    await expect(store.get(other)).rejects.toThrow(DecryptionError);
  });

  it.each(['../outside', 'insurance/../../etc/passwd', '/absolute', 'a//b', 'Upper/Case', 'a/b/'])(
    'refuses the key %s before touching the disk',
    async (key) => {
      await expect(store.put(key, PHOTO)).rejects.toThrow(BlobStoreError);
      await expect(store.get(key)).rejects.toThrow(BlobStoreError);
    },
  );
});

/** A free port on this machine, for a server that is not listening there. */
const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

describe('the S3 store, against an S3-protocol server (s3rver)', () => {
  const dir = tempDir();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'card-photos', configs: [] }],
  });
  let settings: S3Settings;
  beforeAll(async () => {
    const { port } = await server.run();
    settings = {
      bucket: 'card-photos',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix: 'portal/',
      timeoutMs: 2000,
    };
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads and deletes a photo under the prefix; the bucket holds only ciphertext', async () => {
    const store = createBlobStore({ kind: 's3', ...settings }, KEYS);
    await store.put(FRONT, PHOTO);
    expect((await store.get(FRONT))?.equals(PHOTO)).toBe(true);
    const raw = await s3Store(settings).get(FRONT);
    expect(raw?.length).toBe(PHOTO.length + 45);
    expect(raw?.includes(PHOTO.subarray(8, 64))).toBe(false);
    const bucketFiles = filesUnder(dir).map((f) => readFileSync(join(dir, f)));
    expect(bucketFiles.some((bytes) => bytes.equals(raw!))).toBe(true);
    expect(bucketFiles.some((bytes) => bytes.includes(PHOTO.subarray(8, 64)))).toBe(false);
    expect(await s3Store({ ...settings, prefix: '' }).get(FRONT)).toBeUndefined();
    await store.delete(FRONT);
    expect(await store.get(FRONT)).toBeUndefined();
    await store.delete(FRONT);
  });

  it('refuses an object copied under another key (another plan’s, another side’s)', async () => {
    const store = createBlobStore({ kind: 's3', ...settings }, KEYS);
    await store.put(FRONT, PHOTO);
    await s3Store(settings).put(BACK, (await s3Store(settings).get(FRONT))!);
    await expect(store.get(BACK)).rejects.toThrow(DecryptionError);
  });

  it('names the failed step, never the key or bytes, when the bucket or the server is not there', async () => {
    const missing = s3Store({ ...settings, bucket: 'no-such-bucket' });
    await expect(missing.put(FRONT, PHOTO)).rejects.toThrow(/^object store put failed: NoSuchBucket$/);
    const down = s3Store({ ...settings, endpoint: `http://127.0.0.1:${await freePort()}`, timeoutMs: 500 });
    const error = await down.get(FRONT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobStoreError);
    expect(String(error)).not.toContain('plan1');
  });
});

describe('loadBlobConfig', () => {
  const data = '/srv/portal/.data';
  it.each([
    ['nothing: a directory beside the database', {}, { kind: 'directory', dir: '/srv/portal/.data/blobs' }],
    ['PORTAL_BLOB_DIR, relative to the repository', { PORTAL_BLOB_DIR: 'photos' }, { dir: '/repo/photos' }],
    [
      'a bucket with its endpoint, path style and keys',
      {
        PORTAL_BLOB_S3_BUCKET: 'card-photos',
        PORTAL_BLOB_S3_ENDPOINT: 'https://s3.example.com',
        PORTAL_BLOB_S3_FORCE_PATH_STYLE: '1',
        PORTAL_BLOB_S3_ACCESS_KEY_ID: 'id',
        PORTAL_BLOB_S3_SECRET_ACCESS_KEY: 'secret',
        PORTAL_BLOB_S3_PREFIX: 'portal/',
      },
      {
        kind: 's3',
        bucket: 'card-photos',
        region: 'us-east-1',
        endpoint: 'https://s3.example.com',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        prefix: 'portal/',
      },
    ],
    [
      'a bucket alone: the SDK’s own credentials',
      { PORTAL_BLOB_S3_BUCKET: 'cards' },
      { credentials: undefined },
    ],
  ])('reads %s', (_case, env, expected) => {
    expect(loadBlobConfig(env, data, 'production', '/repo')).toMatchObject(expected);
  });

  it.each([
    ['a region without a bucket', { PORTAL_BLOB_S3_REGION: 'eu-west-1' }, /PORTAL_BLOB_S3_REGION: needs/],
    [
      'a directory and a bucket',
      { PORTAL_BLOB_DIR: '/x', PORTAL_BLOB_S3_BUCKET: 'cards' },
      /PORTAL_BLOB_DIR: give PORTAL_BLOB_DIR or PORTAL_BLOB_S3_BUCKET, not both/,
    ],
    [
      'half the keys',
      { PORTAL_BLOB_S3_BUCKET: 'cards', PORTAL_BLOB_S3_ACCESS_KEY_ID: 'id' },
      /PORTAL_BLOB_S3_ACCESS_KEY_ID: .* go together/,
    ],
    ['a bucket name S3 refuses', { PORTAL_BLOB_S3_BUCKET: 'Card_Photos' }, /PORTAL_BLOB_S3_BUCKET: must be/],
    [
      'an endpoint with a path',
      { PORTAL_BLOB_S3_BUCKET: 'cards', PORTAL_BLOB_S3_ENDPOINT: 'https://s3.example.com/cards' },
      /PORTAL_BLOB_S3_ENDPOINT: must be an http\(s\) origin/,
    ],
    [
      'a plain-http endpoint in production',
      { PORTAL_BLOB_S3_BUCKET: 'cards', PORTAL_BLOB_S3_ENDPOINT: 'http://minio:9000' },
      /PORTAL_BLOB_S3_ENDPOINT: must be https in production/,
    ],
  ])('stops the start on %s, naming the setting', (_case, env, message) => {
    expect(() => loadBlobConfig(env, data, 'production', '/repo')).toThrow(message);
  });
});
