import { call, type Answer, type Call } from '../lib/http.js';
import {
  completeOnboarding,
  newIdentity,
  outboxCode,
  sessionHeaders,
  signUp,
  type Patient,
} from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import { INVITATION_LIMIT_DEFAULTS } from '../../src/modules/sharing/invitation-limits.js';

const GROUP = 'abuse: caregiver invitations (issue 26 items 1, 6)';
const INVITE = '/v1/patient/sharing/proxies';
/** The phishing name of issue 26: a link and a line break, as an attacker types it at sign-up. */
const PHISHING_FIRST = 'IT-Support: your records are locked, visit http://evil.example/unlock';

/**
 * The portal as a spam and phishing relay: who may make it email a stranger, how often, with what name in the
 * body, and who may accept. Every message is read back from the dev outbox, i.e. what a real mailer would send.
 */
export async function abuseInvitationCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path.split('?')[0]}`);
    return answer;
  };
  const invite = (from: Patient, email: string) =>
    send({
      method: 'POST',
      path: INVITE,
      headers: sessionHeaders(from.tokens),
      from: from.from,
      body: { name: 'Alex', email, reason: 'Helps with my care', categories: ['conditions'] },
    });
  const mails = async (to: string): Promise<Array<{ body: string }>> =>
    (await send({ method: 'GET', path: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json?.content
      ?.messages ?? [];
  const code = (answer: Answer) => String(answer.json?.error ?? '').split(' - ')[0];
  const stranger = () => `victim.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const verified = async (identity = newIdentity()) => {
    const patient = await signUp(base, identity);
    await completeOnboarding(base, patient);
    return patient;
  };

  await report.probe(
    GROUP,
    'a brand-new account (no identity check) cannot make the portal email anyone',
    async () => {
      const fresh = await signUp(base);
      const to = stranger();
      const answer = await invite(fresh, to);
      const sent = (await mails(to)).length;
      if (answer.status < 400 || code(answer) !== 'IDV_NOT_VERIFIED' || sent > 0)
        throw new Error(`answered ${answer.status} ${code(answer) || ''}; ${sent} email(s) went out`);
      return `${answer.status} ${code(answer)}, nothing sent`;
    },
  );

  await report.probe(
    GROUP,
    '25 invitations to one address at once: limited, no more than the limit sent',
    async () => {
      const inviter = await verified();
      const to = stranger();
      const answers = await Promise.all(Array.from({ length: 25 }, () => invite(inviter, to)));
      const created = answers.filter((a) => a.status === 201).length;
      const limited = answers.filter((a) => a.status === 429 && code(a) === 'RATE_LIMITED').length;
      const sent = (await mails(to)).length;
      const max = INVITATION_LIMIT_DEFAULTS.perAddress.max;
      const detail = `${created} created, ${limited} limited, ${sent} email(s) sent (limit ${max} per address)`;
      if (limited === 0 || sent > max || created !== sent) throw new Error(detail);
      return detail;
    },
  );

  await report.probe(GROUP, 'one account inviting 15 different addresses: limited per account', async () => {
    const inviter = await verified();
    const addresses = Array.from({ length: 15 }, stranger);
    const answers = await Promise.all(addresses.map((to) => invite(inviter, to)));
    const created = answers.filter((a) => a.status === 201).length;
    const sent = (await Promise.all(addresses.map(mails))).flat().length;
    const max = INVITATION_LIMIT_DEFAULTS.perAccount.max;
    const detail = `${created} created, ${sent} email(s) sent (limit ${max} per account)`;
    if (created > max || sent > max) throw new Error(detail);
    return detail;
  });

  await report.probe(
    GROUP,
    'a name carrying a link and a line break reaches the email only as inert text',
    async () => {
      const inviter = await verified({
        ...newIdentity(),
        first_name: PHISHING_FIRST,
        last_name: 'Desk\nCall now',
      });
      const to = stranger();
      const answer = await invite(inviter, to);
      if (answer.status !== 201)
        throw new Error(`the invitation answered ${answer.status} ${answer.text.slice(0, 120)}`);
      const [mail] = await mails(to);
      if (!mail) throw new Error('no email went out');
      const problems = [
        mail.body.includes('evil.example') && 'the domain is linkable (evil.example)',
        /https?:\/\/evil/i.test(mail.body) && 'the link is in the body',
        /\n\s*Call now/.test(mail.body) && 'the name’s line break starts a line of its own',
      ].filter(Boolean);
      if (problems.length)
        throw new Error(`${problems.join('; ')}: ${JSON.stringify(mail.body.slice(0, 240))}`);
      return JSON.stringify(
        (mail.body.split('\n').find((line) => line.includes('invited')) ?? '').slice(0, 120),
      );
    },
  );

  await report.probe(
    GROUP,
    'an invitation cannot be accepted by an account whose email is not verified',
    async () => {
      const inviter = await verified();
      const invitee = await signUp(base);
      const answer = await invite(inviter, invitee.email);
      if (answer.status !== 201) throw new Error(`the invitation answered ${answer.status}`);
      const [mail] = await mails(invitee.email);
      const key = /#([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
      if (!key) throw new Error('no invitation key in the email');
      const accept = () =>
        send({
          method: 'POST',
          path: '/v1/patient/sharing/invitations/accept',
          headers: sessionHeaders(invitee.tokens),
          from: invitee.from,
          body: { invitation_key: key },
        });
      const unverified = await accept();
      if (unverified.status !== 403 || code(unverified) !== 'INVITATION_EMAIL_UNVERIFIED')
        throw new Error(`with the email unverified: ${unverified.status} ${code(unverified) || ''}`);
      // The same account, once it proves the address, accepts: the refusal is about the proof, nothing else.
      const headers = sessionHeaders(invitee.tokens);
      const started = await send({
        method: 'POST',
        path: '/v1/account/email/verification',
        headers,
        from: invitee.from,
      });
      await send({
        method: 'POST',
        path: '/v1/account/email/verification/confirm',
        headers,
        from: invitee.from,
        body: { mfa_token: started.json?.content?.mfa_token, code: await outboxCode(base, invitee.email) },
      });
      const after = await accept();
      if (after.status !== 200) throw new Error(`after verifying the email: ${after.status} ${code(after)}`);
      return `unverified: ${unverified.status} ${code(unverified)}; verified: 200`;
    },
  );
}
