import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { appPerSuite, testApp } from '../test/helpers.js';

const TOKEN = 'm'.repeat(40);
const [pglite] = testDatabases();

describe('GET /metrics', () => {
  const suite = appPerSuite(pglite!, {}, { env: { PORTAL_METRICS_TOKEN: TOKEN } });
  const scrape = (authorization?: string) =>
    suite.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the scraper holding the token, and audits a refusal', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
    // No one is named, so the four refusals are counted in one row (anonymous refusals, issue 26)
    const rows = await suite.db
      .selectFrom('audit_anonymous_refusals')
      .select(['count', 'error_code'])
      .where('resource', '=', '/metrics')
      .execute();
    expect(rows).toEqual([{ count: 4, error_code: 'UNAUTHORIZED' }]);
  });

  it('counts requests by route pattern and status, errors by code, audit writes and the pull queue', async () => {
    await suite.app.inject({ method: 'GET', url: '/healthz' });
    await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass' });
    await suite.app.inject({ method: 'GET', url: '/v1/nothing-here?email=someone@example.com' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/patient\/gatepass",status="401"\} 1/,
    );
    expect(text).toMatch(/http_errors_total\{code="UNAUTHORIZED"\} \d+/);
    expect(text).toMatch(/http_errors_total\{code="NOT_FOUND"\} 1/);
    expect(text).toMatch(/audit_write_duration_seconds_count [1-9]/);
    expect(text).toMatch(/pull_queue_depth \d+/);
    expect(text).toMatch(/process_cpu_seconds_total/);
    // Route patterns only: never the URL a caller sent
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('nothing-here');
  });
});

describe('without PORTAL_METRICS_TOKEN', () => {
  const suite = appPerSuite(pglite!, {}, { env: {} });

  it('has no /metrics route at all (the address is the portal’s, like any other page)', async () => {
    const answer = await suite.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.body).not.toContain('http_request_duration_seconds');
    expect(answer.body).not.toContain('process_cpu_seconds_total');
  });

  it('refuses a token too short to be a secret, naming the setting', async () => {
    await expect(testApp(suite.db, {}, { env: { PORTAL_METRICS_TOKEN: 'short' } })).rejects.toThrow(
      /PORTAL_METRICS_TOKEN: must be at least 32 characters/,
    );
  });
});
