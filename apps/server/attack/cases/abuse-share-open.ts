import { randomBytes } from 'node:crypto';
import { call, errorCode, loopbackAddress, type Answer, type Call } from '../lib/http.js';
import { remember, sessionHeaders, signUp, type Patient } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import { percentile } from './load.js';

const GROUP = 'abuse: share-link opening';

/** Right-passcode opens kept in flight during the flood: 25 addresses × the agent's 8 sockets each. */
const FLOOD_IN_FLIGHT = 200;
const FLOOD_ADDRESSES = 25;
const FLOOD_SECONDS = 6;
/**
 * Another patient's login while the flood runs, p99 (of every login in it). One login is one scrypt hash, about
 * 100 ms on a free core, plus a few queries; before the fix the flood made it 8.7 s and then 503. Two seconds is
 * ten times a login on an idle 2-core CI machine shared with other jobs, and far under what a patient gives up on.
 */
const LOGIN_P99_BOUND_MS = 2_000;
/**
 * On a machine too busy for that bound (a shared CI runner), the login may take what the same number of requests
 * in flight costs it anyway, measured by a flood of opens that hash nothing, and twice that for the noise of a few
 * samples; the hashing must add no more.
 */
const CONTROL_FACTOR = 2;
/** Parallel right opens on a fresh link: more than the link's 5 wrong tries, fewer than its opens per window. */
const PARALLEL_RIGHT_OPENS = 12;

/**
 * Issue 26 item 2: `POST /v1/shared/open` ran one password hash per right passcode on the pool login uses, with no
 * limit, and counted parallel right passcodes as wrong tries. A patient floods their own link: other patients'
 * logins must stay fast, the flood must meet the share-open limit (429 RATE_LIMITED, `limit: share-open`), right
 * passcodes must never lock the link, and wrong ones still must.
 */
export async function abuseShareOpenCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path}`);
    return answer;
  };
  const owner = await signUp(base);
  const bystander = await signUp(base);
  let addresses = 40_000;
  const freshAddress = () => loopbackAddress((addresses += 1));
  const newLink = async (passcode: string | undefined) => {
    const answer = await send({
      method: 'POST',
      path: '/v1/patient/sharing/links',
      headers: sessionHeaders(owner.tokens),
      from: owner.from,
      body: {
        recipient_name: 'Flood test',
        reason: 'second opinion',
        categories: ['conditions'],
        expires_in_hours: 24,
        ...(passcode ? { passcode } : {}),
      },
    });
    const key = answer.json?.content?.share_key;
    if (typeof key !== 'string') throw new Error(`share link: ${answer.status} ${answer.text.slice(0, 120)}`);
    remember('share key', key);
    return key;
  };
  const open = (key: string, passcode: string | undefined, from: string) =>
    send({
      method: 'POST',
      path: '/v1/shared/open',
      body: { share_key: key, ...(passcode ? { passcode } : {}) },
      from,
    });
  const passcode = `pass-${randomBytes(4).toString('hex')}`;
  remember('share passcode', passcode);

  await report.probe(
    GROUP,
    'a flood of right-passcode opens on one’s own link does not starve another patient’s login',
    async () => {
      const key = await newLink(passcode);
      // The same flood of opens that hash nothing (unknown keys): what 200 requests in flight cost a login anyway
      const control = await floodWithLogins(send, bystander, (from) =>
        open(randomBytes(32).toString('base64url'), undefined, from),
      );
      const flood = await floodWithLogins(send, bystander, (from) => open(key, passcode, from));
      const bound = Math.max(LOGIN_P99_BOUND_MS, CONTROL_FACTOR * control.p99);
      const limited = flood.tally.get('429 RATE_LIMITED/share-open') ?? 0;
      const locked = [...flood.tally].filter(([kind]) => kind.includes('SHARE_PASSCODE_LOCKED'));
      const summary =
        `${[...flood.tally].map(([kind, count]) => `${kind} ×${count}`).join(', ')}; ` +
        `${flood.logins.length} logins, p99 ${Math.round(flood.p99)} ms (${Math.round(control.p99)} ms during ` +
        `as many opens of unknown keys; bound ${Math.round(bound)} ms)`;
      report.figures['share-open flood: login p99 (ms)'] = Math.round(flood.p99);
      report.figures['no-hash flood of the same size: login p99 (ms)'] = Math.round(control.p99);
      const refused = [...control.logins, ...flood.logins].filter((l) => l.status !== 200);
      if (refused.length)
        throw new Error(`logins refused: ${refused.map((l) => l.status).join(', ')}; ${summary}`);
      if (flood.p99 > bound) throw new Error(`login p99 over ${Math.round(bound)} ms: ${summary}`);
      if (limited === 0) throw new Error(`no open met the share-open limit: ${summary}`);
      if (locked.length) throw new Error(`right passcodes locked the link: ${summary}`);
      return summary;
    },
  );

  await report.probe(
    GROUP,
    `${PARALLEL_RIGHT_OPENS} parallel right-passcode opens never lock the link`,
    async () => {
      const key = await newLink(passcode);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_RIGHT_OPENS }, () => open(key, passcode, freshAddress())),
      );
      const kinds = answers.map((a) => `${a.status} ${errorCode(a) ?? ''}`.trim());
      const stray = kinds.filter((kind) => kind !== '200' && kind !== '429 RATE_LIMITED');
      if (stray.length) throw new Error(`answers other than opened or limited: ${kinds.join(', ')}`);
      const after = await open(key, passcode, freshAddress());
      if (after.status !== 200)
        throw new Error(`the link did not open afterwards: ${after.status} ${errorCode(after)}`);
      return `${kinds.filter((k) => k === '200').length} opened, the rest limited; opens afterwards`;
    },
  );

  await report.probe(GROUP, 'wrong passcodes still lock the link, in parallel too', async () => {
    const key = await newLink(passcode);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => open(key, `wrong-${i}`, freshAddress())),
    );
    const compared = answers.filter((a) => errorCode(a) === 'SHARE_PASSCODE_INVALID').length;
    if (compared > 5) throw new Error(`${compared} wrong passcodes compared (the link takes 5)`);
    const after = await open(key, passcode, freshAddress());
    if (errorCode(after) !== 'SHARE_PASSCODE_LOCKED' && compared === 5)
      throw new Error(`5 wrong passcodes did not lock: ${after.status} ${errorCode(after)}`);
    const sequential = await newLink(passcode);
    const from = freshAddress();
    for (let i = 0; i < 5; i += 1) await open(sequential, `wrong-${i}`, from);
    const locked = await open(sequential, passcode, freshAddress());
    if (errorCode(locked) !== 'SHARE_PASSCODE_LOCKED')
      throw new Error(`5 wrong passcodes in a row did not lock: ${locked.status} ${errorCode(locked)}`);
    return `${compared} of 12 parallel wrong passcodes compared; 5 in a row lock`;
  });

  await report.probe(GROUP, 'one address opening many links meets the share-open limit', async () => {
    const from = freshAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < 80; i += 1)
      answers.push(await open(randomBytes(32).toString('base64url'), undefined, from));
    const limited = answers.filter((a) => a.status === 429 && a.json?.params?.limit === 'share-open');
    if (!limited.length)
      throw new Error(`80 opens from one address: ${answers.map((a) => a.status).join(' ')}`);
    if (!/^\d+$/.test(String(limited[0]!.headers['retry-after'] ?? '')))
      throw new Error('the refusal says no Retry-After');
    return `${answers.length - limited.length} answered, then 429 share-open`;
  });
}

/**
 * FLOOD_IN_FLIGHT opens kept in flight from FLOOD_ADDRESSES addresses for FLOOD_SECONDS, while the bystander logs
 * in again and again: the flood's answers by kind, and the logins.
 */
async function floodWithLogins(
  send: (input: Call) => Promise<Answer>,
  bystander: Patient,
  openOne: (from: string) => Promise<Answer>,
) {
  const flooders = Array.from({ length: FLOOD_ADDRESSES }, () => loopbackAddress((floodAddresses += 1)));
  const tally = new Map<string, number>();
  const until = performance.now() + FLOOD_SECONDS * 1000;
  let n = 0;
  const flood = Promise.all(
    Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
      while (performance.now() < until) {
        const answer = await openOne(flooders[(n += 1) % FLOOD_ADDRESSES]!);
        const limit = answer.status === 429 ? `/${answer.json?.params?.limit ?? '-'}` : '';
        const kind = `${answer.status} ${errorCode(answer) ?? ''}`.trim() + limit;
        tally.set(kind, (tally.get(kind) ?? 0) + 1);
      }
    }),
  );
  const logins = await loginsDuring(send, bystander, until);
  await flood;
  const p99 = percentile(
    logins.map((l) => l.ms).sort((a, b) => a - b),
    99,
  );
  return { tally, logins, p99 };
}
let floodAddresses = 50_000;

/** The bystander logs in (the password step, one hash) again and again until the flood ends. */
async function loginsDuring(
  send: (input: Call) => Promise<Answer>,
  patient: Patient,
  until: number,
): Promise<Array<{ ms: number; status: number }>> {
  const logins: Array<{ ms: number; status: number }> = [];
  while (performance.now() < until) {
    const answer = await send({
      method: 'POST',
      path: '/v1/login',
      body: { email: patient.email, password: patient.password },
      from: patient.from,
    });
    logins.push({ ms: answer.ms, status: answer.status });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return logins;
}
