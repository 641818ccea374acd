import { describe, expect, it } from 'vitest';
import {
  isValidOnfidoSignature,
  OnfidoClient,
  onfidoConfigFromEnv,
  OnfidoError,
  onfidoSignature,
  parseOnfidoWebhook,
  type OnfidoConfig,
} from './onfido.js';
import {
  imageFacts,
  SANDBOX_FAIL_MARKER,
  sandboxImagesDecision,
  sandboxLicenceDecision,
  sandboxSsnDecision,
} from './sandbox.js';

describe('sandbox verifier outcomes', () => {
  const png = Buffer.from('\x89PNG fake image bytes');

  it.each([
    ['id-front.png', 'selfie.png', png, true],
    ['FAIL-id.png', 'selfie.png', png, false],
    ['id.png', 'selfie-will-fail.jpg', png, false],
    ['id.png', 'selfie.png', Buffer.concat([png, Buffer.from(SANDBOX_FAIL_MARKER)]), false],
  ])('[IDV-1] document %j with selfie %j passes: %s', (documentName, selfieName, bytes, passed) => {
    const decision = sandboxImagesDecision([imageFacts(documentName, bytes), imageFacts(selfieName, png)]);
    expect(decision.passed).toBe(passed);
    expect(decision.providerRef).toMatch(/^sandbox-document-/);
  });

  it('keeps the hash of an image, which identifies it without keeping it', () => {
    const facts = imageFacts('id.png', png);
    expect(facts.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(facts)).not.toContain(png);
  });

  it.each([
    ['D1234567', true],
    ['fail1234', false],
    ['A12FAIL9', false],
  ])('[IDV-6] licence number %j passes: %s', (number, passed) => {
    const licence = { number, state: 'CA', issue_date: '2020-01-01', expiry_date: '2030-01-01' };
    expect(sandboxLicenceDecision(licence).passed).toBe(passed);
  });

  it.each([
    ['123-45-6789', true],
    ['123-45-9999', false],
  ])('[IDV-7] SSN %j passes: %s, and its reference never carries it', (ssn, passed) => {
    const decision = sandboxSsnDecision(ssn);
    expect(decision.passed).toBe(passed);
    expect(JSON.stringify(decision)).not.toContain(ssn.replace(/-/g, '').slice(0, 5));
  });
});

describe('Onfido webhook signature', () => {
  const token = 'webhook-token-123';
  const raw =
    '{"payload":{"resource_type":"check","action":"check.completed","object":{"id":"chk_1","status":"complete"}}}';

  it('[IDV-1] accepts the HMAC-SHA256 of the raw body made with the webhook token', () => {
    expect(isValidOnfidoSignature(raw, onfidoSignature(raw, token), token)).toBe(true);
    expect(isValidOnfidoSignature(Buffer.from(raw), onfidoSignature(raw, token).toUpperCase(), token)).toBe(
      true,
    );
  });

  it.each([
    ['no signature', undefined],
    ['a malformed signature', 'not-hex'],
    ['another token', onfidoSignature(raw, 'other-token')],
    ['a body changed after signing', onfidoSignature(raw.replace('chk_1', 'chk_2'), token)],
  ])('[IDV-1] refuses %s', (_name, signature) => {
    expect(isValidOnfidoSignature(raw, signature, token)).toBe(false);
  });

  it('reads the check id and action out of an event', () => {
    expect(parseOnfidoWebhook(JSON.parse(raw))).toEqual({
      resourceType: 'check',
      action: 'check.completed',
      objectId: 'chk_1',
      status: 'complete',
    });
    expect(parseOnfidoWebhook({ payload: {} })).toBeNull();
    expect(parseOnfidoWebhook(null)).toBeNull();
  });
});

describe('Onfido REST client', () => {
  const config: OnfidoConfig = {
    apiToken: 'api_sandbox.abc',
    webhookToken: 'wh',
    region: 'us',
    referrer: 'https://portal.example.com/*',
    applicationId: 'app-123',
  };

  function recordingFetch(responses: Array<{ status: number; body: unknown }>) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift()!;
      return new Response(JSON.stringify(next.body), { status: next.status });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it('[IDV-2] creates an applicant, then an SDK token bound to the referrer, on API v3.6', async () => {
    const { calls, fetchImpl } = recordingFetch([
      { status: 201, body: { id: 'applicant-1' } },
      { status: 200, body: { token: 'sdk-token-1' } },
    ]);
    const session = await new OnfidoClient(config, fetchImpl).startDocumentSession({
      first_name: 'Ana',
      last_name: 'López',
      date_of_birth: '1990-02-03',
      email: 'ana@example.com',
    });
    expect(session).toEqual({
      providerRef: 'applicant-1',
      onfido: { sdkToken: 'sdk-token-1', applicantId: 'applicant-1', applicationId: 'app-123' },
    });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.us.onfido.com/v3.6/applicants',
      'https://api.us.onfido.com/v3.6/sdk_token',
    ]);
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Token token=api_sandbox.abc');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      first_name: 'Ana',
      last_name: 'López',
      dob: '1990-02-03',
      email: 'ana@example.com',
    });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      applicant_id: 'applicant-1',
      referrer: 'https://portal.example.com/*',
    });
  });

  it('reports a failed call by operation and status, without the response body', async () => {
    const { fetchImpl } = recordingFetch([{ status: 422, body: { error: { message: 'dob Ana López' } } }]);
    const client = new OnfidoClient(config, fetchImpl);
    const error = await client.createCheck('applicant-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OnfidoError);
    expect((error as Error).message).toBe('Onfido create check failed with HTTP 422');
  });

  it.each([
    [{}, null],
    [{ ONFIDO_API_TOKEN: 'a' }, null],
    [{ ONFIDO_API_TOKEN: 'a', ONFIDO_WEBHOOK_TOKEN: 'b' }, 'eu'],
    [{ ONFIDO_API_TOKEN: 'a', ONFIDO_WEBHOOK_TOKEN: 'b', ONFIDO_REGION: 'ca' }, 'ca'],
  ])('is configured only with both tokens: %j', (env, region) => {
    expect(onfidoConfigFromEnv(env, 'https://portal.example.com')?.region ?? null).toBe(region);
  });

  it.each([
    ['https://portal.example.com', 'https://portal.example.com/*'],
    ['https://portal.example.com/some/path?q=1', 'https://portal.example.com/*'],
    ['http://localhost:8080/', 'http://localhost:8080/*'],
  ])('[IDV-2] binds the SDK token to our own origin %s, never to any referrer', (origin, referrer) => {
    const env = { ONFIDO_API_TOKEN: 'a', ONFIDO_WEBHOOK_TOKEN: 'b', ONFIDO_REFERRER: '*://*/*' };
    expect(onfidoConfigFromEnv(env, origin)?.referrer).toBe(referrer);
  });

  it('[IDV-2] refuses to turn Onfido on without a public origin to bind its tokens to', () => {
    const env = { ONFIDO_API_TOKEN: 'a', ONFIDO_WEBHOOK_TOKEN: 'b' };
    expect(() => onfidoConfigFromEnv(env, undefined)).toThrow(/PUBLIC_ORIGIN/);
  });
});
