import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerSuite, errorCodeOf, seedPatientWithSession } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';
import {
  CookieJar,
  launchApp,
  resume,
  startAuthorization,
  TEST_APP,
  TEST_CONFIDENTIAL_APP,
  TEST_FHIR_BASE,
  TEST_ORIGIN,
  tokenRequest,
  type Send,
} from './testing.js';

describe.each(testDatabases())('SMART standalone launch on $name', (database) => {
  const suite = appPerSuite(database, {
    publicOrigin: TEST_ORIGIN,
    patientApps: [TEST_APP, TEST_CONFIDENTIAL_APP],
  });
  const send: Send = (request) => suite.app.inject(request);
  const fhirAccess = (token: string) =>
    suite.app.resolveFhirAccess({
      headers: { authorization: `Bearer ${token}` },
      hostname: 'localhost',
    } as unknown as FastifyRequest);
  const authorizeError = async (query: Record<string, string>) => {
    const answer = await send({ method: 'GET', url: `/oauth/auth?${new URLSearchParams(query)}` });
    const location = answer.headers.location ? new URL(String(answer.headers.location), TEST_ORIGIN) : null;
    return { status: answer.statusCode, location, error: location?.searchParams.get('error') };
  };
  const validQuery = (extra: Record<string, string> = {}) => ({
    response_type: 'code',
    client_id: TEST_APP.client_id,
    redirect_uri: TEST_APP.redirect_uris[0]!,
    scope: 'openid launch/patient patient/*.rs',
    state: 's1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...extra,
  });
  const appRefusals = async (action: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['actor', 'error_code'])
      .where('action', '=', action)
      .where('outcome', '=', 'refused')
      .execute();

  it('[issue 30] a patient launch with PKCE gives the app a token for the patient, fhirUser in the id token', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({ send, patientHeaders: headers });
    expect(token.patient).toBe(patient.id);
    expect(token.token_type).toBe('Bearer');
    expect(token.scope.split(' ')).toEqual(
      expect.arrayContaining(['launch/patient', 'patient/*.rs', 'offline_access']),
    );
    const claims = JSON.parse(Buffer.from(token.id_token!.split('.')[1]!, 'base64url').toString());
    expect(claims.fhirUser).toBe(`${TEST_FHIR_BASE}/Patient/${patient.id}`);
    expect(claims.iss).toBe(TEST_ORIGIN);
    const access = await fhirAccess(token.access_token);
    expect(access).toMatchObject({ access: { patientId: patient.id, clientId: TEST_APP.client_id } });
  });

  it('[issue 30] a confidential app launches with its secret and PKCE', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({
      send,
      patientHeaders: headers,
      app: TEST_CONFIDENTIAL_APP,
      scope: 'openid launch/patient patient/Observation.rs',
    });
    expect(token.patient).toBe(patient.id);
    expect(token.refresh_token).toBeUndefined();
  });

  it('[issue 30] the discovery documents name this brand’s endpoints, S256 only', async () => {
    const answer = await suite.app.inject({ method: 'GET', url: '/.well-known/smart-configuration' });
    const config = answer.json();
    expect(config.token_endpoint).toBe(`${TEST_ORIGIN}/oauth/token`);
    expect(config.code_challenge_methods_supported).toEqual(['S256']);
    expect(config.capabilities).toContain('launch-standalone');
    const oidc = await suite.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(oidc.json().issuer).toBe(TEST_ORIGIN);
    expect(oidc.json().token_endpoint).toBe(`${TEST_ORIGIN}/oauth/token`);
    expect(oidc.json().registration_endpoint).toBeUndefined();
  });

  it('[issue 30] an authorization without PKCE, or with plain PKCE, is refused', async () => {
    const { code_challenge: _c, code_challenge_method: _m, ...withoutPkce } = validQuery();
    expect((await authorizeError(withoutPkce)).error).toBe('invalid_request');
    expect((await authorizeError(validQuery({ code_challenge_method: 'plain' }))).error).toBe(
      'invalid_request',
    );
  });

  it('[issue 30] an unregistered redirect_uri is refused without redirecting there', async () => {
    const refused = await authorizeError(validQuery({ redirect_uri: 'http://localhost:9000/callback/evil' }));
    expect(refused.status).toBe(400);
    expect(refused.location).toBeNull();
  });

  it('[issue 30] a scope the app is not registered for is refused', async () => {
    const refused = await authorizeError(
      validQuery({
        client_id: TEST_CONFIDENTIAL_APP.client_id,
        redirect_uri: TEST_CONFIDENTIAL_APP.redirect_uris[0]!,
        scope: 'openid launch/patient patient/*.rs',
      }),
    );
    expect(refused.error).toBe('invalid_scope');
  });

  it('[issue 30] offline_access gives a refresh token that rotates; the old one is refused; none without it', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({ send, patientHeaders: headers });
    const first = await tokenRequest(send, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token!,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json.refresh_token).not.toBe(token.refresh_token);
    const replay = await tokenRequest(send, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token!,
    });
    expect(replay.json.error).toBe('invalid_grant');
    // a replayed refresh token ends the whole grant: the rotated one too
    const after = await tokenRequest(send, {
      grant_type: 'refresh_token',
      refresh_token: String(first.json.refresh_token),
    });
    expect(after.json.error).toBe('invalid_grant');
    const online = await launchApp({
      send,
      patientHeaders: headers,
      scope: 'openid launch/patient patient/*.rs',
    });
    expect(online.refresh_token).toBeUndefined();
    expect((await appRefusals('oauth.token')).length).toBeGreaterThan(0);
  });

  it('[issue 30] the patient narrows what the app reads: other categories are not allowed', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({ send, patientHeaders: headers, categories: ['observations'] });
    const resolved = await fhirAccess(token.access_token);
    if (!('access' in resolved)) throw new Error(`refused: ${resolved.refused}`);
    expect(resolved.access.allows('Observation', 'search')).toBe(true);
    expect(resolved.access.allows('Patient', 'read')).toBe(true);
    expect(resolved.access.allows('Condition', 'read')).toBe(false);
    expect(resolved.access.allows('Coverage', 'read')).toBe(false);
  });

  it('[issue 30] approving a category the app did not ask for is refused and changes nothing', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const started = await startAuthorization({ send, scope: 'openid launch/patient patient/Observation.rs' });
    const url = `/v1/apps/authorizations/${started.uid}`;
    const read = await send({ method: 'GET', url, headers: { ...headers, cookie: started.jar.header(url) } });
    expect(JSON.parse(read.body).content.categories).toEqual(['observations']);
    const refused = await suite.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...headers, cookie: started.jar.header(`${url}/approve`) },
      payload: { categories: ['observations', 'conditions'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorCodeOf(refused)).toBe('VALIDATION_FAILED');
    const grants = await suite.db
      .selectFrom('access_grants')
      .select('id')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(grants).toHaveLength(0);
    const still = await send({
      method: 'GET',
      url,
      headers: { ...headers, cookie: started.jar.header(url) },
    });
    expect(still.statusCode).toBe(200);
  });

  it('[issue 30] an attacker who starts a flow and has a victim approve it gets no code for the victim', async () => {
    const victim = await seedPatientWithSession(suite.db);
    const attacker = await startAuthorization({ send, jar: new CookieJar() });
    // The victim opens the attacker's consent page in their own browser: no binding cookie for this uid
    const url = `/v1/apps/authorizations/${attacker.uid}`;
    const read = await send({ method: 'GET', url, headers: victim.headers });
    expect(read.statusCode).toBe(404);
    const approve = await suite.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: victim.headers,
      payload: { categories: ['observations'] },
    });
    expect(approve.statusCode).toBe(404);
    expect(errorCodeOf(approve)).toBe('NOT_FOUND');
    const deny = await suite.app.inject({ method: 'POST', url: `${url}/deny`, headers: victim.headers });
    expect(deny.statusCode).toBe(404);
    // The attacker resumes in their own browser: still waiting for an answer, so no code
    const resumed = await resume(send, attacker.jar, `/oauth/auth/${attacker.uid}`);
    expect(resumed.code).toBeUndefined();
    const grants = await suite.db
      .selectFrom('access_grants')
      .select('id')
      .where('patient_id', '=', victim.patient.id)
      .execute();
    expect(grants).toHaveLength(0);
    const refusals = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'error_code'])
      .where('patient_id', '=', victim.patient.id)
      .where('resource', '=', 'apps.authorization')
      .where('outcome', '=', 'refused')
      .execute();
    expect(refusals).toHaveLength(3);
  });

  it('[issue 30] a denial sends the app access_denied', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const started = await startAuthorization({ send });
    const url = `/v1/apps/authorizations/${started.uid}/deny`;
    const denied = await suite.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie: started.jar.header(url) },
    });
    expect(denied.statusCode).toBe(200);
    const resumed = await resume(send, started.jar, denied.json().content.redirect_to);
    expect(resumed.location?.searchParams.get('error')).toBe('access_denied');
    expect(resumed.code).toBeUndefined();
  });

  it('[issue 30] ending the ledger grant ends the app’s access and refresh at once; introspection says inactive', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({ send, patientHeaders: headers });
    const list = await suite.app.inject({ method: 'GET', url: '/v1/patient/sharing', headers });
    const grant = list.json().content.grants.find((g: { kind: string }) => g.kind === 'app');
    expect(grant.app).toMatchObject({ client_id: TEST_APP.client_id, name: TEST_APP.name });
    const ended = await suite.app.inject({
      method: 'POST',
      url: `/v1/patient/sharing/${grant.id}/end`,
      headers,
      payload: {},
    });
    expect(ended.statusCode).toBe(200);
    expect(await fhirAccess(token.access_token)).toEqual({ refused: 'revoked' });
    const refresh = await tokenRequest(send, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token!,
    });
    expect(refresh.json.error).toBe('invalid_grant');
    const introspect = await send({
      method: 'POST',
      url: '/oauth/token/introspection',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token.access_token, client_id: TEST_APP.client_id }).toString(),
    });
    expect(JSON.parse(introspect.body)).toEqual({ active: false });
  });

  it('[issue 30] the app’s own revocation ends its refresh token and its row in the patient’s sharing list; introspection of it is inactive', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({ send, patientHeaders: headers });
    const revoked = await send({
      method: 'POST',
      url: '/oauth/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token.refresh_token!, client_id: TEST_APP.client_id }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    const refresh = await tokenRequest(send, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token!,
    });
    expect(refresh.json.error).toBe('invalid_grant');
    const introspect = await send({
      method: 'POST',
      url: '/oauth/token/introspection',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token.access_token, client_id: TEST_APP.client_id }).toString(),
    });
    expect(JSON.parse(introspect.body)).toEqual({ active: false });
    // The patient no longer sees the app as connected, and reads why it ended
    const list = await suite.app.inject({ method: 'GET', url: '/v1/patient/sharing', headers });
    const grant = list.json().content.grants.find((g: { kind: string }) => g.kind === 'app');
    expect(grant).toMatchObject({ status: 'ended', ended_reason: { code: 'app_disconnected' } });
    const audited = await suite.db
      .selectFrom('audit_log')
      .select(['actor', 'patient_id', 'outcome'])
      .where('action', '=', 'oauth.revoke')
      .execute();
    expect(audited).toContainEqual({
      actor: `app:${TEST_APP.client_id}`,
      patient_id: patient.id,
      outcome: 'success',
    });
  });

  it('[issue 30] a code is good once', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const started = await startAuthorization({ send });
    const url = `/v1/apps/authorizations/${started.uid}/approve`;
    const approved = await suite.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie: started.jar.header(url) },
      payload: { categories: ['observations'] },
    });
    const { code } = await resume(send, started.jar, approved.json().content.redirect_to);
    const form = {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: TEST_APP.redirect_uris[0]!,
      code_verifier: started.verifier,
    };
    expect((await tokenRequest(send, form)).statusCode).toBe(200);
    expect((await tokenRequest(send, form)).json.error).toBe('invalid_grant');
  });
});
