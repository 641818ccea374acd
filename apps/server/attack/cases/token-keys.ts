import { createHmac, randomBytes } from 'node:crypto';
import { jwtKeyId } from '../../src/lib/jwt.js';
import { call, errorCode } from '../lib/http.js';
import { signUp } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

const GROUP = 'token keys';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const part = (token: string, index: 0 | 1) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
/** A token with the header, claims and key of our choosing. */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>, key: string | undefined) {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${key === undefined ? '' : createHmac('sha256', key).update(input).digest('base64url')}`;
}

/**
 * Tokens name their key (`kid`): an attacker who knows that tries to make the server pick a key of theirs, no key,
 * or a weaker algorithm. Each forgery keeps the genuine claims, so a refusal is about the header or signature alone.
 */
export async function tokenKeyCases(server: ServerProcess, report: Report) {
  const alice = await signUp(server.base);
  const genuine = alice.tokens.access_token;
  const header = part(genuine, 0);
  const claims = part(genuine, 1);
  const key = server.dataFile('jwt-secret');
  const status = async (token: string) => {
    const answer = await call(server.base, {
      method: 'GET',
      path: '/v1/patient/gatepass',
      headers: { authorization: `Bearer ${token}` },
    });
    report.countAnswer(answer.status, 'GET /v1/patient/gatepass');
    return { code: answer.status, error: errorCode(answer) ?? '' };
  };
  const refused = async (name: string, token: string) => {
    const { code, error } = await status(token);
    report.check(GROUP, name, code === 401, `status ${code} ${error}`);
  };

  const control = await status(genuine);
  report.check(
    GROUP,
    'a genuine access token is accepted (control)',
    control.code === 200,
    `status ${control.code}`,
  );
  report.check(
    GROUP,
    'a token names the key that signed it (HS256, kid)',
    header.alg === 'HS256' && typeof header.kid === 'string' && (!key || header.kid === jwtKeyId(key)),
    JSON.stringify(header),
  );

  await refused(
    'alg none under the genuine kid is refused',
    forge({ ...header, alg: 'none' }, claims, undefined),
  );
  await refused(
    'the genuine kid over a key of ours is refused',
    forge(header, claims, randomBytes(32).toString('hex')),
  );
  await refused(
    'a kid naming our own key over that key is refused (a kid the server does not hold)',
    forge(
      { ...header, kid: jwtKeyId('attacker-key-attacker-key-attacker-key') },
      claims,
      'attacker-key-attacker-key-attacker-key',
    ),
  );
  await refused('an empty HMAC key under the genuine kid is refused', forge(header, claims, ''));
  if (key) {
    await refused(
      'the server key under a kid it does not know is refused',
      forge({ ...header, kid: 'previous-key-gone' }, claims, key),
    );
    await refused(
      'the server key under a kid that is a path is refused',
      forge({ ...header, kid: '../../jwt-secret' }, claims, key),
    );
    await refused(
      'the server key under a kid that is not a string is refused',
      forge({ ...header, kid: { $ne: null } }, claims, key),
    );
    await refused(
      'the server key with alg HS512 is refused',
      forge({ ...header, alg: 'HS512' }, claims, key),
    );
  } else {
    report.skip(
      GROUP,
      'forgeries with the server key',
      'no jwt-secret in the data dir (key format changed?)',
    );
  }
}
