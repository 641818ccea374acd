import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRecordsConfig } from './config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'records-config-'));
const keyFile = path.join(dir, 'key.pem');
writeFileSync(
  keyFile,
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fhir = (env: Record<string, string>) => ({
  RECORD_SOURCES: 'fhir',
  FHIR_CLIENT_ID: 'portal',
  FHIR_PRIVATE_KEY_FILE: keyFile,
  DATAPULL_CALLBACK_SECRET: 'x'.repeat(32),
  ...env,
});

describe('the records configuration refuses to start', () => {
  it.each([
    [
      '[SEC-1] a plain-http FHIR server',
      fhir({ FHIR_BASE_URL: 'http://fhir.example.org' }),
      /FHIR_BASE_URL: must be an https URL/,
    ],
    [
      '[SEC-1] a plain-http token endpoint',
      fhir({ FHIR_BASE_URL: 'https://fhir.example.org', FHIR_TOKEN_URL: 'http://auth.example.org/token' }),
      /FHIR_TOKEN_URL: must be an https URL/,
    ],
    [
      '[SEC-1] FHIR_ALLOW_HTTP in production',
      fhir({ NODE_ENV: 'production', FHIR_BASE_URL: 'http://fhir.example.org', FHIR_ALLOW_HTTP: '1' }),
      /FHIR_ALLOW_HTTP: must not be on in production/,
    ],
    [
      '[PULL-1] records for self-asserted identities in production',
      {
        NODE_ENV: 'production',
        RECORDS_REQUIRED_ASSURANCE: 'self_asserted',
        DATAPULL_CALLBACK_SECRET: 'x'.repeat(32),
      },
      /RECORDS_REQUIRED_ASSURANCE/,
    ],
    [
      '[SEC-1] the sample records in production, asked for or by default',
      { NODE_ENV: 'production', DATAPULL_CALLBACK_SECRET: 'x'.repeat(32) },
      /RECORD_SOURCES: the sample source .* refused in production/,
    ],
    [
      '[SEC-1] the sample records beside a real source in production',
      fhir({
        NODE_ENV: 'production',
        RECORD_SOURCES: 'fhir,sample',
        FHIR_BASE_URL: 'https://fhir.example.org',
      }),
      /RECORD_SOURCES: the sample source/,
    ],
  ])('%s', (_name, env, message) => {
    expect(() => loadRecordsConfig(env, dir)).toThrow(message);
  });

  it('accepts https, and plain http only when a test asks for it outside production', () => {
    expect(loadRecordsConfig(fhir({ FHIR_BASE_URL: 'https://fhir.example.org' }), dir).fhir).toMatchObject({
      allowHttp: false,
      timeoutMs: 30_000,
    });
    const local = fhir({ FHIR_BASE_URL: 'http://127.0.0.1:8089', FHIR_ALLOW_HTTP: '1' });
    expect(loadRecordsConfig(local, dir).fhir).toMatchObject({ allowHttp: true });
    expect(loadRecordsConfig({}, dir).requiredAssurance).toBe('document');
    expect(
      loadRecordsConfig(fhir({ NODE_ENV: 'production', FHIR_BASE_URL: 'https://fhir.example.org' }), dir)
        .sources,
    ).toEqual(['fhir']);
  });
});
