import { softAuthenticator } from '../../src/test/webauthn.js';
import { call, errorCode, loopbackAddress, type Answer, type Call } from '../lib/http.js';
import {
  logIn,
  outboxCode,
  remember,
  sessionHeaders,
  signUp,
  type Patient,
  type Tokens,
} from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

const GROUP = 'abuse: a passkey survives recovery (issue 26 item 4)';
type Key = ReturnType<typeof softAuthenticator>;
type Message = { body: string; code?: string; subject?: string };

/**
 * Issue 26 item 4: an attacker who once had a session (the password and one texted code) adds a passkey; the
 * victim resets the password. The reset must let the victim end what the attacker added, and adding a passkey must
 * tell the victim by text and email with a "this wasn't me" link that removes that factor and signs no one in.
 */
export async function abuseRecoveryCases(server: ServerProcess, report: Report) {
  const base = server.base;
  // The built server without PUBLIC_ORIGIN is a local demo: its relying party is localhost on its own port.
  const rp = { id: 'localhost', origin: `http://localhost:${new URL(base).port}` };
  const attackerFrom = loopbackAddress(60_001);
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path}`);
    return answer;
  };
  const must = (answer: Answer, what: string) => {
    if (answer.status >= 300) throw new Error(`${what} answered ${answer.status} ${errorCode(answer) ?? ''}`);
    return (answer.json?.content ?? {}) as Record<string, unknown>;
  };
  const outbox = async (to: string): Promise<Message[]> => {
    const answer = await call(base, { method: 'GET', path: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
    return (answer.json?.content?.messages ?? []) as Message[];
  };

  /** The victim proves their email, so a security notice goes there as well as to the phone. */
  const verifyEmail = async (victim: Patient) => {
    const headers = sessionHeaders(victim.tokens);
    const started = must(
      await send({ method: 'POST', path: '/v1/account/email/verification', headers, from: victim.from }),
      'email verification',
    );
    const code = await outboxCode(base, victim.email);
    must(
      await send({
        method: 'POST',
        path: '/v1/account/email/verification/confirm',
        headers,
        from: victim.from,
        body: { mfa_token: started.mfa_token, code },
      }),
      'email verification confirm',
    );
  };

  /** The attacker's session adds a passkey of its own, after the step-up code texted to the victim's phone. */
  const plantPasskey = async (victim: Patient, tokens: Tokens): Promise<Key> => {
    const headers = sessionHeaders(tokens);
    const stepUp = must(
      await send({
        method: 'POST',
        path: '/v1/account/step-up',
        headers,
        from: attackerFrom,
        body: { action: 'add_passkey' },
      }),
      'step-up',
    );
    const code = await outboxCode(base, victim.phone);
    const options = must(
      await send({
        method: 'POST',
        path: '/v1/account/passkeys/options',
        headers,
        from: attackerFrom,
        body: { mfa_token: stepUp.mfa_token, code },
      }),
      'passkey options',
    );
    const key = softAuthenticator(rp);
    must(
      await send({
        method: 'POST',
        path: '/v1/account/passkeys',
        headers,
        from: attackerFrom,
        body: { label: 'Backup key', credential: key.create(options as { challenge: string }) },
      }),
      'passkey registration',
    );
    return key;
  };

  const passkeyAlone = async (key: Key) => {
    const options = must(
      await send({ method: 'POST', path: '/v1/login/passwordless/options', from: attackerFrom, body: {} }),
      'passwordless options',
    );
    const credential = key.get(options as { challenge: string }, { discoverable: true });
    return send({ method: 'POST', path: '/v1/login/passwordless', from: attackerFrom, body: { credential } });
  };

  const notMeLinks = async (to: string) => (await outbox(to)).filter((m) => m.body.includes('/not-me#'));

  const victim = await signUp(base);
  await verifyEmail(victim);
  const attacker = await logIn(base, { ...victim, from: attackerFrom });
  let planted: Key | undefined;

  await report.probe(
    GROUP,
    'adding a passkey tells the victim by text and by email, each with a link',
    async () => {
      planted = await plantPasskey(victim, attacker);
      const texts = await notMeLinks(victim.phone);
      const emails = await notMeLinks(victim.email);
      if (texts.length !== 1 || emails.length !== 1) {
        throw new Error(`${texts.length} texts and ${emails.length} emails carry a "this wasn't me" link`);
      }
      for (const m of [...texts, ...emails]) if (m.code) remember('not-me token', m.code);
      if (emails[0]!.body.includes('Backup key')) throw new Error("the attacker's label is in the message");
      return '1 text, 1 email, no attacker text in them';
    },
  );

  let reviewToken: string | undefined;
  await report.probe(
    GROUP,
    'the victim resets the password and removes every passkey and app at once',
    async () => {
      must(
        await send({
          method: 'POST',
          path: '/v1/verify-reset-password/link',
          body: { email: victim.email },
          from: victim.from,
        }),
        'reset link',
      );
      const link = (await outbox(victim.email)).find((m) => /reset-password/.test(m.body));
      if (!link?.code) throw new Error('no reset link in the outbox');
      remember('reset token', link.code);
      const reset = must(
        await send({
          method: 'POST',
          path: '/v1/reset-password',
          body: { token: link.code, password: 'Recovered-Password-41!' },
          from: victim.from,
        }),
        'reset',
      );
      if (typeof reset.review_token !== 'string') throw new Error('the reset answered no factor review');
      reviewToken = reset.review_token;
      remember('review token', reviewToken);
      const review = must(
        await send({
          method: 'POST',
          path: '/v1/recovery/factors',
          body: { review_token: reviewToken },
          from: victim.from,
        }),
        'factor review',
      );
      const factors = review.factors as Array<{ kind: string; label: string }>;
      if (!factors.some((f) => f.kind === 'passkey' && f.label === 'Backup key')) {
        throw new Error("the review does not list the attacker's passkey");
      }
      const removed = must(
        await send({
          method: 'DELETE',
          path: '/v1/recovery/factors',
          body: { review_token: reviewToken },
          from: victim.from,
        }),
        'remove all',
      );
      return `${String(removed.removed)} removed; the phone stays`;
    },
  );

  await report.probe(GROUP, "after recovery the attacker's passkey does not sign in", async () => {
    if (!planted) throw new Error('no passkey was planted');
    const answer = await passkeyAlone(planted);
    if (answer.status !== 400)
      throw new Error(`the passkey alone answered ${answer.status}: the attacker is back in`);
    return `400 ${errorCode(answer) ?? ''}`;
  });

  await report.probe(GROUP, 'the review token opens no session', async () => {
    if (!reviewToken) throw new Error('the reset answered no review token');
    const asSession = await send({
      method: 'GET',
      path: '/v1/patient/gatepass',
      headers: { authorization: `Bearer ${reviewToken}`, 'x-csrftoken': reviewToken },
      from: attackerFrom,
    });
    if (asSession.status !== 401) throw new Error(`as a bearer token it answered ${asSession.status}`);
    return 'bearer 401';
  });

  // A second victim: their own passkey and the attacker's, and the link the attacker's sent them.
  const second = await signUp(base);
  await report.probe(
    GROUP,
    '"this wasn\'t me" removes only the factor it names, ends sessions, signs no one in, works once',
    async () => {
      const own = await plantPasskey(second, second.tokens);
      const intruder = await logIn(base, { ...second, from: attackerFrom });
      const key = await plantPasskey(second, intruder);
      const token = (await notMeLinks(second.phone))[0]?.code;
      if (!token) throw new Error('no "this wasn\'t me" link was texted');
      remember('not-me token', token);
      const asBearer = await send({
        method: 'GET',
        path: '/v1/patient/gatepass',
        headers: { authorization: `Bearer ${token}`, 'x-csrftoken': token },
        from: attackerFrom,
      });
      const asRefresh = await send({
        method: 'GET',
        path: '/v1/refresh-token',
        headers: { 'refresh-authorization': `Bearer ${token}` },
        from: attackerFrom,
      });
      if (asBearer.status !== 401 || asRefresh.status !== 401) {
        throw new Error(`the link's token as a session answered ${asBearer.status}/${asRefresh.status}`);
      }
      const opened = await send({
        method: 'POST',
        path: '/v1/recovery/not-me',
        body: { token },
        from: attackerFrom,
      });
      const content = must(opened, 'not-me');
      const handedOut = Object.keys(content).filter((k) => /token/.test(k));
      if (handedOut.length > 0) throw new Error(`the link answered ${handedOut.join(', ')}`);
      const again = await send({
        method: 'POST',
        path: '/v1/recovery/not-me',
        body: { token },
        from: attackerFrom,
      });
      if (again.status !== 400) throw new Error(`the link used again answered ${again.status}`);
      const attackerKey = await passkeyAlone(key);
      const ownKey = await passkeyAlone(own);
      const session = await send({
        method: 'GET',
        path: '/v1/patient/gatepass',
        headers: sessionHeaders(intruder),
        from: attackerFrom,
      });
      if (attackerKey.status !== 400)
        throw new Error(`the named passkey still answered ${attackerKey.status}`);
      if (ownKey.status !== 200) throw new Error(`the patient's own passkey answered ${ownKey.status}`);
      if (session.status !== 401) throw new Error(`the intruder's session answered ${session.status}`);
      return 'named key 400, own key 200, sessions 401, reuse 400';
    },
  );
}
