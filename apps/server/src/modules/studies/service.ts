import { randomUUID } from 'node:crypto';
import {
  CONSENT_SECTION_IDS,
  signatureMatchesName,
  type CatalogueStudy,
  type ConsentDocumentResponse,
  type ConsentState,
  type EconsentsResponse,
  type SaveStudyConsentRequest,
  type StudyConsentRecord,
  type StudyDetailsResponse,
  type StudyListResponse,
  type StudySummary,
  type WithdrawStudyConsentResponse,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { renderTextPdf } from '../../lib/pdf.js';
import { readGates } from '../gatepass/service.js';
import { readSettings } from '../settings/service.js';
import { endGrant, grantAccess } from '../sharing/service.js';
import { catalogueStudies, findStudy } from './catalogue.js';
import { consentDocument, consentHash } from './consent-document.js';
import * as q from './queries.js';
import { ageInYears, matchStudy, scopeStart, studyEnd, type PatientFacts } from './rules.js';

/** The module context's part studies need. */
export interface StudiesDeps {
  db: Db;
  now: () => Date;
}

type Language = 'en' | 'es';

function studyOrNotFound(studyId: string): CatalogueStudy {
  const study = findStudy(studyId);
  if (!study) throw notFound();
  return study;
}

async function patientFacts({ db, now }: StudiesDeps, patientId: string): Promise<PatientFacts> {
  const patient = await q.findPatient(db, patientId);
  if (!patient) throw notFound();
  return {
    ageYears: ageInYears(patient.date_of_birth, now()),
    conditionCodes: new Set(await q.conditionCodes(db, patientId)),
  };
}

const consentState = (row: q.ConsentRow | undefined): ConsentState =>
  !row ? 'none' : row.withdrawn_at ? 'withdrawn' : 'signed';

function summary(study: CatalogueStudy, facts: PatientFacts, consent: ConsentState): StudySummary {
  const { minimum_age_years, maximum_age_years, sex } = study.eligibility;
  return {
    id: study.id,
    title: study.title,
    summary: study.summary,
    sponsor: study.sponsor,
    phases: study.phases,
    conditions: study.conditions.map((c) => c.name),
    eligibility: { minimum_age_years, maximum_age_years, sex },
    ...matchStudy(study, facts),
    consent,
  };
}

function consentRecord(study: CatalogueStudy, row: q.ConsentRow): StudyConsentRecord {
  return {
    study_id: study.id,
    study_title: study.title,
    // A site the catalogue has since dropped is still named by its id.
    site: study.sites.find((s) => s.id === row.site_id) ?? {
      id: row.site_id,
      facility: row.site_id,
      address: { line: '', city: '', state: '--', zip: '00000', country: '' },
    },
    version: row.version,
    language: row.language,
    signer_name: row.signer_name,
    signed_at: row.signed_at.toISOString(),
    scope: row.scope,
    grant_id: row.grant_id,
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
  };
}

/** [STUDY-1] The catalogue for this patient (`studyList`): suggested studies first, each with why. */
export async function listStudies(
  deps: StudiesDeps,
  { patientId }: { patientId: string },
): Promise<StudyListResponse> {
  const facts = await patientFacts(deps, patientId);
  const latest = new Map<string, q.ConsentRow>();
  for (const row of await q.consentsOf(deps.db, patientId)) {
    const seen = latest.get(row.study_id);
    if (!seen || (seen.withdrawn_at && !row.withdrawn_at)) latest.set(row.study_id, row);
  }
  const studies = catalogueStudies().map((study) =>
    summary(study, facts, consentState(latest.get(study.id))),
  );
  return {
    source: 'sample',
    studies: [...studies.filter((s) => s.suggested), ...studies.filter((s) => !s.suggested)],
  };
}

/** [STUDY-1] The ids of the studies suggested to the patient now (a finished pull may add one: a notice). */
export async function suggestedStudyIds(
  deps: StudiesDeps,
  { patientId }: { patientId: string },
): Promise<string[]> {
  const facts = await patientFacts(deps, patientId);
  return catalogueStudies()
    .filter((study) => matchStudy(study, facts).suggested)
    .map((study) => study.id);
}

/** [STUDY-1] One study (`studyDetails`), with the patient's consent to it if they ever signed one. */
export async function studyDetails(
  deps: StudiesDeps,
  { patientId, studyId }: { patientId: string; studyId: string },
): Promise<StudyDetailsResponse> {
  const study = studyOrNotFound(studyId);
  const facts = await patientFacts(deps, patientId);
  const row = await q.latestConsent(deps.db, patientId, studyId);
  return {
    ...summary(study, facts, consentState(row)),
    official_title: study.official_title,
    eligibility: study.eligibility,
    sites: study.sites,
    contact: study.contact,
    completion_date: study.completion_date,
    consent_scope: study.consent.scope,
    consent_record: row ? consentRecord(study, row) : null,
  };
}

/** [STUDY-2] The study's current consent document in one language, with the hash a signature must quote. */
export function readConsentDocument({
  studyId,
  language,
}: {
  studyId: string;
  language: Language;
}): ConsentDocumentResponse {
  const document = consentDocument(studyOrNotFound(studyId), language);
  return { ...document, content_hash: consentHash(document) };
}

/**
 * [STUDY-2] Signs a study's consent: only a verified patient, only the version and words they were shown, every
 * section acknowledged, their account's name typed; the time is the server's. One consent in force per study.
 * The chosen site joins the patient's shared-with list, with the consent's scope, until the study ends.
 */
export async function saveConsent(
  deps: StudiesDeps,
  { patientId, request, ip }: { patientId: string; request: SaveStudyConsentRequest; ip: string },
): Promise<StudyConsentRecord> {
  const { db } = deps;
  const study = studyOrNotFound(request.study_id);
  const site = study.sites.find((s) => s.id === request.site_id);
  if (!site) throw notFound();
  const signer = await q.findPatient(db, patientId);
  if (!signer) throw notFound();
  if ((await readGates(deps, { patientId })).identity.status !== 'verified') {
    throw new AppError('IDV_NOT_VERIFIED', 409);
  }
  const document = consentDocument(study, request.language);
  if (request.version !== document.version || request.content_hash !== consentHash(document)) {
    throw new AppError('STUDY_CONSENT_STALE', 409);
  }
  if (CONSENT_SECTION_IDS.some((id) => !request.acknowledged_sections.includes(id))) {
    throw new AppError('STUDY_CONSENT_INCOMPLETE', 422);
  }
  if (!signatureMatchesName(request.full_name, signer.first_name, signer.last_name)) {
    throw new AppError('STUDY_CONSENT_NAME_MISMATCH', 422);
  }
  // Read before the transaction (one connection on PGlite): the share ends with the study's last day where they live.
  const { time_zone: timeZone } = await readSettings(deps, { patientId });
  const id = randomUUID();
  const signedAt = deps.now();
  await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const inserted = await q.insertConsent(tx, {
      id,
      patient_id: patientId,
      study_id: study.id,
      site_id: request.site_id,
      version: document.version,
      language: request.language,
      content_hash: request.content_hash,
      document: JSON.stringify({ title: document.title, sections: document.sections }),
      acknowledged_sections: JSON.stringify(CONSENT_SECTION_IDS),
      signer_name: request.full_name,
      signed_at: signedAt,
      ip,
      scope: JSON.stringify(study.consent.scope),
    });
    if (!inserted) throw new AppError('STUDY_ALREADY_CONSENTED', 409);
    const grant = await grantAccess(
      { db: tx, now: deps.now },
      {
        patientId,
        grantee: {
          kind: 'study_site',
          // The facility, a proper name: the study's title comes from the catalogue, in the reader's language
          name: site.facility,
          ref: `${study.id}/${site.id}`,
        },
        scope: {
          categories: study.consent.scope.categories,
          from: scopeStart(signedAt, study.consent.scope.years_back),
        },
        reason: { code: 'study_consent_signed', params: { study: study.id, version: document.version } },
        until: studyEnd(study.completion_date, timeZone),
      },
    );
    await q.setGrant(tx, id, grant.id);
  });
  return consentRecord(study, (await q.latestConsent(db, patientId, study.id))!);
}

/** [STUDY-2] Withdraws the consent in force and ends the site's share with it: 404 when there is none. */
export async function withdrawConsent(
  deps: StudiesDeps,
  { patientId, studyId }: { patientId: string; studyId: string },
): Promise<WithdrawStudyConsentResponse> {
  studyOrNotFound(studyId);
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const withdrawn = await q.withdrawInForce(tx, patientId, studyId, at);
    if (!withdrawn) throw notFound();
    if (withdrawn.grant_id) {
      await endGrant(
        { db: tx, now: deps.now },
        { patientId, grantId: withdrawn.grant_id, reason: { code: 'study_consent_withdrawn' } },
      );
    }
  });
  return { study_id: studyId, withdrawn_at: at.toISOString() };
}

/**
 * The patient ended a study site's share from the shared-with list: the consent that gave it is withdrawn too, so
 * the study never reads "consent signed" while its site can no longer see anything (and signing again works).
 * Nothing for any other share.
 */
export async function withdrawConsentOfEndedShare(
  deps: StudiesDeps,
  { patientId, grantId }: { patientId: string; grantId: string },
): Promise<void> {
  await q.withdrawByGrant(deps.db, patientId, grantId, deps.now());
}

/** GET /v1/signup/econsents: every e-consent on the account, newest first (see routes.ts for why this path). */
export async function listEconsents(
  { db }: StudiesDeps,
  { patientId }: { patientId: string },
): Promise<EconsentsResponse> {
  const rows = await q.consentsOf(db, patientId);
  return {
    consents: rows.flatMap((row) => {
      const study = findStudy(row.study_id);
      return study ? [consentRecord(study, row)] : [];
    }),
  };
}

const PDF_WORDS = {
  en: {
    study: 'Study',
    version: 'Consent version',
    site: 'Study site',
    signed: 'Signed electronically by',
    on: 'on',
    acknowledged: 'Each section above was acknowledged before signing.',
    withdrawn: 'Consent withdrawn on',
    hash: 'Text fingerprint (SHA-256)',
  },
  es: {
    study: 'Estudio',
    version: 'Versión del consentimiento',
    site: 'Centro del estudio',
    signed: 'Firmado electrónicamente por',
    on: 'el',
    acknowledged: 'Cada sección anterior se confirmó antes de firmar.',
    withdrawn: 'Consentimiento retirado el',
    hash: 'Huella del texto (SHA-256)',
  },
} as const;

/** [STUDY-2] The signed copy as a PDF: the words read, the signature and time, and a withdrawal if any. */
export async function consentPdf(
  deps: StudiesDeps,
  { patientId, studyId }: { patientId: string; studyId: string },
): Promise<Uint8Array> {
  const study = studyOrNotFound(studyId);
  const row = await q.latestConsent(deps.db, patientId, studyId);
  if (!row) throw notFound();
  const record = consentRecord(study, row);
  const words = PDF_WORDS[row.language];
  const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const { facility, address } = record.site;
  return renderTextPdf(
    {
      title: row.document.title,
      meta: [
        `${words.study}: ${study.id}`,
        `${words.version}: ${row.version} (${row.language})`,
        `${words.site}: ${facility}, ${address.line}, ${address.city}, ${address.state} ${address.zip}`,
      ],
      sections: row.document.sections.map((s) => ({ heading: s.heading, paragraphs: s.body })),
      closing: [
        words.acknowledged,
        `${words.signed} ${row.signer_name} ${words.on} ${when(row.signed_at)}`,
        `${words.hash}: ${row.content_hash}`,
        ...(row.withdrawn_at ? [`${words.withdrawn} ${when(row.withdrawn_at)}`] : []),
      ],
    },
    { createdAt: deps.now() },
  );
}
