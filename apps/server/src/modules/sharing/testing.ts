import type { GrantAccess } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { seedPatientWithSession } from '../../test/helpers.js';
import { markEmailVerified, openDemoGates } from '../accounts/queries.js';

type Get = (
  url: string,
  headers: Record<string, string>,
) => Promise<{
  statusCode: number;
  json: () => { content: { accesses: GrantAccess[]; next_cursor: string | null } };
}>;

/** A grant's whole access log as its patient reads it: every page, first to last, newest first. */
export async function wholeAccessLog(get: Get, grantId: string, headers: Record<string, string>) {
  const entries: GrantAccess[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await get(
      `/v1/patient/sharing/${grantId}/accesses${cursor ? `?cursor=${cursor}` : ''}`,
      headers,
    );
    if (page.statusCode !== 200) throw new Error(`access log page ${pages + 1}: ${page.statusCode}`);
    const content = page.json().content;
    entries.push(...content.accesses);
    cursor = content.next_cursor;
    pages += 1;
  } while (cursor);
  return { entries, pages };
}

/**
 * A patient who may invite a caregiver and accept an invitation [issue 26]: identity verified (every gate
 * open) and, unless `emailVerified` is false, the email proven. Tests of sharing, not of onboarding.
 */
export async function seedVerifiedPatient(db: Db, { emailVerified = true } = {}) {
  const seeded = await seedPatientWithSession(db);
  await openDemoGates(db, seeded.patient.id, new Date());
  if (emailVerified) await markEmailVerified(db, seeded.patient.id, new Date());
  return seeded;
}
