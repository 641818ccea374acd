import { call, errorCode, type Answer, type Call } from '../lib/http.js';
import { newIdentity, outboxCode, type Patient } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

const GROUP = 'abuse: each brand is its own portal (issue 25)';
type Brand = 'acme' | 'sunrise';

/**
 * Issue 25: an account belongs to the brand it was made on. An attacker who knows an email tries it on another
 * brand's portal (does the refusal say the account exists elsewhere?), carries a sign-in attempt across portals,
 * and sets Host and X-Forwarded-Host to make a reset link open on a site of theirs. The built server has no
 * PUBLIC_ORIGIN: a local demo, where a partner's origin is http://<id>.localhost:<port>.
 */
export async function abuseBrandCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const port = new URL(base).port;
  const host = (brand: Brand) => `${brand}.localhost:${port}`;
  const origin = (brand: Brand) => `http://${host(brand)}`;
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path.split('?')[0]}`);
    return answer;
  };
  const on = (brand: Brand, input: Call) =>
    send({ ...input, headers: { host: host(brand), ...input.headers } });
  const must = (answer: Answer, what: string) => {
    if (answer.status >= 300) throw new Error(`${what} answered ${answer.status} ${errorCode(answer) ?? ''}`);
    return (answer.json?.content ?? {}) as Record<string, string>;
  };
  const login = (brand: Brand, who: Pick<Patient, 'email' | 'from'>, password: string) =>
    on(brand, { method: 'POST', path: '/v1/login', body: { email: who.email, password }, from: who.from });

  /** A patient signed up on Acme's portal (Host names it), the phone confirmed with the texted code. */
  const acmeMember = async () => {
    const { from, ...fields } = newIdentity();
    const signup = must(
      await on('acme', { method: 'POST', path: '/v1/signup', body: { ...fields, language: 'en' }, from }),
      'signup on acme',
    );
    const code = await outboxCode(base, fields.phone);
    must(
      await on('acme', {
        method: 'POST',
        path: '/v1/mfa/confirm',
        body: { mfa_token: signup.mfa_token, code },
        from,
      }),
      'confirm on acme',
    );
    return { ...fields, from };
  };

  await report.probe(
    GROUP,
    'an Acme account on Sunrise is named only to whoever proves its password',
    async () => {
      const member = await acmeMember();
      const right = await login('sunrise', member, member.password);
      if (right.status !== 403 || errorCode(right) !== 'ACCOUNT_OTHER_PORTAL')
        throw new Error(`the right password on sunrise answered ${right.status} ${errorCode(right) ?? ''}`);
      if (!String(right.json?.error).includes(origin('acme')))
        throw new Error(`the refusal does not name Acme's portal: ${String(right.json?.error)}`);
      const wrong = await login('sunrise', member, `${member.password}x`);
      const unknown = await login('sunrise', { ...newIdentity(), from: member.from }, `${member.password}x`);
      if (wrong.status !== unknown.status || wrong.text !== unknown.text)
        throw new Error(`a wrong password tells the account exists: ${wrong.text} vs ${unknown.text}`);
      return `right password → ${errorCode(right)}, wrong → ${errorCode(wrong)} like an unknown email`;
    },
  );

  await report.probe(GROUP, 'a sign-in attempt begun on Acme is not finished on Sunrise', async () => {
    const member = await acmeMember();
    const attempt = must(await login('acme', member, member.password), 'login on acme');
    must(
      await on('acme', {
        method: 'POST',
        path: '/v1/mfa/choose',
        body: { mfa_token: attempt.mfa_token, method: 'sms' },
        from: member.from,
      }),
      'choose on acme',
    );
    const code = await outboxCode(base, member.phone);
    const carried = await on('sunrise', {
      method: 'POST',
      path: '/v1/mfa/confirm',
      body: { mfa_token: attempt.mfa_token, code },
      from: member.from,
    });
    if (carried.status < 400 || carried.json?.content?.access_token)
      throw new Error(`confirmed on sunrise: ${carried.status}`);
    return `refused ${carried.status} ${errorCode(carried) ?? ''}`;
  });

  await report.probe(GROUP, 'Host and X-Forwarded-Host never pick the origin of a reset link', async () => {
    const member = await acmeMember();
    const forged: Record<string, string>[] = [
      { host: `acme.evil.example:${port}` },
      { host: host('acme'), 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of forged) {
      must(
        await send({
          method: 'POST',
          path: '/v1/verify-reset-password/link',
          headers,
          body: { email: member.email },
          from: member.from,
        }),
        'reset link',
      );
    }
    const answer = await call(base, {
      method: 'GET',
      path: `/v1/dev/outbox?to=${encodeURIComponent(member.phone)}`,
    });
    const links = ((answer.json?.content?.messages ?? []) as { body: string }[])
      .map((m) => /https?:\/\/\S+/.exec(m.body)?.[0])
      .filter((link): link is string => link?.includes('/reset-password') ?? false);
    if (links.length !== 2) throw new Error(`${links.length} reset links were sent, not 2`);
    const elsewhere = links.filter((link) => new URL(link).origin !== origin('acme'));
    if (elsewhere.length > 0) throw new Error(`a reset link opens elsewhere: ${elsewhere.join(', ')}`);
    return `both links open on ${origin('acme')}`;
  });
}
