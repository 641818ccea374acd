import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { call, errorCode, loopbackAddress, type Answer, type Call } from '../lib/http.js';
import { logIn, newIdentity, signUp } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import { withDatabase } from '../lib/snapshot.js';

/**
 * Issue 26's leftovers, tried as an abuser would: a bot's refusals growing the audit storage without bound, one
 * abuser's texts denying every patient theirs, and the reset form's limits telling which emails have an account.
 * Run against the server's default limits.
 */
const GROUP = 'abuse: audit growth, texts, reset limits';

let addressCounter = 0;
/** Loopback addresses no other case uses: machines of their own for the per-address limits. */
const freshAddress = () => loopbackAddress(52_000 + (addressCounter += 1));

/** A North American range (area code + exchange) no other probe texts: `NNN-NNN`. */
const freshRange = () => `${200 + randomInt(700)}-${200 + randomInt(700)}`;

export async function abuseLeftoverCases(server: ServerProcess, report: Report) {
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(server.base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path}`);
    return answer;
  };
  // The reset probe first: the old flood used up every patient's texts, which would refuse its sign-up
  await resetProbe(server, report, send);
  await textFlood(server, report, send);
  await anonymousRefusalGrowth(server, report, send);
}

type Send = (input: Call) => Promise<Answer>;

/**
 * (B) One abuser with a block of addresses (an IPv6 /64 is 2^64 of them) pumps texts into one number range: each
 * number signed up once and resent to its limit. Before, every text counted against the one hourly cap for all
 * (500): the flood used it up and the next patient anywhere got 429 for their sign-up code.
 */
async function textFlood(server: ServerProcess, report: Report, send: Send) {
  await report.probe(GROUP, "flooding one number range does not stop another patient's code", async () => {
    const range = freshRange();
    let texts = 0;
    let refused = 0;
    const one = async (i: number) => {
      const from = freshAddress();
      const identity = newIdentity();
      const phone = `${range}-${String(i).padStart(4, '0')}`;
      const signup = await send({
        method: 'POST',
        path: '/v1/signup',
        body: { ...identity, from: undefined, phone, language: 'en' },
        from,
      });
      if (signup.status !== 201) {
        refused += 1;
        return;
      }
      texts += 1;
      for (let resend = 0; resend < 4; resend += 1) {
        const again = await send({
          method: 'POST',
          path: '/v1/mfa/choose',
          body: { mfa_token: signup.json.content.mfa_token, method: 'sms' },
          from,
        });
        if (again.status === 200) texts += 1;
        else refused += 1;
      }
    };
    for (let i = 0; i < 104; i += 8) await Promise.all(Array.from({ length: 8 }, (_, k) => one(i + k)));
    let patient = newIdentity();
    while (patient.phone.startsWith(range)) patient = newIdentity();
    // Throws when the sign-up is refused or its code never arrives
    await signUp(server.base, patient);
    return `${texts} texts went to ${range}-xxxx before the flood was held (${refused} refused); a patient at ${patient.phone.slice(0, 7)}xxxx still signed up with their code`;
  });
}

/**
 * (C) The reset form answers an unknown email and a known one whose reset goes by text alike, request for
 * request. Before, the known one met its number's text limit first (its sign-up code already counted) and was
 * refused one request earlier, with another limit named: an account-existence oracle.
 */
async function resetProbe(server: ServerProcess, report: Report, send: Send) {
  await report.probe(
    GROUP,
    'reset requests for a known and an unknown email get the same answers',
    async () => {
      // Signed up and phone confirmed, email never proved: a reset goes by text. Signed in since, so the number
      // has had two texts this hour (as a patient's who signed in today).
      const known = await signUp(server.base);
      await logIn(server.base, known);
      const unknown = `attack.nobody.${randomUUID().slice(0, 8)}@example.com`;
      /** What the caller can read of an answer: status, code, message without its minutes, params. */
      const seen = (a: Answer) =>
        `${a.status} ${errorCode(a) ?? ''} ${String(a.json?.error ?? '').replace(/\d+/g, 'N')} ${JSON.stringify(a.json?.params?.limit ?? null)}`;
      const sequence = async (email: string) => {
        const from = freshAddress();
        const answers: string[] = [];
        let ms = 0;
        for (let i = 0; i < 7; i += 1) {
          const a = await send({
            method: 'POST',
            path: '/v1/verify-reset-password/link',
            body: { email },
            from,
          });
          answers.push(seen(a));
          ms += a.ms;
        }
        return { answers, ms: Math.round(ms / 7) };
      };
      // The known email was named once already (its sign-up counts as a send to it): name the unknown once too,
      // so both start from the same history of requests, as an attacker's two probes would
      await send({
        method: 'POST',
        path: '/v1/verify-reset-password/link',
        body: { email: unknown },
        from: freshAddress(),
      });
      const forKnown = await sequence(known.email);
      const forUnknown = await sequence(unknown);
      const differ = forKnown.answers.findIndex((a, i) => a !== forUnknown.answers[i]);
      if (differ >= 0)
        throw new Error(
          `request ${differ + 1} told them apart: known "${forKnown.answers[differ]}", unknown "${forUnknown.answers[differ]}"`,
        );
      return `7 requests each, same answers (${forKnown.answers.map((a) => a.split(' ')[0]).join(',')}); mean ${forKnown.ms} ms known, ${forUnknown.ms} ms unknown`;
    },
  );
}

/**
 * (A) A bot's refusals: 500 unauthenticated reads from one address. Every one is audited, as a count: the rows it
 * adds to the audit storage stay bounded (one an hour), however long the bot goes on. Before, 500 rows.
 */
async function anonymousRefusalGrowth(server: ServerProcess, report: Report, send: Send) {
  await report.probe(
    GROUP,
    '500 anonymous refusals from one address add a bounded number of audit rows',
    async () => {
      const from = freshAddress();
      for (let i = 0; i < 500; i += 25) {
        const answers = await Promise.all(
          Array.from({ length: 25 }, () => send({ method: 'GET', path: '/v1/patient/gatepass', from })),
        );
        const unexpected = answers.find((a) => a.status !== 401);
        if (unexpected) throw new Error(`an unauthenticated read was answered ${unexpected.status}`);
      }
      // PGlite opens in one process at a time: read the storage with the server stopped
      await server.stop();
      try {
        const { rows, counted } = await withDatabase(server, async (db) => {
          const listed = await sql<{ n: number }>`
          select count(*)::int as n from audit_log where ip = ${from}`.execute(db);
          const table = await sql<{ t: string | null }>`
          select to_regclass('audit_anonymous_refusals')::text as t`.execute(db);
          const aggregate = table.rows[0]?.t
            ? await sql<{ n: number; total: number }>`
              select count(*)::int as n, coalesce(sum(count), 0)::int as total
              from audit_anonymous_refusals where ip = ${from}`.execute(db)
            : { rows: [{ n: 0, total: 0 }] };
          return {
            rows: (listed.rows[0]?.n ?? 0) + (aggregate.rows[0]?.n ?? 0),
            counted: (listed.rows[0]?.n ?? 0) + (aggregate.rows[0]?.total ?? 0),
          };
        });
        if (counted !== 500) throw new Error(`500 refusals, ${counted} audited`);
        // One row an hour: two when the flood straddles an hour's turn
        if (rows > 2) throw new Error(`500 refusals from one address wrote ${rows} audit rows`);
        return `500 refusals audited in ${rows} row(s)`;
      } finally {
        await server.start();
      }
    },
  );
}
