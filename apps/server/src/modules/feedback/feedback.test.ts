import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { FEEDBACK_LIMIT } from './service.js';

describe.each(testDatabases())('feedback on $name', (database) => {
  const suite = appPerSuite(database);
  const list = (headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url: '/v1/patient/feedback', headers });
  const send = (headers: Record<string, string>, payload: object, lang = 'en') =>
    suite.app.inject({
      method: 'POST',
      url: '/v1/patient/feedback',
      headers: { ...headers, 'accept-language': lang },
      payload,
    });

  it('[PROF-7] lists what the patient sent, newest first, each as received; another patient sees none of it', async () => {
    const first = await seedPatientWithSession(suite.db);
    const second = await seedPatientWithSession(suite.db);
    const sent = await send(first.headers, {
      category: 'problem',
      message: 'The chart is hard to read',
      rating: 3,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().content.feedback).toMatchObject({
      category: 'problem',
      status: 'received',
      reply: null,
    });
    await send(first.headers, { category: 'praise', message: 'Love the timeline' });
    const items = (await list(first.headers)).json().content.feedback;
    expect(items.map((item: { message: string }) => item.message)).toEqual([
      'Love the timeline',
      'The chart is hard to read',
    ]);
    expect((await list(second.headers)).json().content.feedback).toEqual([]);
  });

  it("[PROF-7] refuses an empty message in the patient's language and stores nothing", async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await send(headers, { category: 'idea', message: '   ' }, 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^VALIDATION_FAILED - Mensaje/);
    expect((await list(headers)).json().content.feedback).toEqual([]);
  });

  it('[PROF-7] stops a flood: counted before it is stored', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    for (let i = 0; i < FEEDBACK_LIMIT.max; i += 1) {
      expect((await send(headers, { category: 'other', message: `note ${i}` })).statusCode).toBe(201);
    }
    expect((await send(headers, { category: 'other', message: 'one more' })).statusCode).toBe(429);
    expect((await list(headers)).json().content.feedback).toHaveLength(FEEDBACK_LIMIT.max);
  });
});
