import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/database.js';
import { testDatabases } from '../test/databases.js';
import { seedPatientWithSession, testApp } from '../test/helpers.js';
import { main, parseLabArgs } from './lab.js';

const ID = '0b8e7c1a-6d1f-4a43-9a53-0a2f3c5d7e91';
const LOCAL = 'http://127.0.0.1:8080';

describe('the sandbox lab’s command line', () => {
  it.each([
    [['advance', ID], { command: 'advance', orderId: ID, url: LOCAL }],
    [['advance', ID, 'kit-issue'], { command: 'advance', orderId: ID, status: 'kit-issue', url: LOCAL }],
    [['advance', ID, '--url', 'http://h:1/'], { command: 'advance', orderId: ID, url: 'http://h:1' }],
    [[], { command: 'help' }],
    [['advance'], { command: 'help', error: 'unknown command: advance' }],
    [['advance', 'nope'], { command: 'help', error: 'not an order id: nope' }],
    [['advance', ID, 'a', 'b'], { command: 'help', error: `unknown command: advance ${ID} a b` }],
    [['advance', ID, '--url'], { command: 'help', error: '--url needs a value' }],
    [['advance', ID, '--force'], { command: 'help', error: 'unknown option: --force' }],
  ])('[KIT-2] reads %j', (argv, expected) => {
    expect(parseLabArgs(argv, {})).toEqual(expected);
  });
});

describe.each(testDatabases())('npm run lab -- advance against the running server on $name', (database) => {
  let db: Db;
  let app: App;
  let url: string;
  beforeAll(async () => {
    db = await database.open();
    ({ app } = await testApp(db));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (db) await database.close(db);
  });

  it('[KIT-2] moves an order one step, or to the status named, and says where it is now', async () => {
    const { headers } = await seedPatientWithSession(db);
    const created = await app.inject({
      method: 'POST',
      url: '/v1/patient/lab-order',
      headers,
      payload: {
        kit_type: 'fit',
        phone: '617-555-0142',
        shipping_address: { address1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110' },
      },
    });
    const orderId = created.json().content.id as string;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(['advance', orderId, '--url', url])).toBe(0);
      expect(log).toHaveBeenLastCalledWith(`${orderId} is now order-received.`);
      expect(await main(['advance', orderId, 'kit-fulfillment-canceled', '--url', url])).toBe(0);
      expect(log).toHaveBeenLastCalledWith(`${orderId} is now kit-fulfillment-canceled.`);
      expect(await main(['advance', orderId, '--url', url])).toBe(1);
      expect(error).toHaveBeenLastCalledWith(expect.stringMatching(/^lab: LAB_ORDER_TRANSITION_REFUSED - /));
      expect(await main(['advance', randomUUID(), '--url', url])).toBe(1);
      expect(error).toHaveBeenLastCalledWith(expect.stringMatching(/^lab: no such sandbox order here/));
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});
