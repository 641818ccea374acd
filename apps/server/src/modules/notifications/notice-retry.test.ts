import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { OutgoingMessage } from '../../providers/messaging/index.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { listDeadLetters, retryDeadLetter } from '../jobs/service.js';
import { notifier } from './routes.js';

/*
 * [PROF-7] [issue 27] A notice whose send fails is not lost: it waits in the background-job queue, is tried
 * again with a growing delay, becomes a dead letter when its attempts are used up, and goes out when an
 * operator retries it — on the channel that failed only.
 */

/** A provider whose email is down while `emailDown` is set; texts always go. */
function flakyProvider() {
  const provider = {
    emailDown: true,
    sent: [] as OutgoingMessage[],
    async send(message: OutgoingMessage) {
      if (message.channel === 'email' && provider.emailDown)
        throw Object.assign(new Error('smtp refused'), { code: 'EENVELOPE' });
      provider.sent.push(message);
    },
  };
  return provider;
}

describe.each(testDatabases())('a notice that could not be sent, on $name', (database) => {
  const provider = flakyProvider();
  const suite = appPerSuite(database, {}, { messenger: provider });

  /** Runs every job due now (the retries, and whatever the schedules queued). */
  const runDueJobs = async () => {
    while (await suite.app.jobs.runOnce());
  };
  const deadNotices = async () =>
    (await listDeadLetters(suite.db)).filter((job) => job.kind === 'notification.send');

  it('is retried with backoff, kept as a dead letter, and sent once an operator retries it', async () => {
    const { patient } = await seedPatientWithSession(suite.db);
    await suite.db
      .insertInto('patient_settings')
      .values({
        patient_id: patient.id,
        time_zone: 'America/Chicago',
        notifications: JSON.stringify({
          records: { email: true, sms: true },
          care_reminders: { email: true, sms: false },
          lab_kits: { email: true, sms: false },
          studies: { email: true, sms: false },
        }),
      })
      .execute();
    const notify = notifier(
      { config: testConfig(), db: suite.db, messenger: provider, jobs: suite.app.jobs },
      suite.app.log,
    );
    const to = (channel: string) =>
      provider.sent.filter((m) => m.channel === channel && [patient.email, patient.phone].includes(m.to));

    await notify(patient.id, [{ category: 'records', eventKeys: [`records.pull:${patient.id}`] }]);
    expect(to('sms')).toHaveLength(1);
    expect(to('email')).toHaveLength(0);

    // Attempt 1 fails at once; the next waits its backoff (50 ms in tests, then 100 ms), so nothing runs now.
    await runDueJobs();
    expect(await deadNotices()).toEqual([]);
    for (let wait = 0; wait < 40 && (await deadNotices()).length === 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await runDueJobs();
    }
    const [dead] = await deadNotices();
    expect(dead).toMatchObject({ kind: 'notification.send', attempts: 3, last_error: 'EENVELOPE' });
    expect(to('email')).toHaveLength(0);

    provider.emailDown = false;
    expect(await retryDeadLetter(suite.db, dead!.id)).toBe(true);
    await runDueJobs();
    expect(to('email')).toHaveLength(1);
    expect(to('sms')).toHaveLength(1);
    expect(await deadNotices()).toEqual([]);
    expect(await retryDeadLetter(suite.db, dead!.id)).toBe(false);
  });
});
