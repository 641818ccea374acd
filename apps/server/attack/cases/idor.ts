import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import { call, type Answer, type Call } from '../lib/http.js';
import {
  completeOnboarding,
  outboxCode,
  PRIMARY_ADDRESS,
  sessionHeaders,
  signUp,
  type Patient,
} from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import { softAuthenticator } from '../../src/test/webauthn.js';
import { serverRoutes } from '../lib/route-table.js';
import type { ServerProcess } from '../lib/server.js';
import {
  APP_TOKEN,
  isStaticRoute,
  pathOf,
  ROUTES,
  routeKey,
  PIXEL_PNG,
  type ProfileIds,
  type RouteRow,
  type Subject,
} from '../routes.js';

const GROUP = 'access control (IDOR matrix)';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A patient with something of every kind to steal: an authenticator, an identity attempt, records, a flag. */
export interface Victim {
  patient: Patient;
  subject: Subject;
  /** Strings only this patient's data contains: none may appear in another patient's answers. */
  markers: string[];
}

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };

export async function makeVictim(
  base: string,
  send: (input: Call) => Promise<Answer>,
  withRecords: boolean,
): Promise<Victim> {
  const patient = await signUp(base);
  const headers = sessionHeaders(patient.tokens);
  const from = patient.from;
  const stepUp = await send({
    method: 'POST',
    path: '/v1/account/step-up',
    headers,
    body: { action: 'add_authenticator' },
    from,
  });
  const added = await send({
    method: 'POST',
    path: '/v1/account/authenticators',
    headers,
    body: {
      label: `Lbl${patient.last_name}`,
      mfa_token: stepUp.json?.content?.mfa_token,
      code: await outboxCode(base, patient.phone),
    },
    from,
  });
  const totp = new TOTP({
    secret: String(added.json?.content?.secret ?? 'JBSWY3DPEHPK3PXP'),
    period: 30,
    digits: 6,
  });
  await send({
    method: 'PATCH',
    path: '/v1/account/authenticators',
    headers,
    body: { id: added.json?.content?.id, code: totp.generate() },
    from,
  });
  await send({
    method: 'PUT',
    path: '/v1/patient/gatepass/property',
    headers,
    body: { key: 'data_pull_prompt_dismissed', value: `flag${patient.last_name}` },
    from,
  });
  const passkeyId = await addPasskey(base, send, { patient, headers });
  const markers = [
    decode(patient.tokens.access_token).sub,
    patient.email,
    patient.first_name,
    patient.last_name,
    patient.phone,
    `Lbl${patient.last_name}`,
    `Key${patient.last_name}`,
    passkeyId,
  ];
  const shared = await send({
    method: 'POST',
    path: '/v1/patient/sharing/links',
    headers,
    body: {
      recipient_name: `Rcp${patient.last_name}`,
      reason: 'second opinion',
      categories: ['conditions'],
      expires_in_hours: 24,
    },
    from,
  });
  const grantId = String(shared.json?.content?.grant?.id ?? randomUUID());
  markers.push(`Rcp${patient.last_name}`);
  let pullId: string = randomUUID();
  let attemptId: string = randomUUID();
  let insightId: string = randomUUID();
  if (withRecords) {
    attemptId = await completeOnboarding(base, patient);
    const pull = await send({ method: 'POST', path: '/v1/datapull/init', headers, body: {}, from });
    pullId = String(pull.json?.content?.pull_id ?? pullId);
    await waitForPull(base, patient, 180_000);
    for (const category of ['conditions', 'encounters', 'observations']) {
      const page = await send({
        method: 'GET',
        path: `/v1/patient/records?category=${category}&page_size=3`,
        headers,
        from,
      });
      // The source's resource ids are UUIDs: unique to this patient's records (row ids are small numbers).
      for (const item of (page.json?.content?.items ?? []) as Array<{ source_resource_id?: string }>)
        if (item.source_resource_id && item.source_resource_id.length >= 16)
          markers.push(item.source_resource_id);
    }
    const insights = await send({ method: 'GET', path: '/v1/patient/insights', headers, from });
    insightId = String(insights.json?.content?.patient_screeners?.[0]?.id ?? insightId);
  } else {
    const invite = await send({ method: 'POST', path: '/v1/signup/verify-id/invite', headers, from });
    attemptId = String(invite.json?.content?.attempt_id ?? attemptId);
  }
  const order = await send({
    method: 'POST',
    path: '/v1/patient/lab-order',
    headers,
    body: { kit_type: 'hba1c', phone: patient.phone, shipping_address: PRIMARY_ADDRESS },
    from,
  });
  const labOrderId = String(order.json?.content?.id ?? randomUUID());
  const profile = await seedProfile(send, headers, from);
  markers.push(...Object.values(profile));
  const authenticatorId = String(added.json?.content?.id ?? randomUUID());
  markers.push(authenticatorId, attemptId, pullId, grantId, insightId, labOrderId);
  return {
    patient,
    markers,
    subject: {
      email: patient.email,
      phone: patient.phone,
      first_name: patient.first_name,
      last_name: patient.last_name,
      date_of_birth: patient.date_of_birth,
      authenticatorId,
      authenticatorCode: () => totp.generate(),
      passkeyId,
      attemptId,
      jobId: pullId,
      grantId,
      insightId,
      labOrderId,
      profile,
    },
  };
}

/**
 * A passkey of the victim's, made by a software authenticator for the relying party the server names (the local
 * demo's `localhost` on the server's port): the rename and removal rows then name a real key of someone else.
 */
async function addPasskey(
  base: string,
  send: (input: Call) => Promise<Answer>,
  victim: { patient: Patient; headers: Record<string, string> },
): Promise<string> {
  const { patient, headers } = victim;
  const from = patient.from;
  const stepUp = await send({
    method: 'POST',
    path: '/v1/account/step-up',
    headers,
    body: { action: 'add_passkey' },
    from,
  });
  const options = await send({
    method: 'POST',
    path: '/v1/account/passkeys/options',
    headers,
    body: { mfa_token: stepUp.json?.content?.mfa_token, code: await outboxCode(base, patient.phone) },
    from,
  });
  const rpId = options.json?.content?.rp?.id;
  if (typeof rpId !== 'string') throw new Error(`no passkey options (status ${options.status})`);
  const key = softAuthenticator({ id: rpId, origin: `http://${rpId}:${new URL(base).port}` });
  const created = await send({
    method: 'POST',
    path: '/v1/account/passkeys',
    headers,
    body: { label: `Key${patient.last_name}`, credential: key.create(options.json?.content) },
    from,
  });
  const id = created.json?.content?.id;
  if (typeof id !== 'string') throw new Error(`the victim's passkey was refused (status ${created.status})`);
  return id;
}

/** One of each profile item, with ids and values only this patient has. */
async function seedProfile(
  send: (input: Call) => Promise<Answer>,
  headers: Record<string, string>,
  from: string,
): Promise<ProfileIds> {
  const name = await send({
    method: 'POST',
    path: '/v1/patient/names',
    headers,
    body: { use: 'maiden', first_name: 'Victim', last_name: `Maiden${randomUUID().slice(0, 8)}` },
    from,
  });
  const insurance = await send({
    method: 'POST',
    path: '/v1/patient/insurance',
    headers,
    body: {
      payer: 'Victim Health',
      member_id: `VIC-${randomUUID().slice(0, 8)}`,
      subscriber_name: 'Victim Subscriber',
      subscriber_relationship: 'self',
      front_image: { file_name: 'front.png', content_type: 'image/png', data_base64: PIXEL_PNG },
      back_image: { file_name: 'back.png', content_type: 'image/png', data_base64: PIXEL_PNG },
    },
    from,
  });
  const hipaa = await send({ method: 'GET', path: '/v1/patient/hipaa/details', headers, from });
  const address = await send({
    method: 'POST',
    path: '/v1/patient/address',
    headers,
    body: {
      kind: 'additional',
      address: { ...PRIMARY_ADDRESS, address1: `${randomUUID().slice(0, 8)} Victim Way` },
    },
    from,
  });
  const phone = await send({
    method: 'POST',
    path: '/v1/patient/phone',
    headers,
    body: { phone: '555-219-0042', label: 'home' },
    from,
  });
  return {
    name: String(name.json?.content?.id ?? randomUUID()),
    phone: String(phone.json?.content?.phone?.id ?? randomUUID()),
    address: String(address.json?.content?.id ?? randomUUID()),
    insurance: String(insurance.json?.content?.id ?? randomUUID()),
    hipaa: String(hipaa.json?.content?.authorizations?.[0]?.id ?? randomUUID()),
  };
}

export async function waitForPull(base: string, patient: Patient, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let state = 'unknown';
  while (Date.now() < deadline) {
    const status = await call(base, {
      method: 'GET',
      path: '/v1/datapull/status',
      headers: sessionHeaders(patient.tokens),
      from: patient.from,
    });
    state = String(status.json?.content?.state);
    if (state === 'succeeded' || state === 'failed') return state;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the data pull did not finish in ${timeoutMs / 1000} s (state ${state})`);
}

/** What the victim sees of their own account: it must read the same after the attacker's whole matrix. */
async function ownView(base: string, victim: Victim): Promise<string> {
  const headers = sessionHeaders(victim.patient.tokens);
  const paths = [
    '/v1/account/authenticators',
    '/v1/account/passkeys',
    '/v1/patient/gatepass/property',
    '/v1/signup/verify-id/invite',
    '/v1/signup/addresses',
    '/v1/patient/records/summary',
    '/v1/patient/labkit/details',
    '/v1/patient/names',
    '/v1/patient/addresses',
    '/v1/patient/phones',
    '/v1/patient/dob',
    '/v1/patient/gender',
    '/v1/patient/demographics',
    '/v1/patient/hipaa/details',
    '/v1/patient/insurance',
  ];
  const views: string[] = [];
  for (const path of paths) {
    const answer = await call(base, { method: 'GET', path, headers, from: victim.patient.from });
    views.push(`${path} ${answer.status} ${answer.text}`);
  }
  return views.join('\n');
}

export function request(row: RouteRow, who: Subject, headers: Record<string, string>, from?: string): Call {
  const example = row.example(who);
  return {
    method: row.method,
    path: pathOf(row.url, example.params, example.query),
    headers,
    ...(example.body !== undefined
      ? { body: example.body }
      : STATE_CHANGING.has(row.method)
        ? { body: {} }
        : {}),
    ...(from ? { from } : {}),
  };
}

export async function idorCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const send = async (input: Call) => {
    const answer = await call(base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path.split('?')[0]}`);
    return answer;
  };

  await report.probe(
    GROUP,
    'every route the server registers has a row (matrix or reasoned public list)',
    async () => {
      const registered = (await serverRoutes()).filter((r) => !isStaticRoute(r));
      const rows = new Set(ROUTES.map(routeKey));
      const missing = registered.filter((r) => !rows.has(r));
      const stale = [...rows].filter((r) => !registered.includes(r));
      if (missing.length || stale.length)
        throw new Error(
          `no row for: ${missing.join(', ') || '-'}; rows for routes that do not exist: ${stale.join(', ') || '-'}`,
        );
      return `${registered.length} routes: ${ROUTES.filter((r) => r.access === 'patient').length} in the matrix, ${ROUTES.filter((r) => r.access !== 'patient').length} public with a reason`;
    },
  );

  const victim = await makeVictim(base, send, true);
  const attacker = await signUp(base);
  const before = await ownView(base, victim);
  // A marker the request itself carried (a name typed into a form) may be echoed back; anything else is a leak.
  const leaksIn = (answer: Answer, input?: Call) => {
    const sent = input ? `${input.path} ${JSON.stringify(input.body ?? '')}` : '';
    return victim.markers.filter((m) => answer.text.includes(m) && !sent.includes(m));
  };

  const patientRows = ROUTES.filter((row) => row.access === 'patient');
  const problems: string[] = [];
  for (const row of patientRows) {
    const key = routeKey(row);
    const cells: Array<[string, Call, (a: Answer) => string | undefined]> = [
      [
        "the attacker's session with the victim's ids",
        request(row, victim.subject, sessionHeaders(attacker.tokens), attacker.from),
        (a) => (a.status >= 500 ? `status ${a.status}` : undefined),
      ],
      [
        'no session at all',
        request(row, victim.subject, {}, attacker.from),
        (a) => (a.status !== 401 ? `status ${a.status}, not 401` : undefined),
      ],
      [
        "the attacker's access token with the victim's id token",
        request(
          row,
          victim.subject,
          {
            ...sessionHeaders(attacker.tokens),
            'id-authorization': `Bearer ${victim.patient.tokens.id_token}`,
          },
          attacker.from,
        ),
        (a) => (a.status !== 401 ? `status ${a.status}, not 401` : undefined),
      ],
      [
        // [SHARE-2] the caregiver switch's header, naming a grant of the victim's the attacker does not hold
        "the attacker's session naming the victim's grant as someone they care for",
        request(
          row,
          victim.subject,
          { ...sessionHeaders(attacker.tokens), 'x-care-grant': victim.subject.grantId },
          attacker.from,
        ),
        (a) => (a.status !== 403 ? `status ${a.status}, not 403` : undefined),
      ],
    ];
    if (STATE_CHANGING.has(row.method)) {
      cells.push([
        "the victim's access token with the attacker's CSRF token",
        request(
          row,
          victim.subject,
          {
            authorization: `Bearer ${victim.patient.tokens.access_token}`,
            'x-csrftoken': attacker.tokens.web_token,
          },
          attacker.from,
        ),
        (a) => (a.status !== 403 ? `status ${a.status}, not 403` : undefined),
      ]);
    }
    for (const [name, input, verdict] of cells) {
      const answer = await send(input);
      report.idorCells += 1;
      const leaked = leaksIn(answer, input);
      const wrong =
        verdict(answer) ??
        (leaked.length
          ? `answered the victim's data (${leaked.map((m) => m.slice(0, 24)).join(', ')})`
          : undefined);
      if (wrong) problems.push(`${key} — ${name}: ${wrong}`);
    }
  }
  report.check(
    GROUP,
    `${patientRows.length} patient routes × attacker variants: refused or the attacker's own data, never the victim's`,
    problems.length === 0,
    problems.length ? problems.slice(0, 8).join('; ') : `${report.idorCells} cells`,
  );
  const after = await ownView(base, victim);
  report.check(
    GROUP,
    "the victim's account reads the same after the whole matrix",
    before === after,
    before === after ? 'unchanged' : diff(before, after),
  );

  await report.probe(GROUP, 'machine, coordinator and FHIR API routes refuse a patient session', async () => {
    const bad: string[] = [];
    for (const row of ROUTES.filter(
      (r) =>
        r.access !== 'patient' &&
        (r.url.includes('datapull/') ||
          r.url.includes('coordinator') ||
          r.url.includes('webhooks') ||
          r.access.public === APP_TOKEN),
    )) {
      const answer = await send(request(row, victim.subject, sessionHeaders(attacker.tokens), attacker.from));
      report.idorCells += 1;
      if (answer.status < 400 || leaksIn(answer).length) bad.push(`${routeKey(row)} ${answer.status}`);
    }
    if (bad.length) throw new Error(bad.join(', '));
  });
}

function diff(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  return a
    .map((line, i) => (line === b[i] ? undefined : `${line.slice(0, 160)} → ${b[i]?.slice(0, 160)}`))
    .filter(Boolean)
    .join('; ');
}
