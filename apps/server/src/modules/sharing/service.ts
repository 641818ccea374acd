import { randomUUID } from 'node:crypto';
import {
  SHARE_LINK_RECIPIENTS,
  SHARE_PASSCODE_ATTEMPTS,
  catalogues,
  interpolate,
  type CaredForList,
  type CaredForPerson,
  type CreatedShareLink,
  type GrantAccess,
  type GrantDetail,
  type GranteeKind,
  type Language,
  type RecordCategory,
  type ScopedView,
  type SharedGrant,
  type SharingList,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { JWT_AUDIENCE, signJwt, verifyJwt } from '../../lib/jwt.js';
import { hashPassword, opaqueToken, tokenDigest, verifyPassword } from '../../lib/secrets.js';
import type { Messenger } from '../../providers/messaging/index.js';
import * as q from './queries.js';
import {
  alreadyOver,
  datesWithin,
  endOfLastDay,
  grantStatus,
  timelineTypeWithin,
  type DatedRead,
  type Scope,
} from './rules.js';

/*
 * The sharing ledger (SHARE-1, SHARE-2). Every grant of access to a patient's data is one row: a study site
 * after consent, a clinician, an individual, a caregiver, a share link. Other modules add and end grants
 * through `grantAccess` and `endGrant`; the patient lists and revokes them; a link's holder exchanges its key
 * for a short-lived read-only token scoped to the grant, which dies with the grant.
 */

export interface SharingDeps {
  /** The database, or the caller's transaction (a study consent adds its site in the consent's transaction). */
  db: Db;
  now: () => Date;
}

export interface Grantee {
  kind: GranteeKind;
  /** As the patient will read it: "Dr. Rivera", "Boston Diabetes Study — MGH site", "Alex (my son)". */
  name: string;
  email?: string | undefined;
  /** A clinician's clinic or practice. */
  organization?: string | undefined;
  /** The grantee in another system, e.g. a study's NCT id and site id. */
  ref?: string | undefined;
}

export interface GrantScope {
  categories: readonly RecordCategory[];
  /** ISO dates (YYYY-MM-DD): only records dated within are shared. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface GrantAccessInput {
  patientId: string;
  grantee: Grantee;
  scope: GrantScope;
  reason: string;
  until?: Date | undefined;
}

/** Adds one grant to the patient's ledger and answers it as the patient sees it. */
export async function grantAccess(deps: SharingDeps, input: GrantAccessInput): Promise<SharedGrant> {
  const row = await q.insertGrant(deps.db, grantRow(input));
  return sharedGrant({ ...row, access_count: 0, last_access_at: null }, deps.now());
}

function grantRow({ patientId, grantee, scope, reason, until }: GrantAccessInput) {
  return {
    id: randomUUID(),
    patient_id: patientId,
    grantee_kind: grantee.kind,
    grantee_name: grantee.name,
    grantee_email: grantee.email ?? null,
    grantee_organization: grantee.organization ?? null,
    grantee_ref: grantee.ref ?? null,
    categories: JSON.stringify([...new Set(scope.categories)]),
    date_from: scope.from ?? null,
    date_to: scope.to ?? null,
    reason,
    until: until ?? null,
  };
}

/**
 * Ends one of the patient's grants at once: tokens issued under it stop working on their next request. Ending
 * an ended grant changes nothing. Another patient's grant is not found.
 */
export async function endGrant(
  deps: SharingDeps,
  { patientId, grantId, reason }: { patientId: string; grantId: string; reason: string },
): Promise<SharedGrant> {
  await q.endGrantRow(deps.db, patientId, grantId, deps.now(), reason);
  const row = await q.grantOfPatient(deps.db, patientId, grantId);
  if (!row) throw notFound();
  return sharedGrant(row, deps.now());
}

export async function listGrants(
  deps: SharingDeps,
  { patientId }: { patientId: string },
): Promise<SharingList> {
  const rows = await q.grantsOfPatient(deps.db, patientId);
  return { grants: rows.map((row) => sharedGrant(row, deps.now())) };
}

/** Newest first; a patient reading their own log needs the recent story, not every read since 2020. */
export const ACCESS_LOG_LIMIT = 200;

export async function readGrant(
  deps: SharingDeps,
  { patientId, grantId }: { patientId: string; grantId: string },
): Promise<GrantDetail> {
  const row = await q.grantOfPatient(deps.db, patientId, grantId);
  if (!row) throw notFound();
  const accesses = await q.accessesOfGrant(deps.db, grantId, ACCESS_LOG_LIMIT);
  return {
    grant: sharedGrant(row, deps.now()),
    accesses: accesses.map((a): GrantAccess => ({
      at: a.at.toISOString(),
      actor: actorKind(a.actor),
      action: a.action,
      client: a.client,
    })),
  };
}

function actorKind(actor: string): GrantAccess['actor'] {
  if (actor.startsWith('link:')) return 'link';
  if (actor.startsWith('proxy:')) return 'proxy';
  return 'other';
}

export function sharedGrant(row: q.GrantWithAccesses, now: Date): SharedGrant {
  return {
    id: row.id,
    kind: row.grantee_kind as GranteeKind,
    name: row.grantee_name,
    email: row.grantee_email,
    organization: row.grantee_organization,
    categories: row.categories as RecordCategory[],
    date_from: day(row.date_from),
    date_to: day(row.date_to),
    reason: row.reason,
    since: row.since.toISOString(),
    until: row.until?.toISOString() ?? null,
    status: grantStatus(row, now),
    ended_at: row.ended_at?.toISOString() ?? null,
    ended_reason: row.ended_reason,
    has_passcode: row.passcode_hash !== null,
    access_count: row.access_count,
    last_access_at: row.last_access_at ? new Date(row.last_access_at).toISOString() : null,
  };
}

/** A `date` column comes back as a Date from pg and as a string from some drivers: always YYYY-MM-DD here. */
function day(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

// -------------------------------------------------------------------------------------------------------------
// Share links (SMART Health Links in spirit): a random key in the link, only its hash on the server.

export interface ShareLinkInput {
  patientId: string;
  /** A link for whoever holds it, or one addressed to a clinician (listed with the patient's clinicians). */
  recipient: Grantee & { kind: (typeof SHARE_LINK_RECIPIENTS)[number] };
  reason: string;
  scope: GrantScope;
  expiresInHours: number;
  passcode?: string | undefined;
}

export async function createShareLink(deps: SharingDeps, input: ShareLinkInput): Promise<CreatedShareLink> {
  const key = opaqueToken();
  const until = new Date(deps.now().getTime() + input.expiresInHours * 3_600_000);
  const row = await q.insertGrant(deps.db, {
    ...grantRow({
      patientId: input.patientId,
      grantee: input.recipient,
      scope: input.scope,
      reason: input.reason,
      until,
    }),
    key_hash: tokenDigest(key),
    passcode_hash: input.passcode ? await hashPassword(input.passcode) : null,
  });
  return {
    grant: sharedGrant({ ...row, access_count: 0, last_access_at: null }, deps.now()),
    share_key: key,
  };
}

/** A view token lives this long; the recipient's page asks again (key + passcode) after it. */
export const VIEW_TOKEN_TTL_SECONDS = 15 * 60;

export interface Reader {
  grantId: string;
  /** Whose records are read. */
  patientId: string;
  /** Who reads, for the audit and the patient's access log: `link:<grant id>` or `proxy:<patient id>`. */
  actor: string;
  scope: Scope;
}

/**
 * Exchanges a link's key (and passcode) for a read-only token scoped to its grant. A wrong passcode is
 * counted before it is compared; the limit locks the link. An unknown, expired, revoked and locked link all
 * answer alike, so the answer tells a guesser nothing.
 */
export async function openShareLink(
  deps: SharingDeps & { secret: string },
  {
    key,
    passcode,
    client,
    identified,
  }: {
    key: string;
    passcode?: string | undefined;
    client: string;
    /** Told whose link it is as soon as it is known, so even a refused attempt is audited against it. */
    identified?: (reader: Reader) => void;
  },
): Promise<ScopedView> {
  const now = deps.now();
  const link = await q.linkByKeyHash(deps.db, tokenDigest(key), now);
  if (!link) throw new AppError('SHARE_LINK_UNAVAILABLE', 404);
  const reader = readerOf(link, `link:${link.id}`);
  identified?.(reader);
  const log = (action: string) =>
    q.insertAccess(deps.db, { grant_id: link.id, actor: reader.actor, action, client });
  if (link.passcode_hash !== null) {
    if (!passcode) throw new AppError('SHARE_PASSCODE_REQUIRED', 401);
    const counted = await q.countPasscodeAttempt(deps.db, link.id, SHARE_PASSCODE_ATTEMPTS, now);
    if (!counted) {
      await log('passcode_locked');
      throw new AppError('SHARE_PASSCODE_LOCKED', 429);
    }
    if (!(await verifyPassword(passcode, link.passcode_hash))) {
      await log('passcode_wrong');
      throw new AppError('SHARE_PASSCODE_INVALID', 401);
    }
    await q.resetPasscodeAttempts(deps.db, link.id);
  }
  await log('open');
  return scopedView(deps, link);
}

/** The token and what the reader is told of a grant they may read under. */
async function scopedView(deps: SharingDeps & { secret: string }, grant: q.GrantRow): Promise<ScopedView> {
  const now = deps.now();
  const owner = await q.patientName(deps.db, grant.patient_id);
  const expiresAt = new Date(now.getTime() + VIEW_TOKEN_TTL_SECONDS * 1000);
  const shared = sharedGrant({ ...grant, access_count: 0, last_access_at: null }, now);
  return {
    view_token: grantToken(deps.secret, now, { grantId: grant.id, patientId: grant.patient_id }),
    expires_at: (grant.until && grant.until < expiresAt ? grant.until : expiresAt).toISOString(),
    patient_name: owner ? `${owner.first_name} ${owner.last_name}` : '',
    grant: {
      id: shared.id,
      name: shared.name,
      categories: shared.categories,
      date_from: shared.date_from,
      date_to: shared.date_to,
      until: shared.until,
    },
  };
}

function readerOf(grant: q.GrantRow, actor: string): Reader {
  return {
    grantId: grant.id,
    patientId: grant.patient_id,
    actor,
    scope: {
      categories: grant.categories as RecordCategory[],
      from: day(grant.date_from),
      to: day(grant.date_to),
    },
  };
}

/** A link's token to read one patient's records under one grant: `sub` is whose records, `grant` which grant. */
function grantToken(secret: string, now: Date, claims: { grantId: string; patientId: string }): string {
  return signJwt({ sub: claims.patientId, grant: claims.grantId, token_use: 'grant' }, secret, {
    audience: JWT_AUDIENCE.grant,
    ttlSeconds: VIEW_TOKEN_TTL_SECONDS,
    now: now.getTime(),
  });
}

export interface GrantTokenClaims {
  patientId: string;
  grantId: string;
}

/** The claims of a genuine, unexpired grant token of ours, else undefined. */
export function readGrantToken(token: string, secret: string, now: number): GrantTokenClaims | undefined {
  const claims = verifyJwt(token, secret, { audience: JWT_AUDIENCE.grant, now });
  if (!claims || claims.token_use !== 'grant') return undefined;
  const { sub, grant } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof grant !== 'string') return undefined;
  return { patientId: sub, grantId: grant };
}

/**
 * The reader a link's token stands for, if its grant is still in force — checked on every request, so a
 * revoke ends the token at once rather than when it expires.
 */
export async function readerInForce(
  deps: SharingDeps,
  claims: GrantTokenClaims,
): Promise<Reader | undefined> {
  const grant = await q.linkInForce(deps.db, claims.grantId, claims.patientId, deps.now());
  return grant && readerOf(grant, `link:${grant.id}`);
}

/**
 * The reader a caregiver's own session stands for when it asks to read under one of their grants: only a grant
 * this account holds and that is in force now. Asked on every request, so a revoke ends the reads at once.
 */
export async function caregiverReader(
  deps: SharingDeps,
  { holder, grantId }: { holder: string; grantId: string },
): Promise<Reader | undefined> {
  const grant = await q.heldGrant(deps.db, grantId, holder, deps.now());
  return grant && readerOf(grant, `proxy:${holder}`);
}

/** One read under a grant, for the patient's access log (the audit row is written by the route's hook). */
export async function logAccess(
  deps: SharingDeps,
  { reader, action, client }: { reader: Reader; action: string; client: string },
): Promise<void> {
  await q.insertAccess(deps.db, { grant_id: reader.grantId, actor: reader.actor, action, client });
}

/** What a read under a grant asks for: a record category, the timeline, the per-category summary. */
export type GrantedRead = RecordCategory | 'timeline' | 'summary';

/**
 * A read under a grant: refused outside the grant's categories, narrowed to its dates, and logged for the
 * patient. Returns the filter to read with; the summary counts only the records inside the grant's dates.
 */
export async function readUnderGrant<F extends DatedRead>(
  deps: SharingDeps,
  { reader, read, filter, client }: { reader: Reader; read: GrantedRead; filter: F; client: string },
): Promise<F> {
  const outOfScope = () => new AppError('SHARE_OUT_OF_SCOPE', 403);
  let narrowed: F | undefined;
  if (read === 'timeline') {
    const type = timelineTypeWithin(reader.scope, (filter as { type?: string }).type);
    if (type === 'out_of_scope') throw outOfScope();
    narrowed = datesWithin(reader.scope, { ...filter, type });
  } else {
    // The summary counts the shared categories only (the route filters them); a category must be shared.
    if (read !== 'summary' && !reader.scope.categories.includes(read)) throw outOfScope();
    narrowed = datesWithin(reader.scope, filter);
  }
  if (!narrowed) throw outOfScope();
  await logAccess(deps, { reader, action: `records.${read}`, client });
  return narrowed;
}

// -------------------------------------------------------------------------------------------------------------
// Caregivers (proxies): invited by email, accepted under their own account, reading under their own session.

export interface ProxyInviteInput {
  patientId: string;
  name: string;
  email: string;
  reason: string;
  scope: GrantScope;
  /** The last day the caregiver may read (inclusive), if any. */
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
  const until = input.untilDay ? endOfLastDay(input.untilDay) : undefined;
  if (alreadyOver(until, deps.now()))
    throw new AppError('VALIDATION_FAILED', 400, { field: 'until', key: 'until_past' });
  const row = await q.insertGrant(deps.db, {
    ...grantRow({
      patientId: input.patientId,
      grantee: { kind: 'proxy', name: input.name, email: input.email },
      scope: input.scope,
      reason: input.reason,
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
