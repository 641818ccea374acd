import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertBlobKey, BlobStoreError, type BlobStore } from './types.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, Ceph, R2…) or a test server; AWS's own endpoint when absent. */
  endpoint?: string | undefined;
  /** `bucket` in the path rather than the host name: most S3-compatible services need it. */
  forcePathStyle: boolean;
  /** Static keys; absent, the SDK's own chain (instance role, web identity, AWS_* variables) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, so one bucket can hold several deployments' objects. */
  prefix: string;
  /** Per request, so a stuck store answers a request with an error rather than holding it. */
  timeoutMs: number;
}

/** Names the failed step and the service's error code: never the key's owner nor the object's bytes. */
const failure = (step: string, error: unknown) =>
  new BlobStoreError(
    `object store ${step} failed: ${error instanceof S3ServiceException ? error.name : error instanceof Error ? error.name : 'error'}`,
  );

/**
 * An S3-compatible bucket. What reaches it is already encrypted (sealed.ts), so the bucket, its replicas and
 * its backups hold no readable photo; server-side encryption, if the bucket has it, is a second layer.
 */
export function s3Store(settings: S3Settings, client = s3Client(settings)): BlobStore {
  const target = (key: string) => {
    assertBlobKey(key);
    return { Bucket: settings.bucket, Key: `${settings.prefix}${key}` };
  };
  return {
    name: 's3',
    async put(key, bytes) {
      try {
        await client.send(
          new PutObjectCommand({ ...target(key), Body: bytes, ContentType: 'application/octet-stream' }),
        );
      } catch (error) {
        throw failure('put', error);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(target(key)));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw failure('get', error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand(target(key)));
      } catch (error) {
        throw failure('delete', error);
      }
    },
  };
}

function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 3,
    requestHandler: { requestTimeout: settings.timeoutMs, connectionTimeout: settings.timeoutMs },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}
