import { randomUUID } from 'node:crypto';
import { defaultNotifications, type PatientSettings } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { routeMessages } from '../../providers/messaging/index.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, completeOnboardingGates, seedPatientWithSession } from '../../test/helpers.js';
import { testRecordsConfig } from '../datapull/config.js';
import { changingSource, drain, fixedSampleSource, sampleImport, testWorker } from '../datapull/testing.js';
import type { RecordSource } from '../../providers/records/types.js';
import { devOutboxSink, readOutbox } from '../dev-outbox/service.js';
import { notifier } from './routes.js';
import { shouldNotify } from './rules.js';

const ORIGIN = 'https://portal.example.org';
const SAMPLE = 'synthea:Josue_Sipes_7d27f180-98d6-456d-98c0-d91df32cd023.json.gz';
/** What an email or a text must never say: a kind of health information, in either language. */
const HEALTH_WORDS =
  /record|result|lab\b|kit|test|stud(y|ies)|screen|gap|reminder|diabet|medic|condition|registro|resultado|análisis|estudio|recordatorio|\bJordan\b|\bLee\b/i;

const allOff: PatientSettings['notifications'] = {
  records: { email: false, sms: false },
  care_reminders: { email: false, sms: false },
  lab_kits: { email: false, sms: false },
  studies: { email: false, sms: false },
};

describe('shouldNotify', () => {
  it.each([
    ['nothing saved: email by default', null, 'records', 'email', true],
    ['nothing saved: no texts by default', null, 'lab_kits', 'sms', false],
    [
      'texts chosen for lab kits',
      { ...allOff, lab_kits: { email: false, sms: true } },
      'lab_kits',
      'sms',
      true,
    ],
    [
      'texts chosen for lab kits only',
      { ...allOff, lab_kits: { email: false, sms: true } },
      'studies',
      'sms',
      false,
    ],
    [
      'email turned off for records',
      { ...defaultNotifications, records: { email: false, sms: false } },
      'records',
      'email',
      false,
    ],
    [
      'a category an older save lacks falls back to its default',
      { records: { email: false, sms: false } },
      'studies',
      'email',
      true,
    ],
  ] as const)('[PROF-7] %s', (_, saved, category, channel, expected) => {
    expect(shouldNotify(saved, category, channel)).toBe(expected);
  });
});

describe.each(testDatabases())('optional notices on $name', (database) => {
  const records = testRecordsConfig();
  const suite = appPerSuite(database, { records, publicOrigin: ORIGIN });

  /** The pull's worker as the app builds it: notices through the messenger and the development outbox. */
  const pullWorker = (source: RecordSource = fixedSampleSource(SAMPLE)) => {
    const messenger = routeMessages({ sms: suite.messages, email: suite.messages }, [
      devOutboxSink({ db: suite.db, log: suite.app.log }),
    ]);
    const config = testConfig({ records, publicOrigin: ORIGIN });
    const { deps, worker } = testWorker(suite.db, source, records);
    deps.notify = notifier({ config, db: suite.db, messenger, jobs: suite.app.jobs }, suite.app.log);
    return worker;
  };

  let phones = 0;
  const patientWithChoices = async (notifications: PatientSettings['notifications'], language = 'en') => {
    const seeded = await seedPatientWithSession(suite.db);
    // Seeded patients share one phone number; each here gets its own, so a text is told apart.
    const phone = `617-555-${String(++phones).padStart(4, '0')}`;
    await suite.db.updateTable('patients').set({ phone }).where('id', '=', seeded.patient.id).execute();
    seeded.patient.phone = phone;
    await completeOnboardingGates(suite.db, seeded.patient.id);
    const saved = await suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/settings',
      headers: seeded.headers,
      payload: { language, time_zone: 'America/Chicago', units: 'us', notifications },
    });
    expect(saved.statusCode).toBe(200);
    return seeded;
  };

  const pull = async (headers: Record<string, string>, refresh = false, source?: RecordSource) => {
    const init = await suite.app.inject({
      method: 'POST',
      url: '/v1/datapull/init',
      headers,
      payload: refresh ? { refresh } : {},
    });
    expect(init.statusCode).toBe(200);
    await drain(pullWorker(source));
  };

  const sentTo = (...addresses: string[]) => suite.messages.sent.filter((m) => addresses.includes(m.to));

  it('[PROF-7] a pull with new records sends one notice by email (the default), kept in the outbox, with no health data', async () => {
    const { patient, headers } = await patientWithChoices(defaultNotifications);
    await pull(headers);
    const sent = sentTo(patient.email, patient.phone);
    expect(sent).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: patient.email,
        senderName: 'CareBridge Health',
        subject: 'New information in your CareBridge Health portal',
        body: expect.stringContaining(
          `You have new information in your CareBridge Health portal. Sign in to see it: ${ORIGIN}/login`,
        ),
      }),
    ]);
    expect(`${sent[0]!.subject} ${sent[0]!.body}`).not.toMatch(HEALTH_WORDS);
    const outbox = await readOutbox({ db: suite.db }, { to: patient.email });
    expect(outbox.messages.map((m) => m.body)).toEqual([sent[0]!.body]);
  });

  it('[PROF-7] the same records pulled again send nothing: a notice is sent once per event', async () => {
    const { patient, headers } = await patientWithChoices(defaultNotifications);
    await pull(headers);
    await pull(headers, true);
    expect(sentTo(patient.email, patient.phone)).toHaveLength(1);
  });

  it('[PROF-7] a re-pull that changes what a record says is news again', async () => {
    const { patient, headers } = await patientWithChoices({
      ...allOff,
      records: { email: true, sms: false },
    });
    const entries = structuredClone(sampleImport(SAMPLE.replace('synthea:', '')).imported);
    await pull(headers, false, changingSource(entries));
    await pull(headers, true, changingSource(entries));
    expect(sentTo(patient.email)).toHaveLength(1);
    const condition = entries.find((e) => e.resource!.resourceType === 'Condition')!.resource!;
    (condition as { recordedDate?: string }).recordedDate = '2026-01-02T00:00:00Z';
    await pull(headers, true, changingSource(entries));
    expect(sentTo(patient.email)).toHaveLength(2);
  });

  it('[PROF-7] studies alone: a study newly suggested is told once', async () => {
    const { patient, headers } = await patientWithChoices({
      ...allOff,
      studies: { email: true, sms: false },
    });
    await pull(headers);
    const studies = await suite.app.inject({ method: 'GET', url: '/v1/patient/studies', headers });
    const suggested = (studies.json().content.studies as { suggested: boolean }[]).filter((s) => s.suggested);
    expect(suggested.length).toBeGreaterThan(0);
    expect(sentTo(patient.email)).toHaveLength(1);
    await pull(headers, true);
    expect(sentTo(patient.email)).toHaveLength(1);
  });

  it('[PROF-7] with every choice off a pull sends nothing, and a sign-in code still goes out', async () => {
    const { patient, headers } = await patientWithChoices(allOff);
    await pull(headers);
    expect(sentTo(patient.email, patient.phone)).toEqual([]);
    const login = await suite.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: patient.email, password: 'Correct-Horse-9!' },
    });
    const mfa_token = login.json().content.mfa_token as string;
    await suite.app.inject({ method: 'POST', url: '/v1/mfa/choose', payload: { mfa_token, method: 'sms' } });
    expect(sentTo(patient.phone).map((m) => m.code)).toEqual([expect.stringMatching(/^\d{6}$/)]);
  });

  it('[PROF-7] texts only, for records only: one text to the confirmed phone, no email', async () => {
    const { patient, headers } = await patientWithChoices({
      ...allOff,
      records: { email: false, sms: true },
    });
    await pull(headers);
    expect(sentTo(patient.email, patient.phone).map((m) => [m.channel, m.to])).toEqual([
      ['sms', patient.phone],
    ]);
  });

  it('[PROF-7] care reminders alone: the care gaps a pull opens are told once', async () => {
    const { patient, headers } = await patientWithChoices({
      ...allOff,
      care_reminders: { email: true, sms: false },
    });
    await pull(headers);
    const opened = await suite.db
      .selectFrom('insights')
      .select('rule')
      .where('patient_id', '=', patient.id)
      .where('status', '=', 'open')
      .execute();
    expect(opened.length).toBeGreaterThan(0);
    expect(sentTo(patient.email)).toHaveLength(1);
    await pull(headers, true);
    expect(sentTo(patient.email)).toHaveLength(1);
  });

  it('[PROF-7] a Spanish-speaking patient is told in Spanish', async () => {
    const { patient, headers } = await patientWithChoices(defaultNotifications, 'es');
    await pull(headers);
    const [notice] = sentTo(patient.email);
    expect(notice).toMatchObject({
      subject: 'Información nueva en su portal de CareBridge Health',
      body: expect.stringContaining(
        `Tiene información nueva en su portal de CareBridge Health. Inicie sesión para verla: ${ORIGIN}/login`,
      ),
    });
    expect(`${notice!.subject} ${notice!.body}`).not.toMatch(HEALTH_WORDS);
  });

  describe('lab kits', () => {
    const orderKit = async (notifications: PatientSettings['notifications']) => {
      const seeded = await patientWithChoices(notifications);
      await suite.db
        .insertInto('patient_addresses')
        .values({
          id: randomUUID(),
          patient_id: seeded.patient.id,
          kind: 'primary',
          position: 0,
          address1: '12 Elm St',
          city: 'Boston',
          state: 'MA',
          zip: '02110',
        })
        .execute();
      const ordered = await suite.app.inject({
        method: 'POST',
        url: '/v1/patient/lab-order',
        headers: seeded.headers,
        payload: { kit_type: 'hba1c', phone: '617-555-0142' },
      });
      expect(ordered.statusCode).toBe(201);
      return { ...seeded, orderId: ordered.json().content.id as string };
    };
    const advance = async (orderId: string) => {
      const moved = await suite.app.inject({
        method: 'POST',
        url: '/v1/dev/lab/advance',
        payload: { order_id: orderId },
      });
      expect(moved.statusCode).toBe(200);
    };

    it('[PROF-7] told when the kit ships and when its results arrive, by the channels chosen', async () => {
      const { patient, orderId } = await orderKit({ ...allOff, lab_kits: { email: true, sms: true } });
      const told = () => sentTo(patient.email, patient.phone).length;
      await advance(orderId); // order-received
      expect(told()).toBe(0);
      await advance(orderId); // order-fulfilled: the kit ships
      expect(
        sentTo(patient.email, patient.phone)
          .map((m) => m.channel)
          .sort(),
      ).toEqual(['email', 'sms']);
      for (let step = 0; step < 5; step++) await advance(orderId); // delivered … processing-results
      expect(told()).toBe(2);
      await advance(orderId); // results-ready
      expect(told()).toBe(4);
      for (const message of sentTo(patient.email, patient.phone))
        expect(`${message.subject ?? ''} ${message.body}`).not.toMatch(HEALTH_WORDS);
      const outbox = await readOutbox({ db: suite.db }, { to: patient.phone });
      expect(outbox.messages).toHaveLength(2);
    });

    it('[PROF-7] nothing about kits when lab kit notices are off', async () => {
      const { patient, orderId } = await orderKit({
        ...defaultNotifications,
        lab_kits: { email: false, sms: false },
      });
      for (let step = 0; step < 8; step++) await advance(orderId);
      expect(sentTo(patient.email, patient.phone)).toEqual([]);
    });
  });
});
