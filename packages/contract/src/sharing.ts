import { z } from 'zod';
import { emailSchema } from './auth.js';
import { isIsoDate } from './onboarding.js';
import type { AppCategory, ConnectedAppInfo } from './apps.js';
import { RECORD_CATEGORIES, type RecordCategory } from './record-categories.js';
import type { Localized } from './studies.js';
import type { UnitSystem } from './unit-systems.js';

/*
 * Sharing (SHARE-1, SHARE-2): one ledger of every grant of access to a patient's data — an individual, a
 * clinician, a study site, a share link, a caregiver (proxy) — each with its scope, since, until, why and end.
 * Response shapes are the `content` of the /v1 envelope.
 */

/** `app`: an app the patient connected through SMART App Launch (issue 30), reading the FHIR API. */
export const GRANTEE_KINDS = ['individual', 'clinician', 'study_site', 'link', 'proxy', 'app'] as const;
export type GranteeKind = (typeof GRANTEE_KINDS)[number];

/** A grant is `pending` until a proxy accepts it, `active` while in force, then `expired` or `ended` (revoked). */
export const GRANT_STATUSES = ['pending', 'active', 'expired', 'ended'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

/** A share link lives from an hour to 90 days. */
export const SHARE_LINK_MAX_HOURS = 90 * 24;
/** Wrong passcodes a share link takes before it stops opening (a right one starts the count again). */
export const SHARE_PASSCODE_ATTEMPTS = 5;
/** The link key: 32 random bytes, base64url. */
const SHARE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const isoDay = z.string().refine(isIsoDate, { message: 'date' });
const text = (max: number) =>
  z.string().trim().min(1, { message: 'required' }).max(max, { message: 'too_long' });

export const shareCategoriesSchema = z
  .array(z.enum(RECORD_CATEGORIES, { message: 'record_category_unknown' }))
  .min(1, { message: 'required' })
  .max(RECORD_CATEGORIES.length)
  .transform((list) => [...new Set(list)]);

/** What a grant lets its holder read: record categories, optionally only those dated within [from, to]. */
const scopeFields = {
  categories: shareCategoriesSchema,
  date_from: isoDay.optional(),
  date_to: isoDay.optional(),
};
const datesInOrder = (s: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !s.date_from || !s.date_to || s.date_from <= s.date_to;
const inOrder = { message: 'date_range', path: ['date_to'] };

/** Who a share link is for: anyone holding it, or a clinician, listed with the patient's clinicians. */
export const SHARE_LINK_RECIPIENTS = ['link', 'clinician'] as const;

export const createShareLinkRequest = z
  .object({
    recipient_kind: z.enum(SHARE_LINK_RECIPIENTS).optional(),
    recipient_name: text(100),
    /** A clinician's clinic or practice, and their email, as the patient knows them (both optional). */
    recipient_organization: text(150).optional(),
    recipient_email: emailSchema.optional(),
    reason: text(200),
    ...scopeFields,
    expires_in_hours: z.number().int().min(1).max(SHARE_LINK_MAX_HOURS, { message: 'share_expiry' }),
    passcode: z.string().min(4, { message: 'too_short' }).max(64, { message: 'too_long' }).optional(),
  })
  .refine(datesInOrder, inOrder);
export type CreateShareLinkRequest = z.input<typeof createShareLinkRequest>;

export const inviteProxyRequest = z
  .object({
    name: text(100),
    email: emailSchema,
    reason: text(200),
    ...scopeFields,
    until: isoDay.optional(),
  })
  .refine(datesInOrder, inOrder);
export type InviteProxyRequest = z.input<typeof inviteProxyRequest>;

export const endGrantRequest = z.object({ reason: z.string().trim().max(200).optional() });
export type EndGrantRequest = z.input<typeof endGrantRequest>;

export const grantParams = z.object({ grantId: z.uuid({ message: 'id_invalid' }) });

export const shareKeySchema = z.string().regex(SHARE_KEY_PATTERN, { message: 'invalid' });

export const openShareRequest = z.object({
  share_key: shareKeySchema,
  passcode: z.string().max(64, { message: 'too_long' }).optional(),
});
export type OpenShareRequest = z.input<typeof openShareRequest>;

export const acceptInvitationRequest = z.object({ invitation_key: shareKeySchema });

// ---------------------------------------------------------------------------------------------------------
// Responses

/*
 * Why a grant exists and why it ended, as the server says it: a code (with its facts) the portal words in the
 * reader's language, never a sentence in the language of whoever caused it. What a patient typed comes back as
 * typed (`typed`), in whatever language they wrote it.
 */
const typedText = z.object({ code: z.literal('typed'), text: z.string() });

/** Reasons the server gives a grant itself. */
export const GRANT_REASON_CODES = ['study_consent_signed'] as const;
export const grantReason = z.discriminatedUnion('code', [
  typedText,
  z.object({
    code: z.literal('study_consent_signed'),
    params: z.object({ study: z.string(), version: z.string() }),
  }),
]);
export type GrantReason = z.infer<typeof grantReason>;

/** Why a grant ended when the patient gave no words: they stopped it, withdrew the study consent behind it, or the app disconnected itself. */
export const GRANT_END_CODES = ['revoked_by_patient', 'study_consent_withdrawn', 'app_disconnected'] as const;
export const grantEndCode = z.enum(GRANT_END_CODES);
export type GrantEndCode = z.infer<typeof grantEndCode>;
export const grantEndReason = z.union([typedText, z.object({ code: grantEndCode })]);
export type GrantEndReason = z.infer<typeof grantEndReason>;

/**
 * What a reader did or tried under a grant (the access log): open a link, a wrong or blocked passcode, read a
 * category, the summary or the timeline; try the whole-record download or the printable summary (never shared:
 * always refused), or something else outside what a grant reads (`other`).
 */
export const GRANT_ACCESS_ACTIONS = [
  'open',
  'passcode_wrong',
  'passcode_locked',
  ...RECORD_CATEGORIES.map((c) => `records.${c}` as const),
  'records.summary',
  'records.timeline',
  /** An app's reads through the FHIR API of what no record category holds: the patient's demographics, insurance. */
  'records.patient',
  'records.coverage',
  'records.bundle',
  'records.summary_pdf',
  'other',
] as const;
export type GrantAccessAction = (typeof GRANT_ACCESS_ACTIONS)[number];

/** Why a try under a grant was refused: outside what it shares, or the grant no longer in force. */
export const GRANT_REFUSALS = ['not_shared', 'revoked', 'expired'] as const;
export type GrantRefusal = (typeof GRANT_REFUSALS)[number];

export interface SharedGrant {
  id: string;
  kind: GranteeKind;
  /** As the patient or the catalogue wrote it: a person, a clinic, a study site's facility. */
  name: string;
  /** A study site's study, in both languages from the study catalogue (the portal picks the reader's). */
  study_title: Localized | null;
  email: string | null;
  /** A clinician's clinic or practice. */
  organization: string | null;
  /** An app's registration (kind `app`), else null. */
  app: ConnectedAppInfo | null;
  /** What it reads; only an app's grant can hold `coverage`. */
  categories: AppCategory[];
  date_from: string | null;
  date_to: string | null;
  reason: GrantReason;
  since: string;
  until: string | null;
  status: GrantStatus;
  ended_at: string | null;
  ended_reason: GrantEndReason | null;
  has_passcode: boolean;
  /** Reads and opens let through (refused tries are in the access log, not counted here). */
  access_count: number;
  last_access_at: string | null;
}

export interface SharingList {
  grants: SharedGrant[];
}

/**
 * One entry of a grant's access log, as the patient sees it: when, by whom (kind), what, from what kind of
 * device, and whether it was refused and why. The same thing done again and again with nothing in between is
 * one entry (`times`, from `at` to `last_at`), so a run of cheap opens cannot bury a real read.
 */
export interface GrantAccess {
  at: string;
  last_at: string;
  times: number;
  actor: 'link' | 'proxy' | 'app' | 'other';
  action: GrantAccessAction;
  client: string;
  refused: GrantRefusal | null;
}

export interface GrantDetail {
  grant: SharedGrant;
}

/** Entries of a grant's access log per page. */
export const ACCESS_LOG_PAGE_SIZE = 50;

/**
 * Where the next page of an access log starts: the server's opaque position (digits), handed back as it came.
 * Keyset paging: entries written after the first page never shift the pages that follow.
 */
export const accessLogCursor = z.string().regex(/^[1-9][0-9]{0,14}$/, { message: 'invalid' });
export const accessLogQuery = z.object({ cursor: accessLogCursor.optional() });
export type AccessLogQuery = z.input<typeof accessLogQuery>;

/** One page of a grant's access log, newest first; `next_cursor` is null on the last page. */
export interface AccessLogPage {
  accesses: GrantAccess[];
  next_cursor: string | null;
}

/** The key is shown once: the server keeps only its hash. The portal builds the link `/shared#<key>`. */
export interface CreatedShareLink {
  grant: SharedGrant;
  share_key: string;
}

/** A short-lived read-only token for the records endpoints, scoped to one grant. */
export interface ScopedView {
  view_token: string;
  expires_at: string;
  patient_name: string;
  /**
   * [PROF-7] The units the sharing patient reads their records in: a link's reader has no settings of their own,
   * and the numbers they read are then the ones the patient sees and prints.
   */
  units: UnitSystem;
  /** A link's or a caregiver's grant: record categories only (`coverage` is an app's). */
  grant: Pick<SharedGrant, 'id' | 'name' | 'date_from' | 'date_to' | 'until'> & {
    categories: RecordCategory[];
  };
}

/** Someone whose records a proxy may read. */
export interface CaredForPerson {
  grant_id: string;
  patient_name: string;
  categories: RecordCategory[];
  since: string;
  until: string | null;
}

export interface CaredForList {
  people: CaredForPerson[];
}
