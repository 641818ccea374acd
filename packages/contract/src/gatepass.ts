import { z } from 'zod';
import { identityAssuranceSchema, VERIFICATION_METHODS, VERIFICATION_STATUSES } from './onboarding.js';

/** The identity gate's values are the onboarding module's (awaiting_confirmation: an ID scan passed, not yet confirmed). */
export const IDENTITY_STATUSES = VERIFICATION_STATUSES;
export const IDENTITY_METHODS = VERIFICATION_METHODS;
export const DATA_PULL_STATES = [
  'not_started',
  'queued',
  'running',
  'processing',
  'succeeded',
  'failed',
  /** A source matched more than one person: nothing is imported until someone checks which is the patient. */
  'review',
] as const;

/** Where a patient stands in onboarding; a returning patient resumes at `next_step`. */
export const gatepass = z.object({
  phone_verified: z.boolean(),
  identity: z.object({
    status: z.enum(IDENTITY_STATUSES),
    method: z.enum(IDENTITY_METHODS).nullable(),
    /** The assurance level reached, how and when (records ask for a minimum before a pull). */
    assurance: identityAssuranceSchema,
  }),
  hipaa_signed: z.boolean(),
  primary_address: z.boolean(),
  data_pull: z.object({ state: z.enum(DATA_PULL_STATES) }),
  next_step: z.enum(['verify_phone', 'verify_id', 'hipaa', 'address', 'home']),
});
export type Gatepass = z.infer<typeof gatepass>;
export type OnboardingStep = Gatepass['next_step'];

/** The first unfinished onboarding step (signup → MFA → identity → HIPAA → address → home). */
export function nextOnboardingStep(
  g: Pick<Gatepass, 'phone_verified' | 'hipaa_signed' | 'primary_address'> & {
    identity: Pick<Gatepass['identity'], 'status'>;
  },
): OnboardingStep {
  if (!g.phone_verified) return 'verify_phone';
  if (g.identity.status !== 'verified') return 'verify_id';
  if (!g.hipaa_signed) return 'hipaa';
  if (!g.primary_address) return 'address';
  return 'home';
}

/** Small per-patient flags the portal may read and set; anything else is refused. */
export const GATEPASS_PROPERTY_KEYS = [
  'insights_disclaimer_acknowledged',
  'welcome_seen',
  'data_pull_prompt_dismissed',
  'preferred_language',
] as const;
export type GatepassPropertyKey = (typeof GATEPASS_PROPERTY_KEYS)[number];
export const gatepassPropertyValue = z.union([
  z.boolean(),
  z.number().finite(),
  z.string().max(200, { message: 'too_long' }),
]);
export const gatepassPropertyQuery = z.object({
  key: z.enum(GATEPASS_PROPERTY_KEYS, { message: 'property_key_invalid' }).optional(),
});
export const setGatepassPropertyRequest = z.object({
  key: z.enum(GATEPASS_PROPERTY_KEYS, { message: 'property_key_invalid' }),
  value: gatepassPropertyValue,
});
export type SetGatepassPropertyRequest = z.infer<typeof setGatepassPropertyRequest>;
/** `content.properties`: every flag the patient has set. */
export const gatepassProperties = z.object({ properties: z.record(z.string(), gatepassPropertyValue) });
