import { authorizeCode, startAuthorization, tokenRequest } from '../../src/modules/patient-apps/testing.js';
import { call } from '../lib/http.js';
import { sessionHeaders, signUp } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import { smartApp } from '../lib/smart-app.js';

const GROUP = 'abuse: SMART authorization (issue 30)';

/**
 * Issue 30: what an app (or whoever stole one of its codes or tokens) tries at the authorization server: a code
 * used twice, PKCE downgraded or its verifier guessed, the redirect_uri changed on the way, scopes widened on
 * refresh beyond what the patient allowed, and a refresh token kept after the patient revoked the app.
 */
export async function abuseSmartAuthCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const { app, fhirBase, send } = smartApp(server, report);

  const patient = async () => sessionHeaders((await signUp(base)).tokens);
  const code = async (headers: Record<string, string>, categories = ['observations' as const]) =>
    authorizeCode({ send, app, fhirBase, patientHeaders: headers, categories: [...categories] });
  const exchange = (got: Awaited<ReturnType<typeof code>>, change: Record<string, string> = {}) =>
    tokenRequest(
      send,
      {
        grant_type: 'authorization_code',
        code: got.code,
        redirect_uri: got.redirectUri,
        code_verifier: got.verifier,
        ...change,
      },
      app,
    );
  const refused = (answer: { statusCode: number; json: Record<string, unknown> }, error: string) => {
    if (answer.statusCode < 400 || answer.json.error !== error)
      throw new Error(`answered ${answer.statusCode} ${String(answer.json.error)}, not ${error}`);
  };

  await report.probe(GROUP, 'a code is exchanged once; its replay gets nothing', async () => {
    const got = await code(await patient());
    const first = await exchange(got);
    if (first.statusCode !== 200) throw new Error(`the first exchange answered ${first.statusCode}`);
    refused(await exchange(got), 'invalid_grant');
  });

  await report.probe(GROUP, 'PKCE cannot be downgraded, left out or guessed', async () => {
    for (const method of ['plain', '']) {
      const answer = await send({
        method: 'GET',
        url: `/oauth/auth?${new URLSearchParams({
          response_type: 'code',
          client_id: app.client_id,
          redirect_uri: app.redirect_uris[0]!,
          scope: 'openid launch/patient patient/*.rs',
          state: 'x',
          ...(method ? { code_challenge: 'a'.repeat(43), code_challenge_method: method } : {}),
        })}`,
      });
      const error = new URL(String(answer.headers.location ?? ''), base).searchParams.get('error');
      if (error !== 'invalid_request')
        throw new Error(`PKCE "${method}" answered ${answer.statusCode} ${error}`);
    }
    const got = await code(await patient());
    refused(await exchange(got, { code_verifier: 'b'.repeat(43) }), 'invalid_grant');
  });

  await report.probe(GROUP, 'a tampered redirect_uri is refused, and never redirected to', async () => {
    const tampered = await startAuthorization({
      send,
      app,
      fhirBase,
      redirectUri: `${app.redirect_uris[0]}/../evil`,
    }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    if (!tampered.startsWith('authorize answered 400')) throw new Error(`authorize: ${tampered}`);
    const got = await code(await patient());
    refused(await exchange(got, { redirect_uri: 'http://localhost:9000/other' }), 'invalid_grant');
  });

  await report.probe(GROUP, 'a refresh cannot widen the scopes beyond what the patient allowed', async () => {
    const got = await code(await patient());
    const token = await exchange(got);
    const refresh = String(token.json.refresh_token ?? '');
    if (!refresh) throw new Error('no refresh token with offline_access');
    refused(
      await tokenRequest(
        send,
        { grant_type: 'refresh_token', refresh_token: refresh, scope: 'launch/patient user/*.rs' },
        app,
      ),
      'invalid_scope',
    );
  });

  await report.probe(GROUP, 'a revoked app’s refresh token gets nothing', async () => {
    const headers = await patient();
    const token = await exchange(await code(headers));
    const grants = await call(base, { method: 'GET', path: '/v1/patient/sharing', headers });
    const grant = (grants.json?.content?.grants ?? []).find((g: { kind: string }) => g.kind === 'app');
    if (!grant) throw new Error('the app is not in the ledger');
    const ended = await call(base, {
      method: 'POST',
      path: `/v1/patient/sharing/${grant.id}/end`,
      headers,
      body: {},
    });
    if (ended.status !== 200) throw new Error(`ending the grant answered ${ended.status}`);
    refused(
      await tokenRequest(
        send,
        { grant_type: 'refresh_token', refresh_token: String(token.json.refresh_token) },
        app,
      ),
      'invalid_grant',
    );
  });
}
