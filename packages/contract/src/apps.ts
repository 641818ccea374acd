import { z } from 'zod';
import { RECORD_CATEGORIES, RECORD_CATEGORY_RESOURCE } from './record-categories.js';

/*
 * Apps a patient connects (issue 30): a SMART App Launch authorization asks the patient, on the portal's consent
 * screen, to let an app read parts of their record through the FHIR R4 Patient Access API (`/fhir/r4`). Each
 * authorization is a row of the sharing ledger (grantee kind `app`), revocable like any other grant.
 * Response shapes are the `content` of the /v1 envelope.
 */

/**
 * What an app may be let read beyond the patient's own demographics (the `Patient` resource, which every patient
 * launch reads): the record categories, and `coverage` (the insurance on the patient's profile, as FHIR Coverage).
 */
export const APP_CATEGORIES = [...RECORD_CATEGORIES, 'coverage'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

/** The FHIR resource type each app category is read as. */
export const APP_CATEGORY_RESOURCE: Record<AppCategory, string> = {
  ...RECORD_CATEGORY_RESOURCE,
  coverage: 'Coverage',
};

/** An authorization request's id, as the authorization server made it (the consent screen's URL carries it). */
export const appAuthorizationParams = z.object({
  uid: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'id_invalid' }),
});

/** The patient's answer: the categories they let the app read (a subset of those asked for; at least one). */
export const approveAppRequest = z.object({
  categories: z
    .array(z.enum(APP_CATEGORIES, { message: 'record_category_unknown' }))
    .min(1, { message: 'required' })
    .max(APP_CATEGORIES.length)
    .transform((list) => [...new Set(list)]),
});
export type ApproveAppRequest = z.input<typeof approveAppRequest>;

/** An app as the operator registered it. */
export interface ConnectedAppInfo {
  client_id: string;
  name: string;
  /** Who made it: the company or organisation behind the app. */
  publisher: string;
  homepage: string | null;
  /** An https image, or null: the portal shows the app's initials. */
  logo_uri: string | null;
}

/** GET /v1/apps/authorizations/:uid — what the consent screen shows. */
export interface AppAuthorizationRequest {
  uid: string;
  app: ConnectedAppInfo;
  /** What the app asked to read, from its scopes (`patient/*.rs` asks for every category); the patient may narrow it. */
  categories: AppCategory[];
  /** The app asked to keep reading after the patient leaves it (`offline_access`): until revoked or `until`. */
  offline: boolean;
  /** When the access ends unless the patient revokes it sooner (ISO 8601). */
  until: string;
  /** The scopes exactly as the app asked for them, for the curious. */
  scopes: string[];
}

/**
 * POST /v1/apps/authorizations/:uid/approve and …/deny: where the browser goes next — the authorization server's
 * resume address on this origin, which sends the patient back to the app.
 */
export interface AppAuthorizationDecision {
  redirect_to: string;
}
