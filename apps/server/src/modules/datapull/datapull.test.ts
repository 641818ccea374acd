import type { DataPullStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { normaliseResource } from '../../fhir/normalise.js';
import { RecordSourceError } from '../../providers/records/types.js';
import { testDatabases } from '../../test/databases.js';
import {
  completeOnboardingGates,
  insertHipaaAuthorization,
  seedPatientWithSession,
  appPerSuite,
  recordRowCount,
} from '../../test/helpers.js';
import { testRecordsConfig } from './config.js';
import { signCallback } from '../../lib/webhook-signature.js';
import {
  changingSource,
  drain,
  failingSource,
  fixedSampleSource,
  sampleImport,
  testWorker,
} from './testing.js';

const FILE = 'Josue_Sipes_7d27f180-98d6-456d-98c0-d91df32cd023.json.gz';
const { imported, expectedRows } = sampleImport(FILE);
const expectedByType = imported.reduce<Record<string, number>>((acc, e) => {
  acc[e.resource!.resourceType] = (acc[e.resource!.resourceType] ?? 0) + 1;
  return acc;
}, {});
describe.each(testDatabases())('the data pull on $name', (database) => {
  const config = testRecordsConfig();

  const suite = appPerSuite(database, { records: config });

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await suite.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  /** A patient past HIPAA and the address step, as the address step leaves them when it starts the pull. */
  const onboardedPatient = async () => {
    const seeded = await seedPatientWithSession(suite.db);
    await completeOnboardingGates(suite.db, seeded.patient.id);
    return seeded;
  };
  const init = async (headers: Record<string, string>, refresh?: boolean) => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/v1/datapull/init',
      headers,
      payload: refresh ? { refresh } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().content as DataPullStatus;
  };

  it('[PULL-1] init queues a pull, the worker imports it, status and process status report per source and type', async () => {
    const { patient, headers } = await onboardedPatient();
    const before = await get('/v1/datapull/status', headers);
    expect(before.body.content).toMatchObject({ pull_id: null, state: 'not_started', sources: [] });

    const queued = await init(headers);
    expect(queued.state).toBe('queued');
    expect(queued.sources).toEqual([
      expect.objectContaining({ source: 'sample', state: 'queued', fetched: 0 }),
    ]);
    expect((await get('/v1/patient/gatepass', headers)).body.content.data_pull.state).toBe('queued');

    const { worker } = testWorker(suite.db, fixedSampleSource(`synthea:${FILE}`), config);
    expect(await drain(worker)).toBe(1);

    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(status.state).toBe('succeeded');
    expect(status.completed_at).not.toBeNull();
    expect(status.last_updated_at).not.toBeNull();
    const [sample] = status.sources;
    expect(sample).toMatchObject({ source: 'sample', state: 'succeeded', attempts: 1, error: null });
    expect(sample!.fetched).toBe(imported.length);
    expect(sample!.stored).toBe(imported.length);
    expect(sample!.failed).toBe(0);
    expect(Object.fromEntries(sample!.resource_types.map((t) => [t.resource_type, t.fetched]))).toEqual(
      expectedByType,
    );

    const process = (await get('/v1/datapull/process/status', headers)).body.content;
    expect(process).toMatchObject({
      state: 'succeeded',
      percent: 100,
      processed: imported.length,
      failed: 0,
    });
    expect(process.categories.find((c: { category: string }) => c.category === 'encounters').count).toBe(
      expectedByType.Encounter,
    );
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows);
    expect((await get('/v1/patient/gatepass', headers)).body.content.data_pull.state).toBe('succeeded');
    const imports = await suite.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'resource', 'outcome'])
      .where('patient_id', '=', patient.id)
      .where('action', '=', 'import')
      .execute();
    expect(imports).toEqual([
      { actor: 'system', action: 'import', resource: 'records.pull.sample', outcome: 'success' },
    ]);
  });

  const verified = {
    identity_status: 'verified',
    identity_method: 'document',
    identity_assurance: 'document',
  };
  const allGates = { ...verified, hipaa_signed_at: new Date(), primary_address_at: new Date() };
  const DAY = 86_400_000;
  const HIPAA_MESSAGES = [
    /^HIPAA_AUTHORIZATION_NOT_CURRENT - Your HIPAA authorization has expired or was revoked/,
    /^HIPAA_AUTHORIZATION_NOT_CURRENT - Su autorización HIPAA venció o fue revocada/,
  ] as const;
  it.each([
    [
      '[SEC-1] an identity not verified (everything else done)',
      { identity_status: 'pending', hipaa_signed_at: new Date(), primary_address_at: new Date() },
      { expires_at: new Date(Date.now() + DAY) },
      'IDENTITY_ASSURANCE_TOO_LOW',
      [
        /^IDENTITY_ASSURANCE_TOO_LOW - Please verify your identity with a photo ID/,
        /^IDENTITY_ASSURANCE_TOO_LOW - Verifique su identidad/,
      ],
    ],
    ['neither HIPAA signed nor an address saved', verified, undefined, 'ONBOARDING_INCOMPLETE', undefined],
    [
      'HIPAA signed but no address saved',
      { ...verified, hipaa_signed_at: new Date() },
      { expires_at: new Date(Date.now() + DAY) },
      'ONBOARDING_INCOMPLETE',
      undefined,
    ],
    [
      // the address step comes after the authorization: with it saved, the authorization is missing because it
      // was revoked (revoking clears the gate), and signing it again is what the patient must be told
      '[HIPAA-1] an address saved and the authorization since revoked',
      { ...verified, primary_address_at: new Date() },
      undefined,
      'HIPAA_AUTHORIZATION_NOT_CURRENT',
      HIPAA_MESSAGES,
    ],
    [
      '[HIPAA-1] an authorization that expired',
      allGates,
      { expires_at: new Date(Date.now() - 1000) },
      'HIPAA_AUTHORIZATION_NOT_CURRENT',
      HIPAA_MESSAGES,
    ],
    [
      '[HIPAA-1] an authorization that was revoked',
      allGates,
      { expires_at: new Date(Date.now() + DAY), revoked_at: new Date() },
      'HIPAA_AUTHORIZATION_NOT_CURRENT',
      HIPAA_MESSAGES,
    ],
  ] as const)(
    '[PULL-1] init with %s is refused (403, en/es) and starts nothing',
    async (_name, gates, authorization, code, messages) => {
      const { patient, headers } = await seedPatientWithSession(suite.db);
      await suite.db.updateTable('onboarding').set(gates).where('patient_id', '=', patient.id).execute();
      if (authorization) {
        await insertHipaaAuthorization(suite.db, patient.id);
        await suite.db
          .updateTable('hipaa_authorizations')
          .set(authorization)
          .where('patient_id', '=', patient.id)
          .execute();
      }
      const [en, es] = messages ?? [
        /^ONBOARDING_INCOMPLETE - Please sign the HIPAA authorization/,
        /^ONBOARDING_INCOMPLETE - Firme la autorización HIPAA/,
      ];
      for (const [language, message] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const res = await suite.app.inject({
          method: 'POST',
          url: '/v1/datapull/init',
          headers: { ...headers, 'accept-language': language },
          payload: {},
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatch(message);
        expect(res.json().error.startsWith(`${code} - `)).toBe(true);
      }
      expect((await get('/v1/datapull/status', headers)).body.content).toMatchObject({
        pull_id: null,
        state: 'not_started',
      });
      expect((await get('/v1/patient/gatepass', headers)).body.content.data_pull.state).toBe('not_started');
      const pulls = await suite.db
        .selectFrom('data_pulls')
        .select('id')
        .where('patient_id', '=', patient.id)
        .execute();
      expect(pulls).toEqual([]);
    },
  );

  it('[HIPAA-1] a queued pull whose authorization is revoked before it runs imports nothing', async () => {
    const { patient, headers } = await onboardedPatient();
    await init(headers);
    const revoke = await suite.app.inject({ method: 'DELETE', url: '/v1/signup/hipaa', headers });
    expect(revoke.statusCode).toBe(200);
    await drain(testWorker(suite.db, fixedSampleSource(`synthea:${FILE}`), config).worker);
    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(status.state).toBe('failed');
    // Revoking takes the patient back to the HIPAA step: signing again is what is missing, and the refusal says so.
    expect(status.sources[0]).toMatchObject({
      state: 'failed',
      error: 'HIPAA_AUTHORIZATION_NOT_CURRENT',
      stored: 0,
    });
    expect(await recordRowCount(suite.db, patient.id)).toBe(0);
  });

  it('[PULL-1] init while a pull is queued or done returns that pull instead of starting another', async () => {
    const { headers } = await onboardedPatient();
    const first = await init(headers);
    const second = await init(headers);
    expect(second.pull_id).toBe(first.pull_id);
    await drain(testWorker(suite.db, fixedSampleSource(`synthea:${FILE}`), config).worker);
    expect((await init(headers)).pull_id).toBe(first.pull_id);
    const refreshed = await init(headers, true);
    expect(refreshed.pull_id).not.toBe(first.pull_id);
    expect(refreshed.state).toBe('queued');
  });

  it('[PULL-3] pulling the same records again stores every source resource once (update health record)', async () => {
    const { patient, headers } = await onboardedPatient();
    const { worker } = testWorker(suite.db, fixedSampleSource(`synthea:${FILE}`), config);
    await init(headers);
    await drain(worker);
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows);
    await init(headers, true);
    await drain(worker);
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows);
    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(status.state).toBe('succeeded');
    expect(status.sources[0]!.stored).toBe(imported.length);
  });

  it('[PULL-3] a re-pull reconciles: what the source dropped is removed and counted, what it changed is updated in place', async () => {
    const { patient, headers } = await onboardedPatient();
    const entries = [...imported];
    const { worker } = testWorker(suite.db, changingSource(entries), config);
    await init(headers);
    await drain(worker);
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows);

    // The source now lacks two conditions and one immunization, and one condition's text changed.
    const dropped = [
      ...entries.filter((e) => e.resource!.resourceType === 'Condition').slice(0, 2),
      ...entries.filter((e) => e.resource!.resourceType === 'Immunization').slice(0, 1),
    ];
    const changed = entries.find((e) => e.resource!.resourceType === 'Condition' && !dropped.includes(e))!;
    const changedId = changed.resource!.id!;
    entries.splice(0, entries.length, ...imported.filter((e) => !dropped.includes(e)));
    entries[entries.indexOf(changed)] = {
      ...changed,
      resource: { ...changed.resource!, code: { text: 'Renamed at the source' } } as never,
    };
    await init(headers, true);
    await drain(worker);

    const droppedRows = dropped.flatMap((e) => normaliseResource(e.resource!)).length;
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows - droppedRows);
    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    const removed = Object.fromEntries(
      status.sources[0]!.resource_types.map((t) => [t.resource_type, t.removed]),
    );
    expect(removed).toMatchObject({ Condition: 2, Immunization: 1, Encounter: 0 });
    expect(status.sources[0]!.removed).toBe(3);
    const conditions = (await get('/v1/patient/records?category=conditions&limit=500', headers)).body.content;
    const renamed = JSON.stringify(conditions);
    expect(renamed).toContain('Renamed at the source');
    expect(renamed).not.toContain(dropped[0]!.resource!.id!);
    expect(renamed).toContain(changedId);
  });

  it('[PULL-3] a re-pull keeps a record the source still has but that can no longer be read', async () => {
    const { patient, headers } = await onboardedPatient();
    const entries = [...imported];
    const { worker } = testWorker(suite.db, changingSource(entries), config);
    await init(headers);
    await drain(worker);
    const index = entries.findIndex((e) => e.resource!.resourceType === 'Condition');
    const condition = entries[index]!;
    // Still at the source, but now malformed (a coding that is not a list): it cannot be stored again, and
    // must not vanish from the patient's record because of it.
    entries[index] = {
      resource: { ...condition.resource!, code: { coding: 'not a list' } } as never,
    };
    await init(headers, true);
    await drain(worker);
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows);
    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(status.sources[0]).toMatchObject({ failed: 1, removed: 0 });
  });

  it('[PULL-3] a retryable failure mid-import is retried with backoff and resumes after its checkpoint', async () => {
    const { patient, headers } = await onboardedPatient();
    const source = failingSource(
      fixedSampleSource(`synthea:${FILE}`),
      450,
      new RecordSourceError('SOURCE_UNAVAILABLE', 'down', true),
    );
    // A backoff long enough that a slow machine cannot reach the retry inside the first drain
    const slowBackoff = { ...config, worker: { ...config.worker, backoffMs: 600 } };
    const { worker } = testWorker(suite.db, source, slowBackoff);
    await init(headers);
    await drain(worker);
    const failedOnce = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(failedOnce.state).toBe('running');
    expect(failedOnce.sources[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      error: 'SOURCE_UNAVAILABLE',
    });
    // Batches of 100 entries: the first four committed before the failure at entry 451.
    expect(failedOnce.sources[0]!.stored).toBeGreaterThan(0);
    expect(failedOnce.sources[0]!.stored).toBeLessThan(imported.length);

    await new Promise((r) => setTimeout(r, slowBackoff.worker.backoffMs * 2));
    await drain(worker);
    const done = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(done.sources[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(done.sources[0]!.fetched).toBe(imported.length);
    expect(done.sources[0]!.stored).toBe(imported.length);
    expect(await recordRowCount(suite.db, patient.id)).toBe(expectedRows);
    expect(source.calls).toBe(2);
  });

  it('fails the pull (and the gatepass) when a source fails for good', async () => {
    const { headers } = await onboardedPatient();
    const source = failingSource(
      fixedSampleSource(`synthea:${FILE}`),
      10,
      new RecordSourceError('SOURCE_AUTH_FAILED', 'no', false),
    );
    await init(headers);
    await drain(testWorker(suite.db, source, config).worker);
    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(status).toMatchObject({ state: 'failed' });
    expect(status.sources[0]).toMatchObject({ state: 'failed', error: 'SOURCE_AUTH_FAILED', attempts: 1 });
    expect((await get('/v1/patient/gatepass', headers)).body.content.data_pull.state).toBe('failed');
    // A retry is a new pull.
    expect((await init(headers, true)).state).toBe('queued');
  });

  it('gives up after the configured attempts when the source stays unavailable', async () => {
    const { headers } = await onboardedPatient();
    const source = failingSource(
      fixedSampleSource(`synthea:${FILE}`),
      0,
      new RecordSourceError('SOURCE_UNAVAILABLE', 'down', true),
      99,
    );
    const { worker } = testWorker(suite.db, source, config);
    await init(headers);
    for (let i = 0; i < config.worker.maxAttempts; i++) {
      await new Promise((r) => setTimeout(r, config.worker.backoffMs * 2 ** i + 20));
      await drain(worker);
    }
    const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
    expect(status.sources[0]).toMatchObject({
      state: 'failed',
      attempts: config.worker.maxAttempts,
      error: 'SOURCE_UNAVAILABLE',
    });
  });

  it('two workers claim different jobs (SKIP LOCKED) and each job runs once', async () => {
    const a = await onboardedPatient();
    const b = await onboardedPatient();
    await init(a.headers);
    await init(b.headers);
    const source = fixedSampleSource(`synthea:${FILE}`);
    const one = testWorker(suite.db, source, config, 'worker-one').worker;
    const two = testWorker(suite.db, source, config, 'worker-two').worker;
    const [ranOne, ranTwo] = await Promise.all([one.runOnce(), two.runOnce()]);
    expect([ranOne, ranTwo]).toEqual([true, true]);
    for (const p of [a, b]) {
      const status = (await get('/v1/datapull/status', p.headers)).body.content as DataPullStatus;
      expect(status.sources[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
      expect(await recordRowCount(suite.db, p.patient.id)).toBe(expectedRows);
    }
  });

  describe('the completion callbacks', () => {
    const post = async (url: string, payload: object, sign: { secret?: string; at?: number } = {}) => {
      const raw = JSON.stringify(payload);
      const at = sign.at ?? Math.floor(Date.now() / 1000);
      const res = await suite.app.inject({
        method: 'POST',
        url,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-portal-timestamp': String(at),
          'x-portal-signature': signCallback(sign.secret ?? config.callbackSecret, raw, at),
        },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const queuedJob = async () => {
      const { patient, headers } = await onboardedPatient();
      await init(headers);
      const job = await suite.db
        .selectFrom('data_pull_jobs')
        .select('id')
        .where('patient_id', '=', patient.id)
        .executeTakeFirstOrThrow();
      return { job, headers };
    };

    it('[PULL-1] a signed success completes the job through the same service as in-process sources', async () => {
      const { job, headers } = await queuedJob();
      const res = await post('/v1/datapull/success', { event_id: 'evt-success-1', job_id: job.id });
      expect(res.status).toBe(200);
      const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
      expect(status.state).toBe('succeeded');
      expect((await get('/v1/patient/gatepass', headers)).body.content.data_pull.state).toBe('succeeded');
    });

    it('[PULL-1] a signed error fails the job', async () => {
      const { job, headers } = await queuedJob();
      const payload = { event_id: 'evt-error-1', job_id: job.id, code: 'PATIENT_NOT_FOUND' };
      expect((await post('/v1/datapull/error', payload)).status).toBe(200);
      const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
      expect(status.sources[0]).toMatchObject({ state: 'failed', error: 'PATIENT_NOT_FOUND' });
    });

    it.each([
      ['a wrong key', { secret: 'not-the-secret-not-the-secret-not-the-secret' }],
      ['a stale timestamp', { at: Math.floor(Date.now() / 1000) - 3600 }],
    ])('refuses a callback signed with %s and changes nothing', async (_name, sign) => {
      const { job, headers } = await queuedJob();
      const res = await post('/v1/datapull/success', { event_id: 'evt-signed', job_id: job.id }, sign);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('WEBHOOK_SIGNATURE_INVALID - The signature is not valid.');
      expect(((await get('/v1/datapull/status', headers)).body.content as DataPullStatus).state).toBe(
        'queued',
      );
    });

    it.each(['/v1/datapull/success', '/v1/datapull/error'])(
      '[PULL-1] refuses an unsigned callback to %s with a signature error, not a login prompt',
      async (url) => {
        const { job, headers } = await queuedJob();
        for (const [language, error] of [
          ['en', 'WEBHOOK_SIGNATURE_INVALID - The signature is not valid.'],
          ['es', 'WEBHOOK_SIGNATURE_INVALID - La firma no es válida.'],
        ] as const) {
          const res = await suite.app.inject({
            method: 'POST',
            url,
            headers: { 'accept-language': language },
            payload: { event_id: 'evt-unsigned', job_id: job.id, code: 'PATIENT_NOT_FOUND' },
          });
          expect(res.statusCode).toBe(401);
          expect(res.json().error).toBe(error);
        }
        expect(((await get('/v1/datapull/status', headers)).body.content as DataPullStatus).state).toBe(
          'queued',
        );
      },
    );

    it('answers not found for an unknown job', async () => {
      const payload = { event_id: 'evt-unknown-job', job_id: '00000000-0000-4000-8000-000000000000' };
      expect((await post('/v1/datapull/success', payload)).status).toBe(404);
    });

    it('[PULL-1] [SEC-1] a replayed error callback (same signed bytes, inside the 5 minutes) changes nothing the second time', async () => {
      const { job } = await queuedJob();
      const event = { event_id: 'evt-replay-1', job_id: job.id, code: 'SOURCE_UNAVAILABLE', retryable: true };
      expect((await post('/v1/datapull/error', event)).status).toBe(200);
      // The worker has taken the job up again and is importing.
      await suite.db
        .updateTable('data_pull_jobs')
        .set({ state: 'running', lease_owner: 'worker-a', lease_until: new Date(Date.now() + 60_000) })
        .where('id', '=', job.id)
        .execute();
      const replay = await post('/v1/datapull/error', event);
      expect(replay.status).toBe(200);
      const after = await suite.db
        .selectFrom('data_pull_jobs')
        .select(['state', 'lease_owner'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ state: 'running', lease_owner: 'worker-a' });
    });

    it('[PULL-1] a retried success (the same event) is answered again and applied once', async () => {
      const { job, headers } = await queuedJob();
      const event = { event_id: 'evt-retry-1', job_id: job.id };
      expect((await post('/v1/datapull/success', event)).status).toBe(200);
      expect((await post('/v1/datapull/success', event)).status).toBe(200);
      expect(((await get('/v1/datapull/status', headers)).body.content as DataPullStatus).state).toBe(
        'succeeded',
      );
    });

    it('[PULL-3] a success whose first delivery died after it was recorded (kill -9) is applied by the retry', async () => {
      const { job, headers } = await queuedJob();
      const event = { event_id: 'evt-crash-1', job_id: job.id };
      expect((await post('/v1/datapull/success', event)).status).toBe(200);
      // As if the process died once the event was recorded, before the job and the pull changed.
      const { pull_id } = await suite.db
        .selectFrom('data_pull_jobs')
        .select('pull_id')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      await suite.db
        .updateTable('data_pull_jobs')
        .set({ state: 'queued' })
        .where('id', '=', job.id)
        .execute();
      await suite.db.updateTable('data_pulls').set({ state: 'queued' }).where('id', '=', pull_id).execute();
      expect((await post('/v1/datapull/success', event)).status).toBe(200);
      expect(((await get('/v1/datapull/status', headers)).body.content as DataPullStatus).state).toBe(
        'succeeded',
      );
    });

    it('[PULL-1] [SEC-1] refuses an event id reused with other content (409 CALLBACK_REPLAYED, en/es) and changes nothing', async () => {
      const { job, headers } = await queuedJob();
      expect(
        (
          await post('/v1/datapull/error', {
            event_id: 'evt-reuse-1',
            job_id: job.id,
            code: 'A',
            retryable: true,
          })
        ).status,
      ).toBe(200);
      const res = await post('/v1/datapull/error', { event_id: 'evt-reuse-1', job_id: job.id, code: 'B' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        'CALLBACK_REPLAYED - This event was already received with different content.',
      );
      const status = (await get('/v1/datapull/status', headers)).body.content as DataPullStatus;
      expect(status.sources[0]).toMatchObject({ state: 'queued', error: 'A' });
    });

    it('[SEC-2] a job id that is not a UUID is refused with 400, not a server error', async () => {
      const res = await post('/v1/datapull/success', { event_id: 'evt-bad-id', job_id: 'not-a-uuid' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^VALIDATION_FAILED - /);
    });
  });

  it('[SEC-1] the pull endpoints need a session', async () => {
    for (const [method, url] of [
      ['POST', '/v1/datapull/init'],
      ['GET', '/v1/datapull/status'],
      ['GET', '/v1/datapull/process/status'],
    ] as const) {
      expect((await suite.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
