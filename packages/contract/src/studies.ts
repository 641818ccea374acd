import { z } from 'zod';
import { RECORD_CATEGORIES } from './record-categories.js';

// Clinical studies and their e-consent [STUDY-1] [STUDY-2]. The catalogue is shaped like ClinicalTrials.gov
// records (NCT id, sponsor, phase, conditions, eligibility, sites, contact); its texts come in both languages.

export const STUDY_PHASES = ['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'] as const;
export type StudyPhase = (typeof STUDY_PHASES)[number];

/** ClinicalTrials.gov's eligibility sex: who the study takes. */
export const STUDY_SEXES = ['ALL', 'FEMALE', 'MALE'] as const;
export type StudySex = (typeof STUDY_SEXES)[number];

/** The parts of every study consent document, in order; each must be acknowledged before signing. */
export const CONSENT_SECTION_IDS = [
  'purpose',
  'procedures',
  'data_shared',
  'risks_benefits',
  'voluntary',
  'contact',
] as const;
export type ConsentSectionId = (typeof CONSENT_SECTION_IDS)[number];

export const studyId = z.string().regex(/^NCT\d{8}$/, { message: 'study_id' });
export const studySiteId = z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'site_id' });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const localized = z.object({ en: z.string().min(1), es: z.string().min(1) });
export type Localized = z.infer<typeof localized>;

export const studyCondition = z.object({
  name: localized,
  /** SNOMED CT codes that count as this condition in a patient's records (the concept and the children we list). */
  snomed: z.array(z.string().regex(/^\d+$/)).min(1),
});

export const studyEligibility = z.object({
  minimum_age_years: z.number().int().min(0).nullable(),
  maximum_age_years: z.number().int().min(0).nullable(),
  sex: z.enum(STUDY_SEXES),
  healthy_volunteers: z.boolean(),
  /** Key criteria in plain words; the study team decides who can take part. */
  inclusion: z.array(localized),
  exclusion: z.array(localized),
});

export const studySite = z.object({
  id: studySiteId,
  facility: z.string(),
  address: z.object({
    line: z.string(),
    city: z.string(),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
    country: z.string(),
  }),
});
export type StudySite = z.infer<typeof studySite>;

/** What a signed consent lets the study site see: these record categories, from `years_back` years before signing. */
export const consentScope = z.object({
  categories: z.array(z.enum(RECORD_CATEGORIES)).min(1),
  years_back: z.number().int().min(1).max(20),
});
export type ConsentScope = z.infer<typeof consentScope>;

/** One study as the catalogue file holds it. */
export const catalogueStudy = z.object({
  id: studyId,
  title: localized,
  official_title: z.string(),
  summary: localized,
  sponsor: z.string(),
  phases: z.array(z.enum(STUDY_PHASES)).min(1),
  conditions: z.array(studyCondition),
  eligibility: studyEligibility,
  sites: z.array(studySite).min(1),
  contact: z.object({ name: localized, phone: z.string(), email: z.email() }),
  /** The day the study expects to finish: a consent's share ends then at the latest. */
  completion_date: isoDate,
  consent: z.object({
    version: z.string().min(1),
    scope: consentScope,
    /** Study-specific words for each consent section (the document frames them). */
    sections: z.object({
      purpose: localized,
      procedures: localized,
      risks_benefits: localized,
    }),
  }),
});
export type CatalogueStudy = z.infer<typeof catalogueStudy>;

export const studyCatalogue = z.object({
  /** Always `sample` in this repository: fictional studies for demonstration, not real trials. */
  source: z.literal('sample'),
  studies: z.array(catalogueStudy).min(1),
});

/** Why a study is suggested: a condition in the patient's records, or their age within the study's range. */
export const matchReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('condition'), condition: localized }),
  z.object({
    kind: z.literal('age'),
    minimum_age_years: z.number().nullable(),
    maximum_age_years: z.number().nullable(),
  }),
]);
export type MatchReason = z.infer<typeof matchReason>;

export const CONSENT_STATES = ['none', 'signed', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export const studySummary = z.object({
  id: studyId,
  title: localized,
  summary: localized,
  sponsor: z.string(),
  phases: z.array(z.enum(STUDY_PHASES)),
  conditions: z.array(localized),
  eligibility: studyEligibility.pick({ minimum_age_years: true, maximum_age_years: true, sex: true }),
  /** Suggested for this patient (never "eligible": the study team decides). */
  suggested: z.boolean(),
  reasons: z.array(matchReason),
  consent: z.enum(CONSENT_STATES),
});
export type StudySummary = z.infer<typeof studySummary>;

/** GET /v1/patient/studies (`studyList`): suggested studies first, then the rest of the catalogue. */
export const studyListResponse = z.object({
  source: z.literal('sample'),
  studies: z.array(studySummary),
});
export type StudyListResponse = z.infer<typeof studyListResponse>;

/** A signed consent as the patient sees it; it stays after withdrawal (the signature happened). */
export const studyConsentRecord = z.object({
  study_id: studyId,
  study_title: localized,
  site: studySite,
  version: z.string(),
  language: z.enum(['en', 'es']),
  signer_name: z.string(),
  signed_at: z.string(),
  scope: consentScope,
  /** The shared-with ledger entry the consent created, while the sharing ledger holds one. */
  grant_id: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
});
export type StudyConsentRecord = z.infer<typeof studyConsentRecord>;

/** GET /v1/patient/studies/:id (`studyDetails`). */
export const studyDetailsResponse = studySummary.extend({
  official_title: z.string(),
  eligibility: studyEligibility,
  sites: z.array(studySite),
  contact: z.object({ name: localized, phone: z.string(), email: z.string() }),
  completion_date: isoDate,
  consent_scope: consentScope,
  /** The consent in force or the last one withdrawn, if the patient ever signed one for this study. */
  consent_record: studyConsentRecord.nullable(),
});
export type StudyDetailsResponse = z.infer<typeof studyDetailsResponse>;

export const studyParams = z.object({ id: studyId });

export const consentDocumentQuery = z.object({
  study_id: studyId,
  lang: z.enum(['en', 'es'], { message: 'language_invalid' }).optional(),
});

/** GET /v1/patient/studies/consent?study_id=…&lang=…: the versioned document, in one language. */
export const consentDocumentResponse = z.object({
  study_id: studyId,
  version: z.string(),
  language: z.enum(['en', 'es']),
  /** SHA-256 (hex) of the exact words shown; the signature records it. */
  content_hash: z.string(),
  title: z.string(),
  sections: z.array(
    z.object({ id: z.enum(CONSENT_SECTION_IDS), heading: z.string(), body: z.array(z.string()) }),
  ),
  scope: consentScope,
  sites: z.array(studySite),
});
export type ConsentDocumentResponse = z.infer<typeof consentDocumentResponse>;

/** POST /v1/patient/studies/consent/save: the time of signing is the server's. */
export const saveStudyConsentRequest = z.object({
  study_id: studyId,
  site_id: studySiteId,
  version: z.string().min(1).max(40),
  language: z.enum(['en', 'es'], { message: 'language_invalid' }),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, { message: 'content_hash' }),
  acknowledged_sections: z.array(z.enum(CONSENT_SECTION_IDS)).max(CONSENT_SECTION_IDS.length),
  full_name: z.string().trim().min(1).max(200),
});
export type SaveStudyConsentRequest = z.infer<typeof saveStudyConsentRequest>;

/** GET /v1/patient/studies/consent/pdf/:study_id: the signed copy (the spec's download form, `{path}/{id}`). */
export const consentPdfParams = z.object({ study_id: studyId });

/** POST /v1/patient/studies/consent/withdraw: ends the consent in force and the share it made. */
export const withdrawStudyConsentRequest = z.object({ study_id: studyId });
export const withdrawStudyConsentResponse = z.object({ study_id: studyId, withdrawn_at: z.string() });
export type WithdrawStudyConsentResponse = z.infer<typeof withdrawStudyConsentResponse>;

/** GET /v1/signup/econsents: every e-consent on the patient's account, newest first. */
export const econsentsResponse = z.object({ consents: z.array(studyConsentRecord) });
export type EconsentsResponse = z.infer<typeof econsentsResponse>;
