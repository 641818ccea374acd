import { describe, expect, it, onTestFinished } from 'vitest';
import { bundledBrands, getBrand, installBrands } from '@portal/brands';
import { testConfig } from './config.js';
import { contentSecurityPolicy, NO_THIRD_PARTIES } from './http/security-headers.js';
import { idToken } from './modules/accounts/tokens.js';
import { appPerSuite, seedPatientWithSession, testApp } from './test/helpers.js';
import { testDatabases } from './test/databases.js';

describe.each(testDatabases())('the HTTP foundation on $name', (database) => {
  const suite = appPerSuite(database);
  /** The addresses anonymous refusals at a route were counted under. */
  const refusedFrom = async (resource: string) =>
    (
      await suite.db
        .selectFrom('audit_anonymous_refusals')
        .select('ip')
        .where('resource', '=', resource)
        .where('error_code', '=', 'UNAUTHORIZED')
        .execute()
    ).map((r) => r.ip);

  it.each(['/v1/patient/gatepass', '/v1/nope', '/home', '/missing.js'])(
    '[SEC-5][IFRAME-2] sends the security headers on %s',
    async (url) => {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('[SEC-5] [IFRAME-2] sends the strict policy by default and widens it only for configured third parties', async () => {
    const strict = await suite.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(strict.headers['content-security-policy']).toBe(contentSecurityPolicy(NO_THIRD_PARTIES));
    // Maps for one brand (a brand of the config only: the app serves the brands it was started with)
    const brands = [
      ...bundledBrands,
      { ...getBrand('acme')!, id: 'newco', services: { googleMapsKey: 'key' } },
    ];
    onTestFinished(() => installBrands(bundledBrands));
    const { app: withMaps } = await testApp(suite.db, {
      brands,
      thirdParties: { ...NO_THIRD_PARTIES, onfido: true },
    });
    const res = await withMaps.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { host: 'newco.portal.example' },
    });
    const other = await withMaps.inject({ method: 'GET', url: '/v1/nothing-here' });
    await withMaps.close();
    const thirdParties = { ...NO_THIRD_PARTIES, googleMaps: true, onfido: true };
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(thirdParties));
    expect(res.headers['content-security-policy']).toContain('https://maps.googleapis.com');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin');
    expect(other.headers['content-security-policy']).not.toContain('https://maps.googleapis.com');
  });

  it('[SEC-5] marks /v1 answers no-store', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/v1/patient/gatepass', 200],
    ['/%761/patient/gatepass', 200],
    ['/v1/patient/%67atepass', 200],
    ['/v1/patient/gatepass?x=/../', 200],
    ['/v1//patient/gatepass', 404],
  ])(
    '[SEC-5] marks every answer of a /v1 route no-store, however its URL is spelled: %s',
    async (url, status) => {
      const { headers } = await seedPatientWithSession(suite.db);
      const res = await suite.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each([
    ['one trusted hop', 1],
    ['the proxy’s CIDR', ['10.0.0.0/8']],
  ])(
    '[SEC-4] with %s, an X-Forwarded-For the client wrote does not change its address (audit, rate limits)',
    async (_name, trustProxy) => {
      const { app: proxied } = await testApp(suite.db, { trustProxy });
      // The client sends "X-Forwarded-For: 6.6.6.6"; the proxy (10.0.0.2) appends the address it saw.
      const res = await proxied.inject({
        method: 'GET',
        url: '/v1/patient/gatepass/property',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
      });
      await proxied.close();
      expect(res.statusCode).toBe(401);
      // An anonymous refusal is counted by address (issue 26): under the proxy's client, never the forged one
      const ips = await refusedFrom('gatepass.property');
      expect(ips).toContain('198.51.100.7');
      expect(ips).not.toContain('6.6.6.6');
    },
  );

  it('[SEC-4] without a trusted proxy, X-Forwarded-For is ignored', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/gatepass/property',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(res.statusCode).toBe(401);
    const ips = await refusedFrom('gatepass.property');
    expect(ips).toContain('198.51.100.9');
    expect(ips).not.toContain('6.6.6.6');
  });

  it('[SEC-5] sends HSTS only over https (behind a trusted proxy)', async () => {
    const { app: proxied } = await testApp(suite.db, { trustProxy: 1 });
    const https = await proxied.inject({
      method: 'GET',
      url: '/v1/nope',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const http = await proxied.inject({ method: 'GET', url: '/v1/nope' });
    await proxied.close();
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an unknown /v1 path with a NOT_FOUND envelope, in Spanish when asked', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/v1/nope',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status_code: 404,
      status_text: 'Not Found',
      error: 'NOT_FOUND - No se encontró.',
    });
  });

  it.each([
    ['broken JSON', '{"key":', 'application/json'],
    ['a wrong content type', 'key=1', 'text/plain'],
  ])('[SEC-2] refuses %s with a 4xx envelope, never a 500', async (_name, payload, type) => {
    const { headers } = await seedPatientWithSession(suite.db);
    const res = await suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/gatepass/property',
      headers: { ...headers, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toMatch(/^VALIDATION_FAILED - /);
  });

  it('[SEC-2] names the bad field in the caller’s language', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const en = await suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/gatepass/property',
      headers,
      payload: { key: 'is_admin', value: true },
    });
    const es = await suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/gatepass/property',
      headers: { ...headers, 'accept-language': 'es' },
      payload: { key: 'is_admin', value: true },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status_code: 400,
      status_text: 'Bad Request',
      error: 'VALIDATION_FAILED - Setting is not a setting you can change.',
      params: { field: 'key', key: 'property_key_invalid' },
    });
    expect(es.json().error).toBe('VALIDATION_FAILED - Ajuste: no es un ajuste que pueda cambiar.');
  });

  it('refuses a protected route without a valid access token (401)', async () => {
    const none = await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass' });
    const forged = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/gatepass',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(none.statusCode).toBe(401);
    expect(forged.json().error).toMatch(/^UNAUTHORIZED - /);
  });

  it('[AUTH-8] refuses a state-changing call whose X-CSRFToken does not match, and changes nothing', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const payload = { key: 'welcome_seen', value: true };
    for (const csrf of [undefined, 'not-the-web-token']) {
      const res = await suite.app.inject({
        method: 'PUT',
        url: '/v1/patient/gatepass/property',
        headers: { authorization: headers.authorization, ...(csrf ? { 'x-csrftoken': csrf } : {}) },
        payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/^CSRF_MISMATCH - /);
    }
    const rows = await suite.db
      .selectFrom('patient_properties')
      .selectAll()
      .where('patient_id', '=', patient.id)
      .execute();
    expect(rows).toEqual([]);
  });

  describe('Id-Authorization', () => {
    const gatepass = (headers: Record<string, string>) =>
      suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    const secret = testConfig().jwtSecret;

    type Own = { own: string; expired: string };
    it.each<[string, (t: Own) => string | undefined]>([
      ['absent', () => undefined],
      ['the patient’s own id token', (t) => t.own],
      ['the patient’s own id token as Bearer', (t) => `Bearer ${t.own}`],
      ['the patient’s own id token, expired (the access token vouches for freshness)', (t) => t.expired],
    ])('[API-1] accepts a request whose Id-Authorization is %s', async (_case, pick) => {
      const { headers, tokens, patient } = await seedPatientWithSession(suite.db);
      const expired = await idToken(patient, 'carebridge', secret, new Date(Date.now() - 24 * 3600_000));
      const id = pick({ own: tokens.id_token, expired });
      const res = await gatepass({ ...headers, ...(id ? { 'id-authorization': id } : {}) });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['another patient’s id token', 'other'],
      ['an id token signed with another key', 'forged'],
      ['an access token instead of an id token', 'access'],
      ['not a token at all', 'garbage'],
    ])('[API-1] refuses %s with 401 TOKEN_INVALID, in the caller’s language', async (_case, kind) => {
      const { headers, tokens, patient } = await seedPatientWithSession(suite.db);
      const other = await seedPatientWithSession(suite.db);
      const id = {
        other: other.tokens.id_token,
        forged: await idToken(
          patient,
          'carebridge',
          'another-secret-another-secret-another-secret',
          new Date(),
        ),
        access: tokens.access_token,
        garbage: 'a.b.c',
      }[kind]!;
      const en = await gatepass({ ...headers, 'id-authorization': id });
      const es = await gatepass({ ...headers, 'id-authorization': id, 'accept-language': 'es' });
      expect(en.statusCode).toBe(401);
      expect(en.json()).toEqual({
        status_code: 401,
        status_text: 'Unauthorized',
        error: 'TOKEN_INVALID - Your sign-in could not be verified. Please log in again.',
      });
      expect(es.json().error).toBe(
        'TOKEN_INVALID - No se pudo verificar su inicio de sesión. Vuelva a iniciar sesión.',
      );
    });

    it('[AUTH-8] refuses a change sent with another patient’s id token, and changes nothing', async () => {
      const { headers, patient } = await seedPatientWithSession(suite.db);
      const other = await seedPatientWithSession(suite.db);
      const res = await suite.app.inject({
        method: 'PUT',
        url: '/v1/patient/gatepass/property',
        headers: { ...headers, 'id-authorization': other.tokens.id_token },
        payload: { key: 'welcome_seen', value: true },
      });
      expect(res.json().error).toMatch(/^TOKEN_INVALID - /);
      const rows = await suite.db
        .selectFrom('patient_properties')
        .selectAll()
        .where('patient_id', 'in', [patient.id, other.patient.id])
        .execute();
      expect(rows).toEqual([]);
    });
  });
});
