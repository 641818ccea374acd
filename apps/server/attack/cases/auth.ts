import { createHmac } from 'node:crypto';
import { TOTP } from 'otpauth';
import { call, errorCode, loopbackAddress, type Answer, type Call } from '../lib/http.js';
import {
  logIn,
  newIdentity,
  outboxCode,
  remember,
  sessionHeaders,
  signUp,
  type Patient,
  type Tokens,
} from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

const GROUP = 'auth and session';
/**
 * One login attempt (one mfa_token) may have at most this many wrong codes compared, whatever the attacker does
 * between them (re-sends, switching to email, re-choosing the authenticator app). The rule is 5 tries per code (a
 * new code sent starts afresh, re-choosing the app does not), and 10 codes checked per account per hour across
 * everything; the bound is that hourly limit, so it catches fresh tries that escape it (25 with five re-sends,
 * unbounded per re-choice).
 */
export const GUESS_CAP_PER_LOGIN = 10;
/** Known-email vs unknown-email failed logins: medians within this ratio. */
export const TIMING_BOUND = 0.25;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const hmac = (input: string, key: string) => createHmac('sha256', key).update(input).digest('base64url');

/** A token with the server's own key but claims and header of our choosing: tests each check on its own. */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>, key: string | undefined) {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${key ? hmac(input, key) : ''}`;
}

let addressCounter = 0;
/** A loopback address no other probe uses: a machine of its own for the per-address limits. */
const freshAddress = () => loopbackAddress(40_000 + (addressCounter += 1));

export async function authCases(
  server: ServerProcess,
  report: Report,
  extra: { nonLoopback?: ServerProcess },
) {
  const base = server.base;
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path}`);
    return answer;
  };
  const gatepass = (headers: Record<string, string>, from?: string) =>
    send({ method: 'GET', path: '/v1/patient/gatepass', headers, ...(from ? { from } : {}) });

  const alice = await signUp(base);
  const bob = await signUp(base);
  const key = server.dataFile('jwt-secret');
  const claims = decode(alice.tokens.access_token);
  const now = Math.floor(Date.now() / 1000);
  const refused = async (name: string, token: string, extraHeaders: Record<string, string> = {}) => {
    const answer = await gatepass({ authorization: `Bearer ${token}`, ...extraHeaders });
    report.check(GROUP, name, answer.status === 401, `status ${answer.status} ${errorCode(answer) ?? ''}`);
  };

  // The genuine token works, so every refusal below is about the one thing changed.
  const genuine = await gatepass({ authorization: `Bearer ${alice.tokens.access_token}` });
  report.check(
    GROUP,
    'a genuine access token is accepted (control)',
    genuine.status === 200,
    `status ${genuine.status}`,
  );

  await refused('alg none is refused', forge({ alg: 'none', typ: 'JWT' }, claims, undefined));
  await refused('alg "None" with a signature is refused', forge({ alg: 'None', typ: 'JWT' }, claims, key));
  await refused(
    'HS256/RS256 confusion: an RS256 header over an HMAC signature is refused',
    forge({ alg: 'RS256', typ: 'JWT' }, claims, key),
  );
  if (key) {
    const hs = { alg: 'HS256', typ: 'JWT' };
    await refused(
      'an expired token is refused',
      forge(hs, { ...claims, iat: now - 3600, exp: now - 60 }, key),
    );
    await refused(
      'a not-yet-valid token (nbf and iat in the future) is refused',
      forge(hs, { ...claims, iat: now + 3600, nbf: now + 3600, exp: now + 7200 }, key),
    );
    await refused(
      'a token for another audience is refused',
      forge(hs, { ...claims, aud: 'https://other-service.example' }, key),
    );
    await refused(
      'an id-token audience on an access token is refused',
      forge(hs, { ...claims, aud: decode(alice.tokens.id_token).aud }, key),
    );
    await refused(
      'a token from another issuer is refused',
      forge(hs, { ...claims, iss: 'https://evil.example' }, key),
    );
    await refused(
      'a token with token_use "id" is refused as access',
      forge(hs, { ...claims, token_use: 'id' }, key),
    );
    await refused(
      'a token with no token_use is refused as access',
      forge(hs, Object.fromEntries(Object.entries(claims).filter(([k]) => k !== 'token_use')), key),
    );
    await refused(
      'a token naming another patient with our own session is refused',
      forge(hs, { ...claims, sub: decode(bob.tokens.access_token).sub }, key),
    );
  } else {
    report.skip(
      GROUP,
      'claim checks with the server key',
      'no jwt-secret in the data dir (key format changed?)',
    );
  }
  await refused('the id token is refused as an access token', alice.tokens.id_token);
  await refused('the refresh token is refused as an access token', alice.tokens.refresh_token);
  await refused('the web token is refused as an access token', alice.tokens.web_token);
  await refused(
    "another patient's id token beside a valid access token is refused",
    alice.tokens.access_token,
    {
      'id-authorization': `Bearer ${bob.tokens.id_token}`,
    },
  );

  await report.probe(
    GROUP,
    'a replayed older refresh token revokes its family (the newest token fails next)',
    async () => {
      const p = await signUp(base);
      const refresh = (token: string) =>
        send({
          method: 'GET',
          path: '/v1/refresh-token',
          headers: { 'refresh-authorization': token },
          from: p.from,
        });
      const first = await refresh(p.tokens.refresh_token);
      if (first.status !== 200) throw new Error(`first refresh answered ${first.status}`);
      // The patient's tab moved on once more, so the first token is no longer the one just rotated (the grace
      // for two tabs refreshing at once covers only that one).
      const second = await refresh((first.json.content as Tokens).refresh_token);
      if (second.status !== 200) throw new Error(`second refresh answered ${second.status}`);
      const newest = second.json.content as Tokens;
      const replay = await refresh(p.tokens.refresh_token);
      if (replay.status !== 401) throw new Error(`the replayed token answered ${replay.status}`);
      const next = await refresh(newest.refresh_token);
      if (next.status !== 401)
        throw new Error(`the newest token still works after the replay (${next.status})`);
      const access = await gatepass({ authorization: `Bearer ${newest.access_token}` });
      if (access.status !== 401) throw new Error(`the family's access token still works (${access.status})`);
      return 'replay 401, newest 401, access 401';
    },
  );

  await report.probe(
    GROUP,
    'CSRF: missing, wrong, and from another session are refused; nothing changes',
    async () => {
      const path = '/v1/patient/gatepass/property';
      const set = (csrf: string | undefined) =>
        send({
          method: 'PUT',
          path,
          headers: {
            authorization: `Bearer ${alice.tokens.access_token}`,
            ...(csrf === undefined ? {} : { 'x-csrftoken': csrf }),
          },
          body: { key: 'welcome_seen', value: true },
        });
      const answers = [await set(undefined), await set('not-the-token'), await set(bob.tokens.web_token)];
      const statuses = answers.map((a) => a.status);
      if (statuses.some((s) => s !== 403)) throw new Error(`statuses ${statuses.join(', ')}`);
      const read = await send({ method: 'GET', path, headers: sessionHeaders(alice.tokens) });
      if (read.json?.content?.properties?.welcome_seen !== undefined)
        throw new Error('the flag was set anyway');
      return `statuses ${statuses.join(', ')}`;
    },
  );

  await otpBruteForce(base, report, send);
  await totpBruteForce(base, report, send);
  await credentialStuffing(base, report, send);
  await resetCases(server, report, send);
  await outboxFromOutside(extra.nonLoopback, report);
  await loginTiming(base, report, send, alice);
}

type Send = (input: Call) => Promise<Answer>;

/** Guesses wrong codes on one login attempt, re-sending (SMS, then email) whenever a code locks. */
async function otpBruteForce(base: string, report: Report, send: Send) {
  await report.probe(
    GROUP,
    `SMS/email code brute force across re-sends stops within ${GUESS_CAP_PER_LOGIN} guesses`,
    async () => {
      const p = await signUp(base);
      const login = await send({
        method: 'POST',
        path: '/v1/login',
        body: { email: p.email, password: p.password },
        from: p.from,
      });
      const mfa_token = login.json?.content?.mfa_token as string;
      let compared = 0;
      let method: 'sms' | 'email' = 'sms';
      for (let round = 0; round < 20; round += 1) {
        const chosen = await send({
          method: 'POST',
          path: '/v1/mfa/choose',
          body: { mfa_token, method },
          from: p.from,
        });
        if (chosen.status !== 200) break;
        const real = await outboxCode(base, method === 'sms' ? p.phone : p.email).catch(() => '');
        compared += await guessWrongCodes(send, mfa_token, p.from, (i) =>
          String((Number(real || '0') + 1 + i) % 1_000_000).padStart(6, '0'),
        );
        method = method === 'sms' ? 'email' : 'sms';
        if (compared > GUESS_CAP_PER_LOGIN) break;
      }
      if (compared > GUESS_CAP_PER_LOGIN) throw new Error(`${compared} wrong codes compared on one login`);
      return `${compared} wrong codes compared before every further try was refused`;
    },
  );
}

/**
 * Sends up to ten wrong codes on one sign-in attempt and counts those the server compared (each answered
 * MFA_CODE_INVALID, and the fifth, which brings the lock); stops at the first other answer.
 */
async function guessWrongCodes(
  send: Send,
  mfa_token: string,
  from: string,
  wrongCode: (i: number) => string,
): Promise<number> {
  let compared = 0;
  for (let i = 0; i < 10; i += 1) {
    const answer = await send({
      method: 'POST',
      path: '/v1/mfa/confirm',
      body: { mfa_token, code: wrongCode(i) },
      from,
    });
    const code = errorCode(answer);
    if (answer.status === 200) throw new Error('a wrong code was accepted');
    if (code === 'MFA_CODE_INVALID' || (code === 'MFA_CODE_LOCKED' && i === 4)) compared += 1;
    if (code !== 'MFA_CODE_INVALID') break;
  }
  return compared;
}

/** With an authenticator app: re-choosing "totp" must not hand out fresh tries. */
async function totpBruteForce(base: string, report: Report, send: Send) {
  await report.probe(
    GROUP,
    `authenticator-code brute force across method re-choices stops within ${GUESS_CAP_PER_LOGIN} guesses`,
    async () => {
      const p = await signUp(base);
      const headers = sessionHeaders(p.tokens);
      const stepUp = await send({
        method: 'POST',
        path: '/v1/account/step-up',
        headers,
        body: { action: 'add_authenticator' },
        from: p.from,
      });
      const added = await send({
        method: 'POST',
        path: '/v1/account/authenticators',
        headers,
        body: {
          label: 'Phone',
          mfa_token: stepUp.json?.content?.mfa_token,
          code: await outboxCode(base, p.phone),
        },
        from: p.from,
      });
      if (added.status !== 201) throw new Error(`adding an authenticator answered ${added.status}`);
      remember('authenticator secret', added.json.content.secret);
      const totp = new TOTP({ secret: added.json.content.secret as string, period: 30, digits: 6 });
      const confirmed = await send({
        method: 'PATCH',
        path: '/v1/account/authenticators',
        headers,
        body: { id: added.json.content.id, code: totp.generate() },
        from: p.from,
      });
      if (confirmed.status !== 200)
        throw new Error(`confirming the authenticator answered ${confirmed.status}`);
      const login = await send({
        method: 'POST',
        path: '/v1/login',
        body: { email: p.email, password: p.password },
        from: p.from,
      });
      const mfa_token = login.json?.content?.mfa_token as string;
      const near = () =>
        new Set([-1, 0, 1].map((d) => totp.generate({ timestamp: Date.now() + d * 30_000 })));
      let compared = 0;
      for (let round = 0; round < 20 && compared <= GUESS_CAP_PER_LOGIN; round += 1) {
        const chosen = await send({
          method: 'POST',
          path: '/v1/mfa/choose',
          body: { mfa_token, method: 'totp' },
          from: p.from,
        });
        if (chosen.status !== 200) break;
        compared += await guessWrongCodes(send, mfa_token, p.from, (i) => {
          let guess = String(100_000 + round * 100 + i);
          while (near().has(guess)) guess = String(Number(guess) + 1);
          return guess;
        });
      }
      if (compared > GUESS_CAP_PER_LOGIN)
        throw new Error(`more than ${GUESS_CAP_PER_LOGIN} wrong codes compared (${compared})`);
      return `${compared} wrong codes compared before every further try was refused`;
    },
  );
}

/**
 * One machine against one account, one machine against many accounts, many machines against one account, in
 * parallel. Failed logins are delayed per (account, address) pair and limited per address, not locked per account
 * (a lock anyone could trigger would lock the patient out): so from many addresses the attacker is slowed only by
 * the per-address limit, and the patient still gets in from their own.
 */
async function credentialStuffing(base: string, report: Report, send: Send) {
  const burst = (count: number, body: (i: number) => unknown, from: (i: number) => string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        send({ method: 'POST', path: '/v1/login', body: body(i), from: from(i) }),
      ),
    );
  const checkedIn = (answers: Answer[]) => answers.filter((a) => errorCode(a) === 'LOGIN_FAILED').length;

  await report.probe(
    GROUP,
    'credential stuffing: 30 passwords for one account from one address stop within 10',
    async () => {
      const p = await signUp(base);
      const from = freshAddress();
      const answers = await burst(
        30,
        (i) => ({ email: p.email, password: `Wrong-Guess-${i}-xx!` }),
        () => from,
      );
      const checked = checkedIn(answers);
      if (checked > 10) throw new Error(`${checked} passwords checked`);
      return `${checked} checked, ${answers.filter((a) => a.status === 429).length} refused with 429`;
    },
  );

  await report.probe(
    GROUP,
    'credential stuffing: one account from 30 addresses does not lock the patient out of their own address',
    async () => {
      const p = await signUp(base);
      const answers = await burst(
        30,
        (i) => ({ email: p.email, password: `Wrong-Guess-${i}-xx!` }),
        freshAddress,
      );
      const right = await send({
        method: 'POST',
        path: '/v1/login',
        body: { email: p.email, password: p.password },
        from: p.from,
      });
      if (right.status !== 200) throw new Error(`the patient's own login then answered ${right.status}`);
      return `${checkedIn(answers)} checked from 30 addresses (per-address limits apply); the patient's own login 200`;
    },
  );

  await report.probe(
    GROUP,
    'credential stuffing: 60 accounts from one address stop at the per-address limit',
    async () => {
      const from = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          send({
            method: 'POST',
            path: '/v1/login',
            body: { email: `stuffed.${i}.${Date.now()}@example.com`, password: 'Password-Guess-1!' },
            from,
          }),
        ),
      );
      const checked = answers.filter((a) => errorCode(a) === 'LOGIN_FAILED').length;
      if (checked > 50) throw new Error(`${checked} checked (limit 50)`);
      return `${checked} checked, ${answers.filter((a) => a.status === 429).length} refused with 429`;
    },
  );
}

async function resetCases(server: ServerProcess, report: Report, send: Send) {
  const base = server.base;
  const resetLink = async (p: Patient, headers: Record<string, string> = {}) => {
    const asked = await send({
      method: 'POST',
      path: '/v1/verify-reset-password/link',
      headers,
      body: { email: p.email },
      from: p.from,
    });
    if (asked.status !== 200) throw new Error(`asking for a link answered ${asked.status}`);
    // The link goes to a verified email, else by text to the verified phone.
    let message: { body: string; code: string } | undefined;
    for (const to of [p.email, p.phone]) {
      const outbox = await call(base, { method: 'GET', path: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
      const found = (outbox.json?.content?.messages ?? []) as Array<{ body: string; code: string }>;
      message ??= found.find((m) => /reset-password/.test(m.body));
    }
    if (!message) throw new Error('no reset mail in the outbox');
    remember('reset token', message.code);
    return { token: message.code, body: message.body };
  };
  const reset = (token: string, password: string, from: string) =>
    send({ method: 'POST', path: '/v1/reset-password', body: { token, password }, from });

  await report.probe(
    GROUP,
    'a reset link works once; reused it is refused, and it ends the old sessions',
    async () => {
      const p = await signUp(base);
      const { token } = await resetLink(p);
      const first = await reset(token, 'Brand-New-Password-1!', p.from);
      if (first.status !== 200) throw new Error(`the reset answered ${first.status}`);
      const again = await reset(token, 'Another-Password-22!', p.from);
      if (again.status !== 400) throw new Error(`reusing the link answered ${again.status}`);
      await sessionIsOver(send, p, 'after the reset');
      return 'reuse 400, old access 401, old refresh 401';
    },
  );

  await report.probe(
    GROUP,
    'after logout the session is over: access and refresh tokens refused, a reset still works',
    async () => {
      const p = await signUp(base);
      const { token } = await resetLink(p);
      const out = await send({
        method: 'POST',
        path: '/v1/logout',
        headers: { ...sessionHeaders(p.tokens), 'refresh-authorization': p.tokens.refresh_token },
        from: p.from,
      });
      if (out.status !== 200) throw new Error(`logout answered ${out.status}`);
      await sessionIsOver(send, p, 'after logout');
      const done = await reset(token, 'After-Logout-Pass-3!', p.from);
      if (done.status !== 200) throw new Error(`the reset after logout answered ${done.status}`);
      const tokens = await logIn(base, { ...p, password: 'After-Logout-Pass-3!' });
      if (!tokens.access_token) throw new Error('the new password does not log in');
      return 'access 401, refresh 401, reset then login ok';
    },
  );

  await report.probe(GROUP, 'a forged Host / X-Forwarded-Host does not reach the reset mail', async () => {
    const p = await signUp(base);
    const { body } = await resetLink(p, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    const link = /https?:\/\/[^\s"]+/.exec(body)?.[0];
    if (!link) throw new Error('no link in the mail');
    const origin = new URL(link);
    const configured = new Set(['localhost', '127.0.0.1']);
    if (body.includes('evil.example') || !configured.has(origin.hostname))
      throw new Error(`the link points at ${origin.origin}`);
    return `link origin ${origin.origin}`;
  });
}

/** Throws unless both the access token and the refresh token of `p`'s session are refused (401). */
async function sessionIsOver(send: Send, p: Patient, when: string): Promise<void> {
  const access = await gatepass(send, p.tokens);
  const refreshed = await send({
    method: 'GET',
    path: '/v1/refresh-token',
    headers: { 'refresh-authorization': p.tokens.refresh_token },
    from: p.from,
  });
  if (access.status !== 401 || refreshed.status !== 401)
    throw new Error(
      `${when} the old session still answers (access ${access.status}, refresh ${refreshed.status})`,
    );
}

function gatepass(send: Send, tokens: Tokens) {
  return send({
    method: 'GET',
    path: '/v1/patient/gatepass',
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
}

/** The outbox answers the developer's own machine only; a forged X-Forwarded-For must not make a stranger local. */
async function outboxFromOutside(server: ServerProcess | undefined, report: Report) {
  const name = 'the dev outbox refuses a non-loopback client, even with a forged X-Forwarded-For';
  if (!server) {
    report.skip(GROUP, name, 'this machine has no non-loopback IPv4 address to send from');
    return;
  }
  await report.probe(GROUP, name, async () => {
    const identity = newIdentity();
    const signup = await call(server.base, {
      method: 'POST',
      path: '/v1/signup',
      body: { ...identity, from: undefined, language: 'en' },
    });
    report.countAnswer(signup.status, 'POST /v1/signup (outside)');
    const statuses: number[] = [];
    const forged: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forged) {
      const answer = await call(server.base, {
        method: 'GET',
        path: `/v1/dev/outbox?to=${identity.phone}`,
        headers,
      });
      report.countAnswer(answer.status, 'GET /v1/dev/outbox (outside)');
      statuses.push(answer.status);
      if (answer.status === 200 || answer.text.includes(identity.phone))
        throw new Error(`answered ${answer.status} with the messages (${JSON.stringify(headers)})`);
    }
    return `statuses ${statuses.join(', ')}`;
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Failed logins for a known and an unknown email must take about as long (no account enumeration by time). */
async function loginTiming(base: string, report: Report, send: Send, known: Patient) {
  await report.probe(
    GROUP,
    `login timing: known vs unknown email medians within ${TIMING_BOUND * 100} %`,
    async () => {
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      // 9 each stays under the per-account limit (10); alternating spreads the machine's noise over both.
      for (let i = 0; i < 9; i += 1) {
        const k = await send({
          method: 'POST',
          path: '/v1/login',
          body: { email: known.email, password: `Not-The-Password-${i}!` },
          from: freshAddress(),
        });
        const u = await send({
          method: 'POST',
          path: '/v1/login',
          body: { email: `nobody.${i}.${Date.now()}@example.com`, password: `Not-The-Password-${i}!` },
          from: freshAddress(),
        });
        if (k.status !== 400 || u.status !== 400) throw new Error(`statuses ${k.status}/${u.status}`);
        knownMs.push(k.ms);
        unknownMs.push(u.ms);
      }
      const [mk, mu] = [median(knownMs), median(unknownMs)];
      const ratio = Math.abs(mk - mu) / Math.min(mk, mu);
      report.figures['login timing median known/unknown (ms)'] = `${mk.toFixed(0)} / ${mu.toFixed(0)}`;
      if (ratio > TIMING_BOUND)
        throw new Error(
          `medians ${mk.toFixed(0)} ms vs ${mu.toFixed(0)} ms (${(ratio * 100).toFixed(0)} % apart)`,
        );
      return `medians ${mk.toFixed(0)} ms vs ${mu.toFixed(0)} ms (${(ratio * 100).toFixed(0)} % apart)`;
    },
  );
}
