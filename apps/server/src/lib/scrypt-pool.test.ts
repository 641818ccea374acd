import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { ScryptPool } from './scrypt-pool.js';

const options = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 2 ** 20 };

describe('the password-hashing pool', () => {
  let pool: ScryptPool;
  afterEach(() => pool.close());

  it('derives the same key as scrypt itself, off the event loop', async () => {
    pool = new ScryptPool({ size: 2 });
    const salt = randomBytes(16);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const keys = await Promise.all(['one', 'two', 'three'].map((pw) => pool.hash(pw, salt, 32, options)));
    clearInterval(timer);
    expect(keys.map((k) => k.toString('hex'))).toEqual(
      ['one', 'two', 'three'].map((pw) => scryptSync(pw, salt, 32, options).toString('hex')),
    );
    // The timer kept firing while three hashes ran: the event loop was free
    expect(ticks).toBeGreaterThan(0);
  });

  it('refuses with 503 SERVER_BUSY and Retry-After once its queue is full, and recovers', async () => {
    pool = new ScryptPool({ size: 1, queueLimit: 2, retryAfterSeconds: 3 });
    const salt = randomBytes(16);
    // One runs, two wait, the fourth is refused at once
    const accepted = [1, 2, 3].map((n) => pool.hash(`pw${n}`, salt, 32, options));
    const refused = await pool.hash('pw4', salt, 32, options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'SERVER_BUSY', httpStatus: 503, headers: { 'Retry-After': '3' } });
    expect(await Promise.all(accepted)).toHaveLength(3);
    await expect(pool.hash('pw5', salt, 32, options)).resolves.toHaveLength(32);
  });

  it('[AUTH-2] serves a login before other hashes already waiting, and a full other lane leaves login room', async () => {
    pool = new ScryptPool({ size: 1, queueLimit: 3 });
    const salt = randomBytes(16);
    const finished: string[] = [];
    const track = (name: string, lane: 'login' | 'other') =>
      pool.hash(name, salt, 32, options, lane).then(() => finished.push(name));
    // One other hash runs, three wait: the other lane is full
    const others = ['a', 'b', 'c', 'd'].map((name) => track(name, 'other'));
    await expect(pool.hash('e', salt, 32, options, 'other')).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    const login = track('login', 'login');
    await Promise.all([...others, login]);
    // The login waited only for the hash already running
    expect(finished.indexOf('login')).toBe(1);
  });
});
