import {
  isRecordCategory,
  SHARE_LINK_RECIPIENTS,
  SHARE_PASSCODE_ATTEMPTS,
  type CreatedShareLink,
  type GrantAccessAction,
  type RecordCategory,
  type ScopedView,
} from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { JWT_AUDIENCE, signJwt, verifyJwt, type JwtSecrets } from '../../../lib/jwt.js';
import { hashPassword, opaqueToken, tokenDigest, verifyPassword } from '../../../lib/secrets.js';
import { readSettings } from '../../settings/service.js';
import type { ShareOpenLimits } from '../config.js';
import * as q from '../queries.js';
import { datesWithin, passcodeRefusal, timelineTypeWithin, type DatedRead, type Scope } from '../rules.js';
import { logAccess, logRefusal } from './access-log.js';
import { day, grantRow, sharedGrant, type Grantee, type GrantScope, type SharingDeps } from './ledger.js';

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
      reason: { code: 'typed', text: input.reason },
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
 * Exchanges a link's key (and passcode) for a read-only token scoped to its grant. Opens are limited per address
 * and per link (./config.ts), counted before anything is looked up or hashed. An unknown, expired, revoked and
 * locked link all answer alike, so the answer tells a guesser nothing.
 */
export async function openShareLink(
  deps: SharingDeps & { secret: string; limits: ShareOpenLimits },
  {
    key,
    passcode,
    client,
    ip,
    identified,
  }: {
    key: string;
    passcode?: string | undefined;
    client: string;
    ip: string;
    /** Told whose link it is as soon as it is known, so even a refused attempt is audited against it. */
    identified?: (reader: Reader) => void;
  },
): Promise<ScopedView> {
  const now = deps.now();
  await hit(deps.db, [{ bucket: `share-open:ip:${ip}`, limit: deps.limits.shareOpenPerIp }], now);
  const link = await q.linkByKeyHash(deps.db, tokenDigest(key), now);
  if (!link) {
    await refuseOverLink(deps, { keyHash: tokenDigest(key), client, identified });
    throw new AppError('SHARE_LINK_UNAVAILABLE', 404);
  }
  const reader = readerOf(link, `link:${link.id}`);
  identified?.(reader);
  const log = (action: GrantAccessAction) => logAccess(deps, { reader: { ...reader, client }, action });
  // Asking for the passcode is how every passcode link's first open answers: it costs nothing and is not counted
  if (link.passcode_hash !== null && !passcode) throw new AppError('SHARE_PASSCODE_REQUIRED', 401);
  await hit(deps.db, [{ bucket: `share-open:link:${link.id}`, limit: deps.limits.shareOpenPerLink }], now);
  if (link.passcode_hash !== null) {
    const right = await tryPasscode(deps, { link, passcode: passcode!, now });
    if (right === 'locked') {
      await log('passcode_locked');
      throw new AppError('SHARE_PASSCODE_LOCKED', 429);
    }
    if (!right) {
      await log('passcode_wrong');
      throw new AppError('SHARE_PASSCODE_INVALID', 401);
    }
  }
  await log('open');
  return scopedView(deps, link);
}

/**
 * One passcode try, claimed before it is compared so that parallel guesses cannot pass the limit; only a wrong
 * passcode stays counted. With no room left the link is locked (its wrong tries used up) or, when its remaining
 * tries are all being compared right now, the open is limited for a moment: parallel right passcodes never lock.
 */
async function tryPasscode(
  deps: SharingDeps,
  { link, passcode, now }: { link: q.GrantRow; passcode: string; now: Date },
): Promise<boolean | 'locked'> {
  if (!(await q.claimPasscodeTry(deps.db, link.id, SHARE_PASSCODE_ATTEMPTS, now))) {
    if (passcodeRefusal(await q.wrongPasscodes(deps.db, link.id), SHARE_PASSCODE_ATTEMPTS) === 'locked')
      return 'locked';
    throw new AppError(
      'RATE_LIMITED',
      429,
      { minutes: 1, limit: 'share-open' },
      { 'Retry-After': '1' },
      true,
    );
  }
  let right: boolean;
  try {
    right = await verifyPassword(passcode, link.passcode_hash!);
  } catch (error) {
    // Never compared (the hashing is saturated): the claim is given back, the try not counted
    await q.settlePasscodeTry(deps.db, link.id, 'uncompared');
    throw error;
  }
  await q.settlePasscodeTry(deps.db, link.id, right ? 'right' : 'wrong');
  return right;
}

/**
 * The key of a link that was revoked or expired: the patient's log says someone tried it, and why it was
 * refused. The answer stays the one an unknown key gets.
 */
async function refuseOverLink(
  deps: SharingDeps,
  { keyHash, client, identified }: { keyHash: string; client: string; identified?: (reader: Reader) => void },
): Promise<void> {
  const over = await q.anyLinkByKeyHash(deps.db, keyHash);
  if (!over) return;
  const reader = readerOf(over, `link:${over.id}`);
  identified?.(reader);
  await logRefusal(deps, { grant: over, reader: { ...reader, client }, action: 'open' });
}

/** The token and what the reader is told of a grant they may read under. */
async function scopedView(deps: SharingDeps & { secret: string }, grant: q.GrantRow): Promise<ScopedView> {
  const now = deps.now();
  const owner = await q.patientName(deps.db, grant.patient_id);
  const expiresAt = new Date(now.getTime() + VIEW_TOKEN_TTL_SECONDS * 1000);
  const shared = sharedGrant({ ...grant, access_count: 0, last_access_at: null }, now);
  return {
    view_token: await grantToken(deps.secret, now, { grantId: grant.id, patientId: grant.patient_id }),
    expires_at: (grant.until && grant.until < expiresAt ? grant.until : expiresAt).toISOString(),
    patient_name: owner ? `${owner.first_name} ${owner.last_name}` : '',
    units: (await readSettings(deps, { patientId: grant.patient_id })).units,
    grant: {
      id: shared.id,
      name: shared.name,
      categories: shared.categories.filter(isRecordCategory),
      date_from: shared.date_from,
      date_to: shared.date_to,
      until: shared.until,
    },
  };
}

export function readerOf(grant: q.GrantRow, actor: string): Reader {
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
function grantToken(
  secret: string,
  now: Date,
  claims: { grantId: string; patientId: string },
): Promise<string> {
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
export async function readGrantToken(
  token: string,
  secrets: JwtSecrets,
  now: number,
): Promise<GrantTokenClaims | undefined> {
  const claims = await verifyJwt(token, secrets, { audience: JWT_AUDIENCE.grant, now });
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

/**
 * A link's token (or a caregiver's session naming a grant) refused before its read: after a revoke or an expiry,
 * or at a route no grant reads (the bundle, the printable summary). Logged for the grant's patient with what it
 * tried and why; the reader's identity for the audit row, or undefined when the grant is none of theirs.
 */
export async function refuseUnderGrant(
  deps: SharingDeps,
  {
    grantId,
    patientId,
    holder,
    action,
    client,
  }: { grantId: string; action: GrantAccessAction; client: string } & (
    { patientId: string; holder?: undefined } | { holder: string; patientId?: undefined }
  ),
): Promise<Reader | undefined> {
  const grant =
    holder === undefined
      ? await q.linkOfPatient(deps.db, grantId, patientId)
      : await q.anyHeldGrant(deps.db, grantId, holder);
  if (!grant) return undefined;
  const reader = readerOf(grant, holder === undefined ? `link:${grant.id}` : `proxy:${holder}`);
  await logRefusal(deps, { grant, reader: { ...reader, client }, action });
  return reader;
}

/** What a read under a grant asks for: a record category, the timeline, the per-category summary. */
export type GrantedRead = RecordCategory | 'timeline' | 'summary';
/** What a request may try under a grant: a read, or a download no grant reads (refused, and logged as tried). */
export type TriedRead = GrantedRead | 'bundle' | 'summary_pdf';

/**
 * A read under a grant: refused outside the grant's categories, narrowed to its dates, and logged for the
 * patient, a refused one as refused. Returns the filter to read with; the summary counts only the records inside the grant's dates.
 */
export async function readUnderGrant<F extends DatedRead>(
  deps: SharingDeps,
  { reader, read, filter, client }: { reader: Reader; read: GrantedRead; filter: F; client: string },
): Promise<F> {
  const action = `records.${read}` as const;
  const narrowed = withinScope(reader.scope, read, filter);
  if (!narrowed) {
    await logAccess(deps, { reader: { ...reader, client }, action, refused: 'not_shared' });
    throw new AppError('SHARE_OUT_OF_SCOPE', 403);
  }
  await logAccess(deps, { reader: { ...reader, client }, action });
  return narrowed;
}

/** The filter a read under a grant may read with, or undefined when it asks for nothing the grant shares. */
function withinScope<F extends DatedRead>(scope: Scope, read: GrantedRead, filter: F): F | undefined {
  if (read === 'timeline') {
    const type = timelineTypeWithin(scope, (filter as { type?: string }).type);
    return type === 'out_of_scope' ? undefined : datesWithin(scope, { ...filter, type });
  }
  // The summary counts the shared categories only (the route filters them); a category must be shared.
  if (read !== 'summary' && !scope.categories.includes(read)) return undefined;
  return datesWithin(scope, filter);
}

// -------------------------------------------------------------------------------------------------------------
// Caregivers (proxies): invited by email, accepted under their own account, reading under their own session.
