import { call, type Answer, type Call } from '../lib/http.js';
import { completeOnboarding, newIdentity, sessionHeaders, signUp } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

const GROUP = 'abuse: markup in emails (issue 25)';

/**
 * The HTML email as an attacker's vehicle: a patient signs up with a script and an image handler as their name
 * and invites a stranger, whose email quotes the name. Read back from the dev outbox (what the mailer would
 * send): the HTML part carries no element the name wrote, and the plain-text part no tag.
 */
export async function abuseEmailMarkupCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path.split('?')[0]}`);
    return answer;
  };

  await report.probe(
    GROUP,
    'a name with <script> and an onerror image reaches an invitation email as text',
    async () => {
      const identity = {
        ...newIdentity(),
        first_name: '<script>alert(document.domain)</script>',
        last_name: '"><img src=x onerror=alert(1)>',
      };
      const inviter = await signUp(base, identity);
      await completeOnboarding(base, inviter);
      const to = `victim.${Math.random().toString(36).slice(2, 10)}@example.com`;
      const answer = await send({
        method: 'POST',
        path: '/v1/patient/sharing/proxies',
        headers: sessionHeaders(inviter.tokens),
        from: inviter.from,
        body: { name: 'Alex', email: to, reason: 'Helps with my care', categories: ['conditions'] },
      });
      if (answer.status !== 201)
        throw new Error(`the invitation answered ${answer.status} ${answer.text.slice(0, 120)}`);
      const outbox = await send({ method: 'GET', path: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
      const [mail] = (outbox.json?.content?.messages ?? []) as Array<{
        body: string;
        html?: string;
        subject?: string;
      }>;
      if (!mail?.html) throw new Error('no email with an HTML part went out');
      const problems = [
        /<script/i.test(mail.html) && 'a script element in the HTML',
        /<img/i.test(mail.html) && 'an image element in the HTML',
        // As words ('img src=x onerror=…') the name is inert; inside a tag it would run.
        /<[^>]*\son\w+\s*=/i.test(mail.html) && 'an event handler in an HTML tag',
        /<[a-z/]/i.test(mail.body) && 'a tag in the plain-text part',
        /<[a-z/]/i.test(mail.subject ?? '') && 'a tag in the subject',
      ].filter(Boolean);
      if (problems.length) throw new Error(`${problems.join('; ')}: ${JSON.stringify(mail.subject)}`);
      return JSON.stringify(mail.subject?.slice(0, 120));
    },
  );
}
