import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remember, SECRETS } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import { SERVER_ROOT, type ServerProcess } from '../lib/server.js';

const GROUP = 'leaks (server log)';

/**
 * The dev outbox prints the messages it "sends" (its one purpose: sign in without a phone). It exists only with
 * PORTAL_DEV_OUTBOX, never in production or beside a real sender, so its own lines are left out of the search;
 * every other line must carry none of the run's personal fields, codes, passwords or tokens.
 */
const isDevOutboxLine = (line: string) => line.includes('"msg":"dev outbox"');

/** Searches everything the server printed during the whole run (every phase, every restart). */
export async function leakCases(server: ServerProcess, report: Report) {
  // Sent by the fuzzer and the IDOR matrix: an SSN, whole and as digits.
  remember('SSN', '123-45-6789');
  remember('SSN digits', '123456789');
  const lines = server
    .log()
    .split('\n')
    .filter((line) => line && !isDevOutboxLine(line));
  const found = new Map<string, number>();
  const samples: string[] = [];
  for (const line of lines) {
    for (const [value, kind] of SECRETS) {
      const at = standingAlone(line, value);
      if (at < 0) continue;
      found.set(kind, (found.get(kind) ?? 0) + 1);
      if (samples.length < 3) samples.push(`${line.slice(Math.max(0, at - 80), at)}<${kind}>`);
    }
  }
  const total = [...found.values()].reduce((a, b) => a + b, 0);
  report.leaks += total;
  report.figures['log lines searched'] = `${lines.length} (${SECRETS.size} values)`;
  report.check(
    GROUP,
    'no personal field, code, password or token in the server log (outside the dev outbox lines)',
    total === 0,
    total
      ? `${[...found].map(([kind, n]) => `${kind} ×${n}`).join(', ')}; e.g. ${samples.join(' | ')}`
      : `${lines.length} lines, ${SECRETS.size} values`,
  );
}

/** Where `value` occurs on its own (a 6-digit code inside a longer number, e.g. a timestamp, is not it), or -1. */
function standingAlone(line: string, value: string): number {
  const digits = /^\d+$/.test(value);
  for (let at = line.indexOf(value); at >= 0; at = line.indexOf(value, at + 1)) {
    if (!digits || (!/\d/.test(line[at - 1] ?? '') && !/\d/.test(line[at + value.length] ?? ''))) return at;
  }
  return -1;
}

/**
 * The portal's analytics: every event goes through its filtering `track`. A call carrying a patient's profile
 * under the names the API and the id token use (a screen passing along what it has) must send none of its values.
 */
export async function analyticsLeakCases(report: Report, patient: Record<string, string>) {
  const module = (await import(
    pathToFileURL(join(SERVER_ROOT, '..', 'portal', 'src', 'lib', 'analytics.ts')).href
  )) as {
    createAnalytics(options: {
      token: string;
      loadProvider: () => Promise<unknown>;
      address: () => string;
    }): {
      trackFiltered(name: string, properties: Record<string, unknown>): void;
    };
  };
  const sent: string[] = [];
  const provider = {
    init: () => undefined,
    register: () => undefined,
    track: (_name: string, properties: unknown) => sent.push(JSON.stringify(properties)),
  };
  // No browser here: the page the events are sent from is said, as the portal's address reader would say it
  const analytics = module.createAnalytics({
    token: 'attack',
    loadProvider: async () => provider,
    address: () => 'https://portal.example.org/home',
  });
  const profile = {
    first_name: patient.first_name,
    last_name: patient.last_name,
    email: patient.email,
    phone: patient.phone,
    date_of_birth: patient.date_of_birth,
    address1: patient.street,
  };
  const claims = {
    given_name: patient.first_name,
    family_name: patient.last_name,
    email: patient.email,
    phone_number: patient.phone,
    birthdate: patient.date_of_birth,
  };
  const events: Array<[string, Record<string, unknown>]> = [
    ['Sign Up Submitted', { ...profile, language: 'en' }],
    ['Profile Viewed', { profile: claims }],
    [
      'Address Saved',
      { primary: { address1: patient.street, address2: null, city: 'Ozymandias', zip: '02139' } },
    ],
    ['Identity Checked', { method: 'ssn', ssn: '123-45-6789', ssn_last4: '6789' }],
    ['Login Failed', { email: patient.email, password: patient.password, code: patient.code }],
  ];
  for (const [name, properties] of events) analytics.trackFiltered(name, properties);
  await new Promise((r) => setTimeout(r, 50));
  const values = Object.entries({ ...patient, ssn: '123-45-6789' }).filter(([, v]) => v && v.length >= 6);
  const leaked = values.filter(([, v]) => sent.some((payload) => payload.includes(v))).map(([k]) => k);
  report.leaks += leaked.length;
  report.check(
    GROUP.replace('server log', 'analytics'),
    'analytics events carry none of the patient’s values, whatever the key is called',
    sent.length === events.length && leaked.length === 0,
    leaked.length ? `sent: ${leaked.join(', ')}` : `${sent.length} events, none of ${values.length} values`,
  );
}
