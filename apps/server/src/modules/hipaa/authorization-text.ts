import { createHash } from 'node:crypto';

/**
 * The HIPAA authorization a patient signs before we retrieve their records. It carries the core elements
 * of 45 CFR 164.508(c): what is disclosed, by whom, to whom, for what purpose, when it expires, the right
 * to revoke, that care does not depend on signing, and that records may lose HIPAA protection once
 * disclosed. A change to the text is a new version: never edit a published version, add one, because a
 * signature records the version and the hash of the exact text the patient read.
 */

export type HipaaLanguage = 'en' | 'es';

export interface AuthorizationText {
  title: string;
  sections: Array<{ heading: string; body: string[] }>;
}

export interface AuthorizationVersion {
  version: string;
  published: string;
  text: Record<HipaaLanguage, AuthorizationText>;
}

/** Where the linked policies live; the portal may show a brand's own link instead. */
export const HIPAA_POLICIES = [
  { key: 'patient_authorization', url: '/policies/patient-authorization' },
  { key: 'privacy', url: '/policies/privacy' },
  { key: 'identity_verification_privacy', url: '/policies/identity-verification' },
] as const;

const V2026_11: AuthorizationVersion = {
  version: '2026-11-01',
  published: '2026-11-01',
  text: {
    en: {
      title: 'Authorization to use and disclose my health information',
      sections: [
        {
          heading: 'What this authorization lets us do',
          body: [
            'I authorize any doctor, hospital, clinic, pharmacy, laboratory, health plan, health information exchange or other health care provider that holds my health information to disclose it to this patient portal and its operator, so that it can be collected into my personal health record.',
            'I make this request myself, for my own use. The portal uses the information to show me my records, trends and care recommendations, and to carry out the lab tests and services I ask for.',
          ],
        },
        {
          heading: 'What information is disclosed',
          body: [
            'My medical records from the last 10 years and any that are created while this authorization is in effect: visit notes and summaries, diagnoses and problem lists, medications and prescriptions, allergies, immunizations, procedures, laboratory and imaging results, vital signs, and billing and claims information.',
            'This includes, where the law allows it with my authorization, information about HIV/AIDS, sexually transmitted infections, mental health (but not psychotherapy notes), genetic testing, and alcohol or drug treatment. Records protected by 42 CFR Part 2 are disclosed only with the specific consent that rule requires.',
          ],
        },
        {
          heading: 'How my identity is matched',
          body: [
            'To find my records, the portal shares my name, date of birth, sex, phone number and current and past addresses with the record sources above. It does not share my Social Security number.',
          ],
        },
        {
          heading: 'When this authorization ends',
          body: [
            'This authorization expires two years after the date I sign it, or earlier if I close my account or revoke it.',
          ],
        },
        {
          heading: 'My rights',
          body: [
            'I may revoke this authorization at any time by writing to the portal\u2019s support contact or from my profile. Revoking stops future disclosures; it does not undo disclosures already made in reliance on this authorization.',
            'My treatment, payment, enrollment in a health plan or eligibility for benefits does not depend on whether I sign.',
            'Information disclosed under this authorization may be re-disclosed by the recipient and may then no longer be protected by federal privacy rules.',
            'I may refuse to sign. I am entitled to a copy of this authorization, and I can view and download it from my profile at any time.',
          ],
        },
      ],
    },
    es: {
      title: 'Autorización para usar y divulgar mi información de salud',
      sections: [
        {
          heading: 'Qué nos permite hacer esta autorización',
          body: [
            'Autorizo a cualquier médico, hospital, clínica, farmacia, laboratorio, plan de salud, red de intercambio de información de salud u otro proveedor de atención médica que tenga mi información de salud a divulgarla a este portal de pacientes y a su operador, para reunirla en mi expediente personal de salud.',
            'Hago esta solicitud yo mismo, para mi propio uso. El portal usa la información para mostrarme mis expedientes, tendencias y recomendaciones de atención, y para realizar las pruebas de laboratorio y los servicios que yo solicite.',
          ],
        },
        {
          heading: 'Qué información se divulga',
          body: [
            'Mis expedientes médicos de los últimos 10 años y los que se creen mientras esta autorización esté vigente: notas y resúmenes de consultas, diagnósticos y listas de problemas, medicamentos y recetas, alergias, vacunas, procedimientos, resultados de laboratorio y de imágenes, signos vitales, e información de facturación y reclamaciones.',
            'Esto incluye, cuando la ley lo permite con mi autorización, información sobre VIH/SIDA, infecciones de transmisión sexual, salud mental (pero no notas de psicoterapia), pruebas genéticas y tratamiento por alcohol o drogas. Los expedientes protegidos por 42 CFR Parte 2 solo se divulgan con el consentimiento específico que exige esa norma.',
          ],
        },
        {
          heading: 'Cómo se confirma mi identidad',
          body: [
            'Para encontrar mis expedientes, el portal comparte mi nombre, fecha de nacimiento, sexo, número de teléfono y direcciones actuales y anteriores con las fuentes de expedientes mencionadas. No comparte mi número de Seguro Social.',
          ],
        },
        {
          heading: 'Cuándo termina esta autorización',
          body: [
            'Esta autorización vence dos años después de la fecha en que la firmo, o antes si cierro mi cuenta o la revoco.',
          ],
        },
        {
          heading: 'Mis derechos',
          body: [
            'Puedo revocar esta autorización en cualquier momento escribiendo al contacto de soporte del portal o desde mi perfil. La revocación detiene las divulgaciones futuras; no deshace las que ya se hicieron con base en esta autorización.',
            'Mi tratamiento, el pago, la inscripción en un plan de salud o la elegibilidad para beneficios no dependen de que yo firme.',
            'La información divulgada con esta autorización puede ser divulgada de nuevo por quien la recibe y entonces puede dejar de estar protegida por las normas federales de privacidad.',
            'Puedo negarme a firmar. Tengo derecho a una copia de esta autorización y puedo verla y descargarla desde mi perfil en cualquier momento.',
          ],
        },
      ],
    },
  },
};

/** Every published version, oldest first; the last is the one new patients sign. */
export const AUTHORIZATION_VERSIONS: readonly AuthorizationVersion[] = [V2026_11];

export const currentAuthorization = (): AuthorizationVersion => AUTHORIZATION_VERSIONS.at(-1)!;

export const findAuthorization = (version: string): AuthorizationVersion | undefined =>
  AUTHORIZATION_VERSIONS.find((v) => v.version === version);

/** SHA-256 (hex) of the exact words shown in one language; a signature stores it. */
export function authorizationHash(version: AuthorizationVersion, language: HipaaLanguage): string {
  const { title, sections } = version.text[language];
  const canonical = JSON.stringify({ version: version.version, language, title, sections });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** Signed authorizations expire two years after signing (the text says so). */
export function authorizationExpiry(signedAt: Date): Date {
  const expiry = new Date(signedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 2);
  return expiry;
}
