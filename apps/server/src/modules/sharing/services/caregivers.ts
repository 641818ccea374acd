import {
  catalogues,
  endOfDayIn,
  interpolate,
  type CaredForList,
  type CaredForPerson,
  type Language,
  type RecordCategory,
  type SharedGrant,
} from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { opaqueToken, tokenDigest } from '../../../lib/secrets.js';
import type { Messenger } from '../../../providers/messaging/index.js';
import * as q from '../queries.js';
import { readSettings } from '../../settings/service.js';
import { alreadyOver } from '../rules.js';
import { grantRow, sharedGrant, type GrantScope, type SharingDeps } from './ledger.js';

export interface ProxyInviteInput {
  patientId: string;
  name: string;
  email: string;
  reason: string;
  scope: GrantScope;
  /** The last day the caregiver may read (inclusive, in the patient's zone), if any. */
  untilDay?: string | undefined;
}

/**
 * Invites a caregiver: a pending grant in the ledger and an email with a one-time key in the link's fragment.
 * Only the hash of the key is kept. Without an origin for links the invitation is refused, not half-made.
 */
export async function inviteProxy(
  deps: SharingDeps & { messenger: Messenger; origin: string | undefined; language: Language },
  input: ProxyInviteInput,
): Promise<SharedGrant> {
  if (!deps.origin) throw new AppError('INVITATION_UNAVAILABLE', 503);
  const key = opaqueToken();
  // The last day is the patient's calendar day: it lasts to its last moment where they live (contract endOfDayIn).
  const until = input.untilDay
    ? endOfDayIn(input.untilDay, (await readSettings(deps, { patientId: input.patientId })).time_zone)
    : undefined;
  if (alreadyOver(until, deps.now()))
    throw new AppError('VALIDATION_FAILED', 400, { field: 'until', key: 'until_past' });
  const row = await q.insertGrant(deps.db, {
    ...grantRow({
      patientId: input.patientId,
      grantee: { kind: 'proxy', name: input.name, email: input.email },
      scope: input.scope,
      reason: { code: 'typed', text: input.reason },
      until,
    }),
    key_hash: tokenDigest(key),
  });
  const owner = await q.patientName(deps.db, input.patientId);
  const text = catalogues[deps.language].outgoing;
  await deps.messenger.send({
    channel: 'email',
    to: input.email,
    subject: text.proxyInviteSubject,
    body: interpolate(text.proxyInvite, {
      name: owner ? `${owner.first_name} ${owner.last_name}` : '',
      link: `${deps.origin}${INVITATION_PATH}#${key}`,
    }),
  });
  return sharedGrant({ ...row, access_count: 0, last_access_at: null }, deps.now());
}

/** Where the invitation's link leads: the portal's accept screen, signed in. */
export const INVITATION_PATH = '/home/sharing/accept';

/**
 * Accepts an invitation under the signed-in account, whose email must be the invited one (the key came to
 * that address). The key works once. Nobody is their own caregiver.
 */
export async function acceptInvitation(
  deps: SharingDeps,
  { holder, key }: { holder: string; key: string },
): Promise<CaredForPerson> {
  const now = deps.now();
  const invitation = await q.invitationByKeyHash(deps.db, tokenDigest(key), now);
  if (!invitation || invitation.patient_id === holder) throw new AppError('INVITATION_INVALID', 404);
  const account = await q.patientName(deps.db, holder);
  if (!account || account.email.toLowerCase() !== invitation.grantee_email?.toLowerCase())
    throw new AppError('INVITATION_EMAIL_MISMATCH', 403);
  if (!(await q.acceptInvitationRow(deps.db, invitation.id, holder, now)))
    throw new AppError('INVITATION_INVALID', 404);
  const { people } = await caredFor(deps, { holder });
  const person = people.find((p) => p.grant_id === invitation.id);
  if (!person) throw new AppError('INVITATION_INVALID', 404);
  return person;
}

/** The people whose records the signed-in account may read as their caregiver. */
export async function caredFor(deps: SharingDeps, { holder }: { holder: string }): Promise<CaredForList> {
  const rows = await q.grantsHeldBy(deps.db, holder, deps.now());
  return {
    people: rows.map((row) => ({
      grant_id: row.id,
      patient_name: `${row.first_name} ${row.last_name}`,
      categories: row.categories as RecordCategory[],
      since: (row.accepted_at ?? row.since).toISOString(),
      until: row.until?.toISOString() ?? null,
    })),
  };
}
