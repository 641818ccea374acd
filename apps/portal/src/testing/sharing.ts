import { http, type HttpHandler } from 'msw';
import type {
  AccessLogPage,
  GrantAccess,
  GrantDetail,
  RecordsPage,
  ScopedView,
  SharedGrant,
} from '@portal/contract';
import { glucoseApp, longNamedApp } from './apps';
import { failWith, ok, pending } from './msw';

/** Test and story fixtures for the sharing screens: a ledger, a link's access log, a recipient's view. */

export const SHARE_KEY = 'k'.repeat(40) + '_-9';

export function sharedGrant(overrides: Partial<SharedGrant> = {}): SharedGrant {
  return {
    id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000001',
    kind: 'link',
    name: 'Dr. Rivera',
    study_title: null,
    email: null,
    organization: null,
    app: null,
    categories: ['conditions', 'medications', 'allergies'],
    date_from: null,
    date_to: null,
    reason: { code: 'typed', text: 'Second opinion' },
    since: '2026-11-20T15:00:00.000Z',
    until: '2026-11-27T15:00:00.000Z',
    status: 'active',
    ended_at: null,
    ended_reason: null,
    has_passcode: true,
    access_count: 2,
    last_access_at: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

export const ledger: SharedGrant[] = [
  sharedGrant(),
  sharedGrant({
    id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000002',
    kind: 'clinician',
    name: 'Dr. Chen',
    organization: 'Springfield Family Practice',
    email: 'chen@springfield.example',
    categories: ['medications', 'allergies', 'immunizations'],
    date_from: '2020-01-01',
    reason: { code: 'typed', text: 'New primary care doctor' },
    until: null,
    has_passcode: false,
    access_count: 0,
    last_access_at: null,
  }),
  sharedGrant({
    id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000003',
    kind: 'study_site',
    name: 'Bluewater Research Clinic',
    study_title: {
      en: 'Sleep and heart health in healthy adults',
      es: 'El sueño y la salud del corazón en adultos sanos',
    },
    categories: ['conditions', 'observations'],
    reason: { code: 'study_consent_signed', params: { study: 'NCT99000110', version: '2026-10-01' } },
    // a study's last day (Nov 20, 2027) kept as the end of that day in the patient's zone, as the server keeps it
    until: '2027-11-21T04:59:59.999Z',
    has_passcode: false,
    access_count: 0,
    last_access_at: null,
  }),
  sharedGrant({
    id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000004',
    name: 'School nurse',
    categories: ['immunizations'],
    reason: { code: 'typed', text: 'School form' },
    status: 'ended',
    ended_at: '2026-11-22T10:00:00.000Z',
    ended_reason: { code: 'revoked_by_patient' },
    has_passcode: false,
  }),
  // a study consent the patient withdrew: its site's share ended with it
  sharedGrant({
    id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000005',
    kind: 'study_site',
    name: 'Cedar Valley Clinic Worcester',
    study_title: {
      en: 'Daily walking and text coaching for adults with type 2 diabetes',
      es: 'Caminatas diarias y mensajes de apoyo para adultos con diabetes tipo 2',
    },
    categories: ['conditions', 'medications', 'observations'],
    reason: { code: 'study_consent_signed', params: { study: 'NCT99000101', version: '2026-10-01' } },
    status: 'ended',
    ended_at: '2026-11-23T10:00:00.000Z',
    ended_reason: { code: 'study_consent_withdrawn' },
    has_passcode: false,
    access_count: 0,
    last_access_at: null,
  }),
];

/** A caregiver whose last day is Jun 30, 2028: the end of that day in New York, as the server stores it. */
export const caregiverUntilJune30 = sharedGrant({
  id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000009',
  kind: 'proxy',
  name: 'Alex (my son)',
  email: 'alex@example.com',
  until: '2028-07-01T03:59:59.999Z',
  has_passcode: false,
});

export const grantDetail: GrantDetail = { grant: ledger[0]! };

/** [issue 30] An app the patient connected: it reads vitals, medications and insurance, with the consent as its reason. */
export const connectedApp = sharedGrant({
  id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000010',
  kind: 'app',
  name: glucoseApp.name,
  app: glucoseApp,
  categories: ['medications', 'observations', 'coverage'],
  reason: { code: 'typed', text: '' },
  since: '2026-11-24T15:00:00.000Z',
  until: '2027-11-24T15:00:00.000Z',
  has_passcode: false,
  access_count: 14,
  last_access_at: '2026-11-26T08:15:00.000Z',
});

/** An app at the registration's caps, disconnected by the patient. */
export const disconnectedApp = sharedGrant({
  id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000011',
  kind: 'app',
  name: longNamedApp.name,
  app: longNamedApp,
  categories: ['conditions'],
  reason: { code: 'typed', text: '' },
  since: '2026-11-10T15:00:00.000Z',
  until: '2026-12-10T15:00:00.000Z',
  status: 'ended',
  ended_at: '2026-11-25T10:00:00.000Z',
  ended_reason: { code: 'revoked_by_patient' },
  has_passcode: false,
  access_count: 0,
  last_access_at: null,
});

/** One entry of an access log: a read let through, once, from a phone. */
export const access = (entry: Partial<GrantAccess> = {}): GrantAccess => ({
  at: '2026-11-21T09:30:00.000Z',
  last_at: entry.at ?? '2026-11-21T09:30:00.000Z',
  times: 1,
  actor: 'link',
  action: 'records.conditions',
  client: 'Chrome · Android',
  refused: null,
  ...entry,
});

/** An app's reads through the FHIR API, newest first: a refused read after the patient narrowed it, then its reads. */
export const appAccessLog: GrantAccess[] = [
  access({
    at: '2026-11-26T08:16:00.000Z',
    actor: 'app',
    action: 'records.conditions',
    refused: 'not_shared',
    client: '',
  }),
  access({ at: '2026-11-26T08:15:00.000Z', actor: 'app', action: 'records.coverage', client: '' }),
  access({
    at: '2026-11-26T08:14:00.000Z',
    last_at: '2026-11-26T08:15:00.000Z',
    times: 12,
    actor: 'app',
    action: 'records.observations',
    client: '',
  }),
  access({ at: '2026-11-26T08:13:00.000Z', actor: 'app', action: 'records.patient', client: '' }),
];

export const accessLog: GrantAccess[] = [
  access(),
  access({ at: '2026-11-21T09:29:00.000Z', action: 'open' }),
  access({ at: '2026-11-21T09:28:00.000Z', action: 'passcode_wrong', client: '' }),
];

/** A log after abuse, newest first: refused tries, a long run of opens, and the one real read beneath them. */
export const abusedAccessLog: GrantAccess[] = [
  access({ at: '2026-11-21T10:05:00.000Z', action: 'records.medications', refused: 'revoked' }),
  access({ at: '2026-11-21T10:04:00.000Z', action: 'records.bundle', refused: 'not_shared' }),
  access({ at: '2026-11-21T10:03:00.000Z', action: 'records.medications', refused: 'not_shared' }),
  access({
    at: '2026-11-21T09:31:00.000Z',
    last_at: '2026-11-21T10:02:00.000Z',
    action: 'open',
    times: 200,
  }),
  ...accessLog,
];

/** An access log's pages as the server answers them: `size` entries a page, each naming where the next starts. */
export function accessLogPages(entries: GrantAccess[], size: number) {
  return (cursor: string | null): AccessLogPage => {
    const start = cursor ? Number(cursor) : 0;
    const end = start + size;
    return { accesses: entries.slice(start, end), next_cursor: end < entries.length ? String(end) : null };
  };
}

export const scopedView: ScopedView = {
  view_token: 'view-token',
  expires_at: '2026-11-21T09:45:00.000Z',
  patient_name: 'Dana Demo',
  units: 'us',
  grant: {
    id: ledger[0]!.id,
    name: 'Dr. Rivera',
    categories: ['conditions', 'allergies'],
    date_from: null,
    date_to: null,
    until: '2026-11-27T15:00:00.000Z',
  },
};

const page = (category: 'conditions' | 'allergies', displays: string[]): RecordsPage => ({
  category,
  page: 1,
  page_size: 100,
  total: displays.length,
  items: displays.map((display, i) => ({
    id: `${category}-${i}`,
    category,
    type: null,
    code: null,
    code_system: null,
    display,
    status: 'active',
    date: new Date(Date.UTC(2024, i, 10)).toISOString(),
    end_date: null,
    value: null,
    value_text: null,
    unit: null,
    reference_range: null,
    source: 'sample',
    source_resource_id: `${category}-${i}`,
  })),
});

const LIST = '*/v1/patient/sharing';
const CARE = '*/v1/patient/care';
const noneCaredFor = () => http.get(CARE, () => ok({ people: [] }));

export const caredFor = {
  grant_id: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000009',
  patient_name: 'Rosa Demo',
  categories: ['conditions', 'allergies'],
  since: '2026-11-20T15:00:00.000Z',
  until: null,
} as const;
const GRANT = '*/v1/patient/sharing/:grantId';
const ACCESSES = `${GRANT}/accesses`;

/** The access log's route answering `entries`, `size` a page, as the server pages it. */
export const accessLogHandler = (entries: GrantAccess[], size = 50) => {
  const pageAt = accessLogPages(entries, size);
  return http.get(ACCESSES, ({ request }) => ok(pageAt(new URL(request.url).searchParams.get('cursor'))));
};

export const sharingHandlers = {
  filled: (): HttpHandler[] => [
    http.get(LIST, () => ok({ grants: ledger })),
    http.get(CARE, () => ok({ people: [caredFor] })),
    http.post('*/v1/patient/sharing/proxies', () =>
      ok(sharedGrant({ kind: 'proxy', name: 'Alex', status: 'pending', has_passcode: false }), 201),
    ),
    http.get(GRANT, () => ok(grantDetail)),
    accessLogHandler(accessLog),
    http.post(`${GRANT}/end`, () =>
      ok({
        ...ledger[0]!,
        status: 'ended',
        ended_at: '2026-11-22T10:00:00.000Z',
        ended_reason: { code: 'revoked_by_patient' },
      }),
    ),
    http.post('*/v1/patient/sharing/links', () => ok({ grant: ledger[0]!, share_key: SHARE_KEY }, 201)),
  ],
  empty: (): HttpHandler[] => [http.get(LIST, () => ok({ grants: [] })), noneCaredFor()],
  /** [issue 30] The ledger with an app connected and one disconnected, and the connected one's details. */
  withApps: (): HttpHandler[] => [
    http.get(LIST, () => ok({ grants: [...ledger, connectedApp, disconnectedApp] })),
    noneCaredFor(),
    http.get(GRANT, ({ params }) =>
      ok({ grant: params.grantId === disconnectedApp.id ? disconnectedApp : connectedApp }),
    ),
    accessLogHandler(appAccessLog),
    http.post(`${GRANT}/end`, () =>
      ok({
        ...connectedApp,
        status: 'ended',
        ended_at: '2026-11-27T10:00:00.000Z',
        ended_reason: { code: 'revoked_by_patient' },
      }),
    ),
  ],
  loading: (): HttpHandler[] => [
    pending('get', LIST),
    pending('get', GRANT),
    pending('get', ACCESSES),
    noneCaredFor(),
  ],
  error: (): HttpHandler[] => [
    noneCaredFor(),
    http.get(LIST, () => failWith(503, 'INTERNAL - Something went wrong. Please try again.')),
    http.get(GRANT, () => failWith(503, 'INTERNAL - Something went wrong. Please try again.')),
    http.get(ACCESSES, () => failWith(503, 'INTERNAL - Something went wrong. Please try again.')),
  ],
  // a share that is not the patient's (or no longer exists): the server refuses its log as it refuses the share
  notFound: (): HttpHandler[] => [
    http.get(GRANT, () => failWith(404, 'NOT_FOUND - Not found.')),
    http.get(ACCESSES, () => failWith(404, 'NOT_FOUND - Not found.')),
  ],
  saving: (): HttpHandler[] => [
    pending('post', '*/v1/patient/sharing/links'),
    pending('post', '*/v1/patient/sharing/proxies'),
  ],
  createFails: (): HttpHandler[] => [
    http.post('*/v1/patient/sharing/links', () =>
      failWith(400, 'VALIDATION_FAILED - Expiry can be at most 90 days.'),
    ),
    http.post('*/v1/patient/sharing/proxies', () =>
      failWith(400, 'VALIDATION_FAILED - Enter an email address like name@example.com.'),
    ),
  ],
  /** [issue 26] An invitation refused as the server words it: a limit (with its name and minutes), or no identity. */
  inviteRefused: (status: number, error: string, params?: Record<string, string | number>): HttpHandler[] => [
    // before the filled ledger's: MSW answers with the first handler that matches
    http.post('*/v1/patient/sharing/proxies', () => failWith(status, error, params)),
    ...sharingHandlers.filled(),
  ],
};

const RECORDS = '*/v1/patient/records';
const OPEN = '*/v1/shared/open';

export const sharedViewHandlers = {
  open: (): HttpHandler[] => [
    http.post(OPEN, () => ok(scopedView)),
    http.get(RECORDS, ({ request }) =>
      new URL(request.url).searchParams.get('category') === 'allergies'
        ? ok(page('allergies', ['Peanut allergy', 'Penicillin allergy']))
        : ok(page('conditions', ['Type 2 diabetes', 'Hypertension', 'Seasonal allergic rhinitis'])),
    ),
  ],
  opening: (): HttpHandler[] => [pending('post', OPEN)],
  passcode: (): HttpHandler[] => [
    http.post(OPEN, async ({ request }) => {
      const body = (await request.json()) as { passcode?: string };
      if (!body.passcode)
        return failWith(401, 'SHARE_PASSCODE_REQUIRED - Enter the passcode you were given with this link.');
      if (body.passcode !== 'maple-42')
        return failWith(401, 'SHARE_PASSCODE_INVALID - The passcode is not correct.');
      return ok(scopedView);
    }),
    ...sharedViewHandlers.open().slice(1),
  ],
  /** [issue 26] The link's opens met their limit: at once, or once the passcode is typed. */
  limited: (at: 'open' | 'passcode'): HttpHandler[] => [
    http.post(OPEN, async ({ request }) => {
      const body = (await request.json()) as { passcode?: string };
      if (at === 'passcode' && !body.passcode)
        return failWith(401, 'SHARE_PASSCODE_REQUIRED - Enter the passcode you were given with this link.');
      return failWith(429, 'RATE_LIMITED - Too many attempts. Please wait 12 minutes and try again.', {
        minutes: 12,
        limit: 'share-open',
      });
    }),
  ],
  unavailable: (): HttpHandler[] => [
    http.post(OPEN, () =>
      failWith(
        404,
        'SHARE_LINK_UNAVAILABLE - This link has expired, was turned off, or does not exist. Ask the person who shared it for a new one.',
      ),
    ),
  ],
  ended: (): HttpHandler[] => [
    http.post(OPEN, () => ok(scopedView)),
    http.get(RECORDS, () =>
      failWith(403, 'SHARE_ACCESS_ENDED - This access has ended. The records are no longer shared with you.'),
    ),
  ],
};

const ACCEPT = '*/v1/patient/sharing/invitations/accept';

/** A caregiver accepting an invitation. */
export const careHandlers = {
  accepted: (): HttpHandler[] => [http.post(ACCEPT, () => ok(caredFor))],
  accepting: (): HttpHandler[] => [pending('post', ACCEPT)],
  invalid: (): HttpHandler[] => [
    http.post(ACCEPT, () =>
      failWith(404, 'INVITATION_INVALID - This invitation has expired, was withdrawn or was already used.'),
    ),
  ],
  /** [issue 26] Refused until the account proves its email with a code; then accepted. */
  emailUnverified: (): HttpHandler[] => {
    let verified = false;
    return [
      http.post(ACCEPT, () =>
        verified
          ? ok(caredFor)
          : failWith(
              403,
              'INVITATION_EMAIL_UNVERIFIED - Please verify your email address first: we send a code to it, and then you can accept the invitation.',
            ),
      ),
      http.post('*/v1/account/email/verification', () =>
        ok({ mfa_token: 'verify-attempt', destination: 'd***@example.com' }),
      ),
      http.post('*/v1/account/email/verification/confirm', () => {
        verified = true;
        return ok({ email_verified: true });
      }),
    ];
  },
};
