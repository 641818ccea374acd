import { delay, http, type HttpHandler } from 'msw';
import type {
  ConsentDocumentResponse,
  StudyConsentRecord,
  StudyDetailsResponse,
  StudyListResponse,
  StudySite,
  StudySummary,
} from '@portal/contract';
import { failWith, ok, pending } from './msw';

/** Test and story fixtures for the study screens: two studies of the sample catalogue, and each screen state. */

const boston: StudySite = {
  id: 'cvuh-boston',
  facility: 'Cedar Valley University Health, Diabetes Center',
  address: { line: '120 Harbor Street', city: 'Boston', state: 'MA', zip: '02110', country: 'United States' },
};
const worcester: StudySite = {
  id: 'cvuh-worcester',
  facility: 'Cedar Valley Clinic Worcester',
  address: {
    line: '45 Elm Park Road',
    city: 'Worcester',
    state: 'MA',
    zip: '01609',
    country: 'United States',
  },
};

export const diabetesStudy: StudySummary = {
  id: 'NCT99000101',
  title: {
    en: 'Daily walking and text coaching for adults with type 2 diabetes',
    es: 'Caminatas diarias y mensajes de apoyo para adultos con diabetes tipo 2',
  },
  summary: {
    en: 'This study tests whether a daily step goal with short coaching text messages lowers blood sugar (HbA1c) over 12 months.',
    es: 'Este estudio evalúa si una meta diaria de pasos con mensajes de texto breves de apoyo baja el azúcar en la sangre (HbA1c) en 12 meses.',
  },
  sponsor: 'Cedar Valley University Health (fictional)',
  phases: ['NA'],
  conditions: [{ en: 'type 2 diabetes', es: 'diabetes tipo 2' }],
  eligibility: { minimum_age_years: 30, maximum_age_years: 75, sex: 'ALL' },
  suggested: true,
  reasons: [
    { kind: 'condition', condition: { en: 'type 2 diabetes', es: 'diabetes tipo 2' } },
    { kind: 'age', minimum_age_years: 30, maximum_age_years: 75 },
  ],
  consent: 'none',
};

export const preeclampsiaStudy: StudySummary = {
  id: 'NCT99000112',
  title: {
    en: 'Blood pressure after preeclampsia or eclampsia',
    es: 'La presión arterial después de la preeclampsia o la eclampsia',
  },
  summary: {
    en: 'Women who had preeclampsia or eclampsia check their blood pressure at home after giving birth.',
    es: 'Mujeres que tuvieron preeclampsia o eclampsia se miden la presión en casa después del parto.',
  },
  sponsor: 'Cedar Valley University Health (fictional)',
  phases: ['NA'],
  conditions: [{ en: 'preeclampsia or eclampsia', es: 'preeclampsia o eclampsia' }],
  eligibility: { minimum_age_years: 18, maximum_age_years: 50, sex: 'FEMALE' },
  suggested: false,
  reasons: [],
  consent: 'none',
};

export const studyList = (
  studies: StudySummary[] = [diabetesStudy, preeclampsiaStudy],
): StudyListResponse => ({
  source: 'sample',
  studies,
});

export const signedRecord: StudyConsentRecord = {
  study_id: diabetesStudy.id,
  study_title: diabetesStudy.title,
  site: boston,
  version: '2026-10-01',
  language: 'en',
  signer_name: 'Dana Demo',
  signed_at: '2026-11-20T15:30:00.000Z',
  scope: { categories: ['conditions', 'medications', 'observations'], years_back: 5 },
  grant_id: '0b8f7a52-6f4e-4c53-9f55-2f0f3f0d1a11',
  withdrawn_at: null,
};

export function studyDetails(overrides: Partial<StudyDetailsResponse> = {}): StudyDetailsResponse {
  return {
    ...diabetesStudy,
    official_title:
      'A Randomized Trial of a Step-Count Goal With Text-Message Coaching on HbA1c in Adults With Type 2 Diabetes (STEP-T2D)',
    eligibility: {
      minimum_age_years: 30,
      maximum_age_years: 75,
      sex: 'ALL',
      healthy_volunteers: false,
      inclusion: [{ en: 'Diagnosed with type 2 diabetes', es: 'Diagnóstico de diabetes tipo 2' }],
      exclusion: [
        { en: 'Cannot walk safely without help', es: 'No puede caminar de forma segura sin ayuda' },
      ],
    },
    sites: [boston, worcester],
    contact: {
      name: { en: 'Study coordinator, STEP-T2D', es: 'Coordinación del estudio, STEP-T2D' },
      phone: '617-555-0141',
      email: 'step-t2d@example.org',
    },
    completion_date: '2028-06-30',
    consent_scope: { categories: ['conditions', 'medications', 'observations'], years_back: 5 },
    consent_record: null,
    ...overrides,
  };
}

export const signedStudy = () => studyDetails({ consent: 'signed', consent_record: signedRecord });
export const withdrawnStudy = () =>
  studyDetails({
    consent: 'withdrawn',
    consent_record: { ...signedRecord, withdrawn_at: '2026-11-22T09:00:00.000Z' },
  });

const SECTIONS = {
  en: [
    ['purpose', 'Why this study is being done', 'We want to learn whether walking more every day helps.'],
    ['procedures', 'What you will be asked to do', 'You wear a step counter for 12 months.'],
    ['data_shared', 'What information the study site will see', 'The site you choose sees your conditions.'],
    ['risks_benefits', 'Risks and possible benefits', 'Walking more can cause sore muscles.'],
    ['voluntary', 'Taking part is your choice', 'You do not have to take part.'],
    ['contact', 'Questions', 'Write to or call the study coordinator: 617-555-0141.'],
  ],
  es: [
    ['purpose', 'Por qué se hace este estudio', 'Queremos saber si caminar más cada día ayuda.'],
    ['procedures', 'Qué se le pedirá que haga', 'Usará un contador de pasos durante 12 meses.'],
    ['data_shared', 'Qué información verá el centro del estudio', 'El centro que elija ve sus afecciones.'],
    ['risks_benefits', 'Riesgos y posibles beneficios', 'Caminar más puede causar dolor muscular.'],
    ['voluntary', 'Participar es su decisión', 'No tiene que participar.'],
    ['contact', 'Preguntas', 'Escriba o llame al coordinador del estudio: 617-555-0141.'],
  ],
} as const;

export function consentDocument(language: 'en' | 'es' = 'en'): ConsentDocumentResponse {
  return {
    study_id: diabetesStudy.id,
    version: '2026-10-01',
    language,
    content_hash: 'a'.repeat(64),
    title:
      language === 'es'
        ? `Consentimiento para participar en una investigación: ${diabetesStudy.title.es}`
        : `Consent to take part in research: ${diabetesStudy.title.en}`,
    sections: SECTIONS[language].map(([id, heading, body]) => ({ id, heading, body: [body] })),
    scope: { categories: ['conditions', 'medications', 'observations'], years_back: 5 },
    sites: [boston, worcester],
  };
}

const STUDY = '/v1/patient/studies/:id';
const DOCUMENT = '/v1/patient/studies/consent';
const SAVE = '/v1/patient/studies/consent/save';

const documentHandler = http.get(DOCUMENT, ({ request }) =>
  ok(consentDocument(new URL(request.url).searchParams.get('lang') === 'es' ? 'es' : 'en')),
);

/** Every study read answers; a signature is accepted (after a moment) and a withdrawal too. */
export function studiesHandlers({
  list = studyList(),
  details = studyDetails(),
}: { list?: StudyListResponse; details?: StudyDetailsResponse } = {}): HttpHandler[] {
  return [
    http.get('/v1/patient/studies', () => ok(list)),
    documentHandler,
    http.get(STUDY, () => ok(details)),
    http.post(SAVE, async () => {
      await delay(100);
      return ok({ ...signedRecord, signed_at: new Date().toISOString() });
    }),
    http.post('/v1/patient/studies/consent/withdraw', () =>
      ok({ study_id: diabetesStudy.id, withdrawn_at: new Date().toISOString() }),
    ),
  ];
}

/** Every read waits: the loading state. */
export const loadingStudiesHandlers = (): HttpHandler[] => [
  pending('get', '/v1/patient/studies'),
  pending('get', DOCUMENT),
  pending('get', STUDY),
];

/** Every read fails: the error state with a retry. */
export const failingStudiesHandlers = (): HttpHandler[] => [
  http.get('/v1/patient/studies', () => failWith(500, 'INTERNAL - Something went wrong. Please try again.')),
  http.get(DOCUMENT, () => failWith(500, 'INTERNAL - Something went wrong. Please try again.')),
  http.get(STUDY, () => failWith(500, 'INTERNAL - Something went wrong. Please try again.')),
];

/** The signature never finishes: the saving state. */
export const savingHandlers = (): HttpHandler[] => [pending('post', SAVE), ...studiesHandlers()];

/** The server refuses the signature, as it words it. */
/** The signature refused with `error`, worded when the server answers (in a story, in its language). */
export const refusedSignatureHandlers = (error: () => string, status = 409): HttpHandler[] => [
  http.post(SAVE, () => failWith(status, error())),
  ...studiesHandlers(),
];
