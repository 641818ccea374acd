import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_PASSCODE_ATTEMPTS } from '@portal/contract';
import { AppError } from '../../http/errors.js';
import { passwordHashing } from '../../lib/secrets.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { SHARE_OPENS_PER_ADDRESS, SHARE_OPENS_PER_LINK } from './config.js';
import { wholeAccessLog } from './testing.js';

/*
 * Issue 26 item 2: opening a share link is limited per address and per link, a right passcode is never counted as
 * a wrong try (parallel right passcodes locked the link), and a passcode's hash never takes login's capacity.
 */
describe.each(testDatabases())('share-link opening under abuse on $name', (database) => {
  const suite = appPerSuite(database);
  let addresses = 0;
  /** Each caller its own address unless told, so only the limit a test is about is met. */
  const freshAddress = () => `10.26.${Math.floor((addresses += 1) / 250)}.${(addresses % 250) + 1}`;
  const open = (payload: object, from = freshAddress()) =>
    suite.app.inject({ method: 'POST', url: '/v1/shared/open', payload, remoteAddress: from });
  const newLink = async (passcode?: string) => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const created = await suite.app.inject({
      method: 'POST',
      url: '/v1/patient/sharing/links',
      headers,
      payload: {
        recipient_name: 'Dr. Rivera',
        reason: 'Second opinion',
        categories: ['conditions'],
        expires_in_hours: 24,
        ...(passcode ? { passcode } : {}),
      },
    });
    const { share_key, grant } = created.json().content as { share_key: string; grant: { id: string } };
    return { share_key, grantId: grant.id, patient, headers };
  };
  const code = (answer: { json(): { error?: string } }) => answer.json().error?.split(' - ')[0];
  /** The link's whole access log, as its patient pages through it. */
  const accesses = async (grantId: string, headers: Record<string, string>) =>
    (await wholeAccessLog((url, h) => suite.app.inject({ method: 'GET', url, headers: h }), grantId, headers))
      .entries;

  afterEach(() => vi.restoreAllMocks());

  it('[SHARE-2] parallel right passcodes each open or are limited for a moment, never lock the link, and it opens afterwards', async () => {
    const { share_key, grantId, headers } = await newLink('maple-42');
    const answers = await Promise.all(
      Array.from({ length: SHARE_PASSCODE_ATTEMPTS * 3 }, () => open({ share_key, passcode: 'maple-42' })),
    );
    const opened = answers.filter((a) => a.statusCode === 200);
    const limited = answers.filter((a) => a.statusCode !== 200);
    expect(opened.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ params: { limit: 'share-open' } });
      expect(code(answer)).toBe('RATE_LIMITED');
    }
    expect((await open({ share_key, passcode: 'maple-42' })).statusCode).toBe(200);
    expect((await accesses(grantId, headers)).map((a) => a.action)).not.toContain('passcode_wrong');
  });

  it('[SHARE-2] a right passcode is never counted: wrong tries up to one short of the limit, twice over, between right ones', async () => {
    const { share_key } = await newLink('maple-42');
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i < SHARE_PASSCODE_ATTEMPTS; i += 1)
        expect(code(await open({ share_key, passcode: 'guess' }))).toBe('SHARE_PASSCODE_INVALID');
      // counted, the second right one would be the try past the limit
      for (let i = 0; i < 2; i += 1)
        expect((await open({ share_key, passcode: 'maple-42' })).statusCode).toBe(200);
    }
  });

  it('[SHARE-2] parallel wrong passcodes are compared no more than the limit, then the link is locked even for the right one', async () => {
    const { share_key, grantId, headers } = await newLink('maple-42');
    const answers = await Promise.all(
      Array.from({ length: SHARE_PASSCODE_ATTEMPTS * 3 }, () => open({ share_key, passcode: 'guess' })),
    );
    const codes = answers.map(code);
    expect(codes.filter((c) => c === 'SHARE_PASSCODE_INVALID')).toHaveLength(SHARE_PASSCODE_ATTEMPTS);
    expect(
      codes.filter((c) => !['SHARE_PASSCODE_INVALID', 'SHARE_PASSCODE_LOCKED', 'RATE_LIMITED'].includes(c!)),
    ).toEqual([]);
    expect(code(await open({ share_key, passcode: 'maple-42' }))).toBe('SHARE_PASSCODE_LOCKED');
    // a run of wrong tries is one entry that counts them (tries in parallel may interleave into several runs)
    const wrong = (await accesses(grantId, headers))
      .filter((a) => a.action === 'passcode_wrong')
      .reduce((n, a) => n + a.times, 0);
    expect(wrong).toBe(SHARE_PASSCODE_ATTEMPTS);
  });

  it('[SHARE-2] one link opens at most its limit per window, from any address: 429 RATE_LIMITED share-open with Retry-After, audited against its patient', async () => {
    const { share_key, patient } = await newLink();
    for (let i = 0; i < SHARE_OPENS_PER_LINK; i += 1)
      expect((await open({ share_key })).statusCode).toBe(200);
    const refused = await open({ share_key });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ params: { limit: 'share-open', minutes: expect.any(Number) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const audited = await suite.db
      .selectFrom('audit_log')
      .select(['resource', 'outcome', 'error_code'])
      .where('patient_id', '=', patient.id)
      .where('error_code', '=', 'RATE_LIMITED')
      .execute();
    expect(audited).toEqual([
      { resource: 'sharing.link.open', outcome: 'refused', error_code: 'RATE_LIMITED' },
    ]);
  });

  it('[SHARE-2] one address opens at most its limit per window, whatever links it tries', async () => {
    const from = freshAddress();
    const unknown = () => ({ share_key: randomBytes(32).toString('base64url') });
    for (let i = 0; i < SHARE_OPENS_PER_ADDRESS; i += 1)
      expect((await open(unknown(), from)).statusCode).toBe(404);
    const refused = await open(unknown(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ params: { limit: 'share-open' } });
    // another address is not held up by it
    expect((await open(unknown())).statusCode).toBe(404);
  });

  it('[AUTH-2] [SHARE-2] while every other password hash is refused as saturated, a login still goes through; the passcode’s try is given back', async () => {
    const { share_key } = await newLink('maple-42');
    const { patient } = await seedPatientWithSession(suite.db);
    const hash = passwordHashing.hash.bind(passwordHashing);
    vi.spyOn(passwordHashing, 'hash').mockImplementation((password, salt, keyLength, options, lane) =>
      lane === 'login'
        ? hash(password, salt, keyLength, options, lane)
        : Promise.reject(new AppError('SERVER_BUSY', 503, undefined, { 'Retry-After': '2' })),
    );
    for (let i = 0; i < SHARE_PASSCODE_ATTEMPTS + 1; i += 1)
      expect(code(await open({ share_key, passcode: 'maple-42' }))).toBe('SERVER_BUSY');
    const login = await suite.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: patient.email, password: 'Correct-Horse-9!' },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(200);
    vi.restoreAllMocks();
    expect((await open({ share_key, passcode: 'maple-42' })).statusCode).toBe(200);
  });
});
