/*
 * The codes the rules read, as Synthea and EHRs send them: SNOMED CT for conditions and procedures, LOINC for
 * observations, CVX for vaccines, RxNorm (and the ingredient name) for medications. Each set names the
 * measure's value set it stands for; a code outside them is simply not read.
 */

/** Diabetes mellitus and its complications (HEDIS Diabetes value set; prediabetes 15777000 is not diabetes). */
export const DIABETES = new Set([
  '44054006', // Diabetes mellitus type 2
  '73211009', // Diabetes mellitus
  '46635009', // Diabetes mellitus type 1
  '127013003', // Diabetic renal disease
  '368581000119106', // Neuropathy due to type 2 diabetes mellitus
  '422034002', // Diabetic retinopathy associated with type II diabetes mellitus
  '90781000119102', // Microalbuminuria due to type 2 diabetes mellitus
  '1551000119108', // Nonproliferative diabetic retinopathy due to type 2 diabetes mellitus
  '157141000119108', // Proteinuria due to type 2 diabetes mellitus
]);

/** Essential hypertension (HEDIS CBP). */
export const HYPERTENSION = new Set([
  '38341003', // Hypertensive disorder
  '59621000', // Essential hypertension
  '1201005', // Benign essential hypertension
]);

/** Hemoglobin A1c. */
export const HBA1C = new Set(['4548-4', '4549-2', '17856-6']);

/** Estimated glomerular filtration rate (the lab kit reports CKD-EPI 2021, 98979-8). */
export const EGFR = new Set(['33914-3', '48642-3', '48643-1', '62238-1', '98979-8']);

/** Urine albumin-creatinine ratio. */
export const UACR = new Set(['14959-1', '9318-7', '13705-9', '32294-1']);

/** Faecal occult blood by immunoassay (FIT) or guaiac, as a result. */
export const FIT_RESULT = new Set(['29771-3', '57905-2', '56490-6', '56491-4', '2335-8', '27396-1']);
/** The same test recorded as a procedure. */
export const FIT_PROCEDURE = new Set(['1015401000000102']); // Fecal occult blood test

export const COLONOSCOPY = new Set(['73761001']);

/** History of colorectal cancer or a total colectomy rules colorectal screening out (HEDIS COL exclusions). */
export const COLORECTAL_EXCLUSIONS = new Set([
  '363406005', // Malignant neoplasm of colon
  '109838007', // Overlapping malignant neoplasm of colon
  '26390003', // Total colectomy
]);

/** Systolic and diastolic readings (the normaliser splits blood-pressure panels into these). */
export const SYSTOLIC = '8480-6';
export const DIASTOLIC = '8462-4';

/** Total cholesterol and LDL: either says a lipid panel was done. */
export const LIPID_PANEL = new Set(['2093-3', '18262-6', '2089-1', '13457-7']);

/** Statins by RxNorm code as Synthea prescribes them; any other product is known by its ingredient. */
export const STATIN_RXNORM = new Set(['316672', '312961', '314231', '259255', '617310', '617312']);
export const STATIN_INGREDIENT = /\b(atorva|simva|simvi|rosuva|prava|lova|fluva|pitava)statin\b/i;

/** Cervical cytology (Pap), as a procedure or a result; an HPV test counts for longer. */
export const CERVICAL_CYTOLOGY = new Set([
  '90226004', // Cytopathology procedure, preparation of smear, genital source
  '10524-7', // Microscopic observation in Cervix by Cyto stain
  '19762-4',
  '19764-0',
  '19765-7',
  '19766-5',
  '33717-0',
  '47527-7',
  '47528-5',
]);
export const HPV_TEST = new Set([
  '21440-3',
  '30167-1',
  '38372-9',
  '59263-4',
  '59264-2',
  '59420-0',
  '69002-4',
]);

export const HYSTERECTOMY = new Set([
  '236886002', // Hysterectomy
  '116140006', // Total hysterectomy
]);

/** Mammography, as a procedure or an imaging report. */
export const MAMMOGRAM = new Set([
  '24623002', // Screening mammography
  '71651007', // Mammography
  '241055006', // Mammogram - symptomatic
  '24606-6', // MG Breast Screening
  '24604-1', // MG Breast Diagnostic
]);

export const BILATERAL_MASTECTOMY = new Set(['27865001']);

/** Seasonal influenza vaccines (CVX). */
export const INFLUENZA_VACCINES = new Set([
  '88',
  '111',
  '135',
  '140',
  '141',
  '144',
  '149',
  '150',
  '151',
  '153',
  '155',
  '158',
  '161',
  '166',
  '168',
  '171',
  '185',
  '186',
  '197',
  '200',
  '201',
  '205',
]);

/** Every observation code a rule reads: the rules are given only these of a patient's observations. */
export const OBSERVATION_CODES: readonly string[] = [
  ...HBA1C,
  ...EGFR,
  ...UACR,
  ...FIT_RESULT,
  SYSTOLIC,
  DIASTOLIC,
  ...LIPID_PANEL,
  ...CERVICAL_CYTOLOGY,
  ...HPV_TEST,
];
