import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Report } from '../lib/report.js';
import { SERVER_ROOT } from '../lib/server.js';

const GROUP = 'abuse (analytics addresses)';

type Properties = Record<string, unknown>;
interface Options {
  hooks?: { before_send_events?: (event: { event: string; properties: Properties }) => unknown };
}
interface PortalAnalytics {
  init(): Promise<void>;
  page?(href: string): void;
  track(name: string, properties?: Properties): void;
}

/**
 * Issue 26 item 3: the portal's analytics adapter (apps/portal/src/lib/analytics.ts) driven as mixpanel-browser
 * would be, at the addresses that carry a credential: a share link, an invitation (opened, and carried through
 * login as `next`), a reset link, and a search of the record. The recorder reads the bare address from its start
 * (it has no hook), so it must not start there nor keep running on arrival; every event's addresses (page,
 * referrers) must leave without the secret, whatever the SDK put in them.
 */
export async function analyticsAddressCases(report: Report) {
  const module = (await import(
    pathToFileURL(join(SERVER_ROOT, '..', 'portal', 'src', 'lib', 'analytics.ts')).href
  )) as {
    createAnalytics(options: {
      token: string;
      loadProvider: () => Promise<unknown>;
      address?: () => string;
    }): PortalAnalytics;
  };
  const origin = 'https://portal.example.com';
  const key = randomBytes(32).toString('base64url');
  const token = randomBytes(24).toString('base64url');
  const addresses: Array<[string, string, string]> = [
    ['a share link', `${origin}/shared#${key}`, key],
    ['an invitation', `${origin}/home/sharing/accept#${key}`, key],
    [
      'login on the way to an invitation',
      `${origin}/login?next=${encodeURIComponent(`/home/sharing/accept#${key}`)}`,
      key,
    ],
    ['a reset link', `${origin}/reset-password?token=${token}`, token],
    ['a search of the record', `${origin}/home/timeline?q=Metformin`, 'Metformin'],
  ];
  const problems: string[] = [];
  for (const [what, href, secret] of addresses) {
    for (const arrival of ['opened', 'reached'] as const) {
      let here = arrival === 'opened' ? href : `${origin}/home`;
      const sent: string[] = [];
      const calls: string[] = [];
      let options: Options = {};
      const provider = {
        init: (_token: string, given: Options) => {
          options = given;
          calls.push(`init at ${here}`);
        },
        register: () => undefined,
        start_session_recording: () => calls.push(`start at ${here}`),
        stop_session_recording: () => calls.push(`stop at ${here}`),
        // as mixpanel-browser does: the page and the referrers from the bare address, then the hook
        track: (event: string, properties: Properties) => {
          const payload = {
            event,
            properties: { ...properties, $current_url: here, $referrer: href, $initial_referrer: href },
          };
          const hook = options.hooks?.before_send_events;
          sent.push(JSON.stringify(hook ? hook(payload) : payload));
        },
      };
      const analytics = module.createAnalytics({
        token: 'attack',
        loadProvider: async () => provider,
        address: () => here,
      });
      await analytics.init();
      if (arrival === 'reached') {
        here = href;
        analytics.page?.(href);
      }
      analytics.track('Login Submitted');
      await new Promise((r) => setTimeout(r, 20));
      const recorder = [...calls];
      // then on to an ordinary page, where an event kept waiting goes out (its referrers still the secret address)
      here = `${origin}/home`;
      analytics.page?.(here);
      await new Promise((r) => setTimeout(r, 20));
      // the recorder (which reads the bare address) started there, or was running on arrival and not stopped
      const startedThere = recorder.some(
        (call) => /^(init|start) at /.test(call) && call.endsWith(` at ${href}`),
      );
      const keptRunning = arrival === 'reached' && !recorder.at(-1)?.startsWith('stop');
      if (startedThere || keptRunning)
        problems.push(`${what} (${arrival}): the recorder runs at its address`);
      if (sent.length === 0) problems.push(`${what} (${arrival}): the event was never sent`);
      else if (
        sent.some((payload) => payload.includes(secret) || payload.includes(encodeURIComponent(secret)))
      )
        problems.push(`${what} (${arrival}): an event carries it`);
    }
  }
  report.leaks += problems.filter((problem) => problem.endsWith('an event carries it')).length;
  report.check(
    GROUP,
    'no credential or search in an address reaches analytics: not recorded there, scrubbed from every event',
    problems.length === 0,
    problems.length
      ? problems.join('; ')
      : `${addresses.length} addresses × opened/reached: never recorded there, no event carried it`,
  );
}
