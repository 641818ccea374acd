import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cachedSession,
  forgetPatientSessions,
  forgetSessions,
  rememberSession,
  sessionReadStarts,
  type CachedSession,
} from './session-cache.js';

const session = (patientId = randomUUID()): CachedSession => ({
  patientId,
  webTokenHash: 'hash',
  createdAt: new Date(),
  lastSeenAt: new Date(),
  revoked: false,
});

describe('the sessions an embedded server keeps in memory', () => {
  it('keeps what a read found when no write to sessions happened meanwhile', () => {
    const id = randomUUID();
    const found = session();
    rememberSession(id, found, sessionReadStarts());
    expect(cachedSession(id)).toBe(found);
  });

  it.each([
    ['that session', (id: string) => forgetSessions([id])],
    ['another session', () => forgetSessions([randomUUID()])],
    ['every session of a patient', () => forgetPatientSessions(randomUUID())],
  ])(
    '[SESS-4] does not keep a read that a write to %s overtook (it may be the state before a revoke)',
    (_, write) => {
      const id = randomUUID();
      const started = sessionReadStarts();
      write(id);
      rememberSession(id, session(), started);
      expect(cachedSession(id)).toBeUndefined();
    },
  );

  it('[SESS-4] forgets a session written to, and every session of a patient whose sessions all changed', () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const patient = randomUUID();
    rememberSession(a, session(patient), sessionReadStarts());
    rememberSession(b, session(patient), sessionReadStarts());
    rememberSession(c, session(), sessionReadStarts());
    forgetSessions([c]);
    expect(cachedSession(c)).toBeUndefined();
    expect(cachedSession(a)).toBeDefined();
    forgetPatientSessions(patient);
    expect([cachedSession(a), cachedSession(b)]).toEqual([undefined, undefined]);
  });
});
