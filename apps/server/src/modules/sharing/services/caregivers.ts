import {
  endOfDayIn,
  type CaredForList,
  type CaredForPerson,
  type Language,
  type RecordCategory,
  type SharedGrant,
} from '@portal/contract';
import { AppError, notFound } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { outgoingMessage } from '../../../lib/messages/outgoing.js';
import { opaqueToken, tokenDigest } from '../../../lib/secrets.js';
import type { Messenger } from '../../../providers/messaging/index.js';
import { readGates } from '../../gatepass/service.js';
import * as q from '../queries.js';
import { readSettings } from '../../settings/service.js';
import type { InvitationLimits } from '../invitation-limits.js';
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

export interface InviteDeps extends SharingDeps {
  messenger: Messenger;
  /** The origin of links to a patient of this brand, from configuration; none: no link can be sent. */
  originFor: (brandId: string) => string | undefined;
  language: Language;
  limits: InvitationLimits;
}

/**
 * Invites a caregiver: a pending grant in the ledger and an email with a one-time key in the link's fragment.
 * Only the hash of the key is kept. Without an origin for links the invitation is refused, not half-made.
 * The portal emails an address the patient typed, so [issue 26] only a patient whose identity is verified
 * invites, within limits per account, per address and in all (counted before anything is stored or sent), and
 * the email names who invited and from which brand, as plain text.
 */
export async function inviteProxy(deps: InviteDeps, input: ProxyInviteInput): Promise<SharedGrant> {
  const owner = await q.patientName(deps.db, input.patientId);
  if (!owner) throw notFound();
  const origin = deps.originFor(owner.brand);
  if (!origin) throw new AppError('INVITATION_UNAVAILABLE', 503);
  if ((await readGates(deps, { patientId: input.patientId })).identity.status !== 'verified')
    throw new AppError('IDV_NOT_VERIFIED', 409);
  const key = opaqueToken();
  // The last day is the patient's calendar day: it lasts to its last moment where they live (contract endOfDayIn).
  const until = input.untilDay
    ? endOfDayIn(input.untilDay, (await readSettings(deps, { patientId: input.patientId })).time_zone)
    : undefined;
  if (alreadyOver(until, deps.now()))
    throw new AppError('VALIDATION_FAILED', 400, { field: 'until', key: 'until_past' });
  await hit(deps.db, invitationBuckets(deps.limits, input), deps.now());
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
  await deps.messenger.send(
    outgoingMessage(
      { channel: 'email', to: input.email },
      {
        kind: 'caregiverInvitation',
        name: `${owner.first_name} ${owner.last_name}`,
        link: `${origin}${INVITATION_PATH}#${key}`,
      },
      { brand: owner.brand, language: deps.language },
    ),
  );
  return sharedGrant({ ...row, access_count: 0, last_access_at: null }, deps.now());
}

/**
 * The order matters: a refused try stops at the first limit it meets, so one account's flood is counted
 * against that account and never eats the portal-wide budget. The bucket's first part is the `limit` the
 * refusal names (the portal says an address's limit at the email field). The address is kept only hashed.
 */
export const invitationBuckets = (limits: InvitationLimits, input: { patientId: string; email: string }) => [
  { bucket: `invite-account:${input.patientId}`, limit: limits.perAccount },
  { bucket: `invite-address:${tokenDigest(input.email.trim().toLowerCase())}`, limit: limits.perAddress },
  { bucket: 'invite-all', limit: limits.total },
];

/** Where the invitation's link leads: the portal's accept screen, signed in. */
export const INVITATION_PATH = '/home/sharing/accept';

/**
 * Accepts an invitation under the signed-in account, whose email must be the invited one (the key came to
 * that address) and proven by a code sent to it [issue 26 item 6]. The key works once. Nobody is their own
 * caregiver.
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
  // Emails are not proven at sign-up: anyone may sign up with another's address and wait for an invitation.
  if (!account.email_verified_at) throw new AppError('INVITATION_EMAIL_UNVERIFIED', 403);
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
