import { createHash } from 'node:crypto';
import {
  CONSENT_SECTION_IDS,
  type CatalogueStudy,
  type ConsentDocumentResponse,
  type ConsentSectionId,
  type RecordCategory,
} from '@portal/contract';

type Language = 'en' | 'es';
type Section = { id: ConsentSectionId; heading: string; body: string[] };

/**
 * A study's e-consent document [STUDY-2]: the study's own words (purpose, procedures, risks and benefits) framed by
 * the sections every consent must have (what is shared, that taking part is voluntary, whom to ask). Its version is
 * the catalogue's `consent.version`; a change to the words needs a new version, because a signature stores both
 * the version and the hash of the exact text read.
 */
const CATEGORY_NAMES: Record<Language, Record<RecordCategory, string>> = {
  en: {
    medications: 'medications',
    encounters: 'visits',
    conditions: 'conditions',
    observations: 'vital signs and lab results',
    immunizations: 'immunizations',
    allergies: 'allergies',
    procedures: 'procedures',
    reports: 'reports',
  },
  es: {
    medications: 'medicamentos',
    encounters: 'consultas',
    conditions: 'afecciones',
    observations: 'signos vitales y resultados de laboratorio',
    immunizations: 'vacunas',
    allergies: 'alergias',
    procedures: 'procedimientos',
    reports: 'informes',
  },
};

const HEADINGS: Record<Language, Record<ConsentSectionId, string>> = {
  en: {
    purpose: 'Why this study is being done',
    procedures: 'What you will be asked to do',
    data_shared: 'What information the study site will see',
    risks_benefits: 'Risks and possible benefits',
    voluntary: 'Taking part is your choice',
    contact: 'Questions',
  },
  es: {
    purpose: 'Por qué se hace este estudio',
    procedures: 'Qué se le pedirá que haga',
    data_shared: 'Qué información verá el centro del estudio',
    risks_benefits: 'Riesgos y posibles beneficios',
    voluntary: 'Participar es su decisión',
    contact: 'Preguntas',
  },
};

function dataShared(study: CatalogueStudy, language: Language): string[] {
  const { categories, years_back } = study.consent.scope;
  const list = categories.map((c) => CATEGORY_NAMES[language][c]).join(', ');
  if (language === 'es') {
    return [
      `Si firma, el centro del estudio que elija podrá ver estas partes de su expediente de salud: ${list}, desde ${years_back} años antes del día en que firme.`,
      `Lo verá hasta que usted retire su consentimiento o hasta que termine el estudio (fecha prevista: ${study.completion_date}). Aparecerá en su lista de personas con acceso, donde puede revisarlo en cualquier momento.`,
      'El centro recibe su nombre y sus datos de contacto para poder comunicarse con usted; los datos que use para la investigación se codifican.',
    ];
  }
  return [
    `If you sign, the study site you choose will be able to see these parts of your health record: ${list}, from ${years_back} years before the day you sign.`,
    `It sees them until you withdraw your consent or the study ends (expected ${study.completion_date}). The site appears in your shared-with list, where you can check it at any time.`,
    'The site receives your name and contact details so the study team can reach you; the data it uses for research is coded.',
  ];
}

const VOLUNTARY: Record<Language, string[]> = {
  en: [
    'You do not have to take part. Saying no, or leaving later, does not change your care or your use of this portal.',
    'You can withdraw at any time from the study’s page in the portal; the site then stops seeing your records. Information already shared may be kept as the study’s rules and the law require.',
    'Signing this consent does not mean you can take part: the study team checks whether the study is right for you.',
  ],
  es: [
    'No tiene que participar. Decir que no, o retirarse después, no cambia su atención ni su uso de este portal.',
    'Puede retirar su consentimiento en cualquier momento desde la página del estudio en el portal; el centro deja entonces de ver sus expedientes. La información ya compartida puede conservarse según las reglas del estudio y la ley.',
    'Firmar este consentimiento no significa que pueda participar: el equipo del estudio comprueba si el estudio es adecuado para usted.',
  ],
};

function contact(study: CatalogueStudy, language: Language): string[] {
  const { phone, email } = study.contact;
  const name = study.contact.name[language];
  return language === 'es'
    ? [
        `Escriba o llame a ${name}: ${phone}, ${email}. Patrocinador: ${study.sponsor}.`,
        'Estudio de muestra: este estudio es ficticio y sirve solo para demostrar el portal.',
      ]
    : [
        `Write to or call ${name}: ${phone}, ${email}. Sponsor: ${study.sponsor}.`,
        'Sample study: this study is fictional and only demonstrates the portal.',
      ];
}

export function consentDocument(
  study: CatalogueStudy,
  language: Language,
): Omit<ConsentDocumentResponse, 'content_hash'> {
  const own = study.consent.sections;
  const bodies: Record<ConsentSectionId, string[]> = {
    purpose: [own.purpose[language]],
    procedures: [own.procedures[language]],
    data_shared: dataShared(study, language),
    risks_benefits: [own.risks_benefits[language]],
    voluntary: VOLUNTARY[language],
    contact: contact(study, language),
  };
  const sections: Section[] = CONSENT_SECTION_IDS.map((id) => ({
    id,
    heading: HEADINGS[language][id],
    body: bodies[id],
  }));
  return {
    study_id: study.id,
    version: study.consent.version,
    language,
    title:
      language === 'es'
        ? `Consentimiento para participar en una investigación: ${study.title.es}`
        : `Consent to take part in research: ${study.title.en}`,
    sections,
    scope: study.consent.scope,
    sites: study.sites,
  };
}

/** SHA-256 (hex) of the exact words shown in one language; a signature stores it. */
export function consentHash(document: Omit<ConsentDocumentResponse, 'content_hash'>): string {
  const { study_id, version, language, title, sections } = document;
  const canonical = JSON.stringify({ study_id, version, language, title, sections });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
